// Kernels (core/tensor/kernels.h): values, broadcasting, TF semantics and TF error texts.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "core/tensor/kernels.h"
#include "core/tensor/op_error.h"
#include "core/tensor/tensor.h"

using namespace tfplay::tensor;

namespace {
Tensor i32(Shape s, std::vector<int32_t> v) { return Tensor::from_vector(DType::Int32, s, v); }
Tensor f32(Shape s, std::vector<float> v) { return Tensor::from_vector(DType::Float32, s, v); }
Tensor f64(Shape s, std::vector<double> v) { return Tensor::from_vector(DType::Float64, s, v); }
template <typename T> std::vector<T> vals(const Tensor& t) {
  return std::vector<T>(t.data<T>(), t.data<T>() + t.num_elements());
}
}  // namespace

TEST_CASE("binary: broadcasting") {
  const Tensor a = i32({2, 3}, {1, 2, 3, 4, 5, 6});
  const Tensor row = i32({3}, {10, 20, 30});
  const Tensor col = i32({2, 1}, {100, 200});
  CHECK(vals<int32_t>(binary_op(BinaryOp::Add, a, row)) ==
        std::vector<int32_t>{11, 22, 33, 14, 25, 36});
  CHECK(vals<int32_t>(binary_op(BinaryOp::Add, a, col)) ==
        std::vector<int32_t>{101, 102, 103, 204, 205, 206});
  const Tensor outer = binary_op(BinaryOp::Mul, col, row);
  CHECK(outer.shape() == Shape{2, 3});
  CHECK(vals<int32_t>(outer) == std::vector<int32_t>{1000, 2000, 3000, 2000, 4000, 6000});
  CHECK(vals<int32_t>(binary_op(BinaryOp::Sub, Tensor::scalar_int32(1), row)) ==
        std::vector<int32_t>{-9, -19, -29});
  CHECK_THROWS_WITH_AS(binary_op(BinaryOp::Add, i32({2}, {1, 2}), i32({3}, {1, 2, 3})),
                       "Incompatible shapes: [2] vs. [3]", OpError);
  CHECK_THROWS_WITH_AS(binary_op(BinaryOp::Add, a, i32({2}, {1, 2})),
                       "Incompatible shapes: [2,3] vs. [2]", OpError);
}

TEST_CASE("binary: Python-style floor division and modulo") {
  const Tensor x = i32({4}, {7, -7, 7, -7});
  const Tensor y = i32({4}, {2, 2, -2, -2});
  CHECK(vals<int32_t>(binary_op(BinaryOp::FloorDiv, x, y)) == std::vector<int32_t>{3, -4, -4, 3});
  CHECK(vals<int32_t>(binary_op(BinaryOp::FloorMod, x, y)) == std::vector<int32_t>{1, 1, -1, -1});
  CHECK(vals<int32_t>(binary_op(BinaryOp::Div, x, y)) == std::vector<int32_t>{3, -3, -3, 3});
  const Tensor fx = f32({2}, {7.5f, -7.5f});
  const Tensor fy = f32({2}, {2.0f, 2.0f});
  CHECK(vals<float>(binary_op(BinaryOp::FloorDiv, fx, fy)) == std::vector<float>{3.0f, -4.0f});
  CHECK(vals<float>(binary_op(BinaryOp::FloorMod, fx, fy)) == std::vector<float>{1.5f, 0.5f});
  CHECK_THROWS_WITH_AS(binary_op(BinaryOp::FloorDiv, x, i32({}, {0})), "Integer division by zero",
                       OpError);
  CHECK(std::isinf(binary_op(BinaryOp::RealDiv, f32({}, {1}), f32({}, {0})).scalar<float>()));
}

TEST_CASE("binary: pow, max/min, comparisons, logical, strings") {
  CHECK(vals<int32_t>(binary_op(BinaryOp::Pow, i32({3}, {2, 3, -2}), i32({}, {3}))) ==
        std::vector<int32_t>{8, 27, -8});
  CHECK_THROWS_WITH_AS(binary_op(BinaryOp::Pow, i32({}, {2}), i32({}, {-1})),
                       "Integers to negative integer powers are not allowed", OpError);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  CHECK(std::isnan(binary_op(BinaryOp::Maximum, f64({}, {nan}), f64({}, {1})).scalar<double>()));
  const Tensor lt = binary_op(BinaryOp::Less, i32({3}, {1, 5, 3}), i32({}, {3}));
  CHECK(lt.dtype() == DType::Bool);
  CHECK(vals<bool>(lt) == std::vector<bool>{true, false, false});
  const Tensor t = Tensor::from_vector<bool>(DType::Bool, {2}, {true, false});
  CHECK(vals<bool>(binary_op(BinaryOp::LogicalAnd, t, Tensor::scalar_bool(true))) ==
        std::vector<bool>{true, false});
  const Tensor s = binary_op(BinaryOp::Add, Tensor::scalar_string("a"), Tensor::scalar_string("b"));
  CHECK(s.scalar<std::string>() == "ab");
  CHECK(binary_op(BinaryOp::Equal, Tensor::scalar_string("a"), Tensor::scalar_string("a"))
            .scalar<bool>());
  // int32 wraps like TF
  CHECK(binary_op(BinaryOp::Add, i32({}, {2147483647}), i32({}, {1})).scalar<int32_t>() ==
        -2147483648);
}

