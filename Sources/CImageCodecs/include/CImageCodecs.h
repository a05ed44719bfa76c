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
};

/// 64 megapixels: refuses decompression bombs yet fits any photograph in use today.
#define SYM_DEFAULT_MAX_PIXELS 67108864u

/// A message buffer size that holds every message these functions write.
#define SYM_CODEC_MESSAGE_CAPACITY 256

/// Decodes a PNG into 8-bit sRGB RGBA (straight alpha), rows top to bottom, no padding.
/// On success `*rgba` holds `w * h * 4` bytes to release with sym_image_free.
int sym_decode_png(
  const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t **rgba, uint32_t *w,
  uint32_t *h, char *err, size_t errlen);

/// Decodes a baseline or progressive JPEG (grayscale, YCbCr, RGB, CMYK or YCCK) into opaque
/// RGBA like sym_decode_png. A file cut short is an error rather than a grey-filled image.
int sym_decode_jpeg(
  const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t **rgba, uint32_t *w,
  uint32_t *h, char *err, size_t errlen);

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
};

/// Encodes pixels in `layout` as a baseline JPEG of `quality` (clamped to 1...100). On success
/// `*out` holds `*out_size` bytes to release with sym_image_free.
int sym_encode_jpeg(
  const uint8_t *pixels, uint32_t w, uint32_t h, int layout, int quality, uint8_t **out,
  size_t *out_size, char *err, size_t errlen);

/// Releases a buffer returned by any function above; NULL is ignored.
void sym_image_free(void *buffer);

#ifdef __cplusplus
}
#endif

#endif
