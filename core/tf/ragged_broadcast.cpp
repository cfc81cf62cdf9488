// Broadcasting of elementwise ops between RaggedTensors of different row partitions, or between
// a RaggedTensor and a dense value that stretches along its ragged dimensions (the ragged
// tensor guide's "Broadcasting" section; TF's DynamicRaggedShape.broadcast_dynamic_shape and
// broadcast_to in tensorflow/python/ops/ragged/dynamic_ragged_shape.py), eagerly. The shapes
// align from the innermost dimension (missing outer ones are size 1); dimension by dimension,
// the sizes must agree at every position, or one operand's must be 1 at every position (a
// uniform 1, or ragged rows all of length 1), which then stretches. Each operand's elements are gathered
// to the result's positions, the op runs once on the two flat vectors, and the result gets the
// row partitions: ragged where either operand's dimension was ragged.
#include <algorithm>
#include <string>
#include <vector>

#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/ragged_tensor.h"

namespace tfplay::tf::ragged {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

/// One dimension of an operand: uniform (`size` items under every position of the dimension
/// above) or ragged (`splits` over those positions).
struct Dim {
  bool ragged = false;
  int64_t size = 1;
  std::vector<int64_t> splits;
  int64_t length(int64_t q) const { return ragged ? splits[q + 1] - splits[q] : size; }
  int64_t start(int64_t q) const { return ragged ? splits[q] : q * size; }
};

/// The dimensions of a RaggedTensor (rows, its partitions, flat_values' inner axes) or a tensor.
std::vector<Dim> dims_of(const Ref& v) {
  std::vector<Dim> dims;
  Ref level = v;
  if (is_ragged(v)) {
    dims.push_back(Dim{false, static_cast<int64_t>(splits_of(v).size()) - 1, {}});
    for (; is_ragged(level); level = values_of(level)) {
      Ref uniform = py::getattr(level, "uniform_row_length");
      if (!py::is_none(uniform.get())) dims.push_back(Dim{false, eager_value(uniform).as_int64(0), {}});
      else dims.push_back(Dim{true, 0, splits_of(level)});
    }
    const tensor::Shape& inner = eager_value(level).shape();
    for (std::size_t i = 1; i < inner.size(); ++i) dims.push_back(Dim{false, inner[i], {}});
    return dims;
  }
  for (int64_t d : eager_value(level).shape()) dims.push_back(Dim{false, d, {}});
  return dims;
}

/// All of `v`'s elements in order, as a 1-D tensor.
Ref elements_of(const Ref& v) { return tf_call("reshape", {is_ragged(v) ? flat_values(v) : v, py::List({py::Int(-1)})}); }

Ref int64_vector_tensor(const std::vector<int64_t>& v) {
  return constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(v.size())}, v));
}

/// DynamicRaggedShape.num_row_partitions: a RaggedTensor's ragged_rank, 0 for a tensor.
int64_t partitions_of(const Ref& v) { return is_ragged(v) ? ragged_rank(v) : 0; }

/// The row partitions of one dimension as splits over the positions `index` reads.
Ref splits_over(const Dim& d, const std::vector<int64_t>& index) {
  std::vector<int64_t> splits{0};
  for (int64_t q : index) splits.push_back(splits.back() + d.length(q));
  return int64_vector_tensor(splits);
}

/// Sizes that do not broadcast. TF's DynamicRaggedShape broadcasting compares the two
/// dimensions' row splits with check_ops.assert_equal, the operand with fewer row partitions
/// first (the guide's "shapes that do not broadcast" errors); emulated when no outer dimension
/// was stretched (both operands' positions line up one for one).
[[noreturn]] void mismatch(const Dim& A, const Dim& B, const std::vector<int64_t>& ix, const std::vector<int64_t>& iy, const Ref& x,
                           const Ref& y) {
  for (std::size_t p = 0; p < ix.size(); ++p)
    if (ix[p] != static_cast<int64_t>(p) || iy[p] != static_cast<int64_t>(p))
      py::raise(py::E().NotImplementedError, "tfplay cannot report TF's error for these RaggedTensor shapes, which do not broadcast, yet");
  const bool swap = partitions_of(x) > partitions_of(y);
  Ref a = splits_over(A, ix), b = splits_over(B, iy);
  tf_call("debugging.assert_equal", {swap ? b : a, swap ? a : b});
  py::raise(py::E().NotImplementedError, "tfplay cannot report TF's error for these RaggedTensor shapes, which do not broadcast, yet");
}

