// tf.debugging assertions.
#include "core/tf/debugging.h"

#include <optional>
#include <stdexcept>

#include "core/function/func_graph_object.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/format_numpy.h"
#include "core/tensor/kernels.h"
#include "core/tf/array_api.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/errors.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::Tensor;

namespace {

struct BinaryAssert {
  const char* name;
  const char* symbol;
  tensor::BinaryOp op;
  const char* op_name;  // the math_ops function's op (math_ops.equal -> Equal)
};

const BinaryAssert kAsserts[] = {
    {"assert_equal", "==", tensor::BinaryOp::Equal, "Equal"},
    {"assert_none_equal", "!=", tensor::BinaryOp::NotEqual, "NotEqual"},
    {"assert_less", "<", tensor::BinaryOp::Less, "Less"},
    {"assert_less_equal", "<=", tensor::BinaryOp::LessEqual, "LessEqual"},
    {"assert_greater", ">", tensor::BinaryOp::Greater, "Greater"},
    {"assert_greater_equal", ">=", tensor::BinaryOp::GreaterEqual, "GreaterEqual"},
};

// The elements of a flat tensor at `indices`, as a 1-D tensor of the same dtype.
Tensor gather_flat(const Tensor& flat, const std::vector<int64_t>& indices) {
  return tensor::visit_dtype(flat.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    std::vector<T> out;
    for (int64_t i : indices) out.push_back(flat.data<T>()[i]);
    const int64_t n = static_cast<int64_t>(out.size());  // read before `out` is moved
    return Tensor::from_vector<T>(flat.dtype(), {n}, std::move(out));
  });
}

// The first n elements of a flattened tensor, as numpy prints them.
std::string first_elements(const Tensor& t, int64_t n) {
  Tensor flat = t.with_shape({t.num_elements()});
  if (n >= 0 && n < flat.num_elements()) {
    std::vector<int64_t> idx(static_cast<std::size_t>(n));
    for (int64_t i = 0; i < n; ++i) idx[static_cast<std::size_t>(i)] = i;
    flat = gather_flat(flat, idx);
  }
  return tensor::numpy_str(flat);
}

// check_ops._binary_assert's eager message (_make_assert_msg_data + _pretty_print).
std::string failure_message(const BinaryAssert& b, const Tensor& x, const Tensor& y, const Tensor& ok,
                            const std::string& message, int64_t summarize) {
  std::string out;
  if (!message.empty()) out += message + "\n";
  out += std::string("Condition x ") + b.symbol + " y did not hold.";
  if (x.shape() == y.shape() && x.rank() > 0) {
    std::vector<int64_t> indices;  // row-major multi-indices of failing elements
    std::vector<int64_t> flat;
    const int64_t rank = x.rank();
    for (int64_t i = 0; i < ok.num_elements() && static_cast<int64_t>(flat.size()) < summarize; ++i) {
      if (ok.as_double(i) != 0) continue;
      flat.push_back(i);
      int64_t rem = i;
      std::vector<int64_t> idx(static_cast<std::size_t>(rank));
      for (int64_t d = rank - 1; d >= 0; --d) {
        idx[static_cast<std::size_t>(d)] = rem % x.shape()[static_cast<std::size_t>(d)];
        rem /= x.shape()[static_cast<std::size_t>(d)];
      }
      indices.insert(indices.end(), idx.begin(), idx.end());
    }
    int64_t k = static_cast<int64_t>(flat.size());
    Tensor idx_t = Tensor::from_vector<int64_t>(tensor::DType::Int64, {k, rank}, indices);
    out += "\nIndices of first " + std::to_string(k) + " different values:\n" + tensor::numpy_str(idx_t);
    out += "\nCorresponding x values:\n" + tensor::numpy_str(gather_flat(x.with_shape({x.num_elements()}), flat));
    out += "\nCorresponding y values:\n" + tensor::numpy_str(gather_flat(y.with_shape({y.num_elements()}), flat));
  }
  int64_t nx = summarize < 0 ? x.num_elements() : std::min<int64_t>(summarize, x.num_elements());
  int64_t ny = summarize < 0 ? y.num_elements() : std::min<int64_t>(summarize, y.num_elements());
  out += "\nFirst " + std::to_string(nx) + " elements of x:\n" + first_elements(x, nx);
  out += "\nFirst " + std::to_string(ny) + " elements of y:\n" + first_elements(y, ny);
  return out;
}

