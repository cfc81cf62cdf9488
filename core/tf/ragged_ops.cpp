// TF ops on RaggedTensors (see ragged_tensor.h), eagerly: TF's dispatch of tf.add, tf.reduce_sum,
// tf.concat ... to the kernels in tensorflow/python/ops/ragged/ (ragged_dispatch.py,
// ragged_math_ops.py, ragged_concat_ops.py, ragged_functional_ops.py, ragged_tensor.py).
// Elementwise math runs the tf function itself on flat_values (the row partitions stay), so it
// goes through the same op wrappers and kernels as dense math.
#include <algorithm>
#include <functional>
#include <map>

#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/ragged_shape.h"
#include "core/tf/ragged_tensor.h"

namespace tfplay::tf::ragged {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

[[noreturn]] void unsupported(const std::string& what) {
  py::raise(py::E().NotImplementedError, "tfplay does not support " + what + " yet");
}

/// Argument `i` (positional) or `name` (keyword) of `a`, or nullptr.
Ref arg_at(const CallArgs& a, std::size_t i, const char* name) { return i < a.args.size() ? a.args[i] : a.kwarg(name); }

/// `a` with argument `i`/`name` replaced by `v`.
CallArgs with_arg(CallArgs a, std::size_t i, const char* name, const Ref& v) {
  if (i < a.args.size()) {
    a.args[i] = v;
    return a;
  }
  for (auto& kw : a.kwargs)
    if (kw.first == name) kw.second = v;
  return a;
}

/// True when `a` and `b` have the same nested row_splits (TF's fast path for same-structure
/// ragged operands).
bool same_partitions(const Ref& a, const Ref& b) {
  if (is_ragged(a) != is_ragged(b)) return false;
  if (!is_ragged(a)) return true;
  return splits_of(a) == splits_of(b) && same_partitions(values_of(a), values_of(b));
}

/// value_rowids of a RaggedTensor's row_splits: the row of each value.
std::vector<int64_t> value_rowids(const std::vector<int64_t>& splits) {
  std::vector<int64_t> ids;
  for (std::size_t i = 0; i + 1 < splits.size(); ++i) ids.insert(ids.end(), splits[i + 1] - splits[i], static_cast<int64_t>(i));
  return ids;
}

/// A dense operand `t` of an elementwise op with RaggedTensor `rt`, as a tensor that broadcasts
/// against rt.flat_values the way TF broadcasts it against `rt` (ragged_tensor_shape
/// broadcast_to): axes that do not reach `rt`'s outermost one align with its values; one that
/// does has 1 or nrows entries, and its next axis, aligned with the ragged one, has 1 entry,
/// repeated over each row's values (gathered by value_rowids). `aligned`: t's first axis lines
/// up with rt's rows one for one (not so for an axis that meets a flattened ragged one, which
/// TF broadcasts from 1 only, or by stretching ragged rows of length 1). nullptr when `t` needs
/// more than this (ragged_broadcast.cpp's general broadcasting does it).
Ref dense_against_flat_values(const Ref& rt, const Ref& t, bool aligned = true) {
  const tensor::Tensor& value = eager_value(t);
  if (!is_ragged(rt)) {
    if (value.rank() == eager_value(rt).rank() && value.rank() > 0 && !aligned && value.shape()[0] != 1) return nullptr;
    return t;
  }
  const int64_t rank = ragged_ndim(rt);
  if (value.rank() < rank) return dense_against_flat_values(values_of(rt), t, false);
  const std::vector<int64_t> splits = splits_of(rt);
  const int64_t nrows = static_cast<int64_t>(splits.size()) - 1;
  const int64_t d0 = value.shape()[0];
  if (value.rank() > rank || (d0 != 1 && !(aligned && d0 == nrows)) || value.shape()[1] != 1) return nullptr;
  Ref rows = tf_call("squeeze", {t, py::List({py::Int(1)})});
  if (d0 != nrows || d0 == 1) return dense_against_flat_values(values_of(rt), rows, false);
  const std::vector<int64_t> ids = value_rowids(splits);
  rows = tf_call("gather", {rows, constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(ids.size())}, ids))});
  return dense_against_flat_values(values_of(rt), rows, true);
}

/// True for a RaggedTensor or tf.Tensor that is not eager (a tf.function body's value).
bool is_symbolic(const Ref& v) { return (is_ragged(v) || function::as_tensor(v.get())) && !is_eager_ragged(v); }

/// ragged_binary inside a tf.function, where row partitions are symbolic: operands of the same
/// partitions (the same row_splits tensors), or a dense operand that broadcasts against the flat
/// values alone (a scalar, or fewer axes than the flat values have); else NotImplementedError.
Ref symbolic_binary(const Ref& fn, CallArgs& a, const char* x_name, const char* y_name) {
  Ref x = arg_at(a, 0, x_name), y = arg_at(a, 1, y_name);
  const Ref& rt = is_ragged(x) ? x : y;
  Ref fx = x, fy = y;
  if (is_ragged(x) && is_ragged(y)) {
    for (Ref p = x, q = y; is_ragged(p) || is_ragged(q); p = values_of(p), q = values_of(q))
      if (!is_ragged(p) || !is_ragged(q) || row_splits_of(p) != row_splits_of(q))
        unsupported("elementwise ops on RaggedTensors of different row partitions inside tf.function");
    fx = flat_values(x);
    fy = flat_values(y);
  } else {
    Ref& flat = is_ragged(x) ? fx : fy;
    Ref& dense = is_ragged(x) ? fy : fx;
    flat = flat_values(rt);
    Ref t = function::as_tensor(dense.get()) ? dense : convert_to_tensor(dense, dtype_of(flat));
    const tensor::TensorShape& ts = static_shape(t);
    const tensor::TensorShape& fs = static_shape(flat);
    if (!ts.has_rank() || !fs.has_rank() || (*ts.rank() >= *fs.rank() && *ts.rank() > 0))
      unsupported("elementwise ops between a RaggedTensor and a dense tensor of this shape inside tf.function");
    dense = t;
  }
  CallArgs call = with_arg(with_arg(a, 0, x_name, fx), 1, y_name, fy);
  return with_flat_values(rt, py::call(fn, call));
}

