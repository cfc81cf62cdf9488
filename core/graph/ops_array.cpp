// Array ops (TF: tensorflow/core/ops/array_ops.cc, math_ops.cc Range): Identity, IdentityN, Const,
// Shape, Size, Rank, Reshape, Fill, Range, Pack, ConcatV2, Transpose, ExpandDims, Squeeze.
#include <cstring>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/broadcast.h"
#include "core/graph/shape_refiner.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/half.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::one;
using op_def_builders::merge_shapes;

using tensor::Dim;
using tensor::OpValueError;

const char* kIndex = "int32, int64";

// SetOutputShapeForReshape (array_ops.cc) for a shape known only in part: with exactly one
// unknown dim on each side and equal known element counts, the unknown dims are equal; with a
// fully known input, the one unknown output dim is what remains.
TensorShape reshape_partial(const TensorShape& in, TensorShape out) {
  if (!in.has_rank() || !out.has_rank()) return out;
  auto count = [](const TensorShape& s, int& unknown, bool& too_many) {
    int64_t known = 1;
    const auto& dims = s.as_list();
    for (std::size_t i = 0; i < dims.size(); ++i) {
      if (!dims[i]) {
        too_many = too_many || unknown >= 0;
        unknown = static_cast<int>(i);
      } else {
        known *= *dims[i];
      }
    }
    return known;
  };
  int in_unknown = -1, out_unknown = -1;
  bool too_many = false;
  const int64_t known_in = count(in, in_unknown, too_many);
  const int64_t known_out = count(out, out_unknown, too_many);
  if (too_many || out_unknown < 0 || known_out <= 0) return out;
  std::vector<Dim> dims = out.as_list();
  if (in_unknown < 0 && known_in % known_out == 0) dims[static_cast<std::size_t>(out_unknown)] = known_in / known_out;
  else if (in_unknown >= 0 && known_in == known_out) dims[static_cast<std::size_t>(out_unknown)] = in.as_list()[static_cast<std::size_t>(in_unknown)];
  return TensorShape(std::move(dims));
}

void add_identity_const(OpRegistry& r) {
  OpDef id = make("Identity", "Return a tensor with the same shape and contents as the input.");
  id.inputs = {arg("input", "T")};
  id.outputs = {arg("output", "T")};
  id.attrs = {type_attr("T", "")};
  id.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
  id.kernel = +[](KernelContext& c) { return std::vector<Tensor>{c.inputs[0]}; };
  r.add(std::move(id));

  OpDef idn = make("IdentityN", "Returns a list of tensors with the same shapes and contents as the input tensors.");
  idn.inputs = {type_list_arg("input", "T")};
  idn.outputs = {type_list_arg("output", "T")};
  idn.attrs = {plain_attr("T", "list(type)")};
  idn.shape_fn = +[](const InferenceContext& c) {
    std::vector<OutputSpec> out;
    for (std::size_t i = 0; i < c.input_dtypes.size(); ++i) out.push_back({c.input_dtypes[i], c.input_shapes[i]});
    return out;
  };
  idn.kernel = +[](KernelContext& c) { return c.inputs; };
  r.add(std::move(idn));

  // PlaceholderWithDefault (array_ops.cc): `input` unless fed; tfplay never feeds it, so it
  // passes its input through. Its static shape is the `shape` attr; shape inference and the
  // build-time constant evaluator do not look through it (pfor's loop variable relies on that).
  OpDef pwd = make("PlaceholderWithDefault", "A placeholder op that passes through `input` when its output is not fed.");
  pwd.inputs = {arg("input", "dtype")};
  pwd.outputs = {arg("output", "dtype")};
  pwd.attrs = {type_attr("dtype", ""), plain_attr("shape", "shape")};
  pwd.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("dtype"), c.attr<TensorShape>("shape")); };
  pwd.kernel = +[](KernelContext& c) { return std::vector<Tensor>{c.inputs[0]}; };
  r.add(std::move(pwd));

  // GuaranteeConst (array_ops.cc): its input, promised constant for the rest of the run.
  OpDef gc = make("GuaranteeConst", "Gives a guarantee to the TF runtime that the input tensor is a constant.");
  gc.inputs = {arg("input", "T")};
  gc.outputs = {arg("output", "T")};
  gc.attrs = {type_attr("T", "")};
  gc.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
  gc.kernel = +[](KernelContext& c) { return std::vector<Tensor>{c.inputs[0]}; };
  r.add(std::move(gc));

  OpDef k = make("Const", "Returns a constant tensor (attr `value`).");
  k.outputs = {arg("output", "dtype")};
  k.attrs = {plain_attr("value", "tensor"), type_attr("dtype", "")};
  k.shape_fn = +[](const InferenceContext& c) {
    const Tensor& v = c.attr<Tensor>("value");
    return one(v.dtype(), v.tensor_shape());
  };
  k.kernel = +[](KernelContext& c) { return std::vector<Tensor>{c.attr<Tensor>("value")}; };
  r.add(std::move(k));

  // BroadcastArgs(s0, s1): the broadcast of two shape vectors (array_ops.cc; BroadcastArgsOp).
  OpDef b = make("BroadcastArgs", "Return the shape of s0 op s1 with broadcast.");
  b.inputs = {arg("s0", "T"), arg("s1", "T")};
  b.outputs = {arg("r0", "T")};
  b.attrs = {type_attr("T", kIndex, DType::Int32)};
  b.shape_fn = +[](const InferenceContext& c) {
    const TensorShape &x = c.input_shapes[0], &y = c.input_shapes[1];
    // WithRank(shape_x, 1), WithRank(shape_y, 1).
    for (const TensorShape* s : {&x, &y})
      if (s->has_rank() && *s->rank() != 1) throw OpValueError("Shape must be rank 1 but is rank " + std::to_string(*s->rank()));
    if (!x.has_rank() || !y.has_rank() || !x.as_list()[0] || !y.as_list()[0])
      return one(c.attr<DType>("T"), TensorShape::unknown_with_rank(1));
    return one(c.attr<DType>("T"), TensorShape({Dim(std::max(*x.as_list()[0], *y.as_list()[0]))}));
  };
  b.kernel = +[](KernelContext& c) {
    const std::vector<int64_t> out = tensor::plan_broadcast(c.inputs[0].to_int64_vector(), c.inputs[1].to_int64_vector()).out_shape;
    return std::vector<Tensor>{tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(out.size())}, out),
                                            c.attr<DType>("T"))};
  };
  r.add(std::move(b));
}