// tensor_util.constant_value for what tfplay can fold: an eager tensor, or a Const node.
std::optional<Tensor> constant_value(const Ref& t) {
  auto* x = function::as_tensor(t.get());
  if (!x) return std::nullopt;
  if (x->is_eager()) return *x->value;
  const graph::Node& n = x->graph->node(x->node);
  if (n.op == "Const") return std::get<Tensor>(n.attrs.at("value"));
  return std::nullopt;
}

// check_ops._assert_static: a check decided while tracing raises InvalidArgumentError at once,
// each data item as _maybe_constant_value_string shows it (numpy str of a constant).
void assert_static(bool ok, const std::vector<Ref>& data) {
  if (ok) return;
  std::string text;
  for (std::size_t i = 0; i < data.size(); ++i) {
    std::string item;
    if (!function::as_tensor(data[i].get())) {
      item = py::str(data[i]);
    } else if (auto v = constant_value(data[i])) {
      item = tensor::numpy_str(*v);
    } else {
      py::raise_type_error("sequence item " + std::to_string(i) + ": expected str instance, SymbolicTensor found");
    }
    text += (i ? "\n" : "") + item;
  }
  py::raise(error_type("InvalidArgumentError"), text);
}

// math_ops.reduce_all over every axis (math_ops._ReductionDims, then "All").
Ref reduce_all(const Ref& x) { return apply_op1("All", {x, reduction_dims(x, nullptr)}, {{"keep_dims", false}}); }

int64_t summarize_or(const Ref& summarize, int64_t fallback) {
  return summarize && !py::is_none(summarize.get()) ? py::as_int(summarize.get()) : fallback;
}

// check_ops._pretty_print: a tensor as str(numpy scalar) or str(list of element strs) cut to
// `summarize` (with '...'); anything else as str().
std::string pretty_print(const Ref& item, int64_t summarize) {
  auto* t = function::as_tensor(item.get());
  if (!t) return py::str(item);
  const Tensor& v = *t->value;
  if (v.rank() == 0) return py::str(make_numpy(v));
  std::vector<Ref> items;
  const int64_t n = summarize < 0 ? v.num_elements() : std::min<int64_t>(summarize, v.num_elements());
  Tensor flat = v.with_shape({v.num_elements()});
  for (int64_t i = 0; i < n; ++i) items.push_back(py::Str(tensor::numpy_scalar_str(flat, i)));
  if (n < v.num_elements()) items.push_back(py::Str("..."));
  return py::repr(py::List(items));
}

// check_ops._binary_assert: eagerly the check runs now (TF's multi-line message, or the given
// `data` pretty-printed); in a graph an Assert op, unless both sides are constants
// (_assert_static raises while tracing).
Ref binary_assert_impl(const BinaryAssert& b, const Ref& x, const Ref& y, std::optional<std::vector<Ref>> data,
                       const Ref& summarize, const Ref& message, const Ref& name) {
  OpScope scope(name, b.name);
  Ref tx = ops_convert_to_tensor(x, std::nullopt, "x");
  Ref ty = ops_convert_to_tensor(y, std::nullopt, "y");
  auto* X = function::as_tensor(tx.get());
  auto* Y = function::as_tensor(ty.get());
  if (!scope.in_graph()) {
    Tensor ok = *function::as_tensor(apply_op1(b.op_name, {tx, ty}).get())->value;
    bool all = true;
    for (int64_t i = 0; i < ok.num_elements(); ++i) all = all && ok.as_double(i) != 0;
    if (all) return py::None();
    const int64_t n = summarize_or(summarize, 3);
    if (!data) {
      std::string msg = message && !py::is_none(message.get()) ? py::str(message) : "";
      py::raise(error_type("InvalidArgumentError"), failure_message(b, *X->value, *Y->value, ok, msg, n));
    }
    std::vector<Ref> items = *data;
    if (message && !py::is_none(message.get())) items.insert(items.begin(), message);
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) text += (i ? "\n" : "") + pretty_print(items[i], n);
    py::raise(error_type("InvalidArgumentError"), text);
  }
  if (!data) {
    data = std::vector<Ref>{py::Str(std::string("Condition x ") + b.symbol + " y did not hold element-wise:"),
                            py::Str("x (" + X->name + ") = "), tx, py::Str("y (" + Y->name + ") = "), ty};
  }
  if (message && !py::is_none(message.get())) data->insert(data->begin(), message);
  Ref condition = reduce_all(apply_op1(b.op_name, {tx, ty}));
  auto xs = constant_value(tx);
  auto ys = constant_value(ty);
  if (xs && ys) {
    Tensor ok = *function::as_tensor(
                    function::Runtime::current().in_init_scope([&] { return apply_op1(b.op_name, {constant_tensor(*xs), constant_tensor(*ys)}); }).get())
                    ->value;
    bool all = true;
    for (int64_t i = 0; i < ok.num_elements(); ++i) all = all && ok.as_double(i) != 0;
    assert_static(all, *data);
  }
  return assert_op(condition, *data, summarize, nullptr);
}

