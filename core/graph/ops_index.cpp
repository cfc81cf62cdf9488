// Indexing and layout ops (TF: tensorflow/core/ops/array_ops.cc): StridedSlice, Slice,
// GatherV2, Tile, BroadcastTo, Unpack, Split, SplitV, SelectV2, Select, Where, MatrixDiagV3,
// ZerosLike, OnesLike.
#include "core/graph/diag_layout.h"
#include "core/graph/element_maps.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/shape_refiner.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::one;
using op_def_builders::require_rank;

using tensor::Dim;
using tensor::OpError;
using tensor::OpValueError;

const char* kIndex = "int32, int64";

// Shape functions report kernel validation failures as ValueError (graph construction).
template <typename F> auto as_value_error(F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const OpError& e) {
    throw OpValueError(e.what());
  }
}


std::vector<int64_t> dims_or_unknown(const TensorShape& s) {
  std::vector<int64_t> out;
  for (const Dim& d : s.as_list()) out.push_back(d ? *d : -1);
  return out;
}

TensorShape from_dims(const std::vector<int64_t>& dims) {
  std::vector<Dim> out;
  for (int64_t d : dims) out.push_back(d < 0 ? Dim() : Dim(d));
  return TensorShape(std::move(out));
}


tensor::StridedSliceMasks masks_of(const AttrMap& attrs, const std::string& op) {
  tensor::StridedSliceMasks m;
  m.begin = detail::get_attr<int64_t>(attrs, op, "begin_mask");
  m.end = detail::get_attr<int64_t>(attrs, op, "end_mask");
  m.ellipsis = detail::get_attr<int64_t>(attrs, op, "ellipsis_mask");
  m.new_axis = detail::get_attr<int64_t>(attrs, op, "new_axis_mask");
  m.shrink_axis = detail::get_attr<int64_t>(attrs, op, "shrink_axis_mask");
  return m;
}

void add_strided_slice(OpRegistry& r) {
  OpDef d = make("StridedSlice", "Return a strided slice from `input`.");
  d.inputs = {arg("input", "T"), arg("begin", "Index"), arg("end", "Index"), arg("strides", "Index")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", ""), type_attr("Index", "int16, int32, int64"),
             plain_attr("begin_mask", "int", int64_t{0}), plain_attr("end_mask", "int", int64_t{0}),
             plain_attr("ellipsis_mask", "int", int64_t{0}), plain_attr("new_axis_mask", "int", int64_t{0}),
             plain_attr("shrink_axis_mask", "int", int64_t{0})};
  d.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("T");
    for (int i = 1; i <= 3; ++i) require_rank(c.input_shapes[i], 1);
    const TensorShape& input = c.input_shapes[0];
    const Tensor* strides = c.input_values[3];
    if (!input.has_rank() || !strides) return one(t, TensorShape::unknown());
    std::vector<int64_t> begin, end;
    if (c.input_values[1]) begin = c.input_values[1]->to_int64_vector();
    if (c.input_values[2]) end = c.input_values[2]->to_int64_vector();
    const auto plan = as_value_error([&] {
      return tensor::validate_strided_slice(c.input_values[1] ? &begin : nullptr, c.input_values[2] ? &end : nullptr,
                                            strides->to_int64_vector(), dims_or_unknown(input),
                                            masks_of(c.attrs, "StridedSlice"));
    });
    return one(t, from_dims(plan.final_shape));
  };
  d.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::strided_slice(c.inputs[0], c.inputs[1], c.inputs[2], c.inputs[3],
                                                     masks_of(c.attrs, "StridedSlice"))};
  };
  r.add(std::move(d));
}