/// Elementwise binary op `fn(x, y, ...)` with a RaggedTensor operand: `fn` on the flat_values,
/// with the other operand a RaggedTensor of the same row partitions, or a dense value that
/// broadcasts against the flat values' inner dimensions (a scalar, say); other shapes broadcast
/// through broadcast_binary.
Ref ragged_binary(const Ref& fn, CallArgs& a, const char* x_name, const char* y_name) {
  Ref x = arg_at(a, 0, x_name), y = arg_at(a, 1, y_name);
  const Ref& rt = is_ragged(x) ? x : y;
  if (in_graph_mode() || is_symbolic(x) || is_symbolic(y)) return symbolic_binary(fn, a, x_name, y_name);
  Ref fx = x, fy = y;
  if (is_ragged(x) && is_ragged(y)) {
    if (!same_partitions(x, y)) return broadcast_binary(fn, a, 0, x_name, x, 1, y_name, y);
    fx = flat_values(x);
    fy = flat_values(y);
  } else {
    Ref& flat = is_ragged(x) ? fx : fy;
    Ref& dense = is_ragged(x) ? fy : fx;
    flat = flat_values(rt);
    Ref t = function::as_tensor(dense.get()) ? dense : convert_to_tensor(dense, dtype_of(flat));
    dense = dense_against_flat_values(rt, t);
    if (!dense) {
      return is_ragged(x) ? broadcast_binary(fn, a, 0, x_name, x, 1, y_name, t) : broadcast_binary(fn, a, 0, x_name, t, 1, y_name, y);
    }
  }
  CallArgs call = with_arg(with_arg(a, 0, x_name, fx), 1, y_name, fy);
  return with_flat_values(rt, py::call(fn, call));
}

/// Unary op `fn(x, ...)` (tf.math.square, tf.cast ...) on a RaggedTensor: `fn` on its flat_values.
Ref ragged_unary(const Ref& fn, CallArgs& a, const char* x_name) {
  Ref x = arg_at(a, 0, x_name);
  CallArgs call = with_arg(a, 0, x_name, flat_values(x));
  return with_flat_values(x, py::call(fn, call));
}

// ---- reductions (ragged_math_ops.ragged_reduce_aggregate)


Ref int64_tensor(const std::vector<int64_t>& v) {
  return constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(v.size())}, v));
}

Ref int64_scalar(int64_t v) { return constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {}, {v})); }

/// reduce_op (tf.math.reduce_sum ...) / unsorted_segment_op (tf.math.unsorted_segment_sum ...,
/// a name under tf; a bare name is under tf.math) over `axis` of `rt`: axis 0 and 1 combine
/// segments of the values, deeper axes reduce inside. `extra` follows the usual arguments of
/// both ops (tf.strings.reduce_join's separator, as ragged_reduce_aggregate passes it on).
Ref reduce_aggregate(const Ref& reduce_op, const std::string& segment_op, const Ref& rt, const Ref& axis_arg, bool keepdims,
                     const std::vector<Ref>& extra = {}) {
  auto reduce = [&](const Ref& x, const Ref& axis) {
    std::vector<Ref> args{x, axis, py::Bool(keepdims)};
    args.insert(args.end(), extra.begin(), extra.end());
    return py::call(reduce_op, args);
  };
  if (!is_ragged(rt)) return reduce(rt, axis_arg ? axis_arg : py::None());
  if (!present(axis_arg)) {
    Ref result = reduce(flat_values(rt), py::None());
    if (keepdims)
      for (int64_t i = 1; i < ragged_ndim(rt); ++i) result = tf_call("expand_dims", {result, py::Int(0)});
    return result;
  }
  Ref axis_value = axis_arg;
  if (py::is_list(axis_value.get()) || py::is_tuple(axis_value.get())) {
    std::vector<Ref> axes = py::to_vector(axis_value);
    if (axes.empty()) return rt;
    if (axes.size() > 1) unsupported("reducing a RaggedTensor over several axes");
    axis_value = axes[0];
  }
  if (function::as_tensor(axis_value.get())) axis_value = py::Int(eager_value(axis_value).as_int64(0));
  if (!py::is_int(axis_value.get())) unsupported("this axis for a RaggedTensor reduction");
  const int64_t ndim = ragged_ndim(rt);
  int64_t axis = py::as_int(axis_value.get());
  if (axis < -ndim || axis >= ndim)
    py::raise_value_error("axis=" + std::to_string(axis) + " out of bounds: expected " + std::to_string(-ndim) + "<=axis<" +
                          std::to_string(ndim));
  if (axis < 0) axis += ndim;
  if (axis >= 2)
    return make_ragged(reduce_aggregate(reduce_op, segment_op, values_of(rt), py::Int(axis - 1), keepdims, extra), row_splits_of(rt));
  if (is_ragged(values_of(rt))) unsupported("reducing a RaggedTensor of ragged_rank > 1 over axis 0 or 1");
  if (!is_eager_ragged(rt)) {
    // Inside tf.function: axis 1 combines each row's values, segments numbered by
    // value_rowids.
    if (axis == 0) unsupported("reducing a RaggedTensor over axis 0 inside tf.function");
    Ref nrows = py::call_method(rt, "nrows", {});
    Ref ids = py::call_method(rt, "value_rowids", {});
    std::vector<Ref> segment_args{values_of(rt), ids, nrows};
    segment_args.insert(segment_args.end(), extra.begin(), extra.end());
    Ref result = tf_call(segment_op.find('.') == std::string::npos ? "math." + segment_op : segment_op, segment_args);
    if (keepdims) result = tf_call("expand_dims", {result, py::Int(axis)});
    return result;
  }
  std::vector<int64_t> splits = splits_of(rt);
  std::vector<int64_t> ids;
  int64_t segments = 0;
  if (axis == 0) {
    // out[j, ...] combines rt[i, j, ...] over the rows i long enough to have a j-th value.
    for (std::size_t i = 0; i + 1 < splits.size(); ++i) {
      segments = std::max(segments, splits[i + 1] - splits[i]);
      for (int64_t j = 0; j < splits[i + 1] - splits[i]; ++j) ids.push_back(j);
    }
  } else {
    ids = value_rowids(splits);
    segments = static_cast<int64_t>(splits.size()) - 1;
  }
  std::vector<Ref> segment_args{values_of(rt), int64_tensor(ids), int64_scalar(segments)};
  segment_args.insert(segment_args.end(), extra.begin(), extra.end());
  Ref result = tf_call(segment_op.find('.') == std::string::npos ? "math." + segment_op : segment_op, segment_args);
  if (keepdims) result = tf_call("expand_dims", {result, py::Int(axis)});
  return result;
}

