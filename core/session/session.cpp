// Session::run: parse, run, and collect events, the cache snapshot and the error.
#include "core/session/session.h"

#include <algorithm>
#include <exception>
#include <memory>
#include <optional>
#include <utility>

#include "core/function/function.h"
#include "core/function/runtime.h"
#include "core/function/runtime_activation.h"
#include "core/graph/func_graph.h"
#include "core/keras/sources.h"
#include "core/python/compile_warnings.h"
#include "core/python/mangle.h"
#include "core/python/native_call.h"
#include "core/python/fs/memory_fs.h"
#include "core/python/finalizer.h"
#include "core/python/interpreter.h"
#include "core/python/interpreter_activation.h"
#include "core/tensor/format_numpy.h"
#include "core/python/modules.h"
#include "core/python/parser.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/source_lines.h"
#include "core/python/traceback.h"
#include "core/tf/api_surface.h"
#include "core/tf/numpy_errstate.h"
#include "core/tf/errors.h"
#include "core/tf/module.h"
#include "core/tf/module_identity.h"
#include "core/tf/numpy_array.h"
#include "core/tensor/tensor.h"

namespace tfplay::session {

namespace {

/// Collects events in order and forwards each to the caller's callback.
class EventLog {
 public:
  EventLog(RunResult& result, const RunOptions& options) : result_(result), options_(options) {}

  void add(Event e) {
    e.seq = next_seq_++;
    if (options_.on_event) {
      options_.on_event(e);
      if (!options_.keep_streamed_events) return;
    }
    result_.events.push_back(std::move(e));
  }

  void add(function::EngineEvent&& e) {
    Event out;
    out.kind = std::move(e.kind);
    out.clock = std::move(e.clock);
    out.text = std::move(e.text);
    out.stream = std::move(e.stream);
    out.line = e.line;
    out.function = std::move(e.function);
    out.concrete = e.concrete;
    out.function_index = e.function_index;
    add(std::move(out));
  }

