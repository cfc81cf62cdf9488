// tf.reverse, tf.roll, tf.pad, tf.gather_nd, tf.scatter_nd, tf.tensor_scatter_nd_*,
// tf.sequence_mask, tf.meshgrid, tf.repeat, tf.einsum, tf.ensure_shape and tf.get_static_value as
// TF 2.20's Python wrappers build them (array_ops.py, manip_ops.py, special_math_ops.py,
// check_ops.py, tensor_util.py): the same ops in the same name scopes, the same errors.
#include "core/tf/manip_ops.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/kernels.h"
#include "core/tf/array_api.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"
#include "core/tf/tensor_ops.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {


Ref slice_of(Ref a, Ref b, Ref c) { return py::make_object<py::SliceObject>(py::T().slice, std::move(a), std::move(b), std::move(c)); }

Ref call(const Ref& tf, const char* fn, std::vector<Ref> args) { return py::call(py::getattr(tf, fn), std::move(args)); }


// array_ops.pad.
Ref pad(CallArgs& a) {
  Ref tensor = require(a, 0, "tensor", "pad");
  Ref paddings = require(a, 1, "paddings", "pad");
  Ref mode_arg = arg(a, 2, "mode");
  Ref constant_values = arg(a, 3, "constant_values");
  Ref name = arg(a, 4, "name");
  std::string mode = present(mode_arg) ? py::str(mode_arg) : "CONSTANT";
  std::transform(mode.begin(), mode.end(), mode.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  if (mode == "CONSTANT") {
    // A Python zero keeps the old Pad op; anything else (or a tensor) is PadV2.
    const bool zero = !present(constant_values) ||
                      (!tensor_of(constant_values) && (py::is_int(constant_values.get()) || py::is_float(constant_values.get())) &&
                       py::as_float(constant_values.get()) == 0.0);
    if (zero) return apply_op1("Pad", {tensor, paddings}, {}, name);
    return apply_op1("PadV2", {tensor, paddings, constant_values}, {}, name);
  }
  if (mode == "REFLECT" || mode == "SYMMETRIC") return apply_op1("MirrorPad", {tensor, paddings}, {{"mode", mode}}, name);
  py::raise_value_error("Value of argument `mode` expected to be one of \"CONSTANT\", \"REFLECT\", or \"SYMMETRIC\". Received `mode` = " +
                        mode);
}

// array_ops.sequence_mask.
Ref sequence_mask(CallArgs& a) {
  Ref lengths_in = require(a, 0, "lengths", "sequence_mask");
  Ref maxlen_in = arg(a, 1, "maxlen");
  Ref dtype_ref = arg(a, 2, "dtype");
  OpScope s(arg(a, 3, "name"), "SequenceMask");
  Ref lengths = convert_to_tensor(lengths_in, std::nullopt);
  Ref maxlen;
  if (!present(maxlen_in)) {
    // gen_math_ops._max(lengths, _all_dimensions(lengths)), then at least 0.
    const std::optional<int> rank = tensor_of(lengths)->shape.rank();
    if (!rank) py::raise(py::E().NotImplementedError, "tfplay's tf.sequence_mask needs lengths of known rank when maxlen is None");
    std::vector<int64_t> all;
    for (int i = 0; i < *rank; ++i) all.push_back(i);
    maxlen = apply_op1("Max", {lengths, int32_vector(all)}, {{"keep_dims", false}});
    maxlen = apply_op1("Maximum", {constant_tensor(tensor::cast(Tensor::scalar_int64(0), tensor_of(maxlen)->dtype)), maxlen});
  } else {
    maxlen = convert_to_tensor(maxlen_in, std::nullopt);
  }
  const std::optional<int> mrank = tensor_of(maxlen)->shape.rank();
  if (mrank && *mrank != 0) {
    py::raise_value_error("Argument `maxlen` must be scalar for sequence_mask, received `maxlen` = " + py::str(maxlen) +
                          " with shape '" + tensor_of(maxlen)->shape.str() + "' instead");
  }
  const DType mdt = tensor_of(maxlen)->dtype;
  // constant(0, maxlen.dtype): TypeError for a dtype 0 does not convert to (a string maxlen).
  Ref row_vector = apply_op1("Range", {convert_to_tensor(py::Int(0), mdt), maxlen, convert_to_tensor(py::Int(1), mdt)});
  Ref expanded = apply_op1("ExpandDims", {lengths, py::Int(-1)});
  Ref matrix = apply_op1("Cast", {expanded}, {{"DstT", mdt}, {"Truncate", false}});
  Ref result = apply_op1("Less", {row_vector, matrix});
  const std::optional<DType> dtype = dtype_arg(dtype_ref);
  if (!dtype || *dtype == DType::Bool) return result;
  return apply_op1("Cast", {result}, {{"DstT", *dtype}, {"Truncate", false}});
}

// array_ops.meshgrid.
Ref meshgrid(const Ref& tf, CallArgs& a) {
  std::string indexing = "xy";
  Ref name;
  for (const auto& [k, v] : a.kwargs) {
    if (k == "indexing") indexing = py::str(v);
    else if (k == "name") name = v;
    else py::raise_type_error("'" + k + "' is an invalid keyword argument for this function");
  }
  if (indexing != "xy" && indexing != "ij")
    py::raise_value_error("Argument `indexing` parameter must be either 'xy' or 'ij', got '" + indexing + "'");
  OpScope s(present(name) ? name : py::Str("meshgrid"), "meshgrid");
  const std::size_t ndim = a.args.size();
  if (!ndim) return py::List({});
  std::vector<Ref> output;
  for (std::size_t i = 0; i < ndim; ++i) {
    std::vector<Ref> shape(ndim, py::Int(1));
    shape[i] = py::Int(-1);
    // array_ops_stack.stack(x): a tensor stays itself, a Python list becomes a constant.
    Ref stacked = tensor_of(a.args[i]) ? a.args[i] : call(tf, "stack", {a.args[i]});
    output.push_back(call(tf, "reshape", {stacked, py::Tuple(shape)}));
  }
  std::vector<Ref> shapes;
  for (const Ref& x : a.args) shapes.push_back(call(tf, "size", {x}));
  const DType out_dtype = tensor_of(convert_to_tensor(a.args[0], std::nullopt))->dtype;
  if (indexing == "xy" && ndim > 1) {
    std::vector<Ref> s0{py::Int(1), py::Int(-1)}, s1{py::Int(-1), py::Int(1)};
    for (std::size_t k = 2; k < ndim; ++k) {
      s0.push_back(py::Int(1));
      s1.push_back(py::Int(1));
    }
    output[0] = call(tf, "reshape", {output[0], py::Tuple(s0)});
    output[1] = call(tf, "reshape", {output[1], py::Tuple(s1)});
    std::swap(shapes[0], shapes[1]);
  }
  Ref mult_fact = call(tf, "ones", {py::List(shapes), function::dtype_object(out_dtype)});
  std::vector<Ref> out;
  for (const Ref& x : output) out.push_back(py::binary_op(py::ast::BinOpKind::Mult, x, mult_fact));
  return py::List(out);
}

// array_ops.repeat / repeat_with_axis.
Ref repeat(const Ref& tf, CallArgs& a) {
  Ref input = require(a, 0, "input", "repeat");
  Ref repeats_in = require(a, 1, "repeats", "repeat");
  Ref axis_ref = arg(a, 2, "axis");
  Ref name = arg(a, 3, "name");
  if (!present(axis_ref)) {
    input = call(tf, "reshape", {input, py::List({py::Int(-1)})});
    axis_ref = py::Int(0);
  }
  if (!py::is_int(axis_ref.get()))
    py::raise_type_error("Argument `axis` must be an int. Received `axis` = " + py::str(axis_ref) + " of type " +
                         "<class '" + py::type_name(axis_ref.get()) + "'>");
  int64_t axis = py::as_int(axis_ref.get());
  OpScope s(name, "Repeat");
  Ref data = convert_to_tensor(input, std::nullopt, "data");
  Ref repeats = convert_to_tensor(repeats_in, tensor_of(repeats_in) ? std::nullopt : std::optional<DType>(DType::Int32), "repeats");
  if (!tensor::is_integer(tensor_of(repeats)->dtype)) repeats = convert_to_tensor(repeats, DType::Int32, "repeats");
  const tensor::TensorShape& rshape = tensor_of(repeats)->shape;
  if (rshape.has_rank() && *rshape.rank() > 1) py::raise_value_error("Shape " + rshape.str() + " must have rank at most 1");
  if (tensor_of(data)->shape.rank() == 0) data = call(tf, "reshape", {data, py::List({py::Int(1)})});  // _with_nonzero_rank
  const std::optional<int> rank = tensor_of(data)->shape.rank();
  if (!rank) py::raise(py::E().NotImplementedError, "tfplay's tf.repeat needs a tensor of known rank");
  if (axis < -*rank || axis >= *rank) {
    py::raise_value_error("axis=" + std::to_string(axis) + " out of bounds: expected " + std::to_string(-*rank) + "<=axis<" +
                          std::to_string(*rank));
  }
  if (axis < 0) axis += *rank;
  Ref data_shape = call(tf, "shape", {data, function::dtype_object(tensor_of(repeats)->dtype)});
  if (rshape.num_elements() == std::optional<int64_t>(1)) {
    // A scalar repeat: tile along a new axis, then fold it into `axis`.
    Ref r = call(tf, "reshape", {repeats, py::List({})});
    Ref expanded = call(tf, "expand_dims", {data, py::Int(axis + 1)});
    std::vector<Ref> multiples(static_cast<std::size_t>(*rank + 1), py::Int(1));
    multiples[static_cast<std::size_t>(axis + 1)] = r;
    Ref tiled = call(tf, "tile", {expanded, py::List(multiples)});
    Ref head = tensor_getitem(data_shape, slice_of(py::None(), py::Int(axis), py::None()));
    Ref dim = tensor_getitem(data_shape, py::Int(axis));
    Ref tail = tensor_getitem(data_shape, slice_of(py::Int(axis + 1), py::None(), py::None()));
    Ref result_shape = call(tf, "concat", {py::List({head, py::List({py::binary_op(py::ast::BinOpKind::Mult, r, dim)}), tail}), py::Int(0)});
    return call(tf, "reshape", {tiled, result_shape});
  }
  // A repeat count per element: TF builds a sequence mask and a boolean_mask; tfplay gathers
  // the repeated indices (the same values; the graph differs, docs/ops-fidelity.md).
  const function::TensorObject* rt = tensor_of(repeats);
  const graph::Node* const_node = rt->is_eager() ? nullptr : &rt->graph->node(rt->node);
  const Tensor* rv = rt->is_eager() ? &*rt->value : (const_node->op == "Const" ? &std::get<Tensor>(const_node->attrs.at("value")) : nullptr);
  if (!rv) py::raise(py::E().NotImplementedError, "tfplay's tf.repeat needs constant per-element repeats inside tf.function");
  const auto& dims = tensor_of(data)->shape.as_list();
  if (dims[axis] && *dims[axis] != rv->num_elements()) {
    py::raise_value_error("Dimensions " + std::to_string(*dims[axis]) + " and " + std::to_string(rv->num_elements()) + " are not compatible");
  }
  std::vector<int64_t> idx;
  for (int64_t i = 0; i < rv->num_elements(); ++i)
    for (int64_t k = 0; k < rv->as_int64(i); ++k) idx.push_back(i);
  Ref indices = constant_tensor(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(idx.size())}, idx));
  return call(tf, "gather", {data, indices, py::None(), py::Int(axis)});
}

