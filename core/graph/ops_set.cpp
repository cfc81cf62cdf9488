// Set ops over the last dimension (TF: tensorflow/core/ops/set_ops.cc, kernels set_kernels.cc):
// DenseToDenseSetOperation (the sparse tensor of each row's intersection, union or difference,
// values in ascending order) and SetSize (the size of each row's set in a sparse tensor).
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using tensor::Dim;
using tensor::invalid_argument;

// TF also takes uint16, a dtype tfplay does not have.
constexpr const char* kSetTypes = "int8, int16, int32, int64, uint8, string";

/// An element as a set key: integers compare as numbers, strings as bytes (btree_set's order).
using Key = std::variant<int64_t, std::string>;

Key key_at(const Tensor& t, int64_t i) {
  if (t.dtype() == DType::String) return t.data<std::string>()[i];
  return t.as_int64(i);
}

std::string join(const std::vector<int64_t>& dims) {
  std::string s;
  for (std::size_t i = 0; i < dims.size(); ++i) s += (i ? "," : "") + num(dims[i]);
  return s;
}

/// GroupShape: all but the last dimension ("Shape [3] has rank 1 < 2").
std::vector<int64_t> group_shape(const std::vector<int64_t>& shape) {
  if (shape.size() < 2)
    throw invalid_argument("Shape [" + join(shape) + "] has rank " + num(static_cast<int64_t>(shape.size())) + " < 2");
  return {shape.begin(), shape.end() - 1};
}

/// SetOperationOp::ComputeDenseToDense.
std::vector<Tensor> dense_to_dense(const Tensor& a, const Tensor& b, std::string op) {
  std::transform(op.begin(), op.end(), op.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  if (op != "a-b" && op != "b-a" && op != "intersection" && op != "union")
    throw invalid_argument("Invalid set_operation " + op + ".");
  const std::vector<int64_t> shape_a(a.shape().begin(), a.shape().end()), shape_b(b.shape().begin(), b.shape().end());
  const std::vector<int64_t> groups = group_shape(shape_a), groups_b = group_shape(shape_b);
  if (groups != groups_b) throw invalid_argument("Mismatched shapes [" + join(groups) + "] vs [" + join(groups_b) + "]");
  const int64_t na = shape_a.back(), nb = shape_b.back();
  int64_t n_groups = 1;
  for (int64_t d : groups) n_groups *= d;
  // The result values as positions in a's elements then b's (first occurrence of each value).
  std::vector<int64_t> indices, picks;
  int64_t max_size = 0;
  for (int64_t g = 0; g < n_groups; ++g) {
    std::map<Key, int64_t> set_a, set_b;
    for (int64_t j = 0; j < na; ++j) set_a.emplace(key_at(a, g * na + j), g * na + j);
    for (int64_t j = 0; j < nb; ++j) set_b.emplace(key_at(b, g * nb + j), a.num_elements() + g * nb + j);
    std::map<Key, int64_t> result;
    if (op == "a-b" || op == "b-a") {
      const auto& x = op == "a-b" ? set_a : set_b;
      const auto& y = op == "a-b" ? set_b : set_a;
      for (const auto& [k, pos] : x)
        if (!y.count(k)) result.emplace(k, pos);
    } else if (op == "intersection") {
      for (const auto& [k, pos] : set_a)
        if (set_b.count(k)) result.emplace(k, pos);
    } else {
      result = set_a;
      result.insert(set_b.begin(), set_b.end());
    }
    if (result.empty()) continue;
    max_size = std::max(max_size, static_cast<int64_t>(result.size()));
    std::vector<int64_t> group_index(groups.size());
    for (int64_t rest = g, d = static_cast<int64_t>(groups.size()) - 1; d >= 0; --d) {
      group_index[static_cast<std::size_t>(d)] = rest % groups[static_cast<std::size_t>(d)];
      rest /= groups[static_cast<std::size_t>(d)];
    }
    int64_t j = 0;
    for (const auto& [k, pos] : result) {
      indices.insert(indices.end(), group_index.begin(), group_index.end());
      indices.push_back(j++);
      picks.push_back(pos);
    }
  }
  const auto rank = static_cast<int64_t>(shape_a.size());
  const auto n = static_cast<int64_t>(picks.size());
  Tensor both = tensor::concat({a.with_shape({a.num_elements()}), b.with_shape({b.num_elements()})}, 0);
  Tensor values = tensor::gather(both, Tensor::from_vector<int64_t>(DType::Int64, {n}, picks), 0);
  std::vector<int64_t> out_shape = groups;
  out_shape.push_back(max_size);
  return {Tensor::from_vector<int64_t>(DType::Int64, {n, rank}, std::move(indices)), values,
          Tensor::from_vector<int64_t>(DType::Int64, {rank}, out_shape)};
}

/// SetSizeOp: each group's number of distinct values, int32, of the group shape.
Tensor set_size(const Tensor& indices, const Tensor& values, const Tensor& shape_t) {
  if (shape_t.rank() != 1) throw invalid_argument("Shape must be a 1D tensor.");
  const std::vector<int64_t> shape = shape_t.to_int64_vector();
  if (shape.size() < 2) throw invalid_argument("Invalid rank " + num(static_cast<int64_t>(shape.size())) + ".");
  const std::vector<int64_t> groups = group_shape(shape);
  int64_t n_groups = 1;
  for (int64_t d : groups) n_groups *= d;
  std::vector<std::set<Key>> sets(static_cast<std::size_t>(n_groups));
  const int64_t rank = static_cast<int64_t>(shape.size());
  for (int64_t i = 0; i < values.num_elements(); ++i) {
    int64_t flat = 0;
    for (int64_t d = 0; d + 1 < rank; ++d) flat = flat * groups[static_cast<std::size_t>(d)] + indices.as_int64(i * rank + d);
    if (flat < 0 || flat >= n_groups) throw invalid_argument("Index out of range");
    sets[static_cast<std::size_t>(flat)].insert(key_at(values, i));
  }
  std::vector<int32_t> out;
  for (const auto& s : sets) out.push_back(static_cast<int32_t>(s.size()));
  return Tensor::from_vector<int32_t>(DType::Int32, groups, std::move(out));
}

}  // namespace