py::NativeFn binary_assert(const BinaryAssert& b) {
  return [&b](CallArgs& a) -> Ref {
    Ref x = arg(a, 0, "x");
    Ref y = arg(a, 1, "y");
    if (!x || !y) py::raise_type_error(std::string(b.name) + "_v2() missing required argument: 'x' or 'y'");
    // assert_none_equal_v2 alone takes (x, y, summarize, message, name).
    const bool summarize_first = std::string(b.name) == "assert_none_equal";
    Ref message = summarize_first ? arg(a, 3, "message") : arg(a, 2, "message");
    Ref summarize = summarize_first ? arg(a, 2, "summarize") : arg(a, 3, "summarize");
    Ref name = arg(a, 4, "name");
    if (std::string(b.name) == "assert_equal") {
      // assert_equal opens (and leaves) its own scope first, so in a graph the check's ops sit
      // in "assert_equal_1"; the same tensor twice is a no_op.
      OpScope first(name, "assert_equal");
      if (x.get() == y.get()) return py::None();
    }
    return binary_assert_impl(b, x, y, std::nullopt, summarize, message, name);
  };
}

const BinaryAssert& binary(const char* name) {
  for (const BinaryAssert& b : kAsserts)
    if (std::string(b.name) == name) return b;
  throw std::logic_error(name);
}

// check_ops.assert_positive / assert_negative / assert_non_negative / assert_non_positive:
// data = [message, 'Condition x > 0 did not hold element-wise:', 'x (NAME) = ', x], then the
// binary assert of x against a zero of its dtype.
struct UnaryAssert {
  const char* name;
  const char* symbol;     // "> 0"
  const char* binary;     // the binary assert used
  bool zero_first;        // assert_less(zero, x) for "> 0"
};
const UnaryAssert kUnaryAsserts[] = {
    {"assert_positive", "> 0", "assert_less", true},
    {"assert_negative", "< 0", "assert_less", false},
    {"assert_non_negative", ">= 0", "assert_less_equal", true},
    {"assert_non_positive", "<= 0", "assert_less_equal", false},
};

