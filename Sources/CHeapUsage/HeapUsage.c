#include "CHeapUsage.h"

#if defined(__linux__)
#include <features.h>
#endif

#ifndef __has_feature
#define __has_feature(feature) 0
#endif

// A sanitizer's runtime (AddressSanitizer, ThreadSanitizer) replaces the C library's allocator,
// whose own statistics then read zero: built with one (SwiftPM's --sanitize builds C targets
// with it too), the count is the sanitizer's.
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#include <sanitizer/allocator_interface.h>

static size_t sanitizer_bytes_in_use(void) { return __sanitizer_get_current_allocated_bytes(); }

#else

static size_t sanitizer_bytes_in_use(void) { return 0; }

#endif

#if defined(__GLIBC__)
#include <malloc.h>

size_t symbiosis_heap_bytes_in_use(void) {
  size_t sanitized = sanitizer_bytes_in_use();
  if (sanitized > 0) return sanitized;
  struct mallinfo2 info = mallinfo2();
  // Chunks in the arenas, and the large ones mapped on their own.
  return info.uordblks + info.hblkhd;
}

#elif defined(__APPLE__)
#include <malloc/malloc.h>

size_t symbiosis_heap_bytes_in_use(void) {
  size_t sanitized = sanitizer_bytes_in_use();
  if (sanitized > 0) return sanitized;
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return statistics.size_in_use;
}

#else

size_t symbiosis_heap_bytes_in_use(void) { return sanitizer_bytes_in_use(); }

#endif
