// tf.space_to_batch(_nd), tf.batch_to_space, tf.required_space_to_batch_paddings,
// tf.nn.with_space_to_batch and tf.nn.atrous_conv2d (TF: tensorflow/python/ops/array_ops.py,
// nn_ops.py). What TF computes with NumPy on constant values is computed here in C++; the
// constants land in a graph under the names TF's Python gives them ("dilation_rate", "stack",
// "required_space_to_batch_paddings/paddings", "SpaceToBatchND/block_shape", ...).
#include "core/tf/space_batch_api.h"

#include <algorithm>
#include <set>

#include "core/tf/call_args.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/module_helpers.h"
#include "core/tf/nn_ops.h"
#include "core/tf/numpy_array.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::TensorShape;
using Ints = std::vector<int64_t>;

std::string numpy_int_str(const Ints& v) {
  std::size_t width = 0;
  for (int64_t x : v) width = std::max(width, std::to_string(x).size());
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::string x = std::to_string(v[i]);
    s += (i ? " " : "") + std::string(width - x.size(), ' ') + x;
  }
  return s + "]";
}

namespace {

// A Python list of ints as repr() prints it.
std::string list_repr(const Ints& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

// Python's floor division and modulo, as NumPy's integer // and % compute them.
int64_t floordiv(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }
int64_t floormod(int64_t a, int64_t b) { return a - floordiv(a, b) * b; }

// tensor_util.constant_value of a tensor as int64s, or nullopt when a graph does not know it.
std::optional<Ints> const_ints(const Ref& t) {
  std::optional<tensor::Tensor> v = grad::constant_value(t);
  if (!v) return std::nullopt;
  Ints out(static_cast<std::size_t>(v->num_elements()));
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = v->as_int64(static_cast<int64_t>(i));
  return out;
}

tensor::Tensor int32_tensor(const Ints& v, tensor::Shape shape) {
  return tensor::Tensor::from_vector<int32_t>(DType::Int32, std::move(shape), std::vector<int32_t>(v.begin(), v.end()));
}

// An [n, 2] int32 NumPy array: what TF hands the generated op wrappers, which convert it in the
// op's scope ("SpaceToBatchND/paddings").
Ref int32_pairs(const Ints& v) { return make_ndarray(int32_tensor(v, {static_cast<int64_t>(v.size() / 2), 2})); }

const TensorShape& static_shape_of(const Ref& t) { return tensor_of(t)->shape; }

[[noreturn]] void not_constant(const std::string& what) {
  py::raise(py::E().NotImplementedError, "tfplay's " + what + " needs its shapes and rates known when the graph is built");
}

// array_ops.required_space_to_batch_paddings for constant inputs; also returns the values.
struct RequiredPaddings {
  Ref paddings, crops;
  Ints paddings_v, crops_v;
};

RequiredPaddings required_paddings(const Ref& input_shape_in, const Ref& block_shape_in, const Ref& base_paddings_in, const Ref& name) {
  OpScope s(name, "required_space_to_batch_paddings");
  Ref input_shape = convert_to_tensor(input_shape_in, DType::Int32, "input_shape");
  Ref block_shape = convert_to_tensor(block_shape_in, DType::Int32, "block_shape");
  const TensorShape& bs = static_shape_of(block_shape);
  if (!bs.is_fully_defined()) py::raise_value_error("Shape " + bs.str() + " is not fully defined");
  if (*bs.rank() != 1) py::raise_value_error("Shape " + bs.str() + " must have rank 1");
  const int64_t n = *bs.dim(0);
  if (n == 0) {
    Ref p = constant_tensor(tensor::Tensor::zeros(DType::Int32, {0, 2}), "zeros");
    Ref c = constant_tensor(tensor::Tensor::zeros(DType::Int32, {0, 2}), "zeros");
    return {p, c, {}, {}};
  }
  if (!static_shape_of(input_shape).is_compatible_with(TensorShape({tensor::Dim(n)}))) {
    py::raise_value_error("Shapes " + static_shape_of(input_shape).str() + " and (" + std::to_string(n) + ",) are incompatible");
  }
  Ref base_paddings;
  if (present(base_paddings_in)) {
    base_paddings = convert_to_tensor(base_paddings_in, DType::Int32, "base_paddings");
    const TensorShape want({tensor::Dim(n), tensor::Dim(2)});
    if (!static_shape_of(base_paddings).is_compatible_with(want)) {
      py::raise_value_error("Shapes " + static_shape_of(base_paddings).str() + " and " + want.str() + " are incompatible");
    }
  } else {
    base_paddings = constant_tensor(tensor::Tensor::zeros(DType::Int32, {n, 2}), "zeros");
  }
  const std::optional<Ints> block = const_ints(block_shape), in = const_ints(input_shape), base = const_ints(base_paddings);
  if (!block || !in || !base) not_constant("tf.required_space_to_batch_paddings");
  Ints paddings, crops;
  for (int64_t i = 0; i < n; ++i) {
    const int64_t start = (*base)[2 * i], orig_end = (*base)[2 * i + 1], b = (*block)[i];
    if (b == 0) py::raise(py::E().NotImplementedError, "tfplay's tf.required_space_to_batch_paddings does not take a block size of 0");
    const int64_t full = (*in)[i] + start + orig_end;
    const int64_t extra = floormod(b - floormod(full, b), b);
    paddings.insert(paddings.end(), {start, orig_end + extra});
    crops.insert(crops.end(), {0, extra});
  }
  Ref p = constant_tensor(int32_tensor(paddings, {n, 2}), "paddings");
  Ref c = constant_tensor(int32_tensor(crops, {n, 2}), "crops");
  return {p, c, paddings, crops};
}

bool starts_with_nc(const std::string& f) { return f.rfind("NC", 0) == 0; }

}  // namespace

Ref with_space_to_batch(const Ref& input, const Ref& dilation_rate, const Ref& padding, const SpatialOp& op, const Ref& filter_shape,
                        const Ref& spatial_dims_in, const std::string& data_format, int num_batch_dims) {
  Ref rate = convert_to_tensor(dilation_rate, DType::Int32, "dilation_rate");
  const TensorShape& rs = static_shape_of(rate);
  if (rs.has_rank() && *rs.rank() != 1) {
    py::raise_value_error("`dilation_rate.shape.rank` must be 1. Received: dilation_rate=" + py::str(rate) + " of rank " +
                          std::to_string(*rs.rank()));
  }
  if (!rs.is_fully_defined()) {
    py::raise_value_error("`dilation_rate.shape` must be fully defined. Received: dilation_rate=" + py::str(rate) + " with shape " +
                          rs.str());
  }
  const int64_t m = *rs.dim(0);
  const bool nc = starts_with_nc(data_format);
  const int64_t first = nc ? num_batch_dims + 1 : num_batch_dims;
  Ints orig;
  if (!present(spatial_dims_in)) {
    for (int64_t d = first; d < m + first; ++d) orig.push_back(d);
  } else {
    for (const Ref& item : py::to_vector(spatial_dims_in)) orig.push_back(py::as_int(item.get()));
  }
  const std::set<int64_t> unique(orig.begin(), orig.end());
  const Ints spatial(unique.begin(), unique.end());
  if (spatial != orig || std::any_of(spatial.begin(), spatial.end(), [](int64_t x) { return x < 1; })) {
    py::raise_value_error("`spatial_dims` must be a monotonically increasing sequence of positive integers. Received: spatial_dims=" +
                          list_repr(orig));
  }
  if (spatial.empty()) py::raise(py::E().IndexError, "list index out of range");
  const int64_t expected_rank = nc ? spatial.back() : spatial.back() + 1;
  const TensorShape& in_shape = static_shape_of(input);
  if (in_shape.has_rank() && *in_shape.rank() < expected_rank) {
    py::raise_value_error("`input.shape.rank` must be at least " + std::to_string(expected_rank) + ". Received: input.shape=" +
                          in_shape.str() + " with rank " + std::to_string(*in_shape.rank()));
  }
  const std::optional<Ints> const_rate = const_ints(rate);
  if (!const_rate) not_constant("tf.nn.with_space_to_batch");
  const Ints& r = *const_rate;
  if (std::any_of(r.begin(), r.end(), [](int64_t x) { return x < 1; })) {
    py::raise_value_error("`dilation_rate` must be positive. Received: dilation_rate=" + numpy_int_str(r));
  }
  if (std::all_of(r.begin(), r.end(), [](int64_t x) { return x == 1; })) return op(input, m, padding);

  auto [pad, explicit_paddings] = convert_padding(padding);
  Ints base(static_cast<std::size_t>(2 * m), 0);
  Ref base_ref;
  if (pad == "SAME") {
    if (!present(filter_shape)) {
      py::raise_value_error("`filter_shape` must be specified for `padding='SAME'`. Received: filter_shape=None and padding=SAME");
    }
    Ref fs = convert_to_tensor(filter_shape, std::nullopt, "filter_shape");
    const std::optional<Ints> const_fs = const_ints(fs);
    if (!const_fs || static_cast<int64_t>(const_fs->size()) < m) not_constant("tf.nn.with_space_to_batch");
    // _with_space_to_batch_base_paddings: the dilated filter's extra size, the odd one at the end.
    for (int64_t i = 0; i < m; ++i) {
      const int64_t extra = ((*const_fs)[i] - 1) * r[i];
      base[2 * i] = floordiv(extra, 2);
      base[2 * i + 1] = extra - base[2 * i];
    }
    base_ref = constant_tensor(int32_tensor(base, {m, 2}), "stack");
  } else if (pad == "VALID") {
    base_ref = make_ndarray(int32_tensor(base, {m, 2}));
  } else {
    // EXPLICIT: the pairs of the spatial dims (np.array(explicit_paddings).reshape([m + 2, 2])).
    if (static_cast<int64_t>(explicit_paddings.size()) != 2 * (m + 2)) {
      py::raise_value_error("cannot reshape array of size " + std::to_string(explicit_paddings.size()) + " into shape (" +
                            std::to_string(m + 2) + ",2)");
    }
    const std::size_t skip = nc ? 4 : 2;
    for (std::size_t i = 0; i < base.size(); ++i) base[i] = explicit_paddings[skip + i];
    base_ref = make_ndarray(int32_tensor(base, {m, 2}));
  }

  // _with_space_to_batch_call: the input's spatial sizes must be known here.
  if (!in_shape.has_rank()) not_constant("dilated convolution (SpaceToBatchND)");
  std::vector<Ref> spatial_sizes;
  for (int64_t d : spatial) {
    const tensor::Dim size = in_shape.as_list().at(static_cast<std::size_t>(d));
    if (!size) not_constant("dilated convolution (SpaceToBatchND)");
    spatial_sizes.push_back(py::Int(*size));
  }
  const RequiredPaddings req = required_paddings(py::List(spatial_sizes), rate, base_ref, nullptr);
  // _with_space_to_batch_adjust: dims 1..spatial.back(), the ones between spatial dims with a
  // block of 1 and no padding.
  Ints block, paddings, crops;
  std::size_t k = 0;
  for (int64_t d = 1; d <= spatial.back(); ++d) {
    if (k < spatial.size() && spatial[k] == d) {
      block.push_back(r[k]);
      paddings.insert(paddings.end(), {req.paddings_v[2 * k], req.paddings_v[2 * k + 1]});
      crops.insert(crops.end(), {req.crops_v[2 * k], req.crops_v[2 * k + 1]});
      ++k;
    } else {
      block.push_back(1);
      paddings.insert(paddings.end(), {0, 0});
      crops.insert(crops.end(), {0, 0});
    }
  }
  Ref block_ref = make_ndarray(int32_tensor(block, {static_cast<int64_t>(block.size())}));
  Ref converted = apply_op1("SpaceToBatchND", {input, block_ref, int32_pairs(paddings)});
  Ref result = op(converted, m, py::Str("VALID"));
  block_ref = make_ndarray(int32_tensor(block, {static_cast<int64_t>(block.size())}));
  return apply_op1("BatchToSpaceND", {result, block_ref, int32_pairs(crops)});
}

void install_space_batch_ops(const Ref& tf) {
  Ref nn = tf->dict->get("nn");
  // gen_array_ops.space_to_batch_nd; array_ops.space_to_batch_v2 (tf.space_to_batch,
  // tf.nn.space_to_batch) forwards to it.
  for (const auto& [module, fn] : {std::pair{tf, "space_to_batch_nd"}, std::pair{tf, "space_to_batch"}, std::pair{nn, "space_to_batch"}}) {
    def(module, fn, [fn = fn](CallArgs& a) {
      return apply_op1("SpaceToBatchND", {require(a, 0, "input", fn), require(a, 1, "block_shape", fn), require(a, 2, "paddings", fn)},
                       {}, arg(a, 3, "name"));
    });
  }
  // array_ops.batch_to_space_v2: an int block_shape means np.array([b, b], np.int64).
  def(tf, "batch_to_space", +[](CallArgs& a) {
    const char* fn = "batch_to_space_v2";
    Ref input = require(a, 0, "input", fn), block_shape = require(a, 1, "block_shape", fn), crops = require(a, 2, "crops", fn);
    if (py::is_int(block_shape.get()) && !py::is_bool(block_shape.get())) {
      const int64_t b = py::as_int(block_shape.get());
      block_shape = make_ndarray(tensor::Tensor::from_vector<int64_t>(DType::Int64, {2}, {b, b}));
    }
    return apply_op1("BatchToSpaceND", {input, block_shape, crops}, {}, arg(a, 3, "name"));
  });
  def(tf, "required_space_to_batch_paddings", +[](CallArgs& a) {
    const char* fn = "required_space_to_batch_paddings";
    const RequiredPaddings r = required_paddings(require(a, 0, "input_shape", fn), require(a, 1, "block_shape", fn),
                                                 arg(a, 2, "base_paddings"), arg(a, 3, "name"));
    return py::Tuple({r.paddings, r.crops});
  });
  // nn_ops.with_space_to_batch: `op(input, num_spatial_dims, padding)` is the user's function.
  def(nn, "with_space_to_batch", +[](CallArgs& a) {
    const char* fn = "with_space_to_batch";
    Ref input = convert_to_tensor(require(a, 0, "input", fn), std::nullopt, "input");
    Ref rate = require(a, 1, "dilation_rate", fn), padding = require(a, 2, "padding", fn), op = require(a, 3, "op", fn);
    Ref data_format = arg(a, 6, "data_format");
    SpatialOp call = [op](const Ref& inp, int64_t num_spatial_dims, const Ref& pad) {
      return py::call(op, {inp, py::Int(num_spatial_dims), pad});
    };
    return with_space_to_batch(input, rate, padding, call, arg(a, 4, "filter_shape"), arg(a, 5, "spatial_dims"),
                               present(data_format) ? py::as_str(data_format.get()) : "");
  });
  // nn_ops.atrous_conv2d: convolution with dilation_rate np.broadcast_to(rate, (2,)).
  def(nn, "atrous_conv2d", +[](CallArgs& a) {
    const char* fn = "atrous_conv2d";
    Ref value = require(a, 0, "value", fn), filters = require(a, 1, "filters", fn), rate = require(a, 2, "rate", fn);
    Ref padding = require(a, 3, "padding", fn), name = arg(a, 4, "name");
    Ref rates = rate;
    if (py::is_int(rate.get())) rates = py::List({rate, rate});
    return tf_call("nn.convolution", {value, filters}, {{"padding", padding}, {"dilations", rates}, {"name", name ? name : py::None()}});
  });
}

}  // namespace tfplay::tf
