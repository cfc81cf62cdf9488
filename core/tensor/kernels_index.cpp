// Indexing and layout kernels: StridedSlice, Slice, GatherV2, Tile, BroadcastTo, Unpack,
// SplitV, SelectV2, Where and MatrixDiagV3 (TF: tensorflow/core/util/strided_slice_op.cc,
// kernels/slice_op.cc, gather_op.cc, tile_ops.cc, broadcast_to_op.cc, unpack_op.cc,
// split_v_op.cc, cwise_op_select.cc, where_op.cc, matrix_diag_op.cc).
//
// Most of them are one strided copy: the output walks an iteration shape and reads the input at
// `base + sum(i_d * step_d)` (a step of 0 repeats an element, which is how broadcasting and
// tiling read their input).
#include <algorithm>
#include <string>
#include <vector>

#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::tensor {

namespace {

// Copies x's elements at base + sum(i_d * steps[d]) for every index i of `iter` (row-major)
// into a new tensor of shape `out_shape` (same element count as `iter`).
Tensor strided_copy(const Tensor& x, const Shape& iter, const std::vector<int64_t>& steps, int64_t base,
                    Shape out_shape) {
  Tensor out = Tensor::zeros(x.dtype(), std::move(out_shape));
  const int64_t total = out.num_elements();
  if (total == 0) return out;
  const int rank = static_cast<int>(iter.size());
  visit_movable(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* in = x.data<T>();
    T* o = out.mutable_data<T>();
    if (rank == 0) {
      o[0] = in[base];
      return;
    }
    const int64_t inner = iter[rank - 1];
    const int64_t inner_step = steps[rank - 1];
    std::vector<int64_t> idx(rank, 0);
    int64_t offset = base;
    for (int64_t pos = 0; pos < total; pos += inner) {
      for (int64_t i = 0; i < inner; ++i) o[pos + i] = in[offset + i * inner_step];
      for (int d = rank - 2; d >= 0; --d) {
        ++idx[d];
        offset += steps[d];
        if (idx[d] < iter[d]) break;
        offset -= steps[d] * idx[d];
        idx[d] = 0;
      }
    }
  });
  return out;
}

std::string join_ints(const std::vector<int64_t>& v, const char* sep) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + std::to_string(v[i]);
  return s;
}

}  // namespace

// ---- StridedSlice ---------------------------------------------------------------------------