TEST_CASE("unary ops") {
  CHECK(vals<float>(unary_op(UnaryOp::Round, f32({5}, {0.5f, 1.5f, 2.5f, -0.5f, -1.5f}))) ==
        std::vector<float>{0.0f, 2.0f, 2.0f, -0.0f, -2.0f});
  CHECK(vals<int32_t>(unary_op(UnaryOp::Neg, i32({2}, {1, -2}))) == std::vector<int32_t>{-1, 2});
  CHECK(vals<int32_t>(unary_op(UnaryOp::Abs, i32({2}, {-3, 4}))) == std::vector<int32_t>{3, 4});
  CHECK(vals<float>(unary_op(UnaryOp::Sign, f32({3}, {-2, 0, 5}))) ==
        std::vector<float>{-1, 0, 1});
  CHECK(vals<float>(unary_op(UnaryOp::Sqrt, f32({2}, {4, 9}))) == std::vector<float>{2, 3});
  CHECK(unary_op(UnaryOp::Sigmoid, f32({}, {0})).scalar<float>() == 0.5f);
  CHECK(vals<bool>(unary_op(UnaryOp::LogicalNot, Tensor::scalar_bool(true))) ==
        std::vector<bool>{false});
  CHECK(unary_op(UnaryOp::IsNan, f32({}, {NAN})).scalar<bool>());
}

TEST_CASE("cast") {
  CHECK(vals<int32_t>(cast(f32({4}, {1.7f, -1.7f, 2.5f, -0.5f}), DType::Int32)) ==
        std::vector<int32_t>{1, -1, 2, 0});
  CHECK(vals<bool>(cast(f32({3}, {0.0f, 0.1f, -2.0f}), DType::Bool)) ==
        std::vector<bool>{false, true, true});
  CHECK(vals<float>(cast(Tensor::from_vector<bool>(DType::Bool, {2}, {true, false}), DType::Float32)) ==
        std::vector<float>{1, 0});
  CHECK(cast(f32({}, {1e10f}), DType::Int32).scalar<int32_t>() == -2147483648);
  CHECK(cast(i32({}, {300}), DType::UInt8).scalar<uint8_t>() == 44);
  CHECK(cast(f32({}, {0.1f}), DType::Float16).scalar<float>() == 0.0999755859375f);
  CHECK_THROWS_WITH_AS(cast(Tensor::scalar_string("1"), DType::Float32),
                       "Cast string to float is not supported", OpError);
}

TEST_CASE("reductions") {
  const Tensor m = i32({2, 3}, {1, 2, 3, 4, 5, 6});
  CHECK(reduce(ReduceOp::Sum, m, {}, false).shape() == Shape{2, 3});  // no axes: identity
  CHECK(reduce(ReduceOp::Sum, m, {0, 1}, false).scalar<int32_t>() == 21);
  CHECK(vals<int32_t>(reduce(ReduceOp::Sum, m, {0}, false)) == std::vector<int32_t>{5, 7, 9});
  CHECK(vals<int32_t>(reduce(ReduceOp::Sum, m, {-1}, false)) == std::vector<int32_t>{6, 15});
  CHECK(reduce(ReduceOp::Sum, m, {1}, true).shape() == Shape{2, 1});
  CHECK(vals<int32_t>(reduce(ReduceOp::Mean, m, {1}, false)) == std::vector<int32_t>{2, 5});
  CHECK(reduce(ReduceOp::Mean, i32({2}, {1, 2}), {0}, false).scalar<int32_t>() == 1);  // truncates
  CHECK(reduce(ReduceOp::Mean, i32({2}, {-1, -2}), {0}, false).scalar<int32_t>() == -1);
  CHECK(reduce(ReduceOp::Mean, f32({2}, {1, 2}), {0}, false).scalar<float>() == 1.5f);
  CHECK(reduce(ReduceOp::Max, m, {0, 1}, false).scalar<int32_t>() == 6);
  CHECK(reduce(ReduceOp::Min, m, {0, 1}, false).scalar<int32_t>() == 1);
  CHECK(reduce(ReduceOp::Prod, m, {0, 1}, false).scalar<int32_t>() == 720);
  CHECK(std::isinf(reduce(ReduceOp::Max, f32({0}, {}), {0}, false).scalar<float>()));
  const Tensor bools = Tensor::from_vector<bool>(DType::Bool, {2}, {true, false});
  CHECK_FALSE(reduce(ReduceOp::All, bools, {0}, false).scalar<bool>());
  CHECK(reduce(ReduceOp::Any, bools, {0}, false).scalar<bool>());
  CHECK_THROWS_WITH_AS(reduce(ReduceOp::Sum, m, {2}, false),
                       "Invalid reduction dimension (2 for input with 2 dimension(s)", OpError);
  CHECK_THROWS_WITH_AS(reduce(ReduceOp::Sum, m, {0, -2}, false),
                       "Invalid reduction arguments: Axes contains duplicate dimension: 0", OpError);
}

