// SpaceToBatchND / BatchToSpaceND and their 4-D forms SpaceToBatch / BatchToSpace (TF:
// tensorflow/core/ops/array_ops.cc, kernels spacetobatch_op.cc, batchtospace_op.cc). The M
// spatial dimensions after the batch are zero-padded (or cropped) and cut into blocks of
// `block_shape`; each offset inside a block becomes its own slice of the batch, the block's
// offset varying slowest: output batch index = flat_offset * batch + b. Both kernels build a
// flat index map and move elements with gather_elements, so every dtype shares one code path.
#include <string>

#include "core/graph/element_maps.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;

using tensor::Dim;
using tensor::OpError;
using tensor::OpValueError;
using tensor::invalid_argument;

// TF registers these kernels for TF_CALL_REAL_NUMBER_TYPES only.
void require_real_number(const std::string& op, DType t) {
  if (t == DType::Bool || t == DType::String) {
    throw OpError(OpError::Code::NotFound, "tfplay: " + op + " has no kernel for " + std::string(tensor::name(t)) +
                                               " (TensorFlow registers it for real number types only)");
  }
}

std::vector<int64_t> flat_ints(const Tensor& t) {
  std::vector<int64_t> out(static_cast<std::size_t>(t.num_elements()));
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = t.as_int64(static_cast<int64_t>(i));
  return out;
}

// A shape's dims as TensorShape::DebugString prints them: "[2,2]".
std::string debug_dims(const std::vector<int64_t>& dims) {
  std::string s = "[";
  for (std::size_t i = 0; i < dims.size(); ++i) s += (i ? "," : "") + num(dims[i]);
  return s + "]";
}

// SpaceToBatchShapeHelper / BatchToSpaceShapeHelper (array_ops.cc): the batch grows (shrinks)
// by the product of block_shape when it is known; each spatial dimension is padded and divided
// (multiplied and cropped) when both block_shape and paddings (crops) are known.
TensorShape space_batch_shape(bool to_batch, TensorShape input, const TensorShape& block_shape_shape,
                              const Tensor* block_shape_t, const TensorShape& pads_shape, const Tensor* pads_t) {
  if (!block_shape_shape.has_rank() || *block_shape_shape.rank() != 1) throw OpValueError("block_shape must have rank 1.");
  const Dim m_dim = block_shape_shape.as_list()[0];
  if (!m_dim) throw OpValueError("block_shape must have known size.");
  const int64_t m = *m_dim;
  if (input.has_rank() && *input.rank() < m + 1) {
    throw OpValueError("Shape must be at least rank " + num(m + 1) + " but is rank " + num(*input.rank()));
  }
  // Merge(paddings, Matrix(m, 2)).
  if (pads_shape.has_rank()) {
    if (*pads_shape.rank() != 2) throw OpValueError("Shapes must be equal rank, but are " + num(*pads_shape.rank()) + " and 2");
    const std::vector<int64_t> want{m, 2};
    for (int i = 0; i < 2; ++i) {
      const Dim d = pads_shape.as_list()[i];
      if (d && *d != want[i]) {
        throw OpValueError("Dimension " + num(i) + " in both shapes must be equal, but are " + num(*d) + " and " + num(want[i]) +
                           ". Shapes are " + pads_shape.debug_string() + " and " + debug_dims(want) + ".");
      }
    }
  }
  const bool rank_known = input.has_rank() && *input.rank() >= m + 1;
  Dim batch = rank_known ? input.as_list()[0] : Dim();
  std::vector<int64_t> block;
  if (block_shape_t && block_shape_t->num_elements() > 0) {
    block = flat_ints(*block_shape_t);
    int64_t product = 1;
    for (int64_t i = 0; i < m; ++i) {
      if (block[i] < 1) throw OpValueError("block_shape must be positive");
      product *= block[i];
    }
    if (batch) {
      if (to_batch) batch = Dim(*batch * product);
      else if (*batch % product != 0) {
        throw OpValueError("Dimension size must be evenly divisible by " + num(product) + " but is " + num(*batch));
      } else batch = Dim(*batch / product);
    }
  } else if (m > 0) {
    batch = Dim();
  }
  std::vector<Dim> out{batch};
  out.resize(static_cast<std::size_t>(m + 1));
  if (pads_t && pads_t->num_elements() > 0) {
    const std::vector<int64_t> pads = flat_ints(*pads_t);
    for (int64_t i = 0; i < m; ++i) {
      const int64_t start = pads[2 * i], end = pads[2 * i + 1];
      if (start < 0 || end < 0) throw OpValueError(to_batch ? "paddings cannot be negative" : "crops cannot be negative");
      if (!block_shape_t || !rank_known) continue;
      const Dim d = input.as_list()[static_cast<std::size_t>(i + 1)];
      if (!d) continue;
      if (to_batch) {
        const int64_t padded = *d + start + end;
        if (padded % block[i] != 0) {
          throw OpValueError("Dimension size must be evenly divisible by " + num(block[i]) + " but is " + num(padded));
        }
        out[i + 1] = Dim(padded / block[i]);
      } else {
        const int64_t grown = *d * block[i];
        if (grown - start < 0) throw OpValueError("Negative dimension size caused by subtracting " + num(start) + " from " + num(grown));
        if (grown - start - end < 0) {
          throw OpValueError("Negative dimension size caused by subtracting " + num(end) + " from " + num(grown - start));
        }
        out[i + 1] = Dim(grown - start - end);
      }
    }
  }
  if (!rank_known) return TensorShape::unknown();
  const std::vector<Dim>& dims = input.as_list();
  for (std::size_t i = static_cast<std::size_t>(m + 1); i < dims.size(); ++i) out.push_back(dims[i]);
  return TensorShape(std::move(out));
}

