// JPEG decoding with libjpeg, scaled while decoding and counted as it allocates.
#include "CodecInternals.h"

#include <stdlib.h>
#include <string.h>

// A progressive JPEG may hold any number of scans, each a full pass over the coefficients;
// libjpeg-turbo's own tools cap them like this to stop files that take minutes to decode.
enum { SYM_JPEG_MAX_SCANS = 1000 };

// What libjpeg allocates that its methods do not show, counted at once: its memory manager
// and the slack it rounds its pools up by (16,000 bytes for the first image pool, 5,000 for
// each later one, 1,600 for the permanent pool; valgrind's massif puts the total near 30 KB).
enum { SYM_JPEG_UNSEEN_BYTES = 32 << 10 };

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

static size_t sym_jpeg_array_bytes(size_t row_bytes, JDIMENSION rows, size_t pointer) {
  return row_bytes * rows + (size_t)rows * pointer;
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

// A progressive file sends its coefficients over several scans, and libjpeg shows what came
// before the end-of-image marker, so a file cut short between scans would show as blocks of
// flat colour. (By the time jpeg_start_decompress returns it has read every scan.) Each
// coefficient must have come at least once; later refinements may be missing.
static void sym_jpeg_require_every_coefficient(j_decompress_ptr cinfo) {
  if (!cinfo->progressive_mode || cinfo->coef_bits == NULL) {
    return;
  }
  for (int component = 0; component < cinfo->num_components; component++) {
    for (int coefficient = 0; coefficient < DCTSIZE2; coefficient++) {
      if (cinfo->coef_bits[component][coefficient] < 0) {
        sym_jpeg_fail(
          (j_common_ptr)cinfo, SYM_CODEC_CORRUPT,
          "cut short (the progressive scans end before every coefficient has come)");
      }
    }
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

int sym_jpeg_open(struct sym_decoder *decoder, const struct sym_decode_options *options) {
  j_decompress_ptr cinfo = &decoder->cinfo;
  sym_jpeg_init_error(&decoder->error);
  cinfo->err = &decoder->error.pub;
  if (setjmp(decoder->error.jump)) {
    snprintf(decoder->message, sizeof decoder->message, "%s", decoder->error.message);
    return decoder->error.status;
  }
  if (!sym_memory_take(&decoder->memory, SYM_JPEG_UNSEEN_BYTES)) {
    sym_set_message(decoder->message, sizeof decoder->message, "over the memory limit");
    return SYM_CODEC_OVER_LIMIT;
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
  sym_jpeg_require_every_coefficient(cinfo);
  decoder->jpeg_row_bytes = (size_t)cinfo->output_width * (size_t)cinfo->output_components;
  decoder->jpeg_row = sym_decoder_alloc(decoder, decoder->jpeg_row_bytes);
  if (decoder->jpeg_row == NULL
      || !sym_decoder_prepare(
        decoder, cinfo->output_width, cinfo->output_height, options->max_side)) {
    sym_jpeg_fail((j_common_ptr)cinfo, SYM_CODEC_NO_MEMORY, "out of memory");
  }
  return SYM_CODEC_OK;
}

int sym_jpeg_read_pixels(struct sym_decoder *decoder, uint8_t *rgba) {
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
