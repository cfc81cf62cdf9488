// NumPy indexing (see numpy_index.h). Sources: numpy/_core/src/multiarray/mapping.c
// (prepare_index, the advanced-index result layout, the assignment errors) and shape.c
// (_attempt_nocopy_reshape).
#include "core/tf/numpy_index.h"

#include <algorithm>
#include <cmath>

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/kernels.h"
#include "core/tensor/op_error.h"
#include "core/tf/numpy_ops.h"
#include "core/tf/numpy_text.h"

namespace tfplay::tf::np {

using py::Ref;
using tensor::Shape;
using tensor::StridedLayout;
using tensor::Tensor;

namespace {

[[noreturn]] void index_error(const std::string& msg) { py::raise(py::E().IndexError, msg); }

[[noreturn]] void out_of_bounds(int64_t i, int64_t axis, int64_t size) {
  index_error("index " + std::to_string(i) + " is out of bounds for axis " + std::to_string(axis) + " with size " +
              std::to_string(size));
}

int64_t wrap_index(int64_t i, int64_t axis, int64_t size) {
  if (i < -size || i >= size) out_of_bounds(i, axis, size);
  return i < 0 ? i + size : i;
}

/// One entry of an index tuple, before dimensions are assigned.
struct Item {
  enum class Kind { Int, Slice, NewAxis, Ellipsis, IntArray, BoolArray } kind;
  explicit Item(Kind k) : kind(k) {}
  int64_t value = 0;                    // Int
  const py::SliceObject* slice = nullptr;  // Slice (null: a full slice `:`)
  Tensor array;                         // IntArray (int64) / BoolArray
  int dim = -1;                         // the array dimension it indexes (first one for BoolArray)
  int64_t start = 0, step = 1, length = 0;  // resolved Slice
};

bool is_integer_scalar(const py::Object* o) {
  if (py::is_bool(o)) return false;
  if (py::is_int(o)) return true;
  if (const NumpyArrayObject* a = as_numpy_array(o))
    return a->rank() == 0 && tensor::is_integer(a->dtype());
  if (function::TensorObject* t = function::as_tensor(o))
    return t->is_eager() && t->shape.rank() == 0 && tensor::is_integer(t->dtype);
  return false;
}

Item classify(const Ref& it) {
  const py::Object* o = it.get();
  const auto& ty = py::T();
  if (it == py::Ellipsis()) return Item{Item::Kind::Ellipsis};
  if (py::is_none(o)) return Item{Item::Kind::NewAxis};
  if (o->cls == ty.slice) {
    Item item{Item::Kind::Slice};
    item.slice = static_cast<const py::SliceObject*>(o);
    return item;
  }
  if (is_integer_scalar(o)) {
    Item item{Item::Kind::Int};
    item.value = function::as_tensor(o) ? function::as_tensor(o)->value->as_int64(0) : py::as_int(o);
    return item;
  }
  const NumpyArrayObject* arr = as_numpy_array(o);
  const bool bool_scalar = py::is_bool(o) || (arr && arr->rank() == 0 && arr->dtype() == DType::Bool);
  if (bool_scalar) py::raise(py::E().NotImplementedError, "tfplay's numpy does not support indexing with a boolean scalar (a[True]) yet");
  if (py::is_list(o) || py::is_tuple(o) || (arr && arr->rank() > 0) || function::as_tensor(o)) {
    Tensor t = py::is_list(o) && py::to_vector(it).empty() ? Tensor::zeros(DType::Int64, {0}) : asarray(it);
    if (t.dtype() == DType::Bool) {
      if (t.rank() == 0) py::raise(py::E().NotImplementedError, "tfplay's numpy does not support indexing with a boolean scalar (a[True]) yet");
      Item item{Item::Kind::BoolArray};
      item.array = t;
      return item;
    }
    if (!tensor::is_integer(t.dtype())) index_error("arrays used as indices must be of integer (or boolean) type");
    Item item{Item::Kind::IntArray};
    item.array = astype(t, DType::Int64);
    return item;
  }
  index_error("only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays "
              "are valid indices");
}

Tensor int_array(const std::vector<int64_t>& v) {
  return Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(v.size())}, v);
}

}  // namespace

std::vector<int64_t> IndexTarget::element_offsets() const { return is_view ? tensor::element_offsets(layout) : offsets; }

