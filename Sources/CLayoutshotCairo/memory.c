#include "shim.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int layoutshot_keep_freed_memory(int bytes) {
#if defined(__GLIBC__)
    // M_TRIM_THRESHOLD: the free memory at the top of the heap kept instead of given back.
    // M_MMAP_THRESHOLD: blocks below it come from the heap (reusable pages), not fresh mappings
    // that are unmapped again when freed.
    return mallopt(M_TRIM_THRESHOLD, bytes) == 1 && mallopt(M_MMAP_THRESHOLD, bytes) == 1;
#else
    (void)bytes;
    return 0;
#endif
}
