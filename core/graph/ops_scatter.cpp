// Ops that pick or place elements by index (TF: tensorflow/core/ops/array_ops.cc GatherNd,
// ScatterNd, TensorScatterUpdate/Add/Sub, ResourceStridedSliceAssign in
// resource_variable_ops.cc; kernels gather_nd_op.cc, scatter_nd_op.cc, strided_slice_op.cc), the
// bitwise ops (bitwise_ops.cc), NoOp and EnsureShape.
#include <type_traits>

#include "core/graph/element_maps.h"
#include "core/tensor/broadcast.h"
#include "core/graph/func_graph.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/resource_variable.h"
#include "core/graph/shape_refiner.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::one;
using op_def_builders::num;

using tensor::Dim;
using tensor::OpError;
using tensor::OpValueError;
using tensor::invalid_argument;

std::string dbg(const std::vector<int64_t>& dims) { return tensor::shape_debug_string(dims); }

// SliceDebugString: "[1,0]", the coordinates of flat index `i` in `dims`.
std::string slice_debug_string(const std::vector<int64_t>& dims, int64_t i) {
  std::vector<int64_t> at(dims.size());
  for (int d = static_cast<int>(dims.size()) - 1; d >= 0; --d) {
    at[d] = dims[d] ? i % dims[d] : 0;
    i = dims[d] ? i / dims[d] : 0;
  }
  std::string out = "[";
  for (std::size_t d = 0; d < at.size(); ++d) out += (d ? "," : "") + num(at[d]);
  return out + "]";
}

struct IndexSlices {
  std::vector<int64_t> batch_dims;  // indices.shape[:-1]
  int64_t depth = 0;                // indices.shape[-1]
  int64_t count = 0;                // number of index tuples
  int64_t slice = 1;                // elements per addressed slice of the target
  std::vector<int64_t> offsets;     // flat offset of each tuple's slice in the target, or -1
  int64_t bad = -1;                 // first out-of-range tuple
};

// The flat offsets the index tuples of `indices` address in a tensor of shape `target`.
IndexSlices index_slices(const Tensor& indices, const std::vector<int64_t>& target) {
  IndexSlices s;
  const std::vector<int64_t> idims(indices.shape().begin(), indices.shape().end());
  s.depth = idims.empty() ? 0 : idims.back();
  s.batch_dims.assign(idims.begin(), idims.empty() ? idims.end() : idims.end() - 1);
  s.count = 1;
  for (int64_t d : s.batch_dims) s.count *= d;
  for (std::size_t d = static_cast<std::size_t>(s.depth); d < target.size(); ++d) s.slice *= target[d];
  const std::vector<int64_t> st = strides_of(target);
  for (int64_t i = 0; i < s.count; ++i) {
    int64_t off = 0;
    for (int64_t k = 0; k < s.depth; ++k) {
      const int64_t v = indices.as_int64(i * s.depth + k);
      if (v < 0 || v >= target[k]) {
        off = -1;
        break;
      }
      off += v * st[k];
    }
    if (off < 0 && s.bad < 0) s.bad = i;
    s.offsets.push_back(off);
  }
  return s;
}

std::string tuple_text(const Tensor& indices, const IndexSlices& s, int64_t i) {
  std::string out = "[";
  for (int64_t k = 0; k < s.depth; ++k) out += (k ? ", " : "") + num(indices.as_int64(i * s.depth + k));
  return out + "]";
}

// ---- GatherNd --------------------------------------------------------------------------------

