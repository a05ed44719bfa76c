// PNG and JPEG decoding and encoding over libpng and libjpeg, with every library error turned
// into a status code and a message (libjpeg's default handler would exit the process, and
// Swift cannot setjmp). All functions are re-entrant; buffers they return are freed with
// sym_image_free.
#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The outcome of a codec call; anything but SYM_CODEC_OK comes with a message in `err`.
enum {
  SYM_CODEC_OK = 0,
  /// The data is damaged or truncated; the message is the library's.
  SYM_CODEC_CORRUPT = 1,
  /// The image is bigger than the caller's pixel limit; width and height are still reported.
  SYM_CODEC_TOO_LARGE = 2,
  /// The data is valid but uses a feature this decoder does not handle.
  SYM_CODEC_UNSUPPORTED = 3,
  /// Memory for the pixels could not be allocated; width and height are still reported.
  SYM_CODEC_NO_MEMORY = 4,
  /// The caller passed an impossible size, layout or buffer.
  SYM_CODEC_INVALID_ARGUMENT = 5,
  /// Decoding would take more memory than the caller's limit; sizes are still reported.
  SYM_CODEC_OVER_LIMIT = 6,
};

/// 64 megapixels: refuses decompression bombs yet fits any photograph in use today.
#define SYM_DEFAULT_MAX_PIXELS 67108864u

/// A message buffer size that holds every message these functions write.
#define SYM_CODEC_MESSAGE_CAPACITY 256

/// The formats sym_decoder_open reads.
enum {
  SYM_FORMAT_PNG = 0,
  SYM_FORMAT_JPEG = 1,
};

/// What a decode may read and how much memory it may use.
struct sym_decode_options {
  /// Images of more pixels are refused with SYM_CODEC_TOO_LARGE before any pixel is decoded.
  uint64_t max_pixels;
  /// The decoded image is shrunk, keeping its aspect, until neither side exceeds this: JPEG by
  /// libjpeg's DCT scaling (1/2 to 1/8) while decoding, then both formats by averaging blocks
  /// of whole pixels as rows arrive. 0 keeps the full size.
  uint32_t max_side;
  /// The most bytes the decode may hold at once: its own buffers, the output and what libpng
  /// and libjpeg allocate. Beyond it the decode fails with SYM_CODEC_OVER_LIMIT. 0 is no limit.
  size_t max_bytes;
};

/// What a decode found and used.
struct sym_decode_info {
  /// The size the file declares.
  uint32_t source_width, source_height;
  /// The size of the decoded, shrunk image.
  uint32_t width, height;
  /// The most bytes the decode held at once so far, counted as in `max_bytes`.
  size_t peak_bytes;
};

/// A decode in progress, between sym_decoder_open and sym_decoder_close.
typedef struct sym_decoder sym_decoder;

/// Reads the header of a PNG or JPEG in `data` (which must stay valid until
/// sym_decoder_close) and prepares to decode it as `options` allow. On success `*decoder` is
/// set and `info` holds both sizes; on failure `*decoder` is NULL. `info` is filled as far as
/// the header was read either way.
int sym_decoder_open(
  int format, const uint8_t *data, size_t size, const struct sym_decode_options *options,
  sym_decoder **decoder, struct sym_decode_info *info, char *err, size_t errlen);

/// Decodes the image into `rgba`, which holds `info->width * info->height * 4` bytes: 8-bit
/// sRGB RGBA with straight alpha, rows top to bottom, no padding (JPEG is opaque). A file cut
/// short is an error rather than a grey-filled image. Call at most once per decoder.
int sym_decoder_read(
  sym_decoder *decoder, uint8_t *rgba, struct sym_decode_info *info, char *err, size_t errlen);

/// Ends a decode and releases all it holds; NULL is ignored.
void sym_decoder_close(sym_decoder *decoder);

/// Pixel layouts sym_encode_png accepts; they equal libpng's PNG_FORMAT_* values.
enum {
  /// One 8-bit sRGB grey byte per pixel.
  SYM_PNG_GRAY = 0,
  /// Grey then straight alpha, 8 bits each.
  SYM_PNG_GRAY_ALPHA = 1,
  /// 8-bit sRGB red, green, blue.
  SYM_PNG_RGB = 2,
  /// 8-bit sRGB red, green, blue and straight alpha.
  SYM_PNG_RGBA = 3,
  /// 16-bit native-endian linear grey; written as a 16-bit PNG.
  SYM_PNG_LINEAR_GRAY = 4,
  /// 16-bit native-endian linear RGB with premultiplied alpha; written as a 16-bit PNG.
  SYM_PNG_LINEAR_RGBA = 7,
  /// One index byte per pixel into `colormap`, whose entries are 8-bit sRGB RGBA;
  /// written as a paletted PNG.
  SYM_PNG_RGBA_COLORMAP = 11,
};

/// Encodes pixels in `layout` (rows top to bottom, no padding) as a PNG. `colormap` and
/// `colormap_entries` (1...256) are read only for SYM_PNG_RGBA_COLORMAP. On success `*out`
/// holds `*out_size` bytes to release with sym_image_free.
int sym_encode_png(
  const void *pixels, uint32_t w, uint32_t h, int layout, const uint8_t *colormap,
  uint32_t colormap_entries, uint8_t **out, size_t *out_size, char *err, size_t errlen);

/// Pixel layouts sym_encode_jpeg accepts.
enum {
  /// One 8-bit grey byte per pixel; written as a grayscale JPEG.
  SYM_JPEG_GRAY = 1,
  /// 8-bit red, green, blue.
  SYM_JPEG_RGB = 3,
  /// 8-bit red, green, blue, alpha; alpha is dropped, as JPEG has none.
  SYM_JPEG_RGBA = 4,
  /// 8-bit C, M, Y, K stored inverted (255 = no ink) with an Adobe marker, as Photoshop does.
  SYM_JPEG_ADOBE_CMYK = 5,
  /// Added to a layout: written as a progressive JPEG (libjpeg's usual scans) instead.
  SYM_JPEG_PROGRESSIVE = 0x100,
};

/// Encodes pixels in `layout` as a baseline JPEG of `quality` (clamped to 1...100), or a
/// progressive one with SYM_JPEG_PROGRESSIVE. On success `*out` holds `*out_size` bytes to
/// release with sym_image_free.
int sym_encode_jpeg(
  const uint8_t *pixels, uint32_t w, uint32_t h, int layout, int quality, uint8_t **out,
  size_t *out_size, char *err, size_t errlen);

/// Releases a buffer returned by any function above; NULL is ignored.
void sym_image_free(void *buffer);

#ifdef __cplusplus
}
#endif

#endif