void add_shape_size_rank(OpRegistry& r) {
  OpDef s = make("Shape", "Returns the shape of a tensor.");
  s.inputs = {arg("input", "T")};
  s.outputs = {arg("output", "out_type")};
  s.attrs = {type_attr("T", ""), type_attr("out_type", kIndex, DType::Int32)};
  s.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    return one(c.attr<DType>("out_type"),
               in.has_rank() ? TensorShape({Dim(*in.rank())}) : TensorShape::unknown_with_rank(1));
  };
  s.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const DType out = c.attr<DType>("out_type");
    Tensor dims = Tensor::from_vector<int64_t>(DType::Int64, {in.rank()}, in.shape());
    return std::vector<Tensor>{tensor::cast(dims, out)};
  };
  r.add(std::move(s));

  OpDef z = make("Size", "Returns the number of elements of a tensor.");
  z.inputs = {arg("input", "T")};
  z.outputs = {arg("output", "out_type")};
  z.attrs = {type_attr("T", ""), type_attr("out_type", kIndex, DType::Int32)};
  z.shape_fn = +[](const InferenceContext& c) {
    return one(c.attr<DType>("out_type"), TensorShape::scalar());
  };
  z.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::cast(Tensor::scalar_int64(c.inputs[0].num_elements()),
                                            c.attr<DType>("out_type"))};
  };
  r.add(std::move(z));

  OpDef k = make("Rank", "Returns the rank of a tensor.");
  k.inputs = {arg("input", "T")};
  k.outputs = {fixed_arg("output", DType::Int32)};
  k.attrs = {type_attr("T", "")};
  k.shape_fn = +[](const InferenceContext&) { return one(DType::Int32, TensorShape::scalar()); };
  k.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{Tensor::scalar_int32(c.inputs[0].rank())};
  };
  r.add(std::move(k));
}

void add_reshape(OpRegistry& r) {
  OpDef d = make("Reshape", "Reshapes a tensor (one size may be -1).");
  d.inputs = {arg("tensor", "T"), arg("shape", "Tshape")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", ""), type_attr("Tshape", kIndex, DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("T");
    const Tensor* sizes = c.input_values[1];
    if (!sizes) return one(t, reshape_partial(c.input_shapes[0], shape_from_shape_tensor(c, 1)));
    const std::vector<int64_t> req = sizes->to_int64_vector();
    const TensorShape& in = c.input_shapes[0];
    std::vector<Dim> out;
    int unknown = -1, unknowns = 0;
    int64_t known_product = 1;
    for (size_t i = 0; i < req.size(); ++i) {
      if (req[i] == -1) {
        unknown = static_cast<int>(i);
        ++unknowns;
        out.push_back(Dim());
      } else {
        known_product *= req[i];
        out.push_back(req[i]);
      }
    }
    if (const auto n = in.num_elements()) {
      const TensorShape requested(out);
      if (unknown >= 0) {
        // SetOutputShapeForReshape: one unknown output dim and a known, nonzero product of the
        // others gives Divide(in_elems, product, evenly_divisible); otherwise nothing is inferred.
        if (unknowns == 1 && known_product > 0) {
          if (*n % known_product != 0) {
            throw OpValueError("Dimension size must be evenly divisible by " + std::to_string(known_product) + " but is " +
                               std::to_string(*n));
          }
          out[unknown] = *n / known_product;
        }
      } else if (known_product != *n) {
        throw OpValueError("Cannot reshape a tensor with " + std::to_string(*n) +
                           " elements to shape " + requested.debug_string() + " (" +
                           std::to_string(known_product) + " elements)");
      }
    }
    return one(t, TensorShape(std::move(out)));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& sizes = c.inputs[1];
    if (sizes.rank() > 1) {
      throw tensor::invalid_argument("sizes input must be 1-D, not " +
                                     tensor::shape_debug_string(sizes.shape()));
    }
    return std::vector<Tensor>{tensor::reshape(c.inputs[0], sizes.to_int64_vector())};
  };
  r.add(std::move(d));
}