void add_gather_nd(OpRegistry& r) {
  OpDef d = make("GatherNd", "Gather slices from `params` into a Tensor with shape specified by `indices`.");
  d.inputs = {arg("params", "Tparams"), arg("indices", "Tindices")};
  d.outputs = {arg("output", "Tparams")};
  d.attrs = {type_attr("Tparams", ""), type_attr("Tindices", "int16, int32, int64"),
             plain_attr("bad_indices_policy", "string", std::string())};
  d.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("Tparams");
    const TensorShape& p = c.input_shapes[0];
    const TensorShape& i = c.input_shapes[1];
    if (p.has_rank() && *p.rank() < 1) throw OpValueError("Shape must be at least rank 1 but is rank 0");
    if (i.has_rank() && *i.rank() < 1) throw OpValueError("Shape must be at least rank 1 but is rank 0");
    if (!i.has_rank() || !i.as_list().back() || !p.has_rank()) return one(t, TensorShape::unknown());
    const int64_t depth = *i.as_list().back();
    if (depth > *p.rank()) {
      throw OpValueError("indices.shape[-1] must be <= params.rank, but saw indices shape: " + i.debug_string() +
                         " and params shape: " + p.debug_string());
    }
    std::vector<Dim> dims(i.as_list().begin(), i.as_list().end() - 1);
    dims.insert(dims.end(), p.as_list().begin() + depth, p.as_list().end());
    return one(t, TensorShape(std::move(dims)));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& params = c.inputs[0];
    const Tensor& indices = c.inputs[1];
    if (params.rank() < 1) throw invalid_argument("params must be at least a vector");
    if (indices.rank() < 1) throw invalid_argument("index must be at least a vector");
    const std::vector<int64_t> pdims(params.shape().begin(), params.shape().end());
    const int64_t depth = indices.shape().back();
    if (depth > params.rank()) {
      throw invalid_argument("index innermost dimension length must be <= params rank; saw: " + num(depth) + " vs. " +
                             num(params.rank()));
    }
    // gather_nd_op.h DoGatherNd: indices asking for any slice of empty params.
    int64_t n_result = 1;
    for (int64_t k = 0; k + 1 < indices.rank(); ++k) n_result *= indices.shape()[static_cast<std::size_t>(k)];
    if (n_result > 0 && params.num_elements() == 0)
      throw invalid_argument("Requested more than 0 entries, but params is empty.  Params shape: " + dbg(pdims));
    const IndexSlices s = index_slices(indices, pdims);
    if (s.bad >= 0) {
      const std::string node = c.node ? static_cast<const Node*>(c.node)->name : "GatherNd";
      throw invalid_argument("indices" + slice_debug_string(s.batch_dims, s.bad) + " = " + tuple_text(indices, s, s.bad) +
                             " does not index into param shape " + dbg(pdims) + ", node name: " + node);
    }
    std::vector<int64_t> src;
    for (int64_t off : s.offsets)
      for (int64_t j = 0; j < s.slice; ++j) src.push_back(off + j);
    tensor::Shape shape(s.batch_dims.begin(), s.batch_dims.end());
    shape.insert(shape.end(), pdims.begin() + depth, pdims.end());
    return std::vector<Tensor>{gather_elements(params, src, shape)};
  };
  r.add(std::move(d));
}

// ---- ScatterNd and TensorScatter* -----------------------------------------------------------

enum class Scatter { Update, Add, Sub, Max, Min };

// ValidateUpdateShape (scatter_nd_op.cc): updates.shape == indices.shape[:-1] + target[depth:].
void check_update_shape(const Tensor& indices, const Tensor& updates, const std::vector<int64_t>& target, const char* what) {
  const int64_t batch = indices.rank() - 1;
  const int64_t depth = indices.rank() ? indices.shape().back() : 0;
  const std::vector<int64_t> u(updates.shape().begin(), updates.shape().end());
  const std::vector<int64_t> idims(indices.shape().begin(), indices.shape().end());
  auto prefix = [&] {
    return "Dimensions [0," + num(batch) + ") of indices[shape=" + dbg(idims) + "] must match dimensions [0," + num(batch) +
           ") of updates[shape=" + dbg(u) + "]";
  };
  if (static_cast<int64_t>(u.size()) < batch) throw invalid_argument(prefix());
  for (int64_t d = 0; d < batch; ++d)
    if (u[d] != idims[d]) throw invalid_argument(prefix());
  const int64_t tail = static_cast<int64_t>(target.size()) - depth;
  bool ok = static_cast<int64_t>(u.size()) - batch == tail;
  for (int64_t d = 0; ok && d < tail; ++d) ok = u[batch + d] == target[depth + d];
  if (!ok) {
    throw invalid_argument("Dimensions [" + num(depth) + "," + num(static_cast<int64_t>(target.size())) + ") of " + what +
                           "[shape=" + dbg(target) + "] must match dimensions [" + num(batch) + "," +
                           num(static_cast<int64_t>(u.size())) + ") of updates[shape=" + dbg(u) + "]");
  }
}

