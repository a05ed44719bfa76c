// Internals shared by the codec files: the state of a decode in progress and the helpers that
// several files use. Not part of the module's interface (that is include/CImageCodecs.h).
#ifndef SYM_CODEC_INTERNALS_H
#define SYM_CODEC_INTERNALS_H

#include "CImageCodecs.h"

#include <setjmp.h>
#include <stdio.h>

#include <jpeglib.h>
#include <png.h>

static inline uint32_t sym_ceil_div(uint32_t a, uint32_t b) { return a / b + (a % b != 0); }

void sym_set_message(char *err, size_t errlen, const char *message);

// Whether `w × h` is over `max_pixels` (or too large to address), with a message if so.
int sym_reject_size(uint32_t w, uint32_t h, uint64_t max_pixels, char *err, size_t errlen);

// MARK: - Memory accounting

// The bytes a decode holds, the most it held, and its limit.
struct sym_memory {
  size_t live;
  size_t peak;
  size_t limit;  // 0: none
  int refused;   // a request was refused for the limit
};

// Counts `bytes` as held; 0 (and `refused` set) when that would pass the limit.
int sym_memory_take(struct sym_memory *memory, size_t bytes);
void sym_memory_give(struct sym_memory *memory, size_t bytes);

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

// Plans shrinking a `w × h` image until neither side exceeds `max_side` (0: not at all).
void sym_shrink_plan(struct sym_shrink *shrink, uint32_t w, uint32_t h, uint32_t max_side);
// Adds the RGBA pixel at `x`, `y` (in order within its row of blocks unless `whole_image`).
void sym_shrink_add(
  struct sym_shrink *shrink, uint8_t *output, uint32_t x, uint32_t y, const uint8_t *rgba);
// Adds source row `y`; rows must come in order unless the whole image is held.
void sym_shrink_add_row(
  struct sym_shrink *shrink, uint8_t *output, uint32_t y, const uint8_t *rgba);
// Writes the rows still held once every pixel has been added.
void sym_shrink_finish(struct sym_shrink *shrink, uint8_t *output);

// MARK: - Decoder

// libjpeg's error manager, with where to jump back to and what went wrong.
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

// `bytes` of memory counted against the decode's limit, or NULL.
void *sym_decoder_alloc(struct sym_decoder *decoder, size_t bytes);
void sym_decoder_release(struct sym_decoder *decoder, void *buffer, size_t bytes);
// After the header: plans the shrinking and takes the memory the rest needs but the libraries
// do not allocate: a source row as RGBA, the block sums, and the caller's output.
int sym_decoder_prepare(
  struct sym_decoder *decoder, uint32_t w, uint32_t h, uint32_t max_side);

// MARK: - Formats

int sym_png_chunks_fit(const uint8_t *data, size_t size, char *err, size_t errlen);
int sym_png_create(struct sym_decoder *decoder);
int sym_png_open(struct sym_decoder *decoder, const struct sym_decode_options *options);
int sym_png_read_pixels(struct sym_decoder *decoder, uint8_t *rgba);
void sym_png_destroy(struct sym_decoder *decoder);

int sym_jpeg_open(struct sym_decoder *decoder, const struct sym_decode_options *options);
int sym_jpeg_read_pixels(struct sym_decoder *decoder, uint8_t *rgba);

// Sets up `error` so that libjpeg's errors jump to `error->jump` instead of exiting.
void sym_jpeg_init_error(struct sym_jpeg_error *error);
// Records `status` and `message` and jumps back to the caller's setjmp.
void sym_jpeg_fail(j_common_ptr cinfo, int status, const char *message);

#endif
