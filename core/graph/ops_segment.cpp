// Segment reductions (TF: tensorflow/core/ops/math_ops.cc SegmentSum/Mean/Max/Min/Prod,
// UnsortedSegmentSum/Max/Min/Prod and SparseSegmentSum/Mean/SqrtN[WithNumSegments|Grad];
// kernels segment_reduction_ops_impl.h, CPU functors).
#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>

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

enum class Reduce { Sum, Mean, Max, Min, Prod };

constexpr const char* kRealTypes = "float32, float64, int32, uint8, int16, int8, int64, bfloat16, float16";
// TF's `numbertype` (the unsorted sums and products take complex values too), less the dtypes
// tfplay has no tensors of, in TF's order.
constexpr const char* kNumberTypes =
    "float32, float64, int32, uint8, int16, int8, complex64, int64, bfloat16, complex128, float16";

template <typename T>
constexpr bool kIsComplex = false;
template <typename T>
constexpr bool kIsComplex<std::complex<T>> = true;

// Whether an unsorted reduction takes complex values (UnsortedSegmentSum/Prod's T is
// numbertype; Max/Min's is realnumbertype). The sorted ops keep their real types here.
bool takes_complex(Reduce r) { return r == Reduce::Sum || r == Reduce::Prod; }

// visit_numeric, plus the complex dtypes for the reductions that take them.
template <typename F>
void visit_segment(Reduce r, tensor::DType dt, F&& f) {
  if (tensor::is_complex(dt) && takes_complex(r)) {
    tensor::visit_complex(dt, f);
    return;
  }
  tensor::visit_numeric(dt, "segment reduction", f);
}

template <typename T>
T reduce_init(Reduce r) {
  if constexpr (kIsComplex<T>) return r == Reduce::Prod ? T(1) : T(0);
  else switch (r) {
    case Reduce::Max: return std::numeric_limits<T>::lowest();
    case Reduce::Min: return std::numeric_limits<T>::max();
    case Reduce::Prod: return T(1);
    default: return T(0);
  }
}

template <typename T>
T reduce_step(Reduce r, T acc, T v) {
  if constexpr (kIsComplex<T>) return r == Reduce::Prod ? acc * v : acc + v;
  else switch (r) {
    case Reduce::Max: return v > acc ? v : acc;
    case Reduce::Min: return v < acc ? v : acc;
    case Reduce::Prod: return static_cast<T>(acc * v);
    default: return static_cast<T>(acc + v);
  }
}

// Elements per row of `data` below its first `lead` dims.
int64_t inner_size(const Tensor& data, std::size_t lead) {
  int64_t n = 1;
  for (std::size_t i = lead; i < data.shape().size(); ++i) n *= data.shape()[i];
  return n;
}

// The runs of equal ids in sorted 1-D `ids` (n > 0) in order, as SegmentReductionOp and
// SparseSegmentReductionOpBase walk them: f(out_index, start, end) for ids[start:end], with the
// kernels' ordering and range errors (`rows` output rows).
template <typename F> void for_each_sorted_segment(const Tensor& ids, int64_t n, int64_t rows, F&& f) {
  int64_t start = 0, end = 1, out_index = ids.as_int64(0);
  while (end <= n) {
    int64_t next = 0;
    if (end < n) {
      next = ids.as_int64(end);
      if (out_index == next) {
        ++end;
        continue;
      }
      if (!(out_index < next)) throw invalid_argument("segment ids are not increasing");
    }
    if (out_index < 0 || out_index >= rows)
      throw invalid_argument("Segment id " + num(out_index) + " out of range [0, " + num(rows) +
                             "), possibly because 'segment_ids' input is not sorted.");
    f(out_index, start, end);
    start = end;
    ++end;
    out_index = next;
  }
}