Tensor scatter_into(Tensor out, const Tensor& indices, const Tensor& updates, Scatter mode) {
  const std::vector<int64_t> target(out.shape().begin(), out.shape().end());
  if (indices.rank() < 1) throw invalid_argument("Indices shape must have rank at least one. Found:" + dbg({}));
  if (indices.shape().back() > static_cast<int64_t>(target.size())) {
    throw invalid_argument("Output must be at least " + num(indices.shape().back()) + "-D, got shape: " + dbg(target));
  }
  const IndexSlices s = index_slices(indices, target);
  if (s.bad >= 0) {
    throw invalid_argument("indices" + slice_debug_string(s.batch_dims, s.bad) + " = " + tuple_text(indices, s, s.bad) +
                           " does not index into shape " + dbg(target));
  }
  tensor::visit_dtype(out.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* o = out.mutable_data<T>();
    const T* u = updates.data<T>();
    for (int64_t i = 0; i < s.count; ++i)
      for (int64_t j = 0; j < s.slice; ++j) {
        T& dst = o[s.offsets[i] + j];
        const T& v = u[i * s.slice + j];
        if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, bool>) {
          dst = v;  // numeric-only modes are refused by the ops' type lists
        } else if (mode == Scatter::Add) {
          dst = static_cast<T>(dst + v);
        } else if (mode == Scatter::Sub) {
          dst = static_cast<T>(dst - v);
        } else if (mode == Scatter::Max) {
          dst = dst < v ? v : dst;  // scatter_nd_op.cc's cwiseMax
        } else if (mode == Scatter::Min) {
          dst = v < dst ? v : dst;
        } else {
          dst = v;
        }
      }
  });
  return tensor::finish_float16(out);
}

void add_scatter(OpRegistry& r) {
  OpDef d = make("ScatterNd", "Scatters `updates` into a tensor of shape `shape` according to `indices`.");
  d.inputs = {arg("indices", "Tindices"), arg("updates", "T"), arg("shape", "Tindices")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", ""), type_attr("Tindices", "int16, int32, int64"),
             plain_attr("bad_indices_policy", "string", std::string())};
  d.shape_fn = +[](const InferenceContext& c) {
    TensorShape out = TensorShape::unknown();
    if (const Tensor* v = c.input_values[2]) {
      std::vector<Dim> dims;
      for (int64_t x : v->to_int64_vector()) dims.push_back(x < 0 ? Dim() : Dim(x));
      out = TensorShape(std::move(dims));
    } else if (c.input_shapes[2].has_rank() && c.input_shapes[2].as_list()[0]) {
      out = TensorShape::unknown_with_rank(static_cast<int>(*c.input_shapes[2].as_list()[0]));
    }
    return one(c.attr<DType>("T"), out);
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& indices = c.inputs[0];
    const Tensor& updates = c.inputs[1];
    const Tensor& shape = c.inputs[2];
    if (shape.rank() != 1) throw invalid_argument("Shape must be a vector");
    const std::vector<int64_t> target = shape.to_int64_vector();
    for (int64_t d : target)
      if (d < 0) throw invalid_argument("Dimension -1 must be >= 0");
    check_update_shape(indices, updates, target, "input");
    Tensor out = Tensor::zeros(updates.dtype(), tensor::Shape(target.begin(), target.end()));
    // ScatterNd sums duplicate indices.
    return std::vector<Tensor>{scatter_into(out, indices, updates, Scatter::Add)};
  };
  r.add(std::move(d));

  struct Variant {
    const char* name;
    Scatter mode;
    const char* summary;
  };
  static const Variant kVariants[] = {
      {"TensorScatterUpdate", Scatter::Update, "Scatter `updates` into an existing tensor according to `indices`."},
      {"TensorScatterAdd", Scatter::Add, "Adds sparse `updates` to an existing tensor according to `indices`."},
      {"TensorScatterSub", Scatter::Sub, "Subtracts sparse `updates` from an existing tensor according to `indices`."},
      {"TensorScatterMax", Scatter::Max, "Apply a sparse update to a tensor taking the element-wise maximum."},
      {"TensorScatterMin", Scatter::Min, "Apply a sparse update to a tensor taking the element-wise minimum."},
  };
  for (const Variant& v : kVariants) {
    OpDef t = make(v.name, v.summary);
    t.inputs = {arg("tensor", "T"), arg("indices", "Tindices"), arg("updates", "T")};
    t.outputs = {arg("output", "T")};
    t.attrs = {type_attr("T", v.mode == Scatter::Update ? "" : "float32, float64, int32, uint8, int16, int8, int64, float16"),
               type_attr("Tindices", "int16, int32, int64, uint16"), plain_attr("bad_indices_policy", "string", std::string())};
    t.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
    const Scatter mode = v.mode;
    t.kernel = [mode](KernelContext& c) {
      const Tensor& tensor_in = c.inputs[0];
      const std::vector<int64_t> target(tensor_in.shape().begin(), tensor_in.shape().end());
      check_update_shape(c.inputs[1], c.inputs[2], target, "input");
      Tensor out = gather_elements(tensor_in, [&] {
        std::vector<int64_t> all(static_cast<std::size_t>(tensor_in.num_elements()));
        for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int64_t>(i);
        return all;
      }(), tensor_in.shape());
      return std::vector<Tensor>{scatter_into(out, c.inputs[1], c.inputs[2], mode)};
    };
    r.add(std::move(t));
  }
}