/// tf.reduce_mean: the sum over the count of values (ones summed), divided as `total / count`
/// divides (int operands give float64, empty rows NaN).
Ref reduce_mean(const Ref& sum_op, const Ref& rt, const Ref& axis, bool keepdims) {
  Ref total = reduce_aggregate(sum_op, "unsorted_segment_sum", rt, axis, keepdims);
  Ref ones = with_flat_values(rt, tf_call("ones_like", {flat_values(rt)}));
  Ref count = reduce_aggregate(sum_op, "unsorted_segment_sum", ones, axis, keepdims);
  Ref quotient = tf_call("math.truediv", {flat_values(total), flat_values(count)});
  return with_flat_values(total, quotient);
}

// ---- tf.concat(axis=0) (ragged_concat_ops._ragged_stack_concat_helper)

/// A RaggedTensor of ragged_rank 1 from a dense value of rank >= 2 (RaggedTensor.from_tensor
/// without lengths or padding): every row keeps its full length.
Ref dense_to_ragged(const Ref& v, int64_t rank) {
  if (rank != 1) unsupported("tf.concat of dense tensors with RaggedTensors of ragged_rank > 1");
  Ref t = to_tensor(v);
  const tensor::Tensor& value = eager_value(t);
  if (value.rank() < 2) py::raise_value_error("ragged_rank must be smaller than rank.");
  const int64_t nrows = value.shape()[0], width = value.shape()[1];
  std::vector<int64_t> flat_shape = {-1}, splits;
  flat_shape.insert(flat_shape.end(), value.shape().begin() + 2, value.shape().end());
  for (int64_t i = 0; i <= nrows; ++i) splits.push_back(i * width);
  return make_ragged(tf_call("reshape", {t, int32_vector(flat_shape)}), splits_tensor(splits, DType::Int64));
}

/// Concatenates the rows of RaggedTensors (or tf.Tensors) of one ragged_rank along axis 0.
Ref concat_rows(const std::vector<Ref>& items) {
  if (!is_ragged(items[0])) return tf_call("concat", {py::List(items), py::Int(0)});
  std::vector<int64_t> splits = {0};
  std::vector<Ref> values;
  DType dtype = dtype_of(row_splits_of(items[0]));
  for (const Ref& r : items) {
    std::vector<int64_t> s = splits_of(r);
    const int64_t base = splits.back();
    for (std::size_t i = 1; i < s.size(); ++i) splits.push_back(base + s[i]);
    values.push_back(values_of(r));
  }
  return make_ragged(concat_rows(values), splits_tensor(splits, dtype));
}

Ref ragged_concat(const Ref& concat_fn, CallArgs& a) {
  require_eager("RaggedTensor");
  std::vector<Ref> items = py::to_vector(arg_at(a, 0, "values"));
  Ref axis = arg_at(a, 1, "axis");
  int64_t rank = 0;
  for (const Ref& r : items) rank = std::max(rank, ragged_rank(r));
  std::vector<Ref> rts;
  for (const Ref& r : items) rts.push_back(is_ragged(r) ? r : dense_to_ragged(r, rank));
  for (const Ref& r : rts)
    if (ragged_rank(r) != rank) unsupported("tf.concat of RaggedTensors of different ragged_rank");
  const int64_t ndim = ragged_ndim(rts[0]);
  int64_t ax = present(axis) && py::is_int(axis.get()) ? py::as_int(axis.get()) : -1000;
  if (ax < 0 && ax >= -ndim) ax += ndim;
  if (ax != 0 && !(ax == 1 && rank == 1)) unsupported("tf.concat of RaggedTensors along an axis other than 0");
  const DType dtype = dtype_of(flat_values(rts[0]));
  for (const Ref& r : rts)
    if (dtype_of(flat_values(r)) != dtype) {
      CallArgs call{{py::List({flat_values(rts[0]), flat_values(r)}), py::Int(0)}, {}};
      py::call(concat_fn, call);  // TF's dtype error, from the dense concat
    }
  if (ax == 0) return concat_rows(rts);
  // axis=1 of ragged_rank 1 (ragged_concat_ops: row i joins row i of every input): the values
  // gathered row by row from the inputs' concatenated values.
  const std::size_t nrows = splits_of(rts[0]).size() - 1;
  std::vector<std::vector<int64_t>> all_splits;
  std::vector<Ref> all_values;
  int64_t base = 0;
  std::vector<int64_t> bases;
  for (const Ref& r : rts) {
    all_splits.push_back(splits_of(r));
    if (all_splits.back().size() - 1 != nrows)
      unsupported("reporting TF's error for tf.concat(axis=1) of inputs with different numbers of rows");
    bases.push_back(base);
    base += all_splits.back().back();
    all_values.push_back(values_of(r));
  }
  std::vector<int64_t> index, splits{0};
  for (std::size_t i = 0; i < nrows; ++i) {
    for (std::size_t k = 0; k < rts.size(); ++k)
      for (int64_t j = all_splits[k][i]; j < all_splits[k][i + 1]; ++j) index.push_back(bases[k] + j);
    splits.push_back(static_cast<int64_t>(index.size()));
  }
  Ref values = tf_call("gather", {tf_call("concat", {py::List(all_values), py::Int(0)}), int64_tensor(index)});
  return make_ragged(values, splits_tensor(splits, dtype_of(row_splits_of(rts[0]))));
}

// ---- RaggedTensor.from_tensor / bounding_shape

/// from_tensor's `lengths` when it is a tuple or list of row-length vectors (one per ragged
/// level: `isinstance(lengths, (list, tuple)) and lengths and not isinstance(lengths[0], (int,
/// float))`), else null.
Ref nested_lengths(const Ref& lengths) {
  if (!present(lengths) || !(py::is_list(lengths.get()) || py::is_tuple(lengths.get()))) return nullptr;
  std::vector<Ref> items = py::to_vector(lengths);
  if (items.empty() || py::is_int(items[0].get()) || py::is_float(items[0].get())) return nullptr;
  return lengths;
}

