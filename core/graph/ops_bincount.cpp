// DenseBincount (TF: tensorflow/core/ops/math_ops.cc, kernels bincount_op.cc): counts of each
// value in [0, size) of a rank-1 input, or of each row of a rank-2 one; with weights, sums of
// the weights instead; binary_output gives 1 for every value present.
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;
using tensor::Dim;

void add_dense_bincount(OpRegistry& r) {
  OpDef d = make("DenseBincount", "Counts the number of occurrences of each value in an integer array.");
  d.inputs = {arg("input", "Tidx"), arg("size", "Tidx"), arg("weights", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("Tidx", "int32, int64"), type_attr("T", "int32, int64, float32, float64"),
             plain_attr("binary_output", "bool", false)};
  d.shape_fn = [](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    const DType t = c.attr<DType>("T");
    Dim size;
    if (const Tensor* s = c.input_values[1]) size = s->as_int64(0);
    if (!in.has_rank()) return one(t, TensorShape::unknown());
    if (*in.rank() == 1) return one(t, TensorShape({size}));
    if (*in.rank() == 2) return one(t, TensorShape({in.dim(0), size}));
    throw tensor::OpValueError("Shape must be at most rank 2 but is rank " + std::to_string(*in.rank()));
  };
  d.kernel = [](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const Tensor& weights = c.inputs[2];
    const DType t = c.attr<DType>("T");
    const bool binary = c.attr<bool>("binary_output");
    const int64_t size = c.inputs[1].as_int64(0);
    if (c.inputs[1].rank() != 0) throw tensor::invalid_argument("Shape must be rank 0 but is rank " + num(c.inputs[1].rank()));
    if (size < 0) throw tensor::invalid_argument("size (" + num(size) + ") must be non-negative");
    const bool weighted = weights.num_elements() > 0;
    if (weighted && weights.shape() != in.shape())
      throw tensor::invalid_argument("Input must have the same shape as the weights.");
    if (in.rank() > 2) throw tensor::invalid_argument("Shape must be at most rank 2 but is rank " + num(in.rank()));
    const int64_t rows = in.rank() == 2 ? in.shape()[0] : 1;
    const int64_t cols = in.rank() == 0 ? 1 : in.shape().back();
    std::vector<double> out(static_cast<std::size_t>(rows * size), 0.0);
    for (int64_t row = 0; row < rows; ++row) {
      for (int64_t j = 0; j < cols; ++j) {
        const int64_t i = row * cols + j;
        const int64_t v = in.as_int64(i);
        if (v < 0) throw tensor::invalid_argument("Input arr must be non-negative!");
        if (v >= size) continue;
        double& cell = out[static_cast<std::size_t>(row * size + v)];
        cell = binary ? 1.0 : cell + (weighted ? weights.as_double(i) : 1.0);
      }
    }
    const tensor::Shape shape = in.rank() == 2 ? tensor::Shape{rows, size} : tensor::Shape{size};
    Tensor result = Tensor::zeros(t, shape);
    if (t == DType::Float32) result = Tensor::from_vector<float>(t, shape, std::vector<float>(out.begin(), out.end()));
    else if (t == DType::Float64) result = Tensor::from_vector<double>(t, shape, out);
    else if (t == DType::Int32) result = Tensor::from_vector<int32_t>(t, shape, std::vector<int32_t>(out.begin(), out.end()));
    else result = Tensor::from_vector<int64_t>(t, shape, std::vector<int64_t>(out.begin(), out.end()));
    return std::vector<Tensor>{result};
  };
  r.add(std::move(d));
}

}  // namespace

/// Registers DenseBincount (called by register_nn_ops).
void register_bincount_ops(OpRegistry& r) { add_dense_bincount(r); }

}  // namespace tfplay::graph
