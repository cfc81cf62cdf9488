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
  graph::AttrMap attrs;
  if (op == "add" || op == "mul") {
    op_name = op == "add" ? "AddV2" : "Mul";
    inputs = {random_floats({size}, 1), random_floats({size}, 2)};
  } else if (op == "sum") {
    op_name = "Sum";
    inputs = {random_floats({size}, 1), Tensor::scalar_int32(0)};
  } else if (op == "matmul") {
    op_name = "MatMul";
    inputs = {random_floats({size, size}, 1), random_floats({size, size}, 2)};
  } else if (op == "softmax") {
    op_name = "Softmax";
    inputs = {random_floats({size, size}, 1)};
  } else if (op == "conv2d" || op == "conv2d_1ch") {
    // A CNN layer: [1, size, size, 32] * 3x3 32->64, or the first layer of an MNIST model:
    // [size, 28, 28, 1] * 3x3 1->32; stride 1, SAME.
    op_name = "Conv2D";
    const bool deep = op == "conv2d";
    inputs = {random_floats(deep ? tensor::Shape{1, size, size, 32} : tensor::Shape{size, 28, 28, 1}, 1),
              random_floats({3, 3, deep ? 32 : 1, deep ? 64 : 32}, 2)};
    attrs = {{"strides", std::vector<int64_t>{1, 1, 1, 1}}, {"padding", std::string("SAME")}};
  } else {
    throw std::invalid_argument("unknown bench op: " + op);
  }
  graph::eager::execute(op_name, inputs, attrs);  // warm-up: first allocation of the output
  double best = 1e300;
  for (int r = 0; r < std::max(repeats, 1); ++r) {
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < iters; ++i) graph::eager::execute(op_name, inputs, attrs);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    best = std::min(best, elapsed.count() / std::max(iters, 1));
  }
  return best;
}

}  // namespace tfplay::bench
