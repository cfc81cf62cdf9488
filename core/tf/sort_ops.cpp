// tf.sort, tf.argsort, tf.math.top_k and tf.unique as TF 2.20's Python builds them
// (tensorflow/python/ops/sort_ops.py, nn_ops.top_k, array_ops.unique): sorting is TopKV2 over
// the last axis (transposing another axis there first); ascending order negates floats and
// flips integers before and after.
#include "core/tf/sort_ops.h"

#include <map>

#include "core/graph/func_graph.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/kernels.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"
#include "core/tf/tensor_ops.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

// The value of a tensor known while building (an eager tensor or a graph Const), else nullptr.
const Tensor* static_value(const Ref& t) {
  function::TensorObject* x = tensor_of(t);
  if (x->is_eager()) return &*x->value;
  const graph::Node& n = x->graph->node(x->node);
  if (n.op != "Const") return nullptr;
  return &std::get<Tensor>(n.attrs.at("value"));
}

Ref int_const(DType dt, int64_t v, const std::string& name = "Const") {
  return constant_tensor(tensor::cast(Tensor::scalar_int64(v), dt), name);
}

// _descending_sort: TopKV2 over `axis` (moved last by a transposition when needed).
Ref descending_sort(const Ref& tf, const Ref& values, int64_t axis, bool return_argsort) {
  Ref shape = py::call(py::getattr(tf, "shape"), {values});
  Ref k = tensor_getitem(shape, py::Int(axis));
  py::call(py::getattr(tf, "rank"), {values});  // array_ops.rank(values): built, then unused
  const std::optional<int> static_rank = tensor_of(values)->shape.rank();
  Ref transposition;
  if (!(axis == -1 || (static_rank && axis + 1 == *static_rank))) {
    if (!static_rank) py::raise(py::E().NotImplementedError, "tfplay's tf.sort needs a tensor of known rank to sort an inner axis");
    if (axis < 0) axis += *static_rank;
    // np.r_[arange(axis), [rank - 1], arange(axis + 1, rank - 1), [axis]]: an int64 constant.
    std::vector<int64_t> perm;
    for (int64_t i = 0; i < axis; ++i) perm.push_back(i);
    perm.push_back(*static_rank - 1);
    for (int64_t i = axis + 1; i < *static_rank - 1; ++i) perm.push_back(i);
    perm.push_back(axis);
    transposition = constant_tensor(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(perm.size())}, perm), "transposition");
  }
  Ref input = transposition ? py::call(py::getattr(tf, "transpose"), {values, transposition}) : values;
  std::vector<Ref> out = apply_op("TopKV2", {input, k}, {{"sorted", true}, {"index_type", DType::Int32}});
  Ref result = return_argsort ? out[1] : out[0];
  if (transposition) result = py::call(py::getattr(tf, "transpose"), {result, transposition});
  return result;
}

// math_ops.cast(x, dtype) inside the current scope.
Ref cast(const Ref& x, DType dt) {
  OpScope s(nullptr, "Cast");
  return apply_op1("Cast", {x}, {{"DstT", dt}, {"Truncate", false}}, s);
}

// _ascending_sort.
Ref ascending_sort(const Ref& tf, const Ref& values, int64_t axis, bool return_argsort) {
  const DType dt = tensor_of(values)->dtype;
  if (dt == DType::UInt8) {
    // Subtract values from dtype.max to reverse the order.
    Ref flipped = py::binary_op(py::ast::BinOpKind::Sub, py::Int(255), values);
    Ref r = descending_sort(tf, flipped, axis, return_argsort);
    return return_argsort ? r : py::binary_op(py::ast::BinOpKind::Sub, py::Int(255), r);
  }
  if (dt == DType::Int8 || dt == DType::Int16 || dt == DType::Int32) {
    // TF casts to the unsigned type of the same width and subtracts from udtype.max + dtype.min;
    // tfplay has no uint16/uint32 and computes the same order in int64 (docs/ops-fidelity.md).
    const int64_t offset = dt == DType::Int8 ? 127 : dt == DType::Int16 ? 32767 : 2147483647;
    // The Cast, then the offset's Const (as `offset - cast(values)` builds them): one statement
    // each, so both compilers make them in that order.
    Ref wide = cast(values, DType::Int64);
    Ref flipped = py::binary_op(py::ast::BinOpKind::Sub, int_const(DType::Int64, offset), wide);
    Ref r = descending_sort(tf, flipped, axis, return_argsort);
    if (return_argsort) return r;
    return cast(py::binary_op(py::ast::BinOpKind::Sub, int_const(DType::Int64, offset), r), dt);
  }
  if (dt == DType::Int64) {
    // TF goes through uint64; ~v reverses the int64 order without overflow.
    Ref flipped = apply_op1("Invert", {values});
    Ref r = descending_sort(tf, flipped, axis, return_argsort);
    return return_argsort ? r : apply_op1("Invert", {r});
  }
  Ref r = descending_sort(tf, py::unary_op(py::ast::UnaryOpKind::USub, values), axis, return_argsort);
  return return_argsort ? r : py::unary_op(py::ast::UnaryOpKind::USub, r);
}