void add_fill_range(OpRegistry& r) {
  OpDef f = make("Fill", "Creates a tensor filled with a scalar value.");
  f.inputs = {arg("dims", "index_type"), arg("value", "T")};
  f.outputs = {arg("output", "T")};
  f.attrs = {type_attr("T", ""), type_attr("index_type", kIndex, DType::Int32)};
  f.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), shape_from_shape_tensor(c, 0)); };
  f.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::fill(c.inputs[0], c.inputs[1])};
  };
  r.add(std::move(f));

  OpDef g = make("Range", "Creates a sequence of numbers: start, start + delta, ... < limit.");
  g.inputs = {arg("start", "Tidx"), arg("limit", "Tidx"), arg("delta", "Tidx")};
  g.outputs = {arg("output", "Tidx")};
  g.attrs = {type_attr("Tidx", "bfloat16, float16, float32, float64, int8, int16, int32, int64, uint16, uint32",
                       DType::Int32)};
  g.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("Tidx");
    if (c.input_values[0] && c.input_values[1] && c.input_values[2]) {
      try {
        return one(t, TensorShape({Dim(tensor::range_size(*c.input_values[0], *c.input_values[1],
                                                          *c.input_values[2]))}));
      } catch (const tensor::OpError& e) {
        throw OpValueError(e.what());  // graph-time: ValueError with the kernel's text
      }
    }
    return one(t, TensorShape::unknown_with_rank(1));
  };
  g.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::range(c.inputs[0], c.inputs[1], c.inputs[2])};
  };
  r.add(std::move(g));
}

