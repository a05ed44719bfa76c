// See CodecInternals.h: shrinking by whole blocks as rows arrive.
#include "CodecInternals.h"

#include <string.h>

void sym_shrink_plan(struct sym_shrink *shrink, uint32_t w, uint32_t h, uint32_t max_side) {
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

void sym_shrink_add(
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
void sym_shrink_add_row(
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

void sym_shrink_finish(struct sym_shrink *shrink, uint8_t *output) {
  if (shrink->factor > 1 && shrink->whole_image) {
    for (uint32_t row = 0; row < shrink->out_height; row++) {
      sym_shrink_flush_row(shrink, output, row);
    }
  }
}
