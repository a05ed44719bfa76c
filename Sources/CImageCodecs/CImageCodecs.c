// See CImageCodecs.h. libpng and libjpeg report errors by calling a handler that must not
// return, so every function setjmps before calling into a library and the handler longjmps
// back; all state the recovery path needs lives in a struct in memory, never in a
// register-cached local.
//
// A decode counts every byte it holds (its own buffers, the caller's output, and what libpng
// and libjpeg ask for) so that it can keep to a limit and say how much it used: a file of a
// few bytes may declare 64 megapixels, and only what is needed to show it may be allocated.
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

// libpng's limits on what a file may make it allocate or keep. The chunks it keeps are small
// (palette, transparency, gamma); the rest are skipped unread, so a megabyte is plenty, and
// a longer chunk of any kind but IDAT is refused. No photograph is 65,535 pixels across.
enum {
  SYM_PNG_MAX_SIDE = 65535,
  SYM_PNG_CHUNK_CACHE_MAX = 128,
  SYM_PNG_CHUNK_MALLOC_MAX = 1 << 20,
};

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

static uint32_t sym_ceil_div(uint32_t a, uint32_t b) { return a / b + (a % b != 0); }

// MARK: - Memory accounting

struct sym_memory {
  size_t live;
  size_t peak;
  size_t limit;  // 0: none
  int refused;   // a request was refused for the limit
};

static int sym_memory_take(struct sym_memory *memory, size_t bytes) {
  size_t room = memory->limit != 0 ? memory->limit : SIZE_MAX;
  if (bytes > room || memory->live > room - bytes) {
    memory->refused = 1;
    return 0;
  }
  memory->live += bytes;
  if (memory->live > memory->peak) {
    memory->peak = memory->live;
  }
  return 1;
}

static void sym_memory_give(struct sym_memory *memory, size_t bytes) { memory->live -= bytes; }

// MARK: - Shrinking

// Shrinks an image by a whole factor as its rows (or, for an interlaced PNG, its pixels)
// arrive: each output pixel averages a factor × factor block, in premultiplied alpha so that
// transparent pixels lend no colour. Only one row of block sums is held, or all of them when
// pixels arrive out of order.
struct sym_shrink {
  uint32_t in_width, in_height, factor, out_width, out_height;
  int whole_image;
  uint64_t *sums;  // 4 per output pixel of the rows held
  size_t sums_bytes;
};

static void sym_shrink_plan(struct sym_shrink *shrink, uint32_t w, uint32_t h, uint32_t max_side) {
  uint32_t longer = w > h ? w : h;
  uint32_t factor = max_side == 0 || longer <= max_side ? 1 : sym_ceil_div(longer, max_side);
  shrink->in_width = w;
  shrink->in_height = h;
  shrink->factor = factor;
  shrink->out_width = sym_ceil_div(w, factor);
  shrink->out_height = sym_ceil_div(h, factor);
}

static void sym_shrink_flush_row(struct sym_shrink *shrink, uint8_t *output, uint32_t row) {
  uint64_t factor = shrink->factor;
  uint64_t *sums = shrink->sums + (shrink->whole_image ? (size_t)row * shrink->out_width * 4 : 0);
  uint64_t block_height = shrink->in_height - row * factor < factor
    ? shrink->in_height - row * factor : factor;
  uint8_t *pixel = output + (size_t)row * shrink->out_width * 4;
  for (uint32_t x = 0; x < shrink->out_width; x++, sums += 4, pixel += 4) {
    uint64_t block_width = shrink->in_width - x * factor < factor
      ? shrink->in_width - x * factor : factor;
    uint64_t count = block_width * block_height;
    uint64_t alpha = sums[3];
    if (alpha == 0) {
      memset(pixel, 0, 4);  // fully transparent stays transparent black
    } else {
      for (int channel = 0; channel < 3; channel++) {
        pixel[channel] = (uint8_t)((sums[channel] + alpha / 2) / alpha);
      }
      pixel[3] = (uint8_t)((alpha + count / 2) / count);
    }
    memset(sums, 0, 4 * sizeof *sums);
  }
}

