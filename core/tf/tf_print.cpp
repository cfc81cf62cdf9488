// tf.print.
#include "core/tf/tf_print.h"

#include <algorithm>

#include "core/tf/convert.h"
#include "core/tf/ragged_api.h"
#include "core/tf/sparse_api.h"
#include "core/tf/variables.h"

#include "core/function/nest.h"
#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/modules.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/unicode.h"
#include "core/tf/op_dispatch.h"

namespace tfplay::tf {

using py::Ref;

namespace {

/// tensor_util.is_tensor for an atom of print_v2's structures: tensors, variables,
/// core.Tensor subclasses (a Keras Variable), SparseTensor and RaggedTensor.
bool is_tf_type(const Ref& v) {
  return function::as_tensor(v.get()) || is_variable(v.get()) || function::is_core_tensor(v.get()) ||
         is_sparse_tensor(v) || is_ragged_tensor(v);
}

/// What StringFormat is given for tensor-like atom `v`: a variable's value, what a core.Tensor
/// subclass converts to (its __tf_tensor__), a tensor or RaggedTensor as it is.
Ref format_input(const Ref& v) {
  if (function::as_tensor(v.get()) || is_ragged_tensor(v)) return v;
  if (is_variable(v.get())) return variable_to_tensor(v);
  return convert_to_tensor(v, std::nullopt);
}

/// pprint._safe_repr: the one-line text pprint gives `v` (a dict's items sorted by key).
std::string safe_repr(const Ref& v) {
  const auto& t = py::T();
  if (v->cls == t.list || v->cls == t.tuple) {
    std::vector<Ref> items = py::to_vector(v);
    std::string out = v->cls == t.list ? "[" : "(";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + safe_repr(items[i]);
    if (v->cls == t.tuple && items.size() == 1) out += ",";
    return out + (v->cls == t.list ? "]" : ")");
  }
  if (v->cls == t.dict) {
    std::vector<std::pair<Ref, Ref>> entries;
    static_cast<py::DictObject*>(v.get())->for_each([&](const Ref& k, const Ref& x) { entries.emplace_back(k, x); });
    std::stable_sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
      return py::truthy(py::compare(py::ast::CmpOpKind::Lt, a.first, b.first));
    });
    std::string out = "{";
    for (std::size_t i = 0; i < entries.size(); ++i) out += (i ? ", " : "") + safe_repr(entries[i].first) + ": " + safe_repr(entries[i].second);
    return out + "}";
  }
  return py::repr(v);
}

/// pprint.pformat(v): its one-line text when that fits in pprint's 80 columns, else what
/// Python's pprint makes of it (wrapped; imported only then).
std::string pformat(const Ref& v) {
  std::string text = safe_repr(v);
  if (py::utf8_length(text) <= 80) return text;
  Ref pprint = py::Interpreter::current().import_module("pprint");
  return py::as_str(py::call(py::getattr(pprint, "pformat"), {v}).get());
}

/// logging_ops._generate_placeholder_string: "{}" with the digits random.Random(5).randint(0, 9)
/// draws appended until it does not occur in `text`.
std::string placeholder_for(const std::string& text) {
  static constexpr std::string_view kDigits = "9458073021573681930364262129972200332245";
  std::string placeholder = "{}";
  for (std::size_t i = 0; text.find(placeholder) != std::string::npos; ++i) {
    if (i == kDigits.size()) py::raise(py::E().NotImplementedError, "tfplay cannot choose a tf.print placeholder for this text");
    placeholder += kDigits[i];
  }
  return placeholder;
}

/// print_v2's tensor_free_template: the inputs (an OrderedDict's items sorted by key) with each
/// tensor as "", pformatted and joined by spaces.
std::string tensor_free_template(const std::vector<Ref>& inputs) {
  std::string out;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    Ref input = inputs[i];
    if (py::type_name(input.get()) == "OrderedDict") {
      Ref items = py::call(py::Interpreter::current().builtins()->vars.find("sorted")->self(), {py::call_method(input, "items", {})});
      input = py::call(input->cls->self(), {items});
    }
    Ref free = function::nest::map(input, [](const Ref& x) { return is_tf_type(x) ? py::Str("") : x; });
    out += (i ? " " : "") + safe_repr(free);
  }
  return out;
}

