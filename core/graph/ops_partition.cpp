// Ops that split, merge, count or regroup elements (TF: tensorflow/core/ops/array_ops.cc
// ReverseSequence, UniqueWithCounts, UnravelIndex; data_flow_ops.cc DynamicPartition,
// DynamicStitch, ParallelDynamicStitch; math_ops.cc HistogramFixedWidth, CumulativeLogsumexp;
// kernels reverse_sequence_op.cc, unique_op.cc, unravel_index_op.cc, dynamic_partition_op.cc,
// dynamic_stitch_op.cc, histogram_op.cc, scan_ops.cc). The ones that only move elements build
// flat index maps and move them with gather_elements, so every dtype shares one code path.
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <sstream>

#include "core/graph/element_maps.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;

using tensor::Dim;
using tensor::invalid_argument;
using tensor::OpValueError;


// InferenceContext::Merge of two dimensions: "Dimensions must be equal, but are 2 and 3".
Dim merge_dim(const Dim& a, const Dim& b) {
  if (a && b && *a != *b) throw OpValueError("Dimensions must be equal, but are " + num(*a) + " and " + num(*b));
  return a ? a : b;
}

// InferenceContext::MergePrefix(s, prefix): s must start with prefix (the ranks permitting).
void merge_prefix(const TensorShape& s, const TensorShape& prefix) {
  if (!s.has_rank() || !prefix.has_rank()) return;
  if (*s.rank() < *prefix.rank())
    throw OpValueError("Shape must be at least rank " + num(*prefix.rank()) + " but is rank " + num(*s.rank()));
  for (int i = 0; i < *prefix.rank(); ++i) merge_dim(s.as_list()[i], prefix.as_list()[i]);
}

// s[start:], or unknown.
TensorShape subshape(const TensorShape& s, int start) {
  if (!s.has_rank()) return TensorShape::unknown();
  const std::vector<Dim>& d = s.as_list();
  return TensorShape(std::vector<Dim>(d.begin() + std::min<int>(start, static_cast<int>(d.size())), d.end()));
}

// TensorShapeUtils::StartsWith.
bool starts_with(const tensor::Shape& s, const tensor::Shape& prefix) {
  if (s.size() < prefix.size()) return false;
  return std::equal(prefix.begin(), prefix.end(), s.begin());
}

// ---- ReverseSequence ---------------------------------------------------------------------------

