// tf.summary: a writer is a resource (SummaryWriter op) and tf.summary.scalar adds a stateful
// WriteSummary op, so inside a tf.function it writes at every call. As in TF, the default
// writer and step are Python state read when the summary op is built (at trace time).
#include "core/tf/summary.h"

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_dispatch.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

/// tf.summary.create_file_writer's result (summary_ops_v2._ResourceSummaryWriter).
/// summary_ops_v2._summary_state: the default writer and step of this run.
struct SummaryState {
  Ref writer;
  Ref step;
  Ref record_if;  ///< tf.summary.record_if's condition (a bool, a callable or a tensor); null: always
};

/// summary_ops_v2.should_record_summaries: the record_if condition, called when callable.
bool should_record(const SummaryState& st) {
  if (!st.record_if) return true;
  Ref c = st.record_if;
  if (py::is_callable(c.get())) c = py::call(c, std::vector<Ref>{});
  if (function::as_tensor(c.get()) && function::Runtime::current().active_trace())
    py::raise(py::E().NotImplementedError, "tfplay does not implement tf.summary.record_if with a tensor condition inside a tf.function yet");
  return py::truthy(c);
}

Ref bool_constant(bool v) { return constant_tensor(tensor::Tensor::scalar_bool(v), "Const"); }

/// summary_ops_v2.write once the writer is known: the step from the argument or the default,
/// and a WriteSummary op (stateful, so a traced function writes at every call). `value` is a
/// tensor of any dtype.
Ref write_record(const SummaryState& st, const Ref& tag, const Ref& value, Ref step);

struct WriterObject : py::NativeObject {
  Ref handle;  // eager resource tensor
  std::weak_ptr<SummaryState> state;  // weak: the state holds the default writer
  using NativeObject::NativeObject;
};

/// `writer.as_default(step=None)`: restores the previous writer (and step) on exit. A no-op
/// writer's scope (no state) changes nothing and yields None.
struct WriterScope : py::NativeObject {
  std::shared_ptr<SummaryState> state;
  Ref writer, step, saved_writer, saved_step;
  using NativeObject::NativeObject;
};

/// tf.summary.SummaryWriter, the writers' abstract base class (summary_ops_v2.SummaryWriter).
py::TypeObject* summary_writer_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("SummaryWriter", nullptr, "tensorflow.python.ops.summary_ops_v2");
    type->subclassable = true;
    return type;
  }();
  return t;
}

py::TypeObject* writer_scope_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_GeneratorContextManager", nullptr, "contextlib");
    auto self = [](CallArgs& a) -> WriterScope& { return *static_cast<WriterScope*>(a.args.at(0).get()); };
    py::add_method(type, "__enter__", [self](CallArgs& a) -> Ref {
      WriterScope& s = self(a);
      if (!s.state) return py::None();
      s.saved_writer = s.state->writer;
      s.saved_step = s.state->step;
      s.state->writer = s.writer;
      if (present(s.step)) s.state->step = s.step;
      return s.writer;
    });
    py::add_method(type, "__exit__", [self](CallArgs& a) -> Ref {
      WriterScope& s = self(a);
      if (!s.state) return py::False();
      s.state->writer = s.saved_writer;
      s.state->step = s.saved_step;
      return py::False();
    });
    return type;
  }();
  return t;
}

py::TypeObject* writer_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_ResourceSummaryWriter", summary_writer_type(), "tensorflow.python.ops.summary_ops_v2");
    auto state_of = [](CallArgs& a) {
      auto st = static_cast<WriterObject*>(a.args.at(0).get())->state.lock();
      if (!st) py::raise(py::E().RuntimeError, "this summary writer belongs to a finished run");
      return st;
    };
    py::add_method(type, "as_default", [state_of](CallArgs& a) -> Ref {
      auto scope = py::make_object<WriterScope>(writer_scope_type());
      scope->state = state_of(a);
      scope->writer = a.args.at(0);
      scope->step = arg(a, 1, "step");
      return scope;
    });
    py::add_method(type, "set_as_default", [state_of](CallArgs& a) -> Ref {
      auto st = state_of(a);
      st->writer = a.args.at(0);
      if (Ref step = arg(a, 1, "step"); present(step)) st->step = step;
      return py::None();
    });
    // Records are kept in memory: nothing to flush or close.
    py::add_method(type, "flush", +[](CallArgs&) { return py::None(); });
    py::add_method(type, "close", +[](CallArgs&) { return py::None(); });
    return type;
  }();
  return t;
}

/// tf.summary.create_noop_writer's result (summary_ops_v2._NoopSummaryWriter): every method
/// does nothing, and summaries under its as_default() go wherever they went before.
py::TypeObject* noop_writer_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_NoopSummaryWriter", summary_writer_type(), "tensorflow.python.ops.summary_ops_v2");
    py::add_method(type, "as_default", +[](CallArgs&) -> Ref { return py::make_object<WriterScope>(writer_scope_type()); });
    for (const char* name : {"set_as_default", "init", "flush", "close"})
      py::add_method(type, name, +[](CallArgs&) { return py::None(); });
    return type;
  }();
  return t;
}

Ref string_constant(const std::string& s, const std::string& name) { return constant_tensor(tensor::Tensor::scalar_string(s), name); }