static void sym_shrink_add(
  struct sym_shrink *shrink, uint8_t *output, uint32_t x, uint32_t y, const uint8_t *rgba) {
  if (shrink->factor == 1) {
    memcpy(output + ((size_t)y * shrink->out_width + x) * 4, rgba, 4);
    return;
  }
  size_t row = shrink->whole_image ? y / shrink->factor : 0;
  uint64_t *sums = shrink->sums + (row * shrink->out_width + x / shrink->factor) * 4;
  uint64_t alpha = rgba[3];
  sums[0] += rgba[0] * alpha;
  sums[1] += rgba[1] * alpha;
  sums[2] += rgba[2] * alpha;
  sums[3] += alpha;
}

// Adds source row `y`; rows must come in order unless the whole image is held.
static void sym_shrink_add_row(
  struct sym_shrink *shrink, uint8_t *output, uint32_t y, const uint8_t *rgba) {
  if (shrink->factor == 1) {
    memcpy(output + (size_t)y * shrink->out_width * 4, rgba, (size_t)shrink->in_width * 4);
    return;
  }
  for (uint32_t x = 0; x < shrink->in_width; x++) {
    sym_shrink_add(shrink, output, x, y, rgba + (size_t)x * 4);
  }
  if (!shrink->whole_image && ((y + 1) % shrink->factor == 0 || y + 1 == shrink->in_height)) {
    sym_shrink_flush_row(shrink, output, y / shrink->factor);
  }
}

static void sym_shrink_finish(struct sym_shrink *shrink, uint8_t *output) {
  if (shrink->factor > 1 && shrink->whole_image) {
    for (uint32_t row = 0; row < shrink->out_height; row++) {
      sym_shrink_flush_row(shrink, output, row);
    }
  }
}

// MARK: - Decoder

struct sym_jpeg_error {
  struct jpeg_error_mgr pub;
  jmp_buf jump;
  int status;
  char message[JMSG_LENGTH_MAX];
};

struct sym_decoder {
  int format;
  struct sym_memory memory;
  struct sym_decode_info info;
  struct sym_shrink shrink;
  uint8_t *rgba_row;  // one source row as RGBA
  size_t rgba_row_bytes;
  char message[SYM_CODEC_MESSAGE_CAPACITY];
  // PNG
  png_structp png;
  png_infop png_info;
  const uint8_t *data;
  size_t size;
  size_t offset;
  int interlaced;
  // JPEG
  struct jpeg_decompress_struct cinfo;
  struct sym_jpeg_error error;
  struct jpeg_progress_mgr progress;
  int jpeg_created;
  J_COLOR_SPACE space;
  JSAMPLE *jpeg_row;
  size_t jpeg_row_bytes;
  void *(*alloc_small)(j_common_ptr, int, size_t);
  void *(*alloc_large)(j_common_ptr, int, size_t);
  JSAMPARRAY (*alloc_sarray)(j_common_ptr, int, JDIMENSION, JDIMENSION);
  JBLOCKARRAY (*alloc_barray)(j_common_ptr, int, JDIMENSION, JDIMENSION);
  jvirt_sarray_ptr (*request_virt_sarray)(
    j_common_ptr, int, boolean, JDIMENSION, JDIMENSION, JDIMENSION);
  jvirt_barray_ptr (*request_virt_barray)(
    j_common_ptr, int, boolean, JDIMENSION, JDIMENSION, JDIMENSION);
};

static void *sym_decoder_alloc(struct sym_decoder *decoder, size_t bytes) {
  if (!sym_memory_take(&decoder->memory, bytes)) {
    return NULL;
  }
  void *buffer = malloc(bytes > 0 ? bytes : 1);
  if (buffer == NULL) {
    sym_memory_give(&decoder->memory, bytes);
  }
  return buffer;
}

static void sym_decoder_release(struct sym_decoder *decoder, void *buffer, size_t bytes) {
  if (buffer != NULL) {
    free(buffer);
    sym_memory_give(&decoder->memory, bytes);
  }
}

static void sym_decoder_over_limit(struct sym_decoder *decoder) {
  snprintf(
    decoder->message, sizeof decoder->message,
    "decoding needs more than the limit of %zu bytes of memory", decoder->memory.limit);
}