void add_reverse_sequence(OpRegistry& r) {
  OpDef d = make("ReverseSequence", "Reverses variable length slices.");
  d.inputs = {arg("input", "T"), arg("seq_lengths", "Tlen")};
  d.outputs = {arg("output", "T")};
  d.attrs = {plain_attr("seq_dim", "int"), plain_attr("batch_dim", "int", int64_t{0}), type_attr("T", ""),
             type_attr("Tlen", "int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& input = c.input_shapes[0];
    const TensorShape& lens = c.input_shapes[1];
    if (lens.has_rank() && *lens.rank() != 1) throw EarlyShapeError("Shape must be rank 1 but is rank " + num(*lens.rank()));
    const int64_t seq_dim = c.attr<int64_t>("seq_dim"), batch_dim = c.attr<int64_t>("batch_dim");
    if (!input.has_rank()) return one(c.attr<DType>("T"), TensorShape::unknown());
    const int64_t rank = *input.rank();
    if (batch_dim >= rank) throw OpValueError("batch_dim must be < input rank: " + num(batch_dim) + " vs. " + num(rank));
    if (seq_dim >= rank) throw OpValueError("seq_dim must be < input rank: " + num(seq_dim) + " vs. " + num(rank));
    std::vector<Dim> dims = input.as_list();
    const Dim lens_dim = lens.has_rank() ? lens.as_list()[0] : Dim();
    dims[static_cast<std::size_t>(batch_dim)] = merge_dim(dims[static_cast<std::size_t>(batch_dim)], lens_dim);
    return one(c.attr<DType>("T"), TensorShape(dims));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& input = c.inputs[0];
    const Tensor& lens = c.inputs[1];
    const int64_t batch_dim = c.attr<int64_t>("batch_dim"), seq_dim = c.attr<int64_t>("seq_dim");
    if (batch_dim < 0) throw invalid_argument("Invalid batch_dim " + num(batch_dim));
    if (seq_dim < 0) throw invalid_argument("Invalid seq_dim " + num(seq_dim));
    if (lens.rank() != 1) throw invalid_argument("seq_lengths must be 1-dim, not " + num(lens.rank()));
    if (batch_dim == seq_dim) throw invalid_argument("batch_dim == seq_dim == " + num(seq_dim));
    const int64_t rank = input.rank();
    if (seq_dim >= rank) throw invalid_argument("seq_dim must be < input rank ( " + num(seq_dim) + " vs. " + num(rank) + ")");
    if (batch_dim >= rank) throw invalid_argument("batch_dim must be < input rank ( " + num(batch_dim) + " vs. " + num(rank) + ")");
    const std::vector<int64_t> dims(input.shape().begin(), input.shape().end());
    const int64_t batch = dims[static_cast<std::size_t>(batch_dim)];
    if (lens.num_elements() != batch) {
      throw invalid_argument("Length of seq_lengths != input.dims(" + num(batch_dim) + "), (" + num(lens.num_elements()) + " vs. " +
                             num(batch) + ")");
    }
    const std::vector<int64_t> len = lens.to_int64_vector();
    for (std::size_t b = 0; b < len.size(); ++b) {
      if (len[b] < 0) throw invalid_argument("seq_lens(" + num(static_cast<int64_t>(b)) + ") < 0");
      if (len[b] > dims[static_cast<std::size_t>(seq_dim)])
        throw invalid_argument("seq_lens(" + num(static_cast<int64_t>(b)) + ") > input.dims(" + num(seq_dim) + ")");
    }
    if (rank < 2 || rank > 5) throw invalid_argument("ReverseSequenceOp : Unhandled input dimensions: " + num(rank));
    const std::vector<int64_t> st = strides_of(dims);
    std::vector<int64_t> src(static_cast<std::size_t>(input.num_elements()));
    for_each_index(dims, [&](int64_t i, const std::vector<int64_t>& at) {
      const int64_t l = len[static_cast<std::size_t>(at[static_cast<std::size_t>(batch_dim)])];
      const int64_t s = at[static_cast<std::size_t>(seq_dim)];
      src[static_cast<std::size_t>(i)] = s < l ? i + (l - 1 - 2 * s) * st[static_cast<std::size_t>(seq_dim)] : i;
    });
    return std::vector<Tensor>{gather_elements(input, src, input.shape())};
  };
  r.add(std::move(d));
}

// ---- UniqueWithCounts ----------------------------------------------------------------------------

void add_unique_with_counts(OpRegistry& r) {
  OpDef d = make("UniqueWithCounts", "Finds unique elements in a 1-D tensor.");
  d.inputs = {arg("x", "T")};
  d.outputs = {arg("y", "T"), arg("idx", "out_idx"), arg("count", "out_idx")};
  d.attrs = {type_attr("T", ""), type_attr("out_idx", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& x = c.input_shapes[0];
    if (x.has_rank() && *x.rank() != 1) throw EarlyShapeError("Shape must be rank 1 but is rank " + num(*x.rank()));
    const DType idx = c.attr<DType>("out_idx");
    const TensorShape unknown_vector({Dim()});
    return std::vector<OutputSpec>{{c.attr<DType>("T"), unknown_vector}, {idx, x.has_rank() ? x : TensorShape({Dim()})}, {idx, unknown_vector}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    if (x.rank() != 1) throw invalid_argument("unique expects a 1D vector.");
    std::vector<int64_t> first, idx, count;
    tensor::visit_dtype(x.dtype(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T* v = x.data<T>();
      std::map<T, int64_t> seen;  // value -> position in y
      for (int64_t i = 0; i < x.num_elements(); ++i) {
        auto [it, fresh] = seen.emplace(v[i], static_cast<int64_t>(first.size()));
        if (fresh) {
          first.push_back(i);
          count.push_back(0);
        }
        ++count[static_cast<std::size_t>(it->second)];
        idx.push_back(it->second);
      }
    });
    const DType out = c.attr<DType>("out_idx");
    const int64_t n = static_cast<int64_t>(first.size());
    Tensor y = gather_elements(x, first, {n});
    Tensor i = tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, x.shape(), idx), out);
    Tensor k = tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, {n}, count), out);
    return std::vector<Tensor>{y, i, k};
  };
  r.add(std::move(d));
}

// ---- DynamicPartition, DynamicStitch -------------------------------------------------------------

