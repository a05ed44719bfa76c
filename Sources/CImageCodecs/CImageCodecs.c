// See CImageCodecs.h. libjpeg reports errors by calling a handler that must not return, so the
// JPEG functions setjmp before each call into the library and the handler longjmps back; all
// state the recovery path needs lives in a struct in memory, never in a register-cached local.
#include "CImageCodecs.h"

#include <ctype.h>
#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>
#include <png.h>

_Static_assert(SYM_PNG_GRAY == PNG_FORMAT_GRAY, "layout mirrors libpng");
_Static_assert(SYM_PNG_GRAY_ALPHA == PNG_FORMAT_GA, "layout mirrors libpng");
_Static_assert(SYM_PNG_RGB == PNG_FORMAT_RGB, "layout mirrors libpng");
_Static_assert(SYM_PNG_RGBA == PNG_FORMAT_RGBA, "layout mirrors libpng");
_Static_assert(SYM_PNG_LINEAR_GRAY == PNG_FORMAT_LINEAR_Y, "layout mirrors libpng");
_Static_assert(SYM_PNG_LINEAR_RGBA == PNG_FORMAT_LINEAR_RGB_ALPHA, "layout mirrors libpng");
_Static_assert(SYM_PNG_RGBA_COLORMAP == PNG_FORMAT_RGBA_COLORMAP, "layout mirrors libpng");

// A progressive JPEG may hold any number of scans, each a full pass over the coefficients;
// libjpeg-turbo's own tools cap them like this to stop files that take minutes to decode.
enum { SYM_JPEG_MAX_SCANS = 1000 };

static void sym_set_message(char *err, size_t errlen, const char *message) {
  if (err != NULL && errlen > 0) {
    snprintf(err, errlen, "%s", message);
  }
}

static int sym_reject_size(
  uint32_t w, uint32_t h, uint64_t max_pixels, char *err, size_t errlen) {
  uint64_t pixels = (uint64_t)w * (uint64_t)h;
  if (pixels > max_pixels || pixels > SIZE_MAX / 4) {
    if (err != NULL && errlen > 0) {
      snprintf(
        err, errlen, "%ux%u is %llu pixels, more than the limit of %llu", w, h,
        (unsigned long long)pixels, (unsigned long long)max_pixels);
    }
    return 1;
  }
  return 0;
}

void sym_image_free(void *buffer) { free(buffer); }

// MARK: - PNG

