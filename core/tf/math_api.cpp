// math_ops.py composites and single-op wrappers with their own name scope (math_api.h). Each
// builds exactly the ops TF 2.20's Python function builds, through the same tf functions and
// operators, so graphs and eager results agree with TF's.
#include "core/tf/math_api.h"

#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using Bin = py::ast::BinOpKind;

namespace {

Ref op(Bin kind, const Ref& a, const Ref& b) { return py::binary_op(kind, a, b); }
Ref ge_zero(const Ref& x) { return py::compare(py::ast::CmpOpKind::GtE, x, py::Int(0)); }
Ref dtype_obj(DType d) { return function::dtype_object(d); }

/// math_ops.cast(x, dtype): x itself when it already has `dtype`.
Ref cast(const Ref& x, DType dtype) { return tf_call("cast", {x, dtype_obj(dtype)}); }

/// array_ops.convert_to_int_tensor(tensor, name): int32 by preference, then always a Cast op
/// (gen_math_ops.cast) to int32. TypeError "num must be an integer tensor; dtype=<dtype: 'float32'>".
Ref convert_to_int_tensor(const Ref& value, const std::string& name) {
  Ref t = convert_with_hint(value, DType::Int32, name);
  const DType dt = dtype_of(t);
  if (!tensor::is_integer(dt)) py::raise_type_error(name + " must be an integer tensor; dtype=" + py::str(dtype_obj(dt)));
  return apply_op1("Cast", {t}, {{"DstT", DType::Int32}, {"Truncate", false}});
}

/// math_ops.linspace_nd(start, stop, num, name=None, axis=0): `num` values from start to stop
/// along `axis`; start and stop broadcast against each other. Built from Range, Mul and AddV2
/// (not the LinSpace op): interior values are start + delta * i with delta = (stop - start) /
/// max(num - 1, 1), the endpoints exact, and a Slice keeps `num` of them (0 gives an empty
/// result). Integer endpoints divide with truediv (float64; float32 for 8/16-bit ints).
Ref linspace_nd(CallArgs& a) {
  Ref start_in = require(a, 0, "start", "linspace_nd");
  Ref stop_in = require(a, 1, "stop", "linspace_nd");
  Ref num_in = require(a, 2, "num", "linspace_nd");
  Ref axis = arg(a, 4, "axis");
  if (!present(axis)) axis = py::Int(0);
  OpScope s(arg(a, 3, "name"), "linspace");
  Ref start = convert_to_tensor(start_in, std::nullopt, "start");
  Ref stop = convert_to_tensor(stop_in, dtype_of(start), "stop");
  Ref num_int = convert_to_int_tensor(num_in, "num");
  cast(num_int, dtype_of(start));  // `num = cast(num_int, ...)`: built, never used
  Ref broadcast_shape = tf_call("broadcast_dynamic_shape", {tf_call("shape", {start}), tf_call("shape", {stop})});
  start = tf_call("broadcast_to", {start, broadcast_shape});
  stop = tf_call("broadcast_to", {stop, broadcast_shape});
  Ref expanded_start = tf_call("expand_dims", {start}, {{"axis", axis}});
  Ref expanded_stop = tf_call("expand_dims", {stop}, {{"axis", axis}});
  Ref shape = tf_call("shape", {expanded_start});
  Ref ndims = py::getitem(tf_call("shape", {shape}), py::Int(0));
  axis = tf_call("where", {ge_zero(axis), axis, op(Bin::Add, ndims, axis)});
  // Negative counts clamp so that Range and Reshape stay valid; the final Slice cuts to `num`.
  Ref num_fill = tf_call("math.maximum", {op(Bin::Sub, num_int, py::Int(2)), py::Int(0)});
  Ref n_steps = tf_call("math.maximum", {op(Bin::Sub, num_int, py::Int(1)), py::Int(1)});
  Ref span = op(Bin::Sub, expanded_stop, expanded_start);  // before the cast: op names follow
  Ref delta = op(Bin::Div, span, cast(n_steps, dtype_of(expanded_stop)));
  expanded_start = cast(expanded_start, dtype_of(delta));
  expanded_stop = cast(expanded_stop, dtype_of(delta));
  Ref range_end = tf_call("where", {ge_zero(num_int), n_steps, py::Int(-1)});
  Ref desired_range = cast(tf_call("range", {py::Int(1), range_end}, {{"dtype", dtype_obj(DType::Int64)}}), dtype_of(delta));
  Ref mask = tf_call("math.equal", {axis, tf_call("range", {ndims})});
  Ref desired_range_shape = tf_call("where", {mask, num_fill, py::Int(1)});
  desired_range = tf_call("reshape", {desired_range, desired_range_shape});
  Ref res = op(Bin::Add, expanded_start, op(Bin::Mult, delta, desired_range));
  Ref concatenated = tf_call("concat", {py::Tuple({expanded_start, res, expanded_stop})}, {{"axis", axis}});
  Ref begin = tf_call("zeros_like", {shape});
  Ref size = tf_call("where", {mask, num_int, shape});
  return tf_call("slice", {concatenated, begin, size});
}

/// math_ops.polyval(coeffs, x, name=None): Horner's rule, p = c + p * x, with the Python
/// operators. `coeffs` must be a list (ValueError otherwise); an empty list gives zeros_like(x).
Ref polyval(CallArgs& a) {
  Ref coeffs = require(a, 0, "coeffs", "polyval");
  Ref x_in = require(a, 1, "x", "polyval");
  if (!py::is_list(coeffs.get()))
    py::raise_value_error("Argument coeffs must be list type. Received type " + py::repr(coeffs->cls->self()) + ".");
  OpScope s(arg(a, 2, "name"), "polyval");
  Ref x = convert_to_tensor(x_in, std::nullopt, "x");
  std::vector<Ref> cs = py::to_vector(coeffs);
  if (cs.empty()) return tf_call("zeros_like", {x}, {{"name", s.in_graph() ? py::Str(s.op_name()) : py::None()}});
  for (std::size_t i = 0; i < cs.size(); ++i) cs[i] = convert_to_tensor(cs[i], std::nullopt, "coeff_" + std::to_string(i));
  Ref p = cs[0];
  for (std::size_t i = 1; i < cs.size(); ++i) p = op(Bin::Add, cs[i], op(Bin::Mult, p, x));
  return p;
}

/// math_ops.conj(x, name=None): real (floating or integer) tensors come back unchanged;
/// TypeError "Expected numeric or variant tensor, got dtype tf.bool." for bool and string.
Ref conj(CallArgs& a) {
  Ref x = require(a, 0, "x", "conj");
  auto real = [](DType d) { return tensor::is_floating(d) || tensor::is_integer(d); };
  if (function::as_tensor(x.get()) && real(dtype_of(x))) return x;
  OpScope s(arg(a, 1, "name"), "Conj");
  Ref t = convert_to_tensor(x, std::nullopt, "x");
  const DType dt = dtype_of(t);
  if (real(dt)) return t;
  if (tensor::is_complex(dt)) return apply_op1("Conj", {t}, {}, s);
  if (dt == DType::Variant) py::raise(py::E().NotImplementedError, "tfplay's tf.math.conj does not take variant tensors");
  py::raise_type_error("Expected numeric or variant tensor, got dtype " + py::repr(dtype_obj(dt)) + ".");
}

// math_ops.real / imag / angle, each inside name_scope(name, "Real"/"Imag"/"Angle"): a complex
// input runs the Real/Imag/Angle op with Tout its real dtype; otherwise real returns a numeric
// input itself (TypeError otherwise), imag its zeros_like, angle pi where the input is negative
// and 0 elsewhere (Select).
Ref real_part(CallArgs& a) {
  Ref input_in = require(a, 0, "input", "real");
  OpScope s(arg(a, 1, "name"), "Real");
  Ref input = convert_to_tensor(input_in, std::nullopt, "input");
  if (tensor::is_complex(dtype_of(input))) return apply_op1("Real", {input}, {{"Tout", tensor::real_dtype(dtype_of(input))}}, s);
  if (!tensor::is_numeric(dtype_of(input)))
    py::raise_type_error("input must be a numeric tensor, but got tensor with dtype " + py::str(dtype_obj(dtype_of(input))));
  return input;
}

Ref imag_part(CallArgs& a) {
  Ref input_in = require(a, 0, "input", "imag");
  OpScope s(arg(a, 1, "name"), "Imag");
  Ref input = convert_to_tensor(input_in, std::nullopt, "input");
  if (tensor::is_complex(dtype_of(input))) return apply_op1("Imag", {input}, {{"Tout", tensor::real_dtype(dtype_of(input))}}, s);
  return tf_call("zeros_like", {input});
}

Ref angle(CallArgs& a) {
  Ref input_in = require(a, 0, "input", "angle");
  OpScope s(arg(a, 1, "name"), "Angle");
  Ref input = convert_to_tensor(input_in, std::nullopt, "input");
  if (tensor::is_complex(dtype_of(input))) return apply_op1("Angle", {input}, {{"Tout", tensor::real_dtype(dtype_of(input))}}, s);
  Ref negative = py::compare(py::ast::CmpOpKind::Lt, input, py::Int(0));
  Ref pis = op(Bin::Mult, py::Float(3.141592653589793), tf_call("ones_like", {input}));
  return apply_op1("Select", {negative, pis, tf_call("zeros_like", {input})});  // array_ops.where (v1)
}

// bincount_ops.bincount (tf.math.bincount) for dense tensors, inside name_scope(name or
// "bincount"). Without binary_output or axis: int32 ids, an output size of max(arr) + 1 (0 for an
// empty arr) clipped by minlength/maxlength (Maximum/Minimum), then UnsortedSegmentSum of the
// weights or a Bincount op. Otherwise DenseBincount over the flattened arr (axis=0) or each row
// (axis=-1), with weights or an empty `dtype` weights tensor. ValueError for binary_output with
// weights and for axis other than 0/-1; InvalidArgumentError from the kernels for negative ids.
Ref bincount(CallArgs& a) {
  Ref arr = require(a, 0, "arr", "bincount");
  Ref weights = arg(a, 1, "weights");
  Ref minlength = arg(a, 2, "minlength");
  Ref maxlength = arg(a, 3, "maxlength");
  const DType dtype = dtype_arg(arg(a, 4, "dtype")).value_or(DType::Int32);
  Ref name = arg(a, 5, "name");
  Ref axis_arg = arg(a, 6, "axis");
  Ref binary_arg = arg(a, 7, "binary_output");
  const bool binary = present(binary_arg) && py::truthy(binary_arg);
  for (const Ref& v : {arr, weights}) {
    const std::string& type = present(v) ? py::type_name(v.get()) : std::string();
    if (type == "RaggedTensor" || type == "SparseTensor")
      py::raise(py::E().NotImplementedError, "tfplay's tf.math.bincount takes dense tensors only, not a " + type);
  }
  OpScope s(present(name) ? name : py::Str("bincount"), "bincount");
  // output_size = cast(size(arr) > 0) * (reduce_max(arr) + 1), clipped by minlength/maxlength.
  auto output_size = [&](const Ref& ids) {
    const DType dt = dtype_of(ids);
    Ref nonempty = py::compare(py::ast::CmpOpKind::Gt, tf_call("math.reduce_prod", {tf_call("shape", {ids})}), py::Int(0));
    Ref as_count = cast(nonempty, dt);  // built before the max, as Python evaluates the product
    Ref size = op(Bin::Mult, as_count, op(Bin::Add, tf_call("math.reduce_max", {ids}), py::Int(1)));
    if (present(minlength)) size = apply_op1("Maximum", {convert_to_tensor(minlength, dt, "minlength"), size});
    if (present(maxlength)) size = apply_op1("Minimum", {convert_to_tensor(maxlength, dt, "maxlength"), size});
    return size;
  };
  if (!binary && !present(axis_arg)) {
    Ref ids = convert_to_tensor(arr, DType::Int32, "arr");
    Ref size = output_size(ids);
    if (present(weights)) return apply_op1("UnsortedSegmentSum", {convert_to_tensor(weights, std::nullopt, "weights"), ids, size});
    Ref empty = constant_tensor(tensor::Tensor::zeros(dtype, {0}));
    return apply_op1("Bincount", {tf_call("reshape", {ids, py::List({py::Int(-1)})}), size, empty});
  }
  Ref ids = convert_to_tensor(arr, std::nullopt, "arr");
  if (present(weights)) weights = convert_to_tensor(weights, std::nullopt, "weights");
  if (present(weights) && binary)
    py::raise_value_error("Arguments `binary_output` and `weights` are mutually exclusive. Please specify only one.");
  if (!tensor::is_integer(dtype_of(ids))) ids = cast(ids, DType::Int32);
  const int64_t axis = present(axis_arg) ? py::as_int(axis_arg.get()) : 0;
  if (axis != 0 && axis != -1)
    py::raise_value_error("Unsupported value for argument axis=" + std::to_string(axis) + ". Only 0 and -1 are currently supported.");
  Ref size = output_size(ids);
  if (axis == 0) {
    if (present(weights)) weights = tf_call("reshape", {weights, py::List({py::Int(-1)})});
    ids = tf_call("reshape", {ids, py::List({py::Int(-1)})});
  }
  if (!present(weights)) weights = constant_tensor(tensor::Tensor::zeros(dtype, {0}));
  return apply_op1("DenseBincount", {ids, size, weights}, {{"binary_output", binary}});
}

}  // namespace

void install_math_api(const Ref& tf) {
  Ref math = submodule_of(tf, "math");
  def(tf, "linspace", linspace_nd);
  // math_ops.xdivy: the Xdivy op inside name_scope(name, "xdivy").
  def(math, "xdivy", +[](CallArgs& a) -> Ref {
    Ref x = require(a, 0, "x", "xdivy"), y = require(a, 1, "y", "xdivy");
    OpScope s(arg(a, 2, "name"), "xdivy");
    return apply_op1("Xdivy", {x, y});
  });
  def(math, "polyval", polyval);
  def(math, "bincount", bincount);
  def(math, "real", real_part);
  def(math, "imag", imag_part);
  def(math, "angle", angle);
  def(math, "conj", conj);
  // array_ops.broadcast_dynamic_shape(shape_x, shape_y): the BroadcastArgs op.
  def(tf, "broadcast_dynamic_shape", +[](CallArgs& a) {
    return apply_op1("BroadcastArgs", {require(a, 0, "shape_x", "broadcast_dynamic_shape"),
                                       require(a, 1, "shape_y", "broadcast_dynamic_shape")});
  });
}

}  // namespace tfplay::tf