void add_dynamic_partition(OpRegistry& r) {
  OpDef d = make("DynamicPartition", "Partitions `data` into `num_partitions` tensors using indices from `partitions`.");
  d.inputs = {arg("data", "T"), fixed_arg("partitions", DType::Int32)};
  d.outputs = {list_arg("outputs", "num_partitions", "T")};
  d.attrs = {plain_attr("num_partitions", "int"), type_attr("T", "")};
  // DynamicPartitionShapeFn: each output is [?] + data.shape[rank(partitions):].
  d.shape_fn = +[](const InferenceContext& c) {
    const int64_t n = c.attr<int64_t>("num_partitions");
    const TensorShape& data = c.input_shapes[0];
    const TensorShape& partitions = c.input_shapes[1];
    TensorShape out = TensorShape::unknown();
    if (partitions.has_rank()) {
      merge_prefix(data, partitions);
      const TensorShape rest = subshape(data, *partitions.rank());
      out = rest.has_rank() ? TensorShape({Dim()}).concatenate(rest) : TensorShape::unknown();
    }
    return std::vector<OutputSpec>(static_cast<std::size_t>(n), OutputSpec{c.attr<DType>("T"), out});
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& data = c.inputs[0];
    const Tensor& partitions = c.inputs[1];
    const int64_t n = c.attr<int64_t>("num_partitions");
    if (!starts_with(data.shape(), partitions.shape())) {
      throw invalid_argument("data.shape must start with partitions.shape, got data.shape = " + tensor::shape_debug_string(data.shape()) +
                             ", partitions.shape = " + tensor::shape_debug_string(partitions.shape()));
    }
    const int64_t count = partitions.num_elements();
    const int32_t* p = partitions.data<int32_t>();
    const std::vector<int64_t> pdims(partitions.shape().begin(), partitions.shape().end());
    std::vector<std::vector<int64_t>> rows(static_cast<std::size_t>(n));
    for (int64_t i = 0; i < count; ++i) {
      if (p[i] < 0 || p[i] >= n) {
        // SliceDebugString: the coordinates of element i of the partitions tensor.
        std::string at = "[";
        int64_t rest = i;
        const std::vector<int64_t> st = strides_of(pdims);
        for (std::size_t k = 0; k < pdims.size(); ++k) {
          at += (k ? "," : "") + num(rest / st[k]);
          rest %= st[k];
        }
        throw invalid_argument("partitions" + at + "] = " + num(p[i]) + " is not in [0, " + num(n) + ")");
      }
      rows[static_cast<std::size_t>(p[i])].push_back(i);
    }
    const int64_t slice = count ? data.num_elements() / count : 0;
    tensor::Shape tail(data.shape().begin() + partitions.rank(), data.shape().end());
    std::vector<Tensor> out;
    for (const std::vector<int64_t>& picked : rows) {
      std::vector<int64_t> src;
      for (int64_t row : picked)
        for (int64_t j = 0; j < slice; ++j) src.push_back(row * slice + j);
      tensor::Shape shape{static_cast<int64_t>(picked.size())};
      shape.insert(shape.end(), tail.begin(), tail.end());
      out.push_back(gather_elements(data, src, shape));
    }
    return out;
  };
  r.add(std::move(d));
}

