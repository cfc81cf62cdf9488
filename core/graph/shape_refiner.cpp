// ConstantPartialShape and the shape-derived constants it relies on (shape_refiner.h).
#include "core/graph/shape_refiner.h"

#include <limits>
#include <set>

#include "core/graph/op_registry.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

thread_local const std::vector<std::optional<TensorShape>>* g_partial_shapes = nullptr;

const Node& source(const FuncGraph& g, Endpoint e) { return g.node(e.node); }

const TensorShape& output_shape(const FuncGraph& g, Endpoint e) {
  return source(g, e).output_shapes.at(static_cast<std::size_t>(e.index));
}

int64_t int_attr(const Node& n, const char* name) {
  auto it = n.attrs.find(name);
  return it == n.attrs.end() ? 0 : std::get<int64_t>(it->second);
}

const Tensor* const_value(const Node& n) {
  if (n.op != "Const") return nullptr;
  const Tensor& v = std::get<Tensor>(n.attrs.at("value"));
  return tensor::is_integer(v.dtype()) ? &v : nullptr;
}

// TensorShape dims from a shape vector's values: -1 (any negative) is an unknown dim.
TensorShape dims_from_values(const std::vector<int64_t>& values) {
  std::vector<tensor::Dim> dims;
  for (int64_t d : values) dims.push_back(d < 0 ? tensor::Dim() : tensor::Dim(d));
  return TensorShape(std::move(dims));
}

// InferenceContext::Subshape(s, begin, end, stride) over a partial shape, Python slice rules.
TensorShape subshape(const TensorShape& s, int64_t begin, int64_t end, int64_t stride) {
  if (!s.has_rank() || stride <= 0) return TensorShape::unknown();
  const int64_t rank = static_cast<int64_t>(s.as_list().size());
  auto clamp = [rank](int64_t i) {
    if (i < 0) i += rank;
    return std::min(std::max<int64_t>(i, 0), rank);
  };
  std::vector<tensor::Dim> dims;
  for (int64_t i = clamp(begin); i < clamp(end); i += stride) dims.push_back(s.as_list()[static_cast<std::size_t>(i)]);
  return TensorShape(std::move(dims));
}

// ShapeRefiner::PartialStridedSliceShape: only scalar-like begin/end/strides and begin/end
// masks of 0 or 1, no other masks.
TensorShape partial_strided_slice_shape(const FuncGraph& g, const Node& slice) {
  for (int i = 1; i <= 3; ++i) {
    const TensorShape& s = output_shape(g, slice.inputs.at(static_cast<std::size_t>(i)));
    if (!s.has_rank() || s.as_list().size() != 1 || s.as_list()[0] != tensor::Dim(1)) return TensorShape::unknown();
  }
  const int64_t begin_mask = int_attr(slice, "begin_mask"), end_mask = int_attr(slice, "end_mask");
  if ((begin_mask != 0 && begin_mask != 1) || (end_mask != 0 && end_mask != 1) || int_attr(slice, "ellipsis_mask") != 0 ||
      int_attr(slice, "new_axis_mask") != 0 || int_attr(slice, "shrink_axis_mask") != 0)
    return TensorShape::unknown();
  std::optional<int64_t> begin = begin_mask == 1 ? std::optional<int64_t>(0) : constant_int_scalar(g, slice.inputs[1]);
  std::optional<int64_t> end = end_mask == 1 ? std::optional<int64_t>(std::numeric_limits<int64_t>::max())
                                             : constant_int_scalar(g, slice.inputs[2]);
  std::optional<int64_t> stride = constant_int_scalar(g, slice.inputs[3]);
  if (!begin || !end || !stride) return TensorShape::unknown();
  return subshape(constant_partial_shape(g, slice.inputs[0]), *begin, *end, *stride);
}

// The pure ops EvaluateConstantTensor runs while building (its subgraph holds no stateful or
// function ops), and the largest value it keeps (kMaxTensorSize, in elements here).
const std::set<std::string>& foldable_ops() {
  static const std::set<std::string> ops = {
      "Identity", "Range", "Pack", "StridedSlice", "ConcatV2", "Cast", "Reshape", "ExpandDims", "Squeeze",
      "AddV2", "Add", "Sub", "Mul", "FloorDiv", "FloorMod", "Maximum", "Minimum", "Prod", "Sum", "Fill",
      "GatherV2", "Slice", "Neg", "Equal", "NotEqual", "Less", "Greater", "LogicalAnd", "SelectV2", "BroadcastArgs",
      "ZerosLike", "GreaterEqual", "Unpack"};
  return ops;
}
constexpr int64_t kMaxConstantElements = 1 << 16;