/// from_tensor with nested row lengths: level l keeps, of each item kept at level l - 1, its
/// first lengths[l][k] sub-items (negative ones as none, longer ones as all), and the result
/// is RaggedTensor.from_nested_row_lengths of what is kept.
Ref from_tensor_nested(const Ref& t, const tensor::Tensor& value, const Ref& lengths, const Ref& rank_arg, DType splits_dtype) {
  std::vector<Ref> levels = py::to_vector(lengths);
  const int64_t k = static_cast<int64_t>(levels.size());
  if (present(rank_arg) && py::as_int(rank_arg.get()) != k)
    py::raise_value_error("If lengths is a tuple of row_lengths, then ragged_rank must be len(lengths).");
  if (value.rank() <= k) py::raise_value_error("ragged_rank must be smaller than rank.");
  std::vector<int64_t> kept;  // flat indices, at the current level, of the items kept
  for (int64_t i = 0; i < value.shape()[0]; ++i) kept.push_back(i);
  std::vector<Ref> clamped;
  for (int64_t l = 0; l < k; ++l) {
    const std::vector<int64_t> want = eager_value(to_tensor(levels[static_cast<std::size_t>(l)])).to_int64_vector();
    if (want.size() != kept.size()) unsupported("RaggedTensor.from_tensor with nested lengths that do not match the rows they split");
    const int64_t width = value.shape()[static_cast<std::size_t>(l) + 1];
    std::vector<int64_t> next, lens;
    for (std::size_t r = 0; r < kept.size(); ++r) {
      const int64_t n = std::clamp<int64_t>(want[r], 0, width);
      lens.push_back(n);
      for (int64_t j = 0; j < n; ++j) next.push_back(kept[r] * width + j);
    }
    clamped.push_back(splits_tensor(lens, splits_dtype));
    kept = std::move(next);
  }
  std::vector<int64_t> flat_shape = {-1};
  flat_shape.insert(flat_shape.end(), value.shape().begin() + k + 1, value.shape().end());
  Ref values = tf_call("gather", {tf_call("reshape", {t, int32_vector(flat_shape)}), int64_tensor(kept)});
  return tf_call("RaggedTensor.from_nested_row_lengths", {values, py::List(clamped)});
}

/// RaggedTensor.from_tensor(tensor, lengths=None, padding=None, ragged_rank=1): each row of a
/// rank-2 (or higher) tensor keeps its first `lengths[i]` values, or drops its trailing values
/// equal to `padding` (whole inner items for values of rank > 1), or keeps all of them.
Ref from_tensor(CallArgs& a) {
  Ref t = to_tensor(require(a, 0, "tensor", "from_tensor"));
  Ref lengths = arg(a, 1, "lengths"), padding = arg(a, 2, "padding"), rank_arg = arg(a, 3, "ragged_rank");
  Ref splits_dtype_arg = arg(a, 5, "row_splits_dtype");
  const DType splits_dtype = present(splits_dtype_arg) ? required_dtype_arg(splits_dtype_arg) : DType::Int64;
  if (present(rank_arg) && py::as_int(rank_arg.get()) != 1 && !nested_lengths(lengths))
    unsupported("RaggedTensor.from_tensor(ragged_rank=...) other than 1");
  if (present(lengths) && present(padding)) py::raise_value_error("Specify argument `lengths` or `padding`, but not both.");
  if (in_graph_mode()) {
    // Inside a trace, without lengths or padding: the rows reshaped into values, every row as
    // long as the tensor's second dimension (RaggedTensor.from_uniform_row_length).
    if (present(lengths) || present(padding))
      unsupported("RaggedTensor.from_tensor with lengths or padding inside tf.function");
    const tensor::TensorShape& shape = static_shape(t);
    if (!shape.has_rank() || *shape.rank() < 2) py::raise_value_error("ragged_rank must be smaller than rank.");
    Ref dims = tf_call("shape", {t}, {{"out_type", function::dtype_object(splits_dtype)}});
    Ref ncols = py::getitem(dims, py::Int(1));
    std::vector<Ref> flat_shape = {py::Int(-1)};
    for (std::size_t i = 2; i < shape.as_list().size(); ++i) flat_shape.push_back(py::getitem(dims, py::Int(static_cast<int64_t>(i))));
    Ref values = tf_call("reshape", {t, tf_call("stack", {py::List(flat_shape)})});
    Ref nrows = py::getitem(dims, py::Int(0));
    Ref splits = tf_call("math.multiply", {tf_call("range", {tf_call("math.add", {nrows, py::Int(1)})}, {{"dtype", function::dtype_object(splits_dtype)}}), ncols});
    const tensor::Dim& width = shape.as_list()[1];
    return width ? make_uniform_ragged(values, splits, *width) : make_ragged(values, splits);
  }
  const tensor::Tensor& value = eager_value(t);
  if (value.rank() < 2) py::raise_value_error("ragged_rank must be smaller than rank.");
  if (Ref nested = nested_lengths(lengths)) return from_tensor_nested(t, value, nested, rank_arg, splits_dtype);
  const int64_t nrows = value.shape()[0], ncols = value.shape()[1];
  std::vector<int64_t> row_len(nrows, ncols);
  if (present(lengths)) {
    std::vector<int64_t> l = eager_value(to_tensor(lengths)).to_int64_vector();
    if (static_cast<int64_t>(l.size()) != nrows) unsupported("RaggedTensor.from_tensor with lengths not one per row");
    for (int64_t i = 0; i < nrows; ++i) row_len[i] = std::clamp<int64_t>(l[i], 0, ncols);
  } else if (present(padding)) {
    // has_default[i, j]: every element of tensor[i, j] equals padding.
    Ref eq = tf_call("equal", {t, convert_to_tensor(padding, value.dtype())});
    Ref all = value.rank() > 2 ? tf_call("reduce_all", {eq, int32_vector([&] {
                                            std::vector<int64_t> axes;
                                            for (int i = 2; i < value.rank(); ++i) axes.push_back(i);
                                            return axes;
                                          }())})
                               : eq;
    std::vector<int64_t> flags = eager_value(tf_call("cast", {all, function::dtype_object(DType::Int64)})).to_int64_vector();
    for (int64_t i = 0; i < nrows; ++i) {
      int64_t n = ncols;
      while (n > 0 && flags[i * ncols + n - 1]) --n;
      row_len[i] = n;
    }
  }
  std::vector<int64_t> splits = {0}, keep;
  for (int64_t i = 0; i < nrows; ++i) {
    for (int64_t j = 0; j < row_len[i]; ++j) keep.push_back(i * ncols + j);
    splits.push_back(splits.back() + row_len[i]);
  }
  std::vector<int64_t> flat_shape = {-1};
  flat_shape.insert(flat_shape.end(), value.shape().begin() + 2, value.shape().end());
  Ref flat = tf_call("reshape", {t, int32_vector(flat_shape)});
  Ref values = tf_call("gather", {flat, int64_tensor(keep)});
  // Neither lengths nor padding: TF reshapes the tensor and calls from_uniform_row_length, so
  // the shape keeps the column count ([2, 2], not [2, None]).
  if (!present(lengths) && !present(padding)) return make_uniform_ragged(values, splits_tensor(splits, splits_dtype), ncols);
  return make_ragged(values, splits_tensor(splits, splits_dtype));
}