StridedSlicePlan validate_strided_slice(const std::vector<int64_t>* begin_in,
                                        const std::vector<int64_t>* end_in,
                                        const std::vector<int64_t>& strides_in,
                                        const std::vector<int64_t>& input_dims,
                                        const StridedSliceMasks& m) {
  constexpr int kShrinkAxis = -1, kNewAxis = -2;
  if (m.ellipsis && (m.ellipsis & (m.ellipsis - 1)) != 0) {
    throw invalid_argument("Multiple ellipses in slice spec not allowed");
  }
  // Step 1: the sparse spec, with an implicit ellipsis at the end.
  int64_t sparse_dims = static_cast<int64_t>(strides_in.size());
  int64_t ellipsis_mask = m.ellipsis;
  int num_add_axis_after_ellipsis = 0;
  bool ellipsis_seen = false;
  for (int64_t i = 0; i < sparse_dims; ++i) {
    if (ellipsis_seen && ((int64_t{1} << i) & m.new_axis) != 0) ++num_add_axis_after_ellipsis;
    if ((int64_t{1} << i) & ellipsis_mask) ellipsis_seen = true;
  }
  if (!ellipsis_seen) {
    ellipsis_mask |= (int64_t{1} << sparse_dims);
    ++sparse_dims;
  }
  // Step 2: the dense spec (BuildDenseSpec).
  const int64_t dims = static_cast<int64_t>(input_dims.size());
  StridedSlicePlan plan;
  plan.begin.assign(dims, 0);
  plan.end.assign(dims, 0);
  plan.strides.assign(dims, 1);
  int64_t begin_mask = 0, end_mask = 0, shrink_mask = 0;
  std::vector<int64_t> gather;  // final_shape_gather_indices
  int64_t full_index = 0;
  for (int64_t i = 0; i < sparse_dims; ++i) {
    const int64_t bit = int64_t{1} << i;
    if (bit & ellipsis_mask) {
      const int64_t next_index =
          std::min(dims - (sparse_dims - i) + 1 + num_add_axis_after_ellipsis, dims);
      for (; full_index < next_index; ++full_index) {
        plan.begin[full_index] = plan.end[full_index] = 0;
        plan.strides[full_index] = 1;
        begin_mask |= int64_t{1} << full_index;
        end_mask |= int64_t{1} << full_index;
        gather.push_back(full_index);
      }
    } else if (bit & m.new_axis) {
      gather.push_back(kNewAxis);
    } else {
      if (full_index == dims) {
        // BuildDenseSpec (strided_slice_op.cc): a scalar input has its own message.
        if (dims == 0) throw invalid_argument("Attempting to slice scalar input.");
        throw invalid_argument("Index out of range using input dim " + std::to_string(full_index) +
                               "; input has only " + std::to_string(dims) + " dims");
      }
      if (begin_in) plan.begin[full_index] = (*begin_in)[i];
      if (end_in) plan.end[full_index] = (*end_in)[i];
      plan.strides[full_index] = strides_in[i];
      if (m.begin & bit) begin_mask |= int64_t{1} << full_index;
      if (m.end & bit) end_mask |= int64_t{1} << full_index;
      if (m.shrink_axis & bit) {
        gather.push_back(kShrinkAxis);
        shrink_mask |= int64_t{1} << full_index;
      } else {
        gather.push_back(full_index);
      }
      ++full_index;
    }
  }
  // Step 3: canonical ranges and bounds checks.
  const bool valid = begin_in != nullptr && end_in != nullptr;
  plan.is_identity = true;
  for (int64_t i = 0; i < dims; ++i) {
    int64_t& begin_i = plan.begin[i];
    int64_t& end_i = plan.end[i];
    const int64_t stride_i = plan.strides[i];
    const int64_t dim_i = input_dims[i];
    if (stride_i == 0) throw invalid_argument("strides[" + std::to_string(i) + "] must be non-zero");
    const bool shrink_i = (shrink_mask >> i) & 1;
    if (dim_i == -1) {
      plan.processing_shape.push_back(shrink_i ? 1 : -1);
      continue;
    }
    const bool masks[2] = {((begin_mask >> i) & 1) != 0, ((end_mask >> i) & 1) != 0};
    const int64_t valid_range[2] = {stride_i > 0 ? 0 : -1, stride_i > 0 ? dim_i : dim_i - 1};
    auto canonical = [&](int64_t x, int c) {
      if (masks[c]) return stride_i > 0 ? valid_range[c] : valid_range[(c + 1) & 1];
      const int64_t x_fwd = x < 0 ? dim_i + x : x;
      return x_fwd < valid_range[0] ? valid_range[0] : x_fwd > valid_range[1] ? valid_range[1] : x_fwd;
    };
    if (shrink_i && stride_i <= 0) throw invalid_argument("only stride 1 allowed on non-range indexing.");
    const bool begin_and_end_masked = masks[0] && masks[1];
    if (valid) {
      if (shrink_i) {
        const int64_t x_fwd = begin_i < 0 ? dim_i + begin_i : begin_i;
        begin_i = x_fwd;
        end_i = begin_i + 1;
        if (x_fwd < 0 || x_fwd >= dim_i) {
          throw invalid_argument("slice index " + std::to_string(begin_i) + " of dimension " +
                                 std::to_string(i) + " out of bounds.");
        }
      } else {
        begin_i = canonical(begin_i, 0);
        end_i = canonical(end_i, 1);
      }
      plan.is_identity = plan.is_identity && stride_i == 1 && begin_i == 0 && end_i == dim_i;
    } else {
      plan.is_identity = plan.is_identity && stride_i == 1 && begin_and_end_masked;
    }
    int64_t interval_length = 0;
    bool known_interval = false;
    if (valid) {
      interval_length = end_i - begin_i;
      known_interval = true;
    } else if (shrink_i) {
      interval_length = 1;
      known_interval = true;
    } else if (begin_and_end_masked && dim_i >= 0) {
      interval_length = stride_i < 0 ? -dim_i : dim_i;
      known_interval = true;
    }
    if (known_interval) {
      int64_t size_i;
      if (interval_length == 0 || ((interval_length < 0) != (stride_i < 0))) size_i = 0;
      else size_i = interval_length / stride_i + (interval_length % stride_i != 0 ? 1 : 0);
      plan.processing_shape.push_back(size_i);
    } else {
      plan.processing_shape.push_back(-1);
    }
  }
  // Step 4: the final shape.
  for (int64_t g : gather) {
    if (g >= 0) plan.final_shape.push_back(plan.processing_shape[g]);
    else if (g == kNewAxis) plan.final_shape.push_back(1);
  }
  return plan;
}