py::NativeFn unary_assert(const UnaryAssert& u) {
  return [&u](CallArgs& a) -> Ref {
    Ref x_in = arg(a, 0, "x");
    if (!x_in) py::raise_type_error(std::string(u.name) + "_v2() missing 1 required positional argument: 'x'");
    Ref message = arg(a, 1, "message");
    Ref summarize = arg(a, 2, "summarize");
    Ref name = arg(a, 3, "name");
    OpScope scope(name, u.name);
    Ref x = ops_convert_to_tensor(x_in, std::nullopt, "x");
    auto* X = function::as_tensor(x.get());
    const std::string x_name = X->is_eager() ? "shape=" + X->shape.str() + " dtype=" + std::string(tensor::name(X->dtype)) : X->name;
    std::string text = message && !py::is_none(message.get()) && py::truthy(message) ? py::str(message) : "";
    // assert_non_positive's data misses a comma in TF's source, so two strings fuse.
    std::vector<Ref> data = {py::Str(text)};
    if (std::string(u.name) == "assert_non_positive") {
      data.push_back(py::Str(std::string("Condition x ") + u.symbol + " did not hold element-wise:x (" + x_name + ") = "));
    } else {
      data.push_back(py::Str(std::string("Condition x ") + u.symbol + " did not hold element-wise:"));
      data.push_back(py::Str("x (" + x_name + ") = "));
    }
    data.push_back(x);
    Ref zero = convert_to_tensor(py::Int(0), X->dtype);
    const BinaryAssert& b = binary(u.binary);
    return u.zero_first ? binary_assert_impl(b, zero, x, data, summarize, nullptr, nullptr)
                        : binary_assert_impl(b, x, zero, data, summarize, nullptr, nullptr);
  };
}

std::string message_prefix(const Ref& message) {
  return message && !py::is_none(message.get()) && py::truthy(message) ? py::str(message) + ".  " : "";
}

// check_ops.assert_near (eager).
Ref assert_near(CallArgs& a) {
  Ref x_in = a.args.size() > 0 ? a.args[0] : a.kwarg("x");
  Ref y_in = a.args.size() > 1 ? a.args[1] : a.kwarg("y");
  Ref rtol_in = a.args.size() > 2 ? a.args[2] : a.kwarg("rtol");
  Ref atol_in = a.args.size() > 3 ? a.args[3] : a.kwarg("atol");
  Ref message = a.args.size() > 4 ? a.args[4] : a.kwarg("message");
  Ref summarize_in = a.args.size() > 5 ? a.args[5] : a.kwarg("summarize");
  if (!x_in || !y_in) py::raise_type_error("assert_near() missing required argument: 'x' or 'y'");
  OpScope scope(a.kwarg("name"), "assert_near");
  Ref x = ops_convert_to_tensor(x_in, std::nullopt, "x");
  const tensor::DType dt = function::as_tensor(x.get())->dtype;
  Ref y = ops_convert_to_tensor(y_in, dt, "y");
  if (!tensor::is_floating(dt)) {
    py::raise(py::E().NotImplementedError, "tfplay's tf.debugging.assert_near supports floating-point tensors only");
  }
  // np.finfo(dtype).eps
  const double eps = dt == tensor::DType::Float16 ? 0.0009765625 : dt == tensor::DType::Float32 ? 1.1920928955078125e-07
                                                                                               : 2.220446049250313e-16;
  Ref rtol = convert_to_tensor(rtol_in && !py::is_none(rtol_in.get()) ? rtol_in : py::Float(10 * eps), dt, "rtol");
  Ref atol = convert_to_tensor(atol_in && !py::is_none(atol_in.get()) ? atol_in : py::Float(10 * eps), dt, "atol");
  auto shape_dtype = [](const Ref& t) {
    auto* o = function::as_tensor(t.get());
    if (!o->is_eager()) return o->name;  // x.name in a graph
    return "shape=" + o->shape.str() + " dtype=" + std::string(tensor::name(o->dtype));
  };
  std::vector<Ref> data = {py::Str(message_prefix(message)),
                           py::Str("x and y not equal to tolerance rtol = " + py::str(rtol) + ", atol = " + py::str(atol)),
                           py::Str("x (" + shape_dtype(x) + ") = "), x, py::Str("y (" + shape_dtype(y) + ") = "), y};
  Ref abs_y = apply_op1("Abs", {y});
  Ref tol = py::binary_op(py::ast::BinOpKind::Add, atol, py::binary_op(py::ast::BinOpKind::Mult, rtol, abs_y));
  Ref diff = apply_op1("Abs", {py::binary_op(py::ast::BinOpKind::Sub, x, y)});
  Ref less = apply_op1("Less", {diff, tol});
  Ref condition = reduce_all(less);
  if (scope.in_graph()) return assert_op(condition, data, summarize_in, nullptr);
  if (function::as_tensor(condition.get())->value->as_double(0) != 0) return py::None();
  const int64_t summarize = summarize_in && !py::is_none(summarize_in.get()) ? py::as_int(summarize_in.get()) : 3;
  eager_assert_failure(condition, data, summarize);
}

