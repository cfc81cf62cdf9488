// tf.strided_slice, tf.reverse_sequence, tf.unique_with_counts, tf.dynamic_partition,
// tf.dynamic_stitch, tf.tensor_scatter_nd_max/min, tf.unravel_index, tf.truncatediv/truncatemod,
// tf.saturate_cast, tf.shape_n, tf.histogram_fixed_width and the tf.math functions over single
// ops (xlogy, xlog1py, erfinv, ndtri, erfcinv, reciprocal_no_nan, bessel_i0/i0e/i1/i1e, nextafter,
// accumulate_n, igamma, igammac, zeta, polygamma, betainc, approx_max_k, approx_min_k). Each follows TF 2.20's Python wrapper (array_ops.py, data_flow_ops.py,
// math_ops.py, special_math_ops.py, histogram_ops.py): the same name scopes, conversions and errors.
#include "core/tf/array_extras_api.h"

#include <cmath>
#include <limits>

#include "core/function/deprecation.h"
#include "core/function/runtime.h"
#include "core/python/protocols.h"
#include "core/tensor/kernels.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

// _execute.make_int: "Expected int for argument 'seq_dim' not None."
int64_t make_int(const Ref& v, const char* attr) {
  if (!v || !py::is_int(v.get()) || py::is_bool(v.get()))
    py::raise_type_error(std::string("Expected int for argument '") + attr + "' not " + py::repr(v ? v : py::None()) + ".");
  return py::as_int(v.get());
}

// The items of a list or tuple argument of a generated wrapper ("Expected list for 'indices'
// argument to 'dynamic_stitch' Op, not 3.").
std::vector<Ref> list_argument(const Ref& v, const char* arg_name, const char* op) {
  if (!v || !(py::is_list(v.get()) || py::is_tuple(v.get())))
    py::raise_type_error(std::string("Expected list for '") + arg_name + "' argument to '" + op + "' Op, not " +
                         py::repr(v ? v : py::None()) + ".");
  return py::to_vector(v);
}

// array_ops.strided_slice: StridedSlice with strides defaulting to ones_like(begin).
Ref strided_slice(CallArgs& a) {
  Ref input = require(a, 0, "input_", "strided_slice");
  Ref begin = require(a, 1, "begin", "strided_slice");
  Ref end = require(a, 2, "end", "strided_slice");
  Ref strides = arg(a, 3, "strides");
  if (present(arg(a, 9, "var")))
    py::raise(py::E().NotImplementedError, "tfplay's tf.strided_slice does not take var yet");
  if (!present(strides)) strides = tf_call("ones_like", {begin});
  auto mask = [&](std::size_t i, const char* n) -> int64_t {
    Ref v = arg(a, i, n);
    return present(v) ? make_int(v, n) : 0;
  };
  return apply_op1("StridedSlice", {input, begin, end, strides},
                   {{"begin_mask", mask(4, "begin_mask")}, {"end_mask", mask(5, "end_mask")}, {"ellipsis_mask", mask(6, "ellipsis_mask")},
                    {"new_axis_mask", mask(7, "new_axis_mask")}, {"shrink_axis_mask", mask(8, "shrink_axis_mask")}},
                   arg(a, 10, "name"));
}

// array_ops.reverse_sequence_v2 -> gen_array_ops.reverse_sequence(seq_dim=seq_axis,
// batch_dim=batch_axis): batch_dim None means 0, seq_dim None is make_int's TypeError.
Ref reverse_sequence(CallArgs& a) {
  Ref input = require(a, 0, "input", "reverse_sequence_v2");
  Ref lengths = require(a, 1, "seq_lengths", "reverse_sequence_v2");
  const int64_t seq_dim = make_int(arg(a, 2, "seq_axis"), "seq_dim");
  Ref batch = arg(a, 3, "batch_axis");
  const int64_t batch_dim = present(batch) ? make_int(batch, "batch_dim") : 0;
  return apply_op1("ReverseSequence", {input, lengths}, {{"seq_dim", seq_dim}, {"batch_dim", batch_dim}}, arg(a, 4, "name"));
}