void add_pack_concat(OpRegistry& r) {
  OpDef p = make("Pack", "Packs a list of N rank-R tensors into one rank-(R+1) tensor.");
  p.inputs = {list_arg("values", "N", "T")};
  p.outputs = {arg("output", "T")};
  p.attrs = {plain_attr("N", "int"), type_attr("T", ""), plain_attr("axis", "int", int64_t{0})};
  p.shape_fn = +[](const InferenceContext& c) {
    TensorShape cur = c.input_shapes.back();
    for (int i = c.num_inputs() - 2; i >= 0; --i) {
      try {
        cur = merge_shapes(c.input_shapes[i], cur);
      } catch (const OpValueError& e) {
        throw OpValueError(std::string(e.what()) + "\n\tFrom merging shape " + std::to_string(i) +
                           " with other shapes.");
      }
    }
    const DType t = c.attr<DType>("T");
    if (!cur.has_rank()) return one(t, TensorShape::unknown());
    const int64_t rank = *cur.rank();
    int64_t axis = c.attr<int64_t>("axis");
    if (axis < -(rank + 1) || axis >= rank + 1) {
      throw OpValueError("Invalid axis: " + std::to_string(axis) + "; must be in [" +
                         std::to_string(-(rank + 1)) + "," + std::to_string(rank + 1) + ")");
    }
    if (axis < 0) axis += rank + 1;
    std::vector<Dim> dims = cur.as_list();
    dims.insert(dims.begin() + axis, Dim(c.num_inputs()));
    return one(t, TensorShape(std::move(dims)));
  };
  p.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::pack(c.inputs, c.attr<int64_t>("axis"))};
  };
  r.add(std::move(p));

  // ParallelConcat (array_ops.cc), what tf.parallel_stack builds: the inputs (each of shape
  // [1, ...]) concatenated along dimension 0 into a tensor of the `shape` attr.
  OpDef pc = make("ParallelConcat", "Concatenates a list of `N` tensors along the first dimension.");
  pc.inputs = {list_arg("values", "N", "T")};
  pc.outputs = {arg("output", "T")};
  pc.attrs = {plain_attr("N", "int"), type_attr("T", ""), plain_attr("shape", "shape")};
  pc.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.attr<TensorShape>("shape")); };
  // TF runs no ParallelConcat kernel: a graph pass rewrites it into _ParallelConcatStart (the
  // output, of the `shape` attr) and one _ParallelConcatUpdate per input at loc = i
  // (inplace_ops.cc), whose checks these are.
  pc.kernel = +[](KernelContext& c) {
    const TensorShape shape = c.attr<TensorShape>("shape");
    for (std::size_t i = 0; i < c.inputs.size(); ++i) {
      if (!shape.has_rank() || *shape.rank() < 1) throw tensor::invalid_argument("value should be at least rank 1.");
      const int64_t rows = shape.as_list()[0] ? *shape.as_list()[0] : 0;
      if (rows <= static_cast<int64_t>(i))
        throw tensor::invalid_argument("0th dimension of value = " + std::to_string(rows) + " must be greater than loc_ = " +
                                       std::to_string(i));
    }
    return std::vector<Tensor>{tensor::concat(c.inputs, 0)};
  };
  r.add(std::move(pc));

  OpDef k = make("ConcatV2", "Concatenates tensors along one dimension.");
  k.inputs = {list_arg("values", "N", "T"), arg("axis", "Tidx")};
  k.outputs = {arg("output", "T")};
  k.attrs = {plain_attr("N", "int"), type_attr("T", ""), type_attr("Tidx", kIndex, DType::Int32)};
  // common_shape_fns.cc ConcatShapeHelper: merge the dims before and after the concat axis
  // (inputs from the last to the first) and add up the concat dim.
  k.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("T");
    const int n = c.num_inputs() - 1;
    const Tensor* axis_value = c.input_values[n];
    if (!axis_value) {
      int rank = -1;
      for (int i = 0; i < n && rank < 0; ++i)
        if (c.input_shapes[i].has_rank()) rank = *c.input_shapes[i].rank();
      if (rank < 0) return one(t, TensorShape::unknown());
      if (rank == 0) throw OpValueError("Can't concatenate scalars (use tf.stack instead)");
      for (int i = 0; i < n; ++i) op_def_builders::require_rank(c.input_shapes[i], rank);
      return one(t, TensorShape::unknown_with_rank(rank));
    }
    const int64_t concat_dim = axis_value->as_int64(0);
    const int64_t min_rank = concat_dim < 0 ? -concat_dim : concat_dim + 1;
    // (before, middle, after) of one input; unknown rank gives unknown parts.
    struct Parts {
      TensorShape before, after;
      Dim middle;
    };
    auto split = [&](const TensorShape& s) {
      if (!s.has_rank()) return Parts{TensorShape::unknown(), TensorShape::unknown(), Dim()};
      const int64_t rank = *s.rank();
      if (rank < min_rank) {
        throw OpValueError("Shape must be at least rank " + std::to_string(min_rank) + " but is rank " +
                           std::to_string(rank));
      }
      const int64_t axis = concat_dim < 0 ? concat_dim + rank : concat_dim;
      const auto& d = s.as_list();
      return Parts{TensorShape(std::vector<Dim>(d.begin(), d.begin() + axis)),
                   TensorShape(std::vector<Dim>(d.begin() + axis + 1, d.end())), d[axis]};
    };
    Parts out = split(c.input_shapes[n - 1]);
    for (int i = n - 2; i >= 0; --i) {
      Parts p = split(c.input_shapes[i]);
      out.before = merge_shapes(p.before, out.before);
      out.middle = (out.middle && p.middle) ? Dim(*out.middle + *p.middle) : Dim();
      out.after = merge_shapes(p.after, out.after);
    }
    if (!out.before.has_rank() || !out.after.has_rank()) {
      int rank = -1;
      for (int i = 0; i < n && rank < 0; ++i)
        if (c.input_shapes[i].has_rank()) rank = *c.input_shapes[i].rank();
      return one(t, rank < 0 ? TensorShape::unknown() : TensorShape::unknown_with_rank(rank));
    }
    return one(t, out.before.concatenate(TensorShape({out.middle})).concatenate(out.after));
  };
  k.kernel = +[](KernelContext& c) {
    const std::vector<Tensor> values(c.inputs.begin(), c.inputs.end() - 1);
    const Tensor& axis = c.inputs.back();
    if (axis.rank() != 0) {
      throw tensor::invalid_argument("Concat dim tensor should be a scalar, but got shape " +
                                     tensor::shape_debug_string(axis.shape()));
    }
    return std::vector<Tensor>{tensor::concat(values, axis.as_int64(0))};
  };
  r.add(std::move(k));
}