// SpaceToBatchOpCompute / BatchToSpaceOpCompute: the checks in the kernels' order, then the
// element map. `pads` are paddings (to_batch) or crops.
Tensor space_batch_kernel(bool to_batch, const Tensor& x, const Tensor& block_shape_t, const Tensor& pads_t) {
  const char* pads_name = to_batch ? "paddings" : "crops";
  if (block_shape_t.rank() != 1) throw invalid_argument("block_shape rank should be 1 instead of " + num(block_shape_t.rank()));
  const int64_t m = block_shape_t.shape()[0];
  if (x.rank() < 1 + m) throw invalid_argument("input rank should be >= " + num(1 + m) + " instead of " + num(x.rank()));
  if (!(pads_t.rank() == 2 && pads_t.shape()[0] == m && pads_t.shape()[1] == 2)) {
    throw invalid_argument(std::string(pads_name) + " should have shape [" + num(m) + ", 2] instead of " +
                           debug_dims(std::vector<int64_t>(pads_t.shape().begin(), pads_t.shape().end())));
  }
  const std::vector<int64_t> block = flat_ints(block_shape_t), pads = flat_ints(pads_t);
  // The leading and trailing block dims with block 1 and no padding fold into batch and depth
  // in TF; only the rest are checked and counted against the limit of 4.
  int64_t prefix = 0, suffix = 0;
  auto trivial = [&](int64_t d) { return pads[2 * d] == 0 && pads[2 * d + 1] == 0 && block[d] == 1; };
  while (prefix < m && trivial(prefix)) ++prefix;
  while (suffix < m - prefix && trivial(m - 1 - suffix)) ++suffix;
  int64_t product = 1;
  for (int64_t d = 0; d < m; ++d) {
    if (to_batch && block[d] < 1) {
      throw invalid_argument("All values in block_shape must be positive, got value, " + num(block[d]) + " at index " + num(d) + ".");
    }
    product *= block[d];
  }
  if (product <= 0) throw invalid_argument("Product of block sizes must be positive, got " + num(product));
  const std::vector<int64_t> in_dims(x.shape().begin(), x.shape().end());
  if (!to_batch && in_dims[0] % product != 0) {
    throw invalid_argument("Input batch dimension (" + num(in_dims[0]) + ") is not divisible by product of block sizes (" +
                           num(product) + ")");
  }
  const int64_t internal = m - prefix - suffix;
  if (internal > 4) {
    throw invalid_argument("Maximum number of non-combined block dimensions is " + num(internal) + " but must not exceed 4");
  }
  if (internal == 0) return x;
  std::vector<int64_t> out_dims = in_dims;
  out_dims[0] = to_batch ? in_dims[0] * product : in_dims[0] / product;
  for (int64_t d = prefix; d < m - suffix; ++d) {
    const int64_t start = pads[2 * d], end = pads[2 * d + 1], size = in_dims[d + 1];
    if (to_batch) {
      if (start < 0 || end < 0) throw invalid_argument("Paddings must be non-negative");
      const int64_t padded = size + start + end;
      if (padded % block[d] != 0) {
        throw invalid_argument("padded_shape[" + num(d) + "]=" + num(padded) + " is not divisible by block_shape[" + num(d) +
                               "]=" + num(block[d]));
      }
      out_dims[d + 1] = padded / block[d];
    } else {
      if (start < 0 || end < 0) throw invalid_argument("Crops must be non-negative");
      const int64_t cropped = size * block[d] - start - end;
      if (cropped < 0) throw invalid_argument("cropped_shape[" + num(d) + "]=" + num(cropped) + " must be non-negative");
      out_dims[d + 1] = cropped;
    }
  }
  const std::vector<int64_t> in_st = strides_of(in_dims);
  std::vector<int64_t> src(static_cast<std::size_t>(tensor::num_elements_of(out_dims)));
  for_each_index(out_dims, [&](int64_t i, const std::vector<int64_t>& at) {
    int64_t offset = 0;  // the flat offset inside a block, row-major over block_shape
    int64_t from = 0;
    if (to_batch) {
      // Output (ob, j_1..j_M, rest) reads padded position j_d * block_d + k_d of batch b.
      const int64_t batch = in_dims[0];
      const int64_t b = at[0] % batch;
      offset = at[0] / batch;
      std::vector<int64_t> k(static_cast<std::size_t>(m));
      for (int64_t d = m - 1; d >= 0; --d) {
        k[d] = offset % block[d];
        offset /= block[d];
      }
      from = b * in_st[0];
      for (int64_t d = 0; d < m; ++d) {
        const int64_t pos = at[d + 1] * block[d] + k[d] - pads[2 * d];
        if (pos < 0 || pos >= in_dims[d + 1]) {
          src[i] = -1;
          return;
        }
        from += pos * in_st[d + 1];
      }
    } else {
      // Output (b, s_1..s_M, rest) reads uncropped position s_d + crop_start_d, which sits in
      // block offset k_d of input position j_d.
      const int64_t batch = out_dims[0];
      from = 0;
      for (int64_t d = 0; d < m; ++d) {
        const int64_t pos = at[d + 1] + pads[2 * d];
        offset = offset * block[d] + pos % block[d];
        from += pos / block[d] * in_st[d + 1];
      }
      from += (offset * batch + at[0]) * in_st[0];
    }
    for (std::size_t d = static_cast<std::size_t>(m + 1); d < at.size(); ++d) from += at[d] * in_st[d];
    src[i] = from;
  });
  const Tensor zero = Tensor::zeros(x.dtype(), {});
  return gather_elements(x, src, out_dims, &zero);
}

