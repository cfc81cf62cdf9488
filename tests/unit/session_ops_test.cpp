// The graph view's data: each concrete function's ops in the run result, with the source line
// and column that created them, TF's dtype and shape texts, and abbreviated constants.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/session/session.h"

namespace {

nlohmann::json ops_of(const std::string& source, std::size_t concrete = 0) {
  tfplay::session::Session s;
  nlohmann::json j = tfplay::session::to_json(s.run(source));
  REQUIRE(j["ok"] == true);
  return j["functions"][0]["concretes"][concrete]["ops"];
}

const nlohmann::json& op_named(const nlohmann::json& ops, const std::string& name) {
  for (const nlohmann::json& op : ops)
    if (op["name"] == name) return op;
  FAIL("no op named " << name << " in " << ops.dump());
  static const nlohmann::json none;
  return none;
}

}  // namespace

TEST_CASE("ops of a concrete function carry type, inputs, dtype, shape and their source position") {
  const nlohmann::json ops = ops_of(
      "import tensorflow as tf\n"
      "\n"
      "@tf.function(input_signature=[tf.TensorSpec([None, 2], tf.float32)])\n"
      "def f(x):\n"
      "    y = x * 2.0\n"
      "    tf.print(y)\n"
      "    return y\n"
      "\n"
      "f(tf.ones([3, 2]))\n");
  REQUIRE(ops.size() == 7);
  // The argument belongs to the def line; TF names the placeholder after the parameter.
  CHECK(ops[0] == nlohmann::json{{"name", "x"}, {"type", "Placeholder"}, {"inputs", nlohmann::json::array()},
                                 {"dtype", "float32"}, {"shape", "(None, 2)"}, {"line", 4}, {"column", 0},
                                 {"captured", false}, {"value", nullptr}, {"function", nullptr}});
  const nlohmann::json& y = op_named(ops, "mul/y");
  CHECK(y["type"] == "Const");
  CHECK(y["value"] == "2.0");
  CHECK(y["line"] == 5);
  const nlohmann::json& mul = op_named(ops, "mul");
  CHECK(mul["type"] == "Mul");
  CHECK(mul["inputs"] == nlohmann::json{"x", "mul/y"});
  CHECK(mul["shape"] == "(None, 2)");
  CHECK(mul["line"] == 5);
  CHECK(mul["column"] == 9);  // `x * 2.0` starts at column 9
  // tf.print is two ops; PrintV2 has no outputs, so no dtype or shape.
  CHECK(op_named(ops, "StringFormat")["line"] == 6);
  const nlohmann::json& print = op_named(ops, "PrintV2");
  CHECK(print["inputs"] == nlohmann::json{"StringFormat"});
  CHECK(print["dtype"].is_null());
  CHECK(print["shape"].is_null());
  // func_graph_from_py_func returns each output through an Identity (mark_as_return).
  const nlohmann::json& ret = op_named(ops, "Identity");
  CHECK(ret["inputs"] == nlohmann::json{"mul", "^NoOp"});
  CHECK(ret["type"] == "Identity");
  // It is made after the body returned, but belongs to the `return` statement, not the call.
  CHECK(ret["line"] == 7);
  CHECK(ret["column"] == 5);
  // Automatic control dependencies: PrintV2 must run, so a last NoOp takes it as a control
  // input and the returned Identity takes the NoOp (auto_control_deps.py __exit__).
  CHECK(ops[6]["name"] == "NoOp");
  CHECK(ops[6]["type"] == "NoOp");
  CHECK(ops[6]["inputs"] == nlohmann::json{"^PrintV2"});
  CHECK(ops[6]["line"] == 7);
}

TEST_CASE("each returned tensor's Identity belongs to the return statement that ran") {
  const nlohmann::json ops = ops_of(
      "import tensorflow as tf\n"
      "def helper(t):\n"
      "    return t + 1\n"
      "@tf.function(autograph=False)\n"
      "def f(x):\n"
      "    a = helper(x)\n"
      "    return a, helper(a)\n"
      "f(tf.constant(1))\n");
  CHECK(op_named(ops, "add")["line"] == 3);
  CHECK(op_named(ops, "Identity")["line"] == 7);  // after helper's own return on line 3
  CHECK(op_named(ops, "Identity_1")["line"] == 7);
}

TEST_CASE("captured eager tensors are marked and large constants are abbreviated") {
  const nlohmann::json ops = ops_of(
      "import tensorflow as tf\n"
      "offset = tf.range(100)\n"
      "\n"
      "@tf.function\n"
      "def f(x):\n"
      "    return x + offset\n"
      "\n"
      "f(tf.zeros([100], tf.int32))\n");
  const nlohmann::json& add = op_named(ops, "add");
  REQUIRE(add["inputs"].size() == 2);
  const nlohmann::json& captured = op_named(ops, add["inputs"][1].get<std::string>());
  CHECK(captured["type"] == "Const");
  CHECK(captured["captured"] == true);
  CHECK(captured["line"] == 6);
  CHECK(captured["value"] == "[ 0  1  2 ... 97 98 99]");  // NumPy's summary, not 100 numbers
  CHECK(op_named(ops, "x")["captured"] == false);
}

TEST_CASE("AutoGraph control flow is one functional op on the statement's line, per concrete function") {
  const std::string source =
      "import tensorflow as tf\n"
      "\n"
      "@tf.function\n"
      "def f(x):\n"
      "    if x > 0:\n"
      "        x = x - 1\n"
      "    return x\n"
      "\n"
      "f(tf.constant(1))\n"
      "f(tf.constant([1.5]))\n";
  const nlohmann::json first = ops_of(source, 0);
  const nlohmann::json& cond = op_named(first, "cond");
  CHECK(cond["type"] == "StatelessIf");
  CHECK(cond["line"] == 5);
  CHECK(cond["dtype"] == "int32");
  CHECK(cond["shape"] == "()");
  CHECK(cond["function"].is_null());
  // The branch functions' ops follow the If node, so the lines inside the `if` link to ops.
  bool found_sub = false;
  for (const nlohmann::json& op : first) {
    if (op["type"] == "Sub") {
      found_sub = true;
      // TF numbers branch functions with a global uid: "cond_true_<n>".
      CHECK(op["function"].get<std::string>().rfind("cond_true_", 0) == 0);
      CHECK(op["line"] == 6);
    }
  }
  CHECK(found_sub);
  const nlohmann::json second = ops_of(source, 1);
  CHECK(op_named(second, "x")["dtype"] == "float32");
  CHECK(op_named(second, "x")["shape"] == "(1,)");
}

TEST_CASE("a graph of thousands of ops lists the first ones and says how many there are") {
  tfplay::session::Session s;
  nlohmann::json j = tfplay::session::to_json(s.run(
      "import tensorflow as tf\n"
      "\n"
      "@tf.function\n"
      "def f(x):\n"
      "    for _ in range(600):\n"
      "        x = x + 1\n"
      "    return x\n"
      "\n"
      "f(tf.constant(0))\n"));
  REQUIRE(j["ok"] == true);
  const nlohmann::json& c = j["functions"][0]["concretes"][0];
  CHECK(c["op_count"] == 1202);
  CHECK(c["ops"][0]["function"].is_null());  // x, add/y and add for each of the 600 iterations, Identity
  CHECK(c["ops"].size() == tfplay::session::kMaxListedOps);
  CHECK(c["ops"].back()["name"] == "add_499/y");
}