// check_ops.assert_rank (v2): a static check when the rank is known.
Ref assert_rank(CallArgs& a) {
  Ref x_in = a.args.size() > 0 ? a.args[0] : a.kwarg("x");
  Ref rank_in = a.args.size() > 1 ? a.args[1] : a.kwarg("rank");
  Ref message = a.args.size() > 2 ? a.args[2] : a.kwarg("message");
  if (!x_in || !rank_in) py::raise_type_error("assert_rank() missing required argument: 'x' or 'rank'");
  OpScope scope(a.kwarg("name"), "assert_rank");
  Ref x = ops_convert_to_tensor(x_in, std::nullopt, "x");
  Ref rank = ops_convert_to_tensor(rank_in, std::nullopt, "rank");
  auto* X = function::as_tensor(x.get());
  auto* R = function::as_tensor(rank.get());
  // _assert_rank_condition starts with assert_type(rank, dtypes.int32).
  if (R->dtype != tensor::DType::Int32)
    py::raise_type_error(std::string(R->is_eager() ? "tensor" : R->name) + " must be of type tf.int32; got tf." +
                         std::string(tensor::name(R->dtype)));
  // tensor_util.constant_value: an eager rank, or a Const the trace made of a Python int.
  const std::optional<tensor::Tensor> rank_value = constant_value(rank);
  if (!rank_value) py::raise(py::E().NotImplementedError, "tfplay's tf.debugging.assert_rank needs a constant rank");
  if (rank_value->rank() != 0) py::raise_value_error("Rank must be a scalar.");
  const int64_t want = rank_value->as_int64(0);
  if (!X->shape.has_rank()) {
    py::raise(py::E().NotImplementedError, "tfplay's tf.debugging.assert_rank needs a tensor of known rank");
  }
  const int64_t have = *X->shape.rank();
  if (have != want) {
    const std::string name = X->is_eager() ? "" : X->name;
    py::raise_value_error(message_prefix(message) + "Tensor " + name + " must have rank " + std::to_string(want) +
                          ".  Received rank " + std::to_string(have) + ", shape " + X->shape.str());
  }
  // _assert_rank_condition: a static pass is control_flow_ops.no_op in a graph, None eagerly.
  if (!scope.in_graph()) return py::None();
  CallArgs no_op{{}, {{"name", py::Str("static_checks_determined_all_ok")}}};
  return py::call(py::getattr(py::Interpreter::current().import_module("tensorflow"), "no_op"), no_op);
}