IndexTarget resolve_index(const NumpyArrayObject& a, const Ref& key, bool defer_bounds) {
  const int rank = a.rank();
  const Shape& shape = a.shape();
  const std::vector<int64_t>& strides = a.layout.strides;
  std::vector<Item> raw;
  for (const Ref& it : key->cls == py::T().tuple ? py::to_vector(key) : std::vector<Ref>{key}) raw.push_back(classify(it));
  // Dimensions the index consumes; Ellipsis stands for the rest.
  int consumed = 0;
  bool ellipsis = false, advanced = false, only_ints = true;
  for (const Item& it : raw) {
    if (it.kind == Item::Kind::Ellipsis) {
      if (ellipsis) index_error("an index can only have a single ellipsis ('...')");
      ellipsis = true;
    }
    if (it.kind != Item::Kind::Int) only_ints = false;
    if (it.kind == Item::Kind::Int || it.kind == Item::Kind::Slice || it.kind == Item::Kind::IntArray) ++consumed;
    if (it.kind == Item::Kind::BoolArray) consumed += it.array.rank();
    if (it.kind == Item::Kind::IntArray || it.kind == Item::Kind::BoolArray) advanced = true;
  }
  if (consumed > rank) {
    index_error("too many indices for array: array is " + std::to_string(rank) + "-dimensional, but " +
                std::to_string(consumed) + " were indexed");
  }
  std::vector<Item> items;
  for (Item& it : raw) {
    if (it.kind != Item::Kind::Ellipsis) {
      items.push_back(std::move(it));
      continue;
    }
    for (int k = 0; k < rank - consumed; ++k) items.push_back(Item{Item::Kind::Slice});
  }
  if (!ellipsis)
    for (int k = consumed; k < rank; ++k) items.push_back(Item{Item::Kind::Slice});
  // Assign dimensions; boolean arrays are checked against them first (prepare_index), then
  // integers and slices are resolved.
  int dim = 0;
  for (Item& it : items) {
    if (it.kind == Item::Kind::NewAxis) continue;
    it.dim = dim;
    dim += it.kind == Item::Kind::BoolArray ? it.array.rank() : 1;
  }
  for (Item& it : items) {
    if (it.kind != Item::Kind::BoolArray) continue;
    for (int i = 0; i < it.array.rank(); ++i) {
      const int64_t axis_size = shape[static_cast<size_t>(it.dim + i)];
      if (it.array.shape()[static_cast<size_t>(i)] != axis_size) {
        index_error("boolean index did not match indexed array along axis " + std::to_string(it.dim + i) +
                    "; size of axis is " + std::to_string(axis_size) + " but size of corresponding boolean axis is " +
                    std::to_string(it.array.shape()[static_cast<size_t>(i)]));
      }
    }
  }
  for (Item& it : items) {
    if (it.kind == Item::Kind::NewAxis || it.kind == Item::Kind::BoolArray) continue;
    const int dim = it.dim;
    const int64_t size = shape[static_cast<size_t>(dim)];
    if (it.kind == Item::Kind::Int) {
      it.value = wrap_index(it.value, dim, size);
    } else if (it.kind == Item::Kind::Slice) {
      int64_t stop = 0;
      if (it.slice) {
        it.length = py::slice_indices(*it.slice, size, it.start, stop, it.step);
      } else {
        it.start = 0, it.step = 1, it.length = size;
      }
    }
  }
  IndexTarget target;
  if (!advanced) {
    StridedLayout& out = target.layout;
    out.offset = a.layout.offset;
    for (const Item& it : items) {
      if (it.kind == Item::Kind::NewAxis) {
        out.shape.push_back(1), out.strides.push_back(0);
      } else if (it.kind == Item::Kind::Int) {
        out.offset += it.value * strides[static_cast<size_t>(it.dim)];
      } else {
        const int64_t stride = strides[static_cast<size_t>(it.dim)];
        if (it.length > 0) out.offset += it.start * stride;
        out.shape.push_back(it.length), out.strides.push_back(it.step * stride);
      }
    }
    target.scalar = only_ints && consumed == rank;
    return target;
  }
  // Advanced indexing: integers count as 0-d index arrays, a boolean array as the integer
  // arrays of its true elements' coordinates (nonzero).
  struct Adv {
    Tensor index;
    int dim;
    bool from_int = false;  // an integer: left out of the broadcast error's shapes
  };
  std::vector<Adv> adv;
  std::vector<int> adv_positions;  // positions in `items`
  for (size_t p = 0; p < items.size(); ++p) {
    Item& it = items[p];
    if (it.kind == Item::Kind::Int) {
      adv.push_back({Tensor::scalar_int64(it.value), it.dim, true});
    } else if (it.kind == Item::Kind::IntArray) {
      std::vector<int64_t> v = it.array.to_int64_vector();
      const int64_t size = shape[static_cast<size_t>(it.dim)];
      for (int64_t& i : v) {
        if (i < -size || i >= size) {
          if (target.bounds_error.empty())
            target.bounds_error = "index " + std::to_string(i) + " is out of bounds for axis " + std::to_string(it.dim) + " with size " + std::to_string(size);
          i = 0;
        }
        i = wrap_index(i, it.dim, size);
      }
      adv.push_back({Tensor::from_vector<int64_t>(DType::Int64, it.array.shape(), v), it.dim});
    } else if (it.kind == Item::Kind::BoolArray) {
      const Tensor coords = tensor::where_indices(it.array);  // [num_true, k]
      const int64_t n = coords.shape()[0], k = it.array.rank();
      for (int64_t c = 0; c < k; ++c) {
        std::vector<int64_t> v(static_cast<size_t>(n));
        for (int64_t r = 0; r < n; ++r) v[static_cast<size_t>(r)] = coords.data<int64_t>()[r * k + c];
        adv.push_back({int_array(v), it.dim + static_cast<int>(c)});
      }
    } else {
      continue;
    }
    adv_positions.push_back(static_cast<int>(p));
  }
  Shape b_shape;
  try {
    for (const Adv& x : adv) b_shape = tensor::plan_broadcast(b_shape, x.index.shape()).out_shape;
  } catch (const tensor::OpError&) {
    std::string shapes;
    for (const Adv& x : adv)
      if (!x.from_int) shapes += compact_shape_text(x.index.shape()) + " ";
    index_error("shape mismatch: indexing arrays could not be broadcast together with shapes " + shapes);
  }
  // Index arrays are checked while NumPy iterates them, after they broadcast.
  if (!defer_bounds && !target.bounds_error.empty()) index_error(target.bounds_error);
  bool adjacent = true;
  for (size_t k = 1; k < adv_positions.size(); ++k) adjacent = adjacent && adv_positions[k] == adv_positions[k - 1] + 1;
  // The result's dimensions: the broadcast index shape replaces the indexed dimensions when
  // those are adjacent, else it comes first (mapping.c, "transpose if the subspace is not at
  // the front"). Two layouts over the result shape give each element's base offset and its
  // position in the broadcast index block.
  StridedLayout base_part, block_part;
  base_part.offset = a.layout.offset;
  const std::vector<int64_t> b_strides = tensor::row_major_strides(b_shape);
  auto add_block = [&] {
    for (size_t i = 0; i < b_shape.size(); ++i) {
      base_part.shape.push_back(b_shape[i]), base_part.strides.push_back(0);
      block_part.shape.push_back(b_shape[i]), block_part.strides.push_back(b_strides[i]);
    }
  };
  if (!adjacent) add_block();
  for (size_t p = 0; p < items.size(); ++p) {
    const Item& it = items[p];
    if (it.kind == Item::Kind::Slice || it.kind == Item::Kind::NewAxis) {
      const bool slice = it.kind == Item::Kind::Slice;
      const int64_t stride = slice ? strides[static_cast<size_t>(it.dim)] : 0;
      if (slice && it.length > 0) base_part.offset += it.start * stride;
      base_part.shape.push_back(slice ? it.length : 1), base_part.strides.push_back(slice ? it.step * stride : 0);
      block_part.shape.push_back(slice ? it.length : 1), block_part.strides.push_back(0);
    } else if (adjacent && static_cast<int>(p) == adv_positions.front()) {
      add_block();
    }
  }
  std::vector<int64_t> block_offsets(static_cast<size_t>(tensor::num_elements_of(b_shape)), 0);
  for (const Adv& x : adv) {
    const Tensor idx = tensor::broadcast_to(x.index, b_shape);
    const int64_t stride = strides[static_cast<size_t>(x.dim)];
    for (size_t j = 0; j < block_offsets.size(); ++j) block_offsets[j] += idx.data<int64_t>()[j] * stride;
  }
  target.is_view = false;
  target.shape = base_part.shape;
  target.offsets = tensor::element_offsets(base_part);
  const std::vector<int64_t> in_block = tensor::element_offsets(block_part);
  for (size_t k = 0; k < target.offsets.size(); ++k) target.offsets[k] += block_offsets[static_cast<size_t>(in_block[k])];
  return target;
}

