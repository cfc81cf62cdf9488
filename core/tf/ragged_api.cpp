// tf.RaggedTensor and tf.ragged.constant (see ragged_api.h).
#include "core/tf/ragged_api.h"
#include "core/tf/lazy_module.h"
#include "core/tf/ragged_shape.h"
#include "core/tf/ragged_tensor.h"

#include <algorithm>
#include <functional>
#include <optional>

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_index.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"
#include "core/python/recursion_guard.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace ragged {

/// What a RaggedTensor's conversion to a tf.Tensor raises: def() names the tf function.
const char* const kRaggedArgumentError = "tfplay does not support RaggedTensor arguments to this TF op yet";

struct RaggedTensorObject : py::NativeObject {
  Ref values, row_splits;  // values: a tf.Tensor or a RaggedTensor; row_splits: int64 or int32 vector
  /// RowPartition.uniform_row_length when known to be uniform (RaggedTensor.from_tensor
  /// without lengths or padding): the static size of this ragged dimension in `shape`.
  std::optional<int64_t> uniform_row_length;
  /// RowPartition's precomputed encodings, kept as the factories were given them (null when not
  /// given): rt.row_lengths(), rt.value_rowids() and rt.nrows() return these very tensors.
  Ref cached_row_lengths, cached_value_rowids, cached_nrows;
  using NativeObject::NativeObject;
};

bool is_ragged(const Ref& v) { return v && v->cls == ragged_type(); }

/// The Python slice begin:end (null or None for an open end), for the slicing of a trace's
/// tensors (`splits[:-1]`).
Ref slice_of(const Ref& begin, const Ref& end) {
  return py::make_object<py::SliceObject>(py::T().slice, begin ? begin : py::None(), end ? end : py::None(), py::None());
}
RaggedTensorObject& self_of(const Ref& r) { return *static_cast<RaggedTensorObject*>(r.get()); }
const Ref& values_of(const Ref& r) { return self_of(r).values; }
const Ref& row_splits_of(const Ref& r) { return self_of(r).row_splits; }

/// RaggedTensors hold eager tensors only: tfplay does not trace them into graphs.
void require_eager(const char* what) {
  if (in_graph_mode())
    py::raise(py::E().NotImplementedError, std::string("tfplay does not support ") + what + " inside tf.function yet");
}

Ref make_ragged(const Ref& values, const Ref& row_splits) {
  auto obj = py::make_object<RaggedTensorObject>(ragged_type());
  obj->values = values;
  obj->row_splits = row_splits;
  return obj;
}

const tensor::Tensor& eager_value(const Ref& t) {
  function::TensorObject* x = function::as_tensor(t.get());
  if (!x || !x->is_eager()) py::raise(py::E().NotImplementedError, "tfplay does not support RaggedTensor inside tf.function yet");
  return *x->value;
}

bool is_eager_ragged(const Ref& r) {
  if (!is_ragged(r)) {
    function::TensorObject* x = function::as_tensor(r.get());
    return x && x->is_eager();
  }
  function::TensorObject* x = function::as_tensor(self_of(r).row_splits.get());
  return x && x->is_eager() && is_eager_ragged(self_of(r).values);
}

std::vector<int64_t> splits_of(const Ref& r) { return eager_value(self_of(r).row_splits).to_int64_vector(); }

Ref flat_values(Ref r) {
  while (is_ragged(r)) r = self_of(r).values;
  return r;
}

int64_t ragged_rank(const Ref& r) { return is_ragged(r) ? 1 + ragged_rank(self_of(r).values) : 0; }

/// The static shape of tensor `t` (eager or symbolic).
const tensor::TensorShape& static_shape(const Ref& t) {
  function::TensorObject* x = function::as_tensor(t.get());
  if (!x) py::raise(py::E().NotImplementedError, "tfplay supports RaggedTensors of tf.Tensor values only");
  return x->shape;
}

int64_t ragged_ndim(const Ref& r) {
  const tensor::TensorShape& inner = static_shape(flat_values(r));
  if (!inner.has_rank()) py::raise(py::E().NotImplementedError, "tfplay does not support RaggedTensors of flat_values of unknown rank");
  return 1 + ragged_rank(r) + *inner.rank() - 1;
}

Ref splits_tensor(const std::vector<int64_t>& splits, DType dtype) {
  Ref t = constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(splits.size())}, splits));
  return dtype == DType::Int32 ? run_op1("Cast", {t}, {{"DstT", DType::Int32}}) : t;
}

Ref make_uniform_ragged(const Ref& values, const Ref& row_splits, int64_t uniform_row_length) {
  Ref r = make_ragged(values, row_splits);
  self_of(r).uniform_row_length = uniform_row_length;
  return r;
}

RowPartition partition_of(const Ref& r) {
  const RaggedTensorObject& o = self_of(r);
  return {o.row_splits, o.cached_row_lengths, o.cached_value_rowids, o.cached_nrows, o.uniform_row_length};
}

Ref make_partitioned(const Ref& values, const RowPartition& p) {
  Ref out = make_ragged(values, p.row_splits);
  RaggedTensorObject& o = self_of(out);
  o.uniform_row_length = p.uniform_row_length;
  o.cached_row_lengths = p.row_lengths;
  o.cached_value_rowids = p.value_rowids;
  o.cached_nrows = p.nrows;
  return out;
}

Ref with_flat_values(const Ref& r, const Ref& new_values) {
  if (!is_ragged(r)) return new_values;
  return make_partitioned(with_flat_values(self_of(r).values, new_values), partition_of(r));  // the same row partitions
}

/// Rows [begin, end) of `v` (a tf.Tensor's first axis, or a RaggedTensor's rows).
Ref row_slice(const Ref& v, int64_t begin, int64_t end) {
  if (!is_ragged(v)) {
    const int rank = eager_value(v).rank();
    std::vector<int64_t> b(rank, 0), s(rank, -1);
    b[0] = begin;
    s[0] = end - begin;
    return run_op1("Slice", {v, int32_vector(b), int32_vector(s)});
  }
  std::vector<int64_t> splits = splits_of(v);
  std::vector<int64_t> part(splits.begin() + begin, splits.begin() + end + 1);
  const int64_t start = part.front();
  for (int64_t& p : part) p -= start;
  Ref child = row_slice(self_of(v).values, start, part.back() + start);
  Ref t = constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(part.size())}, part));
  if (dtype_of(self_of(v).row_splits) == DType::Int32) t = run_op1("Cast", {t}, {{"DstT", DType::Int32}});
  return make_ragged(child, t);
}

// ---- repr: RaggedTensor.__repr__ prints numpy() through np.array2string(separator=", ")
// with every element formatted by str(), as ragged_tensor._formatter does.

/// A NumPy value of RaggedTensor.numpy(): a dense array (`words` are str() of its elements) or
/// a 1-D object array of such values (ragged rows).
struct NpValue {
  std::vector<int64_t> shape;
  std::vector<std::string> words;  // dense elements, row-major
  std::vector<NpValue> rows;       // object-array elements
  bool object = false;
  int64_t size() const {
    int64_t n = 1;
    for (int64_t d : shape) n *= d;
    return n;
  }
};

[[noreturn]] void unprintable() {
  py::raise(py::E().NotImplementedError,
            "tfplay cannot print this RaggedTensor yet (NumPy's multi-line layout of its rows); print(rt.to_list()) shows its values");
}

/// Rows [b, e) along the first axis of `v`.
NpValue np_slice(const NpValue& v, int64_t b, int64_t e) {
  NpValue out;
  out.object = v.object;
  out.shape = v.shape;
  out.shape[0] = e - b;
  if (v.object) {
    out.rows.assign(v.rows.begin() + b, v.rows.begin() + e);
    return out;
  }
  int64_t inner = 1;
  for (std::size_t i = 1; i < v.shape.size(); ++i) inner *= v.shape[i];
  out.words.assign(v.words.begin() + b * inner, v.words.begin() + e * inner);
  return out;
}

/// RaggedTensor.numpy(): rows of equal length stack into one array; ragged rows make a 1-D
/// object array.
NpValue np_value(const Ref& r) {
  if (!is_ragged(r)) {
    const tensor::Tensor& t = eager_value(r);
    NpValue v;
    v.shape = t.shape();
    Ref flat = make_numpy(t.with_shape({t.num_elements()}));
    for (int64_t i = 0; i < t.num_elements(); ++i) v.words.push_back(py::str(np::getitem(flat, py::Int(i))));
    return v;
  }
  NpValue child = np_value(self_of(r).values);
  std::vector<int64_t> splits = splits_of(r);
  const int64_t nrows = static_cast<int64_t>(splits.size()) - 1;
  NpValue out;
  bool uniform = true;
  for (int64_t i = 1; i < nrows; ++i) uniform &= splits[i + 1] - splits[i] == splits[1] - splits[0];
  if (nrows == 0) {
    out.shape = {0, 0};
    return out;
  }
  if (uniform) {
    out.object = child.object;
    out.shape = child.shape;
    out.shape[0] = splits[1] - splits[0];
    out.shape.insert(out.shape.begin(), nrows);
    out.words = child.words;
    out.rows = child.rows;
    return out;
  }
  // Ragged rows (some length differs from the first) make a 1-D object array, even when each
  // row is a matrix: NumPy stacks nothing past the first axis whose lengths differ.
  out.object = true;
  out.shape = {nrows};
  for (int64_t i = 0; i < nrows; ++i) out.rows.push_back(np_slice(child, splits[i], splits[i + 1]));
  return out;
}