/// rt.bounding_shape(axis=None, out_type=None): the int64 (or row_splits dtype) vector of the
/// tightest dense shape holding rt -- nrows, the longest row per ragged level, the inner dims.
Ref bounding_shape(CallArgs& a) {
  Ref rt = a.args.at(0);
  Ref axis = arg(a, 1, "axis"), out_type = arg(a, 3, "out_type");
  std::vector<int64_t> dims = {static_cast<int64_t>(splits_of(rt).size()) - 1};
  for (Ref r = rt; is_ragged(r); r = values_of(r)) {
    std::vector<int64_t> s = splits_of(r);
    int64_t width = 0;
    for (std::size_t i = 0; i + 1 < s.size(); ++i) width = std::max(width, s[i + 1] - s[i]);
    dims.push_back(width);
  }
  const tensor::Shape& inner = eager_value(flat_values(rt)).shape();
  dims.insert(dims.end(), inner.begin() + 1, inner.end());
  const DType dtype = present(out_type) ? required_dtype_arg(out_type) : dtype_of(row_splits_of(rt));
  Ref shape = splits_tensor(dims, dtype);
  if (!present(axis)) return shape;
  return tf_call("gather", {shape, axis});
}

/// ragged_functional_ops._replace_ragged_with_flat_values: `v` with each RaggedTensor in it
/// (also inside lists, tuples and dicts) replaced by its flat_values, appended to `ragged`.
Ref replace_ragged_with_flat_values(const Ref& v, std::vector<Ref>& ragged) {
  if (is_ragged(v)) {
    ragged.push_back(v);
    return flat_values(v);
  }
  if (py::is_list(v.get()) || py::is_tuple(v.get())) {
    std::vector<Ref> items;
    for (const Ref& item : py::to_vector(v)) items.push_back(replace_ragged_with_flat_values(item, ragged));
    return py::is_list(v.get()) ? py::List(items) : py::Tuple(items);
  }
  if (v->cls == py::T().dict) {
    auto out = py::Dict();
    static_cast<const py::DictObject*>(v.get())->for_each(
        [&](const Ref& k, const Ref& item) { out->set(k, replace_ragged_with_flat_values(item, ragged)); });
    return out;
  }
  return v;
}

/// row_partition._merge_tensors: `t1`, or `t2` when t1 is null. Two different tensors must have
/// compatible shapes (a ValueError otherwise) and, while `validate`, equal values (the
/// InvalidArgumentError of check_ops.assert_equal); `validated` says whether they were compared.
Ref merge_tensors(const Ref& t1, const Ref& t2, const std::string& name, bool validate, bool& validated) {
  validated = false;
  if (!t1) return t2;
  if (!t2) return t1;
  validated = t1.get() == t2.get();
  if (validated) return t1;
  const std::string msg = "RowPartition._merge_precomputed_encodings: partitions have incompatible " + name;
  if (!static_shape(t1).is_compatible_with(static_shape(t2))) py::raise_value_error(msg);
  if (!validate) return t1;
  if (!is_eager_ragged(t1) || !is_eager_ragged(t2))
    unsupported("tf.ragged.map_flat_values over RaggedTensors of different row partitions inside tf.function");
  tf_call("debugging.assert_equal", {t1, t2}, {{"message", py::Str(msg)}});
  validated = true;
  return t1;
}

/// RowPartition._merge_precomputed_encodings: one partition with the encodings of both (`a`'s
/// first), checked equal where both have one, cheapest encodings first, until one check has
/// shown the partitions equal.
RowPartition merge_partitions(const RowPartition& a, const RowPartition& b) {
  RowPartition out;
  bool validate = true, nrows_ok, ncols_ok, splits_ok, lengths_ok, ids_ok;
  out.nrows = merge_tensors(a.nrows, b.nrows, "nrows", validate, nrows_ok);
  const DType dt = dtype_of(a.row_splits);
  auto length_tensor = [dt](const std::optional<int64_t>& n) -> Ref {
    return n ? constant_tensor(tensor::Tensor::scalar_of(dt, static_cast<double>(*n))) : nullptr;
  };
  ncols_ok = false;
  out.uniform_row_length = a.uniform_row_length ? a.uniform_row_length : b.uniform_row_length;
  if (a.uniform_row_length && b.uniform_row_length && *a.uniform_row_length != *b.uniform_row_length)
    merge_tensors(length_tensor(a.uniform_row_length), length_tensor(b.uniform_row_length), "uniform_row_length", validate, ncols_ok);
  else
    ncols_ok = a.uniform_row_length && b.uniform_row_length;
  if (ncols_ok && nrows_ok) validate = false;
  out.row_splits = merge_tensors(a.row_splits, b.row_splits, "row_splits", validate, splits_ok);
  if (splits_ok) validate = false;
  out.row_lengths = merge_tensors(a.row_lengths, b.row_lengths, "row_lengths", validate, lengths_ok);
  if (lengths_ok) validate = false;
  out.value_rowids = merge_tensors(a.value_rowids, b.value_rowids, "value_rowids", validate, ids_ok);
  return out;
}