// ---- SparseToDense ---------------------------------------------------------------------------

// SparseTensor's IndicesValid (tensorflow/core/util/sparse/sparse_tensor.cc IndicesValidHelper):
// each index tuple of `ix` ([N, rank]) within `shape` and after its predecessor in row-major
// order; the first that is not raises InvalidArgument naming it.
void check_sparse_indices(const Tensor& ix_tensor, const std::vector<int64_t>& shape) {
  const int64_t n_entries = ix_tensor.rank() > 0 ? ix_tensor.shape()[0] : 1;
  const int64_t rank = ix_tensor.rank() > 1 ? ix_tensor.shape()[1] : 1;
  const std::vector<int64_t> ix = ix_tensor.to_int64_vector();
  for (int64_t n = 0; n < n_entries; ++n) {
    bool valid = true, different = n == 0, increasing = true;
    for (int64_t d = 0; d < rank; ++d) {
      const int64_t v = ix[n * rank + d];
      if (v < 0 || d >= static_cast<int64_t>(shape.size()) || v >= shape[d]) valid = false;
      if (n == 0) continue;
      const int64_t diff = v - ix[(n - 1) * rank + d];
      if (diff > 0) different = true;
      if (!different && diff < 0) increasing = false;
    }
    if (valid && increasing && different) continue;
    std::string index = "indices[" + num(n) + "] = [";
    for (int64_t d = 0; d < rank; ++d) index += num(ix[n * rank + d]) + (d < rank - 1 ? "," : "]");
    if (!valid) {
      std::string bound;
      for (std::size_t d = 0; d < shape.size(); ++d) bound += (d ? "," : "") + num(shape[d]);
      throw invalid_argument(index + " is out of bounds: need 0 <= index < [" + bound + "]");
    }
    if (!increasing)
      throw invalid_argument(index + " is out of order. Many sparse ops require sorted indices.\n"
                                     "    Use `tf.sparse.reorder` to create a correctly ordered copy.\n\n");
    throw invalid_argument(index + " is repeated");
  }
}