// DynamicStitch and ParallelDynamicStitch share the kernel: merged[indices[m][i]] = data[m][i],
// later inputs winning on repeated indices; rows no index names stay zero.
void add_dynamic_stitch(OpRegistry& r, const char* name) {
  OpDef d = make(name, "Interleave the values from the `data` tensors into a single tensor.");
  d.inputs = {list_arg("indices", "N", ""), list_arg("data", "N", "T")};
  d.inputs[0].type = DType::Int32;
  d.outputs = {arg("merged", "T")};
  d.attrs = {plain_attr("N", "int"), type_attr("T", "")};
  // DynamicStitchShapeFunction: [max index + 1 when every indices input is constant] + the
  // merged shapes of data[i].shape[rank(indices[i]):].
  d.shape_fn = +[](const InferenceContext& c) {
    const int n = c.num_inputs() / 2;
    bool all_constant = true;
    int64_t max_index = -1;
    TensorShape extra = TensorShape::unknown();
    for (int i = 0; i < n; ++i) {
      const Tensor* v = c.input_values[static_cast<std::size_t>(i)];
      if (!v) all_constant = false;
      const TensorShape& indices = c.input_shapes[static_cast<std::size_t>(i)];
      const TensorShape& data = c.input_shapes[static_cast<std::size_t>(i + n)];
      if (!indices.has_rank()) continue;
      merge_prefix(data, indices);
      const TensorShape rest = subshape(data, *indices.rank());
      if (extra.has_rank() && rest.has_rank()) {
        if (*extra.rank() != *rest.rank())
          throw OpValueError("Shapes must be equal rank, but are " + num(*extra.rank()) + " and " + num(*rest.rank()));
        std::vector<Dim> m;
        for (int k = 0; k < *extra.rank(); ++k) m.push_back(merge_dim(extra.as_list()[k], rest.as_list()[k]));
        extra = TensorShape(m);
      } else if (rest.has_rank()) {
        extra = rest;
      }
      if (v)
        for (int64_t x : v->to_int64_vector()) max_index = std::max(max_index, x);
    }
    const TensorShape first({all_constant ? Dim(max_index + 1) : Dim()});
    return one(c.attr<DType>("T"), extra.has_rank() ? first.concatenate(extra) : TensorShape::unknown());
  };
  d.kernel = +[](KernelContext& c) {
    const std::size_t n = c.inputs.size() / 2;
    int64_t max_index = -1;
    for (std::size_t i = 0; i < n; ++i)
      for (int64_t x : c.inputs[i].to_int64_vector()) max_index = std::max(max_index, x);
    const Tensor& data0 = c.inputs[n];
    const Tensor& indices0 = c.inputs[0];
    for (std::size_t m = 0; m < n; ++m) {
      const Tensor& indices = c.inputs[m];
      const Tensor& data = c.inputs[n + m];
      if (!starts_with(data.shape(), indices.shape())) {
        throw invalid_argument("data[" + num(static_cast<int64_t>(m)) + "].shape = " + tensor::shape_debug_string(data.shape()) + " does not start with indices[" +
                               num(static_cast<int64_t>(m)) + "].shape = " + tensor::shape_debug_string(indices.shape()));
      }
      const bool same_extra = tensor::Shape(data0.shape().begin() + indices0.rank(), data0.shape().end()) ==
                              tensor::Shape(data.shape().begin() + indices.rank(), data.shape().end());
      if (m > 0 && !same_extra) {
        throw invalid_argument("Need data[0].shape[" + num(indices0.rank()) + ":] = data[" + num(static_cast<int64_t>(m)) + "].shape[" +
                               num(indices.rank()) + ":], got data[0].shape = " + tensor::shape_debug_string(data0.shape()) + ", data[" +
                               num(static_cast<int64_t>(m)) + "].shape = " + tensor::shape_debug_string(data.shape()) + ", indices[0].shape = " +
                               tensor::shape_debug_string(indices0.shape()) + ", indices[" + num(static_cast<int64_t>(m)) + "].shape = " + tensor::shape_debug_string(indices.shape()));
      }
    }
    tensor::Shape shape{max_index + 1};
    shape.insert(shape.end(), data0.shape().begin() + indices0.rank(), data0.shape().end());
    int64_t slice = 1;
    for (std::size_t k = 1; k < shape.size(); ++k) slice *= shape[k];
    // Flat sources over the concatenated data inputs; -1 keeps the zero fill.
    std::vector<int64_t> src(static_cast<std::size_t>((max_index + 1) * slice), -1);
    std::vector<Tensor> flat;
    int64_t base = 0;
    for (std::size_t m = 0; m < n; ++m) {
      const std::vector<int64_t> idx = c.inputs[m].to_int64_vector();
      for (std::size_t i = 0; i < idx.size(); ++i) {
        if (idx[i] < 0) throw invalid_argument("indices[" + num(static_cast<int64_t>(i)) + "] is out of range");
        for (int64_t j = 0; j < slice; ++j)
          src[static_cast<std::size_t>(idx[i] * slice + j)] = base + static_cast<int64_t>(i) * slice + j;
      }
      base += c.inputs[n + m].num_elements();
      flat.push_back(c.inputs[n + m].with_shape({c.inputs[n + m].num_elements()}));
    }
    Tensor all = flat.empty() ? Tensor::zeros(data0.dtype(), {0}) : tensor::concat(flat, 0);
    const Tensor zero = Tensor::zeros(data0.dtype(), {});
    return std::vector<Tensor>{gather_elements(all, src, shape, &zero)};
  };
  r.add(std::move(d));
}

// ---- UnravelIndex ----------------------------------------------------------------------------------

