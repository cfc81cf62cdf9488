// tf.Variable: the resource-variable ops (shared by eager and graph execution), live reads of
// captured variables, the two-trace first call and its run-result reason text.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/graph/eager.h"
#include "core/graph/func_graph.h"
#include "core/graph/resource_variable.h"
#include "core/tensor/op_error.h"
#include "tests/unit/run_program.h"

using tfplay::graph::AttrMap;
using tfplay::graph::FuncGraph;
using tfplay::graph::variable_of;
using tfplay::tensor::DType;
using tfplay::tensor::OpError;
using tfplay::tensor::Tensor;
using tfplay::tensor::TensorShape;
using tfplay::testing::run_program;
namespace eager = tfplay::graph::eager;

namespace {

Tensor new_variable(DType dtype, const TensorShape& shape) {
  return eager::execute("VarHandleOp", {}, {{"dtype", dtype}, {"shape", shape}}).at(0);
}

}  // namespace

TEST_CASE("VarHandleOp, AssignVariableOp, ReadVariableOp and the update ops run eagerly") {
  Tensor h = new_variable(DType::Float32, TensorShape::scalar());
  CHECK(h.dtype() == DType::Resource);
  REQUIRE(variable_of(h) != nullptr);
  CHECK_FALSE(variable_of(h)->value.has_value());
  eager::execute("AssignVariableOp", {h, Tensor::scalar_float(2.5f)}, {{"dtype", DType::Float32}});
  CHECK(eager::execute("ReadVariableOp", {h}, {{"dtype", DType::Float32}}).at(0).scalar<float>() == 2.5f);
  eager::execute("AssignAddVariableOp", {h, Tensor::scalar_float(1.0f)}, {{"dtype", DType::Float32}});
  eager::execute("AssignSubVariableOp", {h, Tensor::scalar_float(0.25f)}, {{"dtype", DType::Float32}});
  CHECK(eager::execute("ReadVariableOp", {h}, {{"dtype", DType::Float32}}).at(0).scalar<float>() == 3.25f);
  CHECK(eager::execute("VarIsInitializedOp", {h}).at(0).scalar<bool>());
}

TEST_CASE("the update ops refuse a delta of another shape, with TF's kernel text") {
  Tensor h = new_variable(DType::Int32, TensorShape({2}));
  eager::execute("AssignVariableOp", {h, Tensor::from_vector<int32_t>(DType::Int32, {2}, {1, 2})},
                 {{"dtype", DType::Int32}});
  try {
    eager::execute("AssignAddVariableOp", {h, Tensor::scalar_int32(1)}, {{"dtype", DType::Int32}});
    FAIL("expected an error");
  } catch (const OpError& e) {
    CHECK(std::string(e.what()).find("Cannot update variable with shape [2] using a Tensor with shape [], shapes must "
                                     "be equal.") != std::string::npos);
  }
}

TEST_CASE("a graph that captured a variable reads it live; assignments run although unused") {
  Tensor h = new_variable(DType::Int32, TensorShape::scalar());
  eager::execute("AssignVariableOp", {h, Tensor::scalar_int32(1)}, {{"dtype", DType::Int32}});
  FuncGraph g("f");
  auto handle = g.capture_resource(h, {1, 0, {}});
  CHECK(g.capture_resource(h, {2, 0, {}}).node == handle.node);  // one capture per resource
  int one = g.add_const(Tensor::scalar_int32(10), {1, 0, {}});
  g.add_op("AssignAddVariableOp", {handle, {one, 0}}, {{"dtype", DType::Int32}}, {2, 0, {}});  // output unused
  int read = g.add_op("ReadVariableOp", {handle}, {{"dtype", DType::Int32}}, {3, 0, {}});
  CHECK(g.node(read).output_shapes[0] == TensorShape::scalar());  // the variable's shape
  g.add_output({read, 0});
  auto noop = [](const std::string&, const std::string&, int) {};
  CHECK(tfplay::graph::run_graph(g, {}, noop).at(0).scalar<int32_t>() == 11);
  eager::execute("AssignVariableOp", {h, Tensor::scalar_int32(100)}, {{"dtype", DType::Int32}});
  CHECK(tfplay::graph::run_graph(g, {}, noop).at(0).scalar<int32_t>() == 110);
}

TEST_CASE("a first call that creates variables traces twice; the run result says why") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "class M(tf.Module):\n"
      "    def __init__(self):\n"
      "        super().__init__()\n"
      "        self.v = None\n"
      "    @tf.function\n"
      "    def __call__(self, x):\n"
      "        print('trace')\n"
      "        if self.v is None:\n"
      "            self.v = tf.Variable(1.0)\n"
      "        return self.v * x\n"
      "m = M()\n"
      "print(m(tf.constant(2.0)))\n"
      "print(m(tf.constant(3.0)))\n"
      "print(m.__call__.experimental_get_tracing_count())\n");
  CHECK(r.stdout_text == "trace\ntrace\ntf.Tensor(2.0, shape=(), dtype=float32)\ntf.Tensor(3.0, shape=(), dtype=float32)\n2\n");
  REQUIRE(r.result.functions.size() == 2);  // the decorated method and its per-instance Function
  const auto& f = r.result.functions.at(1);
  REQUIRE(f.concretes.size() == 2);
  CHECK(f.concretes[0].reason == "first call");
  CHECK(f.concretes[0].calls == 0);
  CHECK(f.concretes[1].calls == 2);
  nlohmann::json j = tfplay::session::to_json(r.result);
  CHECK(j["functions"][1]["concretes"][1]["reason"] ==
        "variables created on first call: traced again without variable creation");
}
