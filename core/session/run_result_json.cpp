// JSON form of the run result (design.md, "The run result").
#include <nlohmann/json.hpp>

#include "core/session/session.h"

namespace tfplay::session {

namespace {

nlohmann::json optional_json(const std::optional<std::string>& v) {
  return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json optional_json(const std::optional<int>& v) {
  return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

nlohmann::json ops_json(const std::vector<OpInfo>& ops) {
  nlohmann::json out = nlohmann::json::array();
  for (const OpInfo& op : ops) {
    out.push_back({{"name", op.name},
                   {"type", op.type},
                   {"function", optional_json(op.function)},
                   {"inputs", op.inputs},
                   {"dtype", optional_json(op.dtype)},
                   {"shape", optional_json(op.shape)},
                   {"line", op.line},
                   {"column", op.column},
                   {"captured", op.captured},
                   {"value", optional_json(op.value)}});
  }
  return out;
}

}  // namespace

nlohmann::json to_json(const RunResult& result) {
  nlohmann::json events = nlohmann::json::array();
  for (const Event& e : result.events) {
    events.push_back({{"seq", e.seq},
                      {"kind", e.kind},
                      {"clock", e.clock},
                      {"text", e.text},
                      {"stream", e.stream},
                      {"line", e.line},
                      {"function", optional_json(e.function)},
                      {"concrete", optional_json(e.concrete)}});
  }
  nlohmann::json functions = nlohmann::json::array();
  for (const FunctionInfo& f : result.functions) {
    nlohmann::json concretes = nlohmann::json::array();
    for (const ConcreteInfo& c : f.concretes) {
      concretes.push_back({{"index", c.index},
                           {"signature", c.signature},
                           {"calls", c.calls},
                           {"traced_at_call", c.traced_at_call},
                           {"reason", c.reason},
                           {"ops", ops_json(c.ops)},
                           {"op_count", c.op_count}});
    }
    functions.push_back({{"name", f.name},
                         {"line", f.line},
                         {"tracing_count", f.tracing_count},
                         {"concretes", concretes}});
  }
  nlohmann::json error = nullptr;
  if (result.error) {
    const ErrorInfo& e = *result.error;
    error = {{"type", e.type},
             {"message", e.message},
             {"line", e.line},
             {"column", e.column},
             {"traceback", e.traceback}};
  }
  return {{"ok", result.ok}, {"events", events}, {"functions", functions}, {"error", error}};
}

}  // namespace tfplay::session