// special_math_ops._einsum_v2_parse_and_resolve_equation: the equation without spaces, an
// ellipsis parsed as the label '0', validated as there and completed with the implicit output
// (the labels appearing once, sorted: '0' sorts first, so "...ij" keeps its ellipsis in front
// unless another input has one too); returned with '...' back in place for the Einsum op.
std::string resolve_einsum_equation(const std::string& equation, std::size_t num_inputs) {
  std::string resolved;
  for (char c : equation)
    if (c != ' ') resolved += c;
  const bool ellipsis = equation.find("...") != std::string::npos;
  if (ellipsis) {
    if (resolved.find('0') != std::string::npos)
      py::raise_value_error("Invalid character \"0\" in equation: " + equation + ".");
    for (std::size_t at; (at = resolved.find("...")) != std::string::npos;) resolved.replace(at, 3, "0");
  }
  // re.match('^([a-zA-Z0,]*)(->[a-zA-Z0]*)?$', resolved) ('0' only with an ellipsis).
  auto labels_only = [ellipsis](const std::string& part, bool commas) {
    for (char c : part)
      if (!(std::isalpha(static_cast<unsigned char>(c)) || (ellipsis && c == '0') || (commas && c == ','))) return false;
    return true;
  };
  const std::size_t arrow = resolved.find("->");
  const std::string lhs = resolved.substr(0, arrow);
  if (!labels_only(lhs, true) || (arrow != std::string::npos && !labels_only(resolved.substr(arrow + 2), false)))
    py::raise_value_error("Subscripts have incorrect format: " + resolved);
  const std::size_t num_labels = static_cast<std::size_t>(std::count(lhs.begin(), lhs.end(), ',')) + 1;
  if (num_inputs != num_labels) {
    py::raise_value_error("Got " + std::to_string(num_inputs) + " inputs for equation \"" + equation + "\", expecting " +
                          std::to_string(num_labels));
  }
  std::string output;
  if (arrow == std::string::npos) {
    std::map<char, int> count;  // collections.Counter(match.group(1)), keys sorted
    for (char c : lhs) ++count[c];
    for (const auto& [c, n] : count)
      if (c != ',' && n == 1) output += c;
    resolved += "->" + output;
  } else {
    output = resolved.substr(arrow + 2);
  }
  if (std::set<char>(output.begin(), output.end()).size() != output.size())
    py::raise_value_error("Output subscripts contain a label appearing more than once: " + equation);
  for (char c : output)
    if (c != '0' && lhs.find(c) == std::string::npos)
      py::raise_value_error(std::string("Output subscripts contain the label ") + c + " not present in the input subscripts.");
  if (ellipsis && std::count(output.begin(), output.end(), '0') > 1)
    py::raise_value_error("Output subscripts contain multiple ellipsis: " + equation);
  if (ellipsis)
    for (std::size_t at; (at = resolved.find('0')) != std::string::npos;) resolved.replace(at, 1, "...");
  return resolved;
}

