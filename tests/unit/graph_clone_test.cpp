// clone_graph (core/graph/graph_clone.h): the copy has the original's nodes, inputs and outputs,
// copies of the function graphs its nodes call, and reads the variables `remap` names instead of
// the captured ones, while the original keeps reading its own.
#include <doctest/doctest.h>

#include "core/graph/eager.h"
#include "core/graph/func_graph.h"
#include "core/graph/graph_clone.h"

using tfplay::graph::AttrMap;
using tfplay::graph::FuncAttr;
using tfplay::graph::FuncGraph;
using tfplay::tensor::DType;
using tfplay::tensor::Tensor;
using tfplay::tensor::TensorShape;
namespace eager = tfplay::graph::eager;

namespace {

const auto kNoPrint = [](const std::string&, const std::string&, int) {};

Tensor variable_holding(float value) {
  Tensor h = eager::execute("VarHandleOp", {}, {{"dtype", DType::Float32}, {"shape", TensorShape::scalar()}}).at(0);
  eager::execute("AssignVariableOp", {h, Tensor::scalar_float(value)}, {{"dtype", DType::Float32}});
  return h;
}

}  // namespace

TEST_CASE("a cloned graph calls a copy of its function, which reads the remapped variable") {
  Tensor saved = variable_holding(2.0f);
  Tensor loaded = variable_holding(10.0f);
  // inner() -> read(saved); f(x) -> x + inner(), with an assignment made after the call.
  auto inner = std::make_shared<FuncGraph>("inner");
  auto handle = inner->capture_resource(saved, {1, 0, {}});
  int read = inner->add_op("ReadVariableOp", {handle}, {{"dtype", DType::Float32}}, {1, 0, {}});
  inner->add_output({read, 0});
  FuncGraph f("f");
  int x = f.add_placeholder("x", DType::Float32, TensorShape::scalar(), {2, 0, {}});
  AttrMap attrs;
  attrs["Tin"] = std::vector<DType>{};
  attrs["Tout"] = std::vector<DType>{DType::Float32};
  attrs["f"] = FuncAttr{"inner", inner};
  int call = f.add_functional_node("PartitionedCall", {}, attrs, {DType::Float32}, {TensorShape::scalar()}, {2, 0, {}},
                                   f.unique_name("PartitionedCall"));
  f.push_control_dependencies({call});
  int sum = f.add_op("AddV2", {{x, 0}, {call, 0}}, {}, {3, 0, {}});
  f.pop_control_dependencies();
  f.add_output({sum, 0});

  auto copy = tfplay::graph::clone_graph(f, [&](const Tensor& h) -> std::optional<Tensor> {
    if (h.resource().get() == saved.resource().get()) return loaded;
    return std::nullopt;
  });
  REQUIRE(copy->nodes().size() == f.nodes().size());
  for (std::size_t i = 0; i < f.nodes().size(); ++i) {
    CHECK(copy->nodes()[i].name == f.nodes()[i].name);
    CHECK(copy->nodes()[i].op == f.nodes()[i].op);
    CHECK(copy->nodes()[i].control_inputs == f.nodes()[i].control_inputs);
  }
  CHECK(copy->inputs() == f.inputs());
  const auto& copied_call = std::get<FuncAttr>(copy->node(call).attrs.at("f"));
  CHECK(copied_call.graph.get() != inner.get());
  CHECK(copied_call.name == "inner");

  CHECK(tfplay::graph::run_graph(*copy, {Tensor::scalar_float(1.0f)}, kNoPrint).at(0).scalar<float>() == 11.0f);
  CHECK(tfplay::graph::run_graph(f, {Tensor::scalar_float(1.0f)}, kNoPrint).at(0).scalar<float>() == 3.0f);
  // The original still runs on its own variable after the copy ran.
  eager::execute("AssignVariableOp", {loaded, Tensor::scalar_float(20.0f)}, {{"dtype", DType::Float32}});
  CHECK(tfplay::graph::run_graph(*copy, {Tensor::scalar_float(1.0f)}, kNoPrint).at(0).scalar<float>() == 21.0f);
  CHECK(tfplay::graph::run_graph(f, {Tensor::scalar_float(1.0f)}, kNoPrint).at(0).scalar<float>() == 3.0f);
}
