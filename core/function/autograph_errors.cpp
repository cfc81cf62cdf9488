// "in user code:" error rewriting.
#include "core/function/autograph_errors.h"

#include <set>

#include "core/function/runtime.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/traceback.h"

namespace tfplay::function {

using py::Ref;

namespace {

constexpr const char* kMetadataAttr = "ag_error_metadata";
constexpr const char* kErrorsImpl = "tensorflow.python.framework.errors_impl";

/// One frame of the translated stack (error_utils.FrameInfo, is_converted=True).
struct FrameInfo {
  std::string filename;
  int line;
  std::string function_name;
  std::string code;
  std::string marker = "  *";  // "  *" converted, "  **" allowlisted (called unconverted), "" neither
};

py::TypeObject* staging_error_type() {
  // autograph/impl/api.py: class StagingError(AutoGraphError), raised for exception types
  // that cannot be rebuilt from a message.
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("StagingError", py::E().Exception, "tensorflow.python.autograph.impl.api");
    type->layout = py::Layout::Exception;
    type->subclassable = true;
    return type;
  }();
  return t;
}

// MultilineMessageKeyError.__init__ keeps the message in self.__message (name-mangled).
constexpr const char* kKeyErrorMessageAttr = "_MultilineMessageKeyError__message";

py::TypeObject* multiline_key_error_type() {
  // error_utils.MultilineMessageKeyError: a KeyError whose args are the original key (the
  // cause message) and whose str() is the message. Its __name__ is patched to "KeyError";
  // __qualname__ keeps the class name, which tracebacks show.
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("KeyError", py::E().KeyError, "tensorflow.python.autograph.pyct.error_utils");
    type->qualname = "MultilineMessageKeyError";
    type->layout = py::Layout::Exception;
    py::add_method(type, "__str__", +[](py::CallArgs& a) -> Ref {
      auto* e = static_cast<py::ExceptionObject*>(a.args[0].get());
      Ref message = e->dict ? e->dict->get(kKeyErrorMessageAttr) : nullptr;
      return message ? message : py::Str("");
    });
    return type;
  }();
  return t;
}

/// _ErrorMetadata.create_exception: `type(message)`, or for KeyError
/// MultilineMessageKeyError(message, cause_message).
Ref rebuilt_exception(py::TypeObject* type, const std::string& message, const std::string& cause) {
  if (type != multiline_key_error_type()) return py::make_exception(type, message);
  Ref out = py::make_exception(type, cause);
  static_cast<py::ExceptionObject*>(out.get())->ensure_dict().set(kKeyErrorMessageAttr, py::Str(message));
  return out;
}

bool has_base(const py::TypeObject* type, const std::string& name, const std::string& module) {
  for (const py::TypeObject* t : type->mro)
    if (t->name == name && t->module == module) return true;
  return false;
}

/// The exception class _ErrorMetadata.create_exception rebuilds `type` as (nullptr: KeyError).
py::TypeObject* rebuilt_type(py::TypeObject* type) {
  const auto& e = py::E();
  // tf.errors.OpError subclasses taking (node_def, op, message): every concrete error class.
  if (type->module == kErrorsImpl && type->name != "OpError" && has_base(type, "OpError", kErrorsImpl)) return type;
  if (type->module == kErrorsImpl &&
      (type->name == "InaccessibleTensorError" || type->name == "OperatorNotAllowedInGraphError"))
    return type;
  // error_utils.KNOWN_STRING_CONSTRUCTOR_ERRORS (exact classes).
  for (py::TypeObject* known : {e.AssertionError, e.AttributeError, e.NameError, e.NotImplementedError, e.RuntimeError,
                                e.StopIteration, e.TypeError, e.UnboundLocalError, e.ValueError})
    if (type == known) return type;
  if (type == e.KeyError) return multiline_key_error_type();
  if (type == staging_error_type()) return type;
  // `preferred_type.__init__ is Exception.__init__`: a program's class deriving directly from
  // Exception without an __init__ of its own.
  if (!type->is_builtin) {
    bool own_init = false;
    for (const py::TypeObject* t : type->mro) {
      if (t == e.Exception) break;
      if (t->is_builtin) return staging_error_type();
      if (t->attrs.contains("__init__")) own_init = true;
    }
    if (!own_init) return type;
  }
  return staging_error_type();
}

/// The exceptions that left an allowlisted call this run (note_allowlisted_call), each with the
/// number of traceback entries it had then.
struct AllowlistedCalls {
  std::vector<std::pair<std::weak_ptr<py::Object>, std::size_t>> left;
};

/// How many of `exc`'s traceback entries are frames inside an allowlisted call (0: none).
std::size_t inside_allowlisted_call(const Ref& exc) {
  std::size_t inside = 0;
  for (const auto& [e, n] : Runtime::current().run_state<AllowlistedCalls>().left)
    if (e.lock() == exc) inside = n;  // the last record is the outermost call
  return inside;
}

