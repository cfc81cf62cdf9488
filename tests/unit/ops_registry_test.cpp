// The op registry (core/graph/op_registry.h): declarations, graph-construction checks,
// shape inference and node text.
#include <doctest/doctest.h>

#include "core/graph/op_registry.h"
#include "core/tensor/op_error.h"

using namespace tfplay::graph;
using tfplay::tensor::Dim;
using tfplay::tensor::OpTypeError;
using tfplay::tensor::OpValueError;

namespace {
const OpDef& op(const std::string& name) { return OpRegistry::global().get(name); }
}  // namespace

TEST_CASE("registry: every op the brief lists is declared with a kernel and a shape fn") {
  for (const char* name :
       {"AddV2", "Sub", "Mul", "RealDiv", "FloorDiv", "FloorMod", "Pow", "Neg", "Maximum",
        "Minimum", "Equal", "NotEqual", "Less", "LessEqual", "Greater", "GreaterEqual", "Cast",
        "Shape", "Size", "Rank", "Reshape", "Sum", "Mean", "Max", "Min", "Prod", "All", "Any",
        "ArgMax", "ArgMin", "Identity", "Const", "StringFormat", "PrintV2", "Fill", "Range",
        "Pack", "ConcatV2", "Transpose", "ExpandDims", "Squeeze", "MatMul", "Abs", "Sign",
        "Square", "Sqrt", "Rsqrt", "Exp", "Log", "Log1p", "Sin", "Cos", "Tanh", "Sigmoid",
        "Round", "Floor", "Ceil", "LogicalNot", "LogicalAnd", "LogicalOr"}) {
    CAPTURE(name);
    const OpDef* d = OpRegistry::global().find(name);
    REQUIRE(d != nullptr);
    CHECK(bool(d->kernel));
    CHECK(bool(d->shape_fn));
  }
  CHECK(op("PrintV2").is_stateful);
  CHECK_FALSE(op("AddV2").is_stateful);
  CHECK_THROWS_AS(op("NoSuchOp"), tfplay::tensor::OpError);
}

TEST_CASE("graph checks: dtype mismatch text (op_def_library)") {
  CHECK_THROWS_WITH_AS(check_inputs_for_graph(op("AddV2"), {DType::Int32, DType::Float32}),
                       "Input 'y' of 'AddV2' Op has type float32 that does not match type int32 "
                       "of argument 'x'.",
                       OpTypeError);
  CHECK_THROWS_WITH_AS(
      check_inputs_for_graph(op("AddV2"), {DType::Bool, DType::Bool}),
      "Value passed to parameter 'x' has DataType bool not in list of allowed values: bfloat16, "
      "float16, float32, float64, uint8, uint16, uint32, uint64, int8, int16, int32, int64, "
      "complex64, complex128",
      OpTypeError);
  CHECK_THROWS_WITH_AS(
      check_inputs_for_graph(op("Pack"), {DType::Int32, DType::Float32}),
      "Tensors in list passed to 'values' of 'Pack' Op have types [int32, float32] that don't all "
      "match.",
      OpTypeError);
  const AttrMap a = check_inputs_for_graph(op("AddV2"), {DType::Int32, DType::Int32});
  CHECK(std::get<DType>(a.at("T")) == DType::Int32);
  const AttrMap s = check_inputs_for_graph(op("Sum"), {DType::Float32, DType::Int32});
  CHECK(std::get<bool>(s.at("keep_dims")) == false);
  CHECK(std::get<DType>(s.at("Tidx")) == DType::Int32);
  const AttrMap c = check_inputs_for_graph(op("ConcatV2"), {DType::Int32, DType::Int32, DType::Int32, DType::Int32});
  CHECK(std::get<int64_t>(c.at("N")) == 3);
  const AttrMap f = check_inputs_for_graph(op("StringFormat"), {DType::Int32, DType::String});
  CHECK(std::get<std::vector<DType>>(f.at("T")).size() == 2);
}