// After the header: plans the shrinking and takes the memory the rest needs but the libraries
// do not allocate: a source row as RGBA, the block sums, and the caller's output.
static int sym_decoder_prepare(struct sym_decoder *decoder, uint32_t w, uint32_t h, uint32_t max_side) {
  struct sym_shrink *shrink = &decoder->shrink;
  sym_shrink_plan(shrink, w, h, max_side);
  shrink->whole_image = decoder->interlaced;
  decoder->info.width = shrink->out_width;
  decoder->info.height = shrink->out_height;
  size_t out_pixels = (size_t)shrink->out_width * shrink->out_height;
  size_t held_rows = shrink->whole_image ? shrink->out_height : 1;
  if (shrink->factor > 1) {
    shrink->sums_bytes = held_rows * shrink->out_width * 4 * sizeof *shrink->sums;
    shrink->sums = sym_decoder_alloc(decoder, shrink->sums_bytes);
    if (shrink->sums == NULL) {
      return 0;
    }
    memset(shrink->sums, 0, shrink->sums_bytes);
  }
  decoder->rgba_row_bytes = (size_t)w * 4;
  decoder->rgba_row = sym_decoder_alloc(decoder, decoder->rgba_row_bytes);
  return decoder->rgba_row != NULL && sym_memory_take(&decoder->memory, out_pixels * 4);
}

static int sym_decoder_failed(struct sym_decoder *decoder, int status) {
  if (decoder->memory.refused) {
    sym_decoder_over_limit(decoder);
    return SYM_CODEC_OVER_LIMIT;
  }
  if (status == SYM_CODEC_NO_MEMORY && decoder->message[0] == 0) {
    snprintf(decoder->message, sizeof decoder->message, "out of memory");
  }
  return status;
}

// MARK: - PNG decoding

static uint32_t sym_read_be32(const uint8_t *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

enum { SYM_PNG_FIRST_CHUNK = 8 };

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

static void sym_png_read(png_structp png, png_bytep out, size_t length) {
  struct sym_decoder *decoder = png_get_io_ptr(png);
  if (length > decoder->size - decoder->offset) {
    png_error(png, "the file ends early");
  }
  memcpy(out, decoder->data + decoder->offset, length);
  decoder->offset += length;
}

static void sym_png_error(png_structp png, png_const_charp message) {
  struct sym_decoder *decoder = png_get_error_ptr(png);
  snprintf(decoder->message, sizeof decoder->message, "%s", message);
  png_longjmp(png, 1);
}

// The default writes to stderr, which would corrupt a full-screen terminal UI.
static void sym_png_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

// libpng (and zlib under it) allocate through these, so the decode counts their memory too.
// Each block starts with its size, which the free function needs.
enum { SYM_PNG_BLOCK_HEADER = 16 };

static png_voidp sym_png_malloc(png_structp png, png_alloc_size_t size) {
  struct sym_decoder *decoder = png_get_mem_ptr(png);
  if (size > SIZE_MAX - SYM_PNG_BLOCK_HEADER) {
    return NULL;
  }
  uint8_t *block = sym_decoder_alloc(decoder, size + SYM_PNG_BLOCK_HEADER);
  if (block == NULL) {
    return NULL;
  }
  *(size_t *)block = size + SYM_PNG_BLOCK_HEADER;
  return block + SYM_PNG_BLOCK_HEADER;
}

static void sym_png_free(png_structp png, png_voidp pointer) {
  if (pointer != NULL) {
    uint8_t *block = (uint8_t *)pointer - SYM_PNG_BLOCK_HEADER;
    sym_decoder_release(png_get_mem_ptr(png), block, *(size_t *)block);
  }
}

// Chunks libpng would read and keep but a picture on a terminal does not use: skipped unread.
// gAMA and sRGB stay, as they say how to read the samples.
static void sym_png_skip_unused_chunks(png_structp png) {
  static const png_byte used[] = "gAMA\0sRGB";
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, used, 2);
}

// Every layout becomes 8-bit RGBA. Samples are taken as sRGB unless the file's gAMA or sRGB
// chunk says otherwise, as browsers do (16-bit files too, which libpng would take as linear).
static void sym_png_set_transforms(png_structp png, png_infop info) {
  int color_type = png_get_color_type(png, info);
  png_set_expand(png);
  png_set_gray_to_rgb(png);
  if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS)) {
    png_set_add_alpha(png, 0xFFFF, PNG_FILLER_AFTER);
  }
  png_set_alpha_mode(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
  png_set_scale_16(png);
}

