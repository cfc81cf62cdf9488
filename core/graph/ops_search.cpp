// Searching and ranking ops (TF: tensorflow/core/ops/array_ops.cc LowerBound/UpperBound,
// nn_ops.cc InTopKV2; kernels searchsorted_op.cc, in_topk_op.h): where values fall in sorted
// rows, and whether a target class is among the k largest predictions.
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

// InTopKFunctor<CPU>: a target is in the top k when fewer than k classes predict more than it; an
// out-of-range target or a non-finite prediction in its row gives false.
Tensor in_top_k(const KernelContext& c) {
  const Tensor& predictions = c.inputs[0];
  const Tensor& targets = c.inputs[1];
  const Tensor& k_t = c.inputs[2];
  if (predictions.rank() != 2) throw invalid_argument("predictions must be 2-dimensional");
  if (targets.rank() != 1) throw invalid_argument("targets must be 1-dimensional");
  if (predictions.shape()[0] != targets.shape()[0])
    throw invalid_argument("First dimension of predictions " + num(predictions.shape()[0]) + " must match length of targets " +
                           num(targets.shape()[0]));
  if (k_t.rank() != 0) throw invalid_argument("k must be 0-D, got shape " + tensor::shape_debug_string(k_t.shape()));
  const int64_t k = k_t.as_int64(0);
  const int64_t batch = predictions.shape()[0], classes = predictions.shape()[1];
  const float* p = predictions.data<float>();
  std::vector<bool> out;
  for (int64_t b = 0; b < batch; ++b) {
    const int64_t target = targets.as_int64(b);
    const float* row = p + b * classes;
    bool cannot_say = target < 0 || target >= classes || !std::isfinite(row[target]);
    int64_t more_probable = 0;
    if (!cannot_say) {
      for (int64_t i = 0; i < classes; ++i) {
        if (!std::isfinite(row[i])) {
          cannot_say = true;
          break;
        }
        if (row[i] > row[target] && ++more_probable > k) break;
      }
    }
    out.push_back(!cannot_say && more_probable < k);
  }
  Tensor result = Tensor::zeros(DType::Bool, {batch});
  for (int64_t b = 0; b < batch; ++b) result.mutable_data<bool>()[b] = out[static_cast<std::size_t>(b)];
  return result;
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
    d.shape_fn = [](const InferenceContext& c) { return one(c.attr<DType>("out_type"), c.input_shapes[1]); };
    d.kernel = [upper](KernelContext& c) { return std::vector<Tensor>{search_sorted(c, upper)}; };
    r.add(std::move(d));
  }
  OpDef d = make("InTopKV2", "Says whether the targets are in the top `K` predictions.");
  d.inputs = {fixed_arg("predictions", DType::Float32), arg("targets", "T"), arg("k", "T")};
  d.outputs = {fixed_arg("precision", DType::Bool)};
  d.attrs = {type_attr("T", "int32, int64", DType::Int32)};
  d.shape_fn = [](const InferenceContext& c) {
    const TensorShape& p = c.input_shapes[0];
    const TensorShape& t = c.input_shapes[1];
    if (p.has_rank() && *p.rank() != 2) throw OpValueError("Shape must be rank 2 but is rank " + num(*p.rank()));
    if (t.has_rank() && *t.rank() != 1) throw OpValueError("Shape must be rank 1 but is rank " + num(*t.rank()));
    Dim batch = p.has_rank() ? p.as_list()[0] : Dim();
    if (!batch && t.has_rank()) batch = t.as_list()[0];
    return one(DType::Bool, TensorShape({batch}));
  };
  d.kernel = [](KernelContext& c) { return std::vector<Tensor>{in_top_k(c)}; };
  r.add(std::move(d));
}

}  // namespace tfplay::graph