// SparseToDense (sparse_ops.cc; kernel sparse_to_dense_op.cc): a tensor of `output_shape` filled
// with default_value, then each of sparse_values (or the one scalar value) at its index tuple.
// tf.sparse.to_dense runs it in both modes, so a graph checks the indices when it runs, as TF's.
void add_sparse_to_dense(OpRegistry& r) {
  OpDef d = make("SparseToDense", "Converts a sparse representation into a dense tensor.");
  d.inputs = {arg("sparse_indices", "Tindices"), arg("output_shape", "Tindices"), arg("sparse_values", "T"),
              arg("default_value", "T")};
  d.outputs = {arg("dense", "T")};
  d.attrs = {plain_attr("validate_indices", "bool", true), type_attr("T", ""), type_attr("Tindices", "int32, int64")};
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), shape_from_shape_tensor(c, 1)); };
  d.kernel = +[](KernelContext& c) {
    const Tensor& indices = c.inputs[0];
    const Tensor& shape = c.inputs[1];
    const Tensor& values = c.inputs[2];
    const Tensor& fill = c.inputs[3];
    const std::vector<int64_t> idims(indices.shape().begin(), indices.shape().end());
    if (indices.rank() > 2)
      throw invalid_argument("sparse_indices should be a scalar, vector, or matrix, got shape " + dbg(idims));
    const int64_t n = indices.rank() > 0 ? idims[0] : 1;
    const int64_t rank = indices.rank() > 1 ? idims[1] : 1;
    if (shape.rank() > 1)
      throw invalid_argument("output_shape should be a vector, got shape " +
                             dbg(std::vector<int64_t>(shape.shape().begin(), shape.shape().end())));
    if (shape.num_elements() != rank)
      throw invalid_argument("output_shape has incorrect number of elements: " + num(shape.num_elements()) +
                             " should be: " + num(rank));
    if (!(values.rank() == 0 || (values.rank() == 1 && values.num_elements() == n)))
      throw invalid_argument("sparse_values has incorrect shape " +
                             dbg(std::vector<int64_t>(values.shape().begin(), values.shape().end())) + ", should be [] or [" +
                             num(n) + "]");
    if (fill.rank() != 0) throw invalid_argument("default_value should be a scalar.");
    const std::vector<int64_t> target = shape.to_int64_vector();
    if (c.attr<bool>("validate_indices")) check_sparse_indices(indices, target);
    Tensor out = tensor::fill(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(target.size())}, target), fill);
    const Tensor ix = indices.rank() == 2 ? indices : tensor::reshape(indices, {n, rank});
    const Tensor updates = values.rank() == 1 ? values : tensor::fill(tensor::Tensor::from_vector<int64_t>(DType::Int64, {1}, {n}), values);
    return std::vector<Tensor>{scatter_into(out, ix, updates, Scatter::Update)};
  };
  r.add(std::move(d));
}

// ---- ResourceStridedSliceAssign -------------------------------------------------------------

/// StridedSliceAssignBCast (strided_slice_op.cc): the value reshaped to the slice's rank (leading
/// ones added, or leading ones dropped as NumPy allows) and broadcast over its size-1 dims.
Tensor broadcast_assigned_value(const Tensor& value, const std::vector<int64_t>& final_shape) {
  const std::vector<int64_t> in(value.shape().begin(), value.shape().end());
  if (in == final_shape) return value;
  auto refuse = [&] {
    return invalid_argument("Cannot broadcast input shape " + dbg(in) + " into final shape " + dbg(final_shape));
  };
  std::vector<int64_t> reshaped;
  if (in.size() > final_shape.size()) {
    const std::size_t start = in.size() - final_shape.size();
    for (std::size_t i = 0; i < start; ++i)
      if (in[i] != 1) throw refuse();
    reshaped.assign(in.begin() + static_cast<std::ptrdiff_t>(start), in.end());
  } else {
    reshaped.assign(final_shape.size() - in.size(), 1);
    reshaped.insert(reshaped.end(), in.begin(), in.end());
  }
  for (std::size_t i = 0; i < final_shape.size(); ++i)
    if (reshaped[i] != final_shape[i] && reshaped[i] != 1) throw refuse();
  return tensor::broadcast_to(tensor::reshape(value, reshaped), final_shape);
}

