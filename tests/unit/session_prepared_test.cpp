// Session::prepare: a Keras program run on the prepared state (an interpreter with `import keras`
// done) must give exactly what a fresh run gives, and the state serves one run: a second one
// asking for it, or one with other options, runs from a fresh interpreter. (The page restores
// the engine's memory to its snapshot of the prepared state before each Keras program; the
// wasm tests check that path: tests/prepared-runs.test.mjs.)
#include <doctest/doctest.h>

#include <regex>
#include <string>

#include "core/session/session.h"

namespace {

using tfplay::session::RunOptions;
using tfplay::session::RunResult;
using tfplay::session::Session;

// Everything a run shows: its events in order, its functions and its error; object addresses in
// default reprs (identities, which the prepared state's objects shift) and fit's measured times
// are left out.
std::string shown(const RunResult& r) {
  std::string out;
  for (const auto& e : r.events) out += e.kind + "|" + e.clock + "|" + e.stream + "|" + std::to_string(e.line) + "|" + e.text;
  for (const auto& f : r.functions) out += "function " + f.name + " traced " + std::to_string(f.tracing_count) + "\n";
  if (r.error) out += "error " + r.error->type + " " + std::to_string(r.error->line) + ":" + std::to_string(r.error->column);
  out = std::regex_replace(out, std::regex("0x[0-9a-f]+"), "0x?");
  return std::regex_replace(out, std::regex("[0-9]+(s|ms|us)(/step)?"), "T$2");
}

RunOptions prepared(RunOptions options = {}) {
  options.use_prepared = true;
  return options;
}

// A Keras program using the modules the import left ready: fit's progress text, summary(), a
// traced train step, and an error raised from inside Keras with its traceback.
const char* kKerasProgram = R"(import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(1)
model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse")
history = model.fit(np.ones((8, 3), "float32"), np.zeros((8, 1), "float32"), epochs=2, batch_size=4, verbose=2)
print(sorted(history.history), model.count_params())
model.summary()


@tf.function
def step(x):
    print("tracing step")
    return model(x)


print(step(tf.ones((1, 3))).shape)
model(tf.ones((1, 4)))
)";

}  // namespace

TEST_CASE("a Keras program runs on the prepared state as from a fresh interpreter") {
  Session session;
  const std::string fresh = shown(session.run(kKerasProgram));
  REQUIRE(session.prepare());
  const RunResult on_prepared = session.run(kKerasProgram, prepared());
  CHECK(shown(on_prepared) == fresh);
  CHECK(fresh.find("tracing step") != std::string::npos);
  CHECK(fresh.find("error ValueError") != std::string::npos);
}

TEST_CASE("the one difference a program can see: Keras is imported before its own import") {
  Session session;
  const char* looks = "import sys\nprint('keras' in sys.modules)\nimport keras\nprint('keras' in sys.modules)\n";
  CHECK(shown(session.run(looks)).find("False") != std::string::npos);
  REQUIRE(session.prepare());
  const std::string on_prepared = shown(session.run(looks, prepared()));
  CHECK(on_prepared.find("False") == std::string::npos);  // so the run did use the prepared state
}

TEST_CASE("the prepared state serves one run; later ones start fresh") {
  Session session;
  REQUIRE(session.prepare());
  // A program that changes Keras's modules: the next run must not see it.
  const char* changes = "import keras\nkeras.layers.Dense = None\nkeras.config.set_floatx('float16')\nprint('changed')\n";
  CHECK(shown(session.run(changes, prepared())).find("changed") != std::string::npos);
  const char* reads = "import keras\nprint(keras.layers.Dense, keras.config.floatx())\n";
  const std::string expected = shown(session.run(reads));
  CHECK(expected.find("float32") != std::string::npos);
  CHECK(shown(session.run(reads, prepared())) == expected);
  // Prepared again: clean, and used.
  REQUIRE(session.prepare());
  CHECK(shown(session.run(reads, prepared())) == expected);
}

TEST_CASE("a run with other options than the prepared state's starts fresh") {
  Session session;
  RunOptions other;
  other.filename = "other.py";
  REQUIRE(session.prepare());
  const char* fails = "import keras\nkeras.ops.add(1)\n";
  const std::string expected = shown(session.run(fails, other));
  CHECK(expected.find("other.py") != std::string::npos);
  CHECK(shown(session.run(fails, prepared(other))) == expected);
}