// SegmentReductionOp<CPU>::Compute: sorted 1-D ids; gaps between segments hold 0 (the sorted
// ops' registered default value).
Tensor sorted_segment(Reduce r, const Tensor& data, const Tensor& ids) {
  if (data.rank() < 1) throw invalid_argument("input must be at least rank 1");
  if (ids.rank() != 1) throw invalid_argument("segment_ids should be a vector.");
  const int64_t n = ids.num_elements();
  if (n != data.shape()[0]) throw invalid_argument("segment_ids should be the same size as dimension 0 of input.");
  const int64_t rows = n > 0 ? ids.as_int64(n - 1) + 1 : 0;
  // Checked twice in the kernel: output_rows >= 0, then (with ids) output_rows > 0, so a last
  // id of -1 gives this text rather than the ordering check's.
  if (rows < 0 || (n > 0 && rows == 0)) throw invalid_argument("segment ids must be >= 0");
  tensor::Shape out_shape = data.shape();
  out_shape[0] = rows;
  Tensor out = Tensor::zeros(data.dtype(), out_shape);
  const int64_t inner = inner_size(data, 1);
  tensor::visit_numeric(data.dtype(), "segment reduction", [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>) {
      throw invalid_argument("segment reductions do not support bool");
    } else {
      const T* in = data.data<T>();
      T* o = out.mutable_data<T>();
      if (n == 0) return;
      for_each_sorted_segment(ids, n, rows, [&](int64_t out_index, int64_t start, int64_t end) {
        for (int64_t k = 0; k < inner; ++k) {
          T acc = reduce_init<T>(r);
          for (int64_t i = start; i < end; ++i) acc = reduce_step(r, acc, in[i * inner + k]);
          if (r == Reduce::Mean) acc = static_cast<T>(acc / static_cast<T>(end - start));
          o[out_index * inner + k] = acc;
        }
      });
    }
  });
  return tensor::finish_float16(std::move(out));
}

// UnsortedSegmentReductionOp<CPU>: ids of any shape that `data`'s shape starts with; negative
// ids are dropped; empty segments hold the reduction's initial value (lowest for max, ...).
Tensor unsorted_segment(Reduce r, const Tensor& data, const Tensor& ids, const Tensor& num_segments) {
  if (num_segments.rank() != 0)
    throw invalid_argument("num_segments should be a scalar, not shape " + tensor::shape_debug_string(num_segments.shape()));
  bool starts = ids.rank() <= data.rank();
  for (std::size_t i = 0; starts && i < ids.shape().size(); ++i) starts = ids.shape()[i] == data.shape()[i];
  if (!starts)
    throw invalid_argument("data.shape = " + tensor::shape_debug_string(data.shape()) + " does not start with segment_ids.shape = " +
                           tensor::shape_debug_string(ids.shape()));
  const int64_t rows = num_segments.as_int64(0);
  if (rows < 0) throw invalid_argument("Input num_segments == " + num(rows) + " must not be negative.");
  tensor::Shape out_shape{rows};
  out_shape.insert(out_shape.end(), data.shape().begin() + static_cast<std::ptrdiff_t>(ids.shape().size()), data.shape().end());
  Tensor out = Tensor::zeros(data.dtype(), out_shape);
  const int64_t inner = inner_size(data, ids.shape().size());
  const int64_t n = ids.num_elements();
  visit_segment(r, data.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>) {
      throw invalid_argument("segment reductions do not support bool");
    } else {
      T init = reduce_init<T>(r);
      if constexpr (std::is_same_v<T, float>) {
        if (data.dtype() == tensor::DType::Float16 && r == Reduce::Max) init = -65504.0f;
        if (data.dtype() == tensor::DType::Float16 && r == Reduce::Min) init = 65504.0f;
      }
      const T* in = data.data<T>();
      T* o = out.mutable_data<T>();
      for (int64_t i = 0; i < rows * inner; ++i) o[i] = init;
      for (int64_t i = 0; i < n; ++i) {
        const int64_t j = ids.as_int64(i);
        if (j < 0) continue;
        if (j >= rows) {
          std::vector<int64_t> at(ids.shape().size());
          int64_t rest = i;
          for (int d = static_cast<int>(at.size()) - 1; d >= 0; --d) {
            at[d] = rest % ids.shape()[d];
            rest /= ids.shape()[d];
          }
          std::string where = "[";
          for (std::size_t d = 0; d < at.size(); ++d) where += (d ? "," : "") + num(at[d]);
          throw invalid_argument("segment_ids" + where + "] = " + num(j) + " is out of range [0, " + num(rows) + ")");
        }
        for (int64_t k = 0; k < inner; ++k) o[j * inner + k] = reduce_step(r, o[j * inner + k], in[i * inner + k]);
      }
    }
  });
  return tensor::finish_float16(std::move(out));
}

