// libjpeg reports errors by calling a handler that must not return, so the JPEG functions
// setjmp before each call into the library and the handler longjmps back; all state the
// recovery path needs lives in a struct in memory, never in a register-cached local.
#include "CodecInternals.h"

#include <string.h>

#include <jerror.h>

void sym_jpeg_fail(j_common_ptr cinfo, int status, const char *message) {
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

void sym_jpeg_init_error(struct sym_jpeg_error *error) {
  memset(error, 0, sizeof *error);
  jpeg_std_error(&error->pub);
  error->pub.error_exit = sym_jpeg_error_exit;
  error->pub.emit_message = sym_jpeg_emit_message;
  error->pub.output_message = sym_jpeg_output_message;
  error->status = SYM_CODEC_CORRUPT;
}