// check_ops.assert_shapes (v2 returns None). Shapes known while tracing are checked at once
// (ValueError, as _assert_rank_condition and the size loop raise); a size only known when the
// graph runs gets an Assert.
Ref assert_shapes(CallArgs& a) {
  Ref shapes = arg(a, 0, "shapes");
  if (!shapes) py::raise_type_error("assert_shapes_v2() missing 1 required positional argument: 'shapes'");
  Ref data = arg(a, 1, "data");
  Ref summarize = arg(a, 2, "summarize");
  Ref message_in = arg(a, 3, "message");
  const std::string message = message_in && !py::is_none(message_in.get()) && py::truthy(message_in) ? py::str(message_in) : "";
  std::vector<Ref> entries = shapes->cls->is_subtype_of(py::T().dict) ? py::to_vector(py::call_method(shapes, "items"))
                                                                      : py::to_vector(shapes);
  OpScope scope(arg(a, 4, "name"), "assert_shapes");
  const bool eager = !scope.in_graph();
  auto tensor_name = [eager](const Ref& t) {
    auto* o = function::as_tensor(t.get());
    return eager ? "shape=" + o->shape.str() + " dtype=" + std::string(tensor::name(o->dtype)) : o->name;
  };
  Ref tf = py::Interpreter::current().import_module("tensorflow");
  struct DimSizes {
    Ref x;
    bool unspecified_dim;
    std::vector<Ref> actual;    // Python ints, or scalar tensors for sizes known at run time
    std::vector<Ref> symbolic;  // the specified sizes
  };
  std::vector<DimSizes> all;
  for (const Ref& entry : entries) {
    std::vector<Ref> pair = py::to_vector(entry);
    if (pair.size() != 2) py::raise_value_error("too many values to unpack (expected 2)");
    if (py::is_none(pair[1].get())) continue;
    Ref x = ops_convert_to_tensor(pair[0], std::nullopt);
    const Ref& spec = pair[1];
    if (!py::lookup_special(spec, "__iter__") && !py::lookup_special(spec, "__getitem__"))
      py::raise_value_error(message + ".  Tensor " + tensor_name(x) +
                            ".  Specified shape must be an iterable.  An iterable has the attribute `__iter__` or "
                            "`__getitem__`.  Received specified shape: " + py::str(spec));
    std::vector<Ref> symbols = py::to_vector(py::call(py::T().tuple->self(), std::vector<Ref>{spec}));
    bool innermost = false;
    for (std::size_t i = 0; i < symbols.size(); ++i) {
      const bool any_rank = symbols[i].get() == py::Ellipsis().get() ||
                            (py::is_str(symbols[i].get()) && py::as_str(symbols[i].get()) == "*");
      if (!any_rank) continue;
      if (i != 0)
        py::raise_value_error(message + ".  Tensor " + tensor_name(x) + " specified shape index " + std::to_string(i) +
                              ".  Symbol `...` or `*` for a variable number of unspecified dimensions is only allowed "
                              "as the first entry");
      innermost = true;
    }
    if (innermost) symbols.erase(symbols.begin());
    if (symbols.empty()) symbols.push_back(py::Int(1));  // _symbolic_dimension_sizes
    // _dimension_sizes: a scalar is rank 1 of size 1; unknown sizes come from array_ops.shape(x).
    auto* X = function::as_tensor(x.get());
    Ref dynamic_shape = py::call(py::getattr(tf, "shape"), std::vector<Ref>{x});
    if (!X->shape.has_rank())
      py::raise(py::E().NotImplementedError, "tfplay's tf.debugging.assert_shapes needs tensors of known rank");
    std::vector<Ref> actual;
    if (*X->shape.rank() == 0) actual.push_back(py::Int(1));
    for (int i = 0; i < *X->shape.rank(); ++i) {
      auto d = X->shape.dim(i);
      actual.push_back(d ? py::Int(*d) : py::getitem(dynamic_shape, py::Int(i)));
    }
    all.push_back({x, innermost, std::move(actual), std::move(symbols)});
  }
  // Rank checks: assert_rank_at_least / assert_rank_in([0, 1]) / assert_rank, static here.
  for (const DimSizes& d : all) {
    const int64_t rank = static_cast<int64_t>(d.symbolic.size());
    const bool zero_or_one = rank == 0 || rank == 1;
    auto* X = function::as_tensor(d.x.get());
    const int64_t have = *X->shape.rank();
    const std::string name = eager ? "" : X->name;
    if (d.unspecified_dim) {
      if (zero_or_one) continue;
      if (have < rank)
        py::raise_value_error(message + ".  Tensor " + name + " must have rank at least " + std::to_string(rank) +
                              ".  Received rank " + std::to_string(have) + ", shape " + X->shape.str());
    } else if (zero_or_one) {
      if (have != 0 && have != 1)
        py::raise_value_error(message + ".  Tensor " + name +
                              " must have rank in (array(0, dtype=int32), array(1, dtype=int32)).  Received rank " +
                              std::to_string(have) + ", shape " + X->shape.str());
    } else if (have != rank) {
      py::raise_value_error(message + ".  Tensor " + name + " must have rank " + std::to_string(rank) + ".  Received rank " +
                            std::to_string(have) + ", shape " + X->shape.str());
    }
  }
  auto known = [](const Ref& v) -> std::optional<int64_t> {
    if (!v || py::is_none(v.get()) || function::as_tensor(v.get())) return std::nullopt;
    try {
      return py::as_int(py::call(py::T().int_->self(), std::vector<Ref>{v}).get());
    } catch (py::PyError&) {
      return std::nullopt;  // int() failed: a symbol such as 'N'
    }
  };
  std::vector<std::pair<Ref, std::tuple<Ref, Ref, int64_t>>> specs;  // symbol -> (size, tensor, dim)
  auto find_spec = [&](const Ref& symbol) -> const std::tuple<Ref, Ref, int64_t>* {
    for (const auto& [k, v] : specs)
      if (py::eq(k, symbol)) return &v;
    return nullptr;
  };
  for (const DimSizes& d : all) {
    const int64_t n = static_cast<int64_t>(d.symbolic.size());
    for (int64_t i = 0; i < n; ++i) {
      const Ref& symbol = d.symbolic[static_cast<std::size_t>(i)];
      if (py::is_none(symbol.get()) || (py::is_str(symbol.get()) && py::as_str(symbol.get()) == ".")) continue;
      const int64_t dim = d.unspecified_dim ? i - n : i;
      const int64_t index = dim < 0 ? static_cast<int64_t>(d.actual.size()) + dim : dim;
      const Ref actual = d.actual.at(static_cast<std::size_t>(index));
      const auto* prior = find_spec(symbol);
      const auto explicit_size = known(symbol);
      if (!prior && !explicit_size) {
        specs.emplace_back(symbol, std::make_tuple(actual, d.x, dim));
        continue;
      }
      Ref specified = explicit_size ? py::Int(*explicit_size) : std::get<0>(*prior);
      const std::string check = explicit_size ? "Specified explicitly"
                                              : "Specified by tensor " + tensor_name(std::get<1>(*prior)) + " dimension " +
                                                    std::to_string(std::get<2>(*prior));
      auto actual_known = known(actual);
      auto specified_known = known(specified);
      if (actual_known && specified_known) {
        if (*actual_known != *specified_known)
          py::raise_value_error(message + ".  " + check + ".  Tensor " + tensor_name(d.x) + " dimension " +
                                std::to_string(dim) + " must have size " + std::to_string(*specified_known) +
                                ".  Received size " + std::to_string(*actual_known) + ", shape " +
                                function::as_tensor(d.x.get())->shape.str());
        continue;
      }
      Ref condition = apply_op1("Equal", {convert_to_tensor(actual, std::nullopt), convert_to_tensor(specified, std::nullopt)});
      std::vector<Ref> items = present(data) ? py::to_vector(data)
                                             : std::vector<Ref>{py::Str(message), py::Str(check),
                                                                py::Str("Tensor " + tensor_name(d.x) + " dimension"), py::Int(dim),
                                                                py::Str("must have size"), specified, py::Str("Received shape: "),
                                                                py::call(py::getattr(tf, "shape"), std::vector<Ref>{d.x})};
      if (eager) {
        if (!py::truthy(py::call_method(condition, "numpy")))
          eager_assert_failure(condition, items, summarize_or(summarize, 3));
        continue;
      }
      assert_op(condition, items, summarize, nullptr);
    }
  }
  return py::None();
}

}  // namespace

