// PNG encoding with libpng's simplified writer.
#include "CodecInternals.h"

#include <stdlib.h>
#include <string.h>

_Static_assert(SYM_PNG_GRAY == PNG_FORMAT_GRAY, "layout mirrors libpng");
_Static_assert(SYM_PNG_GRAY_ALPHA == PNG_FORMAT_GA, "layout mirrors libpng");
_Static_assert(SYM_PNG_RGB == PNG_FORMAT_RGB, "layout mirrors libpng");
_Static_assert(SYM_PNG_RGBA == PNG_FORMAT_RGBA, "layout mirrors libpng");
_Static_assert(SYM_PNG_LINEAR_GRAY == PNG_FORMAT_LINEAR_Y, "layout mirrors libpng");
_Static_assert(SYM_PNG_LINEAR_RGBA == PNG_FORMAT_LINEAR_RGB_ALPHA, "layout mirrors libpng");
_Static_assert(SYM_PNG_RGBA_COLORMAP == PNG_FORMAT_RGBA_COLORMAP, "layout mirrors libpng");

static int sym_png_layout_is_valid(int layout) {
  switch (layout) {
  case SYM_PNG_GRAY:
  case SYM_PNG_GRAY_ALPHA:
  case SYM_PNG_RGB:
  case SYM_PNG_RGBA:
  case SYM_PNG_LINEAR_GRAY:
  case SYM_PNG_LINEAR_RGBA:
  case SYM_PNG_RGBA_COLORMAP:
    return 1;
  default:
    return 0;
  }
}

int sym_encode_png(
  const void *pixels, uint32_t w, uint32_t h, int layout, const uint8_t *colormap,
  uint32_t colormap_entries, uint8_t **out, size_t *out_size, char *err, size_t errlen) {
  *out = NULL;
  *out_size = 0;
  int paletted = layout == SYM_PNG_RGBA_COLORMAP;
  if (pixels == NULL || w == 0 || h == 0 || !sym_png_layout_is_valid(layout)
      || (paletted && (colormap == NULL || colormap_entries == 0 || colormap_entries > 256))) {
    sym_set_message(err, errlen, "invalid size, layout or colormap");
    return SYM_CODEC_INVALID_ARGUMENT;
  }
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = w;
  image.height = h;
  image.format = (png_uint_32)layout;
  image.colormap_entries = paletted ? colormap_entries : 0;
  png_alloc_size_t needed = 0;
  const void *map = paletted ? colormap : NULL;
  if (!png_image_write_to_memory(&image, NULL, &needed, 0, pixels, 0, map)) {
    sym_set_message(err, errlen, image.message);
    png_image_free(&image);
    return SYM_CODEC_INVALID_ARGUMENT;
  }
  uint8_t *buffer = malloc(needed);
  if (buffer == NULL) {
    sym_set_message(err, errlen, "out of memory");
    return SYM_CODEC_NO_MEMORY;
  }
  if (!png_image_write_to_memory(&image, buffer, &needed, 0, pixels, 0, map)) {
    sym_set_message(err, errlen, image.message);
    png_image_free(&image);
    free(buffer);
    return SYM_CODEC_INVALID_ARGUMENT;
  }
  *out = buffer;
  *out_size = needed;
  return SYM_CODEC_OK;
}
