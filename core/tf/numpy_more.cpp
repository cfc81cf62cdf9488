// More of NumPy's top-level functions that TF/Keras programs use: building and editing arrays
// (append, insert, delete, diag, tril/triu, tri, meshgrid, np.r_/np.c_), counting and searching
// (bincount, searchsorted, digitize, isin and the set functions, histogram), weighted and
// NaN-ignoring statistics (average, nansum, nanmean, nanmax, ...), polynomials (polyfit,
// polyval), axis moves (moveaxis, swapaxes, broadcast_to) and a few more float ufuncs.
// Sources: numpy/lib/_function_base_impl.py, _twodim_base_impl.py, _index_tricks_impl.py,
// _nanfunctions_impl.py, _histograms_impl.py, _polynomial_impl.py, _arraysetops_impl.py,
// numpy/_core/fromnumeric.py, numeric.py.
#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <map>
#include <numbers>
#include <numeric>

#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"
#include "core/tensor/op_error.h"
#include "core/tensor/strided.h"
#include "core/tf/call_args.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_index.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_ops.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Shape;
using tensor::Tensor;

namespace {

using np::not_supported;

Tensor array_arg(const CallArgs& a, std::size_t i, const char* name, const char* fn) {
  return np::asarray(np_require(a, i, name, fn));
}

int64_t axis_index(int64_t axis, int rank) {
  if (axis < -rank || axis >= rank) {
    py::raise(axis_error_type(), "axis " + std::to_string(axis) + " is out of bounds for array of dimension " + std::to_string(rank));
  }
  return axis < 0 ? axis + rank : axis;
}

Tensor flat(const Tensor& t) { return t.with_shape({t.num_elements()}); }


Tensor float64_tensor(const std::vector<double>& v, Shape shape) {
  return Tensor::from_vector<double>(DType::Float64, std::move(shape), v);
}

Tensor take_along(const Tensor& t, const std::vector<int64_t>& indices, int64_t axis) {
  return tensor::gather(t, Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(indices.size())}, indices), axis);
}

bool flag(const CallArgs& a, std::size_t i, const char* name, bool dflt) {
  Ref v = arg(a, i, name);
  return v ? py::truthy(v) : dflt;
}

int64_t int_arg(const CallArgs& a, std::size_t i, const char* name, int64_t dflt) {
  Ref v = arg(a, i, name);
  return present(v) ? py::as_int(v.get()) : dflt;
}

std::string str_arg(const CallArgs& a, std::size_t i, const char* name, const std::string& dflt) {
  Ref v = arg(a, i, name);
  return present(v) ? py::str(v) : dflt;
}

void refuse_strings(const Tensor& t, const std::string& fn) {
  if (t.dtype() == DType::String) not_supported("np." + fn + " of object (bytes) arrays");
}

/// NaN sorts after every number, as in NumPy's sorts and searchsorted.
bool nan_less(double p, double q) {
  if (std::isnan(q)) return !std::isnan(p);
  return p < q;
}

// ---- building and editing arrays ------------------------------------------------------------------

/// np.append(arr, values, axis=None): both raveled without an axis, then concatenated.
Ref append(CallArgs& a) {
  Tensor x = array_arg(a, 0, "arr", "append"), v = array_arg(a, 1, "values", "append");
  Ref axis = arg(a, 2, "axis");
  if (!present(axis)) return make_ndarray(concat_values({make_ndarray(flat(x)), make_ndarray(flat(v))}, 0));
  return make_ndarray(concat_values({make_ndarray(x), make_ndarray(v)}, py::as_int(axis.get())));
}

/// The positions `obj` names along an axis of length n (an int, a slice, a sequence of ints or
/// booleans), with NumPy's IndexError for one out of bounds.
std::vector<int64_t> positions(const Ref& obj, int64_t n, int64_t axis, bool allow_end) {
  std::vector<int64_t> out;
  if (auto* s = dynamic_cast<py::SliceObject*>(obj.get())) {
    int64_t start = 0, stop = 0, step = 1;
    const int64_t count = py::slice_indices(*s, n, start, stop, step);
    for (int64_t k = 0; k < count; ++k) out.push_back(start + k * step);
    return out;
  }
  const Tensor t = np::asarray(obj);
  if (t.dtype() == DType::Bool) {
    if (t.num_elements() != n)
      py::raise_value_error("boolean array argument obj to delete must be one dimensional and match the axis length of " + std::to_string(n));
    for (int64_t i = 0; i < n; ++i)
      if (t.data<bool>()[i]) out.push_back(i);
    return out;
  }
  if (tensor::is_floating(t.dtype())) py::raise(py::E().IndexError, "arrays used as indices must be of integer (or boolean) type");
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    int64_t v = t.as_int64(i);
    const int64_t limit = allow_end ? n + 1 : n;
    if (v < -n || v >= limit) {
      if (allow_end) py::raise(py::E().IndexError, "index " + std::to_string(v) + " is out of bounds for axis " + std::to_string(axis) + " with size " + std::to_string(n));
      py::raise(py::E().IndexError, "index " + std::to_string(v) + " is out of bounds for axis " + std::to_string(axis) + " with size " + std::to_string(n));
    }
    out.push_back(v < 0 ? v + n : v);
  }
  return out;
}

/// np.delete(arr, obj, axis=None): a copy without the entries `obj` names along the axis.
Ref del(CallArgs& a) {
  Tensor x = array_arg(a, 0, "arr", "delete");
  Ref obj = np_require(a, 1, "obj", "delete"), axis_ref = arg(a, 2, "axis");
  int64_t axis = 0;
  if (!present(axis_ref)) x = flat(x);
  else axis = axis_index(py::as_int(axis_ref.get()), x.rank());
  if (x.rank() == 0) not_supported("np.delete of a 0-d array");
  const int64_t n = x.shape()[static_cast<size_t>(axis)];
  std::vector<bool> drop(static_cast<size_t>(n), false);
  for (int64_t i : positions(obj, n, axis, false)) drop[static_cast<size_t>(i)] = true;
  std::vector<int64_t> keep;
  for (int64_t i = 0; i < n; ++i)
    if (!drop[static_cast<size_t>(i)]) keep.push_back(i);
  return make_ndarray(take_along(x, keep, axis));
}

/// Moves axis `from` of `t` to position `to` (a copy).
Tensor move_axis(const Tensor& t, int64_t from, int64_t to) {
  std::vector<int64_t> perm;
  for (int64_t d = 0; d < t.rank(); ++d)
    if (d != from) perm.push_back(d);
  perm.insert(perm.begin() + to, from);
  return tensor::transpose(t, perm);
}

/// np.insert(arr, obj, values, axis=None): values (in arr's dtype) placed before the positions
/// `obj` names; a scalar position takes a block of values, a sequence one value per position.
Ref insert(CallArgs& a) {
  Tensor x = array_arg(a, 0, "arr", "insert");
  Ref obj = np_require(a, 1, "obj", "insert"), axis_ref = arg(a, 3, "axis");
  refuse_strings(x, "insert");
  int64_t axis = 0;
  if (!present(axis_ref)) x = flat(x);
  else axis = axis_index(py::as_int(axis_ref.get()), x.rank());
  if (x.rank() == 0) not_supported("np.insert into a 0-d array");
  const int64_t n = x.shape()[static_cast<size_t>(axis)];
  Tensor values = np::astype(array_arg(a, 2, "values", "insert"), x.dtype());
  // array(values, ndmin=arr.ndim)
  if (values.rank() < x.rank()) {
    Shape s(static_cast<size_t>(x.rank() - values.rank()), 1);
    s.insert(s.end(), values.shape().begin(), values.shape().end());
    values = values.with_shape(s);
  }
  const bool scalar_obj = py::is_int(obj.get()) || (as_numpy_array(obj.get()) && np::asarray(obj).rank() == 0);
  std::vector<int64_t> idx;
  if (dynamic_cast<py::SliceObject*>(obj.get())) idx = positions(obj, n, axis, true);
  else {
    const Tensor t = np::asarray(obj, DType::Int64);
    for (int64_t i = 0; i < t.num_elements(); ++i) {
      const int64_t v = t.as_int64(i);
      if (v < -n || v > n) py::raise(py::E().IndexError, "index " + std::to_string(v) + " is out of bounds for axis " + std::to_string(axis) + " with size " + std::to_string(n));
      idx.push_back(v < 0 ? v + n : v);
    }
  }
  Shape block = x.shape();
  if (scalar_obj || idx.size() == 1) {
    // One position: the values form a block along the axis (moved there for a scalar obj).
    if (scalar_obj) values = move_axis(values, 0, axis);
    const int64_t numnew = values.shape()[static_cast<size_t>(axis)];
    block[static_cast<size_t>(axis)] = numnew;
    try {
      values = tensor::broadcast_to(values, block);
    } catch (const tensor::OpError&) {
      py::raise_value_error("could not broadcast input array from shape " + np::shape_text(values.shape()) + " into shape " + np::shape_text(block));
    }
    const int64_t at = idx[0];
    std::vector<int64_t> before, after;
    for (int64_t i = 0; i < at; ++i) before.push_back(i);
    for (int64_t i = at; i < n; ++i) after.push_back(i);
    return make_ndarray(tensor::concat({take_along(x, before, axis), values, take_along(x, after, axis)}, axis));
  }
  // Several positions: value k goes before old element idx[k] (stable order of positions).
  const int64_t numnew = static_cast<int64_t>(idx.size());
  block[static_cast<size_t>(axis)] = numnew;
  try {
    values = tensor::broadcast_to(values, block);
  } catch (const tensor::OpError&) {
    py::raise_value_error("shape mismatch: value array of shape " + np::shape_text(values.shape()) +
                          " could not be broadcast to indexing result of shape " + np::shape_text(block));
  }
  std::vector<int64_t> order(idx.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t p, int64_t q) { return idx[static_cast<size_t>(p)] < idx[static_cast<size_t>(q)]; });
  // Concatenate x and the values, then gather in the final order.
  const Tensor both = tensor::concat({x, values}, axis);
  std::vector<int64_t> final_order;
  size_t k = 0;
  for (int64_t i = 0; i <= n; ++i) {
    while (k < order.size() && idx[static_cast<size_t>(order[k])] == i) final_order.push_back(n + order[k++]);
    if (i < n) final_order.push_back(i);
  }
  return make_ndarray(take_along(both, final_order, axis));
}

