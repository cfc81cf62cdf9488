// Ops that reorder or pad elements (TF: tensorflow/core/ops/nn_ops.cc TopKV2, ApproxTopK, array_ops.cc
// Unique, ReverseV2, Pad, PadV2, MirrorPad, InvertPermutation, SpaceToDepth, DepthToSpace,
// manip_ops.cc Roll; kernels topk_op.cc, unique_op.cc, reverse_op.cc, roll_op.cc, pad_op.cc,
// mirror_pad_op.cc, transpose_op.cc, spacetodepth_op.cc, depthtospace_op.cc). Every kernel builds a
// flat index map and moves elements with gather_elements, so all dtypes share one code path.
#include <algorithm>
#include <functional>
#include <map>
#include <numeric>

#include "core/graph/element_maps.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
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

const char* kRealNumber =
    "float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, uint64";

// Three-way compare of two elements, for TopK's ordering.
template <typename T> bool greater(const T& a, const T& b) {
  if constexpr (std::is_same_v<T, bool>) return a && !b;
  else return a > b;
}

// ---- TopKV2 ----------------------------------------------------------------------------------

void add_top_k(OpRegistry& r) {
  OpDef d = make("TopKV2", "Finds values and indices of the `k` largest elements for the last dimension.");
  d.inputs = {arg("input", "T"), arg("k", "Tk")};
  d.outputs = {arg("values", "T"), arg("indices", "index_type")};
  d.attrs = {plain_attr("sorted", "bool", true), type_attr("T", kRealNumber), type_attr("Tk", "int16, int32, int64", DType::Int32),
             type_attr("index_type", "int16, int32, int64", DType::Int32)};
  // TopKShapeFn: the last dimension becomes k.
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    const DType t = c.attr<DType>("T"), it = c.attr<DType>("index_type");
    if (in.has_rank() && *in.rank() < 1) throw OpValueError("Shape must be at least rank 1 but is rank 0");
    const TensorShape& ks = c.input_shapes[1];
    if (ks.has_rank() && *ks.rank() != 0) throw OpValueError("Shape must be rank 0 but is rank " + num(*ks.rank()));
    Dim k;
    if (const Tensor* v = c.input_values[1]) {
      k = Dim(v->as_int64(0));
      if (*k < 0) throw OpValueError("Need k >= 0, got " + num(*k));
    }
    if (!in.has_rank()) return std::vector<OutputSpec>{{t, TensorShape::unknown()}, {it, TensorShape::unknown()}};
    std::vector<Dim> dims = in.as_list();
    if (k && dims.back() && *dims.back() < *k)
      throw OpValueError("input must have last dimension >= k = " + num(*k) + " but is " + num(*dims.back()));
    dims.back() = k;
    return std::vector<OutputSpec>{{t, TensorShape(dims)}, {it, TensorShape(dims)}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    if (c.inputs[1].rank() != 0) throw invalid_argument("k must be scalar, got shape " + tensor::shape_debug_string(c.inputs[1].shape()));
    const int64_t k = c.inputs[1].as_int64(0);
    if (k < 0) throw invalid_argument("Need k >= 0, got " + num(k));
    if (in.rank() < 1) throw invalid_argument("input must be >= 1-D, got shape " + tensor::shape_debug_string(in.shape()));
    const int64_t cols = in.shape().back();
    if (cols < k) throw invalid_argument("input must have at least k columns. Had " + num(cols) + ", needed " + num(k));
    const int64_t rows = cols ? in.num_elements() / cols : 0;
    std::vector<int64_t> src;
    std::vector<int64_t> idx;
    tensor::visit_numeric(in.dtype(), "TopKV2", [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T* x = in.data<T>();
      std::vector<int64_t> perm(static_cast<std::size_t>(cols));
      for (int64_t row = 0; row < rows; ++row) {
        std::iota(perm.begin(), perm.end(), 0);
        const T* v = x + row * cols;
        // topk_op.cc's stable comparator: larger first, ties by lower index.
        std::stable_sort(perm.begin(), perm.end(), [v](int64_t a, int64_t b) { return greater(v[a], v[b]); });
        for (int64_t j = 0; j < k; ++j) {
          src.push_back(row * cols + perm[j]);
          idx.push_back(perm[j]);
        }
      }
    });
    tensor::Shape shape = in.shape();
    shape.back() = k;
    Tensor values = gather_elements(in, src, shape);
    Tensor indices = tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, shape, idx), c.attr<DType>("index_type"));
    return std::vector<Tensor>{values, indices};
  };
  r.add(std::move(d));
}

