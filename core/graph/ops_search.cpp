// Searching ops (TF: tensorflow/core/ops/array_ops.cc LowerBound/UpperBound; kernel
// searchsorted_op.cc): where values fall in sorted rows.
#include <algorithm>
#include <cmath>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;
using tensor::Dim;
using tensor::invalid_argument;
using tensor::OpValueError;

// LowerBound/UpperBound<CPU>: for each row b, the std::lower_bound/upper_bound index of every
// value of values[b] in sorted_inputs[b].
Tensor search_sorted(const KernelContext& c, bool upper) {
  const Tensor& sorted = c.inputs[0];
  const Tensor& values = c.inputs[1];
  if (sorted.rank() < 1 || values.rank() < 1) throw invalid_argument("Shape must be at least rank 1");
  if (sorted.shape()[0] != values.shape()[0]) throw invalid_argument("Leading dim_size of both tensors must match.");
  const int64_t rows = sorted.shape()[0];
  const int64_t seq = rows ? sorted.num_elements() / rows : 0;
  const int64_t per_row = rows ? values.num_elements() / rows : 0;
  std::vector<int64_t> out(static_cast<std::size_t>(values.num_elements()));
  tensor::visit_dtype(sorted.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* s = sorted.data<T>();
    const T* v = values.data<T>();
    for (int64_t b = 0; b < rows; ++b) {
      const T* first = s + b * seq;
      for (int64_t i = 0; i < per_row; ++i) {
        const T& x = v[b * per_row + i];
        const T* at = upper ? std::upper_bound(first, first + seq, x) : std::lower_bound(first, first + seq, x);
        out[static_cast<std::size_t>(b * per_row + i)] = at - first;
      }
    }
  });
  return tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, values.shape(), out), c.attr<DType>("out_type"));
}

}  // namespace

void register_search_ops(OpRegistry& r) {
  for (const bool upper : {false, true}) {
    OpDef d = make(upper ? "UpperBound" : "LowerBound",
                   upper ? "Applies upper_bound(sorted_search_values, values) along each row."
                         : "Applies lower_bound(sorted_search_values, values) along each row.");
    d.inputs = {arg("sorted_inputs", "T"), arg("values", "T")};
    d.outputs = {arg("output", "out_type")};
    d.attrs = {type_attr("T", ""), type_attr("out_type", "int32, int64", DType::Int32)};
    d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("out_type"), c.input_shapes[1]); };
    d.kernel = [upper](KernelContext& c) { return std::vector<Tensor>{search_sorted(c, upper)}; };
    r.add(std::move(d));
  }
}

}  // namespace tfplay::graph