 private:
  RunResult& result_;
  const RunOptions& options_;
  int next_seq_ = 0;
};

void record_error(RunResult& result, EventLog& log, ErrorInfo error) {
  result.ok = false;
  result.exit_status = 1;
  Event e;
  e.kind = "error";
  e.clock = "python";
  e.text = error.traceback;
  e.stream = "stderr";
  e.line = error.line;
  log.add(std::move(e));
  result.error = std::move(error);
}

/// An uncaught SystemExit ends the run as CPython's _Py_HandleSystemExit ends the process: its
/// `code` None exits 0; an int exits with it (cut to a C int, then to the 8 bits the OS keeps;
/// one too big for a C long exits -1, so 255); anything else is printed to stderr (its str(),
/// nothing when that fails) and exits 1.
void handle_system_exit(const py::Ref& exc, py::Interpreter& interp, EventLog& log, RunResult& result) {
  py::Ref code;
  try {
    code = py::getattr_opt(exc, "code");
  } catch (py::PyError&) {
    code = nullptr;
  }
  if (!code) code = exc;  // the attribute could not be read: CPython prints the exception itself
  if (py::is_none(code.get())) return;
  int status = 1;
  if (py::isinstance(code.get(), py::T().int_)) {
    auto* i = static_cast<py::IntObject*>(code.get());
    status = i->big ? -1 : static_cast<int>(i->value);
  } else {
    std::string text;
    try {
      text = py::str(code);
    } catch (py::PyError&) {
      text = "";
    }
    Event ev{0, "print", "python", text + "\n", "stderr", interp.program_line(), std::nullopt, std::nullopt, std::nullopt};
    log.add(std::move(ev));
  }
  if (status != 0) {
    result.ok = false;
    result.exit_status = status & 0xff;
  }
}

ErrorInfo python_error(const py::Ref& exc, const py::Interpreter& interp) {
  ErrorInfo info;
  info.type = exc->cls->name;
  try {
    info.message = py::str(exc);
  } catch (py::PyError&) {
    info.message = "<exception str() failed>";
  }
  info.traceback = py::format_exception(exc, interp, /*uncaught=*/true);
  const auto& tb = static_cast<py::ExceptionObject*>(exc.get())->traceback;
  // The innermost frame shown is where the error happened in the program.
  auto shown = std::find_if(tb.begin(), tb.end(), [](const py::TracebackEntry& e) { return !py::is_hidden_entry(e); });
  if (shown != tb.end()) {
    const py::TracebackEntry& e = *shown;
    info.line = e.line;
    info.column = e.col >= 0 ? e.col + 1 : 0;
    if (info.column > 0 && e.end_col >= 0 && (e.end_line > e.line || (e.end_line == e.line && e.end_col > e.col))) {
      info.end_line = e.end_line;
      info.end_column = e.end_col + 1;
    }
  }
  return info;
}

std::vector<FunctionInfo> snapshot_functions(const function::Runtime& rt) {
  std::vector<FunctionInfo> out;
  for (const py::Ref& ref : rt.functions) {
    const auto* f = static_cast<const function::Function*>(ref.get());
    FunctionInfo info;
    info.name = f->name;
    info.line = f->line;
    info.tracing_count = static_cast<int>(f->concretes.size());
    for (const auto& c : f->concretes) {
      OpList ops = export_ops(*c->graph);
      info.concretes.push_back({c->index, c->inputs_text(), c->calls, c->traced_at_call, c->reason, std::move(ops.ops), ops.count});
    }
    out.push_back(std::move(info));
  }
  return out;
}

/// What CPython's interpreter shutdown still runs and prints after the program: atexit's callbacks,
/// then, a tf.train restore that
/// left checkpoint values no object took logs TF's warnings when its coordinator is collected
/// (tensorflow.python.checkpoint.checkpoint._at_exit). Like exceptions in __del__, a failure
/// there does not change the run's result.
void run_exit_hooks(py::Interpreter& interp) {
  // atexit's callbacks first, as Py_FinalizeEx calls them before it collects objects.
  if (py::Ref atexit = interp.modules()->get(py::Str("atexit"))) {
    try {
      py::call(atexit->dict->get("_run_exitfuncs"), std::vector<py::Ref>{});
    } catch (...) {
    }
  }
  py::Ref module = interp.modules()->get(py::Str("tensorflow.python.checkpoint.checkpoint"));
  if (!module) return;
  try {
    py::call(module->dict->get("_at_exit"), std::vector<py::Ref>{});
  } catch (...) {
  }
}

/// A new process seeds its random generators from the clock or the system: Python's `random` at
/// import (random.py's Random()), NumPy's global generator when numpy.random is built, and Keras's
/// default seeds draw from Python's. The prepared state imported them once, so every run the page
/// restores from its snapshot would draw the same "unseeded" numbers (and build every unseeded
/// Keras model with the same weights), where each run of real TF differs. Seeds them again, as a
/// process start would; a program's own seed calls come later and win.
void reseed_generators(py::Interpreter& interp) {
  auto seed = [](const py::Ref& module) {
    if (!module) return;
    try {
      py::call(py::getattr(module, "seed"), std::vector<py::Ref>{});
    } catch (...) {
    }
  };
  seed(interp.modules()->get(py::Str("random")));
  // numpy.random is an attribute of the native numpy module, not an entry of sys.modules.
  if (py::Ref numpy = interp.modules()->get(py::Str("numpy"))) {
    try {
      seed(py::getattr(numpy, "random"));
    } catch (...) {
    }
  }
}

/// What a run executes in: its own file system, the tracing runtime and the interpreter, with the
/// standard, TensorFlow, NumPy and Keras modules registered (none imported yet). The members'
/// constructors make each current for the state's lifetime.
struct RunState {
  function::Runtime runtime;
  py::fs::RunFileSystem file_system;  // every run starts with an empty file system of its own
  py::Interpreter interp;