/// np.diag(v, k=0): a 1-D v becomes a square matrix with v on diagonal k; a 2-D v gives its
/// diagonal k.
Ref diag(CallArgs& a) {
  const Tensor v = array_arg(a, 0, "v", "diag");
  const int64_t k = int_arg(a, 1, "k", 0);
  refuse_strings(v, "diag");
  if (v.rank() == 1) {
    const int64_t n = v.num_elements() + std::abs(k);
    std::vector<int64_t> idx;
    Tensor zero = np::astype(Tensor::zeros(DType::Float64, {1}), v.dtype());
    Tensor both = tensor::concat({v, zero}, 0);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        const int64_t at = k >= 0 ? i : j;
        idx.push_back(j - i == k ? at : v.num_elements());
      }
    return make_ndarray(take_along(both, idx, 0).with_shape({n, n}));
  }
  if (v.rank() != 2) py::raise_value_error("Input must be 1- or 2-d.");
  const int64_t rows = v.shape()[0], cols = v.shape()[1];
  std::vector<int64_t> idx;
  for (int64_t i = std::max<int64_t>(0, -k); i < rows && i + k < cols; ++i) idx.push_back(i * cols + i + k);
  return make_ndarray(take_along(flat(v), idx, 0));
}

/// np.tril / np.triu(m, k=0): zeros above (tril) or below (triu) diagonal k of the last two axes.
Ref triangle(CallArgs& a, bool lower) {
  const char* fn = lower ? "tril" : "triu";
  Tensor m = array_arg(a, 0, "m", fn);
  const int64_t k = int_arg(a, 1, "k", 0);
  refuse_strings(m, fn);
  if (m.rank() == 0) not_supported(std::string("np.") + fn + " of a 0-d array");
  if (m.rank() == 1) m = tensor::broadcast_to(m, {m.num_elements(), m.num_elements()});
  const int64_t rows = m.shape()[static_cast<size_t>(m.rank() - 2)], cols = m.shape()[static_cast<size_t>(m.rank() - 1)];
  Tensor mask = Tensor::zeros(DType::Bool, {rows, cols});
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) mask.mutable_data<bool>()[i * cols + j] = lower ? j - i <= k : j - i >= k;
  mask = tensor::broadcast_to(mask, m.shape());
  return make_ndarray(tensor::select(mask, m, Tensor::zeros(m.dtype(), m.shape())));
}

/// np.meshgrid(*xi, copy=True, sparse=False, indexing='xy'): a tuple (NumPy 2) of coordinate
/// arrays; 'xy' swaps the first two axes of the output.
Ref meshgrid(CallArgs& a) {
  const std::string indexing = a.kwarg("indexing") ? py::str(a.kwarg("indexing")) : "xy";
  if (indexing != "xy" && indexing != "ij") py::raise_value_error("Valid values for `indexing` are 'xy' and 'ij'.");
  const bool sparse = a.kwarg("sparse") && py::truthy(a.kwarg("sparse"));
  const size_t ndim = a.args.size();
  std::vector<Tensor> out;
  for (size_t i = 0; i < ndim; ++i) {
    Shape s(ndim, 1);
    Tensor x = np::asarray(a.args[i]);
    s[i] = x.num_elements();
    out.push_back(x.with_shape(s));
  }
  if (indexing == "xy" && ndim > 1) {
    for (size_t i = 0; i < 2; ++i) {
      Shape s = out[i].shape();
      std::swap(s[0], s[1]);
      out[i] = out[i].with_shape(s);
    }
  }
  std::vector<Ref> refs;
  Shape full;
  for (const Tensor& t : out) full = tensor::plan_broadcast(full, t.shape()).out_shape;
  for (const Tensor& t : out) refs.push_back(make_ndarray(sparse ? t : tensor::broadcast_to(t, full)));
  return py::Tuple(refs);
}

/// np.r_[...] / np.c_[...] (AxisConcatenator): slices become aranges, scalars and sequences
/// arrays; r_ joins along the first axis, c_ makes 1-D items columns and joins along the last.
Ref concatenate_items(const Ref& key, bool columns) {
  std::vector<Ref> items = py::is_tuple(key.get()) ? py::to_vector(key) : std::vector<Ref>{key};
  std::vector<Tensor> arrays;
  std::vector<bool> scalar;
  for (const Ref& it : items) {
    if (py::is_str(it.get())) not_supported(std::string("np.") + (columns ? "c_" : "r_") + " with a string directive");
    if (auto* s = dynamic_cast<py::SliceObject*>(it.get())) {
      const Ref start = s->start, stop = s->stop, step = s->step;
      if (present(step) && !py::is_int(step.get()) && !py::is_float(step.get()))
        not_supported("np.r_ slices with a complex step (linspace)");
      Ref np_mod = py::Interpreter::current().import_module("numpy");
      Ref ar = py::call(py::getattr(np_mod, "arange"), {present(start) ? start : py::Int(0), stop, present(step) ? step : py::Int(1)});
      arrays.push_back(np::asarray(ar));
      scalar.push_back(false);
      continue;
    }
    const bool is_scalar = py::is_int(it.get()) || py::is_float(it.get()) || py::is_bool(it.get()) ||
                           (as_numpy_array(it.get()) && as_numpy_array(it.get())->is_scalar);
    Tensor t = np::asarray(it);
    if (t.rank() == 0) t = t.with_shape({1});
    if (columns) {
      if (t.rank() == 1) t = is_scalar ? t.with_shape({1, 1}) : t.with_shape({t.num_elements(), 1});
    }
    arrays.push_back(t);
    scalar.push_back(is_scalar && !as_numpy_array(it.get()));
  }
  // The result dtype: the arrays' promoted dtype, Python scalars taking part as weak scalars.
  std::optional<DType> dt;
  for (size_t i = 0; i < arrays.size(); ++i)
    if (!scalar[i]) dt = dt ? np::promote(*dt, arrays[i].dtype()) : arrays[i].dtype();
  for (size_t i = 0; i < arrays.size(); ++i)
    if (scalar[i]) dt = dt ? np::result_type(np::Operand{Tensor::zeros(*dt, {}), np::Operand::Weak::None}, np::operand(items[i])) : arrays[i].dtype();
  std::vector<Ref> refs;
  for (Tensor& t : arrays) refs.push_back(make_ndarray(np::astype(t, *dt)));
  if (refs.empty()) return make_ndarray(Tensor::zeros(DType::Float64, {0}));
  return make_ndarray(concat_values(refs, columns ? -1 : 0));
}

py::TypeObject* concatenator_type(bool columns) {
  static py::TypeObject* types[2] = {nullptr, nullptr};
  py::TypeObject*& t = types[columns];
  if (!t) {
    t = py::make_native_type(columns ? "CClass" : "RClass", nullptr, "numpy.lib._index_tricks_impl");
    py::add_method(t, "__getitem__", [columns](CallArgs& a) { return concatenate_items(a.args.at(1), columns); });
    py::add_method(t, "__len__", +[](CallArgs&) { return py::Int(0); });
  }
  return t;
}

// ---- counting and searching -------------------------------------------------------------------

/// np.bincount(x, weights=None, minlength=0): int64 counts, or float64 sums of the weights.
Ref bincount(CallArgs& a) {
  const Tensor x = array_arg(a, 0, "x", "bincount");
  Ref w = arg(a, 1, "weights");
  const int64_t minlength = int_arg(a, 2, "minlength", 0);
  if (minlength < 0) py::raise_value_error("'minlength' must not be negative");
  if (x.rank() > 1) py::raise_value_error("object too deep for desired array");
  if (x.rank() == 0) py::raise_value_error("object of too small depth for desired array");
  if (!tensor::is_integer(x.dtype()) && x.dtype() != DType::Bool) {
    if (x.num_elements() == 0 && x.dtype() == DType::Float64) {
      // an empty list is float64 and still allowed (NumPy special-cases it)
    } else {
      py::raise_type_error("Cannot cast array data from dtype('" + std::string(tensor::numpy_name(x.dtype())) +
                           "') to dtype('int64') according to the rule 'safe'");
    }
  }
  int64_t n = minlength;
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    const int64_t v = x.as_int64(i);
    if (v < 0) py::raise_value_error("'list' argument must have no negative elements");
    n = std::max(n, v + 1);
  }
  if (present(w)) {
    const Tensor wt = np::astype(np::asarray(w), DType::Float64);
    if (wt.num_elements() != x.num_elements()) py::raise_value_error("The weights and list don't have the same length.");
    std::vector<double> out(static_cast<size_t>(n), 0.0);
    for (int64_t i = 0; i < x.num_elements(); ++i) out[static_cast<size_t>(x.as_int64(i))] += wt.data<double>()[i];
    return make_ndarray(float64_tensor(out, {n}));
  }
  std::vector<int64_t> out(static_cast<size_t>(n), 0);
  for (int64_t i = 0; i < x.num_elements(); ++i) ++out[static_cast<size_t>(x.as_int64(i))];
  return make_ndarray(Tensor::from_vector<int64_t>(DType::Int64, {n}, out));
}