// special_math_ops._einsum_v2 for one or two operands (gen_linalg_ops.einsum with the resolved
// equation); more operands go through opt_einsum's contraction path, which tfplay lacks.
Ref einsum(CallArgs& a) {
  if (a.args.empty()) py::raise_type_error("einsum() missing 1 required positional argument: 'equation'");
  Ref name;
  for (const auto& [k, v] : a.kwargs) {
    if (k == "name") name = v;
    else if (k != "optimize") py::raise_type_error("Invalid keyword arguments for this function: " + k + ". Valid arguments are: name, optimize");
  }
  const std::string equation = py::as_str(a.args[0].get());
  std::vector<Ref> inputs(a.args.begin() + 1, a.args.end());
  OpScope s(name, "einsum");
  for (const Ref& x : inputs)
    if (!tensor_of(x) && !as_numpy_array(x.get()) && !py::getattr_opt(x, "shape"))
      py::raise(py::E().AttributeError, "'" + py::type_name(x.get()) + "' object has no attribute 'shape'");
  const std::string resolved = resolve_einsum_equation(equation, inputs.size());
  if (inputs.size() > 2) py::raise(py::E().NotImplementedError, "tfplay's tf.einsum supports one or two operands only");
  return apply_op1("Einsum", {py::List(inputs)}, {{"equation", resolved}});
}