// ---- ApproxTopK -------------------------------------------------------------------------------

// ApproxTopK (nn_ops.cc; TF compiles it with XLA only, and off TPU xla::ApproxTopKFallback sorts
// and slices, so the results are the exact top k): the k largest (is_max_k) or smallest values
// along reduction_dimension, ties in index order, with int32 indices.
void add_approx_top_k(OpRegistry& r) {
  OpDef d = make("ApproxTopK", "Returns min/max k values and their indices of the input operand in an approximate manner.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("values", "T"), fixed_arg("indices", DType::Int32)};
  d.attrs = {plain_attr("k", "int"), plain_attr("reduction_dimension", "int", int64_t{-1}), plain_attr("recall_target", "float", 0.95),
             plain_attr("is_max_k", "bool", true), plain_attr("reduction_input_size_override", "int", int64_t{-1}),
             plain_attr("aggregate_to_topk", "bool", true), type_attr("T", "float16, bfloat16, float32")};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    const DType t = c.attr<DType>("T");
    const int64_t k = c.attr<int64_t>("k");
    if (in.has_rank() && *in.rank() < 1) throw OpValueError("Shape must be at least rank 1 but is rank 0");
    if (!in.has_rank()) return std::vector<OutputSpec>{{t, TensorShape::unknown()}, {DType::Int32, TensorShape::unknown()}};
    int64_t axis = c.attr<int64_t>("reduction_dimension");
    std::vector<Dim> dims = in.as_list();
    if (axis < 0) axis += static_cast<int64_t>(dims.size());
    if (axis < 0 || axis >= static_cast<int64_t>(dims.size()))
      throw OpValueError("Invalid reduction dimension " + num(c.attr<int64_t>("reduction_dimension")));
    const Dim& n = dims[static_cast<std::size_t>(axis)];
    if (n && *n < k) throw OpValueError("input must have last dimension >= k = " + num(k) + " but was " + num(*n));
    dims[static_cast<std::size_t>(axis)] = k;
    return std::vector<OutputSpec>{{t, TensorShape(dims)}, {DType::Int32, TensorShape(dims)}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    if (!c.attr<bool>("aggregate_to_topk"))
      throw OpError(OpError::Code::Unimplemented, "tfplay's ApproxTopK supports aggregate_to_topk=True only");
    const int64_t k = c.attr<int64_t>("k");
    int64_t axis = c.attr<int64_t>("reduction_dimension");
    if (axis < 0) axis += in.rank();
    const tensor::Shape& shape = in.shape();
    const int64_t n = shape[static_cast<std::size_t>(axis)];
    if (n < k) throw invalid_argument("input must have last dimension >= k = " + num(k) + " but was " + num(n));
    int64_t inner = 1;
    for (std::size_t i = static_cast<std::size_t>(axis) + 1; i < shape.size(); ++i) inner *= shape[i];
    const int64_t outer = n == 0 || inner == 0 ? 0 : in.num_elements() / (n * inner);
    const bool is_max = c.attr<bool>("is_max_k");
    tensor::Shape out_shape = shape;
    out_shape[static_cast<std::size_t>(axis)] = k;
    std::vector<int64_t> src(static_cast<std::size_t>(outer * k * inner));
    std::vector<int64_t> idx(src.size());
    const Tensor values = tensor::cast(in, DType::Float32);  // float16 and bfloat16 compare exactly as float
    const float* x = values.data<float>();
    std::vector<int64_t> perm(static_cast<std::size_t>(n));
    for (int64_t o = 0; o < outer; ++o) {
      for (int64_t i = 0; i < inner; ++i) {
        const int64_t base = o * n * inner + i;
        std::iota(perm.begin(), perm.end(), 0);
        std::stable_sort(perm.begin(), perm.end(), [&](int64_t a, int64_t b) {
          const float va = x[base + a * inner], vb = x[base + b * inner];
          return is_max ? va > vb : va < vb;
        });
        for (int64_t j = 0; j < k; ++j) {
          const std::size_t at = static_cast<std::size_t>((o * k + j) * inner + i);
          src[at] = base + perm[static_cast<std::size_t>(j)] * inner;
          idx[at] = perm[static_cast<std::size_t>(j)];
        }
      }
    }
    return std::vector<Tensor>{gather_elements(in, src, out_shape),
                               tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, out_shape, idx), DType::Int32)};
  };
  r.add(std::move(d));
}