/// The insertion points of `v` in the sorted 1-D `sorted` (searchsorted; NaNs last).
Tensor search(const Tensor& sorted, const Tensor& v, bool right) {
  const Tensor s = np::astype(sorted, DType::Float64), q = np::astype(v, DType::Float64);
  const double* p = s.data<double>();
  const int64_t n = s.num_elements();
  std::vector<int64_t> out(static_cast<size_t>(q.num_elements()));
  for (int64_t i = 0; i < q.num_elements(); ++i) {
    const double x = q.data<double>()[i];
    out[static_cast<size_t>(i)] = right ? std::upper_bound(p, p + n, x, nan_less) - p : std::lower_bound(p, p + n, x, nan_less) - p;
  }
  return Tensor::from_vector<int64_t>(DType::Int64, v.shape(), out);
}

Tensor searchable(const Tensor& t, const char* fn) {
  refuse_strings(t, fn);
  if (t.dtype() == DType::Int64 || t.dtype() == DType::UInt64) {
    for (int64_t i = 0; i < t.num_elements(); ++i)
      if (std::llabs(t.as_int64(i)) > (int64_t{1} << 53)) not_supported(std::string("np.") + fn + " of integers beyond 2**53");
  }
  return t;
}

/// np.searchsorted(a, v, side='left', sorter=None).
Ref searchsorted(CallArgs& a) {
  Tensor s = searchable(array_arg(a, 0, "a", "searchsorted"), "searchsorted");
  const Tensor v = searchable(array_arg(a, 1, "v", "searchsorted"), "searchsorted");
  const std::string side = str_arg(a, 2, "side", "left");
  if (side != "left" && side != "right") py::raise_value_error("side must be 'left' or 'right' (got '" + side + "')");
  if (s.rank() != 1) py::raise_value_error("object too deep for desired array");
  if (Ref sorter = arg(a, 3, "sorter"); present(sorter)) {
    const Tensor order = np::asarray(sorter, DType::Int64);
    std::vector<int64_t> idx(order.data<int64_t>(), order.data<int64_t>() + order.num_elements());
    s = take_along(s, idx, 0);
  }
  return make_numpy_result(search(s, v, side == "right"));
}

/// np.digitize(x, bins, right=False): searchsorted of x in increasing bins (side 'left' when
/// right, else 'right'), or from the end for decreasing bins.
Ref digitize(CallArgs& a) {
  const Tensor x = searchable(array_arg(a, 0, "x", "digitize"), "digitize");
  const Tensor bins = np::astype(searchable(array_arg(a, 1, "bins", "digitize"), "digitize"), DType::Float64);
  const bool right = flag(a, 2, "right", false);
  if (bins.rank() != 1) py::raise_value_error("bins must be one-dimensional");
  const double* b = bins.data<double>();
  const int64_t n = bins.num_elements();
  bool inc = true, dec = true;
  for (int64_t i = 1; i < n; ++i) inc = inc && b[i] >= b[i - 1], dec = dec && b[i] <= b[i - 1];
  if (!inc && !dec) py::raise_value_error("bins must be monotonically increasing or decreasing");
  if (inc) return make_numpy_result(search(bins, x, !right));
  std::vector<int64_t> rev;
  for (int64_t i = n - 1; i >= 0; --i) rev.push_back(i);
  Tensor r = search(take_along(bins, rev, 0), x, !right);
  for (int64_t i = 0; i < r.num_elements(); ++i) r.mutable_data<int64_t>()[i] = n - r.data<int64_t>()[i];
  return make_numpy_result(r);
}

/// Whether each element of `x` equals one of `test` (after NumPy's promotion of the two).
Tensor membership(const Tensor& x, const Tensor& test, bool invert) {
  refuse_strings(x, "isin");
  refuse_strings(test, "isin");
  const DType dt = np::promote(x.dtype(), test.dtype());
  const Tensor xs = np::astype(x, dt), ts = np::astype(test, dt);
  Tensor out = Tensor::zeros(DType::Bool, x.shape());
  tensor::visit_numeric(dt, "isin", [&](auto tag) {
    using T = typename decltype(tag)::type;
    std::vector<T> pool(ts.data<T>(), ts.data<T>() + ts.num_elements());
    std::sort(pool.begin(), pool.end());
    for (int64_t i = 0; i < xs.num_elements(); ++i) {
      const bool found = std::binary_search(pool.begin(), pool.end(), xs.data<T>()[i]);
      out.mutable_data<bool>()[i] = found != invert;
    }
  });
  return out;
}

Ref isin(CallArgs& a) {
  const Tensor x = array_arg(a, 0, "element", "isin"), t = array_arg(a, 1, "test_elements", "isin");
  return make_numpy_result(membership(x, t, flag(a, 3, "invert", false)));
}

/// np.unique of a 1-D tensor (sorted, NaNs kept once at the end), through the module's unique.
Tensor unique_values(const Tensor& t) {
  Ref np_mod = py::Interpreter::current().import_module("numpy");
  return np::asarray(py::call(py::getattr(np_mod, "unique"), {make_ndarray(flat(t))}));
}

Tensor select_mask(const Tensor& t, const Tensor& mask) {
  std::vector<int64_t> idx;
  for (int64_t i = 0; i < mask.num_elements(); ++i)
    if (mask.data<bool>()[i]) idx.push_back(i);
  return take_along(t, idx, 0);
}

// ---- statistics ---------------------------------------------------------------------------------------

