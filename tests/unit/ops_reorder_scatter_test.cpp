// The reorder, scatter, bitwise, einsum and random-int ops (ops_reorder.cpp, ops_scatter.cpp,
// ops_einsum.cpp, ops_nn.cpp RandomUniformInt) run eagerly: values, dtypes, TF's tie-breaking
// and error texts, with the shape functions checked against the kernels (eager verify mode).
#include <doctest/doctest.h>

#include <climits>
#include <memory>
#include <string>

#include "core/graph/eager.h"
#include "core/graph/op_registry.h"
#include "core/graph/resource_variable.h"
#include "core/tensor/kernels.h"
#include "core/tensor/op_error.h"

using namespace tfplay::tensor;
namespace eager = tfplay::graph::eager;
using tfplay::graph::AttrMap;

namespace {
Tensor i32(Shape s, std::vector<int32_t> v) { return Tensor::from_vector(DType::Int32, s, v); }
Tensor f32(Shape s, std::vector<float> v) { return Tensor::from_vector(DType::Float32, s, v); }
template <typename T> std::vector<T> vals(const Tensor& t) { return std::vector<T>(t.data<T>(), t.data<T>() + t.num_elements()); }
std::vector<Tensor> run(const std::string& op, std::vector<Tensor> in, AttrMap attrs = {}) { return eager::execute(op, in, attrs); }
std::string error_of(const std::string& op, std::vector<Tensor> in, AttrMap attrs = {}) {
  try {
    eager::execute(op, in, attrs);
  } catch (const OpError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("TopKV2: largest first, ties by the lower index, int32 indices") {
  auto out = run("TopKV2", {f32({2, 3}, {1, 3, 3, 0, -1, 5}), Tensor::scalar_int32(2)});
  CHECK(vals<float>(out[0]) == std::vector<float>{3, 3, 5, 0});
  CHECK(vals<int32_t>(out[1]) == std::vector<int32_t>{1, 2, 2, 0});
  CHECK(out[1].shape() == Shape{2, 2});
  CHECK(error_of("TopKV2", {i32({2}, {1, 2}), Tensor::scalar_int32(3)}).find("input must have at least k columns. Had 2, needed 3") !=
        std::string::npos);
}

TEST_CASE("Unique keeps first occurrences; Roll, ReverseV2 and the three pads move elements") {
  auto u = run("Unique", {i32({6}, {4, 1, 4, 2, 1, 7})});
  CHECK(vals<int32_t>(u[0]) == std::vector<int32_t>{4, 1, 2, 7});
  CHECK(vals<int32_t>(u[1]) == std::vector<int32_t>{0, 1, 0, 2, 1, 3});
  CHECK(vals<int32_t>(run("Roll", {i32({5}, {0, 1, 2, 3, 4}), Tensor::scalar_int32(-1), Tensor::scalar_int32(0)})[0]) ==
        std::vector<int32_t>{1, 2, 3, 4, 0});
  CHECK(vals<int32_t>(run("ReverseV2", {i32({2, 2}, {1, 2, 3, 4}), i32({1}, {-1})})[0]) == std::vector<int32_t>{2, 1, 4, 3});
  const Tensor x = i32({3}, {1, 2, 3});
  const Tensor p = i32({1, 2}, {2, 1});
  CHECK(vals<int32_t>(run("Pad", {x, p})[0]) == std::vector<int32_t>{0, 0, 1, 2, 3, 0});
  CHECK(vals<int32_t>(run("PadV2", {x, p, Tensor::scalar_int32(7)})[0]) == std::vector<int32_t>{7, 7, 1, 2, 3, 7});
  CHECK(vals<int32_t>(run("MirrorPad", {x, p}, {{"mode", std::string("REFLECT")}})[0]) == std::vector<int32_t>{3, 2, 1, 2, 3, 2});
  CHECK(vals<int32_t>(run("MirrorPad", {x, p}, {{"mode", std::string("SYMMETRIC")}})[0]) == std::vector<int32_t>{2, 1, 1, 2, 3, 3});
  CHECK(error_of("MirrorPad", {x, i32({1, 2}, {3, 0})}, {{"mode", std::string("REFLECT")}})
            .find("paddings must be less than the dimension size: 3, 0 not less than 3") != std::string::npos);
}

TEST_CASE("GatherNd, ScatterNd (duplicates add) and TensorScatterUpdate (last write wins)") {
  CHECK(vals<int32_t>(run("GatherNd", {i32({2, 2}, {1, 2, 3, 4}), i32({2, 2}, {1, 0, 0, 1})})[0]) == std::vector<int32_t>{3, 2});
  CHECK(error_of("GatherNd", {i32({3}, {1, 2, 3}), i32({1, 1}, {5})})
            .find("indices[0] = [5] does not index into param shape [3], node name: GatherNd") != std::string::npos);
  CHECK(vals<int32_t>(run("ScatterNd", {i32({3, 1}, {1, 1, 0}), i32({3}, {5, 6, 7}), i32({1}, {3})})[0]) ==
        std::vector<int32_t>{7, 11, 0});
  CHECK(vals<int32_t>(run("TensorScatterUpdate", {i32({3}, {0, 0, 0}), i32({2, 1}, {2, 2}), i32({2}, {8, 9})})[0]) ==
        std::vector<int32_t>{0, 0, 9});
  CHECK(error_of("ScatterNd", {i32({1, 1}, {4}), i32({1}, {1}), i32({1}, {3})}).find("indices[0] = [4] does not index into shape [3]") !=
        std::string::npos);
}

TEST_CASE("Bitwise ops, Einsum and RandomUniformInt") {
  CHECK(vals<int32_t>(run("BitwiseAnd", {i32({2}, {12, -1}), i32({}, {10})})[0]) == std::vector<int32_t>{8, 10});
  CHECK(vals<int32_t>(run("Invert", {i32({2}, {0, -13})})[0]) == std::vector<int32_t>{-1, 12});
  CHECK(vals<int32_t>(run("LeftShift", {i32({2}, {1, 1}), i32({2}, {3, 40})})[0]) == std::vector<int32_t>{8, INT32_MIN});
  auto mm = run("Einsum", {i32({2, 2}, {1, 2, 3, 4}), i32({2, 2}, {5, 6, 7, 8})}, {{"equation", std::string("ij,jk->ik")}});
  CHECK(vals<int32_t>(mm[0]) == std::vector<int32_t>{19, 22, 43, 50});
  auto tr = run("Einsum", {i32({2, 2}, {1, 2, 3, 4})}, {{"equation", std::string("ii->")}});
  CHECK(vals<int32_t>(tr[0]) == std::vector<int32_t>{5});
  auto r = run("RandomUniformInt", {i32({1}, {1000}), Tensor::scalar_int32(-2), Tensor::scalar_int32(3)}, {{"seed", int64_t{7}}, {"seed2", int64_t{1}}});
  for (int32_t v : vals<int32_t>(r[0])) CHECK((v >= -2 && v < 3));
  CHECK(error_of("RandomUniformInt", {i32({1}, {2}), Tensor::scalar_int32(1), Tensor::scalar_int32(1)}).find("Need minval < maxval: 1 >= 1") !=
        std::string::npos);
}

TEST_CASE("ResourceStridedSliceAssign writes a slice of the variable, broadcasting the value or refusing it") {
  auto var = std::make_shared<tfplay::graph::VariableResource>();
  var->dtype = DType::Float32;
  var->shape = TensorShape(std::vector<int64_t>{4});
  var->value = f32({4}, {1, 2, 3, 4});
  const Tensor handle = Tensor::resource_handle(var);
  AttrMap masks{{"begin_mask", int64_t{0}}, {"end_mask", int64_t{0}}, {"ellipsis_mask", int64_t{0}}, {"new_axis_mask", int64_t{0}},
                {"shrink_axis_mask", int64_t{0}}};
  run("ResourceStridedSliceAssign", {handle, i32({1}, {1}), i32({1}, {4}), i32({1}, {2}), f32({2}, {9, 8})}, masks);
  CHECK(vals<float>(*var->value) == std::vector<float>{1, 9, 3, 8});
  run("ResourceStridedSliceAssign", {handle, i32({1}, {0}), i32({1}, {2}), i32({1}, {1}), f32({}, {0})}, masks);
  CHECK(vals<float>(*var->value) == std::vector<float>{0, 0, 3, 8});
  CHECK(error_of("ResourceStridedSliceAssign", {handle, i32({1}, {0}), i32({1}, {2}), i32({1}, {1}), f32({3}, {1, 2, 3})}, masks)
            .find("Cannot broadcast input shape [3] into final shape [2]") != std::string::npos);
}