static uint32_t sym_read_be32(const uint8_t *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

enum { SYM_PNG_FIRST_CHUNK = 8, SYM_PNG_AFTER_IHDR = 8 + 12 + 13 };

// libpng's simplified reader takes a 16-bit file without gamma information to be linear light,
// so ordinary 16-bit files (whose samples are sRGB-coded, as browsers assume) would come out
// far too bright. Such files get an sRGB chunk inserted after IHDR, which says exactly that.
static int sym_png_is_untagged_16_bit(const uint8_t *data, size_t size) {
  if (size < SYM_PNG_AFTER_IHDR || sym_read_be32(data + SYM_PNG_FIRST_CHUNK) != 13
      || memcmp(data + SYM_PNG_FIRST_CHUNK + 4, "IHDR", 4) != 0
      || data[SYM_PNG_FIRST_CHUNK + 16] != 16) {
    return 0;
  }
  size_t offset = SYM_PNG_AFTER_IHDR;
  while (size - offset >= 12) {
    const uint8_t *type = data + offset + 4;
    if (memcmp(type, "IDAT", 4) == 0) {
      return 1;
    }
    if (memcmp(type, "gAMA", 4) == 0 || memcmp(type, "sRGB", 4) == 0
        || memcmp(type, "iCCP", 4) == 0) {
      return 0;
    }
    uint32_t length = sym_read_be32(data + offset);
    if (length > size - offset - 12) {
      return 0;  // damaged: let libpng report it
    }
    offset += 12 + (size_t)length;
  }
  return 0;
}

// Whether every chunk's declared length fits in the bytes left. libpng allocates what a chunk
// declares before it reads it, so a 100-byte file whose text chunk declares 1.9 GB would make
// it allocate and clear 1.9 GB; such a file is refused first, with the chunk named.
static int sym_png_chunks_fit(const uint8_t *data, size_t size, char *err, size_t errlen) {
  if (size < SYM_PNG_FIRST_CHUNK) {
    return 1;  // not even a signature: libpng reports it
  }
  size_t offset = SYM_PNG_FIRST_CHUNK;
  // A chunk's length and type are enough for libpng to allocate; its data and CRC follow.
  while (size - offset >= 8) {
    uint32_t length = sym_read_be32(data + offset);
    const uint8_t *type = data + offset + 4;
    size_t left = size - offset - 8;
    if (length > left) {
      int named = isalpha(type[0]) && isalpha(type[1]) && isalpha(type[2]) && isalpha(type[3]);
      if (err != NULL && errlen > 0) {
        snprintf(
          err, errlen, "a %.4s chunk declares %u bytes, but the file has only %zu left",
          named ? (const char *)type : "PNG", length, left);
      }
      return 0;
    }
    if (memcmp(type, "IEND", 4) == 0 || left - length < 4) {
      return 1;  // the end, or a missing CRC, which libpng reports
    }
    offset += 12 + (size_t)length;
  }
  return 1;
}

static uint8_t *sym_png_with_srgb_chunk(const uint8_t *data, size_t size) {
  static const uint8_t chunk[13] = {
    0, 0, 0, 1, 's', 'R', 'G', 'B', 0 /* perceptual */, 0xAE, 0xCE, 0x1C, 0xE9 /* CRC */};
  uint8_t *copy = size <= SIZE_MAX - sizeof chunk ? malloc(size + sizeof chunk) : NULL;
  if (copy != NULL) {
    memcpy(copy, data, SYM_PNG_AFTER_IHDR);
    memcpy(copy + SYM_PNG_AFTER_IHDR, chunk, sizeof chunk);
    memcpy(copy + SYM_PNG_AFTER_IHDR + sizeof chunk, data + SYM_PNG_AFTER_IHDR,
      size - SYM_PNG_AFTER_IHDR);
  }
  return copy;
}

static int sym_decode_png_tagged(
  const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t **rgba, uint32_t *w,
  uint32_t *h, char *err, size_t errlen) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, data, size)) {
    sym_set_message(err, errlen, image.message);
    png_image_free(&image);
    return SYM_CODEC_CORRUPT;
  }
  *w = image.width;
  *h = image.height;
  if (sym_reject_size(image.width, image.height, max_pixels, err, errlen)) {
    png_image_free(&image);
    return SYM_CODEC_TOO_LARGE;
  }
  image.format = PNG_FORMAT_RGBA;
  uint8_t *pixels = malloc(PNG_IMAGE_SIZE(image));
  if (pixels == NULL) {
    sym_set_message(err, errlen, "out of memory");
    png_image_free(&image);
    return SYM_CODEC_NO_MEMORY;
  }
  // finish_read releases the decoder's state whether it succeeds or not.
  if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
    sym_set_message(err, errlen, image.message);
    free(pixels);
    return SYM_CODEC_CORRUPT;
  }
  *rgba = pixels;
  return SYM_CODEC_OK;
}

int sym_decode_png(
  const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t **rgba, uint32_t *w,
  uint32_t *h, char *err, size_t errlen) {
  *rgba = NULL;
  *w = 0;
  *h = 0;
  if (data == NULL || size == 0) {
    sym_set_message(err, errlen, "no data");
    return SYM_CODEC_INVALID_ARGUMENT;
  }
  if (!sym_png_chunks_fit(data, size, err, errlen)) {
    return SYM_CODEC_CORRUPT;
  }
  if (!sym_png_is_untagged_16_bit(data, size)) {
    return sym_decode_png_tagged(data, size, max_pixels, rgba, w, h, err, errlen);
  }
  uint8_t *tagged = sym_png_with_srgb_chunk(data, size);
  if (tagged == NULL) {
    sym_set_message(err, errlen, "out of memory");
    return SYM_CODEC_NO_MEMORY;
  }
  int status = sym_decode_png_tagged(tagged, size + 13, max_pixels, rgba, w, h, err, errlen);
  free(tagged);
  return status;
}

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