/// np.average(a, axis=None, weights=None, returned=False, *, keepdims=False).
Ref average(CallArgs& a) {
  Ref a_ref = np_require(a, 0, "a", "average");
  Ref axis = arg(a, 1, "axis"), w_ref = arg(a, 2, "weights");
  const bool returned = flag(a, 3, "returned", false);
  const bool keepdims = a.kwarg("keepdims") && py::truthy(a.kwarg("keepdims"));
  Tensor x = np::asarray(a_ref);
  refuse_strings(x, "average");
  if (!present(w_ref)) {
    Ref avg = np::reduce(np::Reduction::Mean, make_ndarray(x), axis ? axis : py::None(), keepdims);
    if (!returned) return avg;
    const Tensor av = np::asarray(avg);
    const double count = static_cast<double>(x.num_elements()) / std::max<double>(1.0, static_cast<double>(av.num_elements()));
    Ref scl = make_numpy_result(np::astype(tensor::broadcast_to(Tensor::scalar_double(count), av.shape()), av.dtype()));
    return py::Tuple({avg, scl});
  }
  Tensor w = np::asarray(w_ref);
  refuse_strings(w, "average");
  DType rt = np::promote(x.dtype(), w.dtype());
  if (!tensor::is_floating(x.dtype())) rt = np::promote(rt, DType::Float64);
  // NumPy 2's _weights_are_valid: weights of another shape than a must have the shape of a's
  // axes (in the order given), and are laid along them.
  std::vector<int64_t> axes;
  if (present(axis)) {
    const std::vector<Ref> items = py::is_tuple(axis.get()) || py::is_list(axis.get()) ? py::to_vector(axis) : std::vector<Ref>{axis};
    for (const Ref& item : items) {
      const int64_t ax = axis_index(py::as_int(item.get()), x.rank());
      if (std::find(axes.begin(), axes.end(), ax) != axes.end()) py::raise_value_error("repeated axis");
      axes.push_back(ax);
    }
    std::vector<Ref> refs;
    for (int64_t ax : axes) refs.push_back(py::Int(ax));
    axis = py::Tuple(std::move(refs));
  }
  if (x.shape() != w.shape()) {
    if (!present(axis)) py::raise_type_error("Axis must be specified when shapes of a and weights differ.");
    Shape along;
    for (int64_t ax : axes) along.push_back(x.shape()[static_cast<size_t>(ax)]);
    if (w.shape() != along) py::raise_value_error("Shape of weights must be consistent with shape of a along specified axis.");
    std::vector<int64_t> order(axes.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int64_t>(i);
    std::stable_sort(order.begin(), order.end(), [&](int64_t p, int64_t q) { return axes[static_cast<size_t>(p)] < axes[static_cast<size_t>(q)]; });
    w = tensor::transpose(w, order);
    Shape s(static_cast<size_t>(x.rank()), 1);
    for (int64_t ax : axes) s[static_cast<size_t>(ax)] = x.shape()[static_cast<size_t>(ax)];
    w = tensor::broadcast_to(tensor::deep_copy(w).with_shape(s), x.shape());
  }
  const Ref xr = make_ndarray(np::astype(x, rt)), wr = make_ndarray(np::astype(w, rt));
  Ref scl = np::reduce(np::Reduction::Sum, wr, axis ? axis : py::None(), keepdims);
  const Tensor sv = np::asarray(scl);
  for (int64_t i = 0; i < sv.num_elements(); ++i)
    if (sv.as_double(i) == 0) py::raise(py::E().ZeroDivisionError, "Weights sum to zero, can't be normalized");
  Ref tot = np::reduce(np::Reduction::Sum, np::binary(np::Ufunc::Multiply, xr, wr), axis ? axis : py::None(), keepdims);
  Ref avg = np::binary(np::Ufunc::TrueDivide, tot, scl);
  if (!returned) return avg;
  return py::Tuple({avg, scl});
}

/// The NaN mask of a float tensor (all false for other dtypes).
Tensor nan_mask(const Tensor& x) {
  if (!tensor::is_floating(x.dtype())) return Tensor::zeros(DType::Bool, x.shape());
  return tensor::unary_op(tensor::UnaryOp::IsNan, x);
}

/// `x` with its NaNs replaced by `v`.
Tensor replace_nan(const Tensor& x, double v) {
  if (!tensor::is_floating(x.dtype())) return x;
  return tensor::select(nan_mask(x), np::astype(tensor::broadcast_to(Tensor::scalar_double(v), x.shape()), x.dtype()), x);
}

enum class NanOp { Sum, Mean, Max, Min, Prod, ArgMax, ArgMin, Std, Var };

Ref nan_reduce(CallArgs& a, NanOp op, const char* fn) {
  Ref a_ref = np_require(a, 0, "a", fn);
  const Tensor x = np::asarray(a_ref);
  refuse_strings(x, fn);
  Ref axis = arg(a, 1, "axis");
  if (!axis) axis = py::None();
  const bool has_dtype = op == NanOp::Sum || op == NanOp::Mean || op == NanOp::Prod || op == NanOp::Std || op == NanOp::Var;
  const bool is_arg = op == NanOp::ArgMax || op == NanOp::ArgMin;
  if (has_dtype && present(arg(a, 2, "dtype"))) not_supported(std::string("the dtype= argument of np.") + fn);
  Ref keep = a.kwarg("keepdims");
  if (!keep && !is_arg) keep = arg(a, has_dtype ? (op == NanOp::Std || op == NanOp::Var ? 5 : 4) : 3, "keepdims");
  const bool keepdims = keep && py::truthy(keep);
  const Tensor mask = nan_mask(x);
  const bool floating = tensor::is_floating(x.dtype());
  auto count_valid = [&]() {
    Tensor valid = tensor::unary_op(tensor::UnaryOp::LogicalNot, mask);
    return np::asarray(np::reduce(np::Reduction::Sum, make_ndarray(valid), axis, keepdims));
  };
  switch (op) {
    case NanOp::Sum: return np::reduce(np::Reduction::Sum, make_ndarray(replace_nan(x, 0)), axis, keepdims);
    case NanOp::Prod: return np::reduce(np::Reduction::Prod, make_ndarray(replace_nan(x, 1)), axis, keepdims);
    case NanOp::Mean: {
      if (!floating) return np::reduce(np::Reduction::Mean, make_ndarray(x), axis, keepdims);
      const Tensor tot = np::asarray(np::reduce(np::Reduction::Sum, make_ndarray(replace_nan(x, 0)), axis, keepdims));
      const Tensor cnt = count_valid();
      Tensor out = Tensor::zeros(DType::Float64, tot.shape());
      for (int64_t i = 0; i < tot.num_elements(); ++i) {
        if (cnt.as_int64(i) == 0) np::warning_case("Mean of empty slice");
        out.mutable_data<double>()[i] = tot.as_double(i) / static_cast<double>(cnt.as_int64(i));
      }
      return make_numpy_result(np::astype(out, x.dtype()));
    }
    case NanOp::Max:
    case NanOp::Min: {
      const bool mx = op == NanOp::Max;
      if (!floating) return np::reduce(mx ? np::Reduction::Max : np::Reduction::Min, make_ndarray(x), axis, keepdims);
      if (x.num_elements() == 0) py::raise_value_error(std::string("zero-size array to reduction operation ") + (mx ? "fmax" : "fmin") + " which has no identity");
      const Tensor cnt = count_valid();
      for (int64_t i = 0; i < cnt.num_elements(); ++i)
        if (cnt.as_int64(i) == 0) np::warning_case("All-NaN slice encountered");
      const double fillv = mx ? -INFINITY : INFINITY;
      return np::reduce(mx ? np::Reduction::Max : np::Reduction::Min, make_ndarray(replace_nan(x, fillv)), axis, keepdims);
    }
    case NanOp::ArgMax:
    case NanOp::ArgMin: {
      const bool mx = op == NanOp::ArgMax;
      if (floating) {
        const Tensor cnt = count_valid();
        for (int64_t i = 0; i < cnt.num_elements(); ++i)
          if (cnt.as_int64(i) == 0) py::raise_value_error("All-NaN slice encountered");
      }
      return np::reduce(mx ? np::Reduction::ArgMax : np::Reduction::ArgMin, make_ndarray(replace_nan(x, mx ? -INFINITY : INFINITY)), axis, keepdims);
    }
    case NanOp::Std:
    case NanOp::Var: {
      if (!floating || !std::any_of(mask.data<bool>(), mask.data<bool>() + mask.num_elements(), [](bool b) { return b; })) {
        Ref ddof = arg(a, 4, "ddof");
        return np::std_dev(make_ndarray(x), axis, present(ddof) ? py::as_int(ddof.get()) : 0, keepdims, op == NanOp::Var);
      }
      not_supported(std::string("np.") + fn + " of arrays holding NaN");
    }
  }
  return py::None();
}

/// np.histogram(a, bins=10, range=None, density=None, weights=None): (counts, float64 edges).
Ref histogram(CallArgs& a) {
  const Tensor original = array_arg(a, 0, "a", "histogram");
  refuse_strings(original, "histogram");
  const Tensor x = np::astype(original, DType::Float64);
  // The edges' dtype: the bins array's own, or (for a bin count) the data's float type.
  Tensor edge_values;
  Ref bins_ref = arg(a, 1, "bins"), range_ref = arg(a, 2, "range"), density_ref = arg(a, 3, "density"), w_ref = arg(a, 4, "weights");
  if (bins_ref && py::is_str(bins_ref.get())) not_supported("np.histogram with bins='" + py::str(bins_ref) + "'");
  std::vector<double> edges;
  bool uniform = false;
  double first = 0, last = 0;
  int64_t nbins = 10;
  if (!bins_ref || py::is_int(bins_ref.get()) || (as_numpy_array(bins_ref.get()) && np::asarray(bins_ref).rank() == 0)) {
    nbins = bins_ref ? py::as_int(bins_ref.get()) : 10;
    if (nbins < 1) py::raise_value_error("`bins` must be positive, when an integer");
    if (present(range_ref)) {
      std::vector<Ref> r = py::to_vector(range_ref);
      first = py::as_float(r.at(0).get()), last = py::as_float(r.at(1).get());
      if (first > last) py::raise_value_error("max must be larger than min in range parameter.");
      if (!std::isfinite(first) || !std::isfinite(last))
        py::raise_value_error("supplied range of [" + py::repr(py::Float(first)) + ", " + py::repr(py::Float(last)) + "] is not finite");
    } else if (x.num_elements() == 0) {
      first = 0, last = 1;
    } else {
      first = INFINITY, last = -INFINITY;
      bool nan = false;
      for (int64_t i = 0; i < x.num_elements(); ++i) {
        const double v = x.data<double>()[i];
        nan = nan || std::isnan(v);
        first = std::min(first, v), last = std::max(last, v);
      }
      if (nan || !std::isfinite(first) || !std::isfinite(last)) {
        const std::string f = nan ? "nan" : py::repr(py::Float(first)), l = nan ? "nan" : py::repr(py::Float(last));
        py::raise_value_error("autodetected range of [" + f + ", " + l + "] is not finite");
      }
    }
    if (first == last) first -= 0.5, last += 0.5;
    // linspace(first, last, nbins + 1)
    const double step = (last - first) / static_cast<double>(nbins);
    for (int64_t i = 0; i <= nbins; ++i) edges.push_back(static_cast<double>(i) * step + first);
    edges.back() = last;
    uniform = true;
  } else {
    edge_values = np::asarray(bins_ref);
    const Tensor b = np::astype(edge_values, DType::Float64);
    if (b.rank() != 1) py::raise_value_error("`bins` must be 1d, when an array");
    edges.assign(b.data<double>(), b.data<double>() + b.num_elements());
    for (size_t i = 1; i < edges.size(); ++i)
      if (edges[i] < edges[i - 1]) py::raise_value_error("`bins` must increase monotonically, when an array");
    nbins = static_cast<int64_t>(edges.size()) - 1;
    first = edges.front(), last = edges.back();
  }
  Tensor w;
  const bool weighted = present(w_ref);
  if (weighted) {
    w = np::asarray(w_ref);
    if (w.shape() != x.shape()) py::raise_value_error("weights should have the same shape as a.");
    w = np::astype(w, DType::Float64);
  }
  std::vector<double> counts(static_cast<size_t>(nbins), 0.0);
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    const double v = x.data<double>()[i];
    if (!(v >= first && v <= last)) continue;
    int64_t k;
    if (uniform) {
      // _histograms_impl.py's fast path: a float index, then fixed up against the edges.
      k = static_cast<int64_t>((v - first) / (last - first) * static_cast<double>(nbins));
      if (k == nbins) --k;
      if (v < edges[static_cast<size_t>(k)]) --k;
      else if (v >= edges[static_cast<size_t>(k + 1)] && k != nbins - 1) ++k;
    } else {
      k = std::upper_bound(edges.begin(), edges.end(), v) - edges.begin() - 1;
      if (k == nbins) --k;
    }
    counts[static_cast<size_t>(k)] += weighted ? w.data<double>()[i] : 1.0;
  }
  Ref hist;
  if (present(density_ref) && py::truthy(density_ref)) {
    double total = 0;
    for (double c : counts) total += c;
    std::vector<double> d(counts.size());
    for (size_t i = 0; i < d.size(); ++i) d[i] = counts[i] / (edges[i + 1] - edges[i]) / total;
    hist = make_ndarray(float64_tensor(d, {nbins}));
  } else if (weighted) {
    hist = make_ndarray(float64_tensor(counts, {nbins}));
  } else {
    std::vector<int64_t> c(counts.begin(), counts.end());
    hist = make_ndarray(Tensor::from_vector<int64_t>(DType::Int64, {nbins}, c));
  }
  if (uniform) {
    const DType edge_type = tensor::is_floating(original.dtype()) ? original.dtype() : DType::Float64;
    edge_values = np::astype(float64_tensor(edges, {static_cast<int64_t>(edges.size())}), edge_type);
  }
  return py::Tuple({hist, make_ndarray(edge_values)});
}

// ---- polynomials -------------------------------------------------------------------------------------

