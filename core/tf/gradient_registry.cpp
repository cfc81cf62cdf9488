// The gradient registry and the array_ops/math_ops helpers gradient functions share (see
// gradient_registry.h). Sources: tensorflow/python/framework/registry.py (lookup's text),
// tensorflow/python/ops/math_grad.py (SmartBroadcastGradientArgs, _ReduceGradientArgs).
#include "core/tf/gradient_registry.h"

#include <stdexcept>
#include <map>
#include <set>
#include <utility>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/graph/op_registry.h"
#include "core/python/runtime.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf::grad {

void register_grad_grad_gradients();  // grad_grad.cpp: ReluGrad, SigmoidGrad, TanhGrad, ...
void register_extra_gradients();  // array_extras_grad.cpp: ReverseSequence, DynamicStitch, Xlogy, Erfinv, Bessel*, ...
void register_segment_scatter_gradients();  // segment_scatter_grad.cpp: Segment*, UnsortedSegment*, GatherNd, TensorScatter*, ...
void register_spectral_gradients();  // spectral_grad.cpp: FFT, IFFT (1-3D), RFFT, IRFFT (1-2D)
void register_tridiagonal_gradients();  // tridiagonal_grad.cpp: TridiagonalSolve
void register_eig_gradients();  // eig_grad.cpp: Eig

using py::Ref;
using tensor::DType;

namespace {

struct Registry {
  std::map<std::string, GradientFunction> functions;
  std::set<std::string> not_differentiable;
};

Registry& storage() {
  static Registry r;
  return r;
}

// The registrations run on first use (static initializers of a static library may be dropped).
Registry& registry() {
  static bool filled = [] {
    register_math_gradients();
    register_complex_gradients();
    register_array_gradients();
    register_nn_gradients();
    register_function_gradients();
    register_list_gradients();
    register_image_gradients();
    register_linalg_gradients();
    register_extra_gradients();
    register_segment_scatter_gradients();
    register_spectral_gradients();
    register_tridiagonal_gradients();
    register_eig_gradients();
    register_grad_grad_gradients();
    return true;
  }();
  (void)filled;
  return storage();
}

// Ops whose outputs tfplay builds without a gradient: TF differentiates them (control flow
// through their branch functions, calls through the called function's gradient).
const std::map<std::string, std::string>& unsupported() {
  static const std::map<std::string, std::string> m = {
      {"EagerPyFunc", "tf.py_function"},
  };
  return m;
}

// Ops tfplay runs that TF registers no gradient for either (ResizeArea: image_grad.py has
// none; TF 2.20's image_grad.py has none for AdjustContrastv2, AdjustHue, AdjustSaturation
// and HSVToRGB either, as the "Introduction to gradients" guide shows for tf.image.adjust_contrast;
// array_grad.py has none for Unique and UniqueWithCounts, linalg_grad.py none for Lu and
// MatrixLogarithm), so differentiating them is TF's LookupError, not a missing feature.
const std::set<std::string>& without_tf_gradient() {
  static const std::set<std::string> s = {"ResizeArea", "AdjustContrastv2", "AdjustHue", "AdjustSaturation", "HSVToRGB",
                                          "Unique",     "UniqueWithCounts", "Lu",        "MatrixLogarithm"};
  return s;
}

}  // namespace

void register_gradient(const std::string& op_type, GradientFunction fn) {
  // One gradient per op type: a second one would silently replace the first.
  if (storage().functions.count(op_type)) throw std::logic_error("the gradient of " + op_type + " is registered twice");
  storage().functions[op_type] = std::move(fn);
}

void not_differentiable(const std::string& op_type) { storage().not_differentiable.insert(op_type); }

