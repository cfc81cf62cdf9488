// SparseTensorDenseMatMul (TF: tensorflow/core/ops/sparse_ops.cc; kernel
// sparse_tensor_dense_matmul_op.cc): a SparseTensor's (indices, values, dense_shape) times a
// dense matrix, either side optionally adjointed. Each entry adds value * b's row to the
// output row it names, in the entries' stored order, as TF's CPU functor does.
#include <complex>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/shape_refiner.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"
#include "core/tensor/op_error.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;
using op_def_builders::require_rank;
using tensor::Dim;
using tensor::invalid_argument;
using tensor::OpValueError;

template <typename T> T conj_of(const T& v) {
  if constexpr (std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>) return std::conj(v);
  else return v;
}

std::string shape_text(const Tensor& t) {
  return tensor::shape_debug_string(std::vector<int64_t>(t.shape().begin(), t.shape().end()));
}

}  // namespace

void register_sparse_matmul_ops(OpRegistry& r) {
  OpDef d = make("SparseTensorDenseMatMul", "Multiply SparseTensor (of rank 2) \"A\" by dense matrix \"B\".");
  d.inputs = {arg("a_indices", "Tindices"), arg("a_values", "T"), fixed_arg("a_shape", DType::Int64), arg("b", "T")};
  d.outputs = {arg("product", "T")};
  d.attrs = {type_attr("T", ""), type_attr("Tindices", "int32, int64", DType::Int64),
             plain_attr("adjoint_a", "bool", false), plain_attr("adjoint_b", "bool", false)};
  // [a's rows, b's columns] (after the adjoints), the inner dimensions merged when both known.
  d.shape_fn = +[](const InferenceContext& c) {
    require_rank(c.input_shapes[0], 2);
    require_rank(c.input_shapes[1], 1);
    TensorShape a = shape_from_shape_tensor(c, 2);
    if (!a.has_rank()) a = TensorShape::unknown_with_rank(2);
    require_rank(a, 2);
    const TensorShape b = c.input_shapes[3].has_rank() ? c.input_shapes[3] : TensorShape::unknown_with_rank(2);
    require_rank(b, 2);
    const bool adj_a = c.attr<bool>("adjoint_a"), adj_b = c.attr<bool>("adjoint_b");
    const Dim inner_left = a.dim(adj_a ? 0 : 1), inner_right = b.dim(adj_b ? 1 : 0);
    if (inner_left && inner_right && *inner_left != *inner_right)
      throw OpValueError("Dimensions must be equal, but are " + num(*inner_left) + " and " + num(*inner_right));
    return one(c.attr<DType>("T"), TensorShape(std::vector<Dim>{a.dim(adj_a ? 1 : 0), b.dim(adj_b ? 0 : 1)}));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& indices = c.inputs[0];
    const Tensor& values = c.inputs[1];
    const Tensor& a_shape = c.inputs[2];
    const Tensor& b = c.inputs[3];
    const bool adj_a = c.attr<bool>("adjoint_a"), adj_b = c.attr<bool>("adjoint_b");
    if (b.rank() != 2) throw invalid_argument("Tensor 'b' is not a matrix");
    if (a_shape.rank() != 1) throw invalid_argument("Tensor 'a_shape' is not a vector");
    if (a_shape.num_elements() != 2) throw invalid_argument("Tensor 'a_shape' must have 2 elements");
    if (values.rank() != 1) throw invalid_argument("Tensor 'a_values' is not a vector");
    if (indices.rank() != 2) throw invalid_argument("Tensor 'a_indices' is not a matrix");
    const std::vector<int64_t> dims = a_shape.to_int64_vector();
    const int64_t nnz = indices.shape()[0];
    const int64_t outer_left = adj_a ? dims[1] : dims[0], outer_right = adj_b ? b.shape()[0] : b.shape()[1];
    const int64_t inner_left = adj_a ? dims[0] : dims[1], inner_right = adj_b ? b.shape()[1] : b.shape()[0];
    if (inner_right != inner_left)
      throw invalid_argument("Cannot multiply A and B because inner dimension does not match: " + num(inner_left) + " vs. " +
                             num(inner_right) + ".  Did you forget a transpose?  Dimensions of A: [" + num(dims[0]) + ", " +
                             num(dims[1]) + ").  Dimensions of B: " + shape_text(b));
    if (values.shape()[0] != nnz)
      throw invalid_argument("Number of rows of a_indices does not match number of entries in a_values");
    if (indices.shape()[1] != a_shape.num_elements())
      throw invalid_argument("Number of columns of a_indices does not match number of entries in a_shape");
    Tensor out = Tensor::zeros(b.dtype(), {outer_left, outer_right});
    const std::vector<int64_t> ix = indices.to_int64_vector();
    const int64_t b_cols = b.shape()[1];
    tensor::visit_dtype(b.dtype(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, bool>) {
        throw invalid_argument("SparseTensorDenseMatMul does not support " + std::string(tensor::runtime_name(b.dtype())));
      } else {
        T* o = out.mutable_data<T>();
        const T* v = values.data<T>();
        const T* bv = b.data<T>();
        for (int64_t i = 0; i < nnz; ++i) {
          const int64_t m = ix[i * 2 + (adj_a ? 1 : 0)], k = ix[i * 2 + (adj_a ? 0 : 1)];
          // sparse_tensor_dense_matmul_op.cc's bounds checks, k first.
          if (k < 0 || k >= inner_left)
            throw invalid_argument("k (" + num(k) + ") from index[" + num(i) + "," + (adj_a ? "0" : "1") +
                                   "] out of bounds (>=" + num(inner_left) + ")");
          if (m < 0 || m >= outer_left)
            throw invalid_argument("m (" + num(m) + ") from index[" + num(i) + "," + (adj_a ? "1" : "0") +
                                   "] out of bounds (>=" + num(outer_left) + ")");
          const T a = adj_a ? conj_of(v[i]) : v[i];
          for (int64_t n = 0; n < outer_right; ++n) {
            const T bval = adj_b ? conj_of(bv[n * b_cols + k]) : bv[k * b_cols + n];
            o[m * outer_right + n] = static_cast<T>(o[m * outer_right + n] + static_cast<T>(a * bval));
          }
        }
      }
    });
    return std::vector<Tensor>{tensor::finish_float16(out)};
  };
  r.add(std::move(d));
}

}  // namespace tfplay::graph