void add_unravel_index(OpRegistry& r) {
  OpDef d = make("UnravelIndex", "Converts an array of flat indices into a tuple of coordinate arrays.");
  d.inputs = {arg("indices", "Tidx"), arg("dims", "Tidx")};
  d.outputs = {arg("output", "Tidx")};
  d.attrs = {type_attr("Tidx", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& indices = c.input_shapes[0];
    const TensorShape& dims = c.input_shapes[1];
    if (dims.has_rank() && *dims.rank() != 1) throw EarlyShapeError("Shape must be rank 1 but is rank " + num(*dims.rank()));
    const Dim n = dims.has_rank() ? dims.as_list()[0] : Dim();
    const DType t = c.attr<DType>("Tidx");
    if (!indices.has_rank()) return one(t, TensorShape::unknown());
    if (*indices.rank() == 0) return one(t, TensorShape({n}));
    const std::optional<int64_t> count = indices.num_elements();
    return one(t, TensorShape({n, count ? Dim(*count) : Dim()}));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& indices = c.inputs[0];
    const Tensor& dims_t = c.inputs[1];
    if (indices.rank() > 1)
      throw invalid_argument("The indices can only be scalar or vector, got \"" + tensor::shape_debug_string(indices.shape()) + "\"");
    if (dims_t.rank() != 1) throw invalid_argument("The indices can only be 1-D, got \"" + tensor::shape_debug_string(dims_t.shape()) + "\"");
    const std::vector<int64_t> dims = dims_t.to_int64_vector();
    // unravel_index_op.cc: the product of dims must fit Tidx, checked before any index.
    const uint64_t limit = dims_t.dtype() == DType::Int64 ? std::numeric_limits<int64_t>::max() : std::numeric_limits<int32_t>::max();
    int64_t total = 1;
    for (std::size_t i = 0; i < dims.size(); ++i) {
      if (dims[i] == 0)
        throw invalid_argument("Input dims cannot contain a dim of zero, but dims contains zero at index " + num(static_cast<int64_t>(i)));
      if (dims[i] < 0)
        throw invalid_argument("Input dims cannot be negative. Got dim = " + num(dims[i]) + " at index " + num(static_cast<int64_t>(i)));
      if (static_cast<uint64_t>(total) > limit / static_cast<uint64_t>(dims[i])) {
        std::string listed;
        for (int64_t d : dims) listed += (listed.empty() ? "" : " ") + num(d);
        throw invalid_argument("Input dims product is causing integer overflow: (" + listed + ")");
      }
      total *= dims[i];
    }
    const std::vector<int64_t> flat = indices.to_int64_vector();
    for (int64_t v : flat)
      if (v < 0 || v >= total) throw invalid_argument("index is out of bound as with dims");
    const int64_t nd = static_cast<int64_t>(dims.size()), count = static_cast<int64_t>(flat.size());
    std::vector<int64_t> out(static_cast<std::size_t>(nd * count));
    for (int64_t j = 0; j < count; ++j) {
      int64_t rest = flat[static_cast<std::size_t>(j)];
      for (int64_t k = nd - 1; k >= 0; --k) {
        out[static_cast<std::size_t>(k * count + j)] = rest % dims[static_cast<std::size_t>(k)];
        rest /= dims[static_cast<std::size_t>(k)];
      }
    }
    tensor::Shape shape = indices.rank() == 0 ? tensor::Shape{nd} : tensor::Shape{nd, count};
    return std::vector<Tensor>{tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, shape, out), c.attr<DType>("Tidx"))};
  };
  r.add(std::move(d));
}

// ---- HistogramFixedWidth ---------------------------------------------------------------------------