// ---- Unique ----------------------------------------------------------------------------------

void add_unique(OpRegistry& r) {
  OpDef d = make("Unique", "Finds unique elements in a 1-D tensor.");
  d.inputs = {arg("x", "T")};
  d.outputs = {arg("y", "T"), arg("idx", "out_idx")};
  d.attrs = {type_attr("T", ""), type_attr("out_idx", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& x = c.input_shapes[0];
    if (x.has_rank() && *x.rank() != 1) throw OpValueError("Shape must be rank 1 but is rank " + num(*x.rank()));
    return std::vector<OutputSpec>{{c.attr<DType>("T"), TensorShape({Dim()})}, {c.attr<DType>("out_idx"), x}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    if (x.rank() != 1) throw invalid_argument("unique expects a 1D vector.");
    std::vector<int64_t> first, idx;
    tensor::visit_dtype(x.dtype(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T* v = x.data<T>();
      std::map<T, int64_t> seen;  // value -> position in y
      for (int64_t i = 0; i < x.num_elements(); ++i) {
        auto [it, fresh] = seen.emplace(v[i], static_cast<int64_t>(first.size()));
        if (fresh) first.push_back(i);
        idx.push_back(it->second);
      }
    });
    Tensor y = gather_elements(x, first, {static_cast<int64_t>(first.size())});
    Tensor i = tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, x.shape(), idx), c.attr<DType>("out_idx"));
    return std::vector<Tensor>{y, i};
  };
  r.add(std::move(d));
}

// ---- ReverseV2 and Roll ------------------------------------------------------------------------