// The static output shape: [rows] + data.shape[lead:].
TensorShape segment_shape(const TensorShape& data, const TensorShape& ids, Dim rows) {
  if (!data.has_rank() || !ids.has_rank()) return TensorShape::unknown();
  std::vector<Dim> dims{rows};
  const auto& d = data.as_list();
  const std::size_t lead = static_cast<std::size_t>(*ids.rank());
  if (lead > d.size()) return TensorShape::unknown();
  dims.insert(dims.end(), d.begin() + static_cast<std::ptrdiff_t>(lead), d.end());
  return TensorShape(std::move(dims));
}

// ---- SparseSegmentSum/Mean/SqrtN (SparseSegmentReductionOpBase) ----

enum class SparseKind { Sum, Mean, SqrtN };

// a + b as Eigen adds T: small integers wrap back into T, int32/int64 wrap too (no UB here).
template <typename T>
T add_as(T a, T b) {
  if constexpr (std::is_integral_v<T>) {
    using U = std::make_unsigned_t<decltype(a + b)>;
    return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
  } else {
    return a + b;
  }
}

// internal::ValidateSparseSegmentReduction, in its order.
void validate_sparse_segment(const Tensor& data, const Tensor& indices, const Tensor& ids, const Tensor* num_segments) {
  if (num_segments) {
    if (num_segments->rank() != 0)
      throw invalid_argument("num_segments should be a scalar, not shape " + tensor::shape_debug_string(num_segments->shape()));
    if (num_segments->as_int64(0) < 0) throw invalid_argument("segment ids must be >= 0");
  }
  if (indices.rank() != 1) throw invalid_argument("indices should be a vector.");
  if (ids.rank() != 1) throw invalid_argument("segment_ids should be a vector.");
  if (indices.num_elements() != ids.num_elements()) throw invalid_argument("segment_ids and indices should have same size.");
  if (data.rank() < 1) throw invalid_argument("Shape must be at least rank 1");
}

// SparseSegmentReductionOpBase::Reduce for one segment and column: the first r rows (r = num % 8,
// or 8/9 when that is 0/1) summed and scaled by 1/num (Mean) or 1/sqrt(num) (SqrtN) when
// num < 10, then each further block of 8 summed and added, then divided when num >= 10, as
// Eigen evaluates those expressions. `in` points at the column; rows[i] is the flat offset of
// the i-th selected row.
template <typename T>
T sparse_segment_value(SparseKind kind, const T* in, const std::vector<int64_t>& rows) {
  const int64_t num = static_cast<int64_t>(rows.size());
  if (num == 1) return in[rows[0]];
  auto block = [&](int64_t from, int64_t count) {
    T sum = in[rows[from]];
    for (int64_t i = 1; i < count; ++i) sum = add_as(sum, in[rows[from + i]]);
    return sum;
  };
  int64_t r = num & 7;
  if (r < 2) r += 8;
  T out = block(0, r);
  if constexpr (std::is_floating_point_v<T>) {
    if (num < 10 && kind != SparseKind::Sum) {
      const T m = kind == SparseKind::Mean ? T(num) : T(std::sqrt(num));
      out = out * (T(1) / m);  // get_scaling_factor: a multiplication by the reciprocal
    }
  }
  for (; r < num; r += 8) out = add_as(out, block(r, 8));
  if constexpr (std::is_floating_point_v<T>) {
    if (num >= 10 && kind == SparseKind::Mean) out = out / T(num);
    if (num >= 10 && kind == SparseKind::SqrtN) out = out / T(std::sqrt(num));
  }
  return out;
}