void add_slice(OpRegistry& r) {
  OpDef d = make("Slice", "Return a slice from 'input'.");
  d.inputs = {arg("input", "T"), arg("begin", "Index"), arg("size", "Index")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", ""), type_attr("Index", kIndex)};
  d.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("T");
    require_rank(c.input_shapes[1], 1);
    require_rank(c.input_shapes[2], 1);
    const TensorShape& input = c.input_shapes[0];
    const Tensor* sizes = c.input_values[2];
    if (!sizes) {
      if (input.has_rank()) return one(t, TensorShape::unknown_with_rank(*input.rank()));
      return one(t, TensorShape::unknown());
    }
    const std::vector<int64_t> size = sizes->to_int64_vector();
    if (input.has_rank() && static_cast<int>(size.size()) != *input.rank()) {
      throw OpValueError("Shape must be rank " + std::to_string(size.size()) + " but is rank " +
                         std::to_string(*input.rank()));
    }
    const TensorShape begin = shape_from_shape_tensor(c, 1);
    std::vector<Dim> dims;
    for (size_t i = 0; i < size.size(); ++i) {
      Dim dim;
      if (input.has_rank()) dim = input.as_list()[i];
      if (size[i] != -1) {
        if (size[i] < 0) {
          throw OpValueError("Out of bounds slicing on dimension " + std::to_string(i) + " of length " +
                             (dim ? std::to_string(*dim) : std::string("-1")) +
                             ": sizes vector cannot be < -1, but was " + std::to_string(size[i]));
        }
        dims.push_back(size[i]);
      } else {
        const Dim b = begin.has_rank() ? begin.as_list()[i] : Dim();
        if (dim && b) {
          if (*b > *dim) {
            throw OpValueError("Negative dimension size caused by subtracting " + std::to_string(*b) + " from " +
                               std::to_string(*dim));
          }
          dims.push_back(*dim - *b);
        } else {
          dims.push_back(Dim());
        }
      }
    }
    return one(t, TensorShape(std::move(dims)));
  };
  d.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::slice(c.inputs[0], c.inputs[1], c.inputs[2])};
  };
  r.add(std::move(d));
}

// GatherV2 with batch_dims != 0 (gather_op.cc): each of the leading batch_dims dimensions, which
// params and indices share, gathers on its own; the checks and texts are the kernel's.
Tensor batched_gather(const Tensor& params, const Tensor& indices, int64_t axis, int64_t batch_dims) {
  const auto irank = static_cast<int64_t>(indices.shape().size());
  const auto prank = static_cast<int64_t>(params.shape().size());
  if (batch_dims < -irank || batch_dims > irank) {
    throw OpError(OpError::Code::InvalidArgument, "Expected batch_dims in the range [" + std::to_string(-irank) + ", " +
                                                      std::to_string(irank) + "], but got " + std::to_string(batch_dims));
  }
  if (batch_dims < 0) batch_dims += irank;
  if (axis < 0) axis += prank;
  if (batch_dims >= prank) {
    throw OpError(OpError::Code::InvalidArgument, "batch_dims (" + std::to_string(batch_dims) +
                                                      ") must be less than rank(params) (" + std::to_string(prank) + ").");
  }
  if (axis < batch_dims) {
    throw OpError(OpError::Code::InvalidArgument, "batch_dims (" + std::to_string(batch_dims) +
                                                      ") must be less than or equal to axis (" + std::to_string(axis) + ").");
  }
  int64_t batch = 1;
  for (int64_t i = 0; i < batch_dims; ++i) {
    if (params.shape()[i] != indices.shape()[i]) {
      throw OpError(OpError::Code::InvalidArgument,
                    "params.shape[" + std::to_string(i) + "]: " + std::to_string(params.shape()[i]) +
                        " should be equal to indices.shape[" + std::to_string(i) + "]: " + std::to_string(indices.shape()[i]));
    }
    batch *= params.shape()[i];
  }
  const tensor::Shape batch_shape(params.shape().begin(), params.shape().begin() + batch_dims);
  const tensor::Shape params_item(params.shape().begin() + batch_dims, params.shape().end());
  const tensor::Shape indices_item(indices.shape().begin() + batch_dims, indices.shape().end());
  tensor::Shape flat_params{batch};
  flat_params.insert(flat_params.end(), params_item.begin(), params_item.end());
  tensor::Shape flat_indices{batch};
  flat_indices.insert(flat_indices.end(), indices_item.begin(), indices_item.end());
  const Tensor p = tensor::reshape(params, flat_params);
  const Tensor ix = tensor::reshape(indices, flat_indices);
  // One item of the leading (flattened) dimension of x, without that dimension.
  auto item = [](const Tensor& x, int64_t b, const tensor::Shape& shape) {
    std::vector<int64_t> begin(x.shape().size(), 0), size(x.shape().begin(), x.shape().end());
    begin[0] = b;
    size[0] = 1;
    const auto n = static_cast<int64_t>(begin.size());
    Tensor out = tensor::slice(x, Tensor::from_vector<int64_t>(DType::Int64, {n}, begin),
                               Tensor::from_vector<int64_t>(DType::Int64, {n}, size));
    return tensor::reshape(out, shape);
  };
  std::vector<Tensor> parts;
  for (int64_t b = 0; b < batch; ++b) {
    Tensor g = tensor::gather(item(p, b, params_item), item(ix, b, indices_item), axis - batch_dims);
    tensor::Shape one_shape{1};
    one_shape.insert(one_shape.end(), g.shape().begin(), g.shape().end());
    parts.push_back(tensor::reshape(g, one_shape));
  }
  tensor::Shape out_shape(params.shape().begin(), params.shape().begin() + axis);
  out_shape.insert(out_shape.end(), indices_item.begin(), indices_item.end());
  out_shape.insert(out_shape.end(), params.shape().begin() + axis + 1, params.shape().end());
  if (parts.empty()) return Tensor::zeros(params.dtype(), out_shape);
  return tensor::reshape(tensor::concat(parts, 0), out_shape);
}