void add_reverse_roll(OpRegistry& r) {
  OpDef d = make("ReverseV2", "Reverses specific dimensions of a tensor.");
  d.inputs = {arg("tensor", "T"), arg("axis", "Tidx")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("Tidx", "int32, int64", DType::Int32), type_attr("T", "")};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& axis = c.input_shapes[1];
    if (axis.has_rank() && *axis.rank() != 1) throw OpValueError("Shape must be rank 1 but is rank " + num(*axis.rank()));
    return one(c.attr<DType>("T"), c.input_shapes[0]);
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const Tensor& axis = c.inputs[1];
    if (axis.rank() != 1)
      throw invalid_argument("'dims' must be 1-dimension, not " + num(axis.rank()));
    const int64_t rank = x.rank();
    std::vector<bool> flip(static_cast<std::size_t>(rank), false);
    for (int64_t i = 0; i < axis.num_elements(); ++i) {
      const int64_t a = axis.as_int64(i);
      if (a < -rank || a >= rank)
        throw invalid_argument("'axis'[" + num(i) + "] = " + num(a) + " is out of valid range [" + num(-rank) + ", " + num(rank - 1) + "].");
      const int64_t canonical = a < 0 ? a + rank : a;
      if (flip[canonical]) throw invalid_argument("axis " + num(canonical) + " specified more than once.");
      flip[canonical] = true;
    }
    const std::vector<int64_t> dims(x.shape().begin(), x.shape().end());
    const std::vector<int64_t> st = strides_of(dims);
    std::vector<int64_t> src(static_cast<std::size_t>(x.num_elements()));
    for_each_index(dims, [&](int64_t i, const std::vector<int64_t>& at) {
      int64_t s = 0;
      for (std::size_t d = 0; d < dims.size(); ++d) s += (flip[d] ? dims[d] - 1 - at[d] : at[d]) * st[d];
      src[i] = s;
    });
    return std::vector<Tensor>{gather_elements(x, src, x.shape())};
  };
  r.add(std::move(d));

  OpDef o = make("Roll", "Rolls the elements of a tensor along an axis.");
  o.inputs = {arg("input", "T"), arg("shift", "Tshift"), arg("axis", "Taxis")};
  o.outputs = {arg("output", "T")};
  o.attrs = {type_attr("T", ""), type_attr("Tshift", "int32, int64"), type_attr("Taxis", "int32, int64")};
  o.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    if (in.has_rank() && *in.rank() < 1) throw OpValueError("Shape must be at least rank 1 but is rank 0");
    for (int i : {1, 2}) op_def_builders::require_rank_at_most(c.input_shapes[i], 1);
    return one(c.attr<DType>("T"), in);
  };
  o.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const Tensor& shift = c.inputs[1];
    const Tensor& axis = c.inputs[2];
    if (x.rank() < 1) throw invalid_argument("input must be 1-D or higher");
    if (shift.rank() > 1) throw invalid_argument("shift must be a scalar or a 1-D vector. Found: " + tensor::shape_debug_string(shift.shape()));
    if (axis.rank() > 1) throw invalid_argument("axis must be a scalar or a 1-D vector. Found: " + tensor::shape_debug_string(axis.shape()));
    if (shift.num_elements() != axis.num_elements()) {
      throw invalid_argument("shift and axis must have the same size");
    }
    const int64_t rank = x.rank();
    const std::vector<int64_t> dims(x.shape().begin(), x.shape().end());
    std::vector<int64_t> total(static_cast<std::size_t>(rank), 0);
    for (int64_t i = 0; i < axis.num_elements(); ++i) {
      int64_t a = axis.as_int64(i);
      if (a < 0) a += rank;
      if (a < 0 || a >= rank) throw invalid_argument("axis " + num(axis.as_int64(i)) + " is out of range");
      total[a] += shift.as_int64(i);
    }
    const std::vector<int64_t> st = strides_of(dims);
    std::vector<int64_t> src(static_cast<std::size_t>(x.num_elements()));
    for_each_index(dims, [&](int64_t i, const std::vector<int64_t>& at) {
      int64_t s = 0;
      for (std::size_t d = 0; d < dims.size(); ++d) {
        const int64_t n = dims[d];
        const int64_t from = n ? (((at[d] - total[d]) % n) + n) % n : 0;
        s += from * st[d];
      }
      src[i] = s;
    });
    return std::vector<Tensor>{gather_elements(x, src, x.shape())};
  };
  r.add(std::move(o));
}

// ---- Pad, PadV2, MirrorPad -------------------------------------------------------------------

// PadShapeFn: paddings is [rank, 2]; known paddings give the output dims.
TensorShape pad_shape(const InferenceContext& c) {
  const TensorShape& in = c.input_shapes[0];
  const TensorShape& p = c.input_shapes[1];
  if (p.has_rank() && *p.rank() != 2) throw OpValueError("Shape must be rank 2 but is rank " + num(*p.rank()));
  if (p.has_rank() && p.as_list()[1] && *p.as_list()[1] != 2)
    throw OpValueError("Dimension must be 2 but is " + num(*p.as_list()[1]));
  std::optional<int64_t> rank = in.has_rank() ? std::optional<int64_t>(*in.rank()) : std::nullopt;
  if (p.has_rank() && p.as_list()[0]) {
    const int64_t n = *p.as_list()[0];
    if (rank && *rank != n) throw OpValueError("Shape must be rank " + num(n) + " but is rank " + num(*rank));
    rank = n;
  }
  if (!rank) return TensorShape::unknown();
  const Tensor* pv = c.input_values[1];
  if (!pv) return TensorShape::unknown_with_rank(static_cast<int>(*rank));
  std::vector<Dim> dims;
  for (int64_t d = 0; d < *rank; ++d) {
    const int64_t before = pv->as_int64(2 * d), after = pv->as_int64(2 * d + 1);
    if (before < 0 || after < 0) throw OpValueError("Paddings must be non-negative");
    const Dim in_d = in.has_rank() ? in.as_list()[d] : Dim();
    dims.push_back(in_d ? Dim(*in_d + before + after) : Dim());
  }
  return TensorShape(std::move(dims));
}