TEST_CASE("shape inference") {
  const AttrMap add = check_inputs_for_graph(op("AddV2"), {DType::Int32, DType::Int32});
  auto out = infer_outputs(op("AddV2"), add, {DType::Int32, DType::Int32},
                           {TensorShape({Dim(), Dim(3)}), TensorShape({Dim(3)})}, {});
  CHECK(out[0].shape == TensorShape({Dim(), Dim(3)}));
  CHECK_THROWS_WITH_AS(infer_outputs(op("AddV2"), add, {DType::Int32, DType::Int32},
                                     {TensorShape({Dim(2)}), TensorShape({Dim(3)})}, {}),
                       "Dimensions must be equal, but are 2 and 3", OpValueError);
  const auto less = infer_outputs(op("Less"), check_inputs_for_graph(op("Less"), {DType::Float32, DType::Float32}),
                                  {DType::Float32, DType::Float32},
                                  {TensorShape({Dim(2)}), TensorShape::scalar()}, {});
  CHECK(less[0].dtype == DType::Bool);

  // Reductions with known / unknown axes.
  const AttrMap sum = check_inputs_for_graph(op("Sum"), {DType::Float32, DType::Int32});
  const Tensor axis = Tensor::scalar_int32(1);
  auto r = infer_outputs(op("Sum"), sum, {DType::Float32, DType::Int32},
                         {TensorShape({Dim(2), Dim(3)}), TensorShape::scalar()}, {nullptr, &axis});
  CHECK(r[0].shape == TensorShape({Dim(2)}));
  r = infer_outputs(op("Sum"), sum, {DType::Float32, DType::Int32},
                    {TensorShape({Dim(2), Dim(3)}), TensorShape::scalar()}, {nullptr, nullptr});
  CHECK_FALSE(r[0].shape.has_rank());

  // Reshape with a constant shape.
  const AttrMap rs = check_inputs_for_graph(op("Reshape"), {DType::Int32, DType::Int32});
  const Tensor sizes = Tensor::from_vector<int32_t>(DType::Int32, {2}, {-1, 2});
  r = infer_outputs(op("Reshape"), rs, {DType::Int32, DType::Int32},
                    {TensorShape({Dim(6)}), TensorShape({Dim(2)})}, {nullptr, &sizes});
  CHECK(r[0].shape == TensorShape({Dim(3), Dim(2)}));
  r = infer_outputs(op("Reshape"), rs, {DType::Int32, DType::Int32},
                    {TensorShape({Dim()}), TensorShape({Dim(2)})}, {nullptr, &sizes});
  CHECK(r[0].shape == TensorShape({Dim(), Dim(2)}));
  const Tensor bad = Tensor::from_vector<int32_t>(DType::Int32, {1}, {4});
  CHECK_THROWS_WITH_AS(infer_outputs(op("Reshape"), rs, {DType::Int32, DType::Int32},
                                     {TensorShape({Dim(6)}), TensorShape({Dim(1)})}, {nullptr, &bad}),
                       "Cannot reshape a tensor with 6 elements to shape [4] (4 elements)",
                       OpValueError);

  // MatMul
  const AttrMap mm = check_inputs_for_graph(op("MatMul"), {DType::Float32, DType::Float32});
  r = infer_outputs(op("MatMul"), mm, {DType::Float32, DType::Float32},
                    {TensorShape({Dim(), Dim(3)}), TensorShape({Dim(3), Dim(4)})}, {});
  CHECK(r[0].shape == TensorShape({Dim(), Dim(4)}));

  // Pack
  AttrMap pk = check_inputs_for_graph(op("Pack"), {DType::Int32, DType::Int32});
  r = infer_outputs(op("Pack"), pk, {DType::Int32, DType::Int32},
                    {TensorShape({Dim(2)}), TensorShape({Dim()})}, {});
  CHECK(r[0].shape == TensorShape({Dim(2), Dim(2)}));
}

TEST_CASE("node summary and shape error text") {
  const AttrMap add = check_inputs_for_graph(op("AddV2"), {DType::Int32, DType::Int32});
  CHECK(node_summary("add", op("AddV2"), add, {"x", "y"}) == "{{node add}} = AddV2[T=DT_INT32](x, y)");
  CHECK(shape_error_text("Dimensions must be equal, but are 2 and 3", "add", op("AddV2"), add,
                         {"x", "y"}, {TensorShape({Dim(2)}), TensorShape({Dim(3)})}) ==
        "Dimensions must be equal, but are 2 and 3 for '{{node add}} = AddV2[T=DT_INT32](x, y)' "
        "with input shapes: [2], [3].");
  const AttrMap mm = check_inputs_for_graph(op("MatMul"), {DType::Float32, DType::Float32});
  CHECK(node_summary("MatMul", op("MatMul"), mm, {"a", "b"}) ==
        "{{node MatMul}} = MatMul[T=DT_FLOAT, transpose_a=false, transpose_b=false](a, b)");
}