/// One frame per converted function on the traceback (innermost first), starting at `first`:
/// error_utils._stack_trace_inside_mapped_code keeps the innermost frame of each function
/// called through converted_call; frames of defs and lambdas nested in the caller belong to it.
/// The entries before `unconverted_end` ran inside a Keras call: every one is listed, unmarked.
std::vector<FrameInfo> converted_frames(const std::vector<py::TracebackEntry>& tb, std::size_t first,
                                        std::size_t unconverted_end) {
  const py::Interpreter& interp = py::Interpreter::current();
  std::vector<FrameInfo> out;
  for (; first < unconverted_end && first < tb.size(); ++first)
    if (!py::is_hidden_entry(tb[first])) out.push_back({tb[first].filename, tb[first].line, tb[first].name, interp.source_line(tb[first].line), ""});
  const std::set<int>& unconverted = Runtime::current().unconverted_def_lines;
  // Frames inside a do_not_convert function are not converted: the function converted code
  // called is "allowlisted" (converted_call's frames mark it "  **"), the frames it calls have
  // no mark (error_utils._stack_trace_inside_mapped_code).
  std::size_t outermost_unconverted = tb.size();
  for (std::size_t j = tb.size(); j-- > first;)
    if (unconverted.count(tb[j].def_line)) {
      outermost_unconverted = j;
      break;
    }
  for (std::size_t j = first; j < tb.size(); ++j) {
    const py::TracebackEntry& e = tb[j];
    if (py::is_hidden_entry(e)) continue;  // a library frame, never shown
    if (outermost_unconverted < tb.size() && j < outermost_unconverted) {
      out.push_back({e.filename, e.line, e.name, interp.source_line(e.line), ""});
      continue;
    }
    if (j == outermost_unconverted) {
      out.push_back({e.filename, e.line, e.name, interp.source_line(e.line), "  **"});
      continue;
    }
    if (j > first) {
      const py::TracebackEntry& callee = tb[j - 1];
      const bool nested = callee.def_line > e.def_line && callee.def_end_line <= e.def_end_line;
      if (nested) continue;
    }
    // origin_info: frames are named after the innermost enclosing def; lambdas have no name.
    out.push_back({e.filename, e.line, e.name == "<lambda>" ? "None" : e.name, interp.source_line(e.line)});
  }
  return out;
}

std::string message_of(const std::vector<FrameInfo>& frames, const std::string& cause_message) {
  std::string out = "in user code:\n\n";
  // Frames are kept innermost first; the message lists them outermost first.
  for (auto it = frames.rbegin(); it != frames.rend(); ++it) {
    out += "    File \"" + it->filename + "\", line " + std::to_string(it->line) + ", in " + it->function_name + it->marker + "\n";
    out += "        " + (it->code.empty() ? std::string("<source unavailable>") : it->code) + "\n";
  }
  out += "\n";
  std::size_t start = 0;
  for (;;) {
    std::size_t nl = cause_message.find('\n', start);
    out += "    " + cause_message.substr(start, nl == std::string::npos ? std::string::npos : nl - start) + "\n";
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  return out;
}

}  // namespace

bool has_user_code_metadata(const Ref& exc) {
  if (exc->cls->layout != py::Layout::Exception) return false;
  const auto* e = static_cast<const py::ExceptionObject*>(exc.get());
  return e->dict && e->dict->get(kMetadataAttr);
}

Ref in_user_code_error(const Ref& exc) {
  if (exc->cls->layout != py::Layout::Exception || !exc->cls->is_subtype_of(py::E().Exception)) return exc;
  auto* e = static_cast<py::ExceptionObject*>(exc.get());

  // Metadata a nested tf.function attached: its frames, its cause and how many traceback
  // entries it covered.
  std::vector<FrameInfo> frames;
  std::string cause;
  std::size_t covered = 0;
  Ref metadata = e->dict ? e->dict->get(kMetadataAttr) : nullptr;
  if (metadata) {
    std::vector<Ref> parts = py::to_vector(metadata);
    for (const Ref& f : py::to_vector(parts[0])) {
      std::vector<Ref> fi = py::to_vector(f);
      frames.push_back({py::as_str(fi[0].get()), static_cast<int>(py::as_int(fi[1].get())), py::as_str(fi[2].get()),
                        py::as_str(fi[3].get()), fi.size() > 4 ? py::as_str(fi[4].get()) : std::string("  *")});
    }
    cause = py::as_str(parts[1].get());
    covered = static_cast<std::size_t>(py::as_int(parts[2].get()));
  } else {
    // api._attach_error_metadata: '{}: {}'.format(e.__class__.__name__, e).
    std::string text;
    try {
      text = py::str(exc);
    } catch (py::PyError&) {
      text = "<exception str() failed>";
    }
    cause = exc->cls->name + ": " + text;
  }
  // A nested tf.function's error gains the frames of its callers (daisy chaining).
  for (FrameInfo& f : converted_frames(e->traceback, covered, inside_allowlisted_call(exc))) frames.push_back(std::move(f));

  py::TypeObject* type = metadata ? exc->cls : rebuilt_type(exc->cls);
  Ref out = rebuilt_exception(type, message_of(frames, cause), cause);
  auto* o = static_cast<py::ExceptionObject*>(out.get());
  o->traceback = e->traceback;
  o->suppress_context = true;
  std::vector<Ref> frame_refs;
  for (const FrameInfo& f : frames)
    frame_refs.push_back(py::Tuple({py::Str(f.filename), py::Int(f.line), py::Str(f.function_name), py::Str(f.code),
                                    py::Str(f.marker)}));
  o->ensure_dict().set(kMetadataAttr, py::Tuple({py::List(frame_refs), py::Str(cause),
                                                 py::Int(static_cast<std::int64_t>(o->traceback.size()))}));
  return out;
}

void note_allowlisted_call(const Ref& exc) {
  if (exc->cls->layout != py::Layout::Exception) return;
  const std::size_t entries = static_cast<const py::ExceptionObject*>(exc.get())->traceback.size();
  Runtime::current().run_state<AllowlistedCalls>().left.emplace_back(exc, entries);
}

}  // namespace tfplay::function