/// repr(x.tolist()) of an array with no elements: nested empty lists.
std::string empty_text(const std::vector<int64_t>& shape, std::size_t dim) {
  if (dim == shape.size() || shape[dim] == 0) return "[]";
  std::string s = "[";
  for (int64_t i = 0; i < shape[dim]; ++i) s += (i ? ", " : "") + empty_text(shape, dim + 1);
  return s + "]";
}

std::string format_np(const NpValue& v);

/// numpy's _extendLine_pretty: appends `word` (possibly several lines, an inner array's text)
/// to `line`, wrapping to `hanging` when the line would pass `width`; a multi-line word keeps
/// its column, and its last line is padded to the word's widest line.
void extend_line(std::string& s, std::string& line, const std::string& word, std::size_t width, const std::string& hanging) {
  std::vector<std::string> words;
  std::size_t start = 0;
  for (std::size_t nl; (nl = word.find('\n', start)) != std::string::npos; start = nl + 1) words.push_back(word.substr(start, nl - start));
  words.push_back(word.substr(start));
  auto rstrip = [](std::string t) {
    while (!t.empty() && t.back() == ' ') t.pop_back();
    return t;
  };
  if (words.size() == 1) {
    // _extendLine: wrap unless the line holds only the hanging indent.
    if (line.size() + word.size() > width && line.size() > hanging.size()) {
      s += rstrip(line) + "\n";
      line = hanging;
    }
    line += word;
    return;
  }
  std::size_t widest = 0;
  for (const std::string& w : words) widest = std::max(widest, w.size());
  std::string indent;
  if (line.size() + widest > width && line.size() > hanging.size()) {
    s += rstrip(line) + "\n";
    line = hanging + words[0];
    indent = hanging;
  } else {
    indent = std::string(line.size(), ' ');
    line += words[0];
  }
  for (std::size_t i = 1; i < words.size(); ++i) {
    s += rstrip(line) + "\n";
    line = indent + words[i];
  }
  line += std::string(widest - words.back().size(), ' ');
}

/// numpy's _formatArray recurser over axis `dim` (separator ", ", linewidth 75): the last axis
/// fills lines of width - 1 and wraps under `hanging`; outer axes put one sub-array per line
/// (plus a blank line per further axis), each indented one more space.
std::string format_axis(const NpValue& v, std::size_t dim, int64_t& offset, const std::string& hanging, std::size_t width) {
  const int64_t n = v.shape[dim];
  const std::size_t axes_left = v.shape.size() - dim;
  std::string s;
  if (axes_left == 1) {
    std::string line = hanging;
    for (int64_t i = 0; i < n; ++i) {
      std::string word = v.object ? format_np(v.rows[offset]) : v.words[offset];
      ++offset;
      extend_line(s, line, word, width - 1, hanging);
      if (i + 1 < n) line += ", ";
    }
    s += line;
  } else {
    const std::string line_sep = "," + std::string(axes_left - 1, '\n');
    for (int64_t i = 0; i < n; ++i) {
      s += hanging + format_axis(v, dim + 1, offset, hanging + " ", width - 1);
      if (i + 1 < n) s += line_sep;
    }
  }
  return "[" + s.substr(hanging.size()) + "]";
}

/// np.array2string(value, separator=", ") with every element formatted by str().
std::string format_np(const NpValue& v) {
  if (v.size() == 0) return empty_text(v.shape, 0);
  if (v.size() > 1000) unprintable();  // NumPy summarizes with "..." past its threshold
  int64_t offset = 0;
  return format_axis(v, 0, offset, " ", 75);
}

// ---- to_list / to_tensor

Ref nest_rows(const Ref& r, std::vector<Ref> items) {
  if (!is_ragged(r)) return py::List(std::move(items));
  std::vector<Ref> inner = py::to_vector(nest_rows(self_of(r).values, std::move(items)));
  std::vector<int64_t> splits = splits_of(r);
  std::vector<Ref> rows;
  for (std::size_t i = 0; i + 1 < splits.size(); ++i)
    rows.push_back(py::List(std::vector<Ref>(inner.begin() + splits[i], inner.begin() + splits[i + 1])));
  return py::List(rows);
}

/// RaggedTensor.to_list(): nested Python lists of Python scalars (bytes for strings).
Ref to_list(const Ref& r) {
  Ref flat = make_numpy(eager_value(flat_values(r)));
  return nest_rows(r, py::to_vector(py::call(py::getattr(flat, "tolist"), {})));
}

// ---- ragged_tensor_to_string (what tf.print shows)

/// "[a, b, c]" of `rows` (RaggedTensor.to_list() of the elements' text: nested lists of bytes),
/// or with `summarize` (> 0) and more than twice as many rows, the first and last `summarize`
/// of them around "..." (ragged_string_ops._ragged_tensor_to_string).
std::string join_rows(const Ref& rows, int64_t summarize) {
  const std::vector<Ref> items = py::to_vector(rows);
  const auto n = static_cast<int64_t>(items.size());
  const bool cut = summarize > 0 && n > 2 * summarize;
  std::string out = "[";
  for (int64_t i = 0; i < n; ++i) {
    if (cut && i == summarize) {
      out += ", ...";
      i = n - summarize - 1;
      continue;
    }
    if (i) out += ", ";
    const Ref& item = items[static_cast<std::size_t>(i)];
    out += item->cls == py::T().list ? join_rows(item, summarize) : static_cast<py::BytesObject*>(item.get())->value;
  }
  return out + "]";
}

std::string ragged_text(const Ref& rt, int64_t summarize) {
  require_eager("tf.print of a RaggedTensor");
  if (!(summarize == -1 || summarize > 0))
    py::raise_value_error("Expected summarize to be -1 or a positive int, got " + std::to_string(summarize));
  Ref flat = flat_values(rt);
  Ref text;
  if (dtype_of(flat) == DType::String) {
    // regex_replace(flat_values, r"(['\\])", r"\\\1") in single quotes.
    const tensor::Tensor& raw = eager_value(flat);
    std::vector<std::string> quoted;
    quoted.reserve(static_cast<std::size_t>(raw.num_elements()));
    for (const std::string* p = raw.data<std::string>(), *e = p + raw.num_elements(); p != e; ++p) {
      std::string q = "'";
      for (char c : *p) {
        if (c == '\'' || c == '\\') q += '\\';
        q += c;
      }
      quoted.push_back(q + "'");
    }
    text = constant_tensor(tensor::Tensor::from_vector(DType::String, raw.shape(), std::move(quoted)));
  } else {
    text = tf_call("strings.as_string", {flat});
  }
  return join_rows(to_list(with_flat_values(rt, text)), summarize);
}

/// RaggedTensor.to_tensor(default_value, shape): rows padded with a scalar default_value (zero)
/// to the longest row, for ragged_rank 1 (values may have inner dimensions). A `shape` fixes the
/// number of rows and the row width where it gives them (None or -1 keeps the computed one):
/// longer rows and extra rows are cut, shorter ones padded, as RaggedTensorToTensor does. TF
/// runs RaggedTensorToTensor; tfplay TensorScatterUpdate into a filled tensor (the same values).
Ref shape_of(const Ref& r);

/// to_tensor inside a tf.function (ragged_rank 1, no `shape`): the values scattered to
/// [row, position in row] of a [nrows, longest row, ...] tensor filled with default_value. TF
/// runs one RaggedTensorToTensor op; tfplay builds the same values from Fill, SearchSorted and
/// TensorScatterUpdate, and gives the result TF's static shape, rt.shape.
Ref symbolic_to_tensor(const Ref& r, const Ref& default_value) {
  OpScope scope(nullptr, "RaggedToTensor");  // ragged_tensor.to_tensor's name_scope
  const Ref& values = self_of(r).values;
  const DType dt = dtype_of(values);
  const DType index_dtype = dtype_of(self_of(r).row_splits);
  Ref idx = function::dtype_object(index_dtype);
  Ref rowids = py::call_method(r, "value_rowids", {});
  Ref starts = py::getitem(self_of(r).row_splits, slice_of(py::None(), py::Int(-1)));
  Ref values_shape = tf_call("shape", {values, idx});
  Ref nvals = py::getitem(values_shape, py::Int(0));
  Ref positions = tf_call("math.subtract", {tf_call("range", {nvals}, {{"dtype", idx}}), tf_call("gather", {starts, rowids})});
  Ref lengths = py::call_method(r, "row_lengths", {});
  Ref zero = tf_call("zeros", {py::List({py::Int(1)})}, {{"dtype", idx}});
  Ref width = tf_call("reduce_max", {tf_call("concat", {py::List({lengths, zero}), py::Int(0)})});
  Ref nrows = py::call_method(r, "nrows", {});
  Ref outer = tf_call("stack", {py::List({nrows, width})});
  Ref dense_shape = tf_call("concat", {py::List({outer, py::getitem(values_shape, slice_of(py::Int(1), py::None()))}), py::Int(0)});
  Ref fill_value = present(default_value) ? convert_to_tensor(default_value, dt)
                                          : tf_call("zeros", {py::List({})}, {{"dtype", function::dtype_object(dt)}});
  if (static_shape(fill_value).has_rank() && *static_shape(fill_value).rank() != 0)
    py::raise(py::E().NotImplementedError, "tfplay supports RaggedTensor.to_tensor only with a scalar default_value yet");
  Ref filled = tf_call("fill", {dense_shape, fill_value});
  Ref indices = tf_call("stack", {py::List({rowids, positions})}, {{"axis", py::Int(1)}});
  // Named as TF's op: "RaggedToTensor/RaggedTensorToTensor:0".
  Ref out = tf_call("tensor_scatter_nd_update", {filled, indices, values}, {{"name", py::Str("RaggedTensorToTensor")}});
  py::call_method(out, "set_shape", {shape_of(r)});
  return out;
}