void add_dims_ops(OpRegistry& r) {
  OpDef t = make("Transpose", "Shuffles dimensions of x according to a permutation.");
  t.inputs = {arg("x", "T"), arg("perm", "Tperm")};
  t.outputs = {arg("y", "T")};
  t.attrs = {type_attr("T", ""), type_attr("Tperm", kIndex, DType::Int32)};
  t.shape_fn = +[](const InferenceContext& c) {
    const DType dt = c.attr<DType>("T");
    const TensorShape& in = c.input_shapes[0];
    const Tensor* perm = c.input_values[1];
    if (!in.has_rank()) return one(dt, TensorShape::unknown());
    if (!perm) return one(dt, TensorShape::unknown_with_rank(*in.rank()));
    const std::vector<int64_t> p = perm->to_int64_vector();
    if (static_cast<int>(p.size()) != *in.rank()) {
      throw OpValueError("Dimension must be " + std::to_string(*in.rank()) + " but is " +
                         std::to_string(p.size()));
    }
    std::vector<Dim> dims;
    for (int64_t i : p) {
      if (i < 0 || i >= *in.rank()) {
        throw OpValueError("perm dim " + std::to_string(i) + " is out of range of input rank " +
                           std::to_string(*in.rank()));
      }
      dims.push_back(in.as_list()[i]);
    }
    return one(dt, TensorShape(std::move(dims)));
  };
  t.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::transpose(c.inputs[0], c.inputs[1].to_int64_vector())};
  };
  r.add(std::move(t));

  OpDef e = make("ExpandDims", "Inserts a dimension of 1 into a tensor's shape.");
  e.inputs = {arg("input", "T"), arg("dim", "Tdim")};
  e.outputs = {arg("output", "T")};
  e.attrs = {type_attr("T", ""), type_attr("Tdim", kIndex, DType::Int32)};
  e.shape_fn = +[](const InferenceContext& c) {
    const DType dt = c.attr<DType>("T");
    const TensorShape& in = c.input_shapes[0];
    const Tensor* dim = c.input_values[1];
    if (!in.has_rank()) return one(dt, TensorShape::unknown());
    if (!dim) return one(dt, TensorShape::unknown_with_rank(*in.rank() + 1));
    const int64_t rank = *in.rank();
    const int64_t axis = dim->as_int64(0);
    if (axis < -1 - rank || axis > rank) {
      // array_ops.cc ExpandDims shape function (the kernel's text differs).
      throw OpValueError("dim " + std::to_string(axis) + " not in the interval [" + std::to_string(-1 - rank) + ", " +
                         std::to_string(rank) + "].");
    }
    std::vector<Dim> dims = in.as_list();
    dims.insert(dims.begin() + (axis < 0 ? axis + rank + 1 : axis), Dim(1));
    return one(dt, TensorShape(std::move(dims)));
  };
  e.kernel = +[](KernelContext& c) {
    const Tensor& dim = c.inputs[1];
    if (dim.num_elements() != 1) {
      throw tensor::invalid_argument("'dim' must be a tensor with a single value");
    }
    return std::vector<Tensor>{tensor::expand_dims(c.inputs[0], dim.as_int64(0))};
  };
  r.add(std::move(e));

  OpDef s = make("Squeeze", "Removes dimensions of size 1 from the shape of a tensor.");
  s.inputs = {arg("input", "T")};
  s.outputs = {arg("output", "T")};
  s.attrs = {type_attr("T", ""), plain_attr("squeeze_dims", "list(int)", std::vector<int64_t>{})};
  s.shape_fn = +[](const InferenceContext& c) {
    const DType dt = c.attr<DType>("T");
    const TensorShape& in = c.input_shapes[0];
    const auto& axes = c.attr<std::vector<int64_t>>("squeeze_dims");
    if (!in.has_rank()) return one(dt, TensorShape::unknown());
    const int64_t rank = *in.rank();
    std::vector<bool> wanted(rank, false);
    for (int64_t d : axes) {
      if (d < -rank || d >= rank) {
        throw OpValueError("Tried to squeeze dim index " + std::to_string(d) +
                           " for tensor with " + std::to_string(rank) + " dimensions.");
      }
      wanted[d < 0 ? d + rank : d] = true;
    }
    std::vector<Dim> dims;
    for (int64_t i = 0; i < rank; ++i) {
      const Dim& d = in.as_list()[i];
      if (axes.empty()) {
        if (!d) return one(dt, TensorShape::unknown());  // might be 1: result rank unknown
        if (*d != 1) dims.push_back(d);
      } else if (wanted[i]) {
        if (d && *d != 1) {
          throw OpValueError("Can not squeeze dim[" + std::to_string(i) +
                             "], expected a dimension of 1, got " + std::to_string(*d));
        }
      } else {
        dims.push_back(d);
      }
    }
    return one(dt, TensorShape(std::move(dims)));
  };
  s.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{
        tensor::squeeze(c.inputs[0], c.attr<std::vector<int64_t>>("squeeze_dims"))};
  };
  r.add(std::move(s));
}

