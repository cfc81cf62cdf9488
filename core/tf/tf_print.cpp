// tf.print.
#include "core/tf/tf_print.h"

#include "core/tf/convert.h"
#include "core/tf/variables.h"

#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/modules.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/op_dispatch.h"

namespace tfplay::tf {

using py::Ref;

namespace {

constexpr const char* kPlaceholder = "{}";

// The template text of one input: tensors become placeholders, Python values their pformat
// text (pprint.pformat equals repr for the short values programs print).
std::string template_of(const Ref& v, std::vector<Ref>& tensors) {
  if (function::as_tensor(v.get())) {
    tensors.push_back(v);
    return kPlaceholder;
  }
  if (is_variable(v.get())) {  // tensor_util.is_tf_type: printed as its value
    tensors.push_back(variable_to_tensor(v));
    return kPlaceholder;
  }
  if (function::is_core_tensor(v.get())) {
    // is_tf_type holds for tf.__internal__.types.Tensor subclasses too (a Keras Variable): the
    // PrintV2 input is what the object converts to (its __tf_tensor__).
    tensors.push_back(convert_to_tensor(v, std::nullopt));
    return kPlaceholder;
  }
  // A RaggedTensor is a tf type (tensor_util.is_tf_type), handed to StringFormat as is; what TF
  // prints for the symbolic one a tf.function's body holds is not emulated.
  if (py::type_name(v.get()) == "RaggedTensor" && in_graph_mode())
    py::raise(py::E().NotImplementedError, "tfplay does not support tf.print of a RaggedTensor inside tf.function yet");
  const auto& t = py::T();
  if (v->cls == t.list || v->cls == t.tuple) {
    std::vector<Ref> items = py::to_vector(v);
    std::string out = v->cls == t.list ? "[" : "(";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + template_of(items[i], tensors);
    if (v->cls == t.tuple && items.size() == 1) out += ",";
    return out + (v->cls == t.list ? "]" : ")");
  }
  if (v->cls == t.dict) {
    // pprint sorts dict keys.
    std::vector<std::pair<Ref, Ref>> entries;
    static_cast<py::DictObject*>(v.get())->for_each([&](const Ref& k, const Ref& x) { entries.emplace_back(k, x); });
    std::stable_sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
      return py::truthy(py::compare(py::ast::CmpOpKind::Lt, a.first, b.first));
    });
    std::string out = "{";
    for (std::size_t i = 0; i < entries.size(); ++i)
      out += (i ? ", " : "") + py::repr(entries[i].first) + ": " + template_of(entries[i].second, tensors);
    return out + "}";
  }
  return py::repr(v);
}

/// An output_stream other than sys.stdout / sys.stderr (logging_ops.print_v2): a "file://" path
/// or a logging level or function TF accepts, which tfplay does not emulate; anything else
/// raises print_v2's ValueError (str() of the stream, no space after "file.", as TF writes it).
[[noreturn]] void unsupported_stream(const Ref& v) {
  if (py::is_str(v.get()) && py::as_str(v.get()).rfind("file://", 0) == 0)
    py::raise(py::E().NotImplementedError, "tfplay does not support tf.print to a file (output_stream='file://...') yet");
  bool logging = false;
  if (py::is_int(v.get()) && !py::is_bool(v.get())) {
    const int64_t level = py::as_int(v.get());
    logging = level == 20 || level == 30 || level == 40;  // logging.INFO, WARNING (WARN), ERROR
  } else if (py::is_callable(v.get())) {
    // logging.info / warning / warn / error (tf_logging's are the same functions).
    Ref logging_module = py::Interpreter::current().import_module("logging");
    for (const char* n : {"info", "warning", "warn", "error"})
      if (Ref f = py::getattr_opt(logging_module, n); f && f == v) logging = true;
  }
  if (logging) py::raise(py::E().NotImplementedError, "tfplay does not support tf.print to a logging level yet");
  py::raise_value_error("Unsupported output stream, logging level, or file." + py::str(v) +
                        ". Supported streams are sys.stdout, sys.stderr, tf.logging.info, tf.logging.warning, "
                        "tf.logging.error. File needs to be in the form of 'file://<filepath>'.");
}

/// The PrintV2 output stream an output_stream object names (logging_ops.print_v2): print_v2
/// builds {sys.stdout: "stdout", sys.stderr: "stderr", ...} at each call from what sys holds
/// then, so under contextlib.redirect_stdout(buf) `output_stream=sys.stdout` is buf and still
/// names "stdout"; the kernel writes to the process's own stream, never through the Python
/// object (buf stays empty). A later key wins: when sys.stdout is sys.stderr, "stderr".
std::optional<std::string> print_stream_of(const Ref& v) {
  Ref sys = py::Interpreter::current().import_module("sys");
  if (v == py::getattr(sys, "stderr")) return "stderr";
  if (v == py::getattr(sys, "stdout")) return "stdout";
  return std::nullopt;
}

}  // namespace

Ref tf_print(py::CallArgs& a) {
  std::string sep = " ", end = "\n", stream = "stderr";
  std::int64_t summarize = 3;
  for (const auto& [k, v] : a.kwargs) {
    if (k == "sep") sep = py::as_str(v.get());
    else if (k == "end") end = py::as_str(v.get());
    else if (k == "summarize") summarize = py::is_none(v.get()) ? 3 : py::as_int(v.get());
    else if (k == "output_stream") {
      auto s = print_stream_of(v);
      if (!s) unsupported_stream(v);
      stream = *s;
    } else if (k == "name") {
    } else {
      py::raise_value_error("Unrecognized keyword arguments for tf.print: {" + py::str_repr(k) + ": " + py::repr(v) + "}");
    }
  }
  Ref formatted;
  function::TensorObject* only = a.args.size() == 1 ? function::as_tensor(a.args[0].get()) : nullptr;
  if (only && only->dtype == tensor::DType::String && only->shape.rank() == 0) {
    formatted = a.args[0];
  } else {
    std::vector<Ref> tensors;
    std::string tmpl;
    for (std::size_t i = 0; i < a.args.size(); ++i) {
      if (i) tmpl += sep;
      tmpl += py::is_str(a.args[i].get()) ? py::as_str(a.args[i].get()) : template_of(a.args[i], tensors);
    }
    formatted = run_op1("StringFormat", tensors,
                        {{"template", tmpl}, {"placeholder", std::string(kPlaceholder)}, {"summarize", summarize}},
                        "StringFormat");
  }
  run_op("PrintV2", {formatted}, {{"output_stream", stream}, {"end", end}}, "PrintV2");
  return py::None();
}

}  // namespace tfplay::tf