// math_ops.saturate_cast: clamp to the output dtype's range (nudged inward when its bounds round
// outside it in the input dtype), then cast.
Ref saturate_cast(CallArgs& a) {
  Ref value_in = require(a, 0, "value", "saturate_cast");
  const DType out = required_dtype_arg(require(a, 1, "dtype", "saturate_cast"));
  OpScope scope(arg(a, 2, "name"), "saturate_cast");
  Ref value = convert_to_tensor(value_in, std::nullopt, "value");
  const DType in = dtype_of(value);
  auto limits = [](DType d) -> std::pair<long double, long double> {
    switch (d) {
      case DType::Int8: return {-128.0L, 127.0L};
      case DType::UInt8: return {0.0L, 255.0L};
      case DType::Int16: return {-32768.0L, 32767.0L};
      case DType::Int32: return {-2147483648.0L, 2147483647.0L};
      case DType::Int64: return {static_cast<long double>(std::numeric_limits<int64_t>::min()),
                                 static_cast<long double>(std::numeric_limits<int64_t>::max())};
      case DType::Float16: return {-65504.0L, 65504.0L};
      case DType::Float32: return {-static_cast<long double>(std::numeric_limits<float>::max()), std::numeric_limits<float>::max()};
      case DType::Float64: return {-static_cast<long double>(std::numeric_limits<double>::max()), std::numeric_limits<double>::max()};
      case DType::Bool: return {0.0L, 1.0L};
      default: break;
    }
    py::raise(py::E().NotImplementedError, "tfplay's tf.saturate_cast does not take dtype " + std::string(tensor::name(d)) + " yet");
  };
  const auto [in_min, in_max] = limits(in);
  const auto [out_min, out_max] = limits(out);
  if (in_min < out_min || in_max > out_max) {
    // in_dtype.as_numpy_dtype(bound); np.nextafter(bound, 0) in the input dtype when that
    // rounded outside the output's range. Integer inputs hold the bounds exactly.
    auto round_in = [in](long double b) -> long double {
      if (in == DType::Float32) return static_cast<float>(b);
      if (in == DType::Float64) return static_cast<double>(b);
      if (in == DType::Float16) return tensor::cast(tensor::Tensor::scalar_double(static_cast<double>(b)), DType::Float16).as_double(0);
      return b;
    };
    auto toward_zero = [in](long double r) -> long double {
      if (in == DType::Float64) return std::nextafter(static_cast<double>(r), 0.0);
      return std::nextafter(static_cast<float>(r), 0.0f);
    };
    long double lo = round_in(out_min), hi = round_in(out_max);
    if (lo < out_min) lo = toward_zero(lo);
    if (hi > out_max) hi = toward_zero(hi);
    auto bound = [in](long double v) -> Ref {
      if (tensor::is_integer(in)) return constant_tensor(tensor::cast(tensor::Tensor::scalar_int64(static_cast<int64_t>(v)), in));
      return constant_tensor(tensor::cast(tensor::Tensor::scalar_double(static_cast<double>(v)), in));
    };
    Ref lo_t = bound(lo);
    Ref hi_t = bound(hi);
    value = apply_op1("ClipByValue", {value, lo_t, hi_t}, {}, py::Str("clamp"));
  }
  return tf_call("cast", {value, function::dtype_object(out)}, {{"name", scope.in_graph() ? Ref(py::Str(scope.op_name())) : py::None()}});
}