// mode: 0 constant, 1 REFLECT, 2 SYMMETRIC.
Tensor pad_kernel(const Tensor& x, const Tensor& paddings, int mode, const Tensor* fill) {
  const int64_t rank = x.rank();
  if (!(paddings.rank() == 2 && paddings.shape()[1] == 2)) {
    throw invalid_argument("paddings must be a matrix with 2 columns: " + tensor::shape_debug_string(paddings.shape()));
  }
  if (paddings.shape()[0] != rank) {
    throw invalid_argument("The first dimension of paddings must be the rank of inputs" +
                           tensor::shape_debug_string(paddings.shape()) + ", " + tensor::shape_debug_string(x.shape()));
  }
  const std::vector<int64_t> in_dims(x.shape().begin(), x.shape().end());
  std::vector<int64_t> before(rank), out_dims(rank);
  for (int64_t d = 0; d < rank; ++d) {
    const int64_t b = paddings.as_int64(2 * d), a = paddings.as_int64(2 * d + 1);
    if (mode == 0 && (b < 0 || a < 0)) throw invalid_argument("Paddings must be non-negative: " + num(b) + " " + num(a));
    if (mode != 0 && (b < 0 || a < 0)) throw invalid_argument("paddings must be non-negative: " + num(b) + " " + num(a));
    if (mode == 2 && (b > in_dims[d] || a > in_dims[d])) {
      throw invalid_argument("paddings must be no greater than the dimension size: " + num(b) + ", " + num(a) +
                             " greater than " + num(in_dims[d]));
    }
    if (mode == 1 && (b >= in_dims[d] || a >= in_dims[d])) {
      throw invalid_argument("paddings must be less than the dimension size: " + num(b) + ", " + num(a) +
                             " not less than " + num(in_dims[d]));
    }
    before[d] = b;
    out_dims[d] = in_dims[d] + b + a;
    // PadOp: output_shape.AddDimWithStatus(before_d + size_d + after_d), dimension by dimension.
    tensor::add_dims_checked(tensor::Shape(out_dims.begin(), out_dims.begin() + d + 1));
  }
  // The output must be allocatable before its index map (8 bytes an element) is built.
  tensor::check_allocation(x.dtype(), tensor::Shape(out_dims.begin(), out_dims.end()));
  const std::vector<int64_t> st = strides_of(in_dims);
  std::vector<int64_t> src;
  src.reserve(static_cast<std::size_t>(std::accumulate(out_dims.begin(), out_dims.end(), int64_t{1}, std::multiplies<>())));
  for_each_index(out_dims, [&](int64_t, const std::vector<int64_t>& at) {
    int64_t s = 0;
    for (int64_t d = 0; d < rank; ++d) {
      int64_t i = at[d] - before[d];
      const int64_t n = in_dims[d];
      if (i < 0 || i >= n) {
        if (mode == 0) {
          s = -1;
          break;
        }
        // REFLECT mirrors around the edge element, SYMMETRIC repeats it.
        const int64_t off = mode == 1 ? 0 : 1;
        i = i < 0 ? -i - off : 2 * n - 2 - i + off;
      }
      s += i * st[d];
    }
    src.push_back(s);
  });
  return gather_elements(x, src, tensor::Shape(out_dims.begin(), out_dims.end()), fill);
}

