// One HTTP GET through libcurl that the caller can stop from its write callback: URLSession on
// Linux hands libcurl's output to its delegate asynchronously with no back-pressure, so it cannot
// stop a body at a bound (a 0.5 MB gzip body is inflated to 512 MiB in one go). libcurl is loaded
// at run time, the library FoundationNetworking itself uses, so building needs no curl headers;
// a C layer because curl_easy_setopt is variadic, which Swift cannot call.
#ifndef CSEARCHYCURL_H
#define CSEARCHYCURL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// libcurl's result codes that the caller tells apart (the CURLcode values).
enum {
  SEARCHY_CURL_OK = 0,
  SEARCHY_CURL_COULDNT_RESOLVE_HOST = 6,
  SEARCHY_CURL_COULDNT_CONNECT = 7,
  SEARCHY_CURL_PARTIAL_FILE = 18,
  SEARCHY_CURL_WRITE_ERROR = 23,
  SEARCHY_CURL_OPERATION_TIMEDOUT = 28,
  SEARCHY_CURL_SSL_CONNECT_ERROR = 35,
  SEARCHY_CURL_ABORTED_BY_CALLBACK = 42,
  SEARCHY_CURL_GOT_NOTHING = 52,
  SEARCHY_CURL_SEND_ERROR = 55,
  SEARCHY_CURL_RECV_ERROR = 56,
  SEARCHY_CURL_PEER_FAILED_VERIFICATION = 60,
  SEARCHY_CURL_FILESIZE_EXCEEDED = 63,
  /// Not libcurl's: libcurl could not be loaded.
  SEARCHY_CURL_NOT_LOADED = -1,
};

/// The size of the message buffer searchy_curl_get fills (CURL_ERROR_SIZE).
#define SEARCHY_CURL_MESSAGE_CAPACITY 256

/// Takes `count` bytes of the decoded body; returns `count` to go on, anything else to stop the
/// transfer at once (it then fails with SEARCHY_CURL_WRITE_ERROR).
typedef size_t (*searchy_curl_write)(const char *bytes, size_t count, void *context);
/// Called at least once a second while the transfer runs; returns non-zero to stop it (it then
/// fails with SEARCHY_CURL_ABORTED_BY_CALLBACK).
typedef int (*searchy_curl_should_stop)(void *context);

/// GETs `url` (http or https, following redirects), handing the body, decoded from any
/// Content-Encoding, to `write`. A response whose Content-Length exceeds `max_size` fails with
/// SEARCHY_CURL_FILESIZE_EXCEEDED before its body is read. Blocks until the transfer ends;
/// re-entrant. Returns a CURLcode (or SEARCHY_CURL_NOT_LOADED) with a message in `message`, and
/// the last response's HTTP status (0 when none came) in `status`.
int searchy_curl_get(
  const char *url, int64_t max_size, searchy_curl_write write,
  searchy_curl_should_stop should_stop, void *context, long *status, char *message);

#ifdef __cplusplus
}
#endif

#endif