// math_ops.accumulate_n (deprecated: add_n after checking the inputs).
Ref accumulate_n(CallArgs& a) {
  function::warn_deprecated("accumulate_n:", "accumulate_n (from tensorflow.python.ops.math_ops)", "Use `tf.math.add_n` Instead");
  Ref inputs = arg(a, 0, "inputs");
  auto input_error = [] {
    py::raise_value_error("inputs must be a list of at least one Tensor with the same dtype and shape.");
  };
  if (!inputs || !(py::is_list(inputs.get()) || py::is_tuple(inputs.get())) || py::to_vector(inputs).empty()) input_error();
  std::vector<Ref> items;
  for (const Ref& x : py::to_vector(inputs)) items.push_back(convert_to_tensor(x, std::nullopt));
  for (const Ref& x : items)
    if (dtype_of(x) != dtype_of(items[0])) input_error();
  Ref shape_arg = arg(a, 1, "shape");
  tensor::TensorShape shape = tensor::TensorShape::unknown();
  if (present(shape_arg)) shape = static_cast<function::TensorShapeObject*>(py::call(function::tensor_shape_type()->self(), {shape_arg}).get())->shape;
  for (const Ref& x : items) {
    const tensor::TensorShape& s = tensor_of(x)->shape;
    if (!shape.is_compatible_with(s)) py::raise_value_error("Shapes " + shape.str() + " and " + s.str() + " are not compatible");
    shape = shape.merge_with(s);
  }
  Ref tensor_dtype = arg(a, 2, "tensor_dtype");
  if (present(tensor_dtype) && required_dtype_arg(tensor_dtype) != dtype_of(items[0])) {
    py::raise_type_error("The `tensor_dtype` argument is " + tensor::str(required_dtype_arg(tensor_dtype)) + ", but `input` is of type " +
                         tensor::str(dtype_of(items[0])) + ". These must be equal. Try casting the input to the desired type.");
  }
  Ref name = arg(a, 3, "name");
  if (items.size() == 1 && !present(name)) return items[0];
  if (items.size() == 1) return tf_call("identity", {items[0]}, {{"name", name}});
  return tf_call("add_n", {py::List(items)}, {{"name", present(name) ? name : py::None()}});
}

// A wrapper whose only op sits in its own name scope (`with ops.name_scope(name, scope, [x]):
// return gen_op(x)`): the node is "<scope>/<Op>".
py::NativeFn scoped_unary(const char* op, const char* scope_name, const char* fn) {
  return [op, scope_name, fn](CallArgs& a) -> Ref {
    Ref x = require(a, 0, "x", fn);
    OpScope s(arg(a, 1, "name"), scope_name);
    return apply_op1(op, {x});
  };
}

}  // namespace

