// The JSON form of the run result is a contract shared by the CLI, the wasm API and the page
// (design.md, "The run result"): these tests pin its field names and null handling.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/session/session.h"

using tfplay::session::ConcreteInfo;
using tfplay::session::ErrorInfo;
using tfplay::session::Event;
using tfplay::session::FunctionInfo;
using tfplay::session::RunResult;
using tfplay::session::to_json;

TEST_CASE("an empty successful run serializes with all top-level fields") {
  nlohmann::json j = to_json(RunResult{});
  CHECK(j["ok"] == true);
  CHECK(j["events"].is_array());
  CHECK(j["events"].empty());
  CHECK(j["functions"].is_array());
  CHECK(j["error"].is_null());
}

TEST_CASE("events keep their order and every field, with nulls for absent function/concrete") {
  RunResult r;
  Event trace_print{0, "print", "trace", "Tracing with x\n", "stdout", 5, "double", 0, std::nullopt};
  Event top_print{1, "print", "python", "hi\n", "stdout", 9, std::nullopt, std::nullopt, std::nullopt};
  r.events = {trace_print, top_print};
  nlohmann::json j = to_json(r);
  REQUIRE(j["events"].size() == 2);
  const nlohmann::json& e0 = j["events"][0];
  CHECK(e0["seq"] == 0);
  CHECK(e0["kind"] == "print");
  CHECK(e0["clock"] == "trace");
  CHECK(e0["text"] == "Tracing with x\n");
  CHECK(e0["stream"] == "stdout");
  CHECK(e0["line"] == 5);
  CHECK(e0["function"] == "double");
  CHECK(e0["concrete"] == 0);
  const nlohmann::json& e1 = j["events"][1];
  CHECK(e1["seq"] == 1);
  CHECK(e1["function"].is_null());
  CHECK(e1["concrete"].is_null());
}

TEST_CASE("functions carry their concrete-function cache") {
  RunResult r;
  FunctionInfo f{"scaled", 3, 2, {}};
  f.concretes.push_back(ConcreteInfo{0, "x: TensorSpec(shape=(2,), dtype=tf.int32, name=None)",
                                     2, 1, "first call", {}, 0});
  f.concretes.push_back(ConcreteInfo{1, "x: TensorSpec(shape=(4,), dtype=tf.int32, name=None)",
                                     1, 3, "x: shape (2,) -> (4,)", {}, 0});
  r.functions.push_back(f);
  nlohmann::json j = to_json(r);
  REQUIRE(j["functions"].size() == 1);
  const nlohmann::json& fj = j["functions"][0];
  CHECK(fj["name"] == "scaled");
  CHECK(fj["line"] == 3);
  CHECK(fj["tracing_count"] == 2);
  REQUIRE(fj["concretes"].size() == 2);
  CHECK(fj["concretes"][1]["index"] == 1);
  CHECK(fj["concretes"][1]["calls"] == 1);
  CHECK(fj["concretes"][1]["traced_at_call"] == 3);
  CHECK(fj["concretes"][1]["reason"] == "x: shape (2,) -> (4,)");
  CHECK(fj["concretes"][0]["signature"] ==
        "x: TensorSpec(shape=(2,), dtype=tf.int32, name=None)");
}

TEST_CASE("a failed run carries its error") {
  RunResult r;
  r.ok = false;
  r.error = ErrorInfo{"ValueError", "bad value", 7, 3, "Traceback (most recent call last):\n"};
  nlohmann::json j = to_json(r);
  CHECK(j["ok"] == false);
  CHECK(j["error"]["type"] == "ValueError");
  CHECK(j["error"]["message"] == "bad value");
  CHECK(j["error"]["line"] == 7);
  CHECK(j["error"]["column"] == 3);
  CHECK(j["error"]["end_line"] == 0);  // not known for this error
  CHECK(j["error"]["end_column"] == 0);
  CHECK(j["error"]["traceback"] == "Traceback (most recent call last):\n");
}

TEST_CASE("to_json_text writes exactly what to_json(...).dump() writes, events included") {
  tfplay::session::Session s;
  const RunResult r = s.run(
      "import tensorflow as tf\n"
      "print('quote \" backslash \\\\ tab \\t bell \\x07 del \\x7f', 'é ✓')\n"
      "@tf.function\n"
      "def f(x):\n"
      "    print('tracing', x)\n"
      "    tf.print(x)\n"
      "    return x + 1\n"
      "f(tf.constant(1)); f(tf.constant([1, 2]))\n"
      "raise ValueError('bad\\nvalue')\n");
  REQUIRE(r.events.size() > 5);
  CHECK(tfplay::session::to_json_text(r) == to_json(r).dump());
  for (const auto& e : r.events) {
    RunResult one;
    one.events.push_back(e);
    CHECK(tfplay::session::event_json_text(e) == to_json(one)["events"][0].dump());
  }
}

TEST_CASE("a streaming caller that keeps no second copy gets every event once, numbered in order") {
  tfplay::session::Session session;
  tfplay::session::RunOptions options;
  std::vector<Event> streamed;
  options.on_event = [&streamed](const Event& e) { streamed.push_back(e); };
  options.keep_streamed_events = false;
  RunResult r = session.run("print('a')\nprint('b')\nraise ValueError('c')\n", options);
  CHECK(r.events.empty());
  REQUIRE(streamed.size() == 3);
  CHECK(streamed[0].text == "a\n");
  CHECK(streamed[1].seq == 1);
  CHECK(streamed[2].kind == "error");
  CHECK(streamed[2].seq == 2);
  REQUIRE(r.error);
  CHECK(r.error->type == "ValueError");
}