void add_space_batch_nd(OpRegistry& r) {
  for (const bool to_batch : {true, false}) {
    const std::string name = to_batch ? "SpaceToBatchND" : "BatchToSpaceND";
    const std::string pads = to_batch ? "paddings" : "crops", pads_type = to_batch ? "Tpaddings" : "Tcrops";
    OpDef d = make(name, to_batch ? "SpaceToBatch for N-D tensors of type T." : "BatchToSpace for N-D tensors of type T.");
    d.inputs = {arg("input", "T"), arg("block_shape", "Tblock_shape"), arg(pads, pads_type)};
    d.outputs = {arg("output", "T")};
    d.attrs = {type_attr("T", ""), type_attr("Tblock_shape", "int32, int64", DType::Int32), type_attr(pads_type, "int32, int64", DType::Int32)};
    d.shape_fn = [to_batch](const InferenceContext& c) {
      return one(c.attr<DType>("T"), space_batch_shape(to_batch, c.input_shapes[0], c.input_shapes[1], c.input_values[1],
                                                       c.input_shapes[2], c.input_values[2]));
    };
    d.kernel = [to_batch, name](KernelContext& c) {
      require_real_number(name, c.inputs[0].dtype());
      return std::vector<Tensor>{space_batch_kernel(to_batch, c.inputs[0], c.inputs[1], c.inputs[2])};
    };
    r.add(std::move(d));
  }
}

// The legacy 4-D ops: block_size (>= 2) for both spatial dimensions.
void add_space_batch_4d(OpRegistry& r) {
  for (const bool to_batch : {true, false}) {
    const std::string name = to_batch ? "SpaceToBatch" : "BatchToSpace";
    const std::string pads = to_batch ? "paddings" : "crops", pads_type = to_batch ? "Tpaddings" : "Tidx";
    OpDef d = make(name, to_batch ? "SpaceToBatch for 4-D tensors of type T." : "BatchToSpace for 4-D tensors of type T.");
    d.inputs = {arg("input", "T"), arg(pads, pads_type)};
    d.outputs = {arg("output", "T")};
    d.attrs = {type_attr("T", ""), type_attr(pads_type, "int32, int64", DType::Int32), plain_attr("block_size", "int")};
    d.shape_fn = [to_batch](const InferenceContext& c) {
      const int64_t bs = c.attr<int64_t>("block_size");
      if (bs < 2) throw OpValueError("Value for attr 'block_size' of " + num(bs) + " must be at least minimum 2");
      const TensorShape& in = c.input_shapes[0];
      if (in.has_rank() && *in.rank() != 4) throw OpValueError("Shape must be rank 4 but is rank " + num(*in.rank()));
      const Tensor block = Tensor::from_vector<int64_t>(DType::Int64, {2}, {bs, bs});
      const TensorShape input = in.has_rank() ? in : TensorShape::unknown_with_rank(4);
      return one(c.attr<DType>("T"), space_batch_shape(to_batch, input, TensorShape({Dim(2)}), &block, c.input_shapes[1],
                                                       c.input_values[1]));
    };
    d.kernel = [to_batch, name](KernelContext& c) {
      require_real_number(name, c.inputs[0].dtype());
      const int64_t bs = c.attr<int64_t>("block_size");
      if (bs < 2) throw invalid_argument("Block size should be > 1: " + num(bs));
      // TF's message has no space before "instead".
      if (c.inputs[0].rank() != 4) throw invalid_argument("Input rank should be: 4instead of: " + num(c.inputs[0].rank()));
      const Tensor block = Tensor::from_vector<int64_t>(DType::Int64, {2}, {bs, bs});
      return std::vector<Tensor>{space_batch_kernel(to_batch, c.inputs[0], block, c.inputs[1])};
    };
    r.add(std::move(d));
  }
}

}  // namespace

void register_space_batch_ops(OpRegistry& r) {
  add_space_batch_nd(r);
  add_space_batch_4d(r);
}

}  // namespace tfplay::graph