static int sym_png_open(
  struct sym_decoder *decoder, const struct sym_decode_options *options) {
  png_structp png = decoder->png;
  png_infop info = decoder->png_info;
  if (setjmp(png_jmpbuf(png))) {
    return SYM_CODEC_CORRUPT;
  }
  // The size is checked before libpng's own side limit, so a huge picture is named as such.
  if (decoder->size >= SYM_PNG_FIRST_CHUNK + 16 && memcmp(decoder->data + 12, "IHDR", 4) == 0) {
    uint32_t w = sym_read_be32(decoder->data + 16);
    uint32_t h = sym_read_be32(decoder->data + 20);
    if (sym_reject_size(w, h, options->max_pixels, decoder->message, sizeof decoder->message)) {
      decoder->info.source_width = w;
      decoder->info.source_height = h;
      return SYM_CODEC_TOO_LARGE;
    }
  }
  png_set_user_limits(png, SYM_PNG_MAX_SIDE, SYM_PNG_MAX_SIDE);
  png_set_chunk_cache_max(png, SYM_PNG_CHUNK_CACHE_MAX);
  png_set_chunk_malloc_max(png, SYM_PNG_CHUNK_MALLOC_MAX);
  sym_png_skip_unused_chunks(png);
  png_set_read_fn(png, decoder, sym_png_read);
  png_read_info(png, info);
  uint32_t w = png_get_image_width(png, info);
  uint32_t h = png_get_image_height(png, info);
  decoder->info.source_width = w;
  decoder->info.source_height = h;
  if (sym_reject_size(w, h, options->max_pixels, decoder->message, sizeof decoder->message)) {
    return SYM_CODEC_TOO_LARGE;
  }
  decoder->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
  sym_png_set_transforms(png, info);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)w * 4) {
    snprintf(decoder->message, sizeof decoder->message, "a pixel layout libpng cannot make RGBA");
    return SYM_CODEC_UNSUPPORTED;
  }
  return sym_decoder_prepare(decoder, w, h, options->max_side) ? SYM_CODEC_OK
                                                                : SYM_CODEC_NO_MEMORY;
}

// An interlaced file comes as seven passes, each a sparse grid of the image's pixels, so
// every pixel is placed where its pass puts it.
static void sym_png_read_passes(struct sym_decoder *decoder, uint8_t *rgba) {
  uint32_t w = decoder->info.source_width;
  uint32_t h = decoder->info.source_height;
  for (int pass = 0; pass < 7; pass++) {
    uint32_t columns = PNG_PASS_COLS(w, pass);
    uint32_t rows = PNG_PASS_ROWS(h, pass);
    if (columns == 0 || rows == 0) {
      continue;  // libpng skips empty passes too
    }
    for (uint32_t row = 0; row < rows; row++) {
      png_read_row(decoder->png, decoder->rgba_row, NULL);
      uint32_t y = PNG_ROW_FROM_PASS_ROW(row, pass);
      for (uint32_t column = 0; column < columns; column++) {
        sym_shrink_add(
          &decoder->shrink, rgba, PNG_COL_FROM_PASS_COL(column, pass), y,
          decoder->rgba_row + (size_t)column * 4);
      }
    }
  }
}

static int sym_png_read_pixels(struct sym_decoder *decoder, uint8_t *rgba) {
  if (setjmp(png_jmpbuf(decoder->png))) {
    return SYM_CODEC_CORRUPT;
  }
  if (decoder->interlaced) {
    sym_png_read_passes(decoder, rgba);
  } else {
    for (uint32_t y = 0; y < decoder->info.source_height; y++) {
      png_read_row(decoder->png, decoder->rgba_row, NULL);
      sym_shrink_add_row(&decoder->shrink, rgba, y, decoder->rgba_row);
    }
  }
  sym_shrink_finish(&decoder->shrink, rgba);
  png_read_end(decoder->png, NULL);
  return SYM_CODEC_OK;
}