void add_histogram_fixed_width(OpRegistry& r) {
  OpDef d = make("HistogramFixedWidth", "Return histogram of values.");
  d.inputs = {arg("values", "T"), arg("value_range", "T"), fixed_arg("nbins", DType::Int32)};
  d.outputs = {arg("out", "dtype")};
  d.attrs = {type_attr("T", "int32, int64, float32, float64"), type_attr("dtype", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& range = c.input_shapes[1];
    if (range.has_rank() && *range.rank() != 1) throw EarlyShapeError("Shape must be rank 1 but is rank " + num(*range.rank()));
    if (range.has_rank() && range.as_list()[0] && *range.as_list()[0] != 2)
      throw EarlyShapeError("Dimension must be 2 but is " + num(*range.as_list()[0]));
    const TensorShape& nbins = c.input_shapes[2];
    if (nbins.has_rank() && *nbins.rank() != 0) throw EarlyShapeError("Shape must be rank 0 but is rank " + num(*nbins.rank()));
    Dim n;
    if (const Tensor* v = c.input_values[2]) n = Dim(v->as_int64(0));
    return one(c.attr<DType>("dtype"), TensorShape({n}));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& values = c.inputs[0];
    const Tensor& range = c.inputs[1];
    const Tensor& nbins_t = c.inputs[2];
    if (range.rank() != 1) throw invalid_argument("value_range should be a vector.");
    if (range.num_elements() != 2) throw invalid_argument("value_range should be a vector of 2 elements.");
    if (nbins_t.rank() != 0) throw invalid_argument("nbins should be a scalar.");
    const int64_t nbins = nbins_t.as_int64(0);
    if (nbins <= 0) throw invalid_argument("nbins should be a positive number, but got '" + num(nbins) + "'");
    const double lo = range.as_double(0), hi = range.as_double(1);
    if (!(lo < hi)) {
      // StrCat's shortest text of each bound (%g for these ranges).
      auto text = [](double v) {
        std::ostringstream o;
        o << v;
        return o.str();
      };
      throw invalid_argument("value_range should satisfy value_range[0] < value_range[1], but got '[" + text(lo) + ", " + text(hi) + "]'");
    }
    // histogram_op.cc: bin = min(int((max(v, lo) - lo) / step), nbins - 1), step in double.
    const double step = (hi - lo) / static_cast<double>(nbins);
    std::vector<int64_t> counts(static_cast<std::size_t>(nbins), 0);
    for (int64_t i = 0; i < values.num_elements(); ++i) {
      const double v = std::max(values.as_double(i), lo);
      const double bin = std::min((v - lo) / step, static_cast<double>(nbins - 1));
      ++counts[static_cast<std::size_t>(static_cast<int64_t>(bin))];
    }
    return std::vector<Tensor>{tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, {nbins}, counts), c.attr<DType>("dtype"))};
  };
  r.add(std::move(d));
}

// ---- CumulativeLogsumexp -------------------------------------------------------------------------

// log(exp(a) + exp(b)) without overflow; -inf with -inf stays -inf.
template <typename T> T log_add_exp(T a, T b) {
  const T hi = std::max(a, b), lo = std::min(a, b);
  if (hi == -std::numeric_limits<T>::infinity()) return hi;
  return hi + std::log1p(std::exp(lo - hi));
}

void add_cumulative_logsumexp(OpRegistry& r) {
  OpDef s = make("CumulativeLogsumexp", "Compute the cumulative product of the tensor `x` along `axis`.");
  s.inputs = {arg("x", "T"), arg("axis", "Tidx")};
  s.outputs = {arg("out", "T")};
  s.attrs = {plain_attr("exclusive", "bool", false), plain_attr("reverse", "bool", false), type_attr("T", "float16, float32, float64"),
             type_attr("Tidx", "int32, int64", DType::Int32)};
  s.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
  s.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    const int64_t rank = x.rank();
    if (c.inputs[1].rank() != 0)
      throw invalid_argument("ScanOp: axis must be a scalar, not " + tensor::shape_debug_string(c.inputs[1].shape()));
    int64_t axis = c.inputs[1].as_int64(0);
    if (axis < -rank || axis >= rank) {
      throw invalid_argument("ScanOp: Expected scan axis in the range [" + num(-rank) + ", " + num(rank) + "), but got " + num(axis));
    }
    if (axis < 0) axis += rank;
    const bool exclusive = c.attr<bool>("exclusive"), reverse = c.attr<bool>("reverse");
    int64_t outer = 1, inner = 1;
    const int64_t len = x.shape()[static_cast<std::size_t>(axis)];
    for (int64_t i = 0; i < axis; ++i) outer *= x.shape()[static_cast<std::size_t>(i)];
    for (int64_t i = axis + 1; i < rank; ++i) inner *= x.shape()[static_cast<std::size_t>(i)];
    Tensor out = Tensor::zeros(x.dtype(), x.shape());
    tensor::visit_numeric(x.dtype(), "CumulativeLogsumexp", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_floating_point_v<T>) {
        const T* in = x.data<T>();
        T* o = out.mutable_data<T>();
        for (int64_t a = 0; a < outer; ++a)
          for (int64_t b = 0; b < inner; ++b) {
            T acc = -std::numeric_limits<T>::infinity();
            for (int64_t k = 0; k < len; ++k) {
              const int64_t j = reverse ? len - 1 - k : k;
              const int64_t at = (a * len + j) * inner + b;
              if (exclusive) {
                o[at] = acc;
                acc = log_add_exp(acc, in[at]);
              } else {
                acc = log_add_exp(acc, in[at]);
                o[at] = acc;
              }
            }
          }
      }
    });
    return std::vector<Tensor>{tensor::finish_float16(out)};
  };
  r.add(std::move(s));
}

