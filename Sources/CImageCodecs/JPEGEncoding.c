// JPEG encoding with libjpeg into a growable buffer.
#include "CodecInternals.h"

#include <stdlib.h>
#include <string.h>

// A growable in-memory destination; libjpeg's jpeg_mem_dest loses track of its buffer when an
// error interrupts it, which would leak or double-free on the recovery path.
struct sym_jpeg_encoder {
  struct jpeg_compress_struct cinfo;
  struct sym_jpeg_error error;
  struct jpeg_destination_mgr destination;
  uint8_t *output;
  size_t capacity;
  size_t size;
  JSAMPLE *row;
};

static void sym_jpeg_grow(j_compress_ptr cinfo) {
  struct sym_jpeg_encoder *encoder = (struct sym_jpeg_encoder *)cinfo;
  size_t capacity = encoder->capacity == 0 ? 4096 : encoder->capacity * 2;
  uint8_t *grown = realloc(encoder->output, capacity);
  if (grown == NULL) {
    sym_jpeg_fail((j_common_ptr)cinfo, SYM_CODEC_NO_MEMORY, "out of memory");
  }
  encoder->output = grown;
  encoder->size = encoder->capacity;
  encoder->capacity = capacity;
  encoder->destination.next_output_byte = grown + encoder->size;
  encoder->destination.free_in_buffer = capacity - encoder->size;
}

static void sym_jpeg_init_destination(j_compress_ptr cinfo) { sym_jpeg_grow(cinfo); }

static boolean sym_jpeg_empty_output(j_compress_ptr cinfo) {
  sym_jpeg_grow(cinfo);
  return TRUE;
}

static void sym_jpeg_term_destination(j_compress_ptr cinfo) {
  struct sym_jpeg_encoder *encoder = (struct sym_jpeg_encoder *)cinfo;
  encoder->size = encoder->capacity - encoder->destination.free_in_buffer;
}

static void sym_jpeg_configure(j_compress_ptr cinfo, uint32_t w, uint32_t h, int layout) {
  cinfo->image_width = w;
  cinfo->image_height = h;
  switch (layout) {
  case SYM_JPEG_GRAY:
    cinfo->input_components = 1;
    cinfo->in_color_space = JCS_GRAYSCALE;
    break;
  case SYM_JPEG_ADOBE_CMYK:
    cinfo->input_components = 4;
    cinfo->in_color_space = JCS_CMYK;
    break;
  default:
    cinfo->input_components = 3;
    cinfo->in_color_space = JCS_RGB;
    break;
  }
  jpeg_set_defaults(cinfo);
}

static void sym_jpeg_write_pixels(
  struct sym_jpeg_encoder *encoder, const uint8_t *pixels, int layout) {
  j_compress_ptr cinfo = &encoder->cinfo;
  size_t width = cinfo->image_width;
  size_t stride = width * (size_t)(layout == SYM_JPEG_RGBA ? 4 : cinfo->input_components);
  if (layout == SYM_JPEG_RGBA) {
    encoder->row = malloc(width * 3);
    if (encoder->row == NULL) {
      sym_jpeg_fail((j_common_ptr)cinfo, SYM_CODEC_NO_MEMORY, "out of memory");
    }
  }
  while (cinfo->next_scanline < cinfo->image_height) {
    const uint8_t *source = pixels + (size_t)cinfo->next_scanline * stride;
    JSAMPROW rows[1] = {(JSAMPROW)source};  // libjpeg never writes through input rows
    if (encoder->row != NULL) {
      for (size_t x = 0; x < width; x++) {
        memcpy(encoder->row + x * 3, source + x * 4, 3);
      }
      rows[0] = encoder->row;
    }
    jpeg_write_scanlines(cinfo, rows, 1);
  }
}

int sym_encode_jpeg(
  const uint8_t *pixels, uint32_t w, uint32_t h, int layout, int quality, uint8_t **out,
  size_t *out_size, char *err, size_t errlen) {
  *out = NULL;
  *out_size = 0;
  int progressive = (layout & SYM_JPEG_PROGRESSIVE) != 0;
  layout &= ~SYM_JPEG_PROGRESSIVE;
  int known = layout == SYM_JPEG_GRAY || layout == SYM_JPEG_RGB || layout == SYM_JPEG_RGBA
    || layout == SYM_JPEG_ADOBE_CMYK;
  if (pixels == NULL || w == 0 || h == 0 || w > JPEG_MAX_DIMENSION || h > JPEG_MAX_DIMENSION
      || !known) {
    sym_set_message(err, errlen, "invalid size or layout");
    return SYM_CODEC_INVALID_ARGUMENT;
  }
  struct sym_jpeg_encoder *encoder = calloc(1, sizeof *encoder);
  if (encoder == NULL) {
    sym_set_message(err, errlen, "out of memory");
    return SYM_CODEC_NO_MEMORY;
  }
  sym_jpeg_init_error(&encoder->error);
  encoder->cinfo.err = &encoder->error.pub;
  if (setjmp(encoder->error.jump)) {
    int status = encoder->error.status;
    sym_set_message(err, errlen, encoder->error.message);
    jpeg_destroy_compress(&encoder->cinfo);
    free(encoder->output);
    free(encoder->row);
    free(encoder);
    return status;
  }
  jpeg_create_compress(&encoder->cinfo);
  encoder->destination.init_destination = sym_jpeg_init_destination;
  encoder->destination.empty_output_buffer = sym_jpeg_empty_output;
  encoder->destination.term_destination = sym_jpeg_term_destination;
  encoder->cinfo.dest = &encoder->destination;
  sym_jpeg_configure(&encoder->cinfo, w, h, layout);
  jpeg_set_quality(&encoder->cinfo, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
  if (progressive) {
    jpeg_simple_progression(&encoder->cinfo);
  }
  jpeg_start_compress(&encoder->cinfo, TRUE);
  sym_jpeg_write_pixels(encoder, pixels, layout);
  jpeg_finish_compress(&encoder->cinfo);
  *out = encoder->output;
  *out_size = encoder->size;
  jpeg_destroy_compress(&encoder->cinfo);
  free(encoder->row);
  free(encoder);
  return SYM_CODEC_OK;
}
