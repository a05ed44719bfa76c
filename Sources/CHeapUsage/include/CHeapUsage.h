#ifndef CHEAPUSAGE_H
#define CHEAPUSAGE_H

#include <stddef.h>

/// The bytes the process's heap holds in use (allocated and not freed), as the C library's
/// allocator counts them; 0 where it cannot say.
size_t symbiosis_heap_bytes_in_use(void);

#endif
