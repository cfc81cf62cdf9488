// Recycled payload blocks for tensor buffers. A traced step allocates and frees the same few
// sizes of tensors on every call (activations, gradients, optimizer temporaries); handing those
// blocks back to the next allocation of the same size class skips the allocator's bin search
// and consolidation, which dominated small graphs' run time. The engine is single-threaded.
#pragma once

#include <cstddef>

namespace tfplay::tensor {

/// A block of 8-byte words from the pool: `capacity` words (at least the number asked for).
struct PooledWords {
  double* data = nullptr;
  std::size_t capacity = 0;
};

/// A block of at least `words` words (words >= 1), zero-filled when `zero`. Blocks of up to
/// 64 KiB come from per-size-class free lists (power-of-two capacities); larger ones are
/// allocated exactly. Throws std::bad_alloc when memory runs out.
PooledWords acquire_words(std::size_t words, bool zero);

/// Returns a block from acquire_words. Each size class keeps a bounded number of free blocks
/// (at most about 4 MiB held in all); the rest go back to the allocator.
void release_words(PooledWords block) noexcept;

}  // namespace tfplay::tensor
