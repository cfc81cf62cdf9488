// The set ops (ops_set.cpp) and EditDistance (ops_edit_distance.cpp) run eagerly: each row's set
// over the last dimension as a sparse tensor with ascending values, set sizes, and the
// normalized and raw Levenshtein distances of sparse sequences.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "core/graph/eager.h"
#include "core/tensor/op_error.h"

using namespace tfplay::tensor;
namespace eager = tfplay::graph::eager;

namespace {
Tensor i32(Shape s, std::vector<int32_t> v) { return Tensor::from_vector(DType::Int32, s, v); }
Tensor i64(Shape s, std::vector<int64_t> v) { return Tensor::from_vector(DType::Int64, s, v); }
template <typename T> std::vector<T> vals(const Tensor& t) { return std::vector<T>(t.data<T>(), t.data<T>() + t.num_elements()); }
}  // namespace

TEST_CASE("DenseToDenseSetOperation gives each row's result set, ascending, padded to the largest") {
  const Tensor a = i32({2, 3}, {3, 1, 2, 5, 5, 4}), b = i32({2, 3}, {2, 3, 9, 6, 4, 1});
  auto inter = eager::execute("DenseToDenseSetOperation", {a, b}, {{"set_operation", std::string("intersection")}});
  CHECK(vals<int64_t>(inter[0]) == std::vector<int64_t>{0, 0, 0, 1, 1, 0});
  CHECK(vals<int32_t>(inter[1]) == std::vector<int32_t>{2, 3, 4});
  CHECK(vals<int64_t>(inter[2]) == std::vector<int64_t>{2, 2});
  auto diff = eager::execute("DenseToDenseSetOperation", {a, b}, {{"set_operation", std::string("b-a")}});
  CHECK(vals<int32_t>(diff[1]) == std::vector<int32_t>{9, 1, 6});
  auto size = eager::execute("SetSize", {inter[0], inter[1], inter[2]}, {});
  CHECK(vals<int32_t>(size[0]) == std::vector<int32_t>{2, 1});
  try {
    eager::execute("DenseToDenseSetOperation", {i32({2}, {1, 2}), i32({2}, {1, 2})}, {{"set_operation", std::string("union")}});
    FAIL("expected an error");
  } catch (const OpError& e) {
    CHECK(std::string(e.what()).find("Shape [2] has rank 1 < 2") != std::string::npos);
  }
}

TEST_CASE("EditDistance compares the sparse sequences of each row") {
  // hypothesis rows (0,0)=[1] (1,0)=[2]; truth rows (0,1)=[1] (1,0)=[2,3] (1,1)=[1].
  std::vector<Tensor> in = {i64({2, 3}, {0, 0, 0, 1, 0, 0}), i32({2}, {1, 2}), i64({3}, {2, 1, 1}),
                            i64({4, 3}, {0, 1, 0, 1, 0, 0, 1, 0, 1, 1, 1, 0}), i32({4}, {1, 2, 3, 1}), i64({3}, {2, 2, 2})};
  auto normalized = eager::execute("EditDistance", in, {{"normalize", true}});
  CHECK(normalized[0].shape() == Shape{2, 2});
  const std::vector<float> n = vals<float>(normalized[0]);
  CHECK(std::isinf(n[0]));
  CHECK(n[1] == 1.0f);
  CHECK(n[2] == 0.5f);
  CHECK(n[3] == 1.0f);
  auto raw = eager::execute("EditDistance", in, {{"normalize", false}});
  CHECK(vals<float>(raw[0]) == std::vector<float>{1, 1, 1, 1});
}