/// tf.ragged.map_flat_values(op, *args, **kwargs) (ragged_functional_ops.map_flat_values): op on
/// the flat_values of the RaggedTensor arguments, whose flat_values must have one outer size and
/// whose row partitions must match; the result is op's output over the merged partitions.
Ref map_flat_values(CallArgs& a) {
  if (a.args.empty()) py::raise_type_error("map_flat_values() missing 1 required positional argument: 'op'");
  Ref op = a.args[0];
  std::vector<Ref> ragged;
  CallArgs call;
  for (std::size_t i = 1; i < a.args.size(); ++i) call.args.push_back(replace_ragged_with_flat_values(a.args[i], ragged));
  for (const auto& kw : a.kwargs) call.kwargs.emplace_back(kw.first, replace_ragged_with_flat_values(kw.second, ragged));
  if (ragged.empty()) return py::call(op, call);
  std::vector<Ref> sizes;  // the static outer sizes of the flat_values, when known
  for (const Ref& r : ragged) {
    const tensor::TensorShape& shape = static_shape(flat_values(r));
    if (shape.has_rank() && *shape.rank() > 0 && shape.as_list()[0]) sizes.push_back(py::Int(*shape.as_list()[0]));
  }
  Ref size_set = py::call(py::T().set->self(), std::vector<Ref>{py::List(sizes)});
  if (py::len(size_set) > 1)
    py::raise_value_error("Input RaggedTensors' flat_values must all have the same outer-dimension size.  Got sizes: " + py::repr(size_set));
  for (const Ref& r : ragged)
    if (dtype_of(row_splits_of(r)) != dtype_of(row_splits_of(ragged[0])))
      py::raise_value_error("Input RaggedTensors have mismatched row partition dtypes; use RaggedTensor.with_row_splits_dtype() "
                            "to convert them to compatible dtypes.");
  Ref output = py::call(op, call);
  if (!sizes.empty()) {
    Ref shape = py::getattr(output, "shape");
    Ref outer = py::getitem(shape, py::make_object<py::SliceObject>(py::T().slice, py::None(), py::Int(1), py::None()));
    if (!py::truthy(py::call_method(outer, "is_compatible_with", {py::List({sizes[0]})})))
      py::raise_value_error("tf.ragged.map_flat_values requires that the output of `op` have the same outer-dimension size as "
                            "flat_values of any ragged inputs. (output shape: " + py::str(shape) + "; expected outer dimension size: " +
                            py::str(sizes[0]) + ")");
  }
  // _merge_partition_lists: the partitions of each level merged across the inputs.
  std::vector<RowPartition> merged;
  for (Ref r = ragged[0]; is_ragged(r); r = values_of(r)) merged.push_back(partition_of(r));
  for (std::size_t k = 1; k < ragged.size(); ++k) {
    if (ragged_rank(ragged[k]) != static_cast<int64_t>(merged.size())) py::raise_value_error("All ragged inputs must have the same ragged_rank.");
    Ref r = ragged[k];
    for (RowPartition& p : merged) {
      p = merge_partitions(p, partition_of(r));
      r = values_of(r);
    }
  }
  // RaggedTensor.__init__'s values.shape.with_rank_at_least(1), when the outer size was unknown.
  if (!is_ragged(output) && static_shape(output).has_rank() && *static_shape(output).rank() == 0)
    py::raise_value_error("Shape () must have rank at least 1");
  Ref result = output;
  for (auto it = merged.rbegin(); it != merged.rend(); ++it) result = make_partitioned(result, *it);
  return result;
}

/// tf.tile on a RaggedTensor of ragged_rank 1 (ragged_array_ops.tile): the rows repeated
/// multiples[0] times, each row's values repeated multiples[1] times within the row, and the
/// values' inner dimensions tiled by the remaining multiples.
Ref ragged_tile(const Ref& tile_fn, CallArgs& a) {
  require_eager("RaggedTensor");
  Ref rt = arg_at(a, 0, "input");
  if (is_ragged(values_of(rt))) unsupported("tf.tile of a RaggedTensor of ragged_rank > 1");
  Ref multiples_arg = arg_at(a, 1, "multiples");
  Ref multiples_t = convert_to_tensor(multiples_arg, std::nullopt);
  std::vector<int64_t> multiples = eager_value(multiples_t).to_int64_vector();
  const tensor::Tensor& values = eager_value(values_of(rt));
  const std::size_t rank = 1 + values.shape().size();
  // ragged_array_ops.tile: multiples.shape.assert_is_compatible_with([input.shape.ndims]).
  if (multiples.size() != rank)
    py::raise_value_error("Shapes (" + std::to_string(multiples.size()) + ",) and (" + std::to_string(rank) + ",) are incompatible");
  std::vector<int64_t> splits = splits_of(rt), new_splits{0}, index;
  for (int64_t r = 0; r < multiples[0]; ++r)
    for (std::size_t i = 0; i + 1 < splits.size(); ++i) {
      for (int64_t c = 0; c < multiples[1]; ++c)
        for (int64_t j = splits[i]; j < splits[i + 1]; ++j) index.push_back(j);
      new_splits.push_back(static_cast<int64_t>(index.size()));
    }
  Ref gathered = tf_call("gather", {values_of(rt), int64_tensor(index)});
  std::vector<int64_t> inner{1};
  bool tile_inner = false;
  for (std::size_t d = 2; d < multiples.size(); ++d) {
    inner.push_back(multiples[d]);
    tile_inner = tile_inner || multiples[d] != 1;
  }
  if (tile_inner) gathered = py::call(tile_fn, std::vector<Ref>{gathered, int64_tensor(inner)});
  return make_ragged(gathered, splits_tensor(new_splits, dtype_of(row_splits_of(rt))));
}

// ---- wrapping the tf functions TF dispatches for RaggedTensors

/// The wrappers made so far, by the function they wrap: tf.add and tf.math.add are one function
/// in TF, and stay one after wrapping.
using Wrapped = std::map<const py::Object*, Ref>;

/// Replaces `module.name` with a function that runs `ragged_fn(original, args)` when `needs(args)`
/// says a RaggedTensor is involved, and the original function otherwise.
void wrap(Wrapped& wrapped, const Ref& module, const std::string& name, std::function<bool(const CallArgs&)> needs,
          std::function<Ref(const Ref&, CallArgs&)> ragged_fn) {
  Ref original = module->dict->get(name);
  if (!original) return;
  Ref& wrapper = wrapped[original.get()];
  if (!wrapper) {
    Ref scratch = py::Module("ragged_dispatch");
    // A native original (all of them today) is run directly: tf.add's every call passes here.
    auto* native = original->cls == py::T().builtin_function ? static_cast<py::NativeFunctionObject*>(original.get()) : nullptr;
    if (native && native->is_method) native = nullptr;
    def(scratch, name, [original, native, needs, ragged_fn](CallArgs& a) -> Ref {
      if (needs(a)) return ragged_fn(original, a);
      return native ? native->fn(a) : py::call(original, a);
    });
    wrapper = scratch->dict->get(name);
  }
  module->dict->set(name, wrapper);
}

bool any_ragged(const CallArgs& a, std::initializer_list<std::pair<std::size_t, const char*>> at) {
  // Every call of tf.add and the other dispatched functions asks: a positional argument is
  // looked at in place (arg_at copies the reference); a keyword one is rare.
  for (const auto& [i, name] : at)
    if (i < a.args.size() ? is_ragged(a.args[i]) : is_ragged(a.kwarg(name))) return true;
  return false;
}

}  // namespace