void register_set_ops(OpRegistry& r) {
  {
    OpDef d = make("DenseToDenseSetOperation", "Applies set operation along last dimension of 2 `Tensor` inputs.");
    d.inputs = {arg("set1", "T"), arg("set2", "T")};
    d.outputs = {fixed_arg("result_indices", DType::Int64), arg("result_values", "T"), fixed_arg("result_shape", DType::Int64)};
    d.attrs = {plain_attr("set_operation", "string"), plain_attr("validate_indices", "bool", true), type_attr("T", kSetTypes)};
    d.shape_fn = +[](const InferenceContext& c) {
      const TensorShape& s = c.input_shapes[0];
      const Dim rank = s.has_rank() ? Dim(*s.rank()) : Dim();
      return std::vector<OutputSpec>{{DType::Int64, TensorShape({Dim(), rank})},
                                     {c.attr<DType>("T"), TensorShape({Dim()})},
                                     {DType::Int64, TensorShape({rank})}};
    };
    d.kernel = +[](KernelContext& c) {
      return dense_to_dense(c.inputs[0], c.inputs[1], c.attr<std::string>("set_operation"));
    };
    r.add(std::move(d));
  }
  {
    OpDef d = make("SetSize", "Number of unique elements along last dimension of input `set`.");
    d.inputs = {fixed_arg("set_indices", DType::Int64), arg("set_values", "T"), fixed_arg("set_shape", DType::Int64)};
    d.outputs = {fixed_arg("size", DType::Int32)};
    d.attrs = {plain_attr("validate_indices", "bool", true), type_attr("T", kSetTypes)};
    d.shape_fn = +[](const InferenceContext&) { return op_def_builders::one(DType::Int32, TensorShape::unknown()); };
    d.kernel = +[](KernelContext& c) { return std::vector<Tensor>{set_size(c.inputs[0], c.inputs[1], c.inputs[2])}; };
    r.add(std::move(d));
  }
}

}  // namespace tfplay::graph
