// Indexing, layout, nn and string kernels (kernels_index.cpp, kernels_nn.cpp) and their
// ops (ops_index.cpp, ops_nn.cpp): values, shapes, TF's error texts, and shape functions that
// agree with the kernels.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>

#include "core/graph/eager.h"
#include "core/graph/op_registry.h"
#include "core/tensor/kernels.h"
#include "core/tensor/op_error.h"

using namespace tfplay::tensor;
namespace eager = tfplay::graph::eager;

namespace {
Tensor i32(Shape s, std::vector<int32_t> v) { return Tensor::from_vector(DType::Int32, s, v); }
Tensor i64(Shape s, std::vector<int64_t> v) { return Tensor::from_vector(DType::Int64, s, v); }
Tensor f32(Shape s, std::vector<float> v) { return Tensor::from_vector(DType::Float32, s, v); }
template <typename T> std::vector<T> vals(const Tensor& t) {
  return std::vector<T>(t.data<T>(), t.data<T>() + t.num_elements());
}
const Tensor kM = i32({2, 3}, {1, 2, 3, 4, 5, 6});

Tensor ss(const Tensor& x, std::vector<int64_t> b, std::vector<int64_t> e, std::vector<int64_t> s, StridedSliceMasks m) {
  const int64_t n = static_cast<int64_t>(b.size());
  return strided_slice(x, i64({n}, b), i64({n}, e), i64({n}, s), m);
}
}  // namespace

TEST_CASE("strided_slice: shrink, ranges, negative strides, new axes, ellipsis") {
  StridedSliceMasks shrink0;
  shrink0.shrink_axis = 1;
  Tensor row = ss(kM, {1}, {2}, {1}, shrink0);
  CHECK(row.shape() == Shape{3});
  CHECK(vals<int32_t>(row) == std::vector<int32_t>{4, 5, 6});
  // x[:, 1]
  StridedSliceMasks col;
  col.begin = col.end = 1;
  col.shrink_axis = 2;
  Tensor c = ss(kM, {0, 1}, {0, 2}, {1, 1}, col);
  CHECK(c.shape() == Shape{2});
  CHECK(vals<int32_t>(c) == std::vector<int32_t>{2, 5});
  // x[::-1]
  StridedSliceMasks rev;
  rev.begin = rev.end = 1;
  Tensor r = ss(kM, {0}, {0}, {-1}, rev);
  CHECK(vals<int32_t>(r) == std::vector<int32_t>{4, 5, 6, 1, 2, 3});
  // x[..., None]
  StridedSliceMasks ell;
  ell.ellipsis = 1;
  ell.new_axis = 2;
  CHECK(ss(kM, {0, 0}, {0, 0}, {1, 1}, ell).shape() == Shape{2, 3, 1});
  // x[1, ::-2]
  StridedSliceMasks mixed;
  mixed.shrink_axis = 1;
  mixed.begin = mixed.end = 2;
  CHECK(vals<int32_t>(ss(kM, {1, 0}, {2, 0}, {1, -2}, mixed)) == std::vector<int32_t>{6, 4});
  // Out-of-range ranges clamp; out-of-range indices fail.
  CHECK(ss(kM, {0}, {10}, {1}, {}).shape() == Shape{2, 3});
  CHECK_THROWS_WITH_AS(ss(kM, {2}, {3}, {1}, shrink0), "slice index 2 of dimension 0 out of bounds.", OpError);
  CHECK_THROWS_WITH_AS(ss(kM, {-3}, {-2}, {1}, shrink0), "slice index -1 of dimension 0 out of bounds.", OpError);
  CHECK_THROWS_WITH_AS(ss(kM, {0}, {1}, {0}, {}), "strides[0] must be non-zero", OpError);
  CHECK_THROWS_WITH_AS(ss(kM, {0, 0, 0}, {1, 1, 1}, {1, 1, 1}, {}), "Index out of range using input dim 2; input has only 2 dims",
                       OpError);
  CHECK_THROWS_WITH_AS(strided_slice(kM, i64({1}, {0}), i64({2}, {1, 1}), i64({1}, {1}), {}),
                       "Expected begin, end, and strides to be 1D equal size tensors, but got shapes [1], [2], and [1] instead.",
                       OpError);
}

TEST_CASE("validate_strided_slice with unknown begin/end or dims (shape inference)") {
  StridedSliceMasks shrink0;
  shrink0.shrink_axis = 1;
  // x[i] with i unknown: the shrunk dim disappears, the others stay.
  auto plan = validate_strided_slice(nullptr, nullptr, {1}, {4, -1}, shrink0);
  CHECK(plan.final_shape == std::vector<int64_t>{-1});
  StridedSliceMasks all;
  all.begin = all.end = 1;
  plan = validate_strided_slice(nullptr, nullptr, {1}, {4, 3}, all);
  CHECK(plan.final_shape == std::vector<int64_t>{4, 3});
}

