// Bucketing and counting ops (TF: tensorflow/core/ops/math_ops.cc Bucketize, Bincount and
// DenseBincount; kernels bucketize_op.cc and bincount_op.cc, CPU functors).
#include <algorithm>
#include <vector>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;
using tensor::Dim;
using tensor::invalid_argument;
using tensor::OpValueError;

constexpr const char* kCountTypes = "int32, int64, float32, float64";

// BucketizeOp: the boundaries as float (the kernel's std::vector<float>), checked sorted when
// the kernel is built; each value's bucket is the index of the first boundary above it.
Tensor bucketize(const Tensor& input, const std::vector<double>& boundaries_attr) {
  const std::vector<float> boundaries(boundaries_attr.begin(), boundaries_attr.end());
  if (!std::is_sorted(boundaries.begin(), boundaries.end())) throw invalid_argument("Expected sorted boundaries");
  std::vector<int32_t> out(static_cast<std::size_t>(input.num_elements()));
  tensor::visit_numeric(input.dtype(), "Bucketize", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* x = input.data<T>();
    for (std::size_t i = 0; i < out.size(); ++i)
      out[i] = static_cast<int32_t>(std::upper_bound(boundaries.begin(), boundaries.end(), x[i]) - boundaries.begin());
  });
  return Tensor::from_vector<int32_t>(DType::Int32, input.shape(), std::move(out));
}

// The `size` input as a non-negative count ("size (-1) must be non-negative").
int64_t bin_count_size(const Tensor& size) {
  const int64_t n = size.as_int64(0);
  if (n < 0) throw invalid_argument("size (" + num(n) + ") must be non-negative");
  return n;
}

// BincountFunctor / BincountReduceFunctor<CPU>: `rows` rows of `cols` ids each, counted into
// rows of `size` bins (ids >= size skipped); weights (when non-empty) are added instead of 1,
// and binary_output writes 1 for every id present. A 1-D input is one row.
Tensor count_bins(const Tensor& ids, const Tensor& weights, DType out_dtype, int64_t size, bool binary,
                  tensor::Shape out_shape) {
  const int64_t n = ids.num_elements();
  for (int64_t i = 0; i < n; ++i)
    if (ids.as_int64(i) < 0) throw invalid_argument("Input arr must be non-negative!");
  const bool weighted = !binary && weights.num_elements() > 0;
  if (weighted && weights.num_elements() != n) throw invalid_argument("Input indices and weights must have the same size.");
  const int64_t rows = ids.rank() == 2 ? ids.shape()[0] : 1;
  const int64_t cols = rows ? n / rows : 0;
  Tensor out = Tensor::zeros(out_dtype, std::move(out_shape));
  tensor::visit_numeric(out_dtype, "Bincount", [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* o = out.mutable_data<T>();
    const T* w = weighted ? weights.data<T>() : nullptr;
    for (int64_t r = 0; r < rows; ++r) {
      for (int64_t j = 0; j < cols; ++j) {
        const int64_t id = ids.as_int64(r * cols + j);
        if (id >= size) continue;
        T& bin = o[r * size + id];
        if (binary) bin = T(1);
        else bin = static_cast<T>(bin + (w ? w[r * cols + j] : T(1)));
      }
    }
  });
  return out;
}

// The scalar `size` input's rank check, before its value is read.
void require_scalar_size(const TensorShape& s) {
  if (s.has_rank() && *s.rank() != 0) throw EarlyShapeError("Shape must be rank 0 but is rank " + num(*s.rank()));
}

}  // namespace

void register_count_ops(OpRegistry& r) {
  {
    OpDef d = make("Bucketize", "Bucketizes 'input' based on 'boundaries'.");
    d.inputs = {arg("input", "T")};
    d.outputs = {fixed_arg("output", DType::Int32)};
    d.attrs = {type_attr("T", "int32, int64, float32, float64"), plain_attr("boundaries", "list(float)")};
    d.shape_fn = +[](const InferenceContext& c) { return one(DType::Int32, c.input_shapes[0]); };
    d.kernel = +[](KernelContext& c) {
      return std::vector<Tensor>{bucketize(c.inputs[0], c.attr<std::vector<double>>("boundaries"))};
    };
    r.add(std::move(d));
  }
  {
    OpDef d = make("Bincount", "Counts the number of occurrences of each value in an integer array.");
    d.inputs = {fixed_arg("arr", DType::Int32), fixed_arg("size", DType::Int32), arg("weights", "T")};
    d.outputs = {arg("bins", "T")};
    d.attrs = {type_attr("T", kCountTypes)};
    d.shape_fn = +[](const InferenceContext& c) {
      require_scalar_size(c.input_shapes[1]);
      const Tensor* size = c.input_values[1];
      if (!size) return one(c.attr<DType>("T"), TensorShape{Dim()});
      const int64_t n = size->as_int64(0);
      if (n < 0) throw OpValueError("size (" + num(n) + ") must be non-negative");
      return one(c.attr<DType>("T"), TensorShape{Dim(n)});
    };
    d.kernel = +[](KernelContext& c) {
      if (c.inputs[1].rank() != 0) throw invalid_argument("Shape must be rank 0 but is rank " + num(c.inputs[1].rank()));
      const int64_t size = bin_count_size(c.inputs[1]);
      const Tensor flat = c.inputs[0].with_shape({c.inputs[0].num_elements()});
      return std::vector<Tensor>{count_bins(flat, c.inputs[2], c.attr<DType>("T"), size, false, {size})};
    };
    r.add(std::move(d));
  }
  {
    OpDef d = make("DenseBincount", "Counts the number of occurrences of each value in an integer array.");
    d.inputs = {arg("input", "Tidx"), arg("size", "Tidx"), arg("weights", "T")};
    d.outputs = {arg("output", "T")};
    d.attrs = {type_attr("Tidx", "int32, int64"), type_attr("T", kCountTypes), plain_attr("binary_output", "bool", false)};
    d.shape_fn = +[](const InferenceContext& c) {
      const TensorShape& in = c.input_shapes[0];
      if (in.has_rank() && *in.rank() > 2) throw EarlyShapeError("Shape must be at most rank 2 but is rank " + num(*in.rank()));
      require_scalar_size(c.input_shapes[1]);
      const DType t = c.attr<DType>("T");
      const Tensor* size = c.input_values[1];
      if (!size || !in.has_rank()) return one(t, TensorShape::unknown());
      const int64_t n = size->as_int64(0);
      if (n < 0) throw OpValueError("size (" + num(n) + ") must be non-negative");
      if (*in.rank() == 1) return one(t, TensorShape{Dim(n)});
      if (*in.rank() == 2) return one(t, TensorShape{in.dim(0), Dim(n)});
      return one(t, TensorShape::unknown());
    };
    d.kernel = +[](KernelContext& c) {
      const Tensor& data = c.inputs[0];
      if (data.rank() > 2) throw invalid_argument("Shape must be at most rank 2 but is rank " + num(data.rank()));
      const int64_t size = bin_count_size(c.inputs[1]);
      tensor::Shape shape = data.rank() == 2 ? tensor::Shape{data.shape()[0], size} : tensor::Shape{size};
      return std::vector<Tensor>{
          count_bins(data, c.inputs[2], c.attr<DType>("T"), size, c.attr<bool>("binary_output"), std::move(shape))};
    };
    r.add(std::move(d));
  }
}

}  // namespace tfplay::graph
