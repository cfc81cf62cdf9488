// Session: runs one tfplay program and returns its run result (design.md, "The run result").
//
// The CLI (`tfplay run`), the wasm bindings and the tests are thin layers over this class; none
// of them looks inside the engine.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/session/graph_ops.h"

namespace tfplay::session {

/// One thing that happened during a run, in order. `text` is exactly what CPython/TF would
/// write (newline included) for output kinds; for "trace"/"call" it is a short description.
struct Event {
  int seq = 0;
  std::string kind;    // "print" | "tfprint" | "warning" | "trace" | "call" | "error"
  std::string clock;   // "python" | "trace" | "graph" | "eager"
  std::string text;
  std::string stream;  // "stdout" | "stderr"
  int line = 0;        // 1-based source line that produced it (0 when unknown)
  std::optional<std::string> function;  // the tf.function involved, if any
  std::optional<int> concrete;          // index of its concrete function, if any
  /// Which tf.function object: its index in RunResult::functions (names can repeat: fit's and
  /// evaluate's one_step_on_data); none for a Dataset.map function or without a function.
  std::optional<int> function_index;

  /// True for events whose text the program writes to a stream (print, tf.print, warnings,
  /// tracebacks); false for the bookkeeping kinds "trace" and "call".
  bool is_output() const { return kind != "trace" && kind != "call"; }
};

/// One concrete function of a tf.function, as the cache table shows it.
struct ConcreteInfo {
  int index = 0;           // 0-based, in tracing order
  std::string signature;   // the inputs as pretty_printed_concrete_signatures shows them
  int calls = 0;           // calls this concrete function served
  int traced_at_call = 0;  // which call (1-based, per function) traced it; 0 = get_concrete_function
  std::string reason;      // "first call", "x: shape (2,) -> (4,)", ...
  std::vector<OpInfo> ops;  // the ops of its graph, for the graph view (at most kMaxListedOps)
  int op_count = 0;         // how many ops its graph has, branch and loop functions included
};

/// One tf.function object, in creation order.
struct FunctionInfo {
  std::string name;
  int line = 0;
  int tracing_count = 0;
  std::vector<ConcreteInfo> concretes;
};

/// The exception that escaped the program. line/column are 1-based (column 0 when unknown).
struct ErrorInfo {
  std::string type;
  std::string message;
  int line = 0;
  int column = 0;
  std::string traceback;  // the full text CPython would print to stderr
  /// Where the failing expression ends (CPython's end_lineno/end_col_offset + 1: the 1-based
  /// column just past it, so line:column..end_line:end_column is the instruction's position,
  /// which the traceback's carets mark on its first line); 0 when unknown.
  int end_line = 0;
  int end_column = 0;
};

struct RunResult {
  bool ok = true;
  /// The status `python prog.py` would exit with: 0, 1 after an uncaught exception, the code
  /// given to sys.exit() (an uncaught SystemExit), or 130 after an uncaught KeyboardInterrupt.
  int exit_status = 0;
  std::vector<Event> events;
  std::vector<FunctionInfo> functions;
  std::optional<ErrorInfo> error;
};

struct RunOptions {
  std::string filename = "main.py";      // shown in tracebacks
  std::optional<std::int64_t> max_steps;   // step budget; none = unlimited
  int recursion_limit = 1000;              // sys.getrecursionlimit(); the fuzzer lowers it
  /// Called for every event as it happens (the CLI streams output through it).
  std::function<void(const Event&)> on_event;
  /// Whether RunResult::events keeps the events on_event was handed. A caller that has them
  /// already (the page) saves a second copy of every event: a run printing 200 000 lines
  /// would otherwise hold them all until it ends.
  bool keep_streamed_events = true;
  /// Run on the state Session::prepare made, if it is still as prepare left it and was made for
  /// this filename, step budget and recursion limit; otherwise (and by default) from a fresh
  /// interpreter. The page sets it for Keras programs after restoring the engine's memory
  /// to its snapshot of that state (web/src/engine.worker.js).
  bool use_prepared = false;
};

/// Serializes a run result to the JSON object of design.md, as compact JSON text with its keys
/// sorted (what nlohmann's dump() writes), written directly: a run printing 200 000 lines, or a
/// Keras program's graphs of hundreds of ops, serializes in a fraction of the time a JSON tree
/// would take.
std::string to_json_text(const RunResult& result);
/// The same as a JSON tree (to_json_text's text, parsed), for the CLI's indented output and tests.
nlohmann::json to_json(const RunResult& result);
/// One event as compact JSON text, as it appears in to_json_text's "events".
std::string event_json_text(const Event& event);

/// Runs programs. Each run starts from a fresh interpreter state, or from the prepared one.
class Session {
 public:
  /// Runs `source` to completion (or to its first uncaught exception) and returns what happened.
  /// Never throws for anything the program does; engine bugs surface as an "InternalError".
  RunResult run(std::string_view source, const RunOptions& options = {});

  /// Makes the state a Keras program's run can start from (RunOptions::use_prepared): an
  /// interpreter with `import keras` done (so TensorFlow's and NumPy's modules too), which is
  /// what a fresh run's state is once the program's own `import keras` has run: the import
  /// reads nothing of the program, prints nothing and traces nothing (else prepare fails).
  /// One run may use it; the page then restores the engine's memory, which it snapshotted
  /// right after prepare, so every Keras program skips the import. Returns whether the state is
  /// ready; options: the filename, step budget and recursion limit of the runs it is for.
  /// The state is engine-wide (one per process), not per Session object.
  bool prepare(const RunOptions& options = {});
};

}  // namespace tfplay::session
