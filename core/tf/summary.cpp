// tf.summary: a writer is a resource (SummaryWriter op) and tf.summary.scalar adds a stateful
// WriteSummary op, so inside a tf.function it writes at every call. As in TF, the default
// writer and step are Python state read when the summary op is built (at trace time).
#include "core/tf/summary.h"

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
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
};

struct WriterObject : py::NativeObject {
  Ref handle;  // eager resource tensor
  std::weak_ptr<SummaryState> state;  // weak: the state holds the default writer
  using NativeObject::NativeObject;
};

/// `writer.as_default(step=None)`: restores the previous writer (and step) on exit.
struct WriterScope : py::NativeObject {
  std::shared_ptr<SummaryState> state;
  Ref writer, step, saved_writer, saved_step;
  using NativeObject::NativeObject;
};

py::TypeObject* writer_scope_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_GeneratorContextManager", nullptr, "contextlib");
    auto self = [](CallArgs& a) -> WriterScope& { return *static_cast<WriterScope*>(a.args.at(0).get()); };
    py::add_method(type, "__enter__", [self](CallArgs& a) -> Ref {
      WriterScope& s = self(a);
      s.saved_writer = s.state->writer;
      s.saved_step = s.state->step;
      s.state->writer = s.writer;
      if (present(s.step)) s.state->step = s.step;
      return s.writer;
    });
    py::add_method(type, "__exit__", [self](CallArgs& a) -> Ref {
      WriterScope& s = self(a);
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
    py::TypeObject* type = py::make_native_type("_ResourceSummaryWriter", nullptr, "tensorflow.python.ops.summary_ops_v2");
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
    py::add_method(type, "flush", [](CallArgs&) { return py::None(); });
    py::add_method(type, "close", [](CallArgs&) { return py::None(); });
    return type;
  }();
  return t;
}

Ref string_constant(const std::string& s, const std::string& name) { return constant_tensor(tensor::Tensor::scalar_string(s), name); }

}  // namespace

Ref build_summary_module() {
  auto st = std::make_shared<SummaryState>();
  Ref m = py::Module("tensorflow.summary");
  def(m, "create_file_writer", [st](CallArgs& a) -> Ref {
    Ref logdir = require(a, 0, "logdir", "create_file_writer");
    if (!py::is_str(logdir.get())) py::raise_type_error("logdir must be a string");
    const std::string dir = py::as_str(logdir.get());
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
  // tensorboard/plugins/scalar/summary_v2.py scalar -> summary_ops_v2.write.
  def(m, "scalar", [st](CallArgs& a) -> Ref {
    Ref name = require(a, 0, "name", "scalar");
    Ref data = require(a, 1, "data", "scalar");
    Ref step = arg(a, 2, "step");
    if (!st->writer) return constant_tensor(tensor::Tensor::scalar_bool(false), "Const");
    if (!present(step)) step = st->step;
    if (!present(step)) {
      py::raise_value_error("No step set. Please specify one either through the `step` argument or through "
                            "tf.summary.experimental.set_step()");
    }
    Ref value = convert_to_tensor(data, std::nullopt);
    auto* t = function::as_tensor(value.get());
    if (!t->shape.has_rank() || *t->shape.rank() != 0)
      py::raise(py::E().NotImplementedError, "tfplay's tf.summary.scalar needs scalar data");
    if (t->dtype != DType::Float32) value = run_op1("Cast", {value}, {{"DstT", DType::Float32}, {"Truncate", false}}, "Cast");
    Ref step_t = convert_to_tensor(step, DType::Int64);
    Ref handle = static_cast<WriterObject*>(st->writer.get())->handle;
    run_op("WriteSummary", {handle, step_t, value, string_constant(py::str(name), "tag"), string_constant("", "summary_metadata")},
           {}, "write_summary");
    return constant_tensor(tensor::Tensor::scalar_bool(true), "Const");
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
  for (const char* name : {"text", "histogram", "image", "audio", "write", "record_if", "trace_on", "trace_export"}) {
    std::string n = name;
    def(m, n, [n](CallArgs&) -> Ref {
      py::raise(py::E().NotImplementedError, "tf.summary." + n + " is not implemented by tfplay yet");
    });
  }
  return m;
}

}  // namespace tfplay::tf
