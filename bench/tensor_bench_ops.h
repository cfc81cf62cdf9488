// The kernels npm run bench times (bench/tensor_bench.mjs), through the engine's real eager
// op path: eager::execute on prebuilt float32 tensors, as `tf.add(a, b)` runs them. Compiled
// into the native bench executable (bench/native/tensor_bench_main.cpp) and, as the
// `benchOp` export, into the wasm module (wasm/bench_bindings.cpp).
#pragma once

#include <cstdint>
#include <string>

namespace tfplay::bench {

/// Times `iters` eager runs of one op and returns the seconds per run (best of `repeats`
/// batches). `op` is "add" / "mul" (AddV2 / Mul of two float32 vectors of `size` elements),
/// "sum" (Sum of such a vector over axis 0), "matmul" (MatMul of two size x size float32
/// matrices), "softmax" (Softmax of a size x size matrix along its last axis), "conv2d"
/// (Conv2D, stride 1, SAME, of a [1, size, size, 32] input with a [3, 3, 32, 64] filter) or
/// "conv2d_1ch" (the same of a [size, 28, 28, 1] input with a [3, 3, 1, 32] filter). Inputs hold deterministic pseudo-random values in [0, 1). Throws
/// std::invalid_argument for an unknown op.
double time_op(const std::string& op, int64_t size, int iters, int repeats);

}  // namespace tfplay::bench