// MirrorPadGrad (array_ops.cc; kernels mirror_pad_op.h MirrorPadGrad): the gradient of a
// MirrorPad with the same paddings and mode: each element of `grad` (the padded shape) is added
// to the element of the unpadded shape it was copied from. mode: 1 REFLECT, 2 SYMMETRIC.
Tensor mirror_pad_grad_kernel(const Tensor& grad, const Tensor& paddings, int mode) {
  const int64_t rank = grad.rank();
  if (!(paddings.rank() == 2 && paddings.shape()[1] == 2)) {
    throw invalid_argument("paddings must be a matrix with 2 columns: " + tensor::shape_debug_string(paddings.shape()));
  }
  if (paddings.shape()[0] != rank) {
    throw invalid_argument("The first dimension of paddings must be the rank of inputs" +
                           tensor::shape_debug_string(paddings.shape()) + ", " + tensor::shape_debug_string(grad.shape()));
  }
  const std::vector<int64_t> in_dims(grad.shape().begin(), grad.shape().end());
  std::vector<int64_t> before(rank), out_dims(rank);
  for (int64_t d = 0; d < rank; ++d) {
    const int64_t b = paddings.as_int64(2 * d), a = paddings.as_int64(2 * d + 1);
    if (b < 0 || a < 0) throw invalid_argument("Paddings must be non-negative: " + num(b) + ", " + num(a));
    const int64_t out = in_dims[d] - (b + a);
    if (mode == 2 && (b > out || a > out)) {
      throw invalid_argument("paddings must be no greater than the output dimension size: " + num(b) + ", " + num(a) +
                             " greater than " + num(out));
    }
    if (mode == 1 && (b >= out || a >= out)) {
      throw invalid_argument("paddings must be less than the output dimension size: " + num(b) + ", " + num(a) +
                             " not less than " + num(out));
    }
    before[d] = b;
    out_dims[d] = out;
  }
  const std::vector<int64_t> st = strides_of(out_dims);
  Tensor result = Tensor::zeros(grad.dtype(), tensor::Shape(out_dims.begin(), out_dims.end()));
  tensor::visit_numeric(grad.dtype(), "MirrorPadGrad", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* g = grad.data<T>();
    T* o = result.mutable_data<T>();
    for_each_index(in_dims, [&](int64_t flat, const std::vector<int64_t>& at) {
      int64_t dst = 0;
      for (int64_t d = 0; d < rank; ++d) {
        int64_t i = at[d] - before[d];
        const int64_t n = out_dims[d];
        if (i < 0 || i >= n) {
          const int64_t off = mode == 1 ? 0 : 1;
          i = i < 0 ? -i - off : 2 * n - 2 - i + off;
        }
        dst += i * st[d];
      }
      o[dst] = static_cast<T>(o[dst] + g[flat]);
    });
  });
  return tensor::finish_float16(std::move(result));
}

void add_pad(OpRegistry& r) {
  OpDef p = make("Pad", "Pads a tensor with zeros.");
  p.inputs = {arg("input", "T"), arg("paddings", "Tpaddings")};
  p.outputs = {arg("output", "T")};
  p.attrs = {type_attr("T", ""), type_attr("Tpaddings", "int32, int64", DType::Int32)};
  p.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), pad_shape(c)); };
  p.kernel = +[](KernelContext& c) {
    const Tensor zero = Tensor::zeros(c.inputs[0].dtype(), {});
    return std::vector<Tensor>{pad_kernel(c.inputs[0], c.inputs[1], 0, &zero)};
  };
  r.add(std::move(p));

  OpDef v = make("PadV2", "Pads a tensor.");
  v.inputs = {arg("input", "T"), arg("paddings", "Tpaddings"), arg("constant_values", "T")};
  v.outputs = {arg("output", "T")};
  v.attrs = {type_attr("T", ""), type_attr("Tpaddings", "int32, int64", DType::Int32)};
  v.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& cv = c.input_shapes[2];
    if (cv.has_rank() && *cv.rank() != 0) throw OpValueError("Shape must be rank 0 but is rank " + num(*cv.rank()));
    return one(c.attr<DType>("T"), pad_shape(c));
  };
  v.kernel = +[](KernelContext& c) {
    if (c.inputs[2].rank() != 0) {
      throw invalid_argument("constant_values must be a scalar. Found: " + tensor::shape_debug_string(c.inputs[2].shape()));
    }
    return std::vector<Tensor>{pad_kernel(c.inputs[0], c.inputs[1], 0, &c.inputs[2])};
  };
  r.add(std::move(v));

  OpDef m = make("MirrorPad", "Pads a tensor with mirrored values.");
  m.inputs = {arg("input", "T"), arg("paddings", "Tpaddings")};
  m.outputs = {arg("output", "T")};
  m.attrs = {type_attr("T", ""), type_attr("Tpaddings", "int32, int64", DType::Int32), plain_attr("mode", "string")};
  m.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), pad_shape(c)); };
  m.kernel = +[](KernelContext& c) {
    const std::string& mode = c.attr<std::string>("mode");
    return std::vector<Tensor>{pad_kernel(c.inputs[0], c.inputs[1], mode == "REFLECT" ? 1 : 2, nullptr)};
  };
  r.add(std::move(m));

  OpDef mg = make("MirrorPadGrad", "Gradient op for MirrorPad op.");
  mg.inputs = {arg("input", "T"), arg("paddings", "Tpaddings")};
  mg.outputs = {arg("output", "T")};
  mg.attrs = {type_attr("T", ""), type_attr("Tpaddings", "int32, int64", DType::Int32), plain_attr("mode", "string")};
  mg.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    const Tensor* pv = c.input_values[1];
    if (!in.has_rank() || !pv) return one(c.attr<DType>("T"), in.has_rank() ? TensorShape::unknown_with_rank(*in.rank()) : TensorShape::unknown());
    std::vector<Dim> dims;
    for (int d = 0; d < *in.rank(); ++d) {
      const Dim in_d = in.as_list()[static_cast<std::size_t>(d)];
      dims.push_back(in_d ? Dim(*in_d - pv->as_int64(2 * d) - pv->as_int64(2 * d + 1)) : Dim());
    }
    return one(c.attr<DType>("T"), TensorShape(std::move(dims)));
  };
  mg.kernel = +[](KernelContext& c) {
    const std::string& mode = c.attr<std::string>("mode");
    return std::vector<Tensor>{mirror_pad_grad_kernel(c.inputs[0], c.inputs[1], mode == "REFLECT" ? 1 : 2)};
  };
  r.add(std::move(mg));
}

}  // namespace

