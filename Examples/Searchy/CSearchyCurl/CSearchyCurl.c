#include "CSearchyCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// The few libcurl symbols and option numbers used, from curl.h (stable ABI since libcurl 7.32).
enum {
  OPT_WRITEDATA = 10001,
  OPT_URL = 10002,
  OPT_ERRORBUFFER = 10010,
  OPT_WRITEFUNCTION = 20011,
  OPT_USERAGENT = 10018,
  OPT_NOPROGRESS = 43,
  OPT_FOLLOWLOCATION = 52,
  OPT_XFERINFODATA = 10057,
  OPT_MAXREDIRS = 68,
  OPT_NOSIGNAL = 99,
  OPT_ACCEPT_ENCODING = 10102,
  OPT_MAXFILESIZE_LARGE = 30117,
  OPT_PROTOCOLS = 181,
  OPT_REDIR_PROTOCOLS = 182,
  OPT_XFERINFOFUNCTION = 20219,
  INFO_RESPONSE_CODE = 0x200002,
  PROTO_HTTP_AND_HTTPS = 3,
  GLOBAL_DEFAULT = 3,
};

typedef struct {
  int (*global_init)(long);
  void *(*easy_init)(void);
  void (*easy_reset)(void *);
  void (*easy_cleanup)(void *);
  int (*easy_setopt)(void *, int, ...);
  int (*easy_getinfo)(void *, int, ...);
  int (*easy_perform)(void *);
  const char *(*easy_strerror)(int);
} Curl;

static Curl curl;
static int curl_loaded;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
  static const char *names[] = {"libcurl.so.4", "libcurl.4.dylib", "libcurl.so", NULL};
  void *library = NULL;
  for (const char **name = names; *name != NULL && library == NULL; name++) {
    library = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
  }
  if (library == NULL) return;
  *(void **)&curl.global_init = dlsym(library, "curl_global_init");
  *(void **)&curl.easy_init = dlsym(library, "curl_easy_init");
  *(void **)&curl.easy_reset = dlsym(library, "curl_easy_reset");
  *(void **)&curl.easy_cleanup = dlsym(library, "curl_easy_cleanup");
  *(void **)&curl.easy_setopt = dlsym(library, "curl_easy_setopt");
  *(void **)&curl.easy_getinfo = dlsym(library, "curl_easy_getinfo");
  *(void **)&curl.easy_perform = dlsym(library, "curl_easy_perform");
  *(void **)&curl.easy_strerror = dlsym(library, "curl_easy_strerror");
  curl_loaded = curl.global_init && curl.easy_init && curl.easy_reset && curl.easy_cleanup
    && curl.easy_setopt && curl.easy_getinfo && curl.easy_perform && curl.easy_strerror
    && curl.global_init(GLOBAL_DEFAULT) == 0;
}

// Idle handles kept for the next transfer: a reset handle keeps its open connections, DNS and
// TLS session caches, so covers from one server share a connection as they did in URLSession.
#define IDLE_CAPACITY 8
static void *idle[IDLE_CAPACITY];
static int idle_count;
static pthread_mutex_t idle_lock = PTHREAD_MUTEX_INITIALIZER;

static void *take_handle(void) {
  void *handle = NULL;
  pthread_mutex_lock(&idle_lock);
  if (idle_count > 0) handle = idle[--idle_count];
  pthread_mutex_unlock(&idle_lock);
  if (handle == NULL) return curl.easy_init();
  curl.easy_reset(handle);
  return handle;
}

static void give_back(void *handle) {
  pthread_mutex_lock(&idle_lock);
  int kept = idle_count < IDLE_CAPACITY;
  if (kept) idle[idle_count++] = handle;
  pthread_mutex_unlock(&idle_lock);
  if (!kept) curl.easy_cleanup(handle);
}

typedef struct {
  searchy_curl_write write;
  searchy_curl_should_stop should_stop;
  void *context;
} Callbacks;

static size_t on_write(char *bytes, size_t size, size_t count, void *data) {
  const Callbacks *callbacks = data;
  return callbacks->write(bytes, size * count, callbacks->context);
}

static int on_progress(void *data, int64_t total, int64_t now, int64_t up_total, int64_t up_now) {
  (void)total, (void)now, (void)up_total, (void)up_now;
  const Callbacks *callbacks = data;
  return callbacks->should_stop(callbacks->context) ? 1 : 0;
}

int searchy_curl_get(
  const char *url, int64_t max_size, searchy_curl_write write,
  searchy_curl_should_stop should_stop, void *context, long *status, char *message) {
  *status = 0;
  message[0] = '\0';
  pthread_once(&load_once, load_curl);
  if (!curl_loaded) {
    snprintf(message, SEARCHY_CURL_MESSAGE_CAPACITY, "libcurl could not be loaded");
    return SEARCHY_CURL_NOT_LOADED;
  }
  void *handle = take_handle();
  if (handle == NULL) {
    snprintf(message, SEARCHY_CURL_MESSAGE_CAPACITY, "libcurl could not start a transfer");
    return SEARCHY_CURL_NOT_LOADED;
  }
  Callbacks callbacks = {write, should_stop, context};
  int code = curl.easy_setopt(handle, OPT_URL, url);
  if (code == 0) {
    curl.easy_setopt(handle, OPT_ERRORBUFFER, message);
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, on_write);
    curl.easy_setopt(handle, OPT_WRITEDATA, &callbacks);
    curl.easy_setopt(handle, OPT_XFERINFOFUNCTION, on_progress);
    curl.easy_setopt(handle, OPT_XFERINFODATA, &callbacks);
    curl.easy_setopt(handle, OPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, OPT_MAXREDIRS, 10L);
    curl.easy_setopt(handle, OPT_PROTOCOLS, (long)PROTO_HTTP_AND_HTTPS);
    curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS, (long)PROTO_HTTP_AND_HTTPS);
    curl.easy_setopt(handle, OPT_ACCEPT_ENCODING, "");
    curl.easy_setopt(handle, OPT_MAXFILESIZE_LARGE, (int64_t)max_size);
    curl.easy_setopt(handle, OPT_USERAGENT, "Searchy");
    code = curl.easy_perform(handle);
  }
  curl.easy_getinfo(handle, INFO_RESPONSE_CODE, status);
  if (code != 0 && message[0] == '\0') {
    snprintf(message, SEARCHY_CURL_MESSAGE_CAPACITY, "%s", curl.easy_strerror(code));
  }
  // The reset on the next take forgets these callbacks, whose data lives on this stack frame.
  curl.easy_setopt(handle, OPT_ERRORBUFFER, NULL);
  give_back(handle);
  return code;
}
