#ifndef SEGUE_CPREFETCH_H
#define SEGUE_CPREFETCH_H

/// Asks the CPU to start loading the cache line holding `address` for
/// reading. A hint only: it never faults, whatever the address, and has no
/// effect on results. Swift has no prefetch of its own; this inline
/// function compiles to one `prefetcht0` (x86) or `prfm` (ARM).
static inline __attribute__((always_inline)) void segue_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

/// `segue_prefetch` for a line about to be written.
static inline __attribute__((always_inline)) void segue_prefetch_for_writing(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