/// One dimension of the broadcast walk: A and B read at positions ix[p], iy[p]. A dimension
/// stretches as a whole: where its size is 1 at every position; otherwise the sizes must match
/// position by position (false when they do not). On success ix and iy become the positions
/// of the next dimension and `lengths` the result's row lengths here.
bool broadcast_level(const Dim& A, const Dim& B, std::vector<int64_t>& ix, std::vector<int64_t>& iy, std::vector<int64_t>* lengths) {
  bool equal = true, a_ones = true, b_ones = true;
  for (std::size_t p = 0; p < ix.size(); ++p) {
    const int64_t sa = A.length(ix[p]), sb = B.length(iy[p]);
    equal &= sa == sb;
    a_ones &= sa == 1;
    b_ones &= sb == 1;
  }
  if (!equal && !a_ones && !b_ones) return false;
  const bool stretch_a = !equal && a_ones, stretch_b = !equal && !a_ones && b_ones;
  std::vector<int64_t> nx, ny;
  for (std::size_t p = 0; p < ix.size(); ++p) {
    const int64_t s = stretch_a ? B.length(iy[p]) : A.length(ix[p]);
    for (int64_t j = 0; j < s; ++j) {
      nx.push_back(A.start(ix[p]) + (stretch_a ? 0 : j));
      ny.push_back(B.start(iy[p]) + (stretch_b ? 0 : j));
    }
    if (lengths) lengths->push_back(s);
  }
  ix = std::move(nx);
  iy = std::move(ny);
  return true;
}

}  // namespace

bool broadcast_compatible(const Ref& x, const Ref& y) {
  std::vector<Dim> dx = dims_of(x), dy = dims_of(y);
  const std::size_t rank = std::max(dx.size(), dy.size());
  dx.insert(dx.begin(), rank - dx.size(), Dim{});
  dy.insert(dy.begin(), rank - dy.size(), Dim{});
  std::vector<int64_t> ix{0}, iy{0};
  for (std::size_t level = 0; level < rank; ++level)
    if (!broadcast_level(dx[level], dy[level], ix, iy, nullptr)) return false;
  return true;
}

Ref broadcast_binary(const Ref& fn, CallArgs a, std::size_t x_index, const char* x_name, const Ref& x, std::size_t y_index,
                     const char* y_name, const Ref& y) {
  std::vector<Dim> dx = dims_of(x), dy = dims_of(y);
  const std::size_t rank = std::max(dx.size(), dy.size());
  dx.insert(dx.begin(), rank - dx.size(), Dim{});
  dy.insert(dy.begin(), rank - dy.size(), Dim{});
  // ix[p], iy[p]: the position in x and y that the result's position p reads.
  std::vector<int64_t> ix{0}, iy{0};
  struct ResultDim {
    bool ragged;
    int64_t size;                  // a uniform dimension's size
    std::vector<int64_t> lengths;  // per position of the dimension above
  };
  std::vector<ResultDim> out;
  for (std::size_t level = 0; level < rank; ++level) {
    const Dim &A = dx[level], &B = dy[level];
    std::vector<int64_t> lengths;
    if (!broadcast_level(A, B, ix, iy, &lengths)) mismatch(A, B, ix, iy, x, y);
    const bool ragged = A.ragged || B.ragged;
    const int64_t size = ragged ? 0 : (A.size == 1 ? B.size : A.size);
    out.push_back(ResultDim{ragged, size, std::move(lengths)});
  }
  // The op on the gathered elements.
  Ref ex = tf_call("gather", {elements_of(x), int64_vector_tensor(ix)});
  Ref ey = tf_call("gather", {elements_of(y), int64_vector_tensor(iy)});
  if (x_index < a.args.size()) a.args[x_index] = ex;
  if (y_index < a.args.size()) a.args[y_index] = ey;
  for (auto& kw : a.kwargs) {
    if (kw.first == x_name) kw.second = ex;
    if (kw.first == y_name) kw.second = ey;
  }
  Ref result = py::call(fn, a);
  // Rebuild: the dimensions after the last ragged one are flat_values' inner axes; the others,
  // innermost first, become row partitions (uniform ones as uniform_row_length partitions).
  std::size_t last_ragged = 0;
  for (std::size_t level = 0; level < rank; ++level)
    if (out[level].ragged) last_ragged = level;
  std::vector<Ref> value_shape{py::Int(-1)};
  for (std::size_t level = last_ragged + 1; level < rank; ++level) value_shape.push_back(py::Int(out[level].size));
  Ref values = tf_call("reshape", {result, py::List(value_shape)});
  const DType splits_dtype = dtype_of(row_splits_of(is_ragged(x) ? x : y));
  for (std::size_t level = last_ragged; level >= 1; --level) {
    std::vector<int64_t> splits{0};
    for (int64_t n : out[level].lengths) splits.push_back(splits.back() + n);
    Ref partition = splits_tensor(splits, splits_dtype);
    values = out[level].ragged ? make_ragged(values, partition) : make_uniform_ragged(values, partition, out[level].size);
  }
  return values;
}

}  // namespace tfplay::tf::ragged