Tensor strided_slice(const Tensor& x, const Tensor& begin, const Tensor& end, const Tensor& strides,
                     const StridedSliceMasks& masks) {
  const bool begin_wrong = !(begin.rank() == 1 && begin.num_elements() == strides.num_elements() &&
                             begin.num_elements() < 32);
  const bool end_wrong = !(end.rank() == 1 && end.num_elements() == strides.num_elements());
  if (begin_wrong || end_wrong || strides.rank() != 1) {
    throw invalid_argument("Expected begin, end, and strides to be 1D equal size tensors, but got shapes " +
                           shape_debug_string(begin.shape()) + ", " + shape_debug_string(end.shape()) +
                           ", and " + shape_debug_string(strides.shape()) + " instead.");
  }
  const std::vector<int64_t> b = begin.to_int64_vector();
  const std::vector<int64_t> e = end.to_int64_vector();
  const StridedSlicePlan plan = validate_strided_slice(&b, &e, strides.to_int64_vector(), x.shape(), masks);
  Shape final_shape(plan.final_shape.begin(), plan.final_shape.end());
  if (plan.is_identity) return x.with_shape(final_shape);
  const std::vector<int64_t> in_strides = row_major_strides(x.shape());
  std::vector<int64_t> steps(x.rank());
  int64_t base = 0;
  for (int d = 0; d < x.rank(); ++d) {
    steps[d] = plan.strides[d] * in_strides[d];
    base += plan.begin[d] * in_strides[d];
  }
  int64_t n = 1;
  for (int64_t s : plan.processing_shape) n *= s;
  if (n == 0) base = 0;
  return strided_copy(x, Shape(plan.processing_shape.begin(), plan.processing_shape.end()), steps, base,
                      std::move(final_shape));
}

// ---- Slice ----------------------------------------------------------------------------------

Tensor slice(const Tensor& x, const Tensor& begin_t, const Tensor& size_t_) {
  const int dims = x.rank();
  if (!(begin_t.rank() == 1 && size_t_.rank() == 1 && begin_t.num_elements() == dims &&
        size_t_.num_elements() == dims)) {
    throw invalid_argument("Expected begin and size arguments to be 1-D tensors of size " +
                           std::to_string(dims) + ", but got shapes " + shape_debug_string(begin_t.shape()) +
                           " and " + shape_debug_string(size_t_.shape()) + " instead.");
  }
  const std::vector<int64_t> begin = begin_t.to_int64_vector();
  std::vector<int64_t> size = size_t_.to_int64_vector();
  for (int i = 0; i < dims; ++i) {
    const int64_t b = begin[i];
    int64_t s = size[i];
    const int64_t dim = x.shape()[i];
    if (s == -1) s = dim - b;
    if (dim == 0) {
      if (!(b == 0 && s == 0)) {
        throw invalid_argument("Expected begin[" + std::to_string(i) + "] == 0 (got " + std::to_string(b) +
                               ") and size[" + std::to_string(i) + "] == 0 (got " + std::to_string(s) +
                               ") when input.dim_size(" + std::to_string(i) + ") == 0");
      }
    } else {
      if (!(0 <= b && b <= dim)) {
        throw invalid_argument("Expected begin[" + std::to_string(i) + "] in [0, " + std::to_string(dim) +
                               "], but got " + std::to_string(b));
      }
      if (!(0 <= s && b + s <= dim)) {
        throw invalid_argument("Expected size[" + std::to_string(i) + "] in [0, " + std::to_string(dim - b) +
                               "], but got " + std::to_string(s));
      }
    }
    size[i] = s;
  }
  const std::vector<int64_t> in_strides = row_major_strides(x.shape());
  int64_t base = 0;
  for (int d = 0; d < dims; ++d) base += begin[d] * in_strides[d];
  int64_t n = 1;
  for (int64_t s : size) n *= s;
  if (n == 0) base = 0;
  Shape out(size.begin(), size.end());
  return strided_copy(x, out, in_strides, base, out);
}

// ---- GatherV2 -------------------------------------------------------------------------------