void add_gather(OpRegistry& r) {
  OpDef d = make("GatherV2", "Gather slices from `params` axis `axis` according to `indices`.");
  d.inputs = {arg("params", "Tparams"), arg("indices", "Tindices"), arg("axis", "Taxis")};
  d.outputs = {arg("output", "Tparams")};
  d.attrs = {plain_attr("batch_dims", "int", int64_t{0}), type_attr("Tparams", ""),
             type_attr("Tindices", "int16, int32, int64"), type_attr("Taxis", kIndex)};
  d.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("Tparams");
    const TensorShape& params = c.input_shapes[0];
    const TensorShape& indices = c.input_shapes[1];
    const Tensor* axis_t = c.input_values[2];
    if (!params.has_rank() || !indices.has_rank() || !axis_t) return one(t, TensorShape::unknown());
    const int64_t rank = *params.rank();
    const int64_t axis = axis_t->as_int64(0);
    if (axis < -rank || axis >= rank) {
      throw OpValueError("Shape must be at least rank " + std::to_string(axis < 0 ? -axis : axis + 1) +
                         " but is rank " + std::to_string(rank));
    }
    const int64_t a = axis < 0 ? axis + rank : axis;
    int64_t batch_dims = c.attr<int64_t>("batch_dims");
    if (batch_dims < 0) batch_dims += *indices.rank();
    // output = params[:axis] + indices[batch_dims:] + params[axis+1:]
    std::vector<Dim> dims(params.as_list().begin(), params.as_list().begin() + a);
    dims.insert(dims.end(), indices.as_list().begin() + std::clamp<int64_t>(batch_dims, 0, *indices.rank()),
                indices.as_list().end());
    dims.insert(dims.end(), params.as_list().begin() + a + 1, params.as_list().end());
    return one(t, TensorShape(std::move(dims)));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& params = c.inputs[0];
    const Tensor& indices = c.inputs[1];
    int64_t axis = c.inputs[2].as_int64(0);
    int64_t batch_dims = c.attr<int64_t>("batch_dims");
    if (batch_dims == 0) return std::vector<Tensor>{tensor::gather(params, indices, axis)};
    return std::vector<Tensor>{batched_gather(params, indices, axis, batch_dims)};
  };
  r.add(std::move(d));
}

