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
  if (dt == DType::Variant) py::raise(py::E().NotImplementedError, "tfplay's tf.math.conj does not take variant tensors");
  py::raise_type_error("Expected numeric or variant tensor, got dtype " + py::repr(dtype_obj(dt)) + ".");
}

// math_ops.real / imag / angle for tfplay's real dtypes (tfplay has no complex tensors), each
// inside name_scope(name, "Real"/"Imag"/"Angle"): real returns a numeric input itself (TypeError
// otherwise), imag its zeros_like, angle pi where the input is negative and 0 elsewhere (Select).
Ref real_part(CallArgs& a) {
  Ref input_in = require(a, 0, "input", "real");
  OpScope s(arg(a, 1, "name"), "Real");
  Ref input = convert_to_tensor(input_in, std::nullopt, "input");
  if (!tensor::is_numeric(dtype_of(input)))
    py::raise_type_error("input must be a numeric tensor, but got tensor with dtype " + py::str(dtype_obj(dtype_of(input))));
  return input;
}

Ref imag_part(CallArgs& a) {
  Ref input_in = require(a, 0, "input", "imag");
  OpScope s(arg(a, 1, "name"), "Imag");
  return tf_call("zeros_like", {convert_to_tensor(input_in, std::nullopt, "input")});
}

Ref angle(CallArgs& a) {
  Ref input_in = require(a, 0, "input", "angle");
  OpScope s(arg(a, 1, "name"), "Angle");
  Ref input = convert_to_tensor(input_in, std::nullopt, "input");
  Ref negative = py::compare(py::ast::CmpOpKind::Lt, input, py::Int(0));
  Ref pis = op(Bin::Mult, py::Float(3.141592653589793), tf_call("ones_like", {input}));
  return apply_op1("Select", {negative, pis, tf_call("zeros_like", {input})});  // array_ops.where (v1)
}

// bincount_ops.bincount (tf.math.bincount): the output size is max(arr) + 1 (0 for an empty
// arr) clipped to [minlength, maxlength]; axis=0 counts the flattened arr, axis=-1 each row.
Ref bincount(CallArgs& a) {
  Ref name = arg(a, 5, "name");
  OpScope s(present(name) ? name : py::Str("bincount"), "bincount");
  Ref arr = convert_to_tensor(require(a, 0, "arr", "bincount"), std::nullopt, "arr");
  Ref weights = arg(a, 1, "weights");
  if (present(weights)) weights = convert_to_tensor(weights, std::nullopt, "weights");
  const bool binary = present(arg(a, 7, "binary_output")) && py::truthy(arg(a, 7, "binary_output"));
  if (present(weights) && binary)
    py::raise_value_error("Arguments `binary_output` and `weights` are mutually exclusive. Please specify only one.");
  if (!tensor::is_integer(dtype_of(arr))) arr = apply_op1("Cast", {arr}, {{"DstT", DType::Int32}, {"Truncate", false}});
  Ref axis_arg = arg(a, 6, "axis");
  const int64_t axis = present(axis_arg) ? py::as_int(axis_arg.get()) : 0;
  if (axis != 0 && axis != -1)
    py::raise_value_error("Unsupported value for argument axis=" + std::to_string(axis) + ". Only 0 and -1 are currently supported.");
  const DType idx = dtype_of(arr);
  Ref shape = apply_op1("Shape", {arr}, {{"out_type", DType::Int32}});
  Ref nonempty = apply_op1("Greater", {apply_op1("Prod", {shape, int32_vector({0})}, {{"keep_dims", false}}),
                                       constant_tensor(tensor::Tensor::scalar_int32(0))});
  Ref all_axes = apply_op1("Range", {constant_tensor(tensor::Tensor::scalar_int32(0)), apply_op1("Rank", {arr}),
                                     constant_tensor(tensor::Tensor::scalar_int32(1))});
  Ref top = apply_op1("AddV2", {apply_op1("Max", {arr, all_axes}, {{"keep_dims", false}}),
                                constant_tensor(tensor::Tensor::scalar_of(idx, 1))});
  Ref size = apply_op1("Mul", {apply_op1("Cast", {nonempty}, {{"DstT", idx}, {"Truncate", false}}), top});
  if (Ref m = arg(a, 2, "minlength"); present(m)) size = apply_op1("Maximum", {convert_to_tensor(m, idx, "minlength"), size});
  if (Ref m = arg(a, 3, "maxlength"); present(m)) size = apply_op1("Minimum", {convert_to_tensor(m, idx, "maxlength"), size});
  if (axis == 0) {
    if (present(weights)) weights = apply_op1("Reshape", {weights, int32_vector({-1})});
    arr = apply_op1("Reshape", {arr, int32_vector({-1})});
  }
  if (!present(weights)) {
    Ref dtype = arg(a, 4, "dtype");
    const DType dt = present(dtype) ? *dtype_arg(dtype) : DType::Int32;
    weights = constant_tensor(tensor::Tensor::zeros(dt, {0}));
  }
  return apply_op1("DenseBincount", {arr, size, weights}, {{"binary_output", binary}});
}

}  // namespace

void install_math_api(const Ref& tf) {
  Ref math = submodule_of(tf, "math");
  def(tf, "linspace", linspace_nd);
  // math_ops.xdivy: the Xdivy op inside name_scope(name, "xdivy").
  def(math, "xdivy", [](CallArgs& a) -> Ref {
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
  def(tf, "broadcast_dynamic_shape", [](CallArgs& a) {
    return apply_op1("BroadcastArgs", {require(a, 0, "shape_x", "broadcast_dynamic_shape"),
                                       require(a, 1, "shape_y", "broadcast_dynamic_shape")});
  });
}

}  // namespace tfplay::tf
