// The engine's global operator new and delete. Why: the engine allocates many small blocks and
// frees them soon (an eager op about fourteen: tensors' shape vectors, the result object, its
// control block, argument vectors; a Keras trace or `import keras` millions), and a malloc and
// free pair costs 100-200 instructions in glibc and in Emscripten's dlmalloc. Here a block of up
// to 1 KiB comes from a 64 KiB page that holds blocks of one size, with a free list per page
// (as mimalloc keeps), about fifteen instructions a pair. A page left without live blocks goes
// back to a pool shared by every block size; pages are taken a MiB at a time from malloc (2 MiB
// from mmap, as one transparent huge page, in the native Linux build) and never given back.
// Larger requests go to malloc as before.
//
// The engine is single-threaded (the page's worker, the CLI, the tests), so nothing locks. A
// block's page is found by its address in a two-level table, so delete needs no header and no
// size; the pointers malloc returns are never in the table, and go back to free.
#include "core/memory/small_blocks.h"

#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define TFPLAY_HUGE_CHUNKS 1
#else
#define TFPLAY_HUGE_CHUNKS 0
#endif

namespace tfplay::memory {
namespace {

constexpr std::size_t kPageBits = 16;
constexpr std::size_t kPageSize = std::size_t{1} << kPageBits;  // 64 KiB
constexpr std::size_t kGranule = 16;                             // block sizes: 16, 32, ..., 1024
constexpr std::size_t kClasses = kMaxSmallBlock / kGranule;
#if TFPLAY_HUGE_CHUNKS
constexpr std::size_t kChunkPages = 32;                          // pages come 2 MiB at a time (one huge page)
#else
constexpr std::size_t kChunkPages = 16;                          // pages come from malloc 1 MiB at a time
#endif

/// A page's bookkeeping (kept apart from the page, whose every byte holds blocks).
struct Page {
  void* free = nullptr;     // freed blocks of this page, linked through their first word
  char* bump = nullptr;     // the blocks never handed out start here
  char* limit = nullptr;    // and end here (the last whole block's end)
  char* start = nullptr;    // the page's first byte
  Page* prev = nullptr;     // the neighbours on its class's list of pages with room
  Page* next = nullptr;     // (or, for an empty page, the next empty one)
  std::uint32_t live = 0;   // blocks handed out and not freed
  std::uint32_t block = 0;  // the block size in bytes; 0 while the page is empty
  bool listed = false;      // on its class's list of pages with room
};

struct SizeClass {
  Page* current = nullptr;  // new blocks come from this page
  Page* room = nullptr;     // other pages of this size with a free block
};

SizeClass g_classes[kClasses];
Page* g_empty = nullptr;  // pages without live blocks, any size
std::size_t g_pages = 0;
std::size_t g_empty_pages = 0;
std::size_t g_live = 0;

// Page bookkeeping by address: the first level by bits 32-47 (one entry on wasm32), the second
// by bits 16-31, each second-level table made when a page in its 4 GiB is.
constexpr std::size_t kLevel1 = sizeof(void*) == 4 ? 1 : std::size_t{1} << 16;
constexpr std::size_t kLevel2 = std::size_t{1} << 16;
Page** g_level1[kLevel1];

inline Page* page_of(const void* p) {
  const std::uint64_t a = reinterpret_cast<std::uintptr_t>(p);
  const std::uint64_t hi = a >> 32;
  if (hi >= kLevel1) return nullptr;
  Page** level2 = g_level1[hi];
  return level2 ? level2[(a >> kPageBits) & (kLevel2 - 1)] : nullptr;
}

bool register_page(Page* page) {
  const std::uint64_t a = reinterpret_cast<std::uintptr_t>(page->start);
  const std::uint64_t hi = a >> 32;
  if (hi >= kLevel1) return false;
  Page**& level2 = g_level1[hi];
  if (!level2) level2 = static_cast<Page**>(std::calloc(kLevel2, sizeof(Page*)));
  if (!level2) return false;
  level2[(a >> kPageBits) & (kLevel2 - 1)] = page;
  return true;
}

void push_empty(Page* page) {
  page->block = 0;
  page->live = 0;
  page->free = nullptr;
  page->bump = page->start;
  page->next = g_empty;
  g_empty = page;
  ++g_empty_pages;
}

/// kChunkPages fresh pages. Natively on Linux, a 2 MiB-aligned mapping the kernel may back
/// with one transparent huge page (MADV_HUGEPAGE): one page fault instead of 512 when it is
/// first touched, and one TLB entry for blocks the interpreter chases pointers through.
char* new_chunk() {
  constexpr std::size_t kChunk = kPageSize * kChunkPages;
#if TFPLAY_HUGE_CHUNKS
  // Map twice the size and trim to an aligned chunk (mmap only promises 4 KiB alignment).
  void* m = mmap(nullptr, 2 * kChunk, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return nullptr;
  const std::uintptr_t a = reinterpret_cast<std::uintptr_t>(m);
  const std::uintptr_t aligned = (a + kChunk - 1) & ~(std::uintptr_t{kChunk} - 1);
  if (aligned > a) munmap(m, aligned - a);
  if (aligned + kChunk < a + 2 * kChunk) munmap(reinterpret_cast<void*>(aligned + kChunk), a + 2 * kChunk - aligned - kChunk);
  char* chunk = reinterpret_cast<char*>(aligned);
  madvise(chunk, kChunk, MADV_HUGEPAGE);
  return chunk;
#else
  return static_cast<char*>(std::aligned_alloc(kPageSize, kChunk));
#endif
}

/// An empty page: from the pool, else from a new chunk of pages. Null when memory runs out.
Page* empty_page() {
  if (!g_empty) {
    auto* pages = static_cast<Page*>(std::malloc(sizeof(Page) * kChunkPages));
    if (!pages) return nullptr;
    char* chunk = new_chunk();
    if (!chunk) {
      std::free(pages);
      return nullptr;
    }
    for (std::size_t i = 0; i < kChunkPages; ++i) {
      Page* page = new (&pages[i]) Page;
      page->start = chunk + i * kPageSize;
      if (!register_page(page)) return nullptr;  // (only past 2^48: the chunk stays unused)
      push_empty(page);
    }
    g_pages += kChunkPages;
  }
  Page* page = g_empty;
  g_empty = page->next;
  page->next = nullptr;
  --g_empty_pages;
  return page;
}

void unlink_room(SizeClass& c, Page* page) {
  if (page->prev) page->prev->next = page->next;
  else c.room = page->next;
  if (page->next) page->next->prev = page->prev;
  page->prev = page->next = nullptr;
  page->listed = false;
}

/// The current page of `c` is full: the next page with room, else an empty one, becomes current.
[[gnu::noinline]] void* allocate_slow(SizeClass& c, std::uint32_t block) {
  Page* page = c.room;
  if (page) {
    unlink_room(c, page);
  } else {
    page = empty_page();
    if (!page) return nullptr;
    page->block = block;
    page->limit = page->start + kPageSize / block * block;
  }
  c.current = page;
  void* b;
  if (page->free) {
    b = page->free;
    page->free = *static_cast<void**>(b);
  } else {
    b = page->bump;
    page->bump += block;
  }
  ++page->live;
  ++g_live;
  return b;
}

inline void* allocate_small(std::size_t n) {
  const std::size_t k = n ? (n - 1) / kGranule : 0;
  SizeClass& c = g_classes[k];
  if (Page* page = c.current) {
    if (void* b = page->free) {
      page->free = *static_cast<void**>(b);
      ++page->live;
      ++g_live;
      return b;
    }
    if (page->bump != page->limit) {
      void* b = page->bump;
      page->bump += page->block;
      ++page->live;
      ++g_live;
      return b;
    }
  }
  return allocate_slow(c, static_cast<std::uint32_t>((k + 1) * kGranule));
}

/// A page other than its class's current one gained a free block: it has room again, or is
/// empty and goes back to the pool.
[[gnu::noinline]] void page_freed(SizeClass& c, Page* page) {
  if (page->live == 0) {
    if (page->listed) unlink_room(c, page);
    push_empty(page);
  } else if (!page->listed) {
    page->prev = nullptr;
    page->next = c.room;
    if (c.room) c.room->prev = page;
    c.room = page;
    page->listed = true;
  }
}

inline void release(void* p) {
  if (!p) return;
  Page* page = page_of(p);
  if (!page) return std::free(p);
  *static_cast<void**>(p) = page->free;
  page->free = p;
  --page->live;
  --g_live;
  SizeClass& c = g_classes[page->block / kGranule - 1];
  if (page != c.current) page_freed(c, page);
}

inline void* allocate(std::size_t n) noexcept {
  if (n <= kMaxSmallBlock)
    if (void* b = allocate_small(n)) return b;
  return std::malloc(n ? n : 1);
}

}  // namespace

SmallBlockStats small_block_stats() { return {g_pages, g_empty_pages, g_live}; }

bool is_small_block(const void* p) { return page_of(p) != nullptr; }

}  // namespace tfplay::memory

// The replaceable allocation functions ([new.delete]); the aligned ones stay the library's
// (aligned_alloc and free), which never hand out or receive a small block. Under AddressSanitizer
// (scripts/fuzz.sh) they stay the sanitizer's, which checks every block.
#if !TFPLAY_SANITIZED_HEAP
void* operator new(std::size_t n) {
  if (void* p = tfplay::memory::allocate(n)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) {
  if (void* p = tfplay::memory::allocate(n)) return p;
  throw std::bad_alloc();
}
void* operator new(std::size_t n, const std::nothrow_t&) noexcept { return tfplay::memory::allocate(n); }
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept { return tfplay::memory::allocate(n); }
void operator delete(void* p) noexcept { tfplay::memory::release(p); }
void operator delete[](void* p) noexcept { tfplay::memory::release(p); }
void operator delete(void* p, std::size_t) noexcept { tfplay::memory::release(p); }
void operator delete[](void* p, std::size_t) noexcept { tfplay::memory::release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { tfplay::memory::release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { tfplay::memory::release(p); }
#endif