Tensor gather(const Tensor& params, const Tensor& indices, int64_t axis_in) {
  const int64_t rank = params.rank();
  if (!(axis_in >= -rank && axis_in < rank)) {
    throw invalid_argument("Expected axis in the range [" + std::to_string(-rank) + ", " + std::to_string(rank) +
                           "), but got " + std::to_string(axis_in));
  }
  const int64_t axis = axis_in < 0 ? axis_in + rank : axis_in;
  const int64_t limit = params.shape()[axis];
  const std::vector<int64_t> idx = indices.to_int64_vector();
  for (size_t k = 0; k < idx.size(); ++k) {
    if (idx[k] < 0 || idx[k] >= limit) {
      // SliceDebugString(indices.shape(), k): "[1]", "[0,2]" (empty for scalar indices).
      std::string where;
      if (indices.rank() > 0) {
        std::vector<int64_t> multi(indices.rank());
        int64_t rem = static_cast<int64_t>(k);
        for (int d = indices.rank() - 1; d >= 0; --d) {
          multi[d] = rem % indices.shape()[d];
          rem /= indices.shape()[d];
        }
        where = "[" + join_ints(multi, ",") + "]";
      }
      throw invalid_argument("indices" + where + " = " + std::to_string(idx[k]) + " is not in [0, " +
                             std::to_string(limit) + ")");
    }
  }
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < axis; ++d) outer *= params.shape()[d];
  for (int64_t d = axis + 1; d < rank; ++d) inner *= params.shape()[d];
  Shape out_shape(params.shape().begin(), params.shape().begin() + axis);
  out_shape.insert(out_shape.end(), indices.shape().begin(), indices.shape().end());
  out_shape.insert(out_shape.end(), params.shape().begin() + axis + 1, params.shape().end());
  Tensor out = Tensor::zeros(params.dtype(), out_shape);
  const int64_t n = static_cast<int64_t>(idx.size());
  visit_movable(params.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* in = params.data<T>();
    T* o = out.mutable_data<T>();
    int64_t pos = 0;
    for (int64_t r = 0; r < outer; ++r) {
      for (int64_t k = 0; k < n; ++k) {
        const T* src = in + (r * limit + idx[k]) * inner;
        for (int64_t i = 0; i < inner; ++i) o[pos++] = src[i];
      }
    }
  });
  return out;
}

// ---- Tile / BroadcastTo ----------------------------------------------------------------------

Tensor tile(const Tensor& x, const std::vector<int64_t>& multiples) {
  const int dims = x.rank();
  if (static_cast<int>(multiples.size()) != dims) {
    throw invalid_argument("Expected multiples argument to be a vector of length " + std::to_string(dims) +
                           " but got length " + std::to_string(multiples.size()));
  }
  Shape checked;
  for (int i = 0; i < dims; ++i) {
    if (multiples[i] < 0) {
      throw invalid_argument("Expected multiples[" + std::to_string(i) + "] >= 0, but got " +
                             std::to_string(multiples[i]));
    }
    // TileOp: output_shape.AddDimWithStatus(input.dim_size(i) * multiples_array[i]).
    checked.push_back(x.shape()[i] * multiples[i]);
    add_dims_checked(checked);
  }
  // Tile = read [m0, d0, m1, d1, ...] with a step of 0 on the m dims.
  const std::vector<int64_t> in_strides = row_major_strides(x.shape());
  Shape iter, out_shape;
  std::vector<int64_t> steps;
  for (int i = 0; i < dims; ++i) {
    iter.push_back(multiples[i]);
    steps.push_back(0);
    iter.push_back(x.shape()[i]);
    steps.push_back(in_strides[i]);
    out_shape.push_back(multiples[i] * x.shape()[i]);
  }
  return strided_copy(x, iter, steps, 0, out_shape);
}

Tensor broadcast_to(const Tensor& x, const Shape& shape) {
  for (int64_t d : shape) {
    if (d < 0) throw invalid_argument("Dimension " + std::to_string(d) + " must be >= 0");
  }
  if (x.rank() > static_cast<int>(shape.size())) {
    throw invalid_argument("Rank of input (" + std::to_string(x.rank()) +
                           ") must be no greater than rank of output shape (" + std::to_string(shape.size()) +
                           ").");
  }
  BroadcastPlan plan;
  try {
    plan = plan_broadcast(x.shape(), shape);
  } catch (const OpError&) {
    throw invalid_argument("Incompatible shapes: " + shape_debug_string(x.shape()) + " vs. " +
                           shape_debug_string(shape));
  }
  if (plan.out_shape != shape) {
    throw invalid_argument("Unable to broadcast tensor of shape " + shape_debug_string(x.shape()) +
                           " to tensor of shape " + shape_debug_string(shape));
  }
  if (x.shape() == shape) return x;
  return strided_copy(x, shape, plan.x_strides, 0, shape);
}

// ---- Unpack / SplitV ------------------------------------------------------------------------