/// np.polyval(p, x): Horner's scheme with the ufuncs' dtype rules (y = y * x + pv for each pv
/// in p, iterated along its first axis: array coefficients apply element by element).
Ref polyval(CallArgs& a) {
  std::vector<Ref> p;
  const Tensor pt = array_arg(a, 0, "p", "polyval");
  if (pt.rank() == 0) py::raise_type_error("iteration over a 0-d array");
  for (int64_t i = 0; i < pt.shape()[0]; ++i) p.push_back(make_numpy(tensor::gather(pt, Tensor::scalar_int64(i), 0)));
  Ref x = make_ndarray(array_arg(a, 1, "x", "polyval"));
  Ref y = make_ndarray(Tensor::zeros(np::asarray(x).dtype(), np::asarray(x).shape()));
  for (const Ref& c : p) y = np::binary(np::Ufunc::Add, np::binary(np::Ufunc::Multiply, y, x), c);
  return make_numpy_result(np::asarray(y));
}

}  // namespace

/// Least squares through the singular value decomposition (numpy_linalg.cpp).
Tensor lstsq_solution(const Tensor& a, const Tensor& b, double rcond, int64_t* rank, Tensor* singular_values);

namespace {

/// np.polyfit(x, y, deg, rcond=None, full=False, w=None, cov=False): the least-squares
/// coefficients (highest power first), from the Vandermonde matrix with its columns scaled to
/// unit norm.
Ref polyfit(CallArgs& a) {
  const Tensor x = np::astype(array_arg(a, 0, "x", "polyfit"), DType::Float64);
  const Tensor y = np::astype(array_arg(a, 1, "y", "polyfit"), DType::Float64);
  const int64_t deg = py::as_int(np_require(a, 2, "deg", "polyfit").get());
  if (flag(a, 4, "full", false) || present(arg(a, 5, "w")) || flag(a, 6, "cov", false))
    not_supported("np.polyfit with full=, w= or cov=");
  if (deg < 0) py::raise_value_error("expected deg >= 0");
  if (x.rank() != 1) py::raise_type_error("expected 1D vector for x");
  if (x.num_elements() == 0) py::raise_type_error("expected non-empty vector for x");
  if (y.rank() < 1 || y.rank() > 2) py::raise_type_error("expected 1D or 2D array for y");
  if (y.shape()[0] != x.num_elements()) py::raise_type_error("expected x and y to have same length");
  const int64_t m = x.num_elements(), order = deg + 1;
  Ref rc = arg(a, 3, "rcond");
  const double rcond = present(rc) ? py::as_float(rc.get()) : static_cast<double>(m) * std::numeric_limits<double>::epsilon();
  std::vector<double> lhs(static_cast<size_t>(m * order)), scale(static_cast<size_t>(order), 0.0);
  for (int64_t i = 0; i < m; ++i) {
    double p = 1;
    for (int64_t j = order - 1; j >= 0; --j) {
      lhs[static_cast<size_t>(i * order + j)] = p;
      p *= x.data<double>()[i];
    }
  }
  for (int64_t j = 0; j < order; ++j) {
    double s = 0;
    for (int64_t i = 0; i < m; ++i) s += lhs[static_cast<size_t>(i * order + j)] * lhs[static_cast<size_t>(i * order + j)];
    scale[static_cast<size_t>(j)] = std::sqrt(s);
  }
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < order; ++j) lhs[static_cast<size_t>(i * order + j)] /= scale[static_cast<size_t>(j)];
  int64_t rank = 0;
  Tensor s;
  Tensor c = lstsq_solution(float64_tensor(lhs, {m, order}), y.rank() == 1 ? y.with_shape({m, 1}) : y, rcond, &rank, &s);
  if (rank != order) np::warning_case("Polyfit may be poorly conditioned");
  const int64_t k = c.shape()[1];
  for (int64_t j = 0; j < order; ++j)
    for (int64_t col = 0; col < k; ++col) c.mutable_data<double>()[j * k + col] /= scale[static_cast<size_t>(j)];
  return make_ndarray(y.rank() == 1 ? c.with_shape({order}) : c);
}

// ---- float ufuncs ----------------------------------------------------------------------------------

/// A binary float ufunc (arctan2, hypot, ...): the operands promoted (NEP 50), then the float loop.
Ref float_binary(const Ref& x_ref, const Ref& y_ref, const char* name, double (*f)(double, double), float (*ff)(float, float)) {
  np::Operand x = np::operand(x_ref), y = np::operand(y_ref);
  refuse_strings(x.value, name);
  refuse_strings(y.value, name);
  const DType dt = np::float_loop_type(np::result_type(x, y));
  Tensor xs = np::astype(x.value, dt), ys = np::astype(y.value, dt);
  Shape shape;
  try {
    shape = tensor::plan_broadcast(xs.shape(), ys.shape()).out_shape;
  } catch (const tensor::OpError&) {
    py::raise_value_error("operands could not be broadcast together with shapes " + np::compact_shape_text(xs.shape()) + " " +
                          np::compact_shape_text(ys.shape()) + " ");
  }
  xs = tensor::broadcast_to(xs, shape), ys = tensor::broadcast_to(ys, shape);
  Tensor out = Tensor::uninitialized(dt, shape);
  if (dt == DType::Float64) {
    for (int64_t i = 0; i < out.num_elements(); ++i) out.mutable_data<double>()[i] = f(xs.data<double>()[i], ys.data<double>()[i]);
  } else {
    for (int64_t i = 0; i < out.num_elements(); ++i) out.mutable_data<float>()[i] = ff(xs.data<float>()[i], ys.data<float>()[i]);
    out = tensor::finish_float16(out);
  }
  return make_numpy_result(out);
}

bool arctanh_pole(double v) { return std::fabs(v) == 1; }

// ---- axes ---------------------------------------------------------------------------------------------

std::vector<int64_t> axes_list(const Ref& v, int rank) {
  std::vector<int64_t> out;
  for (const Ref& r : py::is_int(v.get()) ? std::vector<Ref>{v} : py::to_vector(v)) out.push_back(axis_index(py::as_int(r.get()), rank));
  return out;
}

/// np.moveaxis(a, source, destination): a transposed view.
Ref moveaxis(CallArgs& a) {
  Ref arr = array_ref(np_require(a, 0, "a", "moveaxis"));
  const int rank = as_numpy_array(arr.get())->rank();
  const std::vector<int64_t> src = axes_list(np_require(a, 1, "source", "moveaxis"), rank);
  const std::vector<int64_t> dst = axes_list(np_require(a, 2, "destination", "moveaxis"), rank);
  if (src.size() != dst.size())
    py::raise_value_error("`source` and `destination` arguments must have the same number of elements");
  std::vector<int64_t> order;
  for (int64_t d = 0; d < rank; ++d)
    if (std::find(src.begin(), src.end(), d) == src.end()) order.push_back(d);
  std::vector<std::pair<int64_t, int64_t>> pairs;
  for (size_t i = 0; i < src.size(); ++i) pairs.emplace_back(dst[i], src[i]);
  std::sort(pairs.begin(), pairs.end());
  for (const auto& [d, s] : pairs) order.insert(order.begin() + d, s);
  std::vector<Ref> perm;
  for (int64_t d : order) perm.push_back(py::Int(d));
  return py::call_method(arr, "transpose", {py::Tuple(perm)});
}

Ref swapaxes(CallArgs& a) {
  Ref arr = array_ref(np_require(a, 0, "a", "swapaxes"));
  const int rank = as_numpy_array(arr.get())->rank();
  const int64_t i = axis_index(py::as_int(np_require(a, 1, "axis1", "swapaxes").get()), rank);
  const int64_t j = axis_index(py::as_int(np_require(a, 2, "axis2", "swapaxes").get()), rank);
  std::vector<Ref> perm;
  for (int64_t d = 0; d < rank; ++d) perm.push_back(py::Int(d == i ? j : d == j ? i : d));
  return py::call_method(arr, "transpose", {py::Tuple(perm)});
}

/// np.take_along_axis(arr, indices, axis): arr's elements at `indices` along the axis.
Ref take_along_axis(CallArgs& a) {
  Tensor x = array_arg(a, 0, "arr", "take_along_axis");
  Tensor idx = array_arg(a, 1, "indices", "take_along_axis");
  Ref axis_ref = np_require(a, 2, "axis", "take_along_axis");
  if (!tensor::is_integer(idx.dtype())) py::raise(py::E().IndexError, "`indices` must be an integer array");
  int64_t axis = 0;
  if (!present(axis_ref)) x = flat(x), idx = flat(idx);
  else axis = axis_index(py::as_int(axis_ref.get()), x.rank());
  if (idx.rank() != x.rank()) py::raise_value_error("`indices` and `arr` must have the same number of dimensions");
  Shape xs = x.shape(), is = idx.shape();
  Shape out_shape;
  for (int d = 0; d < x.rank(); ++d) {
    if (d == axis) { out_shape.push_back(is[static_cast<size_t>(d)]); continue; }
    const int64_t p = xs[static_cast<size_t>(d)], q = is[static_cast<size_t>(d)];
    if (p != q && p != 1 && q != 1) py::raise_value_error("shape mismatch: indexing arrays could not be broadcast together with shapes " + np::compact_shape_text(xs) + " " + np::compact_shape_text(is) + " ");
    out_shape.push_back(std::max(p, q));
  }
  Shape xb = out_shape;
  xb[static_cast<size_t>(axis)] = xs[static_cast<size_t>(axis)];
  x = tensor::broadcast_to(x, xb);
  idx = np::astype(tensor::broadcast_to(idx, out_shape), DType::Int64);
  const int64_t n = xs[static_cast<size_t>(axis)];
  int64_t outer = 1, inner = 1;
  for (int d = 0; d < x.rank(); ++d) {
    if (d < axis) outer *= out_shape[static_cast<size_t>(d)];
    if (d > axis) inner *= out_shape[static_cast<size_t>(d)];
  }
  const int64_t m = out_shape[static_cast<size_t>(axis)];
  std::vector<int64_t> gather_idx;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t k = 0; k < m; ++k)
      for (int64_t i = 0; i < inner; ++i) {
        int64_t j = idx.data<int64_t>()[(o * m + k) * inner + i];
        if (j < -n || j >= n) py::raise(py::E().IndexError, "index " + std::to_string(j) + " is out of bounds for axis " + std::to_string(axis) + " with size " + std::to_string(n));
        if (j < 0) j += n;
        gather_idx.push_back((o * n + j) * inner + i);
      }
  return make_ndarray(take_along(flat(x), gather_idx, 0).with_shape(out_shape));
}


