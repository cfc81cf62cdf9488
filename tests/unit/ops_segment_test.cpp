// The segment reduction ops (ops_segment.cpp) run eagerly: sorted runs and gaps, the unsorted
// ops' dropped negative ids and identity fill, and the CPU kernels' error texts.
#include <doctest/doctest.h>

#include <limits>
#include <string>

#include "core/graph/eager.h"
#include "core/tensor/op_error.h"

using namespace tfplay::tensor;
namespace eager = tfplay::graph::eager;

namespace {
Tensor i32(Shape s, std::vector<int32_t> v) { return Tensor::from_vector(DType::Int32, s, v); }
Tensor f32(Shape s, std::vector<float> v) { return Tensor::from_vector(DType::Float32, s, v); }
template <typename T> std::vector<T> vals(const Tensor& t) { return std::vector<T>(t.data<T>(), t.data<T>() + t.num_elements()); }
std::string error_of(const std::string& op, std::vector<Tensor> in) {
  try {
    eager::execute(op, in, {});
  } catch (const OpError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("SegmentSum and SegmentMean reduce runs of sorted ids; skipped ids hold 0") {
  auto sum = eager::execute("SegmentSum", {i32({3, 2}, {1, 2, 3, 4, 5, 6}), i32({3}, {0, 0, 2})}, {});
  CHECK(sum[0].shape() == Shape{3, 2});
  CHECK(vals<int32_t>(sum[0]) == std::vector<int32_t>{4, 6, 0, 0, 5, 6});
  auto mean = eager::execute("SegmentMean", {i32({3}, {7, 8, 9}), i32({3}, {0, 0, 1})}, {});
  CHECK(vals<int32_t>(mean[0]) == std::vector<int32_t>{7, 9});  // integer mean truncates
  CHECK(error_of("SegmentSum", {i32({3}, {1, 2, 3}), i32({3}, {1, 1, 0})}).find("segment ids are not increasing") != std::string::npos);
  CHECK(error_of("SegmentMax", {i32({2}, {1, 2}), i32({3}, {0, 0, 0})}).find("segment_ids should be the same size as dimension 0 of input.") != std::string::npos);
}

TEST_CASE("UnsortedSegmentMax drops negative ids and fills empty segments with the lowest value") {
  auto out = eager::execute("UnsortedSegmentMax", {f32({3}, {1, 5, 2}), i32({3}, {2, -1, 2}), Tensor::scalar_int32(3)}, {});
  CHECK(vals<float>(out[0]) == std::vector<float>{std::numeric_limits<float>::lowest(), std::numeric_limits<float>::lowest(), 2});
  CHECK(error_of("UnsortedSegmentSum", {i32({2, 1}, {1, 2}), i32({2, 1}, {0, 4}), Tensor::scalar_int32(2)}).find("segment_ids[1,0] = 4 is out of range [0, 2)") != std::string::npos);
  CHECK(error_of("UnsortedSegmentSum", {i32({2}, {1, 2}), i32({3}, {0, 0, 0}), Tensor::scalar_int32(2)}).find("data.shape = [2] does not start with segment_ids.shape = [3]") != std::string::npos);
}