// control_flow_assert.Assert's eager failure: "Expected '<condition>' to be true. Summarized
// data: " + the data items, each as _summarize_eager prints it, joined by newlines.
static std::string summarize_eager(const Ref& item, int64_t summarize) {
  const Tensor& t = *function::as_tensor(item.get())->value;
  if (t.rank() == 0) return summarize == 0 ? std::string() : py::str(make_numpy(t));
  const int64_t n = summarize < 0 ? t.num_elements() : std::min<int64_t>(summarize, t.num_elements());
  std::string out;
  for (int64_t i = 0; i < n; ++i) {
    out += (i ? ", " : "") + (t.dtype() == tensor::DType::String ? tensor::python_bytes_repr(t.data<std::string>()[i])
                                                                 : tensor::numpy_scalar_str(t, i));
  }
  if (n < t.num_elements()) out += std::string(n ? ", " : "") + "...";
  return out;
}

void eager_assert_failure(const Ref& condition, const std::vector<Ref>& data, int64_t summarize) {
  std::string text = "Expected '" + py::str(condition) + "' to be true. Summarized data: ";
  for (size_t i = 0; i < data.size(); ++i) {
    Ref t = function::as_tensor(data[i].get()) ? data[i] : convert_to_tensor(data[i], std::nullopt);
    text += (i ? "\n" : "") + summarize_eager(t, summarize);
  }
  py::raise(error_type("InvalidArgumentError"), text);
}