// ---- machine limits, convolution, covariance ------------------------------------------------------

/// The dtype np.finfo / np.iinfo describe: a dtype designation, or the dtype of an array/scalar.
DType info_dtype(const Ref& v, const char* fn) {
  if (auto dt = numpy_dtype_of(v)) return *dt;
  if (as_numpy_array(v.get())) return np::asarray(v).dtype();
  py::raise_value_error(std::string(fn) == "finfo" ? "data type " + py::repr(v) + " not inexact" : "Invalid integer data type 'O'.");
}

Ref info_object(const std::string& type_name, const std::vector<std::pair<std::string, Ref>>& attrs, const std::string& text) {
  static std::map<std::string, py::TypeObject*> types;
  py::TypeObject*& t = types[type_name];
  if (!t) {
    t = py::make_native_type(type_name, nullptr, "numpy");
    py::add_method(t, "__repr__", +[](CallArgs& a) { return static_cast<py::NativeObject*>(a.args.at(0).get())->dict->get("_repr"); });
  }
  auto obj = py::make_object<py::NativeObject>(t);
  for (const auto& [k, v] : attrs) obj->ensure_dict().set(k, v);
  obj->ensure_dict().set("_repr", py::Str(text));
  return obj;
}

/// np.finfo(dtype): eps, max, min, tiny/smallest_normal, resolution, precision, bits, dtype as
/// NumPy reports them for float16/32/64.
Ref finfo(CallArgs& a) {
  Ref v = np_require(a, 0, "dtype", "finfo");
  DType dt = py::is_int(v.get()) || py::is_float(v.get()) ? DType::Float64 : info_dtype(v, "finfo");
  // getlimits.finfo.__new__: a complex type describes its real part's float type.
  if (dt == DType::Complex128) dt = DType::Float64;
  if (dt == DType::Complex64) dt = DType::Float32;
  if (!tensor::is_floating(dt)) py::raise_value_error("data type <class 'numpy." + std::string(tensor::numpy_name(dt)) + "'> not inexact");
  struct Limits { double eps, max, tiny, resolution; int precision, bits; const char* text; };
  const Limits l = dt == DType::Float64 ? Limits{2.220446049250313e-16, 1.7976931348623157e308, 2.2250738585072014e-308, 1e-15, 15, 64,
                                                 "finfo(resolution=1e-15, min=-1.7976931348623157e+308, max=1.7976931348623157e+308, dtype=float64)"}
                   : dt == DType::Float32 ? Limits{1.1920928955078125e-07, 3.4028234663852886e38, 1.1754943508222875e-38, 1e-06, 6, 32,
                                                   "finfo(resolution=1e-06, min=-3.4028235e+38, max=3.4028235e+38, dtype=float32)"}
                                          : Limits{0.0009765625, 65504.0, 6.103515625e-05, 0.001, 3, 16,
                                                   "finfo(resolution=0.001, min=-6.55040e+04, max=6.55040e+04, dtype=float16)"};
  auto scalar = [&](double x) { return make_numpy(np::astype(Tensor::scalar_double(x), dt)); };
  return info_object("finfo", {{"eps", scalar(l.eps)}, {"max", scalar(l.max)}, {"min", scalar(-l.max)}, {"tiny", scalar(l.tiny)},
                               {"smallest_normal", scalar(l.tiny)}, {"resolution", scalar(l.resolution)},
                               {"precision", py::Int(l.precision)}, {"bits", py::Int(l.bits)}, {"dtype", numpy_dtype_object(dt)}},
                     l.text);
}

/// np.iinfo(int type): min, max (Python ints), bits, dtype.
Ref iinfo(CallArgs& a) {
  Ref v = np_require(a, 0, "int_type", "iinfo");
  DType dt = py::is_int(v.get()) && !as_numpy_array(v.get()) ? DType::Int64 : info_dtype(v, "iinfo");
  int64_t lo = 0, hi = 0;
  int bits = 0;
  switch (dt) {
    case DType::Int8: lo = -128, hi = 127, bits = 8; break;
    case DType::UInt8: lo = 0, hi = 255, bits = 8; break;
    case DType::Int16: lo = -32768, hi = 32767, bits = 16; break;
    case DType::Int32: lo = INT32_MIN, hi = INT32_MAX, bits = 32; break;
    case DType::Int64: lo = INT64_MIN, hi = INT64_MAX, bits = 64; break;
    default: py::raise_value_error("Invalid integer data type '" + std::string(1, tensor::is_floating(dt) ? 'f' : 'O') + "'.");
  }
  const std::string name(tensor::numpy_name(dt));
  return info_object("iinfo", {{"min", py::Int(lo)}, {"max", py::Int(hi)}, {"bits", py::Int(bits)}, {"dtype", numpy_dtype_object(dt)}},
                     "iinfo(min=" + std::to_string(lo) + ", max=" + std::to_string(hi) + ", dtype=" + name + ")");
}

/// np.convolve(a, v, mode='full'): correlate(a, v[::-1]) with the longer input first; 'same'
/// keeps max(M, N) central values, 'valid' only the full overlaps.
Ref convolve(CallArgs& a) {
  Tensor x = flat(array_arg(a, 0, "a", "convolve")), v = flat(array_arg(a, 1, "v", "convolve"));
  const std::string mode = str_arg(a, 2, "mode", "full");
  refuse_strings(x, "convolve");
  refuse_strings(v, "convolve");
  if (x.num_elements() == 0) py::raise_value_error("a cannot be empty");
  if (v.num_elements() == 0) py::raise_value_error("v cannot be empty");
  if (v.num_elements() > x.num_elements()) std::swap(x, v);
  DType dt = np::promote(x.dtype(), v.dtype());
  if (dt == DType::Bool) dt = DType::Bool;
  const int64_t n = x.num_elements(), m = v.num_elements();
  int64_t begin = 0, end = n + m - 1;
  if (mode == "same") begin = (m - 1) / 2, end = begin + n;
  else if (mode == "valid") begin = m - 1, end = n;
  else if (mode != "full") py::raise_value_error("mode must be one of 'valid', 'same', or 'full' (got '" + mode + "')");
  const Tensor xd = np::astype(x, DType::Float64), vd = np::astype(v, DType::Float64);
  std::vector<double> out;
  for (int64_t k = begin; k < end; ++k) {
    double acc = 0;
    for (int64_t j = 0; j < m; ++j) {
      const int64_t i = k - j;
      if (i >= 0 && i < n) acc += xd.data<double>()[i] * vd.data<double>()[j];
    }
    out.push_back(acc);
  }
  if (!tensor::is_floating(dt) && dt != DType::Bool) {
    std::vector<int64_t> exact;
    for (int64_t k = begin; k < end; ++k) {
      int64_t acc = 0;
      for (int64_t j = 0; j < m; ++j) {
        const int64_t i = k - j;
        if (i >= 0 && i < n) acc += x.as_int64(i) * v.as_int64(j);
      }
      exact.push_back(acc);
    }
    return make_ndarray(np::astype(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(exact.size())}, exact), dt));
  }
  return make_ndarray(np::astype(float64_tensor(out, {static_cast<int64_t>(out.size())}), dt));
}

/// np.cov(m, y=None, rowvar=True, bias=False, ddof=None): rows are variables (columns with
/// rowvar=False); dot(X - mean, (X - mean).T) / (N - ddof), squeezed.
Tensor covariance(CallArgs& a, const char* fn) {
  Tensor x = np::astype(array_arg(a, 0, "m", fn), DType::Float64);
  if (x.rank() > 2) py::raise_value_error("m has more than 2 dimensions");
  if (x.rank() < 2) x = x.with_shape({1, x.num_elements()});
  Ref y_ref = arg(a, 1, "y");
  const bool rowvar = flag(a, 2, "rowvar", true);
  if (!rowvar && x.shape()[0] != 1) x = tensor::transpose(x, {1, 0});
  if (present(y_ref)) {
    Tensor y = np::astype(np::asarray(y_ref), DType::Float64);
    if (y.rank() < 2) y = y.with_shape({1, y.num_elements()});
    if (!rowvar && y.shape()[0] != 1) y = tensor::transpose(y, {1, 0});
    // np.concatenate((X, y), axis=0)'s check.
    if (x.shape()[1] != y.shape()[1])
      py::raise_value_error("all the input array dimensions except for the concatenation axis must match exactly, but "
                            "along dimension 1, the array at index 0 has size " + std::to_string(x.shape()[1]) +
                            " and the array at index 1 has size " + std::to_string(y.shape()[1]));
    x = tensor::concat({x, y}, 0);
  }
  const bool is_cov = std::string(fn) == "cov";
  const bool bias = is_cov && flag(a, 3, "bias", false);
  Ref ddof_ref = is_cov ? arg(a, 4, "ddof") : Ref();
  const int64_t ddof = present(ddof_ref) ? py::as_int(ddof_ref.get()) : bias ? 0 : 1;
  const int64_t vars = x.shape()[0], n = x.shape()[1];
  const Tensor avg = np::asarray(np::reduce(np::Reduction::Mean, make_ndarray(x), py::Int(1), true));
  Tensor centered = np::binary_values(np::Ufunc::Subtract, np::Operand{x}, np::Operand{avg});
  const double fact = static_cast<double>(n - ddof);
  if (fact <= 0) np::warning_case("Degrees of freedom <= 0 for slice");
  Tensor c = Tensor::zeros(DType::Float64, {vars, vars});
  for (int64_t i = 0; i < vars; ++i)
    for (int64_t j = 0; j < vars; ++j) {
      double acc = 0;
      for (int64_t k = 0; k < n; ++k) acc += centered.data<double>()[i * n + k] * centered.data<double>()[j * n + k];
      c.mutable_data<double>()[i * vars + j] = acc / fact;
    }
  return vars == 1 ? c.with_shape({}) : c;
}
}  // namespace