// SparseSegmentReductionOpBase<CPU>::Compute: segments in order of the sorted ids; the rows
// between segments (and after the last, up to num_segments) hold 0.
Tensor sparse_segment(SparseKind kind, const Tensor& data, const Tensor& indices, const Tensor& ids, const Tensor* num_segments) {
  validate_sparse_segment(data, indices, ids, num_segments);
  const int64_t n = indices.num_elements();
  const int64_t last_plus_one = n > 0 ? ids.as_int64(n - 1) + 1 : 0;
  int64_t rows = last_plus_one;
  if (num_segments) {
    rows = num_segments->as_int64(0);
    if (rows < last_plus_one) throw invalid_argument("segment ids must be < num_segments");
  }
  if (rows < 0) throw invalid_argument("segment ids must be >= 0");
  tensor::Shape out_shape = data.shape();
  out_shape[0] = rows;
  Tensor out = Tensor::zeros(data.dtype(), out_shape);
  if (n == 0) return out;
  if (rows == 0) throw invalid_argument("segment ids must be >= 0");
  const int64_t inner = inner_size(data, 1), data_rows = data.shape()[0];
  tensor::visit_numeric(data.dtype(), "sparse segment reduction", [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (!std::is_same_v<T, bool>) {
      const T* in = data.data<T>();
      T* o = out.mutable_data<T>();
      std::vector<int64_t> selected;
      for_each_sorted_segment(ids, n, rows, [&](int64_t out_index, int64_t start, int64_t end) {
        selected.clear();
        for (int64_t i = start; i < end; ++i) {
          const int64_t row = indices.as_int64(i);
          if (row < 0 || row >= data_rows)
            throw invalid_argument("Bad: indices[" + num(i) + "] == " + num(row) + " out of range [0, " + num(data_rows) + ")");
          selected.push_back(row * inner);
        }
        for (int64_t k = 0; k < inner; ++k) o[out_index * inner + k] = sparse_segment_value(kind, in + k, selected);
      });
    }
  });
  return tensor::finish_float16(std::move(out));
}

// SparseSegmentGradFunctor<CPU>: output[indices[i]] += grad[segment_ids[i]] * scale, scale 1
// (Sum), 1/count (Mean) or 1/sqrt(count) (SqrtN) of that segment, computed in double.
Tensor sparse_segment_grad(SparseKind kind, const Tensor& grad, const Tensor& indices, const Tensor& ids, const Tensor& dim0) {
  if (indices.rank() != 1) throw invalid_argument("indices should be a vector.");
  if (ids.rank() != 1) throw invalid_argument("segment_ids should be a vector.");
  if (dim0.rank() != 0) throw invalid_argument("output_dim0 should be a scalar.");
  const int64_t n = indices.num_elements();
  if (n != ids.num_elements()) throw invalid_argument("segment_ids and indices should have same size.");
  const int64_t m = dim0.as_int64(0);
  if (m < 0) throw invalid_argument("Expected a non-negative size, got " + num(m));  // SetDimWithStatus
  tensor::Shape out_shape = grad.shape();
  out_shape[0] = m;
  Tensor out = Tensor::zeros(grad.dtype(), out_shape);
  if (m == 0 || n == 0) return out;
  const int64_t num_segments = grad.shape()[0], inner = inner_size(grad, 1);
  if (ids.as_int64(n - 1) + 1 > num_segments) throw invalid_argument("Invalid number of segments");
  auto check_segment = [&](int64_t id) {
    if (id < 0 || id >= num_segments)
      throw invalid_argument("Segment id " + num(id) + " out of range [0, " + num(num_segments) + ").");
  };
  std::vector<double> scaling;
  if (kind != SparseKind::Sum) {
    scaling.assign(static_cast<std::size_t>(num_segments), 0.0);
    for (int64_t i = 0; i < n; ++i) {
      check_segment(ids.as_int64(i));
      scaling[static_cast<std::size_t>(ids.as_int64(i))] += 1;
    }
    for (double& v : scaling) v = kind == SparseKind::Mean ? 1.0 / std::max(v, 1.0) : 1.0 / std::sqrt(std::max(v, 1.0));
  }
  tensor::visit_numeric(grad.dtype(), "sparse segment gradient", [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_floating_point_v<T>) {
      const T* in = grad.data<T>();
      T* o = out.mutable_data<T>();
      std::vector<bool> modified(static_cast<std::size_t>(m), false);  // a first write assigns (keeps -0.0)
      for (int64_t i = 0; i < n; ++i) {
        const int64_t row = indices.as_int64(i), id = ids.as_int64(i);
        if (row < 0 || row >= m) throw invalid_argument("Index " + num(row) + " out of range [0, " + num(m) + ").");
        check_segment(id);
        const T scale = kind == SparseKind::Sum ? T(1) : static_cast<T>(scaling[static_cast<std::size_t>(id)]);
        for (int64_t k = 0; k < inner; ++k) {
          const T v = scale == T(1) ? in[id * inner + k] : in[id * inner + k] * scale;
          T& dst = o[row * inner + k];
          dst = modified[static_cast<std::size_t>(row)] ? dst + v : v;
        }
        modified[static_cast<std::size_t>(row)] = true;
      }
    }
  });
  return tensor::finish_float16(std::move(out));
}

