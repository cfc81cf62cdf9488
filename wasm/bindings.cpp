// Embind bindings over tfplay::session::Session, and nothing else.
//
//   const engine = await createTfplayEngine();
//   const result = JSON.parse(engine.runJson(source, JSON.stringify({filename, max_steps})));
//   // The same, with each event also handed to onEvent (as the JSON text of one event of the
//   // run result) the moment it happens, so a caller can show output before the run ends:
//   const result = JSON.parse(engine.runJsonStreaming(source, optionsJson, (eventJson) => {...}));
//
// `result` is the run result of design.md. Options (all optional): "filename" (shown in
// tracebacks, default "main.py") and "max_steps" (a step budget, default unlimited).
#include <cstdint>
#include <exception>
#include <stdexcept>
#include <string>

#include <emscripten/bind.h>
#include <emscripten/val.h>
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

// The JSON text of one event, as it appears in the run result's "events".
std::string event_json(const tfplay::session::Event& event) {
  tfplay::session::RunResult one;
  one.events.push_back(event);
  return tfplay::session::to_json(one)["events"][0].dump();
}

// Runs one program and returns its run result as JSON text. Never throws into JavaScript:
// bad options and engine bugs come back as a failed run with an "InternalError".
// `on_event`, when not undefined, is called with each event's JSON as it happens.
std::string run_json_with(const std::string& source, const std::string& options_json, emscripten::val on_event) {
  try {
    tfplay::session::Session session;
    tfplay::session::RunOptions options = parse_options(options_json);
    if (!on_event.isUndefined() && !on_event.isNull()) {
      options.on_event = [&on_event](const tfplay::session::Event& event) { on_event(event_json(event)); };
    }
    return tfplay::session::to_json(session.run(source, options)).dump();
  } catch (const std::exception& e) {
    tfplay::session::RunResult failed;
    failed.ok = false;
    failed.error = tfplay::session::ErrorInfo{
        "InternalError", e.what(), 0, 0, std::string("InternalError: ") + e.what() + "\n"};
    return tfplay::session::to_json(failed).dump();
  }
}

std::string run_json(const std::string& source, const std::string& options_json) {
  return run_json_with(source, options_json, emscripten::val::undefined());
}

}  // namespace

EMSCRIPTEN_BINDINGS(tfplay) {
  emscripten::function("runJson", &run_json);
  emscripten::function("runJsonStreaming", &run_json_with);
}