// tensor_util.constant_value (tf.get_static_value): what is known without running the graph.
Ref static_value(const Ref& value) {
  function::TensorObject* t = tensor_of(value);
  // tensor_util.constant_value: a non-tensor is returned as it is; a tf type that is neither an
  // EagerTensor (core.Value) nor a graph tensor (core.Symbol), such as a variable, gives None.
  if (!t) return is_tf_type(value) ? py::None() : value;
  if (t->is_eager()) return make_numpy(*t->value);
  const graph::Node& n = t->graph->node(t->node);
  auto input_value = [&](int i) -> Ref {
    const graph::Endpoint e = n.inputs.at(static_cast<std::size_t>(i));
    const graph::Node& src = t->graph->node(e.node);
    return static_value(function::make_symbolic(t->graph, e.node, e.index, src.output_dtypes.at(e.index), src.output_shapes.at(e.index),
                                                t->graph->endpoint_name(e)));
  };
  const auto& in_shape = [&](int i) -> const tensor::TensorShape& {
    const graph::Endpoint e = n.inputs.at(static_cast<std::size_t>(i));
    return t->graph->node(e.node).output_shapes.at(e.index);
  };
  if (n.op == "Const") return make_ndarray(std::get<Tensor>(n.attrs.at("value")));
  if (n.op == "Shape" && in_shape(0).is_fully_defined()) {
    const std::vector<int64_t> d = in_shape(0).concrete();
    return make_ndarray(tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(d.size())}, d), t->dtype));
  }
  if (n.op == "Size" && in_shape(0).is_fully_defined())
    return make_ndarray(tensor::cast(Tensor::scalar_int64(*in_shape(0).num_elements()), t->dtype));
  if (n.op == "Rank" && in_shape(0).has_rank()) return make_ndarray(Tensor::scalar_int32(*in_shape(0).rank()));
  if (n.op == "Identity" || n.op == "Cast") {
    Ref v = input_value(0);
    const NumpyArrayObject* arr = as_numpy_array(v.get());
    if (!arr) return py::None();
    return make_ndarray(tensor::cast(arr->value(), t->dtype));
  }
  return py::None();
}

}  // namespace

