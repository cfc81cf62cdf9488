// Segment reductions (TF: tensorflow/core/ops/math_ops.cc SegmentSum/Mean/Max/Min/Prod and
// UnsortedSegmentSum/Max/Min/Prod; kernels segment_reduction_ops_impl.h, CPU functors).
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

// SegmentReductionOp<CPU>::Compute: sorted 1-D ids; gaps between segments hold 0 (the sorted
// ops' registered default value).
Tensor sorted_segment(Reduce r, const Tensor& data, const Tensor& ids) {
  if (data.rank() < 1) throw invalid_argument("input must be at least rank 1");
  if (ids.rank() != 1) throw invalid_argument("segment_ids should be a vector.");
  const int64_t n = ids.num_elements();
  if (n != data.shape()[0]) throw invalid_argument("segment_ids should be the same size as dimension 0 of input.");
  const int64_t rows = n > 0 ? ids.as_int64(n - 1) + 1 : 0;
  if (rows < 0) throw invalid_argument("segment ids must be >= 0");
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
        for (int64_t k = 0; k < inner; ++k) {
          T acc = reduce_init<T>(r);
          for (int64_t i = start; i < end; ++i) acc = reduce_step(r, acc, in[i * inner + k]);
          if (r == Reduce::Mean) acc = static_cast<T>(acc / static_cast<T>(end - start));
          o[out_index * inner + k] = acc;
        }
        start = end;
        ++end;
        out_index = next;
      }
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

}  // namespace

void register_segment_ops(OpRegistry& r) {
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