void install_ragged_dispatch(const Ref& tf) {
  const Ref math = submodule_of(tf, "math");
  Wrapped wrapped;
  // tf.shape of a RaggedTensor, and the shape functions that take its DynamicRaggedShape
  // (ragged_shape.cpp).
  wrap(wrapped, tf, "shape", [](const CallArgs& a) { return any_ragged(a, {{0, "input"}}); },
       [tf](const Ref&, CallArgs& a) -> Ref {
         Ref out_type = arg_at(a, 1, "out_type");
         return ragged_shape(arg_at(a, 0, "input"), out_type && !py::is_none(out_type.get()) ? out_type : py::getattr(tf, "int32"));
       });
  auto shape_arg = [](std::size_t i, const char* name) {
    return [i, name](const CallArgs& a) { return is_dynamic_ragged_shape(arg_at(a, i, name)); };
  };
  auto or_value = [](const Ref& v, const Ref& fallback) { return v ? v : fallback; };
  for (const char* name : {"zeros", "ones"})
    wrap(wrapped, tf, name, shape_arg(0, "shape"), [tf, name, or_value](const Ref&, CallArgs& a) -> Ref {
      return shape_op(name, {arg_at(a, 0, "shape"), or_value(arg_at(a, 1, "dtype"), py::getattr(tf, "float32")),
                             or_value(arg_at(a, 2, "name"), py::None())});
    });
  wrap(wrapped, tf, "fill", shape_arg(0, "dims"), [or_value](const Ref&, CallArgs& a) -> Ref {
    return shape_op("fill", {arg_at(a, 0, "dims"), arg_at(a, 1, "value"), or_value(arg_at(a, 2, "name"), py::None())});
  });
  wrap(wrapped, tf, "reshape", shape_arg(1, "shape"), [or_value](const Ref&, CallArgs& a) -> Ref {
    return shape_op("reshape", {arg_at(a, 0, "tensor"), arg_at(a, 1, "shape"), or_value(arg_at(a, 2, "name"), py::None())});
  });
  // tf.nn exports some of them too (tanh, sigmoid): the same function object as tf.tanh, as in TF.
  for (const Ref& module : {tf, math, submodule_of(tf, "dtypes"), submodule_of(tf, "nn")}) {
    for (const char* name : {"add", "subtract", "multiply", "divide", "truediv", "floordiv", "floormod", "mod", "pow", "maximum",
                             "minimum", "squared_difference", "equal", "not_equal", "less", "less_equal", "greater",
                             "greater_equal", "logical_and", "logical_or", "logical_xor", "divide_no_nan"})
      wrap(wrapped, module, name, [](const CallArgs& a) { return any_ragged(a, {{0, "x"}, {1, "y"}}); },
           [](const Ref& fn, CallArgs& a) { return ragged_binary(fn, a, "x", "y"); });
    for (const char* name : {"abs", "negative", "square", "sqrt", "rsqrt", "exp", "log", "log1p", "sin", "cos", "tan", "tanh",
                             "sigmoid", "round", "floor", "ceil", "sign", "reciprocal", "logical_not", "cast", "is_nan",
                             "is_inf", "is_finite", "erf", "atan", "asin", "acos", "expm1"})
      wrap(wrapped, module, name, [](const CallArgs& a) { return any_ragged(a, {{0, "x"}}); },
           [](const Ref& fn, CallArgs& a) { return ragged_unary(fn, a, "x"); });
    for (const char* name : {"reduce_sum", "reduce_prod", "reduce_min", "reduce_max", "reduce_mean"}) {
      const std::string segment = std::string("unsorted_segment_") + (name + 7);
      const bool mean = std::string(name) == "reduce_mean";
      Ref sum = module->dict->get("reduce_sum");
      wrap(wrapped, module, name, [](const CallArgs& a) { return any_ragged(a, {{0, "input_tensor"}}); },
           [segment, mean, sum](const Ref& fn, CallArgs& a) -> Ref {
             Ref rt = arg_at(a, 0, "input_tensor"), axis = arg_at(a, 1, "axis"), keep = arg_at(a, 2, "keepdims");
             const bool keepdims = present(keep) && py::truthy(keep);
             if (mean) return reduce_mean(sum, rt, axis, keepdims);
             return reduce_aggregate(fn, segment, rt, axis, keepdims);
           });
    }
  }
  // tf.strings ops on each string (ragged_string_ops dispatch): the same op on flat_values.
  const Ref strings = submodule_of(tf, "strings");
  for (const char* name : {"substr", "length", "upper", "lower", "strip", "regex_replace", "regex_full_match", "unicode_script",
                           "to_hash_bucket_fast", "to_hash_bucket", "to_hash_bucket_strong", "to_number", "as_string",
                           "encode_base64", "decode_base64"})
    wrap(wrapped, strings, name, [](const CallArgs& a) { return any_ragged(a, {{0, "input"}}); },
         [](const Ref& fn, CallArgs& a) { return ragged_unary(fn, a, "input"); });
  // ragged_string_ops.reduce_join: ragged_reduce_aggregate with tf.strings.reduce_join and
  // tf.strings.unsorted_segment_join, both given the separator (joining each row's characters,
  // as the text generation tutorial does with reduce_join(chars, axis=-1)).
  wrap(wrapped, strings, "reduce_join", [](const CallArgs& a) { return any_ragged(a, {{0, "inputs"}}); },
       [](const Ref& fn, CallArgs& a) -> Ref {
         require_eager("RaggedTensor");
         Ref rt = arg_at(a, 0, "inputs"), axis = arg_at(a, 1, "axis"), keep = arg_at(a, 2, "keepdims");
         Ref separator = arg_at(a, 3, "separator");
         const bool keepdims = present(keep) && py::truthy(keep);
         return reduce_aggregate(fn, "strings.unsorted_segment_join", rt, axis, keepdims,
                                 {present(separator) ? separator : py::Str("")});
       });
  // ragged_embedding_ops.embedding_lookup: ragged ids look up their flat values and keep their
  // row partitions ([rows, None, dim]).
  wrap(wrapped, submodule_of(tf, "nn"), "embedding_lookup", [](const CallArgs& a) { return any_ragged(a, {{1, "ids"}}); },
       [](const Ref& fn, CallArgs& a) -> Ref {
         Ref ids = arg_at(a, 1, "ids");
         CallArgs call = with_arg(a, 1, "ids", flat_values(ids));
         return with_flat_values(ids, py::call(fn, call));
       });
  // tf.strings.join (string_join, an n-ary elementwise op in ragged_dispatch) over RaggedTensors
  // of one row partitioning: the join of their flat values.
  wrap(wrapped, strings, "join",
       [](const CallArgs& a) {
         Ref inputs = arg_at(a, 0, "inputs");
         if (!inputs || !(py::is_list(inputs.get()) || py::is_tuple(inputs.get()))) return false;
         for (const Ref& v : py::to_vector(inputs))
           if (is_ragged(v)) return true;
         return false;
       },
       [](const Ref& fn, CallArgs& a) -> Ref {
         require_eager("RaggedTensor");
         std::vector<Ref> inputs = py::to_vector(arg_at(a, 0, "inputs")), flat;
         for (const Ref& v : inputs) {
           if (!same_partitions(v, inputs[0])) unsupported("tf.strings.join of RaggedTensors of different row partitions or with dense tensors");
           flat.push_back(flat_values(v));
         }
         CallArgs call = with_arg(a, 0, "inputs", py::List(flat));
         return with_flat_values(inputs[0], py::call(fn, call));
       });
  wrap(wrapped, tf, "concat",
       [](const CallArgs& a) {
         Ref values = arg_at(a, 0, "values");
         if (!values || !(py::is_list(values.get()) || py::is_tuple(values.get()))) return false;
         for (const Ref& v : py::to_vector(values))
           if (is_ragged(v)) return true;
         return false;
       },
       ragged_concat);
  wrap(wrapped, tf, "tile", [](const CallArgs& a) { return any_ragged(a, {{0, "input"}}); }, ragged_tile);
  Ref ragged_module = submodule_of(tf, "ragged");
  def(ragged_module, "map_flat_values", map_flat_values);
}