void install_manip_ops(const Ref& tf) {
  std::weak_ptr<py::Object> weak_tf = tf;
  auto tf_of = [weak_tf] { return weak_tf.lock(); };
  def(tf, "reverse", +[](CallArgs& a) {
    return apply_op1("ReverseV2", {require(a, 0, "tensor", "reverse"), require(a, 1, "axis", "reverse")}, {}, arg(a, 2, "name"));
  });
  def(tf, "roll", +[](CallArgs& a) {
    return apply_op1("Roll", {require(a, 0, "input", "roll"), require(a, 1, "shift", "roll"), require(a, 2, "axis", "roll")}, {},
                     arg(a, 3, "name"));
  });
  def(tf, "pad", pad);
  def(tf, "gather_nd", +[](CallArgs& a) {
    Ref batch_dims = arg(a, 2, "batch_dims");
    if (present(batch_dims) && py::as_int(batch_dims.get()) != 0)
      py::raise(py::E().NotImplementedError, "tfplay's tf.gather_nd supports batch_dims=0 only");
    return apply_op1("GatherNd", {require(a, 0, "params", "gather_nd"), require(a, 1, "indices", "gather_nd")}, {}, arg(a, 3, "name"));
  });
  def(tf, "scatter_nd", +[](CallArgs& a) {
    return apply_op1("ScatterNd",
                     {require(a, 0, "indices", "scatter_nd"), require(a, 1, "updates", "scatter_nd"), require(a, 2, "shape", "scatter_nd")},
                     {}, arg(a, 3, "name"));
  });
  struct Scatter {
    const char* fn;
    const char* op;
  };
  static const Scatter kScatter[] = {{"tensor_scatter_nd_update", "TensorScatterUpdate"},
                                     {"tensor_scatter_nd_add", "TensorScatterAdd"},
                                     {"tensor_scatter_nd_sub", "TensorScatterSub"}};
  for (const Scatter& sc : kScatter) {
    const char* fn = sc.fn;
    const char* op = sc.op;
    def(tf, fn, [fn, op](CallArgs& a) {
      return apply_op1(op, {require(a, 0, "tensor", fn), require(a, 1, "indices", fn), require(a, 2, "updates", fn)}, {},
                       arg(a, 3, "name"));
    });
  }
  def(tf, "sequence_mask", sequence_mask);
  def(tf, "meshgrid", [tf_of](CallArgs& a) { return meshgrid(tf_of(), a); });
  def(tf, "repeat", [tf_of](CallArgs& a) { return repeat(tf_of(), a); });
  def(tf, "einsum", einsum);
  // check_ops.ensure_shape_v2 -> array_ops.ensure_shape -> gen_array_ops.ensure_shape.
  def(tf, "ensure_shape", [tf_of](CallArgs& a) -> Ref {
    Ref x = require(a, 0, "x", "ensure_shape");
    Ref shape = require(a, 1, "shape", "ensure_shape");
    if (shape->cls != function::tensor_shape_type()) shape = py::call(function::tensor_shape_type()->self(), {shape});
    graph::AttrMap attrs{{"shape", static_cast<function::TensorShapeObject*>(shape.get())->shape}};
    // The kernel's error names the NodeDef's input(0): the input tensor in a graph.
    if (const function::TensorObject* t = tensor_of(x); t && !t->is_eager()) attrs["_input_name"] = t->graph->input_name({t->node, t->index});
    return apply_op1("EnsureShape", {x}, std::move(attrs), arg(a, 2, "name"));
  });
  if (Ref debugging = tf->dict->get("debugging")) debugging->dict->set("ensure_shape", tf->dict->get("ensure_shape"));
  def(tf, "get_static_value", +[](CallArgs& a) { return static_value(require(a, 0, "tensor", "get_static_value")); });
}

}  // namespace tfplay::tf