// math_ops.cc SparseSegmentReduction[WithNumSegments|Grad]ShapeFn: data WithRankAtLeast 1,
// indices and segment_ids WithRank 1 and merged, a count input (num_segments/output_dim0)
// WithRank 0 whose known value is the first dimension (negative: InvalidArgument).
TensorShape sparse_segment_shape(const InferenceContext& c, int count_input, const char* count_name) {
  const TensorShape& data = c.input_shapes[0];
  if (data.has_rank() && *data.rank() < 1)
    throw tensor::OpValueError("Shape must be at least rank 1 but is rank " + std::to_string(*data.rank()));
  op_def_builders::require_rank(c.input_shapes[1], 1);
  op_def_builders::require_rank(c.input_shapes[2], 1);
  Dim rows;
  if (count_input >= 0) {
    op_def_builders::require_rank(c.input_shapes[static_cast<std::size_t>(count_input)], 0);
  }
  op_def_builders::merge_shapes(c.input_shapes[1], c.input_shapes[2]);
  if (count_input >= 0) {
    if (const Tensor* v = c.input_values[static_cast<std::size_t>(count_input)]) {
      const int64_t value = static_cast<int32_t>(v->as_int64(0));  // dim0->scalar<int32>()()
      if (value < 0) throw tensor::OpValueError(std::string("Cannot specify a negative value for ") + count_name);
      rows = Dim(value);
    }
  }
  if (!data.has_rank()) return TensorShape::unknown();
  std::vector<Dim> dims{rows};
  dims.insert(dims.end(), data.as_list().begin() + 1, data.as_list().end());
  return TensorShape(std::move(dims));
}

void register_sparse_segment_ops(OpRegistry& r) {
  struct Sparse {
    const char* name;
    SparseKind kind;
    const char* what;
    const char* types;
  };
  static const Sparse kSparse[] = {
      {"SparseSegmentSum", SparseKind::Sum, "the sum", kRealTypes},
      {"SparseSegmentMean", SparseKind::Mean, "the mean", "bfloat16, float16, float32, float64"},
      {"SparseSegmentSqrtN", SparseKind::SqrtN, "the sum divided by the sqrt of N", "bfloat16, float16, float32, float64"}};
  for (const Sparse& v : kSparse) {
    for (bool with_num : {false, true}) {
      OpDef d = make(std::string(v.name) + (with_num ? "WithNumSegments" : ""),
                     std::string("Computes ") + v.what + " along sparse segments of a tensor.");
      d.inputs = {arg("data", "T"), arg("indices", "Tidx"), arg("segment_ids", "Tsegmentids")};
      if (with_num) d.inputs.push_back(arg("num_segments", "Tnumsegments"));
      d.outputs = {arg("output", "T")};
      d.attrs = {type_attr("T", v.types), type_attr("Tidx", "int32, int64", DType::Int32)};
      if (with_num) d.attrs.push_back(type_attr("Tnumsegments", "int32, int64", DType::Int32));
      d.attrs.push_back(type_attr("Tsegmentids", "int32, int64", DType::Int32));
      d.attrs.push_back(plain_attr("sparse_gradient", "bool", false));
      if (with_num) {
        d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), sparse_segment_shape(c, 3, "num_segments")); };
      } else {
        d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), sparse_segment_shape(c, -1, "")); };
      }
      const SparseKind kind = v.kind;
      d.kernel = [kind, with_num](KernelContext& c) {
        return std::vector<Tensor>{sparse_segment(kind, c.inputs[0], c.inputs[1], c.inputs[2], with_num ? &c.inputs[3] : nullptr)};
      };
      r.add(std::move(d));
    }
    OpDef g = make(std::string(v.name) + "Grad", std::string("Computes gradients for ") + v.name + ".");
    g.inputs = {arg("grad", "T"), arg("indices", "Tidx"), arg("segment_ids", "Tsegmentids"), fixed_arg("output_dim0", DType::Int32)};
    g.outputs = {arg("output", "T")};
    g.attrs = {type_attr("T", "bfloat16, float16, float32, float64"), type_attr("Tidx", "int32, int64", DType::Int32),
               type_attr("Tsegmentids", "int32, int64", DType::Int32)};
    g.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), sparse_segment_shape(c, 3, "output_dim0")); };
    const SparseKind kind = v.kind;
    g.kernel = [kind](KernelContext& c) {
      return std::vector<Tensor>{sparse_segment_grad(kind, c.inputs[0], c.inputs[1], c.inputs[2], c.inputs[3])};
    };
    r.add(std::move(g));
  }
}

}  // namespace

