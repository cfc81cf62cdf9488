// Eager execution through the registry (core/graph/eager.h), including tf.print's ops.
#include <doctest/doctest.h>

#include "core/graph/eager.h"
#include "core/graph/op_registry.h"
#include "core/tensor/kernels.h"

using namespace tfplay::graph;
using tfplay::tensor::OpError;

namespace {
Tensor i32(tfplay::tensor::Shape s, std::vector<int32_t> v) {
  return Tensor::from_vector(DType::Int32, s, v);
}
struct VerifyOn {
  VerifyOn() { eager::set_verify_inference(true); }
  ~VerifyOn() { eager::set_verify_inference(false); }
};
}  // namespace

TEST_CASE("eager: runs kernels and checks inference agrees") {
  VerifyOn verify;
  auto out = eager::execute("AddV2", {i32({2}, {1, 2}), i32({2}, {3, 4})});
  REQUIRE(out.size() == 1);
  CHECK(out[0].data<int32_t>()[1] == 6);
  out = eager::execute("Sum", {i32({2, 2}, {1, 2, 3, 4}), Tensor::scalar_int32(0)},
                       {{"keep_dims", true}});
  CHECK(out[0].shape() == tfplay::tensor::Shape{1, 2});
  out = eager::execute("Cast", {i32({2}, {1, 0})}, {{"DstT", DType::Bool}});
  CHECK(out[0].dtype() == DType::Bool);
  out = eager::execute("Shape", {i32({2, 3}, {1, 2, 3, 4, 5, 6})});
  CHECK(out[0].dtype() == DType::Int32);
  CHECK(out[0].data<int32_t>()[1] == 3);
  out = eager::execute("ConcatV2", {i32({1}, {1}), i32({2}, {2, 3}), Tensor::scalar_int32(0)});
  CHECK(out[0].num_elements() == 3);
  out = eager::execute("Pack", {i32({}, {1}), i32({}, {2})}, {{"axis", int64_t{0}}});
  CHECK(out[0].shape() == tfplay::tensor::Shape{2});
  out = eager::execute("Range", {Tensor::scalar_int32(0), Tensor::scalar_int32(5), Tensor::scalar_int32(1)});
  CHECK(out[0].num_elements() == 5);
  out = eager::execute("ArgMax", {i32({3}, {1, 3, 2}), Tensor::scalar_int32(0)});
  CHECK(out[0].dtype() == DType::Int64);
  CHECK(out[0].scalar<int64_t>() == 1);
  out = eager::execute("Reshape", {i32({4}, {1, 2, 3, 4}), i32({2}, {2, -1})});
  CHECK(out[0].shape() == tfplay::tensor::Shape{2, 2});
  out = eager::execute("Squeeze", {i32({1, 2}, {1, 2})});
  CHECK(out[0].shape() == tfplay::tensor::Shape{2});
  out = eager::execute("MatMul", {i32({1, 2}, {1, 2}), i32({2, 1}, {3, 4})});
  CHECK(out[0].scalar<int32_t>() == 11);
  out = eager::execute("BroadcastArgs", {i32({2}, {2, 1}), i32({3}, {4, 1, 3})});
  CHECK(out[0].to_int64_vector() == std::vector<int64_t>{4, 2, 3});
  out = eager::execute("Xdivy", {Tensor::from_vector<float>(DType::Float32, {3}, {0.f, 1.f, 0.f}),
                                 Tensor::from_vector<float>(DType::Float32, {3}, {0.f, 4.f, 2.f})});
  CHECK(out[0].data<float>()[0] == 0.f);
  CHECK(out[0].data<float>()[1] == 0.25f);
}

TEST_CASE("eager: BroadcastArgs of shapes that do not broadcast") {
  CHECK_THROWS_WITH_AS(eager::execute("BroadcastArgs", {i32({1}, {2}), i32({1}, {3})}),
                       "{{function_node __wrapped__BroadcastArgs_device_/job:localhost/replica:0/task:0/device:CPU:0}} "
                       "Incompatible shapes: [2] vs. [3] [Op:BroadcastArgs] name: ",
                       OpError);
}