static int sym_png_create(struct sym_decoder *decoder) {
  decoder->png = png_create_read_struct_2(
    PNG_LIBPNG_VER_STRING, decoder, sym_png_error, sym_png_warning, decoder, sym_png_malloc,
    sym_png_free);
  if (decoder->png != NULL) {
    decoder->png_info = png_create_info_struct(decoder->png);
  }
  return decoder->png_info != NULL;
}

static void sym_png_destroy(struct sym_decoder *decoder) {
  if (decoder->png != NULL) {
    png_destroy_read_struct(&decoder->png, &decoder->png_info, NULL);
  }
}

// MARK: - PNG encoding

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
// fine), except scan data that stops early, at the end of the file or at a marker: libjpeg
// would pad the picture with grey and succeed.
static void sym_jpeg_emit_message(j_common_ptr cinfo, int msg_level) {
  if (msg_level < 0) {
    int code = cinfo->err->msg_code;
    if (code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER) {
      char message[JMSG_LENGTH_MAX];
      (*cinfo->err->format_message)(cinfo, message);
      char cut[JMSG_LENGTH_MAX + 16];
      snprintf(cut, sizeof cut, "cut short (%s)", message);
      sym_jpeg_fail(cinfo, SYM_CODEC_CORRUPT, cut);
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

static struct sym_decoder *sym_jpeg_decoder(j_common_ptr cinfo) { return cinfo->client_data; }

static void sym_jpeg_take(j_common_ptr cinfo, size_t bytes) {
  if (!sym_memory_take(&sym_jpeg_decoder(cinfo)->memory, bytes)) {
    sym_jpeg_fail(cinfo, SYM_CODEC_OVER_LIMIT, "over the memory limit");
  }
}

// libjpeg allocates from pools it frees only when the image ends, through these methods; each
// request is counted before the library's own allocator runs. Whole-image arrays (a
// progressive file's coefficients) are counted when requested, as libjpeg then allocates
// them in full.
static void *sym_jpeg_alloc_small(j_common_ptr cinfo, int pool, size_t bytes) {
  sym_jpeg_take(cinfo, bytes);
  return sym_jpeg_decoder(cinfo)->alloc_small(cinfo, pool, bytes);
}

static void *sym_jpeg_alloc_large(j_common_ptr cinfo, int pool, size_t bytes) {
  sym_jpeg_take(cinfo, bytes);
  return sym_jpeg_decoder(cinfo)->alloc_large(cinfo, pool, bytes);
}

static size_t sym_jpeg_array_bytes(JDIMENSION row_bytes, JDIMENSION rows, size_t pointer) {
  return (size_t)row_bytes * rows + (size_t)rows * pointer;
}

static JSAMPARRAY sym_jpeg_alloc_sarray(
  j_common_ptr cinfo, int pool, JDIMENSION samples, JDIMENSION rows) {
  sym_jpeg_take(cinfo, sym_jpeg_array_bytes(samples * sizeof(JSAMPLE), rows, sizeof(JSAMPROW)));
  return sym_jpeg_decoder(cinfo)->alloc_sarray(cinfo, pool, samples, rows);
}

static JBLOCKARRAY sym_jpeg_alloc_barray(
  j_common_ptr cinfo, int pool, JDIMENSION blocks, JDIMENSION rows) {
  sym_jpeg_take(cinfo, sym_jpeg_array_bytes(blocks * sizeof(JBLOCK), rows, sizeof(JBLOCKROW)));
  return sym_jpeg_decoder(cinfo)->alloc_barray(cinfo, pool, blocks, rows);
}

static jvirt_sarray_ptr sym_jpeg_request_virt_sarray(
  j_common_ptr cinfo, int pool, boolean zero, JDIMENSION samples, JDIMENSION rows,
  JDIMENSION access) {
  sym_jpeg_take(cinfo, sym_jpeg_array_bytes(samples * sizeof(JSAMPLE), rows, sizeof(JSAMPROW)));
  return sym_jpeg_decoder(cinfo)->request_virt_sarray(cinfo, pool, zero, samples, rows, access);
}

static jvirt_barray_ptr sym_jpeg_request_virt_barray(
  j_common_ptr cinfo, int pool, boolean zero, JDIMENSION blocks, JDIMENSION rows,
  JDIMENSION access) {
  sym_jpeg_take(cinfo, sym_jpeg_array_bytes(blocks * sizeof(JBLOCK), rows, sizeof(JBLOCKROW)));
  return sym_jpeg_decoder(cinfo)->request_virt_barray(cinfo, pool, zero, blocks, rows, access);
}

static void sym_jpeg_count_memory(struct sym_decoder *decoder) {
  struct jpeg_memory_mgr *memory = decoder->cinfo.mem;
  decoder->alloc_small = memory->alloc_small;
  decoder->alloc_large = memory->alloc_large;
  decoder->alloc_sarray = memory->alloc_sarray;
  decoder->alloc_barray = memory->alloc_barray;
  decoder->request_virt_sarray = memory->request_virt_sarray;
  decoder->request_virt_barray = memory->request_virt_barray;
  memory->alloc_small = sym_jpeg_alloc_small;
  memory->alloc_large = sym_jpeg_alloc_large;
  memory->alloc_sarray = sym_jpeg_alloc_sarray;
  memory->alloc_barray = sym_jpeg_alloc_barray;
  memory->request_virt_sarray = sym_jpeg_request_virt_sarray;
  memory->request_virt_barray = sym_jpeg_request_virt_barray;
}

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

// The largest of libjpeg's reductions (1/8, 1/4, 1/2) that leaves the longer side at least
// `max_side`, so the whole-pixel shrinking after it has the detail it needs.
static unsigned sym_jpeg_scale_denominator(uint32_t w, uint32_t h, uint32_t max_side) {
  uint32_t longer = w > h ? w : h;
  for (unsigned denominator = 8; denominator > 1; denominator /= 2) {
    if (max_side != 0 && sym_ceil_div(longer, denominator) >= max_side) {
      return denominator;
    }
  }
  return 1;
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

static int sym_jpeg_open(struct sym_decoder *decoder, const struct sym_decode_options *options) {
  j_decompress_ptr cinfo = &decoder->cinfo;
  sym_jpeg_init_error(&decoder->error);
  cinfo->err = &decoder->error.pub;
  if (setjmp(decoder->error.jump)) {
    snprintf(decoder->message, sizeof decoder->message, "%s", decoder->error.message);
    return decoder->error.status;
  }
  jpeg_create_decompress(cinfo);
  decoder->jpeg_created = 1;
  cinfo->client_data = decoder;
  sym_jpeg_count_memory(decoder);
  decoder->progress.progress_monitor = sym_jpeg_limit_scans;
  cinfo->progress = &decoder->progress;
  jpeg_mem_src(cinfo, decoder->data, (unsigned long)decoder->size);
  jpeg_read_header(cinfo, TRUE);
  uint32_t w = cinfo->image_width;
  uint32_t h = cinfo->image_height;
  decoder->info.source_width = w;
  decoder->info.source_height = h;
  char message[SYM_CODEC_MESSAGE_CAPACITY];
  if (sym_reject_size(w, h, options->max_pixels, message, sizeof message)) {
    sym_jpeg_fail((j_common_ptr)cinfo, SYM_CODEC_TOO_LARGE, message);
  }
  decoder->space = sym_jpeg_output_space(cinfo);
  cinfo->out_color_space = decoder->space;
  cinfo->scale_num = 1;
  cinfo->scale_denom = sym_jpeg_scale_denominator(w, h, options->max_side);
  jpeg_start_decompress(cinfo);
  decoder->jpeg_row_bytes = (size_t)cinfo->output_width * (size_t)cinfo->output_components;
  decoder->jpeg_row = sym_decoder_alloc(decoder, decoder->jpeg_row_bytes);
  if (decoder->jpeg_row == NULL
      || !sym_decoder_prepare(decoder, cinfo->output_width, cinfo->output_height, options->max_side)) {
    sym_jpeg_fail((j_common_ptr)cinfo, SYM_CODEC_NO_MEMORY, "out of memory");
  }
  return SYM_CODEC_OK;
}

static int sym_jpeg_read_pixels(struct sym_decoder *decoder, uint8_t *rgba) {
  j_decompress_ptr cinfo = &decoder->cinfo;
  if (setjmp(decoder->error.jump)) {
    snprintf(decoder->message, sizeof decoder->message, "%s", decoder->error.message);
    return decoder->error.status;
  }
  while (cinfo->output_scanline < cinfo->output_height) {
    JSAMPROW rows[1] = {decoder->jpeg_row};
    uint32_t y = cinfo->output_scanline;
    if (jpeg_read_scanlines(cinfo, rows, 1) != 1) {
      sym_jpeg_fail((j_common_ptr)cinfo, SYM_CODEC_CORRUPT, "no progress reading scanlines");
    }
    sym_expand_row(cinfo, decoder->jpeg_row, decoder->rgba_row, decoder->space);
    sym_shrink_add_row(&decoder->shrink, rgba, y, decoder->rgba_row);
  }
  jpeg_finish_decompress(cinfo);
  return SYM_CODEC_OK;
}

// MARK: - Decoding, either format

void sym_decoder_close(sym_decoder *decoder) {
  if (decoder == NULL) {
    return;
  }
  sym_png_destroy(decoder);
  if (decoder->jpeg_created) {
    jpeg_destroy_decompress(&decoder->cinfo);
  }
  free(decoder->jpeg_row);
  free(decoder->rgba_row);
  free(decoder->shrink.sums);
  free(decoder);
}

static void sym_decoder_report(
  struct sym_decoder *decoder, struct sym_decode_info *info, char *err, size_t errlen) {
  decoder->info.peak_bytes = decoder->memory.peak;
  if (info != NULL) {
    *info = decoder->info;
  }
  sym_set_message(err, errlen, decoder->message);
}

int sym_decoder_open(
  int format, const uint8_t *data, size_t size, const struct sym_decode_options *options,
  sym_decoder **decoder_out, struct sym_decode_info *info, char *err, size_t errlen) {
  *decoder_out = NULL;
  if (info != NULL) {
    memset(info, 0, sizeof *info);
  }
  if (data == NULL || size == 0 || size > ULONG_MAX || options == NULL
      || (format != SYM_FORMAT_PNG && format != SYM_FORMAT_JPEG)) {
    sym_set_message(err, errlen, "no data");
    return SYM_CODEC_INVALID_ARGUMENT;
  }
  if (format == SYM_FORMAT_PNG && !sym_png_chunks_fit(data, size, err, errlen)) {
    return SYM_CODEC_CORRUPT;
  }
  struct sym_memory memory = {.limit = options->max_bytes};
  struct sym_decoder *decoder = NULL;
  if (sym_memory_take(&memory, sizeof *decoder)) {
    decoder = calloc(1, sizeof *decoder);
  }
  if (decoder == NULL) {
    sym_set_message(err, errlen, memory.refused ? "the memory limit is too small" : "out of memory");
    return memory.refused ? SYM_CODEC_OVER_LIMIT : SYM_CODEC_NO_MEMORY;
  }
  decoder->memory = memory;
  decoder->format = format;
  decoder->data = data;
  decoder->size = size;
  int status;
  if (format == SYM_FORMAT_PNG) {
    status = sym_png_create(decoder) ? sym_png_open(decoder, options) : SYM_CODEC_NO_MEMORY;
  } else {
    status = sym_jpeg_open(decoder, options);
  }
  if (status != SYM_CODEC_OK) {
    status = sym_decoder_failed(decoder, status);
  }
  sym_decoder_report(decoder, info, err, errlen);
  if (status != SYM_CODEC_OK) {
    sym_decoder_close(decoder);
    return status;
  }
  *decoder_out = decoder;
  return SYM_CODEC_OK;
}

int sym_decoder_read(
  sym_decoder *decoder, uint8_t *rgba, struct sym_decode_info *info, char *err, size_t errlen) {
  if (decoder == NULL || rgba == NULL) {
    sym_set_message(err, errlen, "no decoder or no buffer");
    return SYM_CODEC_INVALID_ARGUMENT;
  }
  int status = decoder->format == SYM_FORMAT_PNG ? sym_png_read_pixels(decoder, rgba)
                                                 : sym_jpeg_read_pixels(decoder, rgba);
  if (status != SYM_CODEC_OK) {
    status = sym_decoder_failed(decoder, status);
  }
  sym_decoder_report(decoder, info, err, errlen);
  return status;
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