void add_tile_broadcast(OpRegistry& r) {
  OpDef t = make("Tile", "Constructs a tensor by tiling a given tensor.");
  t.inputs = {arg("input", "T"), arg("multiples", "Tmultiples")};
  t.outputs = {arg("output", "T")};
  t.attrs = {type_attr("T", ""), type_attr("Tmultiples", kIndex, DType::Int32)};
  t.shape_fn = +[](const InferenceContext& c) {
    const DType dt = c.attr<DType>("T");
    const TensorShape& input = c.input_shapes[0];
    require_rank(c.input_shapes[1], 1);
    const Tensor* mult = c.input_values[1];
    if (!input.has_rank()) {
      const TensorShape& ms = c.input_shapes[1];
      if (ms.has_rank() && ms.as_list()[0]) return one(dt, TensorShape::unknown_with_rank(static_cast<int>(*ms.as_list()[0])));
      return one(dt, TensorShape::unknown());
    }
    const int rank = *input.rank();
    const TensorShape& ms = c.input_shapes[1];
    if (ms.has_rank() && ms.as_list()[0] && *ms.as_list()[0] != rank) {
      throw OpValueError("Dimension must be " + std::to_string(rank) + " but is " + std::to_string(*ms.as_list()[0]));
    }
    if (!mult) return one(dt, TensorShape::unknown_with_rank(rank));
    const std::vector<int64_t> m = mult->to_int64_vector();
    std::vector<Dim> dims;
    for (int i = 0; i < rank; ++i) {
      const Dim& d = input.as_list()[i];
      dims.push_back(d ? Dim(*d * m[i]) : (m[i] == 0 ? Dim(0) : Dim()));
    }
    return one(dt, TensorShape(std::move(dims)));
  };
  t.kernel = +[](KernelContext& c) {
    const Tensor& m = c.inputs[1];
    if (m.rank() != 1) {
      throw tensor::invalid_argument("Expected multiples argument to be a vector of length " +
                                     std::to_string(c.inputs[0].rank()) + " but got length " +
                                     std::to_string(m.rank() == 0 ? 1 : m.shape()[0]));
    }
    return std::vector<Tensor>{tensor::tile(c.inputs[0], m.to_int64_vector())};
  };
  r.add(std::move(t));

  OpDef b = make("BroadcastTo", "Broadcast an array for a compatible shape.");
  b.inputs = {arg("input", "T"), arg("shape", "Tidx")};
  b.outputs = {arg("output", "T")};
  b.attrs = {type_attr("T", ""), type_attr("Tidx", kIndex, DType::Int32)};
  b.shape_fn = +[](const InferenceContext& c) {
    const DType dt = c.attr<DType>("T");
    const TensorShape out = shape_from_shape_tensor(c, 1);
    const TensorShape& in = c.input_shapes[0];
    if (!out.has_rank()) return one(dt, TensorShape::unknown());
    if (!in.has_rank()) return one(dt, out);
    const int rank_out = *out.rank();
    const int rank_in = *in.rank();
    if (rank_in > rank_out) {
      throw OpValueError("Rank of input (" + std::to_string(rank_in) +
                         ") must be no greater than rank of output shape (" + std::to_string(rank_out) + ").");
    }
    std::vector<Dim> dims = out.as_list();
    for (int i = 0; i < rank_in; ++i) {
      const Dim& di = in.as_list()[rank_in - 1 - i];
      Dim& dO = dims[rank_out - 1 - i];
      if (di && dO && *di != 1 && *di != *dO) {
        throw OpValueError("Dimensions must be equal, but are " + std::to_string(*dO) + " and " + std::to_string(*di));
      }
    }
    return one(dt, TensorShape(std::move(dims)));
  };
  b.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::broadcast_to(c.inputs[0], c.inputs[1].to_int64_vector())};
  };
  r.add(std::move(b));
}