Ref make_view(const Ref& a, StridedLayout layout) {
  return py::make_object<NumpyArrayObject>(ndarray_type(), *as_numpy_array(a.get()), std::move(layout));
}

Ref getitem(const Ref& a_ref, const Ref& key) {
  const NumpyArrayObject& a = *as_numpy_array(a_ref.get());
  IndexTarget t = resolve_index(a, key);
  if (!t.is_view) {
    Ref out = make_ndarray(tensor::gather_offsets(a.storage->flat, t.offsets, t.shape));
    as_numpy_array(out.get())->text = a.text;
    return out;
  }
  if (t.scalar) {
    // A string array's element is an np.str_ / np.bytes_.
    const tensor::Tensor v = tensor::read_layout(a.storage->flat, t.layout);
    return is_text_array(&a) ? text_scalar(v, 0, a.text.kind) : make_numpy(v);
  }
  return make_view(a_ref, std::move(t.layout));
}

namespace {

// A Python float stored into an integer array: NumPy converts it as C does (truncation; a
// narrower type keeps the low bits), after Python's own int() checks.
int64_t float_to_integer(double v) {
  if (std::isnan(v)) py::raise_value_error("cannot convert float NaN to integer");
  if (std::isinf(v)) py::raise(py::E().OverflowError, "cannot convert float infinity to integer");
  if (v >= 9223372036854775808.0 || v < -9223372036854775808.0)
    py::raise(py::E().OverflowError, "Python int too large to convert to C long");
  return static_cast<int64_t>(std::trunc(v));
}

bool is_sequence(const py::Object* o) { return py::is_list(o) || py::is_tuple(o); }

}  // namespace

