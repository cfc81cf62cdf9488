// Flush-to-zero of float results, as TensorFlow's CPU kernels compute them: TF runs every
// kernel with the FPU's flush-to-zero and denormals-are-zero modes on
// (tensorflow/core/platform/denormal.h `port::ScopedFlushDenormal`, set by
// KernelAndDeviceOp::Run for eager ops and by the executor for graph nodes), so a result below
// the smallest normal number comes out as a zero of its sign. WebAssembly has no such mode, so
// the kernels' outputs are flushed after the fact (graph/flush_denormals.h says which ops).
#pragma once

#include <cstdint>
#include <cstring>

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// Replaces every subnormal element of a float32, float64, complex64 or complex128 tensor
/// (each part of a complex) by a zero of the same sign: `3.7e-44f` -> `0.0f`, `-1e-40f` ->
/// `-0.0f`. Other dtypes (float16 is stored rounded to half, which has no float32 subnormals)
/// are left alone. The scan only reads; when something must change and another tensor shares
/// the buffer, the buffer is copied first. Returns whether any element changed.
bool flush_denormals(Tensor& t);

/// A subnormal float replaced by a zero of its sign.
inline float flush_subnormal(float x) {
  uint32_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  if ((bits & 0x7fffffffu) < 0x00800000u) bits &= 0x80000000u;
  std::memcpy(&x, &bits, sizeof bits);
  return x;
}

/// TF's thread-wide flush-to-zero mode for the element-wise float32 kernels: while a
/// ScopedFlushDenormal lives on this thread, the same-shape and scalar-broadcast loops of
/// float32 Add, Sub, Mul and Div flush their results as they write them and note the output
/// buffer, so that the graph layer need not scan it again (graph/flush_denormals.cpp). Other
/// callers (NumPy) leave it off and compute with subnormals.
class ScopedFlushDenormal {
 public:
  ScopedFlushDenormal();
  ~ScopedFlushDenormal();
  ScopedFlushDenormal(const ScopedFlushDenormal&) = delete;
  ScopedFlushDenormal& operator=(const ScopedFlushDenormal&) = delete;
  /// Whether a kernel run in this scope wrote `data` flushed (the last buffer noted).
  bool wrote_flushed(const void* data) const { return data != nullptr && data == flushed_; }

  /// The scope active on this thread, or nullptr.
  static ScopedFlushDenormal* current();
  /// Called by a kernel that wrote `data` flushed.
  void note_flushed(const void* data) { flushed_ = data; }

 private:
  ScopedFlushDenormal* outer_;
  const void* flushed_ = nullptr;
};

}  // namespace tfplay::tensor
