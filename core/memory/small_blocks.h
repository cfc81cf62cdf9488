// The engine's global operator new and delete (small_blocks.cpp): blocks of up to 1 KiB
// come from 64 KiB pages that each hold one block size, everything larger from malloc.
#pragma once

#include <cstddef>

// AddressSanitizer keeps its own operator new (it checks every block): small blocks are off.
#if defined(__SANITIZE_ADDRESS__)
#define TFPLAY_SANITIZED_HEAP 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TFPLAY_SANITIZED_HEAP 1
#endif
#endif
#ifndef TFPLAY_SANITIZED_HEAP
#define TFPLAY_SANITIZED_HEAP 0
#endif

namespace tfplay::memory {

/// Whether operator new and delete are small_blocks.cpp's (not under AddressSanitizer).
inline constexpr bool kSmallBlocksOn = !TFPLAY_SANITIZED_HEAP;

/// Largest request served from the small-block pages, in bytes; larger ones go to malloc.
inline constexpr std::size_t kMaxSmallBlock = 1024;

/// What the small-block pages hold now (for tests and benchmarks).
struct SmallBlockStats {
  std::size_t pages = 0;         // 64 KiB pages taken from malloc so far (never given back)
  std::size_t empty_pages = 0;   // of those, pages with no live block, free for any block size
  std::size_t live_blocks = 0;   // blocks handed out and not yet freed
};

/// The current figures. Costs one pass over the pages.
SmallBlockStats small_block_stats();

/// Whether `p` (from operator new) lies in a small-block page.
bool is_small_block(const void* p);

}  // namespace tfplay::memory