void install_array_extras(const Ref& tf) {
  Ref math = submodule_of(tf, "math");
  Ref dtypes = submodule_of(tf, "dtypes");
  def(tf, "strided_slice", strided_slice);
  def(tf, "reverse_sequence", reverse_sequence);
  // array_ops.unique_with_counts -> UniqueWithCounts(y, idx, count).
  def(tf, "unique_with_counts", +[](CallArgs& a) -> Ref {
    Ref x = require(a, 0, "x", "unique_with_counts");
    std::optional<DType> out_idx = dtype_arg(arg(a, 1, "out_idx"));
    std::vector<Ref> out = apply_op("UniqueWithCounts", {x}, {{"out_idx", out_idx.value_or(DType::Int32)}}, arg(a, 2, "name"));
    return result_tuple("UniqueWithCounts", {"y", "idx", "count"}, out);
  });
  // gen_data_flow_ops.dynamic_partition: a list of num_partitions tensors.
  def(tf, "dynamic_partition", +[](CallArgs& a) -> Ref {
    Ref data = require(a, 0, "data", "dynamic_partition");
    Ref partitions = require(a, 1, "partitions", "dynamic_partition");
    const int64_t n = make_int(require(a, 2, "num_partitions", "dynamic_partition"), "num_partitions");
    return py::List(apply_op("DynamicPartition", {data, partitions}, {{"num_partitions", n}}, arg(a, 3, "name")));
  });
  // gen_data_flow_ops.dynamic_stitch: N index tensors and N data tensors.
  def(tf, "dynamic_stitch", +[](CallArgs& a) -> Ref {
    std::vector<Ref> indices = list_argument(require(a, 0, "indices", "dynamic_stitch"), "indices", "dynamic_stitch");
    std::vector<Ref> data = list_argument(require(a, 1, "data", "dynamic_stitch"), "data", "dynamic_stitch");
    if (data.size() != indices.size()) {
      py::raise_value_error("List argument 'data' to 'dynamic_stitch' Op with length " + std::to_string(data.size()) +
                            " must match length " + std::to_string(indices.size()) + " of argument 'indices'.");
    }
    return apply_op1("DynamicStitch", {py::List(indices), py::List(data)}, {}, arg(a, 2, "name"));
  });
  for (const auto& names : {std::pair<const char*, const char*>{"tensor_scatter_nd_max", "TensorScatterMax"},
                               std::pair<const char*, const char*>{"tensor_scatter_nd_min", "TensorScatterMin"}}) {
    // Named copies: clang (the wasm build) cannot capture structured bindings in a lambda.
    const char* fn = names.first;
    const char* op = names.second;
    def(tf, fn, [fn, op](CallArgs& a) {
      return apply_op1(op, {require(a, 0, "tensor", fn), require(a, 1, "indices", fn), require(a, 2, "updates", fn)}, {}, arg(a, 3, "name"));
    });
  }
  def(tf, "unravel_index", +[](CallArgs& a) {
    return apply_op1("UnravelIndex", {require(a, 0, "indices", "unravel_index"), require(a, 1, "dims", "unravel_index")}, {},
                     arg(a, 2, "name"));
  });
  for (const auto& names : {std::pair<const char*, const char*>{"truncatediv", "TruncateDiv"},
                               std::pair<const char*, const char*>{"truncatemod", "TruncateMod"}}) {
    // Named copies: clang (the wasm build) cannot capture structured bindings in a lambda.
    const char* fn = names.first;
    const char* op = names.second;
    def(tf, fn, [fn, op](CallArgs& a) {
      return apply_op1(op, {require(a, 0, "x", fn), require(a, 1, "y", fn)}, {}, arg(a, 2, "name"));
    });
  }
  def(tf, "saturate_cast", saturate_cast);
  dtypes->dict->set("saturate_cast", tf->dict->get("saturate_cast"));
  // array_ops.shape_n -> gen_array_ops.shape_n: a list of shapes.
  def(tf, "shape_n", +[](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "shape_n");
    std::vector<Ref> items = list_argument(input, "input", "shape_n");
    std::optional<DType> out_type = dtype_arg(arg(a, 1, "out_type"));
    return py::List(apply_op("ShapeN", {py::List(items)}, {{"out_type", out_type.value_or(DType::Int32)}}, arg(a, 2, "name")));
  });
  // histogram_ops.histogram_fixed_width: name_scope "histogram_fixed_width", the op takes its name.
  def(tf, "histogram_fixed_width", +[](CallArgs& a) -> Ref {
    Ref values = require(a, 0, "values", "histogram_fixed_width");
    Ref range = require(a, 1, "value_range", "histogram_fixed_width");
    Ref nbins = arg(a, 2, "nbins");
    std::optional<DType> dtype = dtype_arg(arg(a, 3, "dtype"));
    OpScope scope(arg(a, 4, "name"), "histogram_fixed_width");
    return apply_op1("HistogramFixedWidth", {values, range, present(nbins) ? nbins : py::Int(100)},
                     {{"dtype", dtype.value_or(DType::Int32)}}, scope);
  });

  // ---- tf.math ----
  for (const auto& names : {std::pair<const char*, const char*>{"xlogy", "Xlogy"}, std::pair<const char*, const char*>{"xlog1py", "Xlog1py"}}) {
    // Named copies: clang (the wasm build) cannot capture structured bindings in a lambda.
    const char* fn = names.first;
    const char* op = names.second;
    def(math, fn, [fn, op](CallArgs& a) -> Ref {
      Ref x = require(a, 0, "x", fn), y = require(a, 1, "y", fn);
      OpScope s(arg(a, 2, "name"), fn);
      return apply_op1(op, {x, y});
    });
  }
  def(math, "erfinv", scoped_unary("Erfinv", "erfinv", "erfinv"));
  def(math, "ndtri", scoped_unary("Ndtri", "ndtri", "ndtri"));
  for (const auto& names : {std::pair<const char*, const char*>{"bessel_i0", "BesselI0"}, std::pair<const char*, const char*>{"bessel_i0e", "BesselI0e"},
                               std::pair<const char*, const char*>{"bessel_i1", "BesselI1"}, std::pair<const char*, const char*>{"bessel_i1e", "BesselI1e"}}) {
    // Named copies: clang (the wasm build) cannot capture structured bindings in a lambda.
    const char* fn = names.first;
    const char* op = names.second;
    def(math, fn, scoped_unary(op, fn, fn));
  }
  // tf.math.special: the modified Bessel functions of the first kind; the rest of TF's module
  // (special_math_ops.py) raises NotImplementedError.
  Ref special = submodule_of(math, "special");
  for (const char* fn : {"bessel_i0", "bessel_i0e", "bessel_i1", "bessel_i1e"}) special->dict->set(fn, math->dict->get(fn));
  unimplemented_names(special, "tf.math.special",
                      {"bessel_j0", "bessel_j1", "bessel_k0", "bessel_k0e", "bessel_k1", "bessel_k1e", "bessel_y0", "bessel_y1", "dawsn",
                       "expint", "fresnel_cos", "fresnel_sin", "spence"});
  // math_ops.erfcinv: -ndtri(0.5 * x) * sqrt(0.5).
  def(math, "erfcinv", +[](CallArgs& a) -> Ref {
    Ref x_in = require(a, 0, "x", "erfcinv");
    OpScope s(arg(a, 1, "name"), "erfcinv");
    Ref x = convert_to_tensor(x_in, std::nullopt, "start");
    Ref half_x = py::binary_op(py::ast::BinOpKind::Mult, py::Float(0.5), x);
    Ref nd = tf_call("math.ndtri", {half_x});
    return py::binary_op(py::ast::BinOpKind::Mult, py::unary_op(py::ast::UnaryOpKind::USub, nd), py::Float(std::sqrt(0.5)));
  });
  // math_ops.reciprocal_no_nan: DivNoNan(1, x) named after the scope.
  def(math, "reciprocal_no_nan", +[](CallArgs& a) -> Ref {
    Ref x_in = require(a, 0, "x", "reciprocal_no_nan");
    OpScope s(arg(a, 1, "name"), "reciprocal_no_nan");
    Ref x = convert_to_tensor(x_in, std::nullopt, "x");
    // constant_op.constant(1, dtype=x.dtype, name="one"): a string x is its TypeError.
    Ref one = convert_to_tensor(py::Int(1), dtype_of(x), "one");
    return apply_op1("DivNoNan", {one, x}, {}, s);
  });
  // gen_math_ops.next_after, exported as tf.math.nextafter.
  def(math, "nextafter", +[](CallArgs& a) -> Ref {
    return apply_op1("NextAfter", {require(a, 0, "x1", "nextafter"), require(a, 1, "x2", "nextafter")}, {}, arg(a, 2, "name"));
  });
  def(math, "accumulate_n", accumulate_n);
  // The generated wrappers gen_math_ops.igamma(a, x), igammac(a, x), zeta(x, q), polygamma(a, x)
  // and betainc(a, b, x), exported as they are.
  struct Special2 {
    const char* fn;
    const char* op;
    const char* first;
    const char* second;
  };
  for (const Special2& g : {Special2{"igamma", "Igamma", "a", "x"}, Special2{"igammac", "Igammac", "a", "x"},
                            Special2{"zeta", "Zeta", "x", "q"}, Special2{"polygamma", "Polygamma", "a", "x"}}) {
    const Special2 s = g;
    def(math, s.fn, [s](CallArgs& a) -> Ref {
      return apply_op1(s.op, {require(a, 0, s.first, s.fn), require(a, 1, s.second, s.fn)}, {}, arg(a, 2, "name"));
    });
  }
  // nn_ops.approx_max_k / approx_min_k (tf.math and tf.nn): gen_nn_ops.approx_top_k with is_max_k
  // set, an ApproxTopK(values, indices) namedtuple.
  for (const char* fn : {"approx_max_k", "approx_min_k"}) {
    const bool is_max = std::string(fn) == "approx_max_k";
    def(math, fn, [fn, is_max](CallArgs& a) -> Ref {
      Ref operand = require(a, 0, "operand", fn);
      Ref k = require(a, 1, "k", fn);
      auto int_attr = [&](std::size_t i, const char* n, int64_t dflt) {
        Ref v = arg(a, i, n);
        return present(v) ? make_int(v, n) : dflt;
      };
      Ref recall = arg(a, 3, "recall_target");
      Ref aggregate = arg(a, 5, "aggregate_to_topk");
      return result_tuple("ApproxTopK", {"values", "indices"}, apply_op("ApproxTopK", {operand},
                                {{"k", make_int(k, "k")},
                                 {"reduction_dimension", int_attr(2, "reduction_dimension", -1)},
                                 {"recall_target", present(recall) ? py::as_float(recall.get()) : 0.95},
                                 {"is_max_k", is_max},
                                 {"reduction_input_size_override", int_attr(4, "reduction_input_size_override", -1)},
                                 {"aggregate_to_topk", present(aggregate) ? py::truthy(aggregate) : true}},
                                arg(a, 6, "name")));
    });
    submodule_of(tf, "nn")->dict->set(fn, math->dict->get(fn));
  }
  def(math, "betainc", +[](CallArgs& a) -> Ref {
    return apply_op1("Betainc", {require(a, 0, "a", "betainc"), require(a, 1, "b", "betainc"), require(a, 2, "x", "betainc")}, {},
                     arg(a, 3, "name"));
  });

  // ---- tf.linalg ----
  Ref linalg = submodule_of(tf, "linalg");
  def(linalg, "tensor_diag", +[](CallArgs& a) {
    return apply_op1("Diag", {require(a, 0, "diagonal", "tensor_diag")}, {}, arg(a, 1, "name"));
  });
  def(linalg, "tensor_diag_part", +[](CallArgs& a) {
    return apply_op1("DiagPart", {require(a, 0, "input", "tensor_diag_part")}, {}, arg(a, 1, "name"));
  });

  // ---- tf.nn ----
  // gen_nn_ops.lrn, exported as tf.nn.local_response_normalization and tf.nn.lrn.
  Ref nn = submodule_of(tf, "nn");
  def(nn, "local_response_normalization", +[](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "local_response_normalization");
    auto number = [&](std::size_t i, const char* n, double fallback) {
      Ref v = arg(a, i, n);
      if (!present(v)) return fallback;
      if (!py::is_int(v.get()) && !py::is_float(v.get()))
        py::raise_type_error(std::string("Expected float for argument '") + n + "' not " + py::repr(v) + ".");
      return py::as_float(v.get());
    };
    Ref radius = arg(a, 1, "depth_radius");
    graph::AttrMap attrs{{"depth_radius", present(radius) ? make_int(radius, "depth_radius") : int64_t{5}},
                         {"bias", number(2, "bias", 1.0)},
                         {"alpha", number(3, "alpha", 1.0)},
                         {"beta", number(4, "beta", 0.5)}};
    return apply_op1("LRN", {input}, std::move(attrs), arg(a, 5, "name"));
  });
  nn->dict->set("lrn", nn->dict->get("local_response_normalization"));
}

}  // namespace tfplay::tf
