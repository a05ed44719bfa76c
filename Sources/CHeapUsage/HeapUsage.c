#include "CHeapUsage.h"

#if defined(__linux__)
#include <features.h>
#endif

#if defined(__GLIBC__)
#include <malloc.h>

size_t symbiosis_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  // Chunks in the arenas, and the large ones mapped on their own.
  return info.uordblks + info.hblkhd;
}

#elif defined(__APPLE__)
#include <malloc/malloc.h>

size_t symbiosis_heap_bytes_in_use(void) {
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return statistics.size_in_use;
}

#else

size_t symbiosis_heap_bytes_in_use(void) { return 0; }

#endif