void register_segment_ops(OpRegistry& r) {
  register_sparse_segment_ops(r);
  struct Variant {
    const char* name;
    Reduce reduce;
    const char* what;
  };
  static const Variant kSorted[] = {{"SegmentSum", Reduce::Sum, "sum"},    {"SegmentMean", Reduce::Mean, "mean"},
                                    {"SegmentMax", Reduce::Max, "maximum"}, {"SegmentMin", Reduce::Min, "minimum"},
                                    {"SegmentProd", Reduce::Prod, "product"}};
  for (const Variant& v : kSorted) {
    OpDef d = make(v.name, std::string("Computes the ") + v.what + " along segments of a tensor.");
    d.inputs = {arg("data", "T"), arg("segment_ids", "Tindices")};
    d.outputs = {arg("output", "T")};
    d.attrs = {type_attr("T", kRealTypes), type_attr("Tindices", "int32, int64")};
    // math_ops.cc SegmentReductionShapeFn: data WithRankAtLeast 1, segment_ids WithRank 1.
    d.shape_fn = +[](const InferenceContext& c) {
      const TensorShape& data = c.input_shapes[0];
      if (data.has_rank() && *data.rank() < 1)
        throw tensor::OpValueError("Shape must be at least rank 1 but is rank " + std::to_string(*data.rank()));
      op_def_builders::require_rank(c.input_shapes[1], 1);
      return one(c.attr<DType>("T"), segment_shape(data, c.input_shapes[1], Dim()));
    };
    const Reduce red = v.reduce;
    d.kernel = [red](KernelContext& c) { return std::vector<Tensor>{sorted_segment(red, c.inputs[0], c.inputs[1])}; };
    r.add(std::move(d));
  }
  static const Variant kUnsorted[] = {{"UnsortedSegmentSum", Reduce::Sum, "sum"},
                                      {"UnsortedSegmentMax", Reduce::Max, "maximum"},
                                      {"UnsortedSegmentMin", Reduce::Min, "minimum"},
                                      {"UnsortedSegmentProd", Reduce::Prod, "product"}};
  for (const Variant& v : kUnsorted) {
    OpDef d = make(v.name, std::string("Computes the ") + v.what + " along segments of a tensor.");
    d.inputs = {arg("data", "T"), arg("segment_ids", "Tindices"), arg("num_segments", "Tnumsegments")};
    d.outputs = {arg("output", "T")};
    d.attrs = {type_attr("T", takes_complex(v.reduce) ? kNumberTypes : kRealTypes),
               type_attr("Tindices", "int16, int32, int64"),
               type_attr("Tnumsegments", "int32, int64", DType::Int32)};
    d.shape_fn = +[](const InferenceContext& c) {
      Dim rows;
      if (const Tensor* n = c.input_values[2]) rows = Dim(n->as_int64(0));
      return one(c.attr<DType>("T"), segment_shape(c.input_shapes[0], c.input_shapes[1], rows));
    };
    const Reduce red = v.reduce;
    d.kernel = [red](KernelContext& c) {
      return std::vector<Tensor>{unsorted_segment(red, c.inputs[0], c.inputs[1], c.inputs[2])};
    };
    r.add(std::move(d));
  }
}

}  // namespace tfplay::graph