Ref write_record(const SummaryState& st, const Ref& tag, const Ref& value, Ref step) {
  if (!present(step)) step = st.step;
  if (!present(step)) {
    py::raise_value_error("No step set. Please specify one either through the `step` argument or through "
                          "tf.summary.experimental.set_step()");
  }
  Ref step_t = convert_to_tensor(step, DType::Int64);
  Ref handle = static_cast<WriterObject*>(st.writer.get())->handle;
  run_op("WriteSummary", {handle, step_t, value, string_constant(py::str(tag), "tag"), string_constant("", "summary_metadata")},
         {}, "write_summary");
  return bool_constant(true);
}

}  // namespace

Ref build_summary_module() {
  auto st = std::make_shared<SummaryState>();
  Ref m = py::Module("tensorflow.summary");
  def(m, "create_file_writer", [st](CallArgs& a) -> Ref {
    Ref logdir = require(a, 0, "logdir", "create_file_writer");
    if (!py::is_str(logdir.get())) py::raise_type_error("logdir must be a string");
    const std::string dir = py::as_str(logdir.get());
    // SummaryFileWriter::Initialize makes the folder (RecursivelyCreateDir); tfplay writes no
    // events file into it.
    Ref gfile = py::getattr(py::getattr(py::Interpreter::current().import_module("tensorflow"), "io"), "gfile");
    py::call(py::getattr(gfile, "makedirs"), std::vector<Ref>{logdir});
    // Outside any graph (ops.init_scope), as create_file_writer_v2 does.
    return function::Runtime::current().in_init_scope([&] {
      auto w = py::make_object<WriterObject>(writer_type());
      w->state = st;
      w->handle = run_op1("SummaryWriter", {}, {{"shared_name", std::string()}, {"container", std::string()}});
      run_op("CreateSummaryFileWriter",
             {w->handle, string_constant(dir, "logdir"), constant_tensor(tensor::Tensor::scalar_int32(10), "max_queue"),
              constant_tensor(tensor::Tensor::scalar_int32(120000), "flush_millis"), string_constant(".v2", "filename_suffix")});
      return Ref(w);
    });
  });
  def(m, "create_noop_writer", +[](CallArgs&) -> Ref { return py::make_object<WriterObject>(noop_writer_type()); });
  m->dict->set("SummaryWriter", summary_writer_type()->self());
  // summary_ops_v2.flush: the given writer's flush, else the default writer's, if any.
  def(m, "flush", [st](CallArgs& a) -> Ref {
    Ref writer = arg(a, 0, "writer");
    if (!present(writer)) writer = st->writer;
    if (writer) py::call(py::getattr(writer, "flush"), std::vector<Ref>{});
    return py::None();
  });
  // tensorboard/plugins/scalar/summary_v2.py scalar -> summary_ops_v2.write.
  def(m, "scalar", [st](CallArgs& a) -> Ref {
    Ref name = require(a, 0, "name", "scalar");
    Ref data = require(a, 1, "data", "scalar");
    Ref step = arg(a, 2, "step");
    if (!st->writer || !should_record(*st)) return bool_constant(false);
    Ref value = convert_to_tensor(data, std::nullopt);
    auto* t = function::as_tensor(value.get());
    if (!t->shape.has_rank() || *t->shape.rank() != 0)
      py::raise(py::E().NotImplementedError, "tfplay's tf.summary.scalar needs scalar data");
    if (t->dtype != DType::Float32) value = run_op1("Cast", {value}, {{"DstT", DType::Float32}, {"Truncate", false}}, "Cast");
    return write_record(*st, name, value, step);
  });
  // The rest of tf.summary (write, histogram, graph, record_if, experimental.summary_scope) is
  // Python (summary_source.cpp) over these natives.
  Ref natives = py::Module("tensorflow.python.ops.summary_ops_v2._natives");
  def(natives, "has_writer", [st](CallArgs&) -> Ref { return py::Bool(bool(st->writer)); });
  def(natives, "should_record", [st](CallArgs&) -> Ref { return py::Bool(should_record(*st)); });
  def(natives, "write", [st](CallArgs& a) -> Ref {
    Ref value = a.args.at(1);
    if (!function::as_tensor(value.get())) value = convert_to_tensor(value, std::nullopt);
    return write_record(*st, a.args.at(0), value, a.args.at(2));
  });
  def(natives, "get_record_if", [st](CallArgs&) -> Ref { return st->record_if ? st->record_if : py::None(); });
  def(natives, "set_record_if", [st](CallArgs& a) -> Ref {
    st->record_if = py::is_none(a.args.at(0).get()) ? Ref() : a.args.at(0);
    return py::None();
  });
  Ref experimental = py::Module("tensorflow.summary.experimental");
  m->dict->set("experimental", experimental);
  def(experimental, "set_step", [st](CallArgs& a) -> Ref {
    st->step = require(a, 0, "step", "set_step");
    return py::None();
  });
  def(experimental, "get_step", [st](CallArgs&) -> Ref {
    return st->step ? st->step : py::None();
  });
  install_summary_python(m, experimental, natives);
  for (const char* name : {"audio", "trace_on", "trace_export", "trace_off", "enable_trace", "disable_trace", "export_trace",
                           "import_event"}) {
    std::string n = name;
    def(m, n, [n](CallArgs&) -> Ref {
      py::raise(py::E().NotImplementedError, "tfplay does not implement tf.summary." + n + " yet");
    });
  }
  return m;
}

}  // namespace tfplay::tf