void add_strided_slice_assign(OpRegistry& r) {
  OpDef d = make("ResourceStridedSliceAssign", "Assign `value` to the sliced l-value reference of `ref`.");
  d.inputs = {fixed_arg("ref", DType::Resource), arg("begin", "Index"), arg("end", "Index"), arg("strides", "Index"),
              arg("value", "T")};
  d.attrs = {type_attr("T", ""), type_attr("Index", "int32, int64"), plain_attr("begin_mask", "int", int64_t{0}),
             plain_attr("end_mask", "int", int64_t{0}), plain_attr("ellipsis_mask", "int", int64_t{0}),
             plain_attr("new_axis_mask", "int", int64_t{0}), plain_attr("shrink_axis_mask", "int", int64_t{0})};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
  d.kernel = +[](KernelContext& c) {
    VariableResource& v = live_variable(input_resource<VariableResource>(c));
    if (!v.value) throw OpError(OpError::Code::FailedPrecondition, "Could not find variable Variable.");
    const Tensor& value = c.inputs[4];
    if (value.dtype() != v.dtype) {
      throw invalid_argument("Trying to assign variable with wrong dtype. Expected " + std::string(tensor::runtime_name(v.dtype)) +
                             " got " + std::string(tensor::runtime_name(value.dtype())));
    }
    const Tensor& old = *v.value;
    tensor::StridedSliceMasks m;
    m.begin = c.attr<int64_t>("begin_mask");
    m.end = c.attr<int64_t>("end_mask");
    m.ellipsis = c.attr<int64_t>("ellipsis_mask");
    m.new_axis = c.attr<int64_t>("new_axis_mask");
    m.shrink_axis = c.attr<int64_t>("shrink_axis_mask");
    const std::vector<int64_t> b = c.inputs[1].to_int64_vector(), e = c.inputs[2].to_int64_vector();
    const std::vector<int64_t> dims(old.shape().begin(), old.shape().end());
    const tensor::StridedSlicePlan plan = tensor::validate_strided_slice(&b, &e, c.inputs[3].to_int64_vector(), dims, m);
    int64_t n = 1;
    for (int64_t s : plan.processing_shape) n *= s;
    if (n == 0) return std::vector<Tensor>{};
    const Tensor x_value = broadcast_assigned_value(value, plan.final_shape);
    // Each element of the slice, in order, and where it lives in the variable.
    const std::vector<int64_t> st = strides_of(dims);
    std::vector<int64_t> dst;
    for_each_index(plan.processing_shape, [&](int64_t, const std::vector<int64_t>& at) {
      int64_t off = 0;
      for (std::size_t k = 0; k < at.size(); ++k) off += (plan.begin[k] + at[k] * plan.strides[k]) * st[k];
      dst.push_back(off);
    });
    std::vector<int64_t> all(static_cast<std::size_t>(old.num_elements()));
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int64_t>(i);
    Tensor out = gather_elements(old, all, old.shape());  // a fresh buffer: earlier reads keep their values
    tensor::visit_dtype(out.dtype(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      T* o = out.mutable_data<T>();
      const T* x = x_value.data<T>();
      for (std::size_t i = 0; i < dst.size(); ++i) o[dst[i]] = x[i];
    });
    v.value = out;
    return std::vector<Tensor>{};
  };
  r.add(std::move(d));
}

// ---- bitwise ---------------------------------------------------------------------------------

const char* kBitwiseTypes = "int8, int16, int32, int64, uint8, uint16, uint32, uint64";

template <typename F> Tensor bitwise(const Tensor& x, const Tensor& y, F f) {
  const auto plan = tensor::plan_broadcast(x.shape(), y.shape());
  Tensor out = Tensor::zeros(x.dtype(), plan.out_shape);
  tensor::visit_numeric(x.dtype(), "bitwise", [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      const T* a = x.data<T>();
      const T* b = y.data<T>();
      T* o = out.mutable_data<T>();
      tensor::for_each_broadcast(plan, [&](int64_t io, int64_t ia, int64_t ib) { o[io] = static_cast<T>(f(a[ia], b[ib])); });
    }
  });
  return out;
}

