// The run result names only the program's own lines: what Keras (library code embedded in the
// engine) prints, the tf.functions it creates, their trace and call events and the ops it adds
// belong to the program line that called into Keras, never to a line of Keras's source.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "core/session/session.h"

namespace {

nlohmann::json run_json(const std::string& source) {
  tfplay::session::Session s;
  nlohmann::json j = tfplay::session::to_json(s.run(source));
  REQUIRE_MESSAGE(j["ok"] == true, j["error"].dump());
  return j;
}

const char* const kFitThenEvaluate =
    "import numpy as np\n"                                                    // 1
    "import keras\n"                                                          // 2
    "x = np.ones((4, 2), dtype='float32')\n"                                  // 3
    "y = np.zeros((4, 1), dtype='float32')\n"                                 // 4
    "model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])\n"  // 5
    "model.compile(optimizer='sgd', loss='mse')\n"                            // 6
    "\n"                                                                      // 7
    "model.fit(x, y, epochs=1, batch_size=2)\n"                               // 8
    "model.evaluate(x, y, verbose=0)\n"                                       // 9
    "model.summary()\n";                                                      // 10

}  // namespace

TEST_CASE("tf.functions Keras creates carry the program line that called fit or evaluate") {
  const nlohmann::json j = run_json(kFitThenEvaluate);
  std::set<std::pair<std::string, int>> functions;
  for (const nlohmann::json& f : j["functions"]) functions.insert({f["name"].get<std::string>(), f["line"].get<int>()});
  // fit's train function (line 8) and evaluate's test function (line 9) are distinct objects.
  CHECK(functions.count({"one_step_on_data", 8}) == 1);
  CHECK(functions.count({"multi_step_on_iterator", 8}) == 1);
  CHECK(functions.count({"one_step_on_data", 9}) == 1);
  CHECK(functions.count({"multi_step_on_iterator", 9}) == 1);
  CHECK(functions.size() == 4);
}

TEST_CASE("events name their tf.function object by its index in functions, so equal names stay apart") {
  const nlohmann::json j = run_json(kFitThenEvaluate);
  const nlohmann::json& functions = j["functions"];
  int calls = 0;
  for (const nlohmann::json& e : j["events"]) {
    if (e["function"].is_null()) {
      CHECK(e["function_index"].is_null());
      continue;
    }
    REQUIRE(e["function_index"].is_number_integer());
    const nlohmann::json& f = functions[e["function_index"].get<std::size_t>()];
    CHECK(f["name"] == e["function"]);
    if (e["kind"] == "call") {
      ++calls;
      // fit's calls (line 8) go to fit's functions, evaluate's (line 9) to evaluate's.
      CHECK(f["line"] == e["line"]);
    }
  }
  CHECK(calls > 0);
}

TEST_CASE("trace, call and print events inside Keras carry the calling program line") {
  const nlohmann::json j = run_json(kFitThenEvaluate);
  bool saw_progress = false;
  bool saw_summary = false;
  for (const nlohmann::json& e : j["events"]) {
    const int line = e["line"];
    CHECK(line >= 1);
    CHECK(line <= 10);
    const std::string text = e["text"];
    if (e["kind"] == "print" && text.find("/step") != std::string::npos) {
      saw_progress = true;
      CHECK(line == 8);
    }
    if (e["kind"] == "print" && text.rfind("Model: ", 0) == 0) {
      saw_summary = true;
      CHECK(line == 10);
    }
    if ((e["kind"] == "trace" || e["kind"] == "call") && e["function"] == "one_step_on_data") CHECK((line == 8 || line == 9));
  }
  CHECK(saw_progress);
  CHECK(saw_summary);
}

TEST_CASE("ops Keras layers add while a program's tf.function traces belong to the program's lines") {
  const nlohmann::json j = run_json(
      "import tensorflow as tf\n"                                    // 1
      "import keras\n"                                               // 2
      "layer = keras.layers.Dense(2, activation='relu')\n"           // 3
      "@tf.function\n"                                               // 4
      "def f(x):\n"                                                  // 5
      "    h = layer(x)\n"                                           // 6
      "    return h * 2.0\n"                                         // 7
      "f(tf.ones([1, 3]))\n");                                       // 8
  REQUIRE(j["functions"].size() == 1);
  CHECK(j["functions"][0]["line"] == 5);
  std::set<int> lines;
  for (const nlohmann::json& c : j["functions"][0]["concretes"])
    for (const nlohmann::json& op : c["ops"]) lines.insert(op["line"].get<int>());
  // The def line (inputs, captures), the layer call (its variables, MatMul, BiasAdd, Relu) and
  // the return statement: no line of Keras's own source.
  CHECK(lines == std::set<int>{5, 6, 7});
}