// AddN and Cumsum (TF: core/ops/math_ops.cc) live here beside Pack: AddN shares its shape
// merging.
void add_accumulate(OpRegistry& r) {
  using tensor::OpError;
  OpDef n = make("AddN", "Adds all input tensors element-wise.");
  n.inputs = {list_arg("inputs", "N", "T")};
  n.outputs = {arg("sum", "T")};
  n.attrs = {plain_attr("N", "int"), type_attr("T", "bfloat16, float16, float32, float64, int8, uint8, int16, int32, int64, complex64, complex128, variant")};
  n.attrs[1].allowed.push_back(DType::Variant);  // TF's {numbertype, variant}: TensorList gradients add up
  n.shape_fn = +[](const InferenceContext& c) {
    TensorShape cur = c.input_shapes.back();
    for (int i = c.num_inputs() - 2; i >= 0; --i) {
      try {
        cur = merge_shapes(c.input_shapes[i], cur);
      } catch (const OpValueError& e) {
        throw OpValueError(std::string(e.what()) + "\n\tFrom merging shape " + std::to_string(i) + " with other shapes.");
      }
    }
    return one(c.attr<DType>("T"), cur);
  };
  n.kernel = +[](KernelContext& c) {
    Tensor sum = c.inputs[0];
    for (std::size_t i = 1; i < c.inputs.size(); ++i) {
      // aggregate_ops.cc: no broadcasting between the summands.
      if (c.inputs[i].shape() != c.inputs[0].shape()) {
        throw OpError(OpError::Code::InvalidArgument,
                      "Inputs to operation AddN of type AddN must have the same size and shape.  Input 0: " +
                          tensor::shape_debug_string(c.inputs[0].shape()) + " != input " + std::to_string(i) + ": " +
                          tensor::shape_debug_string(c.inputs[i].shape()));
      }
      sum = tensor::binary_op(tensor::BinaryOp::Add, sum, c.inputs[i]);
    }
    return std::vector<Tensor>{sum};
  };
  r.add(std::move(n));

  // Cumsum and Cumprod (scan_ops.cc): one scan kernel, adding or multiplying.
  for (const bool product : {false, true}) {
  const char* op_name = product ? "Cumprod" : "Cumsum";
  OpDef s = make(op_name, product ? "Compute the cumulative product of the tensor `x` along `axis`."
                                  : "Compute the cumulative sum of the tensor `x` along `axis`.");
  s.inputs = {arg("x", "T"), arg("axis", "Tidx")};
  s.outputs = {arg("out", "T")};
  s.attrs = {plain_attr("exclusive", "bool", false), plain_attr("reverse", "bool", false),
             // math_ops.cc: `T: numbertype`.
             type_attr("T", "float32, float64, int32, uint8, int16, int8, complex64, int64, qint8, quint8, qint32, "
                            "bfloat16, qint16, quint16, uint16, complex128, float16, uint32, uint64"),
             type_attr("Tidx", "int32, int64", DType::Int32)};
  s.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
  s.kernel = [product, op_name](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const int64_t rank = x.rank();
    if (c.inputs[1].rank() != 0) {
      throw OpError(OpError::Code::InvalidArgument, "ScanOp: axis must be a scalar, not " + tensor::shape_debug_string(c.inputs[1].shape()));
    }
    int64_t axis = c.inputs[1].as_int64(0);
    // scan_ops.cc ScanOp::Compute
    if (axis < -rank || axis >= rank) {
      throw OpError(OpError::Code::InvalidArgument, "ScanOp: Expected scan axis in the range [" + std::to_string(-rank) + ", " +
                                                        std::to_string(rank) + "), but got " + std::to_string(axis));
    }
    if (axis < 0) axis += rank;
    const bool exclusive = c.attr<bool>("exclusive"), reverse = c.attr<bool>("reverse");
    int64_t outer = 1, inner = 1;
    const int64_t len = x.shape()[static_cast<std::size_t>(axis)];
    for (int64_t i = 0; i < axis; ++i) outer *= x.shape()[static_cast<std::size_t>(i)];
    for (int64_t i = axis + 1; i < rank; ++i) inner *= x.shape()[static_cast<std::size_t>(i)];
    Tensor out = Tensor::zeros(x.dtype(), x.shape());
    auto scan = [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T* in = x.data<T>();
      T* o = out.mutable_data<T>();
      for (int64_t a = 0; a < outer; ++a)
        for (int64_t b = 0; b < inner; ++b) {
          T acc = product ? T(1) : T(0);
          for (int64_t k = 0; k < len; ++k) {
            const int64_t j = reverse ? len - 1 - k : k;
            const int64_t at = (a * len + j) * inner + b;
            if (exclusive) {
              o[at] = acc;
              acc = static_cast<T>(product ? acc * in[at] : acc + in[at]);
            } else {
              acc = static_cast<T>(product ? acc * in[at] : acc + in[at]);
              o[at] = acc;
            }
          }
        }
    };
    // The complex kernels too (scan_ops.cc registers TF_CALL_NUMBER_TYPES).
    if (tensor::is_complex(x.dtype())) tensor::visit_complex(x.dtype(), scan);
    else tensor::visit_numeric(x.dtype(), op_name, scan);
    return std::vector<Tensor>{tensor::finish_float16(std::move(out))};
  };
  r.add(std::move(s));
  }
}

