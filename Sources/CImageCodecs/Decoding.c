// See CImageCodecs.h. A decode counts every byte it holds (its own buffers, the caller's
// output, and what libpng and libjpeg ask for) so that it can keep to a limit and say how much
// it used: a file of a few bytes may declare 64 megapixels, and only what is needed to show it
// may be allocated.
#include "CodecInternals.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

void sym_set_message(char *err, size_t errlen, const char *message) {
  if (err != NULL && errlen > 0) {
    snprintf(err, errlen, "%s", message);
  }
}

int sym_reject_size(
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

int sym_memory_take(struct sym_memory *memory, size_t bytes) {
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

void sym_memory_give(struct sym_memory *memory, size_t bytes) { memory->live -= bytes; }

void *sym_decoder_alloc(struct sym_decoder *decoder, size_t bytes) {
  if (!sym_memory_take(&decoder->memory, bytes)) {
    return NULL;
  }
  void *buffer = malloc(bytes > 0 ? bytes : 1);
  if (buffer == NULL) {
    sym_memory_give(&decoder->memory, bytes);
  }
  return buffer;
}

void sym_decoder_release(struct sym_decoder *decoder, void *buffer, size_t bytes) {
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

int sym_decoder_prepare(struct sym_decoder *decoder, uint32_t w, uint32_t h, uint32_t max_side) {
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
    const char *message = memory.refused ? "the memory limit is too small" : "out of memory";
    sym_set_message(err, errlen, message);
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