// InvertPermutation (transpose_op.cc InvertPermutationOp): y[x[i]] = i for a permutation x of
// 0..n-1; other values are InvalidArgument.
void add_invert_permutation(OpRegistry& r) {
  OpDef d = make("InvertPermutation", "Computes the inverse permutation of a tensor.");
  d.inputs = {arg("x", "T")};
  d.outputs = {arg("y", "T")};
  d.attrs = {type_attr("T", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& s = c.input_shapes[0];
    if (s.has_rank() && *s.rank() != 1) throw OpValueError("Shape must be rank 1 but is rank " + num(*s.rank()));
    return one(c.attr<DType>("T"), s.has_rank() ? s : TensorShape{Dim()});
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    if (x.rank() != 1) throw invalid_argument("invert_permutation expects a 1D vector.");
    const int64_t n = x.num_elements();
    std::vector<int64_t> y(static_cast<std::size_t>(n), -1);
    for (int64_t i = 0; i < n; ++i) {
      const int64_t v = x.as_int64(i);
      if (v < 0 || v >= n) throw invalid_argument(num(v) + " is not between 0 and " + num(n));
      if (y[v] != -1) throw invalid_argument(num(v) + " is duplicated in the input.");
      y[v] = i;
    }
    return std::vector<Tensor>{tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, x.shape(), y), x.dtype())};
  };
  r.add(std::move(d));
}

