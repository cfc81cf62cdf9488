// Flush-to-zero of float results, as TensorFlow's CPU kernels compute them: TF runs every
// kernel with the FPU's flush-to-zero and denormals-are-zero modes on
// (tensorflow/core/platform/denormal.h `port::ScopedFlushDenormal`, set by
// KernelAndDeviceOp::Run for eager ops and by the executor for graph nodes), so a result below
// the smallest normal number comes out as a zero of its sign. WebAssembly has no such mode, so
// the kernels' outputs are flushed after the fact (graph/flush_denormals.h says which ops).
#pragma once

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// Replaces every subnormal element of a float32, float64, complex64 or complex128 tensor
/// (each part of a complex) by a zero of the same sign: `3.7e-44f` -> `0.0f`, `-1e-40f` ->
/// `-0.0f`. Other dtypes (float16 is stored rounded to half, which has no float32 subnormals)
/// are left alone. The scan only reads; when something must change and another tensor shares
/// the buffer, the buffer is copied first. Returns whether any element changed.
bool flush_denormals(Tensor& t);

}  // namespace tfplay::tensor
