#include "core/tensor/denormals.h"

#include <complex>
#include <cstdint>
#include <cstring>

namespace tfplay::tensor {
namespace {

// IEEE bit patterns: a subnormal has a zero exponent and a non-zero fraction, i.e. its
// magnitude bits m satisfy 0 < m < the smallest normal's bits; (m - 1) < that - 1 unsigned
// tests both at once, branch-free so that the scan vectorises.
template <typename Bits, Bits kMagnitude, Bits kSmallestNormal>
Bits subnormal(Bits x) {
  return static_cast<Bits>(static_cast<Bits>((x & kMagnitude) - 1) < kSmallestNormal - 1);
}

template <typename Bits, Bits kMagnitude, Bits kSmallestNormal>
bool has_subnormal(const Bits* w, int64_t n) {
  // Whole blocks of a constant length with an integer accumulator: a loop compilers vectorise
  // even at -O2 (a bool accumulator or a variable trip count they leave scalar), and an early
  // answer once a block holds one.
  constexpr int64_t kBlock = 256;
  int64_t i = 0;
  for (; i + kBlock <= n; i += kBlock) {
    Bits found = 0;
    for (int64_t k = 0; k < kBlock; ++k) found |= subnormal<Bits, kMagnitude, kSmallestNormal>(w[i + k]);
    if (found) return true;
  }
  Bits found = 0;
  for (; i < n; ++i) found |= subnormal<Bits, kMagnitude, kSmallestNormal>(w[i]);
  return found != 0;
}

template <typename Bits, Bits kMagnitude, Bits kSmallestNormal>
void zero_subnormals(Bits* w, int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    if (subnormal<Bits, kMagnitude, kSmallestNormal>(w[i])) w[i] &= ~kMagnitude;  // keeps the sign
  }
}

// Flushes `words` words of `t`'s storage, seen as Bits.
template <typename Bits, Bits kMagnitude, Bits kSmallestNormal, typename Storage>
bool flush(Tensor& t, int64_t words) {
  static_assert(sizeof(Storage) % sizeof(Bits) == 0);
  const auto* read = reinterpret_cast<const Bits*>(t.data<Storage>());
  if (!has_subnormal<Bits, kMagnitude, kSmallestNormal>(read, words)) return false;
  if (t.buffer_is_shared()) {
    Tensor copy = Tensor::uninitialized(t.dtype(), t.shape());
    std::memcpy(copy.mutable_data<Storage>(), t.data<Storage>(), static_cast<size_t>(words) * sizeof(Bits));
    t = std::move(copy);
  }
  zero_subnormals<Bits, kMagnitude, kSmallestNormal>(reinterpret_cast<Bits*>(t.mutable_data<Storage>()), words);
  return true;
}

constexpr uint32_t kFloatMagnitude = 0x7fffffffu, kFloatSmallestNormal = 0x00800000u;
constexpr uint64_t kDoubleMagnitude = 0x7fffffffffffffffull, kDoubleSmallestNormal = 0x0010000000000000ull;

thread_local ScopedFlushDenormal* t_current = nullptr;

}  // namespace

ScopedFlushDenormal::ScopedFlushDenormal() : outer_(t_current) { t_current = this; }
ScopedFlushDenormal::~ScopedFlushDenormal() { t_current = outer_; }
ScopedFlushDenormal* ScopedFlushDenormal::current() { return t_current; }

bool flush_denormals(Tensor& t) {
  const int64_t n = t.num_elements();
  switch (t.dtype()) {
    case DType::Float32: return flush<uint32_t, kFloatMagnitude, kFloatSmallestNormal, float>(t, n);
    case DType::Float64: return flush<uint64_t, kDoubleMagnitude, kDoubleSmallestNormal, double>(t, n);
    case DType::Complex64:
      return flush<uint32_t, kFloatMagnitude, kFloatSmallestNormal, std::complex<float>>(t, 2 * n);
    case DType::Complex128:
      return flush<uint64_t, kDoubleMagnitude, kDoubleSmallestNormal, std::complex<double>>(t, 2 * n);
    default: return false;
  }
}

}  // namespace tfplay::tensor