void add_unpack_split(OpRegistry& r) {
  OpDef u = make("Unpack", "Unpacks a given dimension of a rank-R tensor into rank-(R-1) tensors.");
  u.inputs = {arg("value", "T")};
  ArgDef out;
  out.name = "output";
  out.number_attr = "num";
  out.type_attr = "T";
  u.outputs = {out};
  u.attrs = {plain_attr("num", "int"), type_attr("T", ""), plain_attr("axis", "int", int64_t{0})};
  u.shape_fn = +[](const InferenceContext& c) {
    const DType dt = c.attr<DType>("T");
    const int64_t num = c.attr<int64_t>("num");
    const TensorShape& s = c.input_shapes[0];
    TensorShape piece = TensorShape::unknown();
    if (s.has_rank()) {
      const int64_t rank = *s.rank();
      int64_t axis = c.attr<int64_t>("axis");
      if (axis < -rank || axis >= rank) {
        throw OpValueError("Invalid axis: " + std::to_string(axis) + "; must be in [" + std::to_string(-rank) + "," +
                           std::to_string(rank) + ")");
      }
      if (axis < 0) axis += rank;
      const Dim& d = s.as_list()[axis];
      if (d && *d != num) {
        throw OpValueError("Dimension must be " + std::to_string(num) + " but is " + std::to_string(*d));
      }
      std::vector<Dim> dims = s.as_list();
      dims.erase(dims.begin() + axis);
      piece = TensorShape(std::move(dims));
    }
    return std::vector<OutputSpec>(static_cast<size_t>(num), OutputSpec{dt, piece});
  };
  u.kernel = +[](KernelContext& c) {
    return tensor::unpack(c.inputs[0], c.attr<int64_t>("num"), c.attr<int64_t>("axis"));
  };
  r.add(std::move(u));

  OpDef s = make("Split", "Splits a tensor into `num_split` tensors along one dimension.");
  s.inputs = {fixed_arg("split_dim", DType::Int32), arg("value", "T")};
  ArgDef sout;
  sout.name = "output";
  sout.number_attr = "num_split";
  sout.type_attr = "T";
  s.outputs = {sout};
  s.attrs = {plain_attr("num_split", "int"), type_attr("T", "")};
  s.shape_fn = +[](const InferenceContext& c) {
    const DType dt = c.attr<DType>("T");
    const int64_t num = c.attr<int64_t>("num_split");
    const TensorShape& in = c.input_shapes[1];
    const Tensor* dim_t = c.input_values[0];
    TensorShape piece = TensorShape::unknown();
    if (in.has_rank()) {
      const int64_t rank = *in.rank();
      if (!dim_t) {
        piece = TensorShape::unknown_with_rank(static_cast<int>(rank));
      } else {
        int64_t axis = dim_t->as_int64(0);
        if (axis < -rank || axis >= rank) {
          throw OpValueError("Dimension must be in range [" + std::to_string(-rank) + ", " + std::to_string(rank) +
                             "), but is " + std::to_string(axis));
        }
        if (axis < 0) axis += rank;
        std::vector<Dim> dims = in.as_list();
        if (dims[axis]) {
          if (*dims[axis] % num != 0) {
            throw OpValueError("Dimension size must be evenly divisible by " + std::to_string(num) + " but is " +
                               std::to_string(*dims[axis]));
          }
          dims[axis] = *dims[axis] / num;
        }
        piece = TensorShape(std::move(dims));
      }
    }
    return std::vector<OutputSpec>(static_cast<size_t>(num), OutputSpec{dt, piece});
  };
  s.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[1];
    const int64_t num = c.attr<int64_t>("num_split");
    const int64_t rank = x.rank();
    int64_t axis = c.inputs[0].as_int64(0);
    if (!(axis >= -rank && axis < rank)) {
      throw tensor::invalid_argument("-input rank(-" + std::to_string(rank) + ") <= split_dim < input rank (" +
                                     std::to_string(rank) + "), but got " + std::to_string(axis));
    }
    if (axis < 0) axis += rank;
    const int64_t size = x.shape()[axis];
    if (num <= 0 || size % num != 0) {
      throw tensor::invalid_argument(
          "Number of ways to split should evenly divide the split dimension, but got split_dim " +
          std::to_string(axis) + " (size = " + std::to_string(size) + ") and num_split " + std::to_string(num));
    }
    return tensor::split_sizes(x, std::vector<int64_t>(static_cast<size_t>(num), size / num), axis);
  };
  r.add(std::move(s));

  OpDef v = make("SplitV", "Splits a tensor into `num_split` tensors along one dimension.");
  v.inputs = {arg("value", "T"), arg("size_splits", "Tlen"), fixed_arg("split_dim", DType::Int32)};
  v.outputs = {sout};
  v.attrs = {plain_attr("num_split", "int"), type_attr("T", ""),
             type_attr("Tlen", "int8, int32, int64", DType::Int64)};
  v.shape_fn = +[](const InferenceContext& c) {
    const DType dt = c.attr<DType>("T");
    const int64_t num = c.attr<int64_t>("num_split");
    const TensorShape& in = c.input_shapes[0];
    const Tensor* sizes_t = c.input_values[1];
    const Tensor* dim_t = c.input_values[2];
    std::vector<OutputSpec> outs;
    if (!in.has_rank() || !dim_t || !sizes_t) {
      const TensorShape piece = in.has_rank() ? TensorShape::unknown_with_rank(*in.rank()) : TensorShape::unknown();
      return std::vector<OutputSpec>(static_cast<size_t>(num), OutputSpec{dt, piece});
    }
    const int64_t rank = *in.rank();
    int64_t axis = dim_t->as_int64(0);
    if (axis < -rank || axis >= rank) {
      throw OpValueError("Dimension must be in range [" + std::to_string(-rank) + ", " + std::to_string(rank) +
                         "), but is " + std::to_string(axis));
    }
    if (axis < 0) axis += rank;
    std::vector<int64_t> sizes = sizes_t->to_int64_vector();
    const Dim total = in.as_list()[axis];
    int64_t known = 0, unknown_at = -1;
    for (size_t i = 0; i < sizes.size(); ++i) {
      if (sizes[i] == -1) unknown_at = static_cast<int64_t>(i);
      else known += sizes[i];
    }
    if (total && unknown_at >= 0) sizes[unknown_at] = *total - known;
    if (total && unknown_at < 0 && known != *total) {
      throw OpValueError("Determined shape must either match input shape along split_dim exactly if fully "
                         "specified, or be less than the size of the input along split_dim if not fully "
                         "specified.  Got: " + std::to_string(known));
    }
    for (int64_t s : sizes) {
      std::vector<Dim> dims = in.as_list();
      dims[axis] = s < 0 ? Dim() : Dim(s);
      outs.push_back({dt, TensorShape(std::move(dims))});
    }
    return outs;
  };
  v.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const int64_t rank = x.rank();
    int64_t axis = c.inputs[2].as_int64(0);
    if (!(axis >= -rank && axis < rank)) {
      throw tensor::invalid_argument("-input rank(-" + std::to_string(rank) + ") <= split_dim < input rank (" +
                                     std::to_string(rank) + "), but got " + std::to_string(axis));
    }
    if (axis < 0) axis += rank;
    std::vector<int64_t> sizes = c.inputs[1].to_int64_vector();
    const int64_t total = x.shape()[axis];
    int64_t known = 0, unknown_at = -1;
    for (size_t i = 0; i < sizes.size(); ++i) {
      if (sizes[i] == -1) {
        if (unknown_at >= 0) {
          throw tensor::invalid_argument("Only one dimensions can have a value of -1. Second one found at dimension " +
                                         std::to_string(i));
        }
        unknown_at = static_cast<int64_t>(i);
      } else {
        known += sizes[i];
      }
    }
    if ((unknown_at < 0 && known != total) || (unknown_at >= 0 && known > total)) {
      throw tensor::invalid_argument(
          "Determined shape must either match input shape along split_dim exactly if fully specified, or be less "
          "than the size of the input along split_dim if not fully specified.  Got: " + std::to_string(known));
    }
    if (unknown_at >= 0) sizes[unknown_at] = total - known;
    return tensor::split_sizes(x, sizes, axis);
  };
  r.add(std::move(v));
}