/// to_tensor(shape=...) inside a tf.function: the padded tensor cut to the rows and row width the
/// shape gives, then padded to them with default_value (zero), with the shape as its static shape.
Ref symbolic_to_shape(Ref out, const Ref& shape_arg, const Ref& default_value) {
  Ref s = py::call(function::tensor_shape_type()->self(), std::vector<Ref>{shape_arg});
  const tensor::TensorShape& want = static_cast<function::TensorShapeObject*>(s.get())->shape;
  const tensor::TensorShape& have = static_shape(out);
  if (!want.has_rank()) return out;
  if (!have.has_rank() || *want.rank() != *have.rank())
    py::raise(py::E().NotImplementedError, "tfplay cannot report TF's error for a to_tensor shape of another rank yet");
  std::vector<Ref> cut, pads;
  std::vector<tensor::Dim> dims = have.as_list();
  for (int64_t i = 0; i < *want.rank(); ++i) {
    const tensor::Dim& d = want.as_list()[static_cast<std::size_t>(i)];
    const bool fixed = i < 2 && d && *d >= 0;
    cut.push_back(slice_of(nullptr, fixed ? py::Int(*d) : nullptr));
    if (fixed) dims[static_cast<std::size_t>(i)] = *d;
  }
  out = py::getitem(out, py::Tuple(cut));
  Ref now = tf_call("shape", {out});
  for (int64_t i = 0; i < *want.rank(); ++i) {
    const tensor::Dim& d = want.as_list()[static_cast<std::size_t>(i)];
    Ref after = i < 2 && d && *d >= 0 ? tf_call("math.subtract", {py::Int(*d), py::getitem(now, py::Int(i))}) : py::Int(0);
    pads.push_back(py::List({py::Int(0), after}));
  }
  const DType dt = dtype_of(out);
  Ref zero = dt == DType::String ? py::Bytes("") : tensor::is_bool(dt) ? py::Bool(false) : py::Int(0);
  out = tf_call("pad", {out, py::List(pads)}, {{"constant_values", present(default_value) ? default_value : zero}});
  py::call_method(out, "set_shape", {function::shape_object(tensor::TensorShape(dims))});
  return out;
}

Ref ragged_to_tensor(const Ref& r, const Ref& default_value, const Ref& shape_arg = nullptr) {
  if (ragged_rank(r) != 1)
    py::raise(py::E().NotImplementedError, "tfplay supports RaggedTensor.to_tensor only for ragged_rank=1 yet");
  if (!is_eager_ragged(r)) {
    Ref out = symbolic_to_tensor(r, default_value);
    return present(shape_arg) ? symbolic_to_shape(out, shape_arg, default_value) : out;
  }
  const Ref& values = self_of(r).values;
  const tensor::Tensor& v = eager_value(values);
  std::vector<int64_t> splits = splits_of(r);
  int64_t width = 0;
  int64_t rows = static_cast<int64_t>(splits.size()) - 1;
  for (std::size_t i = 0; i + 1 < splits.size(); ++i) width = std::max(width, splits[i + 1] - splits[i]);
  if (present(shape_arg)) {
    Ref s = py::call(function::tensor_shape_type()->self(), std::vector<Ref>{shape_arg});
    const tensor::TensorShape& want = static_cast<function::TensorShapeObject*>(s.get())->shape;
    if (want.has_rank()) {
      if (*want.rank() != 1 + static_cast<int64_t>(v.shape().size()))
        py::raise(py::E().NotImplementedError, "tfplay cannot report TF's error for a to_tensor shape of another rank yet");
      const auto& dims = want.as_list();
      if (dims[0] && *dims[0] >= 0) rows = *dims[0];
      if (dims[1] && *dims[1] >= 0) width = *dims[1];
    }
  }
  std::vector<int64_t> idx;
  std::vector<int64_t> kept;
  for (std::size_t i = 0; i + 1 < splits.size() && static_cast<int64_t>(i) < rows; ++i)
    for (int64_t j = splits[i]; j < splits[i + 1] && j - splits[i] < width; ++j) {
      idx.insert(idx.end(), {static_cast<int64_t>(i), j - splits[i]});
      kept.push_back(j);
    }
  std::vector<int64_t> shape = {rows, width};
  shape.insert(shape.end(), v.shape().begin() + 1, v.shape().end());
  // The default pads with zeros ("" for strings, False for bools).
  Ref zero = v.dtype() == DType::String ? py::Bytes("") : tensor::is_bool(v.dtype()) ? py::Bool(false) : py::Int(0);
  Ref fill = convert_to_tensor(present(default_value) ? default_value : zero, v.dtype());
  if (eager_value(fill).rank() != 0)
    py::raise(py::E().NotImplementedError, "tfplay supports RaggedTensor.to_tensor only with a scalar default_value yet");
  Ref filled = run_op1("Fill", {int32_vector(shape), fill});
  const int64_t n = static_cast<int64_t>(idx.size() / 2);
  Ref indices = constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {n, 2}, idx));
  Ref kept_values = static_cast<int64_t>(kept.size()) == v.shape()[0]
                        ? values
                        : run_op1("GatherV2", {values, constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {n}, kept)),
                                               constant_tensor(tensor::Tensor::scalar_int64(0))}, {{"batch_dims", int64_t{0}}});
  return run_op1("TensorScatterUpdate", {filled, indices, kept_values});
}

// ---- tf.ragged.constant (ragged_factory_ops.constant)

bool is_nested(const Ref& v) { return py::is_list(v.get()) || py::is_tuple(v.get()); }

/// ragged_factory_ops._find_scalar_and_max_depth: (depth of the scalars or -1 when there are
/// none, deepest list nesting).
std::pair<int64_t, int64_t> scalar_and_max_depth(const Ref& v) {
  py::NativeRecursionGuard guard("");
  if (!is_nested(v)) return {0, 0};
  int64_t scalar = -1, max_depth = 1;
  for (const Ref& child : py::to_vector(v)) {
    auto [cs, cm] = scalar_and_max_depth(child);
    if (cs >= 0) {
      if (scalar >= 0 && scalar != cs + 1) py::raise_value_error("all scalar values must have the same nesting depth");
      scalar = cs + 1;
    }
    max_depth = std::max(max_depth, cm + 1);
  }
  return {scalar, max_depth};
}

/// ragged_factory_ops._default_inner_shape_for_pylist: the shape of each inner value below
/// `ragged_rank` ragged dimensions of `pylist` (the first value's, which every other must share),
/// and the inner values themselves in `flat`.
std::vector<int64_t> default_inner_shape(const Ref& pylist, int64_t ragged_rank, std::vector<Ref>& flat) {
  flat = py::to_vector(pylist);
  for (int64_t dim = 0; dim < ragged_rank; ++dim) {
    std::vector<Ref> next;
    for (const Ref& v : flat) {
      if (!is_nested(v))
        py::raise_value_error("pylist has scalar values depth " + std::to_string(dim + 1) + ", but ragged_rank=" +
                              std::to_string(ragged_rank) + " requires scalar value depth greater than " + std::to_string(ragged_rank));
      std::vector<Ref> row = py::to_vector(v);
      next.insert(next.end(), row.begin(), row.end());
    }
    flat = std::move(next);
  }
  // get_inner_shape: the lengths along the leftmost items; check_inner_shape: every item agrees.
  std::vector<int64_t> shape = {static_cast<int64_t>(flat.size())};
  for (Ref item = flat.empty() ? nullptr : flat[0]; item && is_nested(item);) {
    std::vector<Ref> items = py::to_vector(item);
    shape.push_back(static_cast<int64_t>(items.size()));
    item = items.empty() ? nullptr : items[0];
  }
  std::function<void(const Ref&, std::size_t)> check = [&](const Ref& item, std::size_t axis) {
    const bool nested = is_nested(item);
    if (nested != (axis < shape.size())) py::raise_value_error("inner values have inconsistent shape");
    if (!nested) return;
    std::vector<Ref> items = py::to_vector(item);
    if (static_cast<int64_t>(items.size()) != shape[axis]) py::raise_value_error("inner values have inconsistent shape");
    for (const Ref& child : items) check(child, axis + 1);
  };
  check(py::List(flat), 0);
  return std::vector<int64_t>(shape.begin() + 1, shape.end());
}

