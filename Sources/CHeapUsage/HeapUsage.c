#include "CHeapUsage.h"

#if defined(__linux__)
#include <features.h>
#endif

// A sanitizer's runtime (AddressSanitizer, ThreadSanitizer) replaces the C library's allocator,
// whose own statistics then read zero; where one is linked in, its count is the heap's.
extern size_t __sanitizer_get_current_allocated_bytes(void) __attribute__((weak));

static size_t sanitizer_bytes_in_use(void) {
  return __sanitizer_get_current_allocated_bytes ? __sanitizer_get_current_allocated_bytes() : 0;
}

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
