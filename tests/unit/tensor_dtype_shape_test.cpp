// DType names and TensorShape text/relations (core/tensor/dtype.h, tensor_shape.h, tensor.h).
#include <doctest/doctest.h>

#include "core/tensor/dtype.h"
#include "core/tensor/op_error.h"
#include "core/tensor/tensor.h"
#include "core/tensor/tensor_shape.h"

using namespace tfplay::tensor;

TEST_CASE("dtype names") {
  CHECK(name(DType::Int32) == "int32");
  CHECK(repr(DType::Float32) == "tf.float32");
  CHECK(str(DType::Int32) == "<dtype: 'int32'>");
  CHECK(runtime_name(DType::Float32) == "float");
  CHECK(runtime_name(DType::Float64) == "double");
  CHECK(runtime_name(DType::Float16) == "half");
  CHECK(runtime_name(DType::Int64) == "int64");
  CHECK(enum_name(DType::Float32) == "DT_FLOAT");
  CHECK(parse_dtype("float") == DType::Float32);
  CHECK(parse_dtype("half") == DType::Float16);
  CHECK(parse_dtype("uint8") == DType::UInt8);
  CHECK(parse_dtype("complex64") == DType::Complex64);
  CHECK(real_dtype(DType::Complex128) == DType::Float64);
  CHECK(is_complex(DType::Complex64));
  CHECK_FALSE(is_numeric(DType::Complex64));
  CHECK(storage_size(DType::Complex128) == 16);
  CHECK(is_floating(DType::Float16));
  CHECK(is_integer(DType::UInt8));
  CHECK_FALSE(is_integer(DType::Bool));
  CHECK(max_value(DType::Int8) == 127);
  CHECK(min_value(DType::Float16) == -65504.0);
  CHECK_THROWS_WITH_AS(min_value(DType::Bool), "Cannot find minimum value of <dtype: 'bool'>.",
                       OpTypeError);
}

TEST_CASE("TensorShape text") {
  CHECK(TensorShape().str() == "<unknown>");
  CHECK(TensorShape::scalar().str() == "()");
  CHECK(TensorShape({Dim(3)}).str() == "(3,)");
  CHECK(TensorShape({Dim(), Dim(2)}).str() == "(None, 2)");
  CHECK(TensorShape({Dim(), Dim(2)}).repr() == "TensorShape([None, 2])");
  CHECK(TensorShape::scalar().repr() == "TensorShape([])");
  CHECK(TensorShape().repr() == "TensorShape(None)");
  CHECK(TensorShape({Dim(), Dim(2)}).debug_string() == "[?,2]");
  CHECK(TensorShape().debug_string() == "?");
  CHECK_THROWS_WITH_AS(TensorShape().as_list(), "as_list() is not defined on an unknown TensorShape.",
                       OpValueError);
}

TEST_CASE("TensorShape relations") {
  const TensorShape s3({Dim(3)}), sn({Dim()}), s2({Dim(2)}), unknown;
  CHECK(s3.is_subtype_of(sn));
  CHECK_FALSE(sn.is_subtype_of(s3));
  CHECK(s3.is_subtype_of(unknown));
  CHECK_FALSE(unknown.is_subtype_of(s3));
  CHECK(s3.is_compatible_with(sn));
  CHECK_FALSE(s3.is_compatible_with(s2));
  CHECK(s3.most_specific_common_supertype({s2}) == sn);
  CHECK(s3.most_specific_common_supertype({s3}) == s3);
  CHECK(s3.most_specific_common_supertype({TensorShape({Dim(3), Dim(1)})}) == unknown);
  CHECK(sn.merge_with(s3) == s3);
  CHECK_THROWS_WITH_AS(s3.merge_with(s2), "Shapes (3,) and (2,) are not compatible", OpValueError);
  CHECK(TensorShape({Dim(2), Dim(3)}).num_elements() == 6);
  CHECK_FALSE(sn.num_elements().has_value());
}

TEST_CASE("Tensor storage, views and the size cap") {
  const Tensor t = Tensor::from_vector<int32_t>(DType::Int32, {2, 3}, {1, 2, 3, 4, 5, 6});
  CHECK(t.num_elements() == 6);
  CHECK(t.data<int32_t>()[5] == 6);
  CHECK_THROWS_AS(t.data<float>(), OpError);
  const Tensor v = t.with_shape({3, 2});
  CHECK(v.shares_buffer_with(t));
  CHECK(Tensor::from_vector<float>(DType::Float16, {}, {0.1f}).scalar<float>() == 0.0999755859375f);
  const size_t old = max_tensor_bytes();
  set_max_tensor_bytes(1024);
  try {
    Tensor::zeros(DType::Float32, {1000});
    FAIL("expected ResourceExhausted");
  } catch (const OpError& e) {
    CHECK(e.code == OpError::Code::ResourceExhausted);
    CHECK(std::string(e.what()).rfind("OOM when allocating tensor with shape[1000] and type float", 0) == 0);
  }
  set_max_tensor_bytes(old);
  CHECK_THROWS_WITH_AS(Tensor::zeros(DType::Int32, {-1}), "Dimension -1 must be >= 0", OpError);
}