  explicit RunState(py::InterpreterOptions options) : interp(std::move(options)) {
    py::register_standard_modules(interp);
    // Keras's and TF's Python modules have the files a pip install gives them (__file__, __spec__).
    py::set_library_module_file(&tf::library_module_file);
    py::set_module_import_check(&tf::check_module_import);
    // A tensor op's failure inside any native (a numpy function, a Dataset method) is the Python
    // exception TF raises for it, never an engine error.
    py::set_native_error_translator(&tf::raise_from_current_exception);
    interp.register_module("tensorflow", [] { return tf::build_tensorflow_module(); });
    interp.register_module("numpy", [] { return tf::build_numpy_module(); });
    interp.register_module("ml_dtypes", [] { return tf::build_ml_dtypes_module(); });
    interp.register_module("_tfplay_api", [] { return tf::build_api_probe_module(); });
    // Keras, and TF 2.20's tensorflow.__path__ extension that makes `tensorflow.keras.X` the
    // source of `keras._tf_keras.keras.X` (in the wasm build, Keras's modules may come later:
    // core/keras/sources.h).
    keras::register_keras(interp);
  }
};

py::InterpreterOptions interpreter_options(const RunOptions& options) {
  py::InterpreterOptions out;
  out.filename = options.filename;
  out.max_steps = options.max_steps;
  out.recursion_limit = options.recursion_limit;
  return out;
}

/// A run state with `import keras` done, kept for the page's Keras programs (Session::prepare).
/// It is current only while a program runs on it.
class PreparedRunState : public RunState {
 public:
  explicit PreparedRunState(const RunOptions& options)
      : RunState(interpreter_options(options)), filename_(options.filename), max_steps_(options.max_steps),
        recursion_limit_(options.recursion_limit) {}

  /// Imports Keras (so TensorFlow and NumPy too) and steps aside; false if the import failed or
  /// wrote anything (a program's run would show that output, so it must happen in the run).
  bool import_modules() {
    bool quiet = true;
    interp.write = [&quiet](std::string_view, bool) { quiet = false; };
    runtime.emit = [&quiet](const function::EngineEvent&) { quiet = false; };
    bool imported = true;
    try {
      interp.import_module("keras");
      // What Keras imports at the first compile or fit (keras/src/trainers): in the snapshot, so
      // that an edited fit program does not parse them again at each run.
      for (const char* module : {"keras.src.trainers.compile_utils", "keras.src.trainers.epoch_iterator",
                                 "keras.src.trainers.data_adapters.array_slicing", "keras.src.callbacks"})
        interp.import_module(module);
    } catch (...) {
      imported = false;
    }
    interp.write = nullptr;
    runtime.emit = nullptr;
    step_aside();
    return imported && quiet && runtime.functions.empty();
  }

  /// Whether a run with `options` may use this state: the interpreter was made with them.
  bool matches(const RunOptions& options) const {
    return options.filename == filename_ && options.max_steps == max_steps_ && options.recursion_limit == recursion_limit_;
  }

  /// Makes the state current for one run.
  class Active {
   public:
    explicit Active(PreparedRunState& state)
        : interp_(py::exchange_current_interpreter(&state.interp)),
          runtime_(function::exchange_current_runtime(&state.runtime)),
          fs_(py::fs::exchange_installed(state.file_system.fs())) {}
    ~Active() {
      py::exchange_current_interpreter(interp_);
      function::exchange_current_runtime(runtime_);
      py::fs::exchange_installed(fs_);
    }
    Active(const Active&) = delete;
    Active& operator=(const Active&) = delete;

   private:
    py::Interpreter* interp_;
    function::Runtime* runtime_;
    py::fs::MemoryFs* fs_;
  };

 private:
  // The constructors made the state current; nothing is current outside a run.
  void step_aside() {
    py::exchange_current_interpreter(nullptr);
    function::exchange_current_runtime(nullptr);
    py::fs::exchange_installed(nullptr);
  }

