// tf.TensorArray (core/tf/tensor_array.cpp, the TensorList ops of core/graph/ops_list.cpp),
// tf.case / tf.switch_case (core/tf/control_flow_ops.cpp, the Case op) and tf.autograph
// (core/tf/autograph_api.cpp, core/function/autograph_codegen.cpp). Expected texts come from
// tensorflow/python/ops/tensor_array_ops.py, control_flow_case.py, control_flow_switch_case.py
// and autograph/converters/*.py (see each test).
#include <doctest/doctest.h>

#include "core/graph/op_registry.h"
#include "tests/unit/run_program.h"

using tfplay::testing::run_program;
using namespace tfplay;

namespace {

graph::AttrMap list_attrs(graph::DType dtype) { return {{"element_dtype", dtype}}; }

std::vector<tensor::Tensor> run_kernel(const std::string& op, const std::vector<tensor::Tensor>& inputs, graph::AttrMap attrs) {
  const graph::OpDef& def = graph::OpRegistry::global().get(op);
  // A list's value is the dense tensor of its elements; in a graph its type is DT_VARIANT, as
  // the list ops' handle arguments declare (one tensor per argument here).
  std::vector<tensor::DType> dtypes;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const auto& fixed = def.inputs.at(i).type;
    dtypes.push_back(fixed && *fixed == tensor::DType::Variant ? tensor::DType::Variant : inputs[i].dtype());
  }
  graph::AttrMap full = graph::check_inputs_for_graph(def, dtypes, attrs);
  graph::KernelContext ctx{def, inputs, full, nullptr, nullptr};
  return def.kernel(ctx);
}

}  // namespace

TEST_CASE("TensorList kernels: a reserved list takes its element shape from the first SetItem and grows when resizable") {
  using tensor::Tensor;
  graph::AttrMap reserve = list_attrs(tensor::DType::Int32);
  // element_shape -1: unknown (list_ops._build_element_shape(None)).
  Tensor list = run_kernel("TensorListReserve", {Tensor::scalar_int32(-1), Tensor::scalar_int32(0)}, reserve).at(0);
  CHECK(list.num_elements() == 0);
  graph::AttrMap set = list_attrs(tensor::DType::Int32);
  set["resize_if_index_out_of_bounds"] = true;
  Tensor item = Tensor::from_vector<int32_t>(tensor::DType::Int32, {2}, {7, 8});
  list = run_kernel("TensorListSetItem", {list, Tensor::scalar_int32(1), item}, set).at(0);
  CHECK(list.shape() == tensor::Shape{2, 2});
  CHECK(list.as_int64(0) == 0);
  CHECK(list.as_int64(3) == 8);
  // list_kernels.h TensorListSetItem: a fixed-size list rejects an index past its end.
  set["resize_if_index_out_of_bounds"] = false;
  CHECK_THROWS_WITH_AS(run_kernel("TensorListSetItem", {list, Tensor::scalar_int32(5), item}, set),
                       "Trying to modify element 5 in a list with 2 elements.", tensor::OpError);
  // The list was reserved with an unknown element shape, so (as in TF) an element of another
  // shape is accepted: the list holds its elements one by one (a DT_VARIANT scalar) and
  // TensorListStack's shape merge rejects them (list_kernels.h, PartialTensorShape::MergeWith).
  Tensor other = Tensor::from_vector<int32_t>(tensor::DType::Int32, {3}, {1, 2, 3});
  Tensor mixed = run_kernel("TensorListSetItem", {list, Tensor::scalar_int32(0), other}, set).at(0);
  CHECK(mixed.dtype() == tensor::DType::Variant);
  CHECK(run_kernel("TensorListGetItem", {mixed, Tensor::scalar_int32(0), Tensor::scalar_int32(-1)}, list_attrs(tensor::DType::Int32))
            .at(0)
            .shape() == tensor::Shape{3});
  graph::AttrMap stack = list_attrs(tensor::DType::Int32);
  stack["num_elements"] = int64_t{-1};
  CHECK_THROWS_WITH_AS(run_kernel("TensorListStack", {mixed, Tensor::scalar_int32(-1)}, stack),
                       "PartialTensorShape: Incompatible shapes during merge: [3] vs. [2]", tensor::OpError);
  // list_ops.cc: TensorListLength has no attrs.
  CHECK(run_kernel("TensorListLength", {list}, {}).at(0).as_int64(0) == 2);
  CHECK(run_kernel("TensorListLength", {mixed}, {}).at(0).as_int64(0) == 2);
}

TEST_CASE("a TensorArray written in a tf.range loop stacks to [None] + the written element shape") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(n):\n"
      "    ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)\n"
      "    for i in tf.range(n):\n"
      "        ta = ta.write(i, tf.fill([2], tf.cast(i, tf.float32)))\n"
      "    s = ta.stack()\n"
      "    print(s.shape)\n"
      "    return s\n"
      "print(f(tf.constant(2)).numpy().tolist())\n");
  CHECK(r.stdout_text == "(None, 2)\n[[0.0, 0.0], [1.0, 1.0]]\n");
  CHECK(r.result.error == std::nullopt);
}

TEST_CASE("a TensorArray changed in both branches of a tensor if comes out of the cond") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    ta = tf.TensorArray(tf.int32, size=1)\n"
      "    if x > 0:\n"
      "        ta = ta.write(0, x)\n"
      "    else:\n"
      "        ta = ta.write(0, -x)\n"
      "    return ta.stack()\n"
      "print(f(tf.constant(-3)).numpy().tolist(), f(tf.constant(4)).numpy().tolist())\n");
  CHECK(r.stdout_text == "[3] [4]\n");
}

TEST_CASE("tf.switch_case in a graph traces every branch in order and runs the default for an out-of-range index") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(i):\n"
      "    return tf.switch_case(i, [lambda: print('b0') or tf.constant(0), lambda: print('b1') or tf.constant(1)])\n"
      "print(f(tf.constant(0)).numpy(), f(tf.constant(1)).numpy(), f(tf.constant(-2)).numpy())\n");
  CHECK(r.stdout_text == "b0\nb1\n0 1 1\n");
}

TEST_CASE("tf.case inside tf.function without a default runs the last pair behind its Assert") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    return tf.case([(x > 0, lambda: x)])\n"
      "print(f(tf.constant(1)).numpy())\n"
      "f(tf.constant(-1))\n");
  CHECK(r.stdout_text == "1\n");
  REQUIRE(r.result.error.has_value());
  CHECK(r.result.error->type == "InvalidArgumentError");
  CHECK(r.result.error->message.find("assertion failed: [Input error: None of conditions evaluated as True:] [0]") !=
        std::string::npos);
}

TEST_CASE("tf.autograph.to_code names nested statements first and raises NotImplementedError for what it cannot show") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "def f(x):\n"
      "    for i in range(3):\n"
      "        if x > i:\n"
      "            x = x - 1\n"
      "    return x\n"
      "code = tf.autograph.to_code(f)\n"
      "print('def get_state_1' in code, 'def get_state():' in code, 'def if_body():' in code)\n"
      "def g(x):\n"
      "    global y\n"
      "    y = x\n"
      "try:\n"
      "    tf.autograph.to_code(g)\n"
      "except NotImplementedError as e:\n"
      "    print('NotImplementedError')\n");
  CHECK(r.stdout_text == "True True True\nNotImplementedError\n");
}