TEST_CASE("eager: dtype mismatch text") {
  CHECK_THROWS_WITH_AS(
      eager::execute("AddV2", {Tensor::scalar_int32(1), Tensor::scalar_float(1.0f)}),
      "cannot compute AddV2 as input #1(zero-based) was expected to be a int32 tensor but is a "
      "float tensor [Op:AddV2] name: ",
      OpError);
  CHECK_THROWS_WITH_AS(
      eager::execute("AddV2", {Tensor::scalar_float(1.0f), Tensor::scalar_double(1.0)}, {}, {},
                     "add/"),
      "cannot compute AddV2 as input #1(zero-based) was expected to be a float tensor but is a "
      "double tensor [Op:AddV2] name: add/",
      OpError);
}

TEST_CASE("eager: kernel errors carry the wrapped-function prefix") {
  try {
    eager::execute("AddV2", {i32({2}, {1, 2}), i32({3}, {1, 2, 3})});
    FAIL("expected an error");
  } catch (const OpError& e) {
    CHECK(e.code == OpError::Code::InvalidArgument);
    CHECK(std::string(e.what()) ==
          "{{function_node __wrapped__AddV2_device_/job:localhost/replica:0/task:0/device:CPU:0}} "
          "Incompatible shapes: [2] vs. [3] [Op:AddV2] name: ");
  }
  try {
    eager::execute("AddV2", {Tensor::scalar_bool(true), Tensor::scalar_bool(true)});
    FAIL("expected an error");
  } catch (const OpError& e) {
    // op_def_util.cc ValidateAttrValue via the eager NodeDef validation.
    CHECK(e.code == OpError::Code::InvalidArgument);
    CHECK(std::string(e.what()) ==
          "Value for attr 'T' of bool is not in the list of allowed values: bfloat16, half, float, double, "
          "uint8, uint16, uint32, uint64, int8, int16, int32, int64, complex64, complex128\n\t; NodeDef: "
          "{{node AddV2}}; Op<name=AddV2; signature=x:T, y:T -> z:T; attr=T:type,allowed=[DT_BFLOAT16, "
          "DT_HALF, DT_FLOAT, DT_DOUBLE, DT_UINT8, DT_UINT16, DT_UINT32, DT_UINT64, DT_INT8, DT_INT16, "
          "DT_INT32, DT_INT64, DT_COMPLEX64, DT_COMPLEX128]; is_commutative=true; is_aggregate=true> "
          "[Op:AddV2] name: ");
  }
}

TEST_CASE("eager: tf.print pipeline (StringFormat + PrintV2)") {
  std::vector<std::pair<std::string, std::string>> printed;
  auto sink = [&](const std::string& text, const std::string& stream) {
    printed.emplace_back(text, stream);
  };
  const Tensor r10 = tfplay::tensor::range(Tensor::scalar_int32(0), Tensor::scalar_int32(10),
                                           Tensor::scalar_int32(1));
  auto s = eager::execute("StringFormat", {r10, Tensor::scalar_float(2.0f)},
                          {{"template", std::string("tensors: {} and {}")},
                           {"placeholder", std::string("{}")},
                           {"summarize", int64_t{3}}});
  CHECK(s[0].scalar<std::string>() == "tensors: [0 1 2 ... 7 8 9] and 2");
  auto none = eager::execute("PrintV2", {s[0]}, {}, sink);
  CHECK(none.empty());
  REQUIRE(printed.size() == 1);
  CHECK(printed[0].first == "tensors: [0 1 2 ... 7 8 9] and 2\n");
  CHECK(printed[0].second == "stderr");
  eager::execute("PrintV2", {Tensor::scalar_string("hi")},
                 {{"output_stream", std::string("stdout")}, {"end", std::string("")}}, sink);
  CHECK(printed[1] == std::make_pair(std::string("hi"), std::string("stdout")));
  CHECK_THROWS_WITH_AS(
      eager::execute("StringFormat", {r10},
                     {{"template", std::string("{} {}")}, {"placeholder", std::string("{}")}}),
      "{{function_node __wrapped__StringFormat_T_1_device_/job:localhost/replica:0/task:0/device:CPU:0}} "
      "num placeholders in template and num inputs must match: 2 vs. 1 [Op:StringFormat] name: ",
      OpError);
}