/// print_v2's template of one input: each atom nest.flatten finds (dict items in sorted key
/// order) that is a tensor becomes the placeholder (a SparseTensor three of them), its
/// StringFormat input appended to `tensors`; the structure packed again with them is
/// pformatted (so strings and placeholders inside it are quoted).
std::string template_of(const Ref& input, const std::string& placeholder, std::vector<Ref>& tensors) {
  std::vector<Ref> atoms = function::nest::flatten(input);
  std::vector<Ref> placeholders;
  placeholders.reserve(atoms.size());
  for (const Ref& x : atoms) {
    if (is_sparse_tensor(x)) {
      for (const char* part : {"indices", "values", "dense_shape"}) tensors.push_back(py::getattr(x, part));
      placeholders.push_back(py::Str("SparseTensor(indices=" + placeholder + ", values=" + placeholder + ", shape=" + placeholder + ")"));
    } else if (is_tf_type(x)) {
      // A RaggedTensor is a tf type handed to string_format as is; what TF prints for the
      // symbolic one a tf.function's body holds is not emulated.
      if (is_ragged_tensor(x) && in_graph_mode())
        py::raise(py::E().NotImplementedError, "tfplay does not support tf.print of a RaggedTensor inside tf.function yet");
      tensors.push_back(format_input(x));
      placeholders.push_back(py::Str(placeholder));
    } else {
      placeholders.push_back(x);
    }
  }
  if (py::is_str(input.get())) return py::as_str(input.get());
  return pformat(function::nest::pack_as(input, placeholders));
}

/// ragged_string_ops.string_format, string_format's dispatch when an input is a RaggedTensor:
/// the template's pieces around each placeholder joined with each input's text (a RaggedTensor
/// as ragged_tensor_to_string writes it, anything else as StringFormat does alone).
Ref ragged_string_format(const std::string& tmpl, const std::string& placeholder, const std::vector<Ref>& tensors, int64_t summarize) {
  std::string out;
  std::size_t at = 0;
  for (const Ref& t : tensors) {
    std::size_t next = tmpl.find(placeholder, at);
    out += tmpl.substr(at, next - at);
    if (is_ragged_tensor(t)) {
      out += ragged_tensor_to_string(t, summarize);
    } else {
      Ref text = run_op1("StringFormat", {t}, {{"template", std::string("{}")}, {"placeholder", std::string("{}")}, {"summarize", summarize}}, "StringFormat");
      out += function::as_tensor(text.get())->value->scalar<std::string>();
    }
    at = next + placeholder.size();
  }
  return constant_tensor(tensor::Tensor::scalar_string(out + tmpl.substr(at)));
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
    const std::string placeholder = placeholder_for(tensor_free_template(a.args));
    std::vector<Ref> tensors;
    std::string tmpl;
    for (std::size_t i = 0; i < a.args.size(); ++i) tmpl += (i ? sep : "") + template_of(a.args[i], placeholder, tensors);
    // Placeholders inside a structure were quoted by pformat: print_v2 unquotes them.
    const std::string quoted = "'" + placeholder + "'";
    for (std::size_t at = tmpl.find(quoted); at != std::string::npos; at = tmpl.find(quoted, at + placeholder.size()))
      tmpl.replace(at, quoted.size(), placeholder);
    if (std::any_of(tensors.begin(), tensors.end(), [](const Ref& t) { return is_ragged_tensor(t); })) {
      formatted = ragged_string_format(tmpl, placeholder, tensors, summarize);
    } else {
      formatted = run_op1("StringFormat", tensors, {{"template", tmpl}, {"placeholder", placeholder}, {"summarize", summarize}},
                          "StringFormat");
    }
  }
  run_op("PrintV2", {formatted}, {{"output_stream", stream}, {"end", end}}, "PrintV2");
  return py::None();
}

}  // namespace tfplay::tf