std::optional<Tensor> shape_op_value(const FuncGraph& g, Endpoint e) {
  const Node& n = source(g, e);
  const int index = e.index;
  auto out_dtype = [&] { return n.output_dtypes.at(static_cast<std::size_t>(index)); };
  if (n.op == "Shape" || n.op == "ShapeN") {
    const TensorShape& s = output_shape(g, n.inputs.at(n.op == "ShapeN" ? static_cast<std::size_t>(index) : 0));
    if (!s.is_fully_defined()) return std::nullopt;
    const std::vector<int64_t> dims = s.concrete();
    return tensor::cast(Tensor::from_vector<int64_t>(tensor::DType::Int64, {static_cast<int64_t>(dims.size())}, dims),
                        out_dtype());
  }
  // TryInferFromShapes also answers tf.shape(t)[i] when dim i of t is known, whatever the
  // others are: tf.shape(y)[-1] > 1 for a (None, 4) y folds to True (smart_cond in Keras's
  // make_class_weight_map_fn takes the argmax branch without a tf.cond).
  if (n.op == "Rank" || n.op == "Size" || n.op == "StridedSlice") {
    std::optional<int64_t> v = constant_int_scalar(g, e);
    if (!v) return std::nullopt;
    return tensor::cast(Tensor::scalar_int64(*v), out_dtype());
  }
  return std::nullopt;
}

std::optional<Tensor> evaluate(const FuncGraph& g, Endpoint e, int depth);