// _sort_or_argsort.
Ref sort_or_argsort(const Ref& tf, CallArgs& a, bool argsort) {
  const char* fn = argsort ? "argsort" : "sort";
  Ref values = require(a, 0, "values", fn);
  Ref axis = arg(a, 1, "axis");
  Ref direction = arg(a, 2, "direction");
  Ref name = arg(a, argsort ? 4 : 3, "name");
  OpScope s(name, fn);
  const std::string dir = present(direction) ? py::str(direction) : "ASCENDING";
  if (present(direction) && !(py::is_str(direction.get()) && (dir == "ASCENDING" || dir == "DESCENDING")))
    py::raise_value_error("Argument `direction` should be one of ASCENDING, DESCENDING. Received: direction=" + dir);
  Ref axis_t = convert_to_tensor(present(axis) ? axis : py::Int(-1), std::nullopt, "axis");
  const Tensor* axis_v = static_value(axis_t);
  if ((tensor_of(axis_t)->shape.rank() && *tensor_of(axis_t)->shape.rank() != 0) || !axis_v)
    py::raise_value_error("Argument `axis` must be a constant scalar. Received: axis=" + py::str(axis_t) + ".");
  // int(axis_static): a string axis is bytes, which int() refuses.
  if (axis_v->dtype() == DType::String)
    py::raise_value_error("invalid literal for int() with base 10: " + py::repr(py::Bytes(axis_v->data<std::string>()[0])));
  const int64_t axis_static = axis_v->as_int64(0);
  Ref v = convert_to_tensor(values, std::nullopt, "values");
  return dir == "ASCENDING" ? ascending_sort(tf, v, axis_static, argsort) : descending_sort(tf, v, axis_static, argsort);
}


// array_ops.searchsorted: both arguments as 2-D rows ([-1, last]), LowerBound or UpperBound, and
// the result back in the shape of `values`.
Ref searchsorted(CallArgs& a) {
  Ref sorted = to_tensor(require(a, 0, "sorted_sequence", "searchsorted"));
  Ref values = to_tensor(require(a, 1, "values", "searchsorted"));
  Ref side = arg(a, 2, "side");
  const std::string s = present(side) ? py::as_str(side.get()) : "left";
  std::optional<DType> out_type = dtype_arg(arg(a, 3, "out_type"));
  Ref name = arg(a, 4, "name");
  auto shape_of = [](const Ref& t) {
    const tensor::TensorShape& sh = tensor_of(t)->shape;
    if (sh.is_fully_defined()) return int32_vector(sh.concrete());
    return tf_call("shape", {t});
  };
  auto last = [&](const Ref& t) {
    const tensor::TensorShape& sh = tensor_of(t)->shape;
    if (sh.has_rank() && *sh.rank() > 0 && sh.as_list().back()) return Ref(py::Int(*sh.as_list().back()));
    return tensor_getitem(tf_call("shape", {t}), py::Int(-1));
  };
  Ref sorted_2d = tf_call("reshape", {sorted, py::List({py::Int(-1), last(sorted)})});
  Ref values_2d = tf_call("reshape", {values, py::List({py::Int(-1), last(values)})});
  if (s != "left" && s != "right")
    py::raise_value_error("Argument `side` must be either 'right' or 'left'. Received: `side` = " + s + ".");
  Ref out = apply_op1(s == "right" ? "UpperBound" : "LowerBound", {sorted_2d, values_2d},
                      {{"out_type", out_type.value_or(DType::Int32)}}, name);
  return tf_call("reshape", {out, shape_of(values)});
}

}  // namespace

void install_sort_ops(const Ref& tf) {
  std::weak_ptr<py::Object> weak_tf = tf;  // the module owns these functions
  auto tf_of = [weak_tf] { return weak_tf.lock(); };
  def(tf, "sort", [tf_of](CallArgs& a) { return sort_or_argsort(tf_of(), a, false); });
  def(tf, "argsort", [tf_of](CallArgs& a) { return sort_or_argsort(tf_of(), a, true); });
  Ref math = tf->dict->get("math");
  // nn_ops.top_k -> gen_nn_ops.top_kv2: TopKV2(values, indices).
  def(math, "top_k", +[](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "top_k");
    Ref k = arg(a, 1, "k");
    Ref sorted = arg(a, 2, "sorted");
    std::optional<DType> index_type = dtype_arg(arg(a, 3, "index_type"));
    std::vector<Ref> out = apply_op("TopKV2", {input, present(k) ? k : py::Int(1)},
                                    {{"sorted", !present(sorted) || py::truthy(sorted)}, {"index_type", index_type.value_or(DType::Int32)}},
                                    arg(a, 4, "name"));
    return result_tuple("TopKV2", {"values", "indices"}, out);
  });
  if (Ref nn = tf->dict->get("nn")) nn->dict->set("top_k", math->dict->get("top_k"));
  def(tf, "searchsorted", searchsorted);
  // array_ops.invert_permutation -> gen_array_ops.invert_permutation.
  def(math, "invert_permutation", +[](CallArgs& a) -> Ref {
    return apply_op1("InvertPermutation", {require(a, 0, "x", "invert_permutation")}, {}, arg(a, 1, "name"));
  });
  // array_ops.unique -> gen_array_ops.unique: Unique(y, idx).
  def(tf, "unique", +[](CallArgs& a) -> Ref {
    Ref x = require(a, 0, "x", "unique");
    std::optional<DType> out_idx = dtype_arg(arg(a, 1, "out_idx"));
    std::vector<Ref> out = apply_op("Unique", {x}, {{"out_idx", out_idx.value_or(DType::Int32)}}, arg(a, 2, "name"));
    return result_tuple("Unique", {"y", "idx"}, out);
  });
}

}  // namespace tfplay::tf
