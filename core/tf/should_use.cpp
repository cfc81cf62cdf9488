// tf_should_use.should_use_result(warn_in_eager=True) for eager TensorArray writes (should_use.h).
#include "core/tf/should_use.h"

#include <string>

#include "core/function/runtime.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/traceback.h"
#include "core/tf/op_dispatch.h"

namespace tfplay::tf {

namespace {

using py::Ref;

// _add_should_use_warning keeps the frame of tf_should_use.py's `wrapped`, whose return statement
// begins on this line in the TF releases whose tracebacks could be checked; format_stack shows
// its first line.
constexpr const char* kWrappedFrame =
    "  File \"/usr/local/lib/python3.12/site-packages/tensorflow/python/util/tf_should_use.py\", line 288, in "
    "wrapped\n    return _add_should_use_warning(fn(*args, **kwargs),";

/// One frame of the stack at the write: its file (a library frame's own, as tracebacks name
/// it), line and function name.
struct CreationFrame {
  std::string filename;
  int line;
  std::string name;
};

/// "".join(line.rstrip() for line in traceback.format_stack(wrapped_frame, limit=5)): the four
/// innermost frames, outermost first, then `wrapped`'s. Only the program's frames show their
/// source line: a library module's source is not at hand.
std::string format_creation_stack(const std::vector<CreationFrame>& frames) {
  py::Interpreter& interp = py::Interpreter::current();
  std::string out;
  for (auto f = frames.rbegin(); f != frames.rend(); ++f) {
    out += "  File \"" + f->filename + "\", line " + std::to_string(f->line) + ", in " + f->name;
    const std::string source = f->filename == interp.filename() ? interp.source_line(f->line) : "";
    if (!source.empty()) out += "\n    " + source;
  }
  return out + kWrappedFrame;
}

/// _TFShouldUseHelper and the wrapper it lives in: the wrapped value, whether an attribute of the
/// wrapper has been read ("sated"), and where it was made. The log's texts are made only when it
/// is written (TF formats the repr at once; the value is the same object either way).
struct ShouldUseWrapperObject : py::NativeObject {
  Ref wrapped;
  bool sated = false;
  std::vector<CreationFrame> frames;  // innermost first
  using NativeObject::NativeObject;

  ~ShouldUseWrapperObject() override {
    if (sated) return;
    try {
      log_never_used();
    } catch (...) {  // a destructor must not throw; the log is lost rather than the engine
    }
  }

  void log_never_used() const {
    function::Runtime::current().emit_warning(
        "python",
        "ERROR:tensorflow:==================================\nObject was never used (type " +
            py::repr(wrapped->cls->self()) + "):\n" + py::repr(wrapped) +
            "\nIf you want to mark it as used call its \"mark_used()\" method.\nIt was originally created here:\n" +
            format_creation_stack(frames) + "\n==================================\n",
        py::Interpreter::current().program_line());
  }
};

ShouldUseWrapperObject& wrapper_of(const Ref& self) { return *static_cast<ShouldUseWrapperObject*>(self.get()); }

/// The four innermost frames at the write (format_stack's limit=5 with `wrapped`'s).
std::vector<CreationFrame> creation_frames() {
  py::Interpreter& interp = py::Interpreter::current();
  std::vector<CreationFrame> frames;
  for (const py::Frame* f = interp.frame(); f && frames.size() < 4; f = f->back)
    if (f->pos) frames.push_back({py::frame_filename(*f, interp), f->pos->line, std::string(f->name)});
  return frames;
}

py::TypeObject* should_use_wrapper_type() {
  static py::TypeObject* type = [] {
    py::TypeObject* t = py::make_native_type("ShouldUseWrapper", nullptr, "tensorflow.python.util.tf_should_use");
    // _new__getattribute__: reading any attribute sates the helper and reads the wrapped value's.
    py::add_getattr_hook(t, [](const Ref& self, const std::string& name) -> Ref {
      ShouldUseWrapperObject& w = wrapper_of(self);
      w.sated = true;
      return py::getattr(w.wrapped, name);  // a missing one is the TensorArray's AttributeError
    });
    // __class__ is read through _new__getattribute__ too: the wrapped value's class, so
    // isinstance(w, tf.TensorArray) holds (object_isinstance falls back on __class__).
    py::add_property(t, "__class__", [](Ref self) -> Ref {
      ShouldUseWrapperObject& w = wrapper_of(self);
      w.sated = true;
      return w.wrapped->cls->self();
    });
    // _new_mark_used: sates, then calls the wrapped value's own mark_used if it has one.
    py::add_method(t, "mark_used", [](py::CallArgs& a) -> Ref {
      ShouldUseWrapperObject& w = wrapper_of(a.args.at(0));
      w.sated = true;
      if (Ref own = py::getattr_opt(w.wrapped, "mark_used")) {
        std::vector<Ref> rest(a.args.begin() + 1, a.args.end());
        return py::call(own, rest);
      }
      return py::None();
    });
    return t;
  }();
  return type;
}

}  // namespace

Ref unwrap_should_use(const Ref& value) {
  if (!value || value->cls != should_use_wrapper_type()) return value;
  ShouldUseWrapperObject& w = wrapper_of(value);
  w.sated = true;
  return w.wrapped;
}

Ref should_use_result(const Ref& value) {
  // _add_should_use_warning: inside a tf.function nothing is logged, so nothing is wrapped.
  if (in_graph_mode()) return value;
  auto w = py::make_object<ShouldUseWrapperObject>(should_use_wrapper_type());
  w->wrapped = value;
  w->frames = creation_frames();
  return w;
}

}  // namespace tfplay::tf