std::optional<Tensor> evaluate_uncached(const FuncGraph& g, Endpoint e, int depth) {
  const Node& n = source(g, e);
  if (n.op == "Const") return std::get<Tensor>(n.attrs.at("value"));
  if (depth > 24) return std::nullopt;
  if (auto v = shape_op_value(g, e)) return v;
  // Unpack is the one multi-output op here (tf.unstack(tf.shape(x)) gives the dims).
  if (!foldable_ops().count(n.op) || !n.control_inputs.empty() || (n.output_dtypes.size() != 1 && n.op != "Unpack"))
    return std::nullopt;
  std::vector<Tensor> args;
  for (const Endpoint& in : n.inputs) {
    std::optional<Tensor> v = evaluate(g, in, depth + 1);
    if (!v || v->num_elements() > kMaxConstantElements) return std::nullopt;
    args.push_back(std::move(*v));
  }
  try {
    const OpDef& def = OpRegistry::global().get(n.op);
    KernelContext ctx{def, args, n.attrs, nullptr};
    std::vector<Tensor> out = def.kernel(ctx);
    const auto index = static_cast<std::size_t>(e.index);
    if (out.size() != n.output_dtypes.size() || index >= out.size() || out[index].num_elements() > kMaxConstantElements)
      return std::nullopt;
    return std::move(out[index]);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::optional<Tensor> evaluate(const FuncGraph& g, Endpoint e, int depth) {
  auto& cache = g.constant_cache();
  const std::pair<int, int> key{e.node, e.index};
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  std::optional<Tensor> v = evaluate_uncached(g, e, depth);
  cache.emplace(key, v);
  return v;
}

}  // namespace

std::optional<Tensor> evaluate_constant(const FuncGraph& g, Endpoint e) { return evaluate(g, e, 0); }

std::optional<int64_t> constant_int_scalar(const FuncGraph& g, Endpoint e) {
  const Node& n = source(g, e);
  if (const Tensor* v = const_value(n)) {
    if (v->num_elements() != 1) return std::nullopt;
    return v->as_int64(0);
  }
  if (n.output_dtypes.empty() || !tensor::is_integer(n.output_dtypes.at(static_cast<std::size_t>(e.index)))) return std::nullopt;
  if (n.inputs.empty()) return std::nullopt;
  const TensorShape& in = output_shape(g, n.inputs[0]);
  if (n.op == "Rank" && in.has_rank()) return *in.rank();
  if (n.op == "Size") {
    if (auto count = in.num_elements()) return *count;
    return std::nullopt;
  }
  // tf.shape(t)[i]: a StridedSlice that only shrinks axis 0 of a Shape (GetSliceIndex).
  if (n.op == "StridedSlice" && int_attr(n, "shrink_axis_mask") == 1 && int_attr(n, "begin_mask") == 0 &&
      int_attr(n, "end_mask") == 0 && int_attr(n, "ellipsis_mask") == 0 && int_attr(n, "new_axis_mask") == 0) {
    const Node& shape_node = source(g, n.inputs[0]);
    std::optional<int64_t> ix = constant_int_scalar(g, n.inputs.at(1));
    if (!ix) return std::nullopt;
    // An element of a constant vector (tf.shape of a fully known tensor is a Const):
    // EvaluateConstantTensor folds such a constant subgraph.
    if (const Tensor* v = const_value(shape_node); v && v->rank() == 1) {
      const int64_t size = v->shape()[0];
      const int64_t i = *ix < 0 ? *ix + size : *ix;
      if (i < 0 || i >= size) return std::nullopt;
      return v->as_int64(i);
    }
    if (shape_node.op != "Shape") return std::nullopt;
    const TensorShape& t = output_shape(g, shape_node.inputs.at(0));
    if (!t.has_rank()) return std::nullopt;
    const int64_t rank = static_cast<int64_t>(t.as_list().size());
    const int64_t i = *ix < 0 ? *ix + rank : *ix;
    if (i < 0 || i >= rank) return std::nullopt;
    return t.as_list()[static_cast<std::size_t>(i)];
  }
  return std::nullopt;
}

PartialShapesScope::PartialShapesScope(const std::vector<std::optional<TensorShape>>& partial)
    : previous_(g_partial_shapes) {
  g_partial_shapes = &partial;
}

PartialShapesScope::~PartialShapesScope() { g_partial_shapes = previous_; }

TensorShape shape_from_shape_tensor(const InferenceContext& c, int i) {
  const auto k = static_cast<std::size_t>(i);
  if (const Tensor* v = c.input_values[k]) return dims_from_values(v->to_int64_vector());
  if (g_partial_shapes && k < g_partial_shapes->size() && (*g_partial_shapes)[k]) return *(*g_partial_shapes)[k];
  const TensorShape& s = c.input_shapes[k];
  if (s.has_rank() && *s.rank() == 1 && s.as_list()[0]) return TensorShape::unknown_with_rank(static_cast<int>(*s.as_list()[0]));
  return TensorShape::unknown();
}

TensorShape shape_tensor_input_with_rank(const InferenceContext& c, int i, int rank) {
  auto rank_error = [](int want, int64_t got) {
    return tensor::OpValueError("Shape must be rank " + std::to_string(want) + " but is rank " + std::to_string(got));
  };
  const TensorShape& s = c.input_shapes[static_cast<std::size_t>(i)];
  if (s.has_rank() && *s.rank() != 1) throw rank_error(1, *s.rank());
  TensorShape out = shape_from_shape_tensor(c, i);
  if (rank < 0) return out;
  if (!out.has_rank()) return TensorShape::unknown_with_rank(rank);
  if (*out.rank() != rank) throw rank_error(rank, *out.rank());
  return out;
}

TensorShape constant_partial_shape(const FuncGraph& g, Endpoint e) {
  const Node& n = source(g, e);
  const TensorShape& vec = output_shape(g, e);
  if (const Tensor* v = const_value(n)) {
    if (v->rank() == 1) return dims_from_values(v->to_int64_vector());
    // A scalar -1 stands for an unknown shape.
    return TensorShape::unknown();
  }
  if (!vec.has_rank() || vec.as_list().size() != 1) return TensorShape::unknown();
  if (vec.as_list()[0] == tensor::Dim(0)) return TensorShape::scalar();
  if (n.op == "Shape") return output_shape(g, n.inputs.at(0));
  if (n.op == "ShapeN") return output_shape(g, n.inputs.at(static_cast<std::size_t>(e.index)));
  if (n.op == "Pack") {
    std::vector<tensor::Dim> dims;
    for (const Endpoint& in : n.inputs) {
      std::optional<int64_t> size = constant_int_scalar(g, in);
      dims.push_back(size && *size >= 0 ? tensor::Dim(*size) : tensor::Dim());
    }
    return TensorShape(std::move(dims));
  }
  if (n.op == "ConcatV2") {
    std::vector<tensor::Dim> dims;
    for (std::size_t i = 0; i + 1 < n.inputs.size(); ++i) {  // the last input is the axis
      TensorShape part = constant_partial_shape(g, n.inputs[i]);
      if (!part.has_rank()) return TensorShape::unknown();
      for (const tensor::Dim& d : part.as_list()) dims.push_back(d);
    }
    return TensorShape(std::move(dims));
  }
  if (n.op == "StridedSlice") return partial_strided_slice_shape(g, n);
  // MakeShapeFromTensor without a value: as many unknown dims as the vector is long.
  if (const tensor::Dim& length = vec.as_list()[0]) return TensorShape::unknown_with_rank(static_cast<int>(*length));
  return TensorShape::unknown();
}

}  // namespace tfplay::graph