/// tf.ragged.constant(pylist, dtype=None, ragged_rank=None, inner_shape=None, name=None,
/// row_splits_dtype=tf.int64) (ragged_factory_ops._constant_value): a scalar, a ragged_rank of 0
/// or (with no ragged_rank) a list nested less than twice give tf.constant(pylist); otherwise each
/// ragged level concatenates its rows and the rest are the dense values.
Ref ragged_constant(CallArgs& a) {
  Ref pylist = require(a, 0, "pylist", "constant");
  std::optional<DType> dtype = dtype_arg(arg(a, 1, "dtype"));
  Ref rank_arg = arg(a, 2, "ragged_rank");
  if (present(arg(a, 3, "inner_shape"))) py::raise(py::E().NotImplementedError, "tfplay does not support tf.ragged.constant(inner_shape=...) yet");
  Ref splits_dtype_arg = arg(a, 5, "row_splits_dtype");
  const DType splits_dtype = present(splits_dtype_arg) ? required_dtype_arg(splits_dtype_arg) : DType::Int64;
  if (splits_dtype != DType::Int64 && splits_dtype != DType::Int32)
    py::raise_value_error("row_splits_dtype must be int32 or int64");
  if (is_ragged(pylist)) py::raise_type_error("pylist may not be a RaggedTensor or RaggedTensorValue.");
  std::optional<int64_t> rank;
  if (present(rank_arg)) rank = py::as_int(rank_arg.get());
  auto dense = [&] {
    std::vector<std::pair<std::string, Ref>> kwargs;
    if (dtype) kwargs.emplace_back("dtype", function::dtype_object(*dtype));
    return tf_call("constant", {pylist}, kwargs);
  };
  if (!is_nested(pylist)) {
    if (rank && *rank != 0)
      py::raise_value_error("Invalid pylist=" + py::repr(pylist) + ": incompatible with ragged_rank=" + std::to_string(*rank));
    return dense();
  }
  if (rank && *rank < 0) py::raise_value_error("Invalid ragged_rank=" + std::to_string(*rank) + ": must be nonnegative");
  auto [scalar_depth, max_depth] = scalar_and_max_depth(pylist);
  if (scalar_depth >= 0 && max_depth > scalar_depth)
    py::raise_value_error("Invalid pylist=" + py::repr(pylist) + ": empty list nesting is greater than scalar value nesting");
  if (rank ? *rank == 0 : max_depth < 2) return dense();
  std::vector<Ref> items;
  if (rank) {
    default_inner_shape(pylist, *rank, items);  // its checks; the values keep that shape
  } else {
    rank = std::max<int64_t>(1, (scalar_depth >= 0 ? scalar_depth : max_depth) - 1);
  }
  // build_ragged: each ragged level concatenates its rows; what is left are the dense values.
  items = py::to_vector(pylist);
  std::vector<std::vector<int64_t>> nested_splits;
  for (int64_t level = 0; level < *rank; ++level) {
    std::vector<int64_t> splits = {0};
    std::vector<Ref> next;
    for (const Ref& row : items) {
      std::vector<Ref> r = py::to_vector(row);
      splits.push_back(splits.back() + static_cast<int64_t>(r.size()));
      next.insert(next.end(), r.begin(), r.end());
    }
    nested_splits.push_back(std::move(splits));
    items = std::move(next);
  }
  // An empty list of values is float32, as np.array([]) would make float64 and TF float32.
  if (!dtype && items.empty()) dtype = DType::Float32;
  tensor::Tensor flat = tensor_from_python(py::List(items), dtype);
  Ref result = constant_tensor(flat);
  for (auto it = nested_splits.rbegin(); it != nested_splits.rend(); ++it) result = make_ragged(result, splits_tensor(*it, splits_dtype));
  return result;
}

/// The number of rows (a tf.Tensor's first axis, or a RaggedTensor's rows) of eager `v`.
int64_t nrows_of(const Ref& v) {
  if (is_ragged(v)) return static_cast<int64_t>(splits_of(v).size()) - 1;
  const tensor::Tensor& t = eager_value(v);
  if (t.rank() == 0) py::raise_value_error("Shape () must have rank at least 1");
  return t.shape()[0];
}

/// The number of rows of a factory's eager `values`: TF's _nrows(values) slices
/// shape(values), whose error for a scalar tfplay does not reproduce.
int64_t factory_nvals(const Ref& values) {
  if (!is_ragged(values) && eager_value(values).rank() == 0)
    py::raise(py::E().NotImplementedError, "tfplay cannot report TF's error for RaggedTensor values of rank 0 yet");
  return nrows_of(values);
}

/// from_row_splits / from_row_lengths / from_value_rowids: the row_splits of the new rows.
/// `given` is the row_splits tensor the program passed (kept as the RaggedTensor's row_splits, as
/// TF keeps it), or null.
Ref from_splits(const Ref& values_arg, std::vector<int64_t> splits, DType dtype, const Ref& given = nullptr) {
  require_eager("RaggedTensor");
  Ref values = is_ragged(values_arg) ? values_arg : to_tensor(values_arg);
  const int64_t nvals = factory_nvals(values);
  bool valid = !splits.empty() && splits.front() == 0 && splits.back() == nvals;
  for (std::size_t i = 1; i < splits.size(); ++i) valid &= splits[i] >= splits[i - 1];
  // TF's check_ops assertion texts are long; tfplay does not reproduce them yet.
  if (!valid) py::raise(py::E().NotImplementedError, "tfplay cannot report TF's error for row partitions that do not fit the values yet");
  if (given && dtype_of(given) == dtype) return make_ragged(values, given);
  Ref t = constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(splits.size())}, splits));
  if (dtype == DType::Int32) t = run_op1("Cast", {t}, {{"DstT", DType::Int32}});
  return make_ragged(values, t);
}

/// True when any of `parts` is a symbolic tensor (a tf.function or tf.data function is being
/// traced): the row partition is then computed by graph ops instead of numbers.
bool any_symbolic(std::initializer_list<Ref> parts) {
  for (const Ref& p : parts) {
    if (!p || py::is_none(p.get())) continue;
    if (is_ragged(p) ? !is_eager_ragged(p) : (function::as_tensor(p.get()) && !function::as_tensor(p.get())->is_eager())) return true;
  }
  return false;
}

/// A row partition tensor converted as RowPartition._convert_row_partition does: int64 unless it
/// is an int32 tensor (or ragged values hint int32); a ValueError naming `name` for a tensor of
/// another dtype.
Ref partition_tensor(const Ref& v, const Ref& values, DType* dtype, const std::string& name);

/// from_row_splits / from_row_lengths / from_value_rowids inside a graph: row_splits from graph
/// ops (RowPartition.from_row_lengths' cumsum, segment_ids_to_row_splits's count of each row id,
/// here a SearchSorted of the sorted ids), without the validation TF's assertions would add.
Ref symbolic_from_partition(const Ref& values_arg, const std::string& kind, const Ref& partition, const Ref& nrows_arg) {
  Ref values = is_ragged(values_arg) ? values_arg : to_tensor(values_arg);
  DType dt;
  Ref part = partition_tensor(partition, values, &dt, kind);
  Ref splits;
  if (kind == "row_splits") {
    splits = part;
  } else if (kind == "row_lengths") {
    Ref zero = tf_call("zeros", {py::List({py::Int(1)})}, {{"dtype", function::dtype_object(dt)}});
    splits = tf_call("concat", {py::List({zero, tf_call("math.cumsum", {part})}), py::Int(0)});
  } else {
    Ref nrows = present(nrows_arg) ? tf_call("cast", {to_tensor(nrows_arg), function::dtype_object(dt)})
                                   : tf_call("maximum", {tf_call("math.add", {tf_call("math.reduce_max", {part}), py::Int(1)}), py::Int(0)});
    Ref ids = tf_call("range", {tf_call("math.add", {nrows, py::Int(1)})}, {{"dtype", function::dtype_object(dt)}});
    splits = tf_call("searchsorted", {part, ids}, {{"side", py::Str("left")}, {"out_type", function::dtype_object(dt)}});
  }
  return make_ragged(values, splits);
}

// The partition dtype of `v` (RowPartition._convert_row_partition): a tf.Tensor or NumPy array
// keeps its int dtype; a Python list converts with the dtype hint, the row_splits dtype of
// ragged `values`, else int64.
DType partition_dtype(const Ref& v, const Ref& values) {
  if (function::as_tensor(v.get()) || function::as_array_value(v.get()))
    return dtype_of(to_tensor(v)) == DType::Int32 ? DType::Int32 : DType::Int64;
  return is_ragged(values) ? dtype_of(self_of(values).row_splits) : DType::Int64;
}

Ref partition_tensor(const Ref& v, const Ref& values, DType* dtype, const std::string& name) {
  *dtype = partition_dtype(v, values);
  Ref t = to_tensor(v);
  if (dtype_of(t) != DType::Int32 && dtype_of(t) != DType::Int64) py::raise_value_error(name + " must have dtype int32 or int64");
  return dtype_of(t) == *dtype ? t : tf_call("cast", {t, function::dtype_object(*dtype)});
}

Ref shape_of(const Ref& r) {
  // RaggedTensor.shape: nrows from the static size of row_splits (None inside a graph when
  // unknown), a partitioned axis its uniform row length or None, then flat_values' inner axes.
  const tensor::TensorShape& splits_shape = static_shape(self_of(r).row_splits);
  std::vector<tensor::Dim> dims = {tensor::Dim()};
  if (splits_shape.has_rank() && *splits_shape.rank() == 1 && splits_shape.as_list()[0]) dims[0] = *splits_shape.as_list()[0] - 1;
  for (Ref level = r; is_ragged(level); level = self_of(level).values) {
    const std::optional<int64_t>& uniform = self_of(level).uniform_row_length;
    dims.push_back(uniform ? tensor::Dim(*uniform) : tensor::Dim());
  }
  const tensor::TensorShape& inner = static_shape(flat_values(r));
  if (!inner.has_rank()) return function::shape_object(tensor::TensorShape());
  const auto& inner_dims = inner.as_list();
  for (std::size_t i = 1; i < inner_dims.size(); ++i) dims.push_back(inner_dims[i] ? tensor::Dim(*inner_dims[i]) : tensor::Dim());
  return function::shape_object(tensor::TensorShape(dims));
}

