#include "bench/tensor_bench_ops.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <vector>

#include "core/graph/eager.h"
#include "core/tensor/tensor.h"

namespace tfplay::bench {

namespace {

using tensor::DType;
using tensor::Tensor;

// Deterministic values in [0, 1) (a 32-bit LCG), so native and wasm time the same data.
Tensor random_floats(tensor::Shape shape, uint32_t seed) {
  const int64_t n = tensor::num_elements_of(shape);
  std::vector<float> values(static_cast<size_t>(n));
  for (float& v : values) {
    seed = seed * 1664525u + 1013904223u;
    v = static_cast<float>(seed >> 8) / 16777216.0f;
  }
  return Tensor::from_vector<float>(DType::Float32, std::move(shape), std::move(values));
}

}  // namespace

double time_op(const std::string& op, int64_t size, int iters, int repeats) {
  std::string op_name;
  std::vector<Tensor> inputs;
  if (op == "add" || op == "mul") {
    op_name = op == "add" ? "AddV2" : "Mul";
    inputs = {random_floats({size}, 1), random_floats({size}, 2)};
  } else if (op == "sum") {
    op_name = "Sum";
    inputs = {random_floats({size}, 1), Tensor::scalar_int32(0)};
  } else if (op == "matmul") {
    op_name = "MatMul";
    inputs = {random_floats({size, size}, 1), random_floats({size, size}, 2)};
  } else {
    throw std::invalid_argument("unknown bench op: " + op);
  }
  graph::eager::execute(op_name, inputs);  // warm-up: first allocation of the output
  double best = 1e300;
  for (int r = 0; r < std::max(repeats, 1); ++r) {
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < iters; ++i) graph::eager::execute(op_name, inputs);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    best = std::min(best, elapsed.count() / std::max(iters, 1));
  }
  return best;
}

}  // namespace tfplay::bench