const GradientFunction* lookup(const std::string& op_type) {
  Registry& r = registry();
  auto it = r.functions.find(op_type);
  if (it != r.functions.end()) return &it->second;
  if (r.not_differentiable.count(op_type)) return nullptr;
  auto u = unsupported().find(op_type);
  if (u != unsupported().end()) {
    py::raise(py::E().NotImplementedError, "tfplay cannot compute gradients through " + u->second + " (op " + op_type +
                                               ") yet; TensorFlow can");
  }
  // Ops TF registers no gradient for either (image_grad.py and nn_grad.py differentiate the
  // forward ops only): registry.Registry.lookup's LookupError, as in TF.
  static const std::set<std::string> no_tf_gradient = {"ResizeBilinearGrad", "ResizeNearestNeighborGrad", "LRNGrad"};
  if (no_tf_gradient.count(op_type)) py::raise(py::E().LookupError, "gradient registry has no entry for: " + op_type);
  // An op tfplay runs but has no gradient for: TF may well have one, so say what is missing.
  if (graph::OpRegistry::global().find(op_type) && !without_tf_gradient().count(op_type)) {
    py::raise(py::E().NotImplementedError, "tfplay has no gradient for the op " + op_type + " yet");
  }
  py::raise(py::E().LookupError, "gradient registry has no entry for: " + op_type);
}

// ---- building blocks -----------------------------------------------------------------------

Ref gen(const std::string& op_type, const std::vector<Ref>& inputs, graph::AttrMap attrs) {
  return apply_op1(op_type, inputs, std::move(attrs));
}

Ref binary(const char* scope, const char* op_type, const Ref& a, const Ref& b) {
  OpScope s(nullptr, scope);
  return apply_op1(op_type, {a, b}, {}, s);
}

Ref ints(const std::vector<int64_t>& values) {
  std::vector<Ref> items;
  for (int64_t v : values) items.push_back(py::Int(v));
  return py::List(std::move(items));
}

Ref scalar(double v, DType dt, const std::string& name) { return constant_tensor(tensor::Tensor::scalar_of(dt, v), name); }

Ref mul(const Ref& a, const Ref& b) { return binary("mul", "Mul", a, b); }
Ref add(const Ref& a, const Ref& b) { return binary("add", "AddV2", a, b); }
Ref sub(const Ref& a, const Ref& b) { return binary("sub", "Sub", a, b); }
Ref neg(const Ref& a) { return gen("Neg", {a}); }

Ref swap_last_two_axes(const Ref& x, int rank) {
  std::vector<int64_t> perm;
  for (int i = 0; i < rank; ++i) perm.push_back(i);
  std::swap(perm[rank - 1], perm[rank - 2]);
  return gen("Transpose", {x, ints(perm)});
}

Ref matrix_diag(const Ref& d) {
  return gen("MatrixDiagV3", {d, scalar(0, DType::Int32), scalar(-1, DType::Int32), scalar(-1, DType::Int32), scalar(0, dtype(d))},
             {{"align", std::string("RIGHT_LEFT")}});
}

Ref matrix_set_diag(const Ref& m, const Ref& d) {
  return gen("MatrixSetDiagV3", {m, d, scalar(0, DType::Int32)}, {{"align", std::string("RIGHT_LEFT")}});
}

Ref matrix_diag_part(const Ref& m) {
  return gen("MatrixDiagPartV3", {m, scalar(0, DType::Int32), scalar(0, dtype(m))}, {{"align", std::string("RIGHT_LEFT")}});
}

const tensor::TensorShape& static_shape(const Ref& x) { return function::as_tensor(x.get())->shape; }

DType dtype(const Ref& x) { return function::as_tensor(x.get())->dtype; }

namespace {

// tensor_util.constant_value over a graph endpoint: Const, Rank of a known rank, and Range of
// constants (what math_ops._ReductionDims builds for a scalar's axes).
std::optional<tensor::Tensor> endpoint_constant(const graph::FuncGraph& g, const graph::Endpoint& e) {
  const graph::Node& n = g.node(e.node);
  if (n.op == "Const") return std::get<tensor::Tensor>(n.attrs.at("value"));
  if (n.op == "Rank") {
    const graph::Endpoint& in = n.inputs.at(0);
    const tensor::TensorShape& s = g.node(in.node).output_shapes.at(static_cast<std::size_t>(in.index));
    if (s.has_rank()) return tensor::Tensor::scalar_int32(*s.rank());
  }
  if (n.op == "Range" && n.inputs.size() == 3 && n.output_dtypes.at(0) == DType::Int32) {
    std::optional<tensor::Tensor> start = endpoint_constant(g, n.inputs[0]), limit = endpoint_constant(g, n.inputs[1]),
                                  delta = endpoint_constant(g, n.inputs[2]);
    if (!start || !limit || !delta || delta->as_double(0) == 0) return std::nullopt;
    std::vector<int32_t> values;
    const auto a = static_cast<int64_t>(start->as_double(0)), b = static_cast<int64_t>(limit->as_double(0)),
               d = static_cast<int64_t>(delta->as_double(0));
    for (int64_t v = a; d > 0 ? v < b : v > b; v += d) values.push_back(static_cast<int32_t>(v));
    return tensor::Tensor::from_vector<int32_t>(DType::Int32, {static_cast<int64_t>(values.size())}, std::move(values));
  }
  return std::nullopt;
}

}  // namespace