Ref row_lengths(const Ref& r) {
  if (self_of(r).cached_row_lengths) return self_of(r).cached_row_lengths;
  if (!is_eager_ragged(r)) {
    // RowPartition.row_lengths: splits[1:] - splits[:-1].
    const Ref& splits = self_of(r).row_splits;
    return tf_call("math.subtract", {py::getitem(splits, slice_of(py::Int(1), nullptr)), py::getitem(splits, slice_of(nullptr, py::Int(-1)))});
  }
  std::vector<int64_t> splits = splits_of(r), lengths;
  for (std::size_t i = 0; i + 1 < splits.size(); ++i) lengths.push_back(splits[i + 1] - splits[i]);
  Ref t = constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(lengths.size())}, lengths));
  return dtype_of(self_of(r).row_splits) == DType::Int32 ? run_op1("Cast", {t}, {{"DstT", DType::Int32}}) : t;
}

/// `v` gathered at rows `rows` (a tf.Tensor's first axis, or a RaggedTensor's rows).
Ref gather_rows(const Ref& v, const std::vector<int64_t>& rows) {
  if (!is_ragged(v))
    return tf_call("gather", {v, constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(rows.size())}, rows))});
  std::vector<int64_t> splits = splits_of(v), out = {0}, inner;
  for (int64_t r : rows) {
    for (int64_t j = splits[r]; j < splits[r + 1]; ++j) inner.push_back(j);
    out.push_back(out.back() + splits[r + 1] - splits[r]);
  }
  return make_ragged(gather_rows(self_of(v).values, inner), splits_tensor(out, dtype_of(self_of(v).row_splits)));
}

bool is_slice(const Ref& k) { return k->cls == py::T().slice; }

/// Python slice `k` over `size` items as [start, stop); NotImplementedError for steps other than 1.
std::pair<int64_t, int64_t> slice_range(const Ref& k, int64_t size) {
  int64_t start, stop, step;
  py::slice_indices(*static_cast<py::SliceObject*>(k.get()), size, start, stop, step);
  if (step != 1) py::raise(py::E().NotImplementedError, "tfplay supports RaggedTensor slicing only with step 1 yet");
  return {start, std::max(start, stop)};
}

/// ragged_getitem.py _ragged_getitem_inner_dimensions: `keys` index the dimensions below `r`'s
/// rows in every row. A slice keeps a range of each row's items (then the next keys apply to
/// those items); an int into a ragged dimension is refused as TF refuses it. A tf.Tensor takes
/// `[:, keys...]`.
Ref ragged_getitem_inner(const Ref& r, const std::vector<Ref>& keys) {
  if (keys.empty()) return r;
  if (!is_ragged(r)) {
    std::vector<Ref> full{slice_of(nullptr, nullptr)};
    full.insert(full.end(), keys.begin(), keys.end());
    return py::getitem(r, py::Tuple(full));
  }
  const std::vector<Ref> rest(keys.begin() + 1, keys.end());
  if (!is_slice(keys[0])) {
    if (self_of(r).uniform_row_length)
      py::raise(py::E().NotImplementedError, "tfplay cannot index into a uniform inner dimension of a RaggedTensor yet");
    py::raise_value_error("Cannot index into an inner ragged dimension.");
  }
  if (self_of(r).uniform_row_length)
    py::raise(py::E().NotImplementedError, "tfplay cannot slice a uniform inner dimension of a RaggedTensor yet");
  std::vector<int64_t> s = splits_of(r), out = {0}, keep;
  for (std::size_t i = 0; i + 1 < s.size(); ++i) {
    auto [cb, ce] = slice_range(keys[0], s[i + 1] - s[i]);
    for (int64_t j = cb; j < ce; ++j) keep.push_back(s[i] + j);
    out.push_back(out.back() + ce - cb);
  }
  return make_ragged(ragged_getitem_inner(gather_rows(self_of(r).values, keep), rest),
                     splits_tensor(out, dtype_of(self_of(r).row_splits)));
}

/// rt[key] (ragged_getitem.py), for keys of ints and step-1 slices: rt[i] is a row (a tf.Tensor
/// for ragged_rank 1); rt[a:b] the RaggedTensor of those rows; rt[:, a:b, ...] slices within
/// every row.
/// rt[i, ...] inside a tf.function (ragged_getitem._ragged_getitem), `i` a Python int or an
/// integer scalar tensor: values[row_splits[:-1][i]:row_splits[1:][i]], then the other keys on
/// that row. Slices of rows are not emulated there yet.
Ref symbolic_getitem(const Ref& r, const std::vector<Ref>& keys) {
  if (is_ragged(self_of(r).values))
    py::raise(py::E().NotImplementedError, "tfplay supports indexing a RaggedTensor inside tf.function only for ragged_rank 1 yet");
  function::TensorObject* t = function::as_tensor(keys[0].get());
  const bool index = py::is_int(keys[0].get()) && !py::is_bool(keys[0].get());
  if (!index && !(t && tensor::is_integer(t->dtype) && static_shape(keys[0]).has_rank() && *static_shape(keys[0]).rank() == 0))
    py::raise(py::E().NotImplementedError, "tfplay supports indexing a RaggedTensor inside tf.function only by a row index yet");
  OpScope scope(nullptr, "RaggedGetItem");  // RaggedTensor.__getitem__'s name_scope
  const Ref& splits = self_of(r).row_splits;
  Ref starts = py::getitem(splits, slice_of(nullptr, py::Int(-1)));
  Ref limits = py::getitem(splits, slice_of(py::Int(1), nullptr));
  // In Python's order (starts[i] before limits[i]): C++ leaves argument order unspecified.
  Ref begin = py::getitem(starts, keys[0]);
  Ref end = py::getitem(limits, keys[0]);
  Ref row = py::getitem(self_of(r).values, slice_of(begin, end));
  // row.__getitem__(inner_keys): a list, empty when no keys follow (one more strided_slice).
  return py::getitem(row, py::List(std::vector<Ref>(keys.begin() + 1, keys.end())));
}

}  // namespace ragged

void name_ragged_argument_error(const py::PyError& e, const std::string& public_name, const CallArgs& a) {
  if (!py::isinstance(e.exc.get(), py::E().NotImplementedError) || py::str(e.exc) != ragged::kRaggedArgumentError) return;
  auto holds_ragged = [](const Ref& v) {
    if (!v) return false;
    if (ragged::is_ragged(v)) return true;
    if (py::is_list(v.get()) || py::is_tuple(v.get()))
      for (const Ref& item : py::to_vector(v))
        if (ragged::is_ragged(item)) return true;
    return false;
  };
  bool ragged_argument = false;
  for (const Ref& v : a.args) ragged_argument |= holds_ragged(v);
  for (const auto& kw : a.kwargs) ragged_argument |= holds_ragged(kw.second);
  if (ragged_argument)
    py::raise(py::E().NotImplementedError, "tfplay does not support RaggedTensor arguments to " + public_name + " yet");
}