Tensor assignment_value(const Ref& value, DType dtype) {
  const py::Object* o = value.get();
  if (dtype != DType::String && (py::is_int(o) || py::is_float(o))) {
    if (py::is_float(o) && tensor::is_integer(dtype))
      return tensor::cast(Tensor::scalar_int64(float_to_integer(py::as_float(o))), dtype);
    if (py::is_int(o) && !py::is_bool(o)) {
      // The asarray path checks a Python int against the array's integer type.
      return asarray(value, dtype);
    }
    return tensor::cast(Tensor::scalar_double(py::as_float(o)), dtype);
  }
  return asarray(value, dtype);
}

void write_elements(NumpyArrayObject& a, const std::vector<int64_t>& offsets, const Shape& shape, const Tensor& values) {
  if (!a.writeable) py::raise_value_error("assignment destination is read-only");
  if (a.storage->aliases_tensor) {
    py::raise(py::E().NotImplementedError,
              "tfplay does not emulate writing into an array that shares memory with a tf.Tensor (np.asarray(tensor)): in "
              "TensorFlow the write would change the tensor. Copy it first with np.array(tensor) or tensor.numpy()");
  }
  Tensor v = values;
  while (v.rank() > static_cast<int>(shape.size()) && v.shape()[0] == 1) v = v.with_shape(Shape(v.shape().begin() + 1, v.shape().end()));
  bool fits = v.rank() <= static_cast<int>(shape.size());
  for (int i = 1; fits && i <= v.rank(); ++i) {
    const int64_t from = v.shape()[static_cast<size_t>(v.rank() - i)], to = shape[shape.size() - static_cast<size_t>(i)];
    fits = from == to || from == 1;
  }
  if (!fits) {
    py::raise_value_error("could not broadcast input array from shape " + compact_shape_text(values.shape()) +
                          " into shape " + compact_shape_text(shape));
  }
  v = tensor::broadcast_to(v, shape);
  if (a.storage->flat.buffer_is_shared()) a.storage->flat = tensor::deep_copy(a.storage->flat);
  tensor::scatter_offsets(a.storage->flat, offsets, v);
}

void write_all(NumpyArrayObject& a, const Tensor& values) {
  write_elements(a, tensor::element_offsets(a.layout), a.shape(), values);
}