TEST_CASE("argmax / argmin") {
  const Tensor m = i32({2, 3}, {1, 9, 3, 7, 5, 7});
  const Tensor a0 = arg_reduce(true, m, 0, DType::Int64);
  CHECK(a0.dtype() == DType::Int64);
  CHECK(vals<int64_t>(a0) == std::vector<int64_t>{1, 0, 1});
  CHECK(vals<int64_t>(arg_reduce(true, m, 1, DType::Int64)) == std::vector<int64_t>{1, 0});
  CHECK(vals<int32_t>(arg_reduce(false, m, -1, DType::Int32)) == std::vector<int32_t>{0, 1});
  CHECK_THROWS_WITH_AS(arg_reduce(true, m, 2, DType::Int64),
                       "Expected dimension in the range [-2, 2), but got 2", OpError);
  CHECK_THROWS_WITH_AS(arg_reduce(true, i32({0}, {}), 0, DType::Int64),
                       "Reduction axis 0 is empty in shape [0]", OpError);
}

TEST_CASE("reshape, transpose, expand_dims, squeeze") {
  const Tensor t = i32({6}, {1, 2, 3, 4, 5, 6});
  CHECK(reshape(t, {2, -1}).shape() == Shape{2, 3});
  CHECK(reshape(t, {2, -1}).shares_buffer_with(t));
  CHECK(reshape(i32({1}, {7}), {}).shape() == Shape{});
  CHECK_THROWS_WITH_AS(reshape(t, {4}),
                       "Input to reshape is a tensor with 6 values, but the requested shape has 4",
                       OpError);
  CHECK_THROWS_WITH_AS(reshape(t, {4, -1}),
                       "Input to reshape is a tensor with 6 values, but the requested shape "
                       "requires a multiple of 4",
                       OpError);
  CHECK_THROWS_WITH_AS(reshape(t, {-1, -1}), "Only one input size may be -1, not both 0 and 1",
                       OpError);
  CHECK_THROWS_WITH_AS(reshape(t, {2, -3}), "Size 1 must be non-negative, not -3", OpError);
  const Tensor m = reshape(t, {2, 3});
  const Tensor tr = transpose(m, {1, 0});
  CHECK(tr.shape() == Shape{3, 2});
  CHECK(vals<int32_t>(tr) == std::vector<int32_t>{1, 4, 2, 5, 3, 6});
  const Tensor cube = reshape(i32({24}, std::vector<int32_t>(24, 0)), {2, 3, 4});
  CHECK(transpose(cube, {2, 0, 1}).shape() == Shape{4, 2, 3});
  CHECK_THROWS_WITH_AS(transpose(m, {0}),
                       "transpose expects a vector of size 2. But input(1) is a vector of size 1",
                       OpError);
  CHECK_THROWS_WITH_AS(transpose(m, {0, 0}), "1 is missing from {0,0}.", OpError);
  CHECK(expand_dims(t, 0).shape() == Shape{1, 6});
  CHECK(expand_dims(t, -1).shape() == Shape{6, 1});
  CHECK_THROWS_WITH_AS(expand_dims(t, 3), "Tried to expand dim index 3 for tensor with 1 dimensions.",
                       OpError);
  const Tensor s = reshape(t, {1, 6, 1});
  CHECK(squeeze(s, {}).shape() == Shape{6});
  CHECK(squeeze(s, {-1}).shape() == Shape{1, 6});
  CHECK_THROWS_WITH_AS(squeeze(s, {1}), "Can not squeeze dim[1], expected a dimension of 1, got 6",
                       OpError);
}