// ---- ClipByValue -----------------------------------------------------------------------------------

// cwise_op_clip.cc: the bounds are scalars or of the input's shape.
void add_clip_by_value(OpRegistry& r) {
  OpDef d = make("ClipByValue", "Clips tensor values to a specified min and max.");
  d.inputs = {arg("t", "T"), arg("clip_value_min", "T"), arg("clip_value_max", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", "float32, float64, int32, uint8, int16, int8, complex64, int64, qint8, quint8, qint32, bfloat16, qint16, "
                            "quint16, uint16, complex128, float16, uint32, uint64")};
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
  d.kernel = +[](KernelContext& c) {
    const Tensor &t = c.inputs[0], &lo = c.inputs[1], &hi = c.inputs[2];
    if (!((t.shape() == lo.shape() || lo.rank() == 0) && (t.shape() == hi.shape() || hi.rank() == 0))) {
      throw invalid_argument("clip_value_min and clip_value_max must be either of the same shape as input, or a scalar. input shape: " +
                             tensor::shape_debug_string(t.shape()) + "clip_value_min shape: " + tensor::shape_debug_string(lo.shape()) + "clip_value_max shape: " + tensor::shape_debug_string(hi.shape()));
    }
    const Tensor raised = tensor::binary_op(tensor::BinaryOp::Maximum, t, lo);
    return std::vector<Tensor>{tensor::binary_op(tensor::BinaryOp::Minimum, raised, hi)};
  };
  r.add(std::move(d));
}

// ---- UnsortedSegmentJoin ---------------------------------------------------------------------------