void add_select_where(OpRegistry& r) {
  OpDef s = make("SelectV2", "Selects elements from `t` or `e` depending on `condition` (broadcasting).");
  s.inputs = {fixed_arg("condition", DType::Bool), arg("t", "T"), arg("e", "T")};
  s.outputs = {arg("output", "T")};
  s.attrs = {type_attr("T", "")};
  s.shape_fn = +[](const InferenceContext& c) {
    const TensorShape te = broadcast_shape(c.input_shapes[1], c.input_shapes[2]);
    return one(c.attr<DType>("T"), broadcast_shape(c.input_shapes[0], te));
  };
  s.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::select(c.inputs[0], c.inputs[1], c.inputs[2])};
  };
  r.add(std::move(s));

  // Select (v1 tf.where with x and y, math_ops.cc): `condition` is a scalar, a vector over the
  // first dimension, or the shape of `t`; `t` and `e` have one shape.
  OpDef v1 = make("Select", "Selects elements from `t` or `e` depending on `condition`.");
  v1.inputs = {fixed_arg("condition", DType::Bool), arg("t", "T"), arg("e", "T")};
  v1.outputs = {arg("output", "T")};
  v1.attrs = {type_attr("T", "")};
  v1.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[1].merge_with(c.input_shapes[2])); };
  v1.kernel = +[](KernelContext& c) {
    const Tensor &cond = c.inputs[0], &t = c.inputs[1], &e = c.inputs[2];
    if (t.shape() != e.shape()) {
      throw tensor::invalid_argument("'then' and 'else' must have the same size.  but are " + tensor::shape_debug_string(t.shape()) +
                                     " and " + tensor::shape_debug_string(e.shape()));
    }
    if (cond.rank() == 1 && t.rank() > 1) {
      if (cond.shape()[0] != t.shape()[0]) {
        throw tensor::invalid_argument("Number of batches of 'then' must match size of 'cond', but saw: " + std::to_string(t.shape()[0]) +
                                       " vs. " + std::to_string(cond.shape()[0]));
      }
      tensor::Shape column(t.shape().size(), 1);
      column[0] = cond.shape()[0];
      return std::vector<Tensor>{tensor::select(cond.with_shape(column), t, e)};
    }
    if (cond.rank() != 0 && cond.shape() != t.shape()) {
      throw tensor::invalid_argument("'cond' and 'then' must have the same size.  but are " + tensor::shape_debug_string(cond.shape()) +
                                     " and " + tensor::shape_debug_string(t.shape()));
    }
    return std::vector<Tensor>{tensor::select(cond, t, e)};
  };
  r.add(std::move(v1));

  OpDef w = make("Where", "Returns locations of nonzero / true values in a tensor.");
  w.inputs = {arg("input", "T")};
  w.outputs = {fixed_arg("index", DType::Int64)};
  w.attrs = {type_attr("T", "", DType::Bool)};
  w.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    return one(DType::Int64, TensorShape({Dim(), in.has_rank() ? Dim(*in.rank()) : Dim()}));
  };
  w.kernel = +[](KernelContext& c) { return std::vector<Tensor>{tensor::where_indices(c.inputs[0])}; };
  r.add(std::move(w));
}