namespace ragged {

Ref ragged_getitem(const Ref& r, const Ref& key) {
  if (!is_eager_ragged(r) || in_graph_mode()) {
    std::vector<Ref> keys = py::is_tuple(key.get()) ? py::to_vector(key) : std::vector<Ref>{key};
    if (keys.empty()) return r;
    return symbolic_getitem(r, keys);
  }
  std::vector<Ref> keys = py::is_tuple(key.get()) ? py::to_vector(key) : std::vector<Ref>{key};
  for (const Ref& k : keys)
    if (!py::is_int(k.get()) && !is_slice(k))
      py::raise(py::E().NotImplementedError, "tfplay supports RaggedTensor indexing only with integers and slices yet");
  if (keys.empty()) return r;
  std::vector<int64_t> splits = splits_of(r);
  const int64_t nrows = static_cast<int64_t>(splits.size()) - 1;
  std::vector<Ref> rest(keys.begin() + 1, keys.end());
  if (is_slice(keys[0])) {
    auto [b, e] = slice_range(keys[0], nrows);
    return ragged_getitem_inner(row_slice(r, b, e), rest);
  }
  int64_t i = py::as_int(keys[0].get());
  // _ragged_getitem checks eagerly only `row_key >= nrows` (an IndexError, which ends Python's
  // iteration over the rows); a row key below -nrows fails in `starts[row_key]`, the strided
  // slice of row_splits[:-1] (its InvalidArgumentError).
  if (i >= nrows) py::raise(py::E().IndexError, "Row key " + py::str(keys[0]) + " out of bounds");
  if (i < -nrows) {
    Ref starts = py::getitem(self_of(r).row_splits, slice_of(nullptr, py::Int(-1)));
    py::getitem(starts, keys[0]);
    py::raise(py::E().NotImplementedError, "tfplay cannot report TF's error for a RaggedTensor row index below -nrows yet");
  }
  if (i < 0) i += nrows;
  Ref row = row_slice(self_of(r).values, splits[i], splits[i + 1]);
  if (rest.empty()) return row;
  Ref k = rest.size() == 1 ? rest[0] : py::Tuple(rest);
  if (is_ragged(row)) return ragged_getitem(row, k);
  return py::getitem(row, k);
}

/// TensorShape.assert_has_rank(rank) of tensor `t`'s static shape.
void assert_has_rank(const Ref& t, int64_t rank) {
  const tensor::TensorShape& shape = static_shape(t);
  if (shape.has_rank() && *shape.rank() != rank)
    py::raise_value_error("Shape " + py::str(function::shape_object(shape)) + " must have rank " + std::to_string(rank));
}

/// RaggedTensor.from_value_rowids(values, value_rowids, nrows=None, name=None, validate=True),
/// eager: RowPartition.from_value_rowids's checks of a constant nrows (ValueErrors before any op
/// runs) and of the ranks of value_rowids and nrows, then _from_row_partition's check of the
/// values' size. The partition keeps value_rowids, nrows and the row lengths it computes.
Ref from_value_rowids(CallArgs& a) {
  Ref values_arg = require(a, 0, "values", "from_value_rowids");
  Ref rowids_arg = require(a, 1, "value_rowids", "from_value_rowids");
  Ref nrows_arg = arg(a, 2, "nrows");
  Ref validate = arg(a, 4, "validate");
  if (validate && !py::is_bool(validate.get()))
    py::raise_type_error("Argument `validate` must have type bool. Received " + py::str(validate) + ".");
  if (in_graph_mode() || any_symbolic({values_arg, rowids_arg, nrows_arg}))
    return symbolic_from_partition(values_arg, "value_rowids", rowids_arg, nrows_arg);
  DType dt;
  Ref rowids = partition_tensor(rowids_arg, values_arg, &dt, "value_rowids");
  const std::vector<int64_t> ids = eager_value(rowids).to_int64_vector();
  Ref nrows_t;
  if (present(nrows_arg)) {
    nrows_t = convert_to_tensor(nrows_arg, dt);  // ops.convert_to_tensor(nrows, value_rowids.dtype)
    const tensor::Tensor& n = eager_value(nrows_t);
    if (n.num_elements() == 1) {  // a one-element array compares as its element in TF's checks
      const int64_t count = n.as_int64(0);
      if (count < 0) py::raise_value_error("Expected nrows >= 0; got " + std::to_string(count));
      if (!ids.empty() && count < ids.back() + 1)
        py::raise_value_error("Expected nrows >= value_rowids[-1] + 1; got nrows=" + std::to_string(count) +
                              ", value_rowids[-1]=" + std::to_string(ids.back()));
    }
  } else {
    nrows_t = constant_tensor(tensor::Tensor::scalar_of(dt, static_cast<double>(ids.empty() ? 0 : ids.back() + 1)));
  }
  assert_has_rank(rowids, 1);
  assert_has_rank(nrows_t, 0);
  const int64_t nrows = eager_value(nrows_t).as_int64(0);
  Ref values = is_ragged(values_arg) ? values_arg : to_tensor(values_arg);
  // _from_row_partition: values.shape[:1].assert_is_compatible_with(value_rowids.shape).
  const bool scalar = !is_ragged(values) && eager_value(values).rank() == 0;
  const int64_t nvals = scalar ? -1 : nrows_of(values);
  if (nvals != static_cast<int64_t>(ids.size()))
    py::raise_value_error("Shapes (" + (scalar ? std::string() : std::to_string(nvals) + ",") + ") and (" + std::to_string(ids.size()) +
                          ",) are incompatible");
  for (std::size_t i = 0; i < ids.size(); ++i)
    if (ids[i] < 0 || (i > 0 && ids[i] < ids[i - 1]))
      py::raise(py::E().NotImplementedError, "tfplay cannot report TF's error for value_rowids out of order yet");
  tensor::check_allocation(dt, {nrows + 1});  // TF's bincount would allocate nrows lengths
  std::vector<int64_t> lengths(nrows, 0);
  for (int64_t id : ids) ++lengths[id];
  std::vector<int64_t> splits = {0};
  for (int64_t n : lengths) splits.push_back(splits.back() + n);
  Ref r = from_splits(values, splits, dt);
  RaggedTensorObject& o = self_of(r);
  o.cached_value_rowids = rowids;
  o.cached_nrows = nrows_t;
  o.cached_row_lengths = splits_tensor(lengths, dt);
  return r;
}

py::TypeObject* ragged_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("RaggedTensor", nullptr, "tensorflow.python.ops.ragged.ragged_tensor");
    type->construct = +[](py::TypeObject*, CallArgs&) -> Ref {
      py::raise_value_error("RaggedTensor constructor is private; please use one of the factory methods instead "
                            "(e.g., RaggedTensor.from_row_lengths())");
    };
    // CompositeTensor.__tf_tracing_type__ (its RaggedTensorSpec): tfplay traces no RaggedTensor,
    // so a tf.function refuses one as an argument before its body runs (the body would see the
    // eager value where TF gives a symbolic one).
    py::add_method(type, "__tf_tracing_type__", +[](CallArgs& a) -> Ref { return py::getattr(a.args.at(0), "_type_spec"); });
    // CompositeTensor._type_spec: RaggedTensorSpec.from_value(self).
    py::add_property(type, "_type_spec", +[](Ref s) {
      return tf_call("RaggedTensorSpec.from_value", {s});
    });
    // The RaggedTensor of `values` over `row_splits`, unchecked (RaggedTensorSpec._from_components
    // builds placeholders and call results with it); `uniform_row_length` when the spec's shape
    // gives this axis a size.
    py::add_static(type, "_from_row_splits_unchecked", +[](CallArgs& a) -> Ref {
      Ref length = a.args.size() > 2 ? a.args[2] : nullptr;
      if (present(length)) return make_uniform_ragged(a.args.at(0), a.args.at(1), py::as_int(length.get()));
      return make_ragged(a.args.at(0), a.args.at(1));
    });
    py::add_property(type, "values", +[](Ref s) { return self_of(s).values; });
    py::add_property(type, "row_splits", +[](Ref s) { return self_of(s).row_splits; });
    py::add_property(type, "flat_values", +[](Ref s) { return flat_values(s); });
    py::add_property(type, "ragged_rank", +[](Ref s) { return py::Int(ragged_rank(s)); });
    py::add_property(type, "dtype", +[](Ref s) { return function::dtype_object(dtype_of(flat_values(s))); });
    py::add_property(type, "shape", +[](Ref s) { return shape_of(s); });
    // The length of every row when the outermost partition is uniform (a scalar in the
    // row_splits dtype), else None.
    py::add_property(type, "uniform_row_length", +[](Ref s) -> Ref {
      const std::optional<int64_t>& length = self_of(s).uniform_row_length;
      if (!length) return py::None();
      Ref t = constant_tensor(tensor::Tensor::scalar_of(DType::Int64, static_cast<double>(*length)));
      return dtype_of(self_of(s).row_splits) == DType::Int32 ? run_op1("Cast", {t}, {{"DstT", DType::Int32}}) : t;
    });
    py::add_property(type, "nested_row_splits", +[](Ref s) {
      std::vector<Ref> out;
      for (Ref r = s; is_ragged(r); r = self_of(r).values) out.push_back(self_of(r).row_splits);
      return py::Tuple(out);
    });
    py::add_method(type, "nrows", +[](CallArgs& a) -> Ref {
      Ref s = a.args.at(0);
      if (self_of(s).cached_nrows) return self_of(s).cached_nrows;
      if (!is_eager_ragged(s)) {
        // RowPartition.nrows: the static size of row_splits less one, else shape(row_splits)[0] - 1.
        const DType dt = dtype_of(self_of(s).row_splits);
        const tensor::TensorShape& ss = static_shape(self_of(s).row_splits);
        if (ss.has_rank() && ss.as_list()[0])
          return run_op1("Cast", {constant_tensor(tensor::Tensor::scalar_int64(*ss.as_list()[0] - 1))}, {{"DstT", dt}});
        Ref n = tf_call("shape", {self_of(s).row_splits, function::dtype_object(dt)});
        return tf_call("math.subtract", {py::getitem(n, py::Int(0)), py::Int(1)});
      }
      Ref n = constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {}, {static_cast<int64_t>(splits_of(s).size()) - 1}));
      return dtype_of(self_of(s).row_splits) == DType::Int32 ? run_op1("Cast", {n}, {{"DstT", DType::Int32}}) : n;
    });
    // RaggedTensor.row_lengths(axis=1): the number of rows (axis 0), the row lengths (axis 1),
    // or, deeper, the lengths along that axis in a ragged tensor with the same outer rows.
    py::add_method(type, "row_lengths", +[](CallArgs& a) -> Ref {
      Ref r = a.args.at(0);
      Ref axis_arg = arg(a, 1, "axis");
      if (!present(axis_arg)) return row_lengths(r);
      if (!py::is_int(axis_arg.get()))
        py::raise_type_error("axis must be an int; got " + py::type_name(axis_arg.get()));
      int64_t axis = py::as_int(axis_arg.get());
      if (axis == 0) return py::call_method(r, "nrows", {});
      if (axis == 1) return row_lengths(r);
      OpScope scope(arg(a, 2, "name"), "RaggedRowLengths");
      const int64_t ndims = ragged_ndim(r);  // array_ops.get_positive_axis(axis, rank, ndims_name="rank(self)")
      if (axis >= ndims || axis < -ndims)
        py::raise_value_error("axis=" + std::to_string(axis) + " out of bounds: expected " + std::to_string(-ndims) +
                              "<=axis<" + std::to_string(ndims));
      if (axis < 0) axis += ndims;
      if (axis == 0) return py::call_method(r, "nrows", {});
      if (axis == 1) return row_lengths(r);
      const Ref& values = self_of(r).values;
      if (is_ragged(values))
        return py::call_method(r, "with_values", {py::call_method(values, "row_lengths", {py::Int(axis - 1)})});
      // A uniform inner axis: every row's length is that dimension.
      const Ref dt = function::dtype_object(dtype_of(self_of(r).row_splits));
      Ref shape = tf_call("shape", {values, dt});
      Ref ones = tf_call("ones", {py::getitem(shape, slice_of(nullptr, py::Int(axis - 1))), dt});
      return py::call_method(r, "with_values", {tf_call("math.multiply", {ones, py::getitem(shape, py::Int(axis - 1))})});
    });
    py::add_method(type, "to_list", +[](CallArgs& a) -> Ref { return to_list(a.args.at(0)); });
    py::add_method(type, "to_tensor", +[](CallArgs& a) -> Ref {
      return ragged_to_tensor(a.args.at(0), arg(a, 1, "default_value"), arg(a, 3, "shape"));
    });
    py::add_method(type, "__getitem__", +[](CallArgs& a) -> Ref { return ragged_getitem(a.args.at(0), a.args.at(1)); });
    // RaggedTensor.__repr__ (no __str__: print() shows the same text).
    py::add_method(type, "__repr__", +[](CallArgs& a) -> Ref {
      if (!is_eager_ragged(a.args.at(0)))
        return py::Str("tf.RaggedTensor(values=" + py::str(self_of(a.args.at(0)).values) + ", row_splits=" +
                       py::str(self_of(a.args.at(0)).row_splits) + ")");
      return py::Str("<tf.RaggedTensor " + format_np(np_value(a.args.at(0))) + ">");
    });
    // What tfplay does not emulate yet raises NotImplementedError, not a conversion error TF
    // would not give: TF dispatches most ops to tf.ragged kernels.
    py::add_method(type, "__tf_tensor__", +[](CallArgs&) -> Ref { py::raise(py::E().NotImplementedError, kRaggedArgumentError); });
    add_ragged_methods(type);
    // RaggedTensor.numpy(): rows of one length stack into one array; NumPy object arrays of
    // ragged rows, which TF returns otherwise, are beyond tfplay's NumPy.
    py::add_method(type, "numpy", +[](CallArgs& a) -> Ref {
      Ref r = a.args.at(0);
      require_eager("RaggedTensor.numpy()");
      if (ragged_rank(r) != 1 || np_value(r).object)
        py::raise(py::E().NotImplementedError,
                  "tfplay cannot build NumPy object arrays yet (RaggedTensor.numpy() of rows of different lengths); "
                  "rt.to_list() gives the values");
      return py::call_method(ragged_to_tensor(r, nullptr), "numpy");
    });
    // value_rowids / row_starts / row_limits: the outermost partition's row of each value, and
    // row_splits[:-1] / row_splits[1:], in the row_splits dtype.
    py::add_method(type, "value_rowids", +[](CallArgs& a) -> Ref {
      Ref r = a.args.at(0);
      if (self_of(r).cached_value_rowids) return self_of(r).cached_value_rowids;
      if (!is_eager_ragged(r)) {
        // Inside a graph: the row of value j is the number of row limits <= j (TF repeats
        // range(nrows) by the row lengths; the ids are the same).
        const Ref& splits = self_of(r).row_splits;
        Ref dt = function::dtype_object(dtype_of(splits));
        Ref limits = py::getitem(splits, slice_of(py::Int(1), nullptr));
        Ref shape = tf_call("shape", {self_of(r).values, dt});
        Ref nvals = py::getitem(shape, py::Int(0));
        return tf_call("searchsorted", {limits, tf_call("range", {nvals}, {{"dtype", dt}})}, {{"side", py::Str("right")}, {"out_type", dt}});
      }
      std::vector<int64_t> splits = splits_of(r), ids;
      for (std::size_t i = 0; i + 1 < splits.size(); ++i)
        for (int64_t j = splits[i]; j < splits[i + 1]; ++j) ids.push_back(static_cast<int64_t>(i));
      Ref t = constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(ids.size())}, ids));
      return dtype_of(self_of(r).row_splits) == DType::Int32 ? run_op1("Cast", {t}, {{"DstT", DType::Int32}}) : t;
    });
    py::add_method(type, "row_starts", +[](CallArgs& a) -> Ref {
      std::vector<int64_t> splits = splits_of(a.args.at(0));
      splits.pop_back();
      return splits_tensor(splits, dtype_of(self_of(a.args.at(0)).row_splits));
    });
    py::add_method(type, "row_limits", +[](CallArgs& a) -> Ref {
      std::vector<int64_t> splits = splits_of(a.args.at(0));
      splits.erase(splits.begin());
      return splits_tensor(splits, dtype_of(self_of(a.args.at(0)).row_splits));
    });
    py::add_method(type, "nested_row_lengths", +[](CallArgs& a) -> Ref {
      std::vector<Ref> out;
      for (Ref r = a.args.at(0); is_ragged(r); r = self_of(r).values) out.push_back(row_lengths(r));
      return py::Tuple(out);
    });
    // with_values: the same row partition over new values (as many rows as the old values).
    py::add_method(type, "with_values", +[](CallArgs& a) -> Ref {
      Ref r = a.args.at(0);
      Ref new_values = require(a, 1, "new_values", "with_values");
      if (!is_ragged(new_values)) new_values = convert_to_tensor(new_values, std::nullopt);
      const int64_t want = nrows_of(self_of(r).values), got = nrows_of(new_values);
      if (want != got)
        py::raise_value_error("Shapes (" + std::to_string(want) + ",) and (" + std::to_string(got) + ",) are incompatible");
      return make_partitioned(new_values, partition_of(r));
    });
    py::add_method(type, "with_flat_values", +[](CallArgs& a) -> Ref {
      Ref r = a.args.at(0);
      Ref new_values = convert_to_tensor(require(a, 1, "new_values", "with_flat_values"), std::nullopt);
      const int64_t want = eager_value(flat_values(r)).shape()[0];
      const tensor::Tensor& t = eager_value(new_values);
      if (t.rank() == 0) py::raise_value_error("Shape () must have rank at least 1");
      if (t.shape()[0] != want)
        py::raise_value_error("Shapes (" + std::to_string(want) + ",) and (" + std::to_string(t.shape()[0]) + ",) are incompatible");
      return with_flat_values(r, new_values);
    });
    // merge_dims(outer_axis, inner_axis) from the outermost axis: merging axes 0..k of ragged
    // partitions is the k-th nested `values`; past the ragged axes, the flat values reshaped.
    py::add_method(type, "merge_dims", +[](CallArgs& a) -> Ref {
      Ref r = a.args.at(0);
      const int64_t rank = ragged_ndim(r);
      auto positive = [rank](const Ref& v, const char* name) {
        int64_t x = py::as_int(v.get());
        if (x < -rank || x >= rank)
          py::raise_value_error(std::string(name) + "=" + std::to_string(x) + " out of bounds: expected " + std::to_string(-rank) +
                                "<=" + name + "<" + std::to_string(rank));
        return x < 0 ? x + rank : x;
      };
      const int64_t outer = positive(require(a, 1, "outer_axis", "merge_dims"), "outer_axis");
      const int64_t inner = positive(require(a, 2, "inner_axis", "merge_dims"), "inner_axis");
      if (outer > inner)
        py::raise_value_error("Expected outer_axis (" + std::to_string(outer) + ") to be less than or equal to inner_axis (" +
                              std::to_string(inner) + ").");
      if (outer == inner) return r;
      if (outer != 0) py::raise(py::E().NotImplementedError, "tfplay supports RaggedTensor.merge_dims from axis 0 only yet");
      Ref v = r;
      int64_t merged = 0;
      while (merged < inner && is_ragged(v)) {
        v = self_of(v).values;
        ++merged;
      }
      if (merged == inner) return v;
      // Dense axes remain to merge into the first: a reshape of the flat values.
      const tensor::Tensor& fv = eager_value(v);
      std::vector<int64_t> shape{-1};
      shape.insert(shape.end(), fv.shape().begin() + (inner - merged) + 1, fv.shape().end());
      return tf_call("reshape", {v, py::List([&] {
                                   std::vector<Ref> dims;
                                   for (int64_t d : shape) dims.push_back(py::Int(d));
                                   return dims;
                                 }())});
    });
    unimplemented_methods(type, "tf.RaggedTensor", {"with_row_splits_dtype", "nested_value_rowids", "consumers"});
    // get_shape(): an alias of the shape property.
    py::add_method(type, "get_shape", +[](CallArgs& a) -> Ref { return shape_of(a.args.at(0)); });
    // from_nested_row_splits / _row_lengths / _value_rowids (ragged_tensor.py): from_row_splits
    // (...) applied from the innermost partition outwards; a Tensor is refused as the list.
    for (const char* kind : {"row_splits", "row_lengths", "value_rowids"}) {
      const std::string k = kind, method = "from_nested_" + k, inner = "from_" + k, param = "nested_" + k;
      py::add_static(type, method, [k, method, inner, param](CallArgs& a) -> Ref {
        Ref result = require(a, 0, "flat_values", method.c_str());
        Ref nested = require(a, 1, param.c_str(), method.c_str());
        if (function::as_tensor(nested.get()))
          py::raise_type_error("Argument `nested_" + k + "` must be a list of Tensors. Received " + py::str(nested) + ".");
        std::vector<Ref> partitions = py::to_vector(nested);
        std::vector<Ref> nrows;
        if (k == "value_rowids") {
          Ref nested_nrows = arg(a, 2, "nested_nrows");
          if (present(nested_nrows)) {
            if (function::as_tensor(nested_nrows.get()))
              py::raise_type_error("Argument `nested_nrows` must be a list of Tensors. Received " + py::str(nested_nrows) + ".");
            nrows = py::to_vector(nested_nrows);
            if (nrows.size() != partitions.size())
              py::raise_value_error("Argument `nested_nrows` must have the same length as argument `nested_value_rowids`. len(nested_nrows) = " +
                                    std::to_string(nrows.size()) + " vs. len(nested_values_rowids) = " +
                                    std::to_string(partitions.size()) + ".");
          }
        }
        Ref from = py::getattr(ragged_type()->self(), inner);
        for (std::size_t i = partitions.size(); i-- > 0;) {
          std::vector<Ref> call_args{result, partitions[i]};
          if (!nrows.empty()) call_args.push_back(nrows[i]);
          result = py::call(from, call_args);
        }
        return result;
      });
    }
    // from_sparse(st_input, name=None, row_splits_dtype=tf.int64): the values of a rank-2
    // SparseTensor whose indices are ragged-right (each row's columns 0, 1, ... in order;
    // _assert_sparse_indices_are_ragged_right's Assert otherwise), rows from indices[:, 0].
    py::add_static(type, "from_sparse", +[](CallArgs& a) -> Ref {
      Ref st = require(a, 0, "st_input", "from_sparse");
      Ref dtype_arg = arg(a, 2, "row_splits_dtype");
      const DType dt = dtype_arg_or(dtype_arg, DType::Int64);
      if (py::type_name(st.get()) != "SparseTensor")
        py::raise_type_error("Argument `st_input` must be of type SparseTensor, but is of type " + py::type_name(st.get()) + ".");
      Ref indices = py::getattr(st, "indices");
      const tensor::Tensor& idx = eager_value(indices);
      const tensor::Tensor& dense_shape = eager_value(py::getattr(st, "dense_shape"));
      if (dense_shape.num_elements() != 2 && idx.shape().at(1) != 2) py::raise_value_error("rank(st_input) must be 2.");
      const int64_t n = idx.shape().at(0);
      bool ragged_right = n == 0 || idx.as_int64(1) == 0;
      for (int64_t i = 1; i < n; ++i) {
        const bool new_row = idx.as_int64(2 * i) != idx.as_int64(2 * (i - 1));
        ragged_right &= new_row ? idx.as_int64(2 * i + 1) == 0 : idx.as_int64(2 * i + 1) == idx.as_int64(2 * i - 1) + 1;
      }
      if (!ragged_right)
        tf_call("debugging.Assert", {constant_tensor(tensor::Tensor::scalar_bool(false)), py::List({py::Str("SparseTensor is not right-ragged"), py::Str("SparseTensor.indices ="), indices})});
      std::vector<int64_t> rowids;
      for (int64_t i = 0; i < n; ++i) rowids.push_back(idx.as_int64(2 * i));
      return tf_call("RaggedTensor.from_value_rowids",
                     {py::getattr(st, "values"), splits_tensor(rowids, dt),
                       constant_tensor(tensor::Tensor::scalar_of(dt, static_cast<double>(dense_shape.as_int64(0))))},
                      {{"validate", py::Bool(false)}});
    });
    // from_uniform_row_length(values, uniform_row_length, nrows=None): rows of one length,
    // which the shape shows (RowPartition.from_uniform_row_length: nrows = nvals // length, 0
    // for length 0; the partition in the length's int dtype, int64 for a Python int unless
    // ragged values hint their row_splits dtype).
    py::add_static(type, "from_uniform_row_length", +[](CallArgs& a) -> Ref {
      require_eager("RaggedTensor");
      Ref values_arg = require(a, 0, "values", "from_uniform_row_length");
      Ref values = is_ragged(values_arg) ? values_arg : to_tensor(values_arg);
      Ref length_arg = require(a, 1, "uniform_row_length", "from_uniform_row_length");
      const DType dt = partition_dtype(length_arg, values);
      const tensor::Tensor length_value = eager_value(to_tensor(length_arg));
      if (length_value.rank() != 0) py::raise_value_error("Shape must be rank 0 but is rank " + std::to_string(length_value.rank()));
      const int64_t length = length_value.as_int64(0);
      const int64_t nvals = factory_nvals(values);
      Ref nrows_arg = arg(a, 2, "nrows");
      Ref validate = arg(a, 3, "validate");
      // RowPartition.from_uniform_row_length: nrows = nvals // length (Python's floor division),
      // 0 for length 0; with validate (the default) constant arguments that do not fit raise
      // ValueErrors.
      const int64_t nrows = present(nrows_arg) ? eager_value(to_tensor(nrows_arg)).as_int64(0)
                            : length == 0    ? 0
                                             : nvals / length - ((nvals % length != 0) && ((nvals < 0) != (length < 0)));
      const bool validating = !validate || py::truthy(validate);
      if (validating && nrows * length != nvals)
        py::raise_value_error("uniform_row_length=" + std::to_string(length) + " times nrows=" + std::to_string(nrows) +
                              " must equal nvals=" + std::to_string(nvals));
      if (validating && length < 0) py::raise_value_error("uniform_row_length must be >= 0.");
      if (length < 0 || nrows < 0 || nrows * length != nvals)  // TF builds row_splits that do not fit
        py::raise(py::E().NotImplementedError, "tfplay cannot report TF's error for row partitions that do not fit the values yet");
      tensor::check_allocation(dt, {nrows + 1});
      std::vector<int64_t> splits;
      for (int64_t i = 0; i <= nrows; ++i) splits.push_back(i * length);
      Ref r = make_uniform_ragged(values, splits_tensor(splits, dt), length);
      self_of(r).cached_nrows = constant_tensor(tensor::Tensor::scalar_of(dt, static_cast<double>(nrows)));
      return r;
    });
    py::add_static(type, "from_row_splits", +[](CallArgs& a) -> Ref {
      if (in_graph_mode() || any_symbolic({arg(a, 0, "values"), arg(a, 1, "row_splits")}))
        return symbolic_from_partition(require(a, 0, "values", "from_row_splits"), "row_splits", require(a, 1, "row_splits", "from_row_splits"), nullptr);
      DType dt;
      Ref values = require(a, 0, "values", "from_row_splits");
      Ref splits_arg = require(a, 1, "row_splits", "from_row_splits");
      if ((py::is_list(splits_arg.get()) || py::is_tuple(splits_arg.get())) && py::len(splits_arg) == 0)
        py::raise_value_error("row_splits tensor may not be empty.");  // RowPartition.from_row_splits
      Ref splits = partition_tensor(require(a, 1, "row_splits", "from_row_splits"), values, &dt, "row_splits");
      assert_has_rank(splits, 1);
      return from_splits(values, eager_value(splits).to_int64_vector(), dt, splits);
    });
    py::add_static(type, "from_row_lengths", +[](CallArgs& a) -> Ref {
      if (in_graph_mode() || any_symbolic({arg(a, 0, "values"), arg(a, 1, "row_lengths")}))
        return symbolic_from_partition(require(a, 0, "values", "from_row_lengths"), "row_lengths", require(a, 1, "row_lengths", "from_row_lengths"), nullptr);
      DType dt;
      Ref values = require(a, 0, "values", "from_row_lengths");
      Ref lengths = partition_tensor(require(a, 1, "row_lengths", "from_row_lengths"), values, &dt, "row_lengths");
      assert_has_rank(lengths, 1);
      std::vector<int64_t> splits = {0};
      for (int64_t n : eager_value(lengths).to_int64_vector()) splits.push_back(splits.back() + n);
      Ref r = from_splits(values, splits, dt);
      self_of(r).cached_row_lengths = lengths;  // RowPartition.from_row_lengths caches them
      return r;
    });
    py::add_static(type, "from_value_rowids", from_value_rowids);
    return type;
  }();
  return t;
}

}  // namespace ragged

bool is_ragged_tensor(const Ref& value) { return ragged::is_ragged(value); }

std::string ragged_tensor_to_string(const Ref& rt, int64_t summarize) { return ragged::ragged_text(rt, summarize); }

void install_ragged(const Ref& tf) {
  using namespace ragged;
  tf->dict->set("RaggedTensor", ragged_type()->self());
  Ref ragged = submodule_of(tf, "ragged");
  def(ragged, "constant", ragged_constant);
  install_ragged_dispatch(tf);
  install_ragged_math_ops(tf);
  // tf.experimental.DynamicRaggedShape (ragged_shape.cpp), built when a program first reads it.
  Ref experimental = submodule_of(tf, "experimental");
  lazy_attributes(experimental, "tf.experimental", {"DynamicRaggedShape"},
                  [experimental] { experimental->dict->set("DynamicRaggedShape", dynamic_ragged_shape_class()); });
  // TF 2.20's other tf.ragged functions, beyond the ones the API table stubs.
  unimplemented_names(ragged, "tf.ragged", {"cross", "cross_hashed", "stack_dynamic_partitions"});
}

}  // namespace tfplay::tf