std::vector<Tensor> unpack(const Tensor& x, int64_t num, int64_t axis_in) {
  const int64_t rank = x.rank();
  const int64_t axis = axis_in < 0 ? axis_in + rank : axis_in;
  if (!(0 <= axis && axis < rank)) {
    throw invalid_argument("axis = " + std::to_string(axis_in) + " not in [" + std::to_string(-rank) + ", " +
                           std::to_string(rank) + ")");
  }
  if (x.shape()[axis] != num) {
    throw invalid_argument("Input shape axis " + std::to_string(axis) + " must equal " + std::to_string(num) +
                           ", got shape " + shape_debug_string(x.shape()));
  }
  std::vector<int64_t> sizes(static_cast<size_t>(num), 1);
  std::vector<Tensor> pieces = split_sizes(x, sizes, axis);
  Shape out_shape = x.shape();
  out_shape.erase(out_shape.begin() + axis);
  for (Tensor& p : pieces) p = p.with_shape(out_shape);
  return pieces;
}

std::vector<Tensor> split_sizes(const Tensor& x, const std::vector<int64_t>& sizes, int64_t axis) {
  const std::vector<int64_t> in_strides = row_major_strides(x.shape());
  std::vector<Tensor> out;
  int64_t start = 0;
  for (int64_t size : sizes) {
    Shape shape = x.shape();
    shape[axis] = size;
    int64_t n = 1;
    for (int64_t d : shape) n *= d;
    out.push_back(strided_copy(x, shape, in_strides, n == 0 ? 0 : start * in_strides[axis], shape));
    start += size;
  }
  return out;
}

// ---- SelectV2 / Where -------------------------------------------------------------------------

Tensor select(const Tensor& cond, const Tensor& x, const Tensor& y) {
  // BCast of the three shapes (cond, then x, then y), with the pairwise error text.
  BroadcastPlan xy;
  try {
    xy = plan_broadcast(x.shape(), y.shape());
  } catch (const OpError&) {
    throw invalid_argument("then " + shape_debug_string(x.shape()) + " and else " +
                           shape_debug_string(y.shape()) + " must be broadcastable");
  }
  BroadcastPlan full;
  try {
    full = plan_broadcast(cond.shape(), xy.out_shape);
  } catch (const OpError&) {
    throw invalid_argument("condition " + shape_debug_string(cond.shape()) + ", then " +
                           shape_debug_string(x.shape()) + ", and else " + shape_debug_string(y.shape()) +
                           " must be broadcastable");
  }
  const Shape& out_shape = full.out_shape;
  const Tensor c = broadcast_to(cond, out_shape);
  const Tensor a = broadcast_to(x, out_shape);
  const Tensor b = broadcast_to(y, out_shape);
  Tensor out = Tensor::zeros(x.dtype(), out_shape);
  const bool* cv = c.data<bool>();
  visit_movable(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* av = a.data<T>();
    const T* bv = b.data<T>();
    T* o = out.mutable_data<T>();
    for (int64_t i = 0; i < out.num_elements(); ++i) o[i] = cv[i] ? av[i] : bv[i];
  });
  return out;
}

Tensor where_indices(const Tensor& cond) {
  std::vector<int64_t> coords;
  int64_t count = 0;
  const int rank = cond.rank();
  std::vector<int64_t> idx(rank, 0);
  for (int64_t i = 0; i < cond.num_elements(); ++i) {
    const bool on = cond.dtype() == DType::String ? !cond.data<std::string>()[i].empty() : cond.as_double(i) != 0;
    if (on) {
      coords.insert(coords.end(), idx.begin(), idx.end());
      ++count;
    }
    for (int d = rank - 1; d >= 0; --d) {
      if (++idx[d] < cond.shape()[d]) break;
      idx[d] = 0;
    }
  }
  return Tensor::from_vector<int64_t>(DType::Int64, {count, rank}, std::move(coords));
}

// ---- MatrixDiagV3 ---------------------------------------------------------------------------

Tensor matrix_diag(const Tensor& diag, int64_t rows, int64_t cols) {
  if (diag.rank() < 1) throw invalid_argument("diagonal must be at least 1-dim, received shape: []");
  const int64_t len = diag.shape().back();
  Shape out_shape(diag.shape().begin(), diag.shape().end() - 1);
  out_shape.push_back(rows);
  out_shape.push_back(cols);
  Tensor out = Tensor::zeros(diag.dtype(), out_shape);
  const int64_t batch = len == 0 ? 0 : diag.num_elements() / len;
  const int64_t n = std::min({len, rows, cols});
  visit_dtype(diag.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* d = diag.data<T>();
    T* o = out.mutable_data<T>();
    for (int64_t b = 0; b < batch; ++b) {
      for (int64_t i = 0; i < n; ++i) o[b * rows * cols + i * cols + i] = d[b * len + i];
    }
  });
  return out;
}

}  // namespace tfplay::tensor
