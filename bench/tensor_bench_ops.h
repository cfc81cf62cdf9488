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
/// "sum" (Sum of such a vector over axis 0) or "matmul" (MatMul of two size x size float32
/// matrices). Inputs hold deterministic pseudo-random values in [0, 1). Throws
/// std::invalid_argument for an unknown op.
double time_op(const std::string& op, int64_t size, int iters, int repeats);

}  // namespace tfplay::bench