void add_more_numpy_functions(const Ref& np_mod) {
  np_def(np_mod, "append", append);
  np_def(np_mod, "insert", insert);
  np_def(np_mod, "delete", del);
  np_def(np_mod, "diag", diag);
  np_def(np_mod, "tril", +[](CallArgs& a) { return triangle(a, true); });
  np_def(np_mod, "triu", +[](CallArgs& a) { return triangle(a, false); });
  // np.tri(N, M=None, k=0, dtype=float): ones at and below diagonal k.
  np_def(np_mod, "tri", +[](CallArgs& a) -> Ref {
    // greater_equal.outer(arange(N), arange(-k, M - k)): a negative N or M gives no rows or columns.
    const int64_t n = std::max<int64_t>(0, py::as_int(np_require(a, 0, "N", "tri").get()));
    const int64_t m = std::max<int64_t>(0, int_arg(a, 1, "M", n)), k = int_arg(a, 2, "k", 0);
    const DType dt = dtype_param(a, 3).value_or(DType::Float64);
    Tensor out = Tensor::zeros(DType::Float64, {n, m});
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < m; ++j) out.mutable_data<double>()[i * m + j] = j - i <= k ? 1.0 : 0.0;
    return make_ndarray(np::astype(out, dt));
  });
  for (const bool lower : {true, false}) {
    const char* name = lower ? "tril_indices" : "triu_indices";
    np_def(np_mod, name, [lower, name](CallArgs& a) -> Ref {
      const int64_t n = py::as_int(np_require(a, 0, "n", name).get());
      const int64_t k = int_arg(a, 1, "k", 0), m = int_arg(a, 2, "m", n);
      std::vector<int64_t> rows, cols;
      for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < m; ++j)
          if (lower ? j - i <= k : j - i >= k) rows.push_back(i), cols.push_back(j);
      const int64_t c = static_cast<int64_t>(rows.size());
      return py::Tuple({make_ndarray(Tensor::from_vector<int64_t>(DType::Int64, {c}, rows)),
                        make_ndarray(Tensor::from_vector<int64_t>(DType::Int64, {c}, cols))});
    });
  }
  // np.trace(a, offset=0): the sum of diagonal `offset` (int64 for integers).
  np_def(np_mod, "trace", +[](CallArgs& a) -> Ref {
    const Tensor x = array_arg(a, 0, "a", "trace");
    if (x.rank() != 2) not_supported("np.trace of arrays that are not 2-d");
    const int64_t k = int_arg(a, 1, "offset", 0);
    std::vector<int64_t> idx;
    for (int64_t i = std::max<int64_t>(0, -k); i < x.shape()[0] && i + k < x.shape()[1]; ++i) idx.push_back(i * x.shape()[1] + i + k);
    return np::reduce(np::Reduction::Sum, make_ndarray(take_along(flat(x), idx, 0)), py::None(), false);
  });
  np_def(np_mod, "meshgrid", meshgrid);
  np_mod->dict->set("r_", py::make_object<py::NativeObject>(concatenator_type(false)));
  np_mod->dict->set("c_", py::make_object<py::NativeObject>(concatenator_type(true)));
  np_def(np_mod, "bincount", bincount);
  np_def(np_mod, "searchsorted", searchsorted);
  np_def(np_mod, "digitize", digitize);
  np_def(np_mod, "isin", isin);
  // np.intersect1d / union1d / setdiff1d: sorted unique values (assume_unique not honoured:
  // the result is the same for unique inputs).
  np_def(np_mod, "intersect1d", +[](CallArgs& a) -> Ref {
    const Tensor x = unique_values(array_arg(a, 0, "ar1", "intersect1d")), y = unique_values(array_arg(a, 1, "ar2", "intersect1d"));
    if (flag(a, 3, "return_indices", false)) not_supported("np.intersect1d with return_indices=True");
    const DType dt = np::promote(x.dtype(), y.dtype());
    return make_ndarray(select_mask(np::astype(x, dt), membership(x, y, false)));
  });
  np_def(np_mod, "union1d", +[](CallArgs& a) -> Ref {
    return make_ndarray(unique_values(concat_values({make_ndarray(flat(array_arg(a, 0, "ar1", "union1d"))),
                                                     make_ndarray(flat(array_arg(a, 1, "ar2", "union1d")))}, 0)));
  });
  np_def(np_mod, "setdiff1d", +[](CallArgs& a) -> Ref {
    const Tensor x = unique_values(array_arg(a, 0, "ar1", "setdiff1d")), y = array_arg(a, 1, "ar2", "setdiff1d");
    return make_ndarray(select_mask(x, membership(x, flat(y), true)));
  });
  np_def(np_mod, "histogram", histogram);
  np_def(np_mod, "average", average);
  const std::pair<const char*, NanOp> nans[] = {
      {"nansum", NanOp::Sum}, {"nanmean", NanOp::Mean}, {"nanmax", NanOp::Max}, {"nanmin", NanOp::Min}, {"nanprod", NanOp::Prod},
      {"nanargmax", NanOp::ArgMax}, {"nanargmin", NanOp::ArgMin}, {"nanstd", NanOp::Std}, {"nanvar", NanOp::Var}};
  for (const auto& [name_value, op_value] : nans) {
    const char* name = name_value;
    const NanOp op = op_value;
    np_def(np_mod, name, [name, op](CallArgs& a) { return nan_reduce(a, op, name); });
  }
  // np.ptp(a, axis=None, keepdims=False): max - min.
  np_def(np_mod, "ptp", +[](CallArgs& a) -> Ref {
    Ref x = np_require(a, 0, "a", "ptp"), axis = arg(a, 1, "axis");
    const bool keep = flag(a, 3, "keepdims", false);
    if (!axis) axis = py::None();
    return np::binary(np::Ufunc::Subtract, np::reduce(np::Reduction::Max, x, axis, keep), np::reduce(np::Reduction::Min, x, axis, keep));
  });
  np_def(np_mod, "polyfit", polyfit);
  np_def(np_mod, "polyval", polyval);
  // np.logspace(start, stop, num=50, endpoint=True, base=10.0): base ** linspace(start, stop, num).
  np_def(np_mod, "logspace", +[](CallArgs& a) -> Ref {
    const double start = py::as_float(np_require(a, 0, "start", "logspace").get());
    const double stop = py::as_float(np_require(a, 1, "stop", "logspace").get());
    const int64_t num = int_arg(a, 2, "num", 50);
    const bool endpoint = flag(a, 3, "endpoint", true);
    Ref base_ref = arg(a, 4, "base");
    const double base = present(base_ref) ? py::as_float(base_ref.get()) : 10.0;
    if (num < 0) py::raise_value_error("Number of samples, " + std::to_string(num) + ", must be non-negative.");
    const int64_t div = endpoint ? (num > 1 ? num - 1 : 1) : num;
    const double step = (stop - start) / static_cast<double>(div);
    std::vector<double> v(static_cast<size_t>(num));
    for (int64_t i = 0; i < num; ++i) v[static_cast<size_t>(i)] = static_cast<double>(i) * step + start;
    if (endpoint && num > 1) v.back() = stop;
    for (double& e : v) e = std::pow(base, e);
    Tensor t = float64_tensor(v, {num});
    if (auto dt = dtype_param(a, 5)) t = np::astype(t, *dt);
    return make_ndarray(t);
  });
  np_def(np_mod, "arctan2", +[](CallArgs& a) {
    return float_binary(np_require(a, 0, "x1", "arctan2"), np_require(a, 1, "x2", "arctan2"), "arctan2",
                        [](double p, double q) { return std::atan2(p, q); }, [](float p, float q) { return std::atan2(p, q); });
  });
  np_def(np_mod, "hypot", +[](CallArgs& a) {
    return float_binary(np_require(a, 0, "x1", "hypot"), np_require(a, 1, "x2", "hypot"), "hypot",
                        [](double p, double q) { return std::hypot(p, q); }, [](float p, float q) { return std::hypot(p, q); });
  });
  static const np::FloatUfunc unaries[] = {
      {"deg2rad", [](double v) { return v * (std::numbers::pi / 180.0); }, [](float v) { return v * static_cast<float>(std::numbers::pi / 180.0); }, nullptr, nullptr, true},
      {"radians", [](double v) { return v * (std::numbers::pi / 180.0); }, [](float v) { return v * static_cast<float>(std::numbers::pi / 180.0); }, nullptr, nullptr, true},
      {"rad2deg", [](double v) { return v * (180.0 / std::numbers::pi); }, [](float v) { return v * static_cast<float>(180.0 / std::numbers::pi); }, nullptr, nullptr, true},
      {"degrees", [](double v) { return v * (180.0 / std::numbers::pi); }, [](float v) { return v * static_cast<float>(180.0 / std::numbers::pi); }, nullptr, nullptr, true},
      {"arcsinh", [](double v) { return std::asinh(v); }, [](float v) { return std::asinh(v); }, nullptr, [](std::complex<double> z) { return std::asinh(z); }},
      {"arccosh", [](double v) { return std::acosh(v); }, [](float v) { return std::acosh(v); }, nullptr, [](std::complex<double> z) { return std::acosh(z); }},
      {"arctanh", [](double v) { return std::atanh(v); }, [](float v) { return std::atanh(v); }, arctanh_pole, [](std::complex<double> z) { return std::atanh(z); }},
      {"cbrt", [](double v) { return std::cbrt(v); }, [](float v) { return std::cbrt(v); }, nullptr, nullptr, true},
      {"rint", [](double v) { return std::nearbyint(v); }, [](float v) { return std::nearbyint(v); }, nullptr, [](std::complex<double> z) { return std::complex<double>(std::nearbyint(z.real()), std::nearbyint(z.imag())); }},
      {"trunc", [](double v) { return std::trunc(v); }, [](float v) { return std::trunc(v); }, nullptr, nullptr, true},
  };
  def_float_ufuncs(np_mod, unaries);
  // np.logical_xor(x1, x2): bool(x1) != bool(x2).
  np_def(np_mod, "logical_xor", +[](CallArgs& a) -> Ref {
    const Tensor x = np::astype(array_arg(a, 0, "x1", "logical_xor"), DType::Bool), y = np::astype(array_arg(a, 1, "x2", "logical_xor"), DType::Bool);
    return make_numpy_result(np::binary_values(np::Ufunc::NotEqual, np::Operand{x}, np::Operand{y}));
  });
  // np.nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None): NaN and infinities replaced
  // (infinities by the dtype's largest finite values); complex values have their real and
  // imaginary parts treated separately. copy=False writes into an array argument and returns it.
  np_def(np_mod, "nan_to_num", +[](CallArgs& a) -> Ref {
    const Ref x_ref = np_require(a, 0, "x", "nan_to_num");
    const Tensor x = array_arg(a, 0, "x", "nan_to_num");
    const Ref copy_ref = arg(a, 1, "copy");
    const bool copy = !present(copy_ref) || py::truthy(copy_ref);
    NumpyArrayObject* target = copy ? nullptr : as_numpy_array(x_ref.get());
    if (target && target->is_scalar) target = nullptr;
    if (!tensor::is_floating(x.dtype()) && !tensor::is_complex(x.dtype())) return target ? x_ref : make_numpy_result(tensor::deep_copy(x));
    Ref nan = arg(a, 2, "nan"), pinf = arg(a, 3, "posinf"), ninf = arg(a, 4, "neginf");
    const bool narrow = x.dtype() == DType::Float32 || x.dtype() == DType::Complex64;
    const double big = x.dtype() == DType::Float16 ? 65504.0
                       : narrow                    ? static_cast<double>(std::numeric_limits<float>::max())
                                                   : std::numeric_limits<double>::max();
    const double nv = present(nan) ? py::as_float(nan.get()) : 0.0;
    const double pv = present(pinf) ? py::as_float(pinf.get()) : big, mv = present(ninf) ? py::as_float(ninf.get()) : -big;
    auto fix = [&](double v) { return std::isnan(v) ? nv : v == INFINITY ? pv : v == -INFINITY ? mv : v; };
    Tensor out;
    if (tensor::is_complex(x.dtype())) {
      out = tensor::deep_copy(np::astype(x, DType::Complex128));
      auto* c = out.mutable_data<std::complex<double>>();
      for (int64_t i = 0; i < out.num_elements(); ++i) c[i] = {fix(c[i].real()), fix(c[i].imag())};
    } else {
      out = tensor::deep_copy(np::astype(x, DType::Float64));
      for (int64_t i = 0; i < out.num_elements(); ++i) out.mutable_data<double>()[i] = fix(out.data<double>()[i]);
    }
    out = np::astype(out, x.dtype());
    if (target) {
      np::write_all(*target, out);
      return x_ref;
    }
    return make_numpy_result(out);
  });
  // np.unravel_index(indices, shape): one int64 index (array) per dimension, C order.
  np_def(np_mod, "unravel_index", +[](CallArgs& a) -> Ref {
    const Tensor idx = array_arg(a, 0, "indices", "unravel_index");
    const Shape shape = shape_param(np_require(a, 1, "shape", "unravel_index"));
    if (!tensor::is_integer(idx.dtype())) py::raise_type_error("only int indices permitted");
    const int64_t size = tensor::num_elements_of(shape);
    std::vector<std::vector<int64_t>> out(shape.size());
    for (int64_t i = 0; i < idx.num_elements(); ++i) {
      int64_t v = idx.as_int64(i);
      if (v < 0 || v >= size) py::raise_value_error("index " + std::to_string(v) + " is out of bounds for array with size " + std::to_string(size));
      for (size_t d = shape.size(); d-- > 0;) {
        out[d].push_back(v % shape[d]);
        v /= shape[d];
      }
    }
    std::vector<Ref> refs;
    for (auto& v : out) refs.push_back(make_numpy_result(Tensor::from_vector<int64_t>(DType::Int64, idx.shape(), v)));
    return py::Tuple(refs);
  });
  np_def(np_mod, "finfo", finfo);
  np_def(np_mod, "iinfo", iinfo);
  np_def(np_mod, "convolve", convolve);
  np_def(np_mod, "cov", +[](CallArgs& a) { return make_ndarray(covariance(a, "cov")); });
  // np.corrcoef(x, y=None, rowvar=True): cov divided by the outer product of the standard
  // deviations, clipped to [-1, 1]; a single variable gives c / c.
  np_def(np_mod, "corrcoef", +[](CallArgs& a) -> Ref {
    Tensor c = covariance(a, "corrcoef");
    if (c.rank() == 0) return make_numpy(Tensor::scalar_double(c.as_double(0) / c.as_double(0)));
    const int64_t k = c.shape()[0];
    std::vector<double> sd(static_cast<size_t>(k));
    for (int64_t i = 0; i < k; ++i) sd[static_cast<size_t>(i)] = std::sqrt(c.data<double>()[i * k + i]);
    for (int64_t i = 0; i < k; ++i)
      for (int64_t j = 0; j < k; ++j) {
        double& e = c.mutable_data<double>()[i * k + j];
        e = e / sd[static_cast<size_t>(i)] / sd[static_cast<size_t>(j)];
        e = std::clamp(e, -1.0, 1.0);
      }
    return make_ndarray(c);
  });
  // np.isscalar(element): NumPy scalars and Python numbers, str and bytes.
  np_def(np_mod, "isscalar", +[](CallArgs& a) -> Ref {
    Ref v = np_require(a, 0, "element", "isscalar");
    if (const NumpyArrayObject* arr = as_numpy_array(v.get())) return py::Bool(arr->is_scalar);
    const std::string& t = py::type_name(v.get());
    return py::Bool(t == "int" || t == "float" || t == "bool" || t == "complex" || t == "str" || t == "bytes");
  });
  // np.rot90(m, k=1, axes=(0, 1)): flips and a transpose of the two axes.
  np_def(np_mod, "rot90", +[](CallArgs& a) -> Ref {
    Tensor m = array_arg(a, 0, "m", "rot90");
    const int64_t k = ((int_arg(a, 1, "k", 1) % 4) + 4) % 4;
    Ref axes_ref = arg(a, 2, "axes");
    std::vector<int64_t> axes = present(axes_ref) ? axes_list(axes_ref, m.rank()) : std::vector<int64_t>{0, 1};
    if (m.rank() < 2) py::raise_value_error("Axes must be different.");
    if (axes.size() != 2) py::raise_value_error("len(axes) must be 2.");
    if (axes[0] == axes[1]) py::raise_value_error("Axes must be different.");
    auto flip_axis = [](const Tensor& t, int64_t axis) {
      std::vector<int64_t> idx;
      for (int64_t i = t.shape()[static_cast<size_t>(axis)] - 1; i >= 0; --i) idx.push_back(i);
      return take_along(t, idx, axis);
    };
    std::vector<int64_t> perm;
    for (int64_t d = 0; d < m.rank(); ++d) perm.push_back(d);
    std::swap(perm[static_cast<size_t>(axes[0])], perm[static_cast<size_t>(axes[1])]);
    if (k == 0) return make_ndarray(m);
    if (k == 2) return make_ndarray(flip_axis(flip_axis(m, axes[0]), axes[1]));
    if (k == 1) return make_ndarray(tensor::transpose(flip_axis(m, axes[1]), perm));
    return make_ndarray(flip_axis(tensor::transpose(m, perm), axes[1]));
  });
  np_def(np_mod, "moveaxis", moveaxis);
  np_def(np_mod, "swapaxes", swapaxes);
  np_def(np_mod, "take_along_axis", take_along_axis);
  // np.atleast_3d / np.dstack: (N,) -> (1, N, 1), (M, N) -> (M, N, 1).
  auto at_least_3d = [](const Tensor& t) {
    if (t.rank() == 0) return t.with_shape({1, 1, 1});
    if (t.rank() == 1) return t.with_shape({1, t.num_elements(), 1});
    if (t.rank() == 2) return t.with_shape({t.shape()[0], t.shape()[1], 1});
    return t;
  };
  np_def(np_mod, "atleast_3d", [at_least_3d](CallArgs& a) -> Ref {
    std::vector<Ref> out;
    for (size_t i = 0; i < a.args.size(); ++i) out.push_back(make_ndarray(at_least_3d(array_arg(a, i, "arys", "atleast_3d"))));
    if (out.size() == 1) return out[0];
    return py::Tuple(std::move(out));  // several arrays: a tuple of them
  });
  np_def(np_mod, "dstack", [at_least_3d](CallArgs& a) -> Ref {
    std::vector<Ref> items;
    for (const Ref& r : py::to_vector(np_require(a, 0, "tup", "dstack"))) items.push_back(make_ndarray(at_least_3d(np::asarray(r))));
    return make_ndarray(concat_values(items, 2));
  });
}

}  // namespace tfplay::tf