// MARK: - JPEG shared error handling

struct sym_jpeg_error {
  struct jpeg_error_mgr pub;
  jmp_buf jump;
  int status;
  char message[JMSG_LENGTH_MAX];
};

static void sym_jpeg_fail(j_common_ptr cinfo, int status, const char *message) {
  struct sym_jpeg_error *error = (struct sym_jpeg_error *)cinfo->err;
  error->status = status;
  snprintf(error->message, sizeof error->message, "%s", message);
  longjmp(error->jump, 1);
}

static void sym_jpeg_error_exit(j_common_ptr cinfo) {
  char message[JMSG_LENGTH_MAX];
  (*cinfo->err->format_message)(cinfo, message);
  sym_jpeg_fail(cinfo, SYM_CODEC_CORRUPT, message);
}

// Warnings are tolerated (many real cameras write slightly malformed files that still show
// fine), except running out of data: libjpeg would pad the picture with grey and succeed.
static void sym_jpeg_emit_message(j_common_ptr cinfo, int msg_level) {
  if (msg_level < 0) {
    if (cinfo->err->msg_code == JWRN_JPEG_EOF) {
      sym_jpeg_error_exit(cinfo);
    }
    cinfo->err->num_warnings++;
  }
}

// The default writes to stderr, which would corrupt a full-screen terminal UI.
static void sym_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void sym_jpeg_init_error(struct sym_jpeg_error *error) {
  memset(error, 0, sizeof *error);
  jpeg_std_error(&error->pub);
  error->pub.error_exit = sym_jpeg_error_exit;
  error->pub.emit_message = sym_jpeg_emit_message;
  error->pub.output_message = sym_jpeg_output_message;
  error->status = SYM_CODEC_CORRUPT;
}

// MARK: - JPEG decoding

struct sym_jpeg_decoder {
  struct jpeg_decompress_struct cinfo;
  struct sym_jpeg_error error;
  struct jpeg_progress_mgr progress;
  uint8_t *pixels;
  JSAMPLE *row;
};

static void sym_jpeg_limit_scans(j_common_ptr cinfo) {
  if (cinfo->is_decompressor
      && ((j_decompress_ptr)cinfo)->input_scan_number > SYM_JPEG_MAX_SCANS) {
    sym_jpeg_fail(cinfo, SYM_CODEC_UNSUPPORTED, "more than 1000 progressive scans");
  }
}

static J_COLOR_SPACE sym_jpeg_output_space(j_decompress_ptr cinfo) {
  switch (cinfo->jpeg_color_space) {
  case JCS_GRAYSCALE:
    return JCS_GRAYSCALE;
  case JCS_YCbCr:
  case JCS_RGB:
    return JCS_RGB;
  case JCS_CMYK:
  case JCS_YCCK:
    return JCS_CMYK;
  default:
    sym_jpeg_fail(
      (j_common_ptr)cinfo, SYM_CODEC_UNSUPPORTED, "colour space is not grey, RGB or CMYK");
    return JCS_UNKNOWN;
  }
}

// Adobe's files store CMYK inverted (255 = no ink); others store it plainly. The conversion
// is the naive one: without the file's ICC profile nothing better is possible.
static void sym_cmyk_to_rgba(const JSAMPLE *cmyk, uint8_t *rgba, int inverted) {
  for (int i = 0; i < 3; i++) {
    unsigned ink = inverted ? cmyk[i] : 255u - cmyk[i];
    unsigned key = inverted ? cmyk[3] : 255u - cmyk[3];
    rgba[i] = (uint8_t)((ink * key + 127u) / 255u);
  }
  rgba[3] = 255;
}