void add_bitwise(OpRegistry& r) {
  struct B {
    const char* name;
    const char* summary;
    int which;
  };
  static const B kOps[] = {{"BitwiseAnd", "Elementwise computes the bitwise AND of `x` and `y`.", 0},
                           {"BitwiseOr", "Elementwise computes the bitwise OR of `x` and `y`.", 1},
                           {"BitwiseXor", "Elementwise computes the bitwise XOR of `x` and `y`.", 2},
                           {"LeftShift", "Elementwise computes the bitwise left-shift of `x` and `y`.", 3},
                           {"RightShift", "Elementwise computes the bitwise right-shift of `x` and `y`.", 4}};
  for (const B& op : kOps) {
    OpDef d = make(op.name, op.summary);
    d.inputs = {arg("x", "T"), arg("y", "T")};
    d.outputs = {arg("z", "T")};
    d.attrs = {type_attr("T", kBitwiseTypes)};
    d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), broadcast_shape(c.input_shapes[0], c.input_shapes[1])); };
    const int which = op.which;
    d.kernel = [which](KernelContext& c) {
      return std::vector<Tensor>{bitwise(c.inputs[0], c.inputs[1], [which](auto a, auto b) {
        using T = decltype(a);
        // cwise_ops.h left_shift_op / right_shift_op: the shift is clamped to [0, bits - 1].
        const int bits = static_cast<int>(sizeof(T) * 8);
        const int shift = static_cast<int>(b < 0 ? 0 : b > bits - 1 ? bits - 1 : b);
        using U = std::make_unsigned_t<T>;
        switch (which) {
          case 0: return static_cast<T>(a & b);
          case 1: return static_cast<T>(a | b);
          case 2: return static_cast<T>(a ^ b);
          case 3: return static_cast<T>(static_cast<U>(a) << shift);
          default: return static_cast<T>(a >> shift);
        }
      })};
    };
    r.add(std::move(d));
  }
  OpDef inv = make("Invert", "Invert (flip) each bit of supported types; for example, type `uint8` value 01010101 becomes 10101010.");
  inv.inputs = {arg("x", "T")};
  inv.outputs = {arg("y", "T")};
  inv.attrs = {type_attr("T", kBitwiseTypes)};
  inv.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
  inv.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    Tensor out = Tensor::zeros(x.dtype(), x.shape());
    tensor::visit_numeric(x.dtype(), "Invert", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        const T* a = x.data<T>();
        T* o = out.mutable_data<T>();
        for (int64_t i = 0; i < x.num_elements(); ++i) o[i] = static_cast<T>(~a[i]);
      }
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(inv));
}

// ---- NoOp and EnsureShape ---------------------------------------------------------------------

void add_no_op_ensure_shape(OpRegistry& r) {
  OpDef n = make("NoOp", "Does nothing. Only useful as a placeholder for control edges.");
  n.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
  n.kernel = +[](KernelContext&) { return std::vector<Tensor>{}; };
  r.add(std::move(n));

  OpDef e = make("EnsureShape", "Ensures that the tensor's shape matches the expected shape.");
  e.inputs = {arg("input", "T")};
  e.outputs = {arg("output", "T")};
  e.attrs = {plain_attr("shape", "shape"), type_attr("T", "")};
  e.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    const TensorShape& want = c.attr<TensorShape>("shape");
    // EnsureShape's shape function: WithRank(input, rank(shape)), then Merge(shape, input), so
    // incompatible shapes fail at graph build time.
    if (want.has_rank() && !in.is_compatible_with(want)) {
      if (in.has_rank() && *in.rank() != *want.rank())
        throw OpValueError("Shape must be rank " + std::to_string(*want.rank()) + " but is rank " + std::to_string(*in.rank()));
      for (int i = 0; i < *in.rank(); ++i) {
        const Dim a = want.as_list()[i], b = in.as_list()[i];
        if (a && b && *a != *b) {
          throw OpValueError("Dimension " + std::to_string(i) + " in both shapes must be equal, but are " + std::to_string(*a) +
                             " and " + std::to_string(*b) + ". Shapes are " + want.debug_string() + " and " + in.debug_string() + ".");
        }
      }
    }
    return one(c.attr<DType>("T"), want.has_rank() ? in.merge_with(want) : in);
  };
  e.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const TensorShape& want = c.attr<TensorShape>("shape");
    if (!x.tensor_shape().is_compatible_with(want)) {
      // The NodeDef's input(0): the producing tensor's name in a graph, the eager runtime's
      // "dummy_input" for an eager op.
      auto it = c.attrs.find("_input_name");
      const std::string input = it != c.attrs.end() ? std::get<std::string>(it->second) : "dummy_input";
      throw invalid_argument("Shape of tensor " + input + " " +
                             tensor::shape_debug_string(x.shape()) + " is not compatible with expected shape " + want.debug_string() + ".");
    }
    return std::vector<Tensor>{x};
  };
  r.add(std::move(e));
}

}  // namespace

void register_scatter_ops(OpRegistry& r) {
  add_gather_nd(r);
  add_scatter(r);
  add_sparse_to_dense(r);
  add_strided_slice_assign(r);
  add_bitwise(r);
  add_no_op_ensure_shape(r);
}

}  // namespace tfplay::graph