std::optional<tensor::Tensor> constant_value(const Ref& x) {
  const function::TensorObject* t = function::as_tensor(x.get());
  if (t->is_eager()) return *t->value;
  return endpoint_constant(*t->graph, {t->node, t->index});
}

Ref shape(const Ref& x) {
  const tensor::TensorShape& s = static_shape(x);
  if (in_graph_mode() && s.is_fully_defined()) {
    // array_ops.shape_internal(optimize=True): a constant named like the op would be.
    const std::vector<int64_t> dims = s.concrete();
    OpScope scope(nullptr, "Shape");
    return constant_tensor(tensor::Tensor::from_vector<int32_t>(DType::Int32, {static_cast<int64_t>(dims.size())},
                                                                std::vector<int32_t>(dims.begin(), dims.end())),
                           scope.op_name());
  }
  return gen("Shape", {x}, {{"out_type", DType::Int32}});
}

Ref const_shape(const tensor::TensorShape& s) {
  const std::vector<int64_t> dims = s.concrete();
  return constant_tensor(tensor::Tensor::from_vector<int32_t>(DType::Int32, {static_cast<int64_t>(dims.size())},
                                                              std::vector<int32_t>(dims.begin(), dims.end())));
}

Ref reshape(const Ref& x, const Ref& s) { return gen("Reshape", {x, s}); }

Ref reduce_sum(const Ref& x, const Ref& axes, bool keepdims) { return gen("Sum", {x, axes}, {{"keep_dims", keepdims}}); }

Ref zeros_like(const Ref& x) {
  // array_ops.zeros_like_impl: a constant when a graph knows the shape, else ZerosLike.
  const tensor::TensorShape& s = static_shape(x);
  if (in_graph_mode() && s.is_fully_defined()) {
    OpScope scope(nullptr, "zeros_like");
    return constant_tensor(tensor::Tensor::zeros(dtype(x), s.concrete()), scope.op_name());
  }
  return gen("ZerosLike", {x});
}

Ref reduced_shape(const OpRecord& op) {
  const Ref& input = op.inputs.at(0);
  const tensor::TensorShape& s = static_shape(input);
  std::optional<tensor::Tensor> axes_value = constant_value(op.inputs.at(1));
  if (!s.has_rank() || !axes_value) {
    // math_ops.reduced_shape's general case: DynamicStitch puts 1 at the reduced axes of the
    // input's runtime shape, with axes = (axes + rank) % rank.
    Ref input_shape = gen("Shape", {input}, {{"out_type", DType::Int32}});
    Ref axes = gen("Cast", {op.inputs.at(1)}, {{"DstT", DType::Int32}});
    Ref input_rank = gen("Size", {input_shape}, {{"out_type", DType::Int32}});
    axes = binary("mod", "FloorMod", binary("add", "AddV2", axes, input_rank), input_rank);
    Ref axes_shape = gen("Shape", {axes}, {{"out_type", DType::Int32}});
    Ref positions = gen("Range", {scalar(0, DType::Int32, "range/start"), input_rank, scalar(1, DType::Int32, "range/delta")});
    Ref ones = gen("Fill", {axes_shape, scalar(1, DType::Int32, "ones/Const")});
    return apply_op1("DynamicStitch", {py::List({positions, axes}), py::List({input_shape, ones})}, {},
                     py::Str("DynamicStitch"));
  }
  const int64_t rank = *s.rank();
  std::vector<bool> reduced(static_cast<std::size_t>(rank), false);
  for (int64_t a : axes_value->to_int64_vector()) reduced.at(static_cast<std::size_t>(a < 0 ? a + rank : a)) = true;
  if (s.is_fully_defined()) {
    std::vector<int64_t> kept = s.concrete();
    for (int64_t i = 0; i < rank; ++i)
      if (reduced[static_cast<std::size_t>(i)]) kept[static_cast<std::size_t>(i)] = 1;
    return ints(kept);
  }
  // Unknown dims: pick 1 for reduced axes and the runtime dim otherwise.
  std::vector<uint8_t> mask(reduced.begin(), reduced.end());
  tensor::Tensor mask_t = tensor::Tensor::zeros(DType::Bool, {rank});
  for (int64_t i = 0; i < rank; ++i) mask_t.mutable_data<bool>()[i] = reduced[static_cast<std::size_t>(i)];
  Ref ones = constant_tensor(tensor::Tensor::from_vector<int32_t>(DType::Int32, {rank}, std::vector<int32_t>(rank, 1)));
  return gen("SelectV2", {constant_tensor(mask_t), ones, shape(input)});
}

