// Ragged kernels: RaggedTensorToVariant and RaggedTensorFromVariant
// (tensorflow/core/ops/ragged_conversion_ops.cc, kernels in ragged_tensor_to_variant_op.cc /
// ragged_tensor_from_variant_op.cc), a RaggedTensor's row splits and flat values encoded into one
// scalar variant tensor and back, as TF's RaggedTensorSpec carries a ragged component of a tf.data
// element (and of a tf.data function's arguments and results); and RaggedRange
// (ragged_math_ops.cc, ragged_range_op.cc), what tf.ragged.range runs.
#include <cmath>
#include <limits>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"
#include "core/tensor/op_error.h"
#include "core/tensor/ragged_variant.h"

namespace tfplay::graph {

namespace {

using namespace op_def_builders;
using tensor::Dim;
using tensor::OpError;

/// A list of tensors whose length is int attr `number` and dtype type attr `type`.
ArgDef counted(std::string_view name, std::string_view number, std::string_view type) {
  ArgDef a;
  a.name = std::string(name);
  a.number_attr = std::string(number);
  a.type_attr = std::string(type);
  return a;
}

/// RaggedTensorToVariant(rt_nested_splits: RAGGED_RANK * Tsplits, rt_dense_values: Tvalues)
/// -> encoded_ragged: variant. tfplay encodes one ragged value (batched_input=False, what
/// RaggedTensorSpec._to_tensor_list asks); a batch split into its rows is not emulated.
OpDef to_variant() {
  OpDef d = make("RaggedTensorToVariant", "Encodes a `RaggedTensor` into a `variant` Tensor.");
  d.inputs = {counted("rt_nested_splits", "RAGGED_RANK", "Tsplits"), arg("rt_dense_values", "Tvalues")};
  d.outputs = {fixed_arg("encoded_ragged", DType::Variant)};
  d.attrs = {plain_attr("RAGGED_RANK", "int"), type_attr("Tvalues", ""), type_attr("Tsplits", "int32, int64", DType::Int64),
             plain_attr("batched_input", "bool")};
  d.shape_fn = +[](const InferenceContext& c) {
    if (c.attr<bool>("batched_input")) throw tensor::OpValueError("tfplay does not emulate RaggedTensorToVariant with batched_input=True");
    return one(DType::Variant, TensorShape::scalar());
  };
  d.kernel = +[](KernelContext& c) {
    auto v = std::make_shared<tensor::RaggedVariant>();
    v->splits.assign(c.inputs.begin(), c.inputs.end() - 1);
    v->flat_values = c.inputs.back();
    return std::vector<Tensor>{Tensor::variant(std::move(v))};
  };
  return d;
}

/// RaggedTensorFromVariant(encoded_ragged: variant) -> (output_nested_splits:
/// output_ragged_rank * Tsplits, output_dense_values: Tvalues), for a scalar encoding
/// (input_ragged_rank == output_ragged_rank, or -1).
OpDef from_variant() {
  OpDef d = make("RaggedTensorFromVariant", "Decodes a `variant` Tensor into a `RaggedTensor`.");
  d.inputs = {fixed_arg("encoded_ragged", DType::Variant)};
  d.outputs = {counted("output_nested_splits", "output_ragged_rank", "Tsplits"), arg("output_dense_values", "Tvalues")};
  d.attrs = {plain_attr("input_ragged_rank", "int"), plain_attr("output_ragged_rank", "int"), type_attr("Tvalues", ""),
             type_attr("Tsplits", "int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    const int64_t in = c.attr<int64_t>("input_ragged_rank"), out = c.attr<int64_t>("output_ragged_rank");
    if (in != -1 && in != out) throw tensor::OpValueError("tfplay decodes a scalar RaggedTensorFromVariant only (input_ragged_rank == output_ragged_rank)");
    std::vector<OutputSpec> specs(static_cast<std::size_t>(out), OutputSpec{c.attr<DType>("Tsplits"), TensorShape({Dim()})});
    specs.push_back({c.attr<DType>("Tvalues"), TensorShape::unknown()});
    return specs;
  };
  d.kernel = +[](KernelContext& c) {
    const auto* v = tensor::as_ragged_variant(c.inputs.at(0));
    if (!v) throw OpError(OpError::Code::InvalidArgument, "Input Variant element at index 0 doesn't hold a RaggedTensorVariant");
    const int64_t out = c.attr<int64_t>("output_ragged_rank");
    if (static_cast<int64_t>(v->splits.size()) != out)
      throw OpError(OpError::Code::InvalidArgument, "Encoded input RaggedTensorVariant has ragged_rank=" + num(static_cast<int64_t>(v->splits.size())) +
                                                        ".  Expected ragged_rank=" + num(out) + ".");
    if (v->flat_values.dtype() != c.attr<DType>("Tvalues"))
      throw OpError(OpError::Code::InvalidArgument, "Expected values Tensor dtype: " + std::string(tensor::name(c.attr<DType>("Tvalues"))) +
                                                        ", found: " + std::string(tensor::name(v->flat_values.dtype())));
    std::vector<Tensor> outputs = v->splits;
    outputs.push_back(v->flat_values);
    return outputs;
  };
  return d;
}

/// RaggedRange(starts, limits, deltas: T) -> (rt_nested_splits: Tsplits, rt_dense_values: T):
/// one row per (start, limit, delta), scalars broadcast; a row holds start, start + delta, ...
/// (accumulated in T) while before limit.
OpDef ragged_range() {
  OpDef d = make("RaggedRange", "Returns a `RaggedTensor` containing the specified sequences of numbers.");
  d.inputs = {arg("starts", "T"), arg("limits", "T"), arg("deltas", "T")};
  d.outputs = {arg("rt_nested_splits", "Tsplits"), arg("rt_dense_values", "T")};
  d.attrs = {type_attr("T", "bfloat16, float, double, int32, int64", DType::Int32), type_attr("Tsplits", "int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    Dim rows;
    for (const TensorShape& s : c.input_shapes) {
      require_rank_at_most(s, 1);
      if (s.has_rank() && *s.rank() == 1 && s.as_list()[0]) rows = Dim(*s.as_list()[0] + 1);
    }
    bool all_scalars = true;
    for (const TensorShape& s : c.input_shapes) all_scalars &= s.has_rank() && *s.rank() == 0;
    if (all_scalars) rows = Dim(2);
    return std::vector<OutputSpec>{{c.attr<DType>("Tsplits"), TensorShape({rows})}, {c.attr<DType>("T"), TensorShape({Dim()})}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor &starts = c.inputs[0], &limits = c.inputs[1], &deltas = c.inputs[2];
    for (const Tensor* t : {&starts, &limits, &deltas})
      if (t->rank() > 1) throw OpError(OpError::Code::InvalidArgument, std::string(t == &starts ? "starts" : t == &limits ? "limits" : "deltas") + " must be a scalar or vector");
    int64_t nrows = 1;
    bool vector = false;
    for (const Tensor* t : {&starts, &limits, &deltas}) {
      if (t->rank() == 0) continue;
      if (vector && t->num_elements() != nrows)
        throw OpError(OpError::Code::InvalidArgument, "starts, limits, and deltas must have the same shape");
      nrows = t->num_elements();
      vector = true;
    }
    const DType dt = starts.dtype();
    std::vector<int64_t> splits = {0};
    Tensor values;
    tensor::visit_numeric(dt, "RaggedRange", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_arithmetic_v<T> && !std::is_same_v<T, bool>) {
        auto at = [&](const Tensor& t, int64_t i) { return t.data<T>()[t.rank() == 0 ? 0 : i]; };
        // The number of values in row i.
        auto row_size = [&](int64_t i) -> int64_t {
          const T start = at(starts, i), limit = at(limits, i), delta = at(deltas, i);
          if (delta == T(0)) throw OpError(OpError::Code::InvalidArgument, "Requires delta != 0");
          if (!((delta > 0 && limit >= start) || (delta < 0 && limit <= start))) return 0;
          if constexpr (std::is_integral_v<T>) {
            const T span = limit > start ? limit - start : start - limit, step = delta > 0 ? delta : -delta;
            return static_cast<int64_t>((span + step - 1) / step);
          } else {
            return static_cast<int64_t>(std::ceil(std::abs((limit - start) / delta)));
          }
        };
        // As TF's kernel: the row splits first, then the values tensor of their total size (its
        // OOM error before anything that large is built).
        const int64_t max_split = c.attr<DType>("Tsplits") == DType::Int32 ? std::numeric_limits<int32_t>::max() : std::numeric_limits<int64_t>::max();
        for (int64_t i = 0; i < nrows; ++i) {
          const int64_t size = row_size(i);
          if (size > max_split - splits.back())
            throw OpError(OpError::Code::InvalidArgument,
                          "The total range size overflowed. Consider using int64 instead of int32 for row_splits_dtype.");
          splits.push_back(splits.back() + size);
        }
        tensor::check_allocation(dt, {splits.back()});
        std::vector<T> out;
        out.reserve(static_cast<std::size_t>(splits.back()));
        for (int64_t i = 0; i < nrows; ++i) {
          T value = at(starts, i);
          for (int64_t j = splits[i]; j < splits[i + 1]; ++j) {
            out.push_back(value);
            value = static_cast<T>(value + at(deltas, i));
          }
        }
        values = Tensor::from_vector<T>(dt, {static_cast<int64_t>(out.size())}, out);
      }
    });
    Tensor split_tensor = Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(splits.size())}, splits);
    if (c.attr<DType>("Tsplits") == DType::Int32) split_tensor = tensor::cast(split_tensor, DType::Int32);
    return std::vector<Tensor>{split_tensor, values};
  };
  return d;
}

}  // namespace

void register_ragged_ops(OpRegistry& r) {
  r.add(to_variant());
  r.add(from_variant());
  r.add(ragged_range());
}

}  // namespace tfplay::graph