  std::string filename_;
  std::optional<std::int64_t> max_steps_;
  int recursion_limit_;
};

// The prepared state (Session::prepare) and whether it is as prepare left it: a run on it
// clears the flag, and only restoring the engine's memory (the page's snapshot) sets it again.
PreparedRunState* g_prepared = nullptr;
bool g_prepared_clean = false;

/// The error a run that used up its step budget ends with (the frames are gone by then: its line
/// is where the step that ran out was).
ErrorInfo step_budget_error(const py::StepBudgetExceeded& e) {
  ErrorInfo info;
  info.type = "StepBudgetExceeded";
  info.message = "the program ran for more than " + std::to_string(e.budget) +
                 " steps (tfplay's step budget); is there an infinite loop?";
  info.line = e.line;
  info.traceback = "tfplay: " + info.message + "\n";
  return info;
}

/// Runs the parsed program `module` in `state` and records what happened in `result`.
void execute(RunState& state, const py::ast::Module& module, std::string_view source, const RunOptions& options,
             EventLog& log, RunResult& result) {
  function::Runtime& runtime = state.runtime;
  py::Interpreter& interp = state.interp;
  runtime.emit = [&](function::EngineEvent e) { log.add(std::move(e)); };
  interp.set_source(source);
  // Graph execution (While iterations, dataset elements, executed nodes) counts against the
  // step budget too; the hook must not outlive this run.
  graph::set_loop_iteration_hook([&interp] { interp.step(); });
  struct HookReset {
    ~HookReset() { graph::set_loop_iteration_hook(nullptr); }
  } hook_reset;
  interp.write = [&](std::string_view text, bool is_stderr) {
    const function::ActiveTrace* trace = runtime.tracing();  // tf.init_scope() code runs at trace time too
    function::EngineEvent e;
    e.kind = "print";
    e.clock = trace ? "trace" : "python";
    e.text = std::string(text);
    e.stream = is_stderr ? "stderr" : "stdout";
    e.line = interp.program_line();  // Keras's output belongs to the program line that called it
    if (trace) {
      e.function = trace->function;
      e.concrete = trace->concrete;
      e.function_index = trace->function_index;
    }
    log.add(std::move(e));
  };
  // __main__'s globals as CPython 3.12 gives a script, in its order: the module's own five
  // (moduleobject.c module_init_dict), the __annotations__ and __builtins__ of
  // pylifecycle.c add_main_module, and pythonrun.c's __file__ and __cached__; __loader__ is the
  // SourceFileLoader set_main_loader makes. __builtins__ is the builtins module.
  auto globals = std::make_shared<py::Scope>();
  globals->vars.set("__name__", py::Str("__main__"));
  py::Ref doc = py::None();
  if (!module.body.empty()) {
    const py::ast::Stmt& first = *module.body.front();
    if (first.kind == py::ast::StmtKind::Expr && first.value->kind == py::ast::ExprKind::Constant &&
        first.value->constant == py::ast::ConstantKind::Str)
      doc = py::Str(first.value->id);
  }
  globals->vars.set("__doc__", doc);
  globals->vars.set("__package__", py::None());
  globals->vars.set("__loader__", py::source_file_loader(interp, "__main__", options.filename));
  globals->vars.set("__spec__", py::None());
  globals->vars.set("__annotations__", py::Dict());
  globals->vars.set("__builtins__", interp.import_module("builtins"));
  globals->vars.set("__file__", py::Str(options.filename));
  globals->vars.set("__cached__", py::None());
  interp.set_main_module(globals);
  py::set_program_running(true);
  struct ProgramEnd {
    ~ProgramEnd() { py::set_program_running(false); }
  } program_end;
  try {
    interp.exec_module(module, globals);
  } catch (py::PyError& err) {
    if (err.exc->cls->is_subtype_of(py::E().SystemExit)) {
      handle_system_exit(err.exc, interp, log, result);
    } else {
      ErrorInfo info = python_error(err.exc, interp);
      // A graph execution error points at the op that failed (its "Detected at node" line).
      for (const auto& [exc, pos] : runtime.graph_error_sources)
        if (exc == err.exc && pos.line > 0) {
          info.line = pos.line;
          info.column = pos.column;
        }
      record_error(result, log, std::move(info));
      // CPython ends on an uncaught KeyboardInterrupt by killing itself with SIGINT (its
      // _Py_UnhandledKeyboardInterrupt), which a shell reports as status 128 + 2.
      if (err.exc->cls->is_subtype_of(py::E().KeyboardInterrupt)) result.exit_status = 130;
    }
  } catch (const py::StepBudgetExceeded& e) {
    record_error(result, log, step_budget_error(e));
  } catch (const std::exception& e) {
    ErrorInfo info;
    info.type = "InternalError";
    info.message = std::string("tfplay engine error: ") + e.what();
    info.line = interp.program_line();
    info.traceback = info.message + "\n";
    record_error(result, log, std::move(info));
  }
  run_exit_hooks(interp);
  try {
    py::finalize_at_exit();  // the __del__ of what the program leaves alive, as CPython's exit runs them
  } catch (const py::StepBudgetExceeded& e) {
    if (!result.error) record_error(result, log, step_budget_error(e));
  }
  result.functions = snapshot_functions(runtime);
  // Break the reference cycles (functions <-> their globals) so a run frees what it created.
  globals->vars = py::AttrMap();
  runtime.functions.clear();
  runtime.clear_run_state();
  runtime.emit = nullptr;
  py::set_program_running(false);  // no __del__ once the run's output is closed
  interp.write = nullptr;
}

}  // namespace

RunResult Session::run(std::string_view source, const RunOptions& options) {
  const uint64_t tensors_mark = tensor::tensor_allocation_mark();
  tensor::numpy_print_options() = {};  // np.set_printoptions lasts one run
  tf::np::error_state() = {};          // and so does np.seterr
  RunResult result;
  EventLog log(result, options);

  std::unique_ptr<py::ast::Module> module;
  // Compile-time warnings go to stderr before anything runs, as CPython prints them while it
  // compiles the script (the parser's, then the code generator's).
  std::vector<py::CompileWarning> warnings;
  auto emit_warnings = [&] {
    const std::vector<std::string> lines = py::split_source_lines(source);
    for (const auto& w : warnings) {
      std::string line = w.lineno >= 1 && static_cast<std::size_t>(w.lineno) <= lines.size() ? lines[static_cast<std::size_t>(w.lineno - 1)] : "";
      Event e{0, "warning", "python", py::format_compile_warning(w, options.filename, line), "stderr", w.lineno, std::nullopt, std::nullopt, std::nullopt};
      log.add(std::move(e));
    }
  };
  try {
    module = py::parse_module(source, &warnings);
    py::collect_compile_warnings(*module, warnings);
    py::mangle_private_names(*module);
    emit_warnings();
  } catch (const py::SyntaxErrorException& e) {
    emit_warnings();
    ErrorInfo info;
    info.type = e.type;
    info.message = e.msg;
    info.line = e.lineno;
    info.column = e.offset > 0 ? e.offset : 0;
    if (info.column > 0 && e.end_lineno >= e.lineno && e.end_offset > 0) {
      // CPython draws one caret when end_offset is not past offset.
      info.end_line = e.end_lineno;
      info.end_column = e.end_lineno > e.lineno ? e.end_offset : std::max(e.end_offset, e.offset + 1);
    }
    info.traceback = py::format_syntax_error(e, options.filename);
    record_error(result, log, std::move(info));
    return result;
  }

  if (options.use_prepared && g_prepared && g_prepared_clean && g_prepared->matches(options)) {
    g_prepared_clean = false;  // its modules are the program's now: a memory restore makes it clean again
    PreparedRunState::Active active(*g_prepared);
    reseed_generators(g_prepared->interp);
    execute(*g_prepared, *module, source, options, log, result);
  } else {
    RunState state(interpreter_options(options));
    execute(state, *module, source, options, log, result);
  }
  // Objects in other reference cycles outlive the run; free the tensors they hold.
  tensor::release_tensors_allocated_since(tensors_mark);
  return result;
}

bool Session::prepare(const RunOptions& options) {
  if (g_prepared && g_prepared_clean && g_prepared->matches(options)) return true;
  delete std::exchange(g_prepared, nullptr);  // a state a program ran on, or made for other options
  g_prepared_clean = false;
  auto state = std::make_unique<PreparedRunState>(options);
  if (!state->import_modules()) return false;
  // Kept for the engine's lifetime (the page's memory snapshot holds it); never destroyed at
  // exit, when the modules it refers to may be gone.
  g_prepared = state.release();
  g_prepared_clean = true;
  return true;
}

}  // namespace tfplay::session
