// Embind bindings over tfplay::session::Session, and nothing else.
//
//   const engine = await createTfplayEngine();
//   const result = JSON.parse(engine.runJson(source, JSON.stringify({filename, max_steps})));
//
// `result` is the run result of design.md. Options (all optional): "filename" (shown in
// tracebacks, default "main.py") and "max_steps" (a step budget, default unlimited).
#include <cstdint>
#include <exception>
#include <stdexcept>
#include <string>

#include <emscripten/bind.h>
#include <nlohmann/json.hpp>

#include "core/session/session.h"

namespace {

tfplay::session::RunOptions parse_options(const std::string& options_json) {
  tfplay::session::RunOptions options;
  if (options_json.empty()) return options;
  nlohmann::json j = nlohmann::json::parse(options_json);
  if (!j.is_object()) throw std::invalid_argument("runJson options must be a JSON object");
  if (auto it = j.find("filename"); it != j.end() && !it->is_null()) {
    options.filename = it->get<std::string>();
  }
  if (auto it = j.find("max_steps"); it != j.end() && !it->is_null()) {
    options.max_steps = it->get<std::int64_t>();
  }
  return options;
}

// Runs one program and returns its run result as JSON text. Never throws into JavaScript:
// bad options and engine bugs come back as a failed run with an "InternalError".
std::string run_json(const std::string& source, const std::string& options_json) {
  try {
    tfplay::session::Session session;
    return tfplay::session::to_json(session.run(source, parse_options(options_json))).dump();
  } catch (const std::exception& e) {
    tfplay::session::RunResult failed;
    failed.ok = false;
    failed.error = tfplay::session::ErrorInfo{
        "InternalError", e.what(), 0, 0, std::string("InternalError: ") + e.what() + "\n"};
    return tfplay::session::to_json(failed).dump();
  }
}

}  // namespace

EMSCRIPTEN_BINDINGS(tfplay) {
  emscripten::function("runJson", &run_json);
}