// OneHot (TF: core/ops/array_ops.cc, kernels/one_hot_op.cc).
void add_one_hot(OpRegistry& r) {
  using tensor::OpError;
  OpDef d = make("OneHot", "Returns a one-hot tensor.");
  d.inputs = {arg("indices", "TI"), fixed_arg("depth", DType::Int32), arg("on_value", "T"), arg("off_value", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {plain_attr("axis", "int", int64_t{-1}), type_attr("T", ""), type_attr("TI", "uint8, int8, int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("T");
    const int64_t axis = c.attr<int64_t>("axis");
    if (axis < -1) throw OpValueError("axis must be >= -1");
    const TensorShape& ind = c.input_shapes[0];
    if (!ind.has_rank()) return one(t, TensorShape::unknown());
    const int64_t rank = *ind.rank();
    if (axis > rank) throw OpValueError("Expected axis to be -1 or between [0, " + std::to_string(rank + 1) + ").  But received: " + std::to_string(axis));
    Dim depth;
    if (const Tensor* v = c.input_values[1]) depth = Dim(v->as_int64(0));
    std::vector<Dim> dims = ind.as_list();
    dims.insert(dims.begin() + (axis == -1 ? rank : axis), depth);
    return one(t, TensorShape(std::move(dims)));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& ind = c.inputs[0];
    const int64_t rank = ind.rank();
    const int64_t axis = c.attr<int64_t>("axis");
    if (axis != -1 && (axis < 0 || axis > rank)) {
      throw OpError(OpError::Code::InvalidArgument, "Expected axis to be -1 or between [0, " + std::to_string(rank + 1) +
                                                        ").  But received: " + std::to_string(axis));
    }
    const int64_t depth = c.inputs[1].as_int64(0);
    if (depth < 0) throw OpError(OpError::Code::InvalidArgument, "depth must be non-negative, got: " + std::to_string(depth));
    const int64_t a = axis == -1 ? rank : axis;
    std::vector<int64_t> dims = ind.shape();
    int64_t outer = 1, inner = 1;
    for (int64_t i = 0; i < a; ++i) outer *= dims[static_cast<std::size_t>(i)];
    for (int64_t i = a; i < rank; ++i) inner *= dims[static_cast<std::size_t>(i)];
    dims.insert(dims.begin() + a, depth);
    const Tensor index = tensor::cast(ind, DType::Int64);
    const int64_t* idx = index.data<int64_t>();
    const Tensor& on = c.inputs[2];
    const Tensor& off = c.inputs[3];
    Tensor out = Tensor::zeros(on.dtype(), dims);
    tensor::visit_dtype(on.dtype(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T on_v = on.data<T>()[0], off_v = off.data<T>()[0];
      T* o = out.mutable_data<T>();
      for (int64_t p = 0; p < outer; ++p)
        for (int64_t k = 0; k < depth; ++k)
          for (int64_t i = 0; i < inner; ++i) o[(p * depth + k) * inner + i] = idx[p * inner + i] == k ? on_v : off_v;
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

// ---- Bitcast (array_ops.cc; kernels/bitcast_op.cc) -------------------------------------------

// The bytes of one element as TF stores it (float16 and bfloat16 are stored as float here: their 16 bits).
std::size_t tf_size(DType dt) { return tensor::is_reduced_float(dt) ? 2 : tensor::storage_size(dt); }

// Bitcast between int64 and the internal uint64 (same 8-byte words, same shape); any other
// pairing with uint64 is UnimplementedError naming the dtypes.
Tensor bitcast_int64_words(const Tensor& in, DType to) {
  const bool ok = (in.dtype() == DType::Int64 && to == DType::UInt64) || (in.dtype() == DType::UInt64 && to == DType::Int64) ||
                  (in.dtype() == DType::UInt64 && to == DType::UInt64);
  if (!ok)
    throw tensor::OpError(tensor::OpError::Code::TfplayUnsupported,
                          "tfplay's Bitcast supports uint64 only to and from int64, not " +
                              std::string(tensor::runtime_name(in.dtype())) + " to " + std::string(tensor::runtime_name(to)));
  Tensor out = Tensor::zeros(to, in.shape());
  if (in.num_elements() > 0)
    std::memcpy(to == DType::UInt64 ? static_cast<void*>(out.mutable_data<uint64_t>()) : static_cast<void*>(out.mutable_data<int64_t>()),
                in.dtype() == DType::UInt64 ? static_cast<const void*>(in.data<uint64_t>()) : static_cast<const void*>(in.data<int64_t>()),
                static_cast<std::size_t>(in.num_elements()) * 8);
  return out;
}

void add_bitcast(OpRegistry& r) {
  OpDef d = make("Bitcast", "Bitcasts a tensor from one type to another without copying data.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("output", "type")};
  const char* kTypes = "bfloat16, half, float, double, int64, int32, uint8, uint16, uint32, uint64, int8, int16, "
                       "complex64, complex128, qint8, quint8, qint16, quint16, qint32";
  d.attrs = {type_attr("T", kTypes), type_attr("type", kTypes)};
  // uint64 is internal (no tf.uint64): tf.random.Generator bitcasts its int64 state words to
  // the uint64 key and counter of the stateless kernels, and back.
  for (AttrDef& a : d.attrs) a.allowed.push_back(DType::UInt64);
  d.shape_fn = +[](const InferenceContext& c) {
    const DType from = c.attr<DType>("T"), to = c.attr<DType>("type");
    const TensorShape& in = c.input_shapes[0];
    const std::size_t a = tf_size(from), b = tf_size(to);
    if (a == b || !in.has_rank()) return one(to, a == b ? in : TensorShape::unknown());
    std::vector<Dim> dims = in.as_list();
    if (a > b) {
      dims.push_back(Dim(static_cast<int64_t>(a / b)));
    } else {
      if (dims.empty() || (dims.back() && *dims.back() != static_cast<int64_t>(b / a)))
        throw OpValueError("Cannot bitcast from " + std::string(tensor::runtime_name(from)) + " to " +
                           std::string(tensor::runtime_name(to)) + ": shape " + in.debug_string());
      dims.pop_back();
    }
    return one(to, TensorShape(dims));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const DType to = c.attr<DType>("type");
    if (in.dtype() == DType::UInt64 || to == DType::UInt64) return std::vector<Tensor>{bitcast_int64_words(in, to)};
    const std::size_t a = tf_size(in.dtype()), b = tf_size(to);
    std::vector<unsigned char> bytes(static_cast<std::size_t>(in.num_elements()) * a);
    if (tensor::is_reduced_float(in.dtype())) {
      for (int64_t i = 0; i < in.num_elements(); ++i) {
        const uint16_t h = tensor::reduced_float_bits(in.data<float>()[i], in.dtype() == DType::BFloat16);
        std::memcpy(bytes.data() + i * 2, &h, 2);
      }
    } else if (!bytes.empty()) {
      tensor::visit_numeric(in.dtype(), "Bitcast", [&](auto tag) {
        using T = typename decltype(tag)::type;
        std::memcpy(bytes.data(), static_cast<const void*>(in.data<T>()), bytes.size());
      });
    }
    tensor::Shape shape = in.shape();
    if (a > b) {
      shape.push_back(static_cast<int64_t>(a / b));
    } else if (a < b) {
      if (shape.empty() || shape.back() != static_cast<int64_t>(b / a))
        throw tensor::invalid_argument("Cannot bitcast from " + std::string(tensor::runtime_name(in.dtype())) + " to " +
                                       std::string(tensor::runtime_name(to)) + ": shape " + tensor::shape_debug_string(in.shape()));
      shape.pop_back();
    }
    Tensor out = Tensor::zeros(to, shape);
    if (tensor::is_reduced_float(to)) {
      for (int64_t i = 0; i < out.num_elements(); ++i) {
        uint16_t h;
        std::memcpy(&h, bytes.data() + i * 2, 2);
        out.mutable_data<float>()[i] = tensor::reduced_float_from_bits(h, to == DType::BFloat16);
      }
    } else if (!bytes.empty()) {
      tensor::visit_numeric(to, "Bitcast", [&](auto tag) {
        using T = typename decltype(tag)::type;
        std::memcpy(static_cast<void*>(out.mutable_data<T>()), bytes.data(), bytes.size());
      });
    }
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

// ---- MatrixBandPart (array_ops.cc; kernels/linalg/matrix_band_part_op.cc) ----------------------

void add_matrix_band_part(OpRegistry& r) {
  OpDef d = make("MatrixBandPart", "Copy a tensor setting everything outside a central band in each innermost matrix to zero.");
  d.inputs = {arg("input", "T"), arg("num_lower", "Tindex"), arg("num_upper", "Tindex")};
  d.outputs = {arg("band", "T")};
  d.attrs = {type_attr("T", ""), type_attr("Tindex", "int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    if (in.has_rank() && *in.rank() < 2) throw OpValueError("Shape must be at least rank 2 but is rank " + std::to_string(*in.rank()));
    for (int i : {1, 2}) {
      const TensorShape& s = c.input_shapes[i];
      if (s.has_rank() && *s.rank() != 0) throw OpValueError("Shape must be rank 0 but is rank " + std::to_string(*s.rank()));
    }
    return one(c.attr<DType>("T"), in);
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    if (in.rank() < 2) throw tensor::invalid_argument("input must be at least 2-dim, received shape: " + tensor::shape_debug_string(in.shape()));
    const int64_t rows = in.shape()[in.rank() - 2], cols = in.shape()[in.rank() - 1];
    if (c.inputs[1].rank() != 0)
      throw tensor::invalid_argument("num_lower must be scalar, got shape " + tensor::shape_debug_string(c.inputs[1].shape()));
    const int64_t lower = c.inputs[1].as_int64(0);
    if (lower > rows)
      throw tensor::invalid_argument("num_lower must be negative or less or equal to number of rows (" + std::to_string(rows) +
                                     ") got: " + std::to_string(lower));
    if (c.inputs[2].rank() != 0)
      throw tensor::invalid_argument("num_upper must be scalar, got shape " + tensor::shape_debug_string(c.inputs[2].shape()));
    const int64_t upper = c.inputs[2].as_int64(0);
    if (upper > cols)
      throw tensor::invalid_argument("num_upper must be negative or less or equal to number of columns (" + std::to_string(cols) +
                                     ") got: " + std::to_string(upper));
    Tensor out = Tensor::zeros(in.dtype(), in.shape());
    const int64_t matrices = rows * cols != 0 ? in.num_elements() / (rows * cols) : 0;
    tensor::visit_dtype(in.dtype(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T* x = in.data<T>();
      T* o = out.mutable_data<T>();
      for (int64_t m = 0; m < matrices; ++m)
        for (int64_t i = 0; i < rows; ++i)
          for (int64_t j = 0; j < cols; ++j) {
            const int64_t at = (m * rows + i) * cols + j;
            if ((lower < 0 || i - j <= lower) && (upper < 0 || j - i <= upper)) o[at] = x[at];
          }
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

}  // namespace

void register_array_ops(OpRegistry& r) {
  add_one_hot(r);
  add_accumulate(r);
  add_identity_const(r);
  add_shape_size_rank(r);
  add_reshape(r);
  add_fill_range(r);
  add_pack_concat(r);
  add_dims_ops(r);
  add_bitcast(r);
  add_matrix_band_part(r);
}

}  // namespace tfplay::graph
