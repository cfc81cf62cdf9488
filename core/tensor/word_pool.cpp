#include "core/tensor/word_pool.h"

#include <array>
#include <bit>
#include <cstring>
#include <vector>

namespace tfplay::tensor {

namespace {

// Size classes 2^0 .. 2^13 words (8 B .. 64 KiB); each keeps up to kKeep free blocks.
constexpr std::size_t kClasses = 14;
constexpr std::size_t kKeep = 32;

struct FreeLists {
  std::array<std::vector<double*>, kClasses> lists;
  ~FreeLists() {
    for (auto& list : lists)
      for (double* p : list) delete[] p;
  }
};

FreeLists& free_lists() {
  static FreeLists lists;
  return lists;
}

}  // namespace

PooledWords acquire_words(std::size_t words, bool zero) {
  const std::size_t capacity = std::bit_ceil(words);
  const auto size_class = static_cast<std::size_t>(std::countr_zero(capacity));
  PooledWords block;
  if (size_class < kClasses) {
    auto& list = free_lists().lists[size_class];
    if (!list.empty()) {
      block = {list.back(), capacity};
      list.pop_back();
      if (zero) std::memset(block.data, 0, words * sizeof(double));
      return block;
    }
    block.capacity = capacity;
  } else {
    block.capacity = words;
  }
  // new double[w]() value-initialises (all zero bits); new double[w] leaves the bits as they are.
  block.data = zero ? new double[block.capacity]() : new double[block.capacity];
  return block;
}

void release_words(PooledWords block) noexcept {
  if (!block.data) return;
  // A power of two (std::has_single_bit is a popcount: a libgcc call without -mpopcnt).
  const std::size_t capacity = block.capacity;
  if (capacity != 0 && (capacity & (capacity - 1)) == 0) {
    const auto size_class = static_cast<std::size_t>(std::countr_zero(block.capacity));
    if (size_class < kClasses) {
      auto& list = free_lists().lists[size_class];
      if (list.size() < kKeep) {
        list.push_back(block.data);
        return;
      }
    }
  }
  delete[] block.data;
}

}  // namespace tfplay::tensor