TEST_CASE("slice, gather, tile, broadcast_to, unpack, split") {
  CHECK(vals<int32_t>(slice(kM, i32({2}, {0, 1}), i32({2}, {2, -1}))) == std::vector<int32_t>{2, 3, 5, 6});
  CHECK_THROWS_WITH_AS(slice(kM, i32({2}, {0, 4}), i32({2}, {1, 1})), "Expected begin[1] in [0, 3], but got 4", OpError);
  CHECK_THROWS_WITH_AS(slice(kM, i32({2}, {0, 1}), i32({2}, {1, 3})), "Expected size[1] in [0, 2], but got 3", OpError);
  CHECK(vals<int32_t>(gather(kM, i32({2}, {1, 0}), 0)) == std::vector<int32_t>{4, 5, 6, 1, 2, 3});
  CHECK(vals<int32_t>(gather(kM, i32({}, {2}), 1)) == std::vector<int32_t>{3, 6});
  CHECK_THROWS_WITH_AS(gather(kM, i32({2}, {0, 5}), 1), "indices[1] = 5 is not in [0, 3)", OpError);
  CHECK_THROWS_WITH_AS(gather(kM, i32({1}, {0}), 2), "Expected axis in the range [-2, 2), but got 2", OpError);
  CHECK(vals<int32_t>(tile(i32({2}, {1, 2}), {3})) == std::vector<int32_t>{1, 2, 1, 2, 1, 2});
  CHECK(tile(kM, {2, 1}).shape() == Shape{4, 3});
  CHECK_THROWS_WITH_AS(tile(kM, {2}), "Expected multiples argument to be a vector of length 2 but got length 1", OpError);
  CHECK(vals<int32_t>(broadcast_to(i32({2}, {1, 2}), {2, 2})) == std::vector<int32_t>{1, 2, 1, 2});
  CHECK_THROWS_WITH_AS(broadcast_to(i32({2}, {1, 2}), {3}), "Incompatible shapes: [2] vs. [3]", OpError);
  CHECK_THROWS_WITH_AS(broadcast_to(i32({2}, {1, 2}), {2, 1}), "Unable to broadcast tensor of shape [2] to tensor of shape [2,1]",
                       OpError);
  auto cols = unpack(kM, 3, 1);
  REQUIRE(cols.size() == 3);
  CHECK(vals<int32_t>(cols[2]) == std::vector<int32_t>{3, 6});
  auto parts = split_sizes(kM, {1, 2}, 1);
  CHECK(parts[1].shape() == Shape{2, 2});
  CHECK(vals<int32_t>(parts[1]) == std::vector<int32_t>{2, 3, 5, 6});
}

TEST_CASE("select, where, matrix_diag") {
  const Tensor cond = Tensor::from_vector<bool>(DType::Bool, {3}, {true, false, true});
  CHECK(vals<int32_t>(select(cond, i32({3}, {1, 2, 3}), i32({}, {0}))) == std::vector<int32_t>{1, 0, 3});
  CHECK_THROWS_WITH_AS(select(cond, i32({2}, {1, 2}), i32({3}, {1, 2, 3})), "then [2] and else [3] must be broadcastable",
                       OpError);
  const Tensor w = where_indices(Tensor::from_vector<bool>(DType::Bool, {2, 2}, {false, true, true, false}));
  CHECK(w.shape() == Shape{2, 2});
  CHECK(vals<int64_t>(w) == std::vector<int64_t>{0, 1, 1, 0});
  CHECK(vals<float>(matrix_diag(f32({2}, {1, 1}), 2, 3)) == std::vector<float>{1, 0, 0, 0, 1, 0});
}

TEST_CASE("relu, softmax, linspace") {
  CHECK(vals<float>(relu(f32({3}, {-1, 0, 2}))) == std::vector<float>{0, 0, 2});
  const Tensor s = softmax(f32({3}, {1, 2, 3}));
  CHECK(s.data<float>()[0] == doctest::Approx(0.09003057));
  CHECK(s.data<float>()[2] == doctest::Approx(0.66524094));
  CHECK_THROWS_WITH_AS(softmax(Tensor::scalar_float(1)), "logits must have >= 1 dimension, got []", OpError);
  CHECK(vals<float>(linspace(Tensor::scalar_float(0), Tensor::scalar_float(1), 5)) ==
        std::vector<float>{0, 0.25f, 0.5f, 0.75f, 1});
  CHECK(linspace(Tensor::scalar_float(3), Tensor::scalar_float(4), 1).num_elements() == 1);
}