static void sym_expand_row(
  j_decompress_ptr cinfo, const JSAMPLE *row, uint8_t *rgba, J_COLOR_SPACE space) {
  for (JDIMENSION x = 0; x < cinfo->output_width; x++, rgba += 4) {
    switch (space) {
    case JCS_GRAYSCALE:
      rgba[0] = rgba[1] = rgba[2] = row[x];
      rgba[3] = 255;
      break;
    case JCS_CMYK:
      sym_cmyk_to_rgba(row + (size_t)x * 4, rgba, cinfo->saw_Adobe_marker);
      break;
    default:
      memcpy(rgba, row + (size_t)x * 3, 3);
      rgba[3] = 255;
      break;
    }
  }
}

static void sym_jpeg_decode_pixels(struct sym_jpeg_decoder *decoder) {
  j_decompress_ptr cinfo = &decoder->cinfo;
  J_COLOR_SPACE space = sym_jpeg_output_space(cinfo);
  cinfo->out_color_space = space;
  jpeg_start_decompress(cinfo);
  size_t width = cinfo->output_width;
  size_t height = cinfo->output_height;
  decoder->row = malloc(width * (size_t)cinfo->output_components);
  decoder->pixels = malloc(width * height * 4);
  if (decoder->row == NULL || decoder->pixels == NULL) {
    sym_jpeg_fail((j_common_ptr)cinfo, SYM_CODEC_NO_MEMORY, "out of memory");
  }
  while (cinfo->output_scanline < cinfo->output_height) {
    JSAMPROW rows[1] = {decoder->row};
    size_t y = cinfo->output_scanline;
    if (jpeg_read_scanlines(cinfo, rows, 1) != 1) {
      sym_jpeg_fail((j_common_ptr)cinfo, SYM_CODEC_CORRUPT, "no progress reading scanlines");
    }
    sym_expand_row(cinfo, decoder->row, decoder->pixels + y * width * 4, space);
  }
  jpeg_finish_decompress(cinfo);
}

int sym_decode_jpeg(
  const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t **rgba, uint32_t *w,
  uint32_t *h, char *err, size_t errlen) {
  *rgba = NULL;
  *w = 0;
  *h = 0;
  if (data == NULL || size == 0 || size > ULONG_MAX) {
    sym_set_message(err, errlen, "no data");
    return SYM_CODEC_INVALID_ARGUMENT;
  }
  struct sym_jpeg_decoder *decoder = calloc(1, sizeof *decoder);
  if (decoder == NULL) {
    sym_set_message(err, errlen, "out of memory");
    return SYM_CODEC_NO_MEMORY;
  }
  sym_jpeg_init_error(&decoder->error);
  decoder->cinfo.err = &decoder->error.pub;
  if (setjmp(decoder->error.jump)) {
    int status = decoder->error.status;
    sym_set_message(err, errlen, decoder->error.message);
    jpeg_destroy_decompress(&decoder->cinfo);
    free(decoder->pixels);
    free(decoder->row);
    free(decoder);
    return status;
  }
  jpeg_create_decompress(&decoder->cinfo);
  decoder->progress.progress_monitor = sym_jpeg_limit_scans;
  decoder->cinfo.progress = &decoder->progress;
  jpeg_mem_src(&decoder->cinfo, data, (unsigned long)size);
  jpeg_read_header(&decoder->cinfo, TRUE);
  *w = decoder->cinfo.image_width;
  *h = decoder->cinfo.image_height;
  char message[SYM_CODEC_MESSAGE_CAPACITY];
  if (sym_reject_size(*w, *h, max_pixels, message, sizeof message)) {
    sym_jpeg_fail((j_common_ptr)&decoder->cinfo, SYM_CODEC_TOO_LARGE, message);
  }
  sym_jpeg_decode_pixels(decoder);
  *rgba = decoder->pixels;
  free(decoder->row);
  jpeg_destroy_decompress(&decoder->cinfo);
  free(decoder);
  return SYM_CODEC_OK;
}

// MARK: - JPEG encoding

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
