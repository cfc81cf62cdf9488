// JSON form of the run result (design.md, "The run result").
#include <string>
#include <type_traits>

#include <nlohmann/json.hpp>

#include "core/session/session.h"

namespace tfplay::session {

namespace {

// Appends `s` as a JSON string, escaped as nlohmann::json::dump escapes it. Text with bytes
// past ASCII goes through nlohmann itself, which also checks that it is UTF-8.
void append_json_string(std::string& out, const std::string& s) {
  for (unsigned char c : s) {
    if (c >= 0x80) {
      out += nlohmann::json(s).dump();
      return;
    }
  }
  static const char* hex = "0123456789abcdef";
  out += '"';
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          out += "\\u00";
          out += hex[c >> 4];
          out += hex[c & 0xf];
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
}

template <typename T>
void append_optional(std::string& out, const std::optional<T>& v) {
  if (!v) {
    out += "null";
  } else if constexpr (std::is_same_v<T, std::string>) {
    append_json_string(out, *v);
  } else {
    out += std::to_string(*v);
  }
}

// One event with its keys in nlohmann's (sorted) order.
void append_event(std::string& out, const Event& e) {
  out += "{\"clock\":";
  append_json_string(out, e.clock);
  out += ",\"concrete\":";
  append_optional(out, e.concrete);
  out += ",\"function\":";
  append_optional(out, e.function);
  out += ",\"function_index\":";
  append_optional(out, e.function_index);
  out += ",\"kind\":";
  append_json_string(out, e.kind);
  out += ",\"line\":" + std::to_string(e.line);
  out += ",\"seq\":" + std::to_string(e.seq);
  out += ",\"stream\":";
  append_json_string(out, e.stream);
  out += ",\"text\":";
  append_json_string(out, e.text);
  out += '}';
}

void append_int(std::string& out, long long v) { out += std::to_string(v); }

// `items` as a JSON array, each written by write(out, item).
template <typename T, typename Write>
void append_array(std::string& out, const std::vector<T>& items, Write write) {
  out += '[';
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) out += ',';
    write(out, items[i]);
  }
  out += ']';
}

void append_op(std::string& out, const OpInfo& op) {
  out += "{\"captured\":";
  out += op.captured ? "true" : "false";
  out += ",\"column\":";
  append_int(out, op.column);
  out += ",\"dtype\":";
  append_optional(out, op.dtype);
  out += ",\"function\":";
  append_optional(out, op.function);
  out += ",\"inputs\":";
  append_array(out, op.inputs, append_json_string);
  out += ",\"line\":";
  append_int(out, op.line);
  out += ",\"name\":";
  append_json_string(out, op.name);
  out += ",\"shape\":";
  append_optional(out, op.shape);
  out += ",\"type\":";
  append_json_string(out, op.type);
  out += ",\"value\":";
  append_optional(out, op.value);
  out += '}';
}

void append_concrete(std::string& out, const ConcreteInfo& c) {
  out += "{\"calls\":";
  append_int(out, c.calls);
  out += ",\"index\":";
  append_int(out, c.index);
  out += ",\"op_count\":";
  append_int(out, c.op_count);
  out += ",\"ops\":";
  append_array(out, c.ops, append_op);
  out += ",\"reason\":";
  append_json_string(out, c.reason);
  out += ",\"signature\":";
  append_json_string(out, c.signature);
  out += ",\"traced_at_call\":";
  append_int(out, c.traced_at_call);
  out += '}';
}

void append_function(std::string& out, const FunctionInfo& f) {
  out += "{\"concretes\":";
  append_array(out, f.concretes, append_concrete);
  out += ",\"line\":";
  append_int(out, f.line);
  out += ",\"name\":";
  append_json_string(out, f.name);
  out += ",\"tracing_count\":";
  append_int(out, f.tracing_count);
  out += '}';
}

void append_error(std::string& out, const std::optional<ErrorInfo>& error) {
  if (!error) {
    out += "null";
    return;
  }
  const ErrorInfo& e = *error;
  out += "{\"column\":";
  append_int(out, e.column);
  out += ",\"end_column\":";
  append_int(out, e.end_column);
  out += ",\"end_line\":";
  append_int(out, e.end_line);
  out += ",\"line\":";
  append_int(out, e.line);
  out += ",\"message\":";
  append_json_string(out, e.message);
  out += ",\"traceback\":";
  append_json_string(out, e.traceback);
  out += ",\"type\":";
  append_json_string(out, e.type);
  out += '}';
}

}  // namespace

std::string event_json_text(const Event& event) {
  std::string out;
  append_event(out, event);
  return out;
}

std::string to_json_text(const RunResult& result) {
  // Written directly, keys in nlohmann's (sorted) order: the page parses this text after every
  // run, and building nlohmann's tree for a Keras program's graphs (hundreds of ops, ten keys
  // each) cost more than the writing.
  std::string out = "{\"error\":";
  append_error(out, result.error);
  out += ",\"events\":";
  append_array(out, result.events, append_event);
  out += ",\"exit_status\":";
  out += std::to_string(result.exit_status);
  out += ",\"functions\":";
  append_array(out, result.functions, append_function);
  out += ",\"ok\":";
  out += result.ok ? "true" : "false";
  out += '}';
  return out;
}

nlohmann::json to_json(const RunResult& result) {
  // One writer: the tree is the text's, parsed.
  return nlohmann::json::parse(to_json_text(result));
}

}  // namespace tfplay::session