TEST_CASE("concat and pack") {
  const Tensor a = i32({2, 2}, {1, 2, 3, 4});
  const Tensor b = i32({2, 1}, {5, 6});
  const Tensor c1 = concat({a, b}, 1);
  CHECK(c1.shape() == Shape{2, 3});
  CHECK(vals<int32_t>(c1) == std::vector<int32_t>{1, 2, 5, 3, 4, 6});
  CHECK(vals<int32_t>(concat({a, a}, 0)) == std::vector<int32_t>{1, 2, 3, 4, 1, 2, 3, 4});
  CHECK_THROWS_WITH_AS(concat({a, b}, 0),
                       "ConcatOp : Dimension 1 in both shapes must be equal: shape[0] = [2,2] vs. "
                       "shape[1] = [2,1]",
                       OpError);
  CHECK_THROWS_WITH_AS(concat({a, a}, 2),
                       "ConcatOp : Expected concatenating dimensions in the range [-2, 2), but got 2",
                       OpError);
  const Tensor p = pack({i32({2}, {1, 2}), i32({2}, {3, 4})}, 1);
  CHECK(p.shape() == Shape{2, 2});
  CHECK(vals<int32_t>(p) == std::vector<int32_t>{1, 3, 2, 4});
  CHECK_THROWS_WITH_AS(pack({i32({2}, {1, 2}), i32({3}, {1, 2, 3})}, 0),
                       "Shapes of all inputs must match: values[0].shape = [2] != values[1].shape = [3]",
                       OpError);
  CHECK_THROWS_WITH_AS(pack({i32({2}, {1, 2})}, 2), "axis = 2 not in [-2, 2)", OpError);
}

TEST_CASE("fill and range") {
  const Tensor f = fill(i32({2}, {2, 3}), Tensor::scalar_float(1.5f));
  CHECK(f.shape() == Shape{2, 3});
  CHECK(f.data<float>()[5] == 1.5f);
  CHECK_THROWS_WITH_AS(fill(i32({2, 1}, {2, 3}), Tensor::scalar_float(1)),
                       "dims must be a vector, got shape [2,1]", OpError);
  CHECK(vals<int32_t>(range(i32({}, {0}), i32({}, {10}), i32({}, {3}))) ==
        std::vector<int32_t>{0, 3, 6, 9});
  CHECK(vals<int32_t>(range(i32({}, {5}), i32({}, {0}), i32({}, {-2}))) ==
        std::vector<int32_t>{5, 3, 1});
  CHECK(range(f32({}, {0}), f32({}, {1}), f32({}, {0.1f})).num_elements() == 10);
  CHECK_THROWS_WITH_AS(range(i32({}, {5}), i32({}, {0}), i32({}, {1})),
                       "Requires start <= limit when delta > 0: 5/0", OpError);
  CHECK_THROWS_WITH_AS(range(i32({}, {0}), i32({}, {5}), i32({}, {0})), "Requires delta != 0: 0",
                       OpError);
  CHECK_THROWS_WITH_AS(range(f32({}, {0.5f}), f32({}, {0}), f32({}, {1})),
                       "Requires start <= limit when delta > 0: 0.5/0", OpError);
}

TEST_CASE("matmul") {
  const Tensor a = i32({2, 3}, {1, 2, 3, 4, 5, 6});
  const Tensor b = i32({3, 2}, {7, 8, 9, 10, 11, 12});
  CHECK(vals<int32_t>(matmul(a, b, false, false)) == std::vector<int32_t>{58, 64, 139, 154});
  CHECK(vals<int32_t>(matmul(a, a, false, true)) == std::vector<int32_t>{14, 32, 32, 77});
  CHECK(matmul(a, a, true, false).shape() == Shape{3, 3});
  CHECK_THROWS_WITH_AS(matmul(a, a, false, false),
                       "Matrix size-incompatible: In[0]: [2,3], In[1]: [2,3]", OpError);
  CHECK_THROWS_WITH_AS(matmul(i32({3}, {1, 2, 3}), a, false, false),
                       "In[0] and In[1] has different ndims: [3] vs. [2,3]", OpError);
  CHECK_THROWS_WITH_AS(matmul(i32({3}, {1, 2, 3}), i32({3}, {1, 2, 3}), false, false), "In[0] and In[1] ndims must be == 2: 1",
                       OpError);
  const Tensor batch = reshape(i32({12}, {1, 2, 3, 4, 5, 6, 1, 0, 0, 0, 1, 0}), {2, 2, 3});
  const Tensor bm = batch_matmul(batch, b, false, false);
  CHECK(bm.shape() == Shape{2, 2, 2});
  CHECK(vals<int32_t>(bm) == std::vector<int32_t>{58, 64, 139, 154, 7, 8, 9, 10});
}
