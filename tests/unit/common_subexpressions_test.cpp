// The executor's common subexpression elimination (core/graph/common_subexpressions.h): a node
// that repeats an earlier node's computation is not run and its readers get the earlier
// node's values; stateful ops never merge, and merging is invisible otherwise (values, the
// graph's nodes).
#include <doctest/doctest.h>

#include <cmath>

#include "core/graph/func_graph.h"
#include "core/tensor/tensor.h"
#include "tests/unit/execution_plan_steps.h"

using tfplay::graph::ExecutionPlan;
using tfplay::graph::FuncGraph;
using tfplay::tensor::DType;
using tfplay::tensor::Tensor;
using tfplay::tensor::TensorShape;
using tfplay::test::kNoPrint;
using tfplay::test::planned;

TEST_CASE("a repeated computation runs once; its readers and the outputs get the first one's values") {
  FuncGraph g("f");
  int x = g.add_placeholder("x", DType::Float32, TensorShape::scalar(), {1, 0, {}});
  int two = g.add_const(Tensor::scalar_float(2.0f), {1, 0, {}});
  int two_again = g.add_const(Tensor::scalar_float(2.0f), {1, 0, {}});
  int a = g.add_op("Mul", {{x, 0}, {two, 0}}, {}, {1, 0, {}});
  int b = g.add_op("Mul", {{x, 0}, {two_again, 0}}, {}, {1, 0, {}});  // the same as a
  int c = g.add_op("Sqrt", {{a, 0}}, {}, {1, 0, {}});
  int d = g.add_op("Sqrt", {{b, 0}}, {}, {1, 0, {}});  // the same as c, once b is a
  int e = g.add_op("Sub", {{c, 0}, {d, 0}}, {}, {1, 0, {}});
  int f = g.add_op("Sub", {{d, 0}, {a, 0}}, {}, {1, 0, {}});  // not the same as e
  g.add_output({b, 0});
  g.add_output({d, 0});
  g.add_output({e, 0});
  g.add_output({f, 0});
  CHECK(planned(g, a));
  CHECK_FALSE(planned(g, b));
  CHECK(planned(g, c));
  CHECK_FALSE(planned(g, d));
  CHECK(planned(g, f));
  CHECK(g.nodes().size() == 9);  // the graph itself is unchanged
  for (float v : {2.0f, 8.0f}) {
    auto r = tfplay::graph::run_graph(g, {Tensor::scalar_float(v)}, kNoPrint);
    CHECK(r.at(0).scalar<float>() == 2.0f * v);
    CHECK(r.at(1).scalar<float>() == doctest::Approx(std::sqrt(2.0f * v)));
    CHECK(r.at(2).scalar<float>() == 0.0f);
    CHECK(r.at(3).scalar<float>() == doctest::Approx(std::sqrt(2.0f * v) - 2.0f * v));
  }
}

TEST_CASE("nodes differing in an attr, a constant's bits or a control input stay apart; stateful ops never merge") {
  FuncGraph g("f");
  int x = g.add_placeholder("x", DType::Float32, TensorShape::scalar(), {1, 0, {}});
  int zero = g.add_const(Tensor::scalar_float(0.0f), {1, 0, {}});
  int minus_zero = g.add_const(Tensor::scalar_float(-0.0f), {1, 0, {}});
  int p = g.add_op("AddV2", {{x, 0}, {zero, 0}}, {}, {1, 0, {}});
  int q = g.add_op("AddV2", {{x, 0}, {minus_zero, 0}}, {}, {1, 0, {}});
  int to_int = g.add_op("Cast", {{x, 0}}, {{"DstT", DType::Int32}}, {1, 0, {}});
  int to_double = g.add_op("Cast", {{x, 0}}, {{"DstT", DType::Float64}}, {1, 0, {}});
  int shape = g.add_const(Tensor::from_vector<int32_t>(DType::Int32, {1}, {3}), {1, 0, {}});
  int r1 = g.add_op("RandomUniform", {{shape, 0}}, {{"dtype", DType::Float32}}, {1, 0, {}});
  int r2 = g.add_op("RandomUniform", {{shape, 0}}, {{"dtype", DType::Float32}}, {1, 0, {}});
  int n1 = g.add_op("Neg", {{x, 0}}, {}, {1, 0, {}});
  g.push_control_dependencies({r1}, false);
  int n2 = g.add_op("Neg", {{x, 0}}, {}, {1, 0, {}});
  g.pop_control_dependencies();
  for (int out : {p, q, to_int, to_double, r1, r2, n1, n2}) g.add_output({out, 0});
  for (int node : {p, q, to_int, to_double, r1, r2, n1, n2}) CHECK(planned(g, node));
  auto r = tfplay::graph::run_graph(g, {Tensor::scalar_float(1.5f)}, kNoPrint);
  CHECK(r.at(2).dtype() == DType::Int32);
  CHECK(r.at(3).dtype() == DType::Float64);
  bool same_draws = true;  // two draws of three numbers each
  for (int64_t i = 0; i < 3; ++i) same_draws = same_draws && r.at(4).as_double(i) == r.at(5).as_double(i);
  CHECK_FALSE(same_draws);
}