Ref tensor_equals(const Ref& x, const Ref& y, bool equal) {
  if (py::is_none(y.get())) return py::Bool(false);
  const Ref& rt = is_ragged(x) ? x : y;
  Ref other = is_ragged(x) ? y : x;
  if (!is_ragged(other) && !function::as_tensor(other.get())) other = convert_to_tensor(other, dtype_of(flat_values(rt)));
  // Shapes that do not broadcast: TF's tf.math.equal raises InvalidArgumentError or ValueError,
  // which tensor_equals answers with False (True for !=).
  if (is_eager_ragged(rt) && is_eager_ragged(other) && !in_graph_mode() &&
      !(is_ragged(x) ? broadcast_compatible(x, other) : broadcast_compatible(other, y)))
    return py::Bool(!equal);
  try {
    return is_ragged(x) ? tf_call(equal ? "math.equal" : "math.not_equal", {x, other})
                        : tf_call(equal ? "math.equal" : "math.not_equal", {other, y});
  } catch (py::PyError& e) {
    if (py::isinstance(e.exc.get(), error_type("InvalidArgumentError")) || py::isinstance(e.exc.get(), py::E().ValueError))
      return py::Bool(!equal);
    throw;
  }
}

void dispatch_ragged(const std::vector<std::pair<Ref, std::string>>& targets,
                     const std::vector<std::pair<std::size_t, std::string>>& ragged_args, const Ref& kernel) {
  std::map<const py::Object*, Ref> made;
  for (const auto& [module, name] : targets) {
    Ref original = module->dict->get(name);
    if (!original) continue;
    Ref& wrapper = made[original.get()];
    if (!wrapper) {
      Ref scratch = py::Module("ragged_dispatch");
      def(scratch, name, [original, ragged_args, kernel](CallArgs& a) -> Ref {
        for (const auto& [i, key] : ragged_args) {
          Ref v = i < a.args.size() ? a.args[i] : a.kwarg(key.c_str());
          bool ragged = v && is_ragged(v);
          if (v && !ragged && (py::is_list(v.get()) || py::is_tuple(v.get())))
            for (const Ref& item : py::to_vector(v)) ragged = ragged || is_ragged(item);
          if (ragged) return py::call(kernel, a);
        }
        return py::call(original, a);
      });
      wrapper = scratch->dict->get(name);
    }
    module->dict->set(name, wrapper);
  }
}

void add_ragged_methods(py::TypeObject* type) {
  // ragged_operators.py: __eq__ / __ne__ are tensor_equals / tensor_not_equals; a RaggedTensor
  // is neither a Python bool nor hashable (ragged_hash, eagerly and in a tf.function alike).
  py::add_method(type, "__eq__", +[](CallArgs& a) -> Ref { return tensor_equals(a.args.at(0), a.args.at(1), true); });
  py::add_method(type, "__ne__", +[](CallArgs& a) -> Ref { return tensor_equals(a.args.at(0), a.args.at(1), false); });
  py::add_method(type, "__hash__", +[](CallArgs&) -> Ref { py::raise_type_error("RaggedTensor is unhashable."); });
  for (const char* name : {"__bool__", "__nonzero__"})
    py::add_method(type, name, +[](CallArgs&) -> Ref { py::raise_type_error("RaggedTensor may not be used as a boolean."); });
  py::add_property(type, "ndim", +[](Ref s) { return py::Int(ragged_ndim(s)); });
  py::add_method(type, "bounding_shape", bounding_shape);
  py::add_static(type, "from_tensor", from_tensor);
  // Operators: TF's math_ops overloads on RaggedTensor (ragged_operators.py) call the tf.math ops.
  struct Operator {
    const char* dunder;
    const char* fn;
    bool reflected;
  };
  static const Operator ops[] = {
      {"__add__", "add", false},           {"__radd__", "add", true},           {"__sub__", "subtract", false},
      {"__rsub__", "subtract", true},      {"__mul__", "multiply", false},      {"__rmul__", "multiply", true},
      {"__truediv__", "truediv", false},   {"__rtruediv__", "truediv", true},   {"__floordiv__", "floordiv", false},
      {"__rfloordiv__", "floordiv", true}, {"__mod__", "floormod", false},      {"__rmod__", "floormod", true},
      {"__pow__", "pow", false},           {"__rpow__", "pow", true},           {"__lt__", "less", false},
      {"__le__", "less_equal", false},     {"__gt__", "greater", false},        {"__ge__", "greater_equal", false},
      {"__and__", "logical_and", false},   {"__rand__", "logical_and", true},   {"__or__", "logical_or", false},
      {"__ror__", "logical_or", true},     {"__xor__", "logical_xor", false},   {"__rxor__", "logical_xor", true}};
  for (const Operator& op : ops) {
    const std::string fn = std::string("math.") + op.fn;
    const bool reflected = op.reflected;
    py::add_method(type, op.dunder, [fn, reflected](CallArgs& a) -> Ref {
      return reflected ? tf_call(fn, {a.args.at(1), a.args.at(0)}) : tf_call(fn, {a.args.at(0), a.args.at(1)});
    });
  }
  static const char* const unary[][2] = {{"__neg__", "math.negative"}, {"__abs__", "math.abs"}, {"__invert__", "math.logical_not"}};
  for (const auto& u : unary) {
    const std::string f = u[1];
    py::add_method(type, u[0], [f](CallArgs& a) -> Ref { return tf_call(f, {a.args.at(0)}); });
  }
}

}  // namespace tfplay::tf::ragged