Ref assert_op(const Ref& condition, const std::vector<Ref>& data, const Ref& summarize, const Ref& name) {
  if (!in_graph_mode()) {
    Ref c = convert_to_tensor(condition, std::nullopt);
    if (py::truthy(py::call_method(c, "numpy"))) return py::None();
    eager_assert_failure(condition, data, summarize_or(summarize, 3));
  }
  OpScope outer(name, "Assert");
  // xs = ops.convert_n_to_tensor(data) decides the guard: TF wraps an Assert whose data are not
  // all int32 or string in a cond ("AssertGuard"); tfplay adds the Assert directly. Then
  // gen_logging_ops._assert(condition, data, ...) converts the Python values in `data` again,
  // as the op's "Assert/data_N" constants.
  for (const Ref& item : data)
    if (!function::as_tensor(item.get())) convert_to_tensor(item, std::nullopt);
  OpScope op(py::Str("Assert"), "Assert");
  std::vector<Ref> inputs = {convert_to_tensor(condition, tensor::DType::Bool)};
  for (std::size_t i = 0; i < data.size(); ++i)
    inputs.push_back(function::as_tensor(data[i].get()) ? data[i] : convert_to_tensor(data[i], std::nullopt, "data_" + std::to_string(i)));
  run_op("Assert", inputs, {{"summarize", summarize_or(summarize, 3)}}, op.op_name());
  // gen_logging_ops._assert returns the Assert operation in a graph (for control_dependencies).
  const auto& g = function::Runtime::current().active_trace()->graph;
  return function::operation_object(g, static_cast<int>(g->nodes().size()) - 1);
}

Ref build_debugging_module() {
  Ref m = py::Module("tensorflow.debugging");
  for (const BinaryAssert& b : kAsserts) def(m, b.name, binary_assert(b));
  for (const UnaryAssert& u : kUnaryAsserts) def(m, u.name, unary_assert(u));
  def(m, "assert_near", assert_near);
  def(m, "Assert", +[](CallArgs& a) -> Ref {
    Ref condition = arg(a, 0, "condition");
    Ref data = arg(a, 1, "data");
    if (!condition || !data) py::raise_type_error("Assert() missing required arguments: 'condition' and 'data'");
    return assert_op(condition, py::to_vector(data), arg(a, 2, "summarize"), arg(a, 3, "name"));
  });
  def(m, "assert_rank", assert_rank);
  def(m, "assert_shapes", assert_shapes);
  def(m, "check_numerics", +[](CallArgs& a) -> Ref {
    Ref t = a.args.size() > 0 ? a.args[0] : a.kwarg("tensor");
    Ref msg = a.args.size() > 1 ? a.args[1] : a.kwarg("message");
    if (!t || !msg) py::raise_type_error("check_numerics() missing required argument: 'tensor' or 'message'");
    return apply_op1("CheckNumerics", {t}, {{"message", py::as_str(msg.get())}}, a.args.size() > 2 ? a.args[2] : a.kwarg("name"));
  });
  // config.py get/set_log_device_placement: context().log_device_placement, off by default.
  // Turning it on makes TensorFlow's C++ logger print "Executing op ... in device ..." lines
  // with a timestamp (execute.cc), which tfplay does not emulate; turning it off is a no-op.
  def(m, "get_log_device_placement", +[](CallArgs&) -> Ref { return py::Bool(false); });
  def(m, "set_log_device_placement", +[](CallArgs& a) -> Ref {
    if (py::truthy(require(a, 0, "enabled", "set_log_device_placement")))
      py::raise(py::E().NotImplementedError,
                "tfplay does not implement tf.debugging.set_log_device_placement(True) yet: TensorFlow's C++ logger "
                "prints each op's device with a timestamp");
    return py::None();
  });
  return m;
}

}  // namespace tfplay::tf