void setitem(const Ref& a_ref, const Ref& key, const Ref& value) {
  NumpyArrayObject& a = *as_numpy_array(a_ref.get());
  IndexTarget t = resolve_index(a, key, true);
  const Shape& shape = t.result_shape();
  // One element takes a scalar: NumPy 2 refuses sequences and deprecates size-1 arrays.
  bool one_element_array = false;
  if (t.is_view && t.scalar && (is_sequence(value.get()) || (as_numpy_array(value.get()) && as_numpy_array(value.get())->rank() > 0))) {
    one_element_array = !is_sequence(value.get()) && as_numpy_array(value.get())->size() == 1;
    if (!one_element_array) py::raise_value_error("setting an array element with a sequence.");
    np::warn_ndim_to_scalar();
  }
  Tensor v = assignment_value(value, a.dtype());
  if (one_element_array) v = v.with_shape({});
  // A nested list deeper than a view cannot be assigned (PyArray_CopyObject discovers the
  // value's shape with the view's ndim as the maximum depth); advanced indexing converts the
  // value without a limit and drops its leading 1s (PyArray_MapIterNew).
  if (t.is_view && is_sequence(value.get()) && v.rank() > static_cast<int>(shape.size())) {
    py::raise_value_error("setting an array element with a sequence. The requested array would exceed the maximum "
                          "number of dimension of " + std::to_string(shape.size()) + ".");
  }
  if (!t.is_view) {
    // A single boolean mask over every dimension assigns 0-d or 1-d values one per true
    // element (array_assign_boolean_subscript); other advanced indices broadcast the value.
    const NumpyArrayObject* mask = as_numpy_array(key.get());
    if (mask && mask->dtype() == DType::Bool && mask->rank() == a.rank()) {
      if (v.rank() > 1) {
        py::raise_value_error("NumPy boolean array indexing assignment requires a 0 or 1-dimensional input, input has " +
                              std::to_string(v.rank()) + " dimensions");
      }
      if (v.num_elements() != 1 && v.num_elements() != static_cast<int64_t>(t.offsets.size())) {
        py::raise_value_error("NumPy boolean array indexing assignment cannot assign " + std::to_string(v.num_elements()) +
                              " input values to the " + std::to_string(t.offsets.size()) +
                              " output values where the mask is true");
      }
    } else {
      const Shape vs = v.shape();
      Shape trailing = vs;
      while (trailing.size() > shape.size() && trailing.front() == 1) trailing.erase(trailing.begin());
      bool ok = true;
      try {
        ok = tensor::plan_broadcast(trailing, shape).out_shape == shape;
      } catch (const tensor::OpError&) {
        ok = false;
      }
      if (!ok) {
        py::raise_value_error("shape mismatch: value array of shape " + compact_shape_text(vs) +
                              " could not be broadcast to indexing result of shape " + compact_shape_text(shape));
      }
    }
    if (!t.bounds_error.empty()) index_error(t.bounds_error);
  }
  write_elements(a, t.element_offsets(), shape, v);
}

// ndarray.reshape: a view when the layout allows one (always for C-contiguous arrays), else a
// view of a C-ordered copy, as PyArray_Newshape does.
Ref reshape_array(const Ref& self, const tensor::Shape& shape) {
  NumpyArrayObject& a = *as_numpy_array(self.get());
  if (a.is_scalar) return make_ndarray(a.value().with_shape(shape));
  tensor::StridedLayout view;
  if (a.size() == 0) return make_view(self, tensor::StridedLayout{shape, tensor::row_major_strides(shape), a.layout.offset});
  if (reshape_layout(a.layout, shape, view)) return make_view(self, std::move(view));
  Ref copy = make_ndarray(tensor::deep_copy(a.value()));
  return make_view(copy, tensor::row_major_layout(shape));
}

bool reshape_layout(const StridedLayout& from, const Shape& to, StridedLayout& out) {
  // _attempt_nocopy_reshape: match runs of old and new dimensions with equal products; a run of
  // old dimensions can merge only when it is contiguous within itself.
  std::vector<int64_t> old_dims, old_strides;
  for (size_t i = 0; i < from.shape.size(); ++i) {
    if (from.shape[i] != 1) old_dims.push_back(from.shape[i]), old_strides.push_back(from.strides[i]);
  }
  const size_t old_nd = old_dims.size(), new_nd = to.size();
  std::vector<int64_t> new_strides(new_nd, 0);
  size_t oi = 0, oj = 1, ni = 0, nj = 1;
  while (ni < new_nd && oi < old_nd) {
    int64_t np_ = to[ni], op = old_dims[oi];
    while (np_ != op) {
      if (np_ < op) np_ *= to[nj++];
      else op *= old_dims[oj++];
    }
    for (size_t ok = oi; ok + 1 < oj; ++ok)
      if (old_strides[ok] != old_dims[ok + 1] * old_strides[ok + 1]) return false;
    new_strides[nj - 1] = old_strides[oj - 1];
    for (size_t nk = nj - 1; nk > ni; --nk) new_strides[nk - 1] = new_strides[nk] * to[nk];
    ni = nj++;
    oi = oj++;
  }
  const int64_t last = ni >= 1 ? new_strides[ni - 1] : 1;
  for (size_t nk = ni; nk < new_nd; ++nk) new_strides[nk] = last;
  out = StridedLayout{to, new_strides, from.offset};
  return true;
}

}  // namespace tfplay::tf::np