// SpaceToDepth / DepthToSpace (array_ops.cc; kernels spacetodepth_op.cc, depthtospace_op.cc),
// NHWC only on the CPU as in TF: block (bi, bj) of pixel (i, j) moves to depth offset
// (bi * block_size + bj) * C of pixel (i / block_size, j / block_size), and back.
void add_space_depth(OpRegistry& r) {
  for (const bool to_depth : {true, false}) {
    const std::string name = to_depth ? "SpaceToDepth" : "DepthToSpace";
    OpDef d = make(name, to_depth ? "SpaceToDepth for tensors of type T." : "DepthToSpace for tensors of type T.");
    d.inputs = {arg("input", "T")};
    d.outputs = {arg("output", "T")};
    AttrDef df = plain_attr("data_format", "string", std::string("NHWC"));
    df.allowed_text = "NHWC, NCHW, NCHW_VECT_C";
    d.attrs = {type_attr("T", ""), plain_attr("block_size", "int"), df};
    // SpaceToDepth's and DepthToSpace's shape functions (NHWC): InferenceContext::Divide's
    // "Dimension size must be evenly divisible by 2 but is 3".
    d.shape_fn = [to_depth](const InferenceContext& c) {
      const int64_t bs = c.attr<int64_t>("block_size");
      if (bs < 2) throw OpValueError("Value for attr 'block_size' of " + num(bs) + " must be at least minimum 2");
      if (c.attr<std::string>("data_format") != "NHWC") throw OpValueError("tfplay supports only the NHWC data_format here");
      const TensorShape& in = c.input_shapes[0];
      if (!in.has_rank()) return one(c.attr<DType>("T"), TensorShape::unknown_with_rank(4));
      if (*in.rank() != 4) throw OpValueError("Shape must be rank 4 but is rank " + num(*in.rank()));
      std::vector<Dim> dims = in.as_list();
      auto divide = [](Dim d, int64_t by) -> Dim {
        if (!d) return d;
        if (*d % by != 0) throw OpValueError("Dimension size must be evenly divisible by " + num(by) + " but is " + num(*d));
        return Dim(*d / by);
      };
      auto times = [](Dim d, int64_t by) -> Dim { return d ? Dim(*d * by) : d; };
      if (to_depth) dims = {dims[0], divide(dims[1], bs), divide(dims[2], bs), times(dims[3], bs * bs)};
      else dims = {dims[0], times(dims[1], bs), times(dims[2], bs), divide(dims[3], bs * bs)};
      return one(c.attr<DType>("T"), TensorShape(std::move(dims)));
    };
    d.kernel = [to_depth](KernelContext& c) {
      const Tensor& x = c.inputs[0];
      const int64_t bs = c.attr<int64_t>("block_size");
      if (bs < 2) throw invalid_argument("Value for attr 'block_size' of " + num(bs) + " must be at least minimum 2");
      if (c.attr<std::string>("data_format") != "NHWC") {
        throw invalid_argument("Only NHWC data_format supported on CPU. Got " + c.attr<std::string>("data_format"));
      }
      if (x.rank() != 4) throw invalid_argument("Input rank should be: 4 instead of: " + num(x.rank()));
      const int64_t n = x.shape()[0], h = x.shape()[1], w = x.shape()[2], ch = x.shape()[3];
      if (to_depth && (w % bs != 0 || h % bs != 0)) {
        throw invalid_argument("Image width " + num(w) + " and height " + num(h) + " should be divisible by block_size: " + num(bs));
      }
      if (!to_depth && ch % (bs * bs) != 0) {
        throw invalid_argument("Input depth dimension " + num(ch) + " should be divisible by: " + num(bs * bs));
      }
      // The space-side geometry: (n, H, W, C) pixels against the depth side's (H/bs, W/bs, C*bs*bs).
      const int64_t sh = to_depth ? h : h * bs, sw = to_depth ? w : w * bs, sc = to_depth ? ch : ch / (bs * bs);
      const std::vector<int64_t> space{n, sh, sw, sc}, depth{n, sh / bs, sw / bs, sc * bs * bs};
      const std::vector<int64_t>& out_dims = to_depth ? depth : space;
      const std::vector<int64_t> space_st = strides_of(space), depth_st = strides_of(depth);
      std::vector<int64_t> src(static_cast<std::size_t>(x.num_elements()));
      for_each_index(out_dims, [&](int64_t i, const std::vector<int64_t>& at) {
        if (to_depth) {
          const int64_t block = at[3] / sc, k = at[3] % sc;
          src[i] = at[0] * space_st[0] + (at[1] * bs + block / bs) * space_st[1] + (at[2] * bs + block % bs) * space_st[2] + k;
        } else {
          const int64_t block = (at[1] % bs) * bs + at[2] % bs;
          src[i] = at[0] * depth_st[0] + at[1] / bs * depth_st[1] + at[2] / bs * depth_st[2] + block * sc + at[3];
        }
      });
      return std::vector<Tensor>{gather_elements(x, src, out_dims)};
    };
    r.add(std::move(d));
  }
}

void register_reorder_ops(OpRegistry& r) {
  add_invert_permutation(r);
  add_top_k(r);
  add_approx_top_k(r);
  add_unique(r);
  add_reverse_roll(r);
  add_pad(r);
  add_space_depth(r);
}

}  // namespace tfplay::graph
