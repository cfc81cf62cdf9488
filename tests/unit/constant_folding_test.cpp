// The executor's constant folding (core/graph/constant_folding.h): folded nodes give the values
// their kernels would, and folding is invisible otherwise (errors, stateful ops, the
// loop-iteration budget, the graph's nodes).
#include <doctest/doctest.h>

#include "core/graph/func_graph.h"
#include "core/graph/graph_error.h"
#include "core/tensor/tensor.h"
#include "tests/unit/execution_plan_steps.h"

using tfplay::graph::Endpoint;
using tfplay::graph::ExecutionPlan;
using tfplay::graph::FuncGraph;
using tfplay::tensor::DType;
using tfplay::tensor::Tensor;
using tfplay::tensor::TensorShape;
using tfplay::test::kNoPrint;
using tfplay::test::planned;

namespace {

ExecutionPlan::Kind kind_of(const FuncGraph& g, int node) {
  for (const ExecutionPlan::Step& s : g.execution_plan()->steps)
    if (s.node == node) return s.kind;
  FAIL("node not planned");
  return ExecutionPlan::Kind::Feed;
}

}  // namespace

TEST_CASE("a node computed from constants runs once, when planned; its inputs drop out of the plan") {
  FuncGraph g("f");
  int x = g.add_placeholder("x", DType::Float32, TensorShape::scalar(), {1, 0, {}});
  int two = g.add_const(Tensor::scalar_float(2.0f), {1, 0, {}});
  int three = g.add_const(Tensor::scalar_float(3.0f), {1, 0, {}});
  int sum = g.add_op("AddV2", {{two, 0}, {three, 0}}, {}, {1, 0, {}});
  int out = g.add_op("Mul", {{x, 0}, {sum, 0}}, {}, {1, 0, {}});
  g.add_output({out, 0});
  g.add_output({sum, 0});
  CHECK(kind_of(g, sum) == ExecutionPlan::Kind::Const);
  CHECK(kind_of(g, out) == ExecutionPlan::Kind::Kernel);
  CHECK_FALSE(planned(g, two));
  CHECK_FALSE(planned(g, three));
  CHECK(g.nodes().size() == 5);  // the graph itself is unchanged
  for (float v : {1.0f, 4.0f}) {
    auto r = tfplay::graph::run_graph(g, {Tensor::scalar_float(v)}, kNoPrint);
    CHECK(r.at(0).scalar<float>() == 5.0f * v);
    CHECK(r.at(1).scalar<float>() == 5.0f);
  }
}

TEST_CASE("a constant node whose kernel fails is not folded: the run raises from the node") {
  FuncGraph g("f");
  int one = g.add_const(Tensor::scalar_int32(1), {1, 0, {}});
  int zero = g.add_const(Tensor::scalar_int32(0), {1, 0, {}});
  int div = g.add_op("FloorDiv", {{one, 0}, {zero, 0}}, {}, {1, 0, {}});
  g.add_output({div, 0});
  CHECK(kind_of(g, div) == ExecutionPlan::Kind::Kernel);
  try {
    tfplay::graph::run_graph(g, {}, kNoPrint);
    FAIL("expected an error");
  } catch (const tfplay::graph::GraphExecutionError& e) {
    CHECK(std::string(e.what()).find("Integer division by zero") != std::string::npos);
    CHECK(std::string(e.what()).find("{{node FloorDiv}}") != std::string::npos);
  }
}

TEST_CASE("stateful ops are never folded, and folded nodes still count for the loop budget") {
  FuncGraph g("f");
  int shape = g.add_const(Tensor::from_vector<int32_t>(DType::Int32, {1}, {3}), {1, 0, {}});
  int random = g.add_op("RandomUniform", {{shape, 0}}, {{"dtype", DType::Float32}}, {1, 0, {}});
  int a = g.add_const(Tensor::scalar_float(1.0f), {1, 0, {}});
  int b = g.add_op("Neg", {{a, 0}}, {}, {1, 0, {}});
  int c = g.add_op("AddV2", {{random, 0}, {b, 0}}, {}, {1, 0, {}});
  g.add_output({c, 0});
  CHECK(kind_of(g, random) == ExecutionPlan::Kind::Kernel);
  CHECK(kind_of(g, b) == ExecutionPlan::Kind::Const);
  int executed = 0;
  tfplay::graph::set_loop_iteration_hook([&] { ++executed; });
  tfplay::graph::run_graph(g, {}, kNoPrint);
  tfplay::graph::set_loop_iteration_hook(nullptr);
  CHECK(executed == 5);  // shape, RandomUniform, 1.0, Neg, AddV2: as without folding
}