void add_diag_like(OpRegistry& r) {
  OpDef d = make("MatrixDiagV3", "Returns a batched diagonal tensor with given batched diagonal values.");
  d.inputs = {arg("diagonal", "T"), fixed_arg("k", DType::Int32), fixed_arg("num_rows", DType::Int32),
              fixed_arg("num_cols", DType::Int32), arg("padding_value", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", ""), plain_attr("align", "string", std::string("RIGHT_LEFT"))};
  // MatrixDiagV2Shape: batch + [num_rows, num_cols] once k and the diagonal length are known.
  d.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("T");
    const TensorShape& diag = c.input_shapes[0];
    if (diag.has_rank() && *diag.rank() < 1) throw OpValueError("Shape must be at least rank 1 but is rank 0");
    const Tensor* k = c.input_values[1];
    if (!diag.has_rank() || !k) return one(t, TensorShape::unknown());
    const std::vector<int64_t> kv = k->to_int64_vector();
    if (kv.empty() || kv.size() > 2)
      throw OpValueError("diag_index must be a vector with one or two elements. It has " + std::to_string(kv.size()) + " elements.");
    const int64_t lower = kv[0], upper = kv.size() > 1 ? kv[1] : kv[0];
    if (lower > upper) throw OpValueError("lower_diag_index is greater than upper_diag_index");
    const int rank = *diag.rank();
    if (lower != upper && rank < 2) throw OpValueError("Shape must be at least rank 2 but is rank " + std::to_string(rank));
    const std::vector<Dim>& dims_in = diag.as_list();
    if (lower != upper && dims_in[rank - 2] && *dims_in[rank - 2] != upper - lower + 1)
      throw OpValueError("The number of rows of `diagonal` doesn't match the number of diagonals implied from `d_lower` and `d_upper`.\n"
                         "diagonal.shape = " + diag.debug_string() + ", d_lower = " + std::to_string(lower) +
                         ", d_upper = " + std::to_string(upper) + ", input_rank = " + std::to_string(rank) + ", num_diags = " +
                         std::to_string(upper - lower + 1));
    std::vector<Dim> dims(dims_in.begin(), dims_in.end() - (lower == upper ? 1 : 2));
    const Dim len = dims_in.back();
    if (!len) {
      dims.push_back(Dim());
      dims.push_back(Dim());
      return one(t, TensorShape(std::move(dims)));
    }
    int64_t rows = c.input_values[2] ? c.input_values[2]->as_int64(0) : -1;
    int64_t cols = c.input_values[3] ? c.input_values[3]->as_int64(0) : -1;
    const int64_t min_rows = *len - std::min<int64_t>(upper, 0), min_cols = *len + std::max<int64_t>(lower, 0);
    if (rows == -1 && cols == -1) {
      rows = cols = std::max(min_rows, min_cols);
    } else if (rows == -1) {
      rows = min_rows;
    } else if (rows < min_rows) {
      throw OpValueError("num_rows is too small");
    }
    if (cols == -1) cols = min_cols;
    else if (cols < min_cols) throw OpValueError("num_cols is too small.");
    if (rows != min_rows && cols != min_cols)
      throw OpValueError("num_rows and num_cols are not consistent with d_lower, d_upper, and diagonal.");
    dims.push_back(rows);
    dims.push_back(cols);
    return one(t, TensorShape(std::move(dims)));
  };
  // matrix_diag_op.cc MatrixDiagOp::Compute with its checks; elements off the band take
  // padding_value.
  d.kernel = +[](KernelContext& c) {
    const Tensor& diag = c.inputs[0];
    const Tensor& k = c.inputs[1];
    if (k.rank() > 1) throw tensor::invalid_argument("diag_index must be a scalar or vector, received shape: " + tensor::shape_debug_string(k.shape()));
    const diag_layout::Band band = diag_layout::band_of(k.to_int64_vector());
    if (c.inputs[2].rank() != 0) throw tensor::invalid_argument("num_rows must be a scalar");
    if (c.inputs[3].rank() != 0) throw tensor::invalid_argument("num_cols must be a scalar");
    const Tensor& padding = c.inputs[4];
    if (padding.rank() != 0)
      throw tensor::invalid_argument("padding_value must be a scalar, received shape: " + tensor::shape_debug_string(padding.shape()));
    if (diag.rank() < 1) throw tensor::invalid_argument("diagonal must be at least 1-dim, received shape: " + tensor::shape_debug_string(diag.shape()));
    const int64_t num_diags = band.num_diags();
    if (band.lower != band.upper && (diag.rank() < 2 || diag.shape()[diag.rank() - 2] != num_diags))
      throw tensor::invalid_argument("The number of diagonals provided in the input does not match the lower_diag_index and upper_diag_index range.");
    const int64_t max_len = diag.shape().back();
    const int64_t min_rows = max_len - std::min<int64_t>(band.upper, 0), min_cols = max_len + std::max<int64_t>(band.lower, 0);
    int64_t rows = c.inputs[2].as_int64(0), cols = c.inputs[3].as_int64(0);
    if (rows != -1 && rows < min_rows) throw tensor::invalid_argument("The number of rows is too small.");
    if (cols != -1 && cols < min_cols) throw tensor::invalid_argument("The number of columns is too small.");
    if (rows == -1 && cols == -1) {
      rows = cols = std::max(min_rows, min_cols);
    } else if (rows == -1) {
      rows = min_rows;
    } else if (cols == -1) {
      cols = min_cols;
    }
    if (rows != min_rows && cols != min_cols)
      throw tensor::invalid_argument("The number of rows or columns is not consistent with the specified d_lower, d_upper, and diagonal.");
    tensor::Shape shape(diag.shape().begin(), diag.shape().end() - (band.lower == band.upper ? 1 : 2));
    shape.push_back(rows);
    shape.push_back(cols);
    // The output shape (AddDimWithStatus) and its allocation come before the index maps.
    tensor::add_dims_checked(shape);
    tensor::check_allocation(diag.dtype(), shape);
    const std::vector<int64_t> map = diag_layout::matrix_to_compact(band, rows, cols, max_len, c.attr<std::string>("align"));
    const int64_t per_batch = (band.lower == band.upper ? 1 : num_diags) * max_len;
    const int64_t batches = per_batch ? diag.num_elements() / per_batch : 0;
    std::vector<int64_t> src;
    src.reserve(static_cast<std::size_t>(batches * rows * cols));
    for (int64_t b = 0; b < batches; ++b)
      for (int64_t m : map) src.push_back(m < 0 ? -1 : b * per_batch + m);
    return std::vector<Tensor>{gather_elements(diag, src, shape, &padding)};
  };
  r.add(std::move(d));

  for (bool ones : {false, true}) {
    OpDef z = make(ones ? "OnesLike" : "ZerosLike",
                   ones ? "Returns a tensor of ones with the same shape and type as x."
                        : "Returns a tensor of zeros with the same shape and type as x.");
    z.inputs = {arg("x", "T")};
    z.outputs = {arg("y", "T")};
    z.attrs = {type_attr("T", ones ? "bfloat16, float16, float32, float64, int8, uint8, int16, uint16, int32, "
                                     "uint32, int64, uint64, complex64, complex128, bool"
                                   : "")};
    z.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
    z.kernel = [ones](KernelContext& c) {
      const Tensor& x = c.inputs[0];
      Tensor out = Tensor::zeros(x.dtype(), x.shape());
      if (ones) {
        Tensor one_value = tensor::cast(Tensor::scalar_bool(true), x.dtype());
        out = tensor::fill(Tensor::from_vector<int64_t>(DType::Int64, {x.rank()}, x.shape()), one_value);
      }
      return std::vector<Tensor>{out};
    };
    r.add(std::move(z));
  }
}

}  // namespace

void register_index_ops(OpRegistry& r) {
  add_strided_slice(r);
  add_slice(r);
  add_gather(r);
  add_tile_broadcast(r);
  add_unpack_split(r);
  add_select_where(r);
  add_diag_like(r);
}

}  // namespace tfplay::graph