// unsorted_segment_join_op.cc: the strings of each segment joined by `separator` in input order
// (negative ids dropped), [num_segments] + inputs.shape[rank(segment_ids):].
void add_unsorted_segment_join(OpRegistry& r) {
  OpDef d = make("UnsortedSegmentJoin", "Joins the strings in the given segments.");
  d.inputs = {fixed_arg("inputs", DType::String), arg("segment_ids", "Tindices"), arg("num_segments", "Tnumsegments")};
  d.outputs = {fixed_arg("output", DType::String)};
  d.attrs = {plain_attr("separator", "string", std::string()), type_attr("Tindices", "int32, int64"),
             type_attr("Tnumsegments", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    const TensorShape& ids = c.input_shapes[1];
    Dim n;
    if (const Tensor* v = c.input_values[2]) n = Dim(v->as_int64(0));
    if (!in.has_rank() || !ids.has_rank()) return one(DType::String, TensorShape::unknown());
    return one(DType::String, TensorShape({n}).concatenate(subshape(in, *ids.rank())));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const Tensor& ids = c.inputs[1];
    if (c.inputs[2].rank() != 0) throw invalid_argument("Number of segments cannot be empty.");
    const int64_t n = c.inputs[2].as_int64(0);
    if (ids.rank() == 0) throw invalid_argument("Segment_id cannot have rank 0");
    if (ids.rank() > in.rank()) {
      throw tensor::OpError(tensor::OpError::Code::OutOfRange,
                            "Invalid segment_id rank " + num(ids.rank()) + " for input with " + num(in.rank()) + " dimension(s)");
    }
    for (int i = 0; i < ids.rank(); ++i) {
      if (ids.shape()[static_cast<std::size_t>(i)] != in.shape()[static_cast<std::size_t>(i)]) {
        throw invalid_argument("Segment dimension is " + num(ids.shape()[static_cast<std::size_t>(i)]) + " while input dimension is " +
                               num(in.shape()[static_cast<std::size_t>(i)]) + " in rank " + num(i));
      }
    }
    const int64_t count = ids.num_elements();
    const int64_t slice = count ? in.num_elements() / count : 0;
    const std::string& sep = c.attr<std::string>("separator");
    std::vector<std::string> out(static_cast<std::size_t>(std::max<int64_t>(n, 0) * slice));
    std::vector<bool> started(out.size(), false);
    const std::string* strings = in.data<std::string>();
    for (int64_t i = 0; i < count; ++i) {
      const int64_t id = ids.as_int64(i);
      if (id < 0) continue;
      if (id >= n) throw invalid_argument("segment_ids[" + num(i) + "] = " + num(id) + " is out of range [0, " + num(n) + ")");
      for (int64_t j = 0; j < slice; ++j) {
        const std::size_t at = static_cast<std::size_t>(id * slice + j);
        if (started[at]) out[at] += sep;
        out[at] += strings[i * slice + j];
        started[at] = true;
      }
    }
    tensor::Shape shape{n};
    shape.insert(shape.end(), in.shape().begin() + ids.rank(), in.shape().end());
    return std::vector<Tensor>{Tensor::from_vector<std::string>(DType::String, shape, std::move(out))};
  };
  r.add(std::move(d));
}

// ---- Diag, DiagPart ----------------------------------------------------------------------------------

// diag_op.cc: Diag puts a rank-k tensor on the diagonal of a rank-2k one; DiagPart takes it back.
void add_diag(OpRegistry& r) {
  const char* kTypes = "bfloat16, float16, float32, float64, int32, int64, complex64, complex128";
  OpDef d = make("Diag", "Returns a diagonal tensor with a given diagonal values.");
  d.inputs = {arg("diagonal", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", kTypes)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    if (in.has_rank() && *in.rank() < 1) throw EarlyShapeError("Shape must be at least rank 1 but is rank 0");
    return one(c.attr<DType>("T"), in.has_rank() ? in.concatenate(in) : TensorShape::unknown());
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    if (in.rank() == 0) throw invalid_argument("Input must be at least rank 1, got 0");
    const int64_t n = in.num_elements();
    tensor::Shape shape = in.shape();
    shape.insert(shape.end(), in.shape().begin(), in.shape().end());
    std::vector<int64_t> src(static_cast<std::size_t>(n * n), -1);
    for (int64_t i = 0; i < n; ++i) src[static_cast<std::size_t>(i * n + i)] = i;
    const Tensor zero = Tensor::zeros(in.dtype(), {});
    return std::vector<Tensor>{gather_elements(in, src, shape, &zero)};
  };
  r.add(std::move(d));

  OpDef p = make("DiagPart", "Returns the diagonal part of the tensor.");
  p.inputs = {arg("input", "T")};
  p.outputs = {arg("diagonal", "T")};
  p.attrs = {type_attr("T", kTypes)};
  p.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    if (!in.has_rank()) return one(c.attr<DType>("T"), TensorShape::unknown());
    const int rank = *in.rank();
    if (rank % 2 != 0 || rank <= 0) throw EarlyShapeError("Input must have even and non-zero rank, input rank is " + num(rank));
    std::vector<Dim> dims;
    for (int i = 0; i < rank / 2; ++i) dims.push_back(merge_dim(in.as_list()[static_cast<std::size_t>(i)], in.as_list()[static_cast<std::size_t>(i + rank / 2)]));
    return one(c.attr<DType>("T"), TensorShape(dims));
  };
  p.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const int rank = in.rank();
    if (rank % 2 != 0 || rank == 0)
      throw invalid_argument("The rank of the tensor should be even and positive, got shape " + tensor::shape_debug_string(in.shape()));
    const int half = rank / 2;
    for (int i = 0; i < half; ++i) {
      if (in.shape()[static_cast<std::size_t>(i)] != in.shape()[static_cast<std::size_t>(i + half)])
        throw invalid_argument("Invalid shape " + tensor::shape_debug_string(in.shape()) + ": dimensions " + num(i) + " and " + num(i + half) + " do not match.");
    }
    const tensor::Shape shape(in.shape().begin(), in.shape().begin() + half);
    int64_t n = 1;
    for (int64_t v : shape) n *= v;
    std::vector<int64_t> src(static_cast<std::size_t>(n));
    for (int64_t i = 0; i < n; ++i) src[static_cast<std::size_t>(i)] = i * n + i;
    return std::vector<Tensor>{gather_elements(in, src, shape)};
  };
  r.add(std::move(p));
}

}  // namespace

void register_partition_ops(OpRegistry& r) {
  add_diag(r);
  add_unsorted_segment_join(r);
  add_clip_by_value(r);
  add_reverse_sequence(r);
  add_unique_with_counts(r);
  add_dynamic_partition(r);
  add_dynamic_stitch(r, "DynamicStitch");
  add_dynamic_stitch(r, "ParallelDynamicStitch");
  add_unravel_index(r);
  add_histogram_fixed_width(r);
  add_cumulative_logsumexp(r);
}

}  // namespace tfplay::graph
