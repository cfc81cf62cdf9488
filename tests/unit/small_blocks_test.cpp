// The engine's operator new and delete (core/memory/small_blocks.cpp): small blocks come from
// pages of one block size, keep their contents while live, and freed pages serve other sizes.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/memory/small_blocks.h"

using tfplay::memory::is_small_block;
using tfplay::memory::kSmallBlocksOn;
using tfplay::memory::kMaxSmallBlock;
using tfplay::memory::small_block_stats;

namespace {

struct Block {
  unsigned char* p;
  std::size_t n;
  unsigned char fill;
};

bool intact(const Block& b) {
  for (std::size_t i = 0; i < b.n; ++i)
    if (b.p[i] != b.fill) return false;
  return true;
}

}  // namespace

TEST_CASE("small blocks: every size up to the limit is a small block, larger ones are malloc's") {
  if (!kSmallBlocksOn) return;  // AddressSanitizer's operator new
  for (std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{16}, std::size_t{17}, std::size_t{200}, kMaxSmallBlock}) {
    void* p = ::operator new(n);
    CHECK(is_small_block(p));
    CHECK(reinterpret_cast<std::uintptr_t>(p) % 16 == 0);
    ::operator delete(p);
  }
  void* big = ::operator new(kMaxSmallBlock + 1);
  CHECK_FALSE(is_small_block(big));
  ::operator delete(big);
  // A pointer malloc returned is never taken for a small block.
  void* m = std::malloc(24);
  CHECK_FALSE(is_small_block(m));
  std::free(m);
}

TEST_CASE("small blocks: live blocks keep their bytes while others come and go, in any order") {
  if (!kSmallBlocksOn) return;  // AddressSanitizer's operator new
  const auto before = small_block_stats();
  std::mt19937 rng(7);
  std::vector<Block> live;
  // Enough blocks of each size to fill several pages, some freed as we go.
  for (int round = 0; round < 40000; ++round) {
    const std::size_t n = 1 + rng() % (kMaxSmallBlock + 40);
    auto* p = static_cast<unsigned char*>(::operator new(n));
    const auto fill = static_cast<unsigned char>(rng());
    std::memset(p, fill, n);
    live.push_back({p, n, fill});
    if (rng() % 3 == 0) {
      std::size_t i = rng() % live.size();
      REQUIRE(intact(live[i]));
      ::operator delete(live[i].p, live[i].n);
      live[i] = live.back();
      live.pop_back();
    }
  }
  // No two live blocks overlap.
  std::vector<std::pair<std::uintptr_t, std::uintptr_t>> ranges;
  for (const Block& b : live) ranges.emplace_back(reinterpret_cast<std::uintptr_t>(b.p), reinterpret_cast<std::uintptr_t>(b.p) + b.n);
  std::sort(ranges.begin(), ranges.end());
  for (std::size_t i = 1; i < ranges.size(); ++i) REQUIRE(ranges[i - 1].second <= ranges[i].first);
  for (const Block& b : live) REQUIRE(intact(b));
  CHECK(small_block_stats().live_blocks > before.live_blocks);
  std::shuffle(live.begin(), live.end(), rng);
  for (const Block& b : live) ::operator delete(b.p);
  CHECK(small_block_stats().live_blocks == before.live_blocks);
}

TEST_CASE("small blocks: a page left empty serves another block size") {
  if (!kSmallBlocksOn) return;  // AddressSanitizer's operator new
  // Fill 64 pages' worth of 32-byte blocks (some land in pages other objects of the process
  // still use), free them all, then ask for a quarter of those bytes in 240-byte blocks: the
  // pages left empty serve them, no new page is needed.
  std::vector<void*> small;
  for (int i = 0; i < 64 * 2048; ++i) small.push_back(::operator new(32));
  const auto filled = small_block_stats();
  for (void* p : small) ::operator delete(p);
  const auto freed = small_block_stats();
  CHECK(freed.empty_pages >= filled.empty_pages + 16);
  std::vector<void*> large;
  for (int i = 0; i < 16 * 272; ++i) large.push_back(::operator new(240));
  CHECK(small_block_stats().pages == freed.pages);
  for (void* p : large) ::operator delete(p);
}

TEST_CASE("small blocks: containers and shared objects built on them behave") {
  std::vector<std::shared_ptr<std::string>> strings;
  for (int i = 0; i < 5000; ++i) strings.push_back(std::make_shared<std::string>(std::string(static_cast<std::size_t>(i % 300), 'a' + i % 26)));
  for (int i = 0; i < 5000; i += 2) strings[static_cast<std::size_t>(i)].reset();
  for (int i = 1; i < 5000; i += 2) {
    const std::string& s = *strings[static_cast<std::size_t>(i)];
    REQUIRE(s.size() == static_cast<std::size_t>(i % 300));
    REQUIRE(std::all_of(s.begin(), s.end(), [&](char c) { return c == 'a' + i % 26; }));
  }
}
