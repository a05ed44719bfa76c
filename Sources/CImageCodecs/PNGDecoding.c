// PNG decoding with libpng's classic reader, a row at a time. libpng reports errors by calling
// a handler that must not return; it longjmps back to the setjmp in each function here.
#include "CodecInternals.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

// libpng's limits on what a file may make it allocate or keep. The chunks it keeps are small
// (palette, transparency, gamma); the rest are skipped unread, so a megabyte is plenty, and
// a longer chunk of any kind but IDAT is refused. No photograph is 65,535 pixels across.
enum {
  SYM_PNG_MAX_SIDE = 65535,
  SYM_PNG_CHUNK_CACHE_MAX = 128,
  SYM_PNG_CHUNK_MALLOC_MAX = 1 << 20,
};

static uint32_t sym_read_be32(const uint8_t *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

enum { SYM_PNG_FIRST_CHUNK = 8 };

// Whether every chunk's declared length fits in the bytes left. libpng allocates what a chunk
// declares before it reads it, so a 100-byte file whose text chunk declares 1.9 GB would make
// it allocate and clear 1.9 GB; such a file is refused first, with the chunk named.
int sym_png_chunks_fit(const uint8_t *data, size_t size, char *err, size_t errlen) {
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

int sym_png_open(
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

int sym_png_read_pixels(struct sym_decoder *decoder, uint8_t *rgba) {
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

int sym_png_create(struct sym_decoder *decoder) {
  decoder->png = png_create_read_struct_2(
    PNG_LIBPNG_VER_STRING, decoder, sym_png_error, sym_png_warning, decoder, sym_png_malloc,
    sym_png_free);
  if (decoder->png != NULL) {
    decoder->png_info = png_create_info_struct(decoder->png);
  }
  return decoder->png_info != NULL;
}

void sym_png_destroy(struct sym_decoder *decoder) {
  if (decoder->png != NULL) {
    png_destroy_read_struct(&decoder->png, &decoder->png_info, NULL);
  }
}