bool shapes_fully_specified_and_equal(const Ref& x, const Ref& y, const Ref& grad) {
  const tensor::TensorShape &sx = static_shape(x), &sy = static_shape(y), &sg = static_shape(grad);
  return sx.is_fully_defined() && sy.is_fully_defined() && sg.is_fully_defined() && sx.concrete() == sy.concrete() &&
         sx.concrete() == sg.concrete();
}

namespace {

// math_grad._InferGradientReductionAxes: nullopt when a dim that matters is unknown.
std::optional<std::pair<std::vector<int64_t>, std::vector<int64_t>>> infer_reduction_axes(const tensor::TensorShape& xs,
                                                                                        const tensor::TensorShape& ys) {
  if (!xs.has_rank() || !ys.has_rank()) return std::nullopt;
  const int xr = *xs.rank(), yr = *ys.rank(), br = std::max(xr, yr);
  std::vector<int64_t> xa, ya;
  for (int axis = 0; axis < br; ++axis) {
    std::optional<int64_t> xd = axis < br - xr ? std::optional<int64_t>(1) : xs.as_list()[axis - (br - xr)];
    std::optional<int64_t> yd = axis < br - yr ? std::optional<int64_t>(1) : ys.as_list()[axis - (br - yr)];
    if (xd == 1 && yd != 1) xa.push_back(axis);
    else if (yd == 1 && xd != 1) ya.push_back(axis);
    else if (!xd || !yd) return std::nullopt;
  }
  return std::make_pair(xa, ya);
}

}  // namespace

std::pair<Ref, Ref> reduce_gradient_args(const Ref& x, const Ref& y, Ref gx, Ref gy) {
  if (!gx && !gy) return {gx, gy};
  // SmartBroadcastGradientArgs.
  Ref sx = shape(x);
  Ref sy = shape(y);
  std::optional<std::pair<std::vector<int64_t>, std::vector<int64_t>>> axes;
  if (in_graph_mode()) axes = infer_reduction_axes(static_shape(x), static_shape(y));
  Ref rx, ry;
  bool reduce_x = true, reduce_y = true;
  if (!axes) {
    std::vector<Ref> r = run_op("BroadcastGradientArgs", {sx, sy}, {}, "BroadcastGradientArgs");
    rx = r.at(0);
    ry = r.at(1);
  } else {
    const int xr = *static_shape(x).rank(), yr = *static_shape(y).rank();
    reduce_x = !axes->first.empty() || xr < yr;
    reduce_y = !axes->second.empty() || yr < xr;
    rx = ints(axes->first);
    ry = ints(axes->second);
  }
  // _ReduceGradientArg.
  if (gx && reduce_x) gx = reshape(reduce_sum(gx, rx, true), sx);
  if (gy && reduce_y) gy = reshape(reduce_sum(gy, ry, true), sy);
  return {gx, gy};
}

}  // namespace tfplay::tf::grad