TEST_CASE("string join and length, check_numerics") {
  const Tensor a = Tensor::from_vector<std::string>(DType::String, {2}, {"a", "b"});
  const Tensor bang = Tensor::scalar_string("!");
  CHECK(vals<std::string>(string_join({a, bang}, "-")) == std::vector<std::string>{"a-!", "b-!"});
  CHECK_THROWS_WITH_AS(string_join({a, Tensor::from_vector<std::string>(DType::String, {3}, {"x", "y", "z"})}, ""),
                       "Input shapes do not match: [2] vs. [3]", OpError);
  const Tensor word = Tensor::scalar_string("h\xc3\xa9llo");
  CHECK(string_length(word, false).scalar<int32_t>() == 6);
  CHECK(string_length(word, true).scalar<int32_t>() == 5);
  CHECK_THROWS_WITH_AS(check_numerics(f32({2}, {1, NAN}), "m"), "m : Tensor had NaN values", OpError);
  CHECK_THROWS_WITH_AS(check_numerics(f32({2}, {INFINITY, NAN}), "m"), "m : Tensor had Inf and NaN values", OpError);
}

TEST_CASE("the new ops' shape functions agree with their kernels (eager verification)") {
  eager::set_verify_inference(true);
  auto run = [](const std::string& op, std::vector<Tensor> in, tfplay::graph::AttrMap attrs = {}) {
    return eager::execute(op, in, attrs);
  };
  CHECK(run("StridedSlice", {kM, i32({2}, {0, 1}), i32({2}, {2, 3}), i32({2}, {1, 2})},
            {{"begin_mask", int64_t{0}}, {"end_mask", int64_t{0}}, {"ellipsis_mask", int64_t{0}},
             {"new_axis_mask", int64_t{0}}, {"shrink_axis_mask", int64_t{0}}})[0]
            .shape() == Shape{2, 1});
  CHECK(run("Slice", {kM, i32({2}, {1, 0}), i32({2}, {1, -1})})[0].shape() == Shape{1, 3});
  CHECK(run("GatherV2", {kM, i32({2}, {0, 0}), Tensor::scalar_int32(1)}, {{"batch_dims", int64_t{0}}})[0].shape() == Shape{2, 2});
  CHECK(run("Tile", {kM, i32({2}, {1, 2})})[0].shape() == Shape{2, 6});
  CHECK(run("BroadcastTo", {i32({3}, {1, 2, 3}), i32({2}, {2, 3})})[0].shape() == Shape{2, 3});
  CHECK(run("Unpack", {kM}, {{"num", int64_t{2}}, {"axis", int64_t{0}}}).size() == 2);
  CHECK(run("Split", {Tensor::scalar_int32(1), kM}, {{"num_split", int64_t{3}}}).size() == 3);
  CHECK(run("SplitV", {kM, i64({2}, {1, -1}), Tensor::scalar_int32(1)}, {{"num_split", int64_t{2}}})[1].shape() == Shape{2, 2});
  CHECK(run("SelectV2", {Tensor::scalar_bool(true), kM, i32({}, {0})})[0].shape() == Shape{2, 3});
  CHECK(run("Relu", {f32({2}, {-1, 1})})[0].shape() == Shape{2});
  CHECK(run("Softmax", {f32({2, 2}, {1, 2, 3, 4})})[0].shape() == Shape{2, 2});
  CHECK(run("LinSpace", {Tensor::scalar_float(0), Tensor::scalar_float(1), Tensor::scalar_int32(3)})[0].shape() == Shape{3});
  CHECK(run("RandomUniform", {i32({2}, {2, 2})}, {{"dtype", DType::Float32}, {"seed", int64_t{1}}, {"seed2", int64_t{2}}})[0].shape() ==
        Shape{2, 2});
  CHECK(run("OnesLike", {kM})[0].data<int32_t>()[5] == 1);
  CHECK(run("MatrixDiagV3", {f32({2}, {1, 2}), Tensor::scalar_int32(0), Tensor::scalar_int32(-1), Tensor::scalar_int32(-1),
                              Tensor::scalar_float(0)})[0]
            .shape() == Shape{2, 2});
  eager::set_verify_inference(false);
}

TEST_CASE("eager: a dtype outside an op's allowed list is TF's NodeDef validation error") {
  try {
    eager::execute("Floor", {i32({1}, {1})});
    FAIL("expected an error");
  } catch (const OpError& e) {
    CHECK(e.code == OpError::Code::InvalidArgument);
    CHECK(std::string(e.what()) ==
          "Value for attr 'T' of int32 is not in the list of allowed values: bfloat16, half, float, double\n\t; NodeDef: "
          "{{node Floor}}; Op<name=Floor; signature=x:T -> y:T; attr=T:type,allowed=[DT_BFLOAT16, DT_HALF, DT_FLOAT, "
          "DT_DOUBLE]> [Op:Floor] name: ");
  }
}
