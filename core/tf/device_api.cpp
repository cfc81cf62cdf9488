// tf.device and tf.config's device functions (device_api.h).
#include "core/tf/device_api.h"

#include <cctype>

#include "core/function/deprecation.h"
#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

/// DeviceSpecV2._string_to_components's checks: "/job:j/replica:0/task:0/device:CPU:0", "/CPU:0",
/// "GPU:0", "cpu:*" and "" parse; anything else raises TF's ValueError.
void check_device_name(const std::string& spec) {
  auto split = [](const std::string& text, char sep) {
    std::vector<std::string> out;
    for (std::size_t s = 0;;) {
      const std::size_t c = text.find(sep, s);
      out.push_back(text.substr(s, c == std::string::npos ? std::string::npos : c - s));
      if (c == std::string::npos) return out;
      s = c + 1;
    }
  };
  auto upper = [](std::string s) {
    for (char& ch : s) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    return s;
  };
  auto index = [](const std::string& v) {
    // int(y[1]): Python's ValueError for a non-integer index.
    bool digits = !v.empty();
    for (std::size_t i = 0; i < v.size(); ++i)
      digits = digits && (std::isdigit(static_cast<unsigned char>(v[i])) || (i == 0 && (v[i] == '-' || v[i] == '+') && v.size() > 1));
    if (!digits) py::raise_value_error("invalid literal for int() with base 10: " + py::repr(py::Str(v)));
  };
  bool has_type = false;
  for (const std::string& part : split(spec, '/')) {
    const std::vector<std::string> y = split(part, ':');
    const std::size_t ly = y.size();
    const std::string type = upper(y[0]);
    if (ly == 2 && (y[0] == "job" || y[0] == "replica" || y[0] == "task")) continue;
    if ((ly == 1 || ly == 2) && (type == "CPU" || type == "GPU" || type == "TPU")) {
      if (has_type) py::raise_value_error("Multiple device types are not allowed while parsing the device spec: " + spec + ".");
      has_type = true;
      if (ly == 2 && y[1] != "*") index(y[1]);
    } else if (ly == 3 && y[0] == "device") {
      if (has_type) py::raise_value_error("Multiple device types are not allowed while parsing the device spec: " + spec + ".");
      has_type = true;
      if (y[2] != "*") index(y[2]);
    } else if (!y[0].empty()) {
      py::raise_value_error("Unknown attribute '" + y[0] + "' is encountered while parsing the device spec: '" + spec + "'.");
    }
  }
}

/// context._EagerDeviceContext: a context manager; eagerly every op still runs on the CPU
/// (soft placement). Inside a tf.function TF records the device on each op it creates, which
/// tfplay's graphs do not carry yet.
py::TypeObject* device_context_type() {
  static py::TypeObject* type = [] {
    py::TypeObject* t = py::make_native_type("_EagerDeviceContext", nullptr, "tensorflow.python.eager.context");
    py::add_method(t, "__enter__", +[](CallArgs& a) -> Ref {
      // The name is parsed on entering, as _EagerDeviceContext.__enter__ parses it.
      Ref name = a.args.at(0)->ensure_dict().get("_device_name");
      if (present(name)) {
        if (!py::is_str(name.get()))
          py::raise_value_error("Expecting a string device name. Got " + py::repr(name->cls->self()) + "(" + py::str(name) + ")");
        check_device_name(py::as_str(name.get()));
      }
      if (in_graph_mode())
        py::raise(py::E().NotImplementedError, "tfplay does not implement tf.device inside a tf.function yet");
      return py::None();
    });
    py::add_method(t, "__exit__", +[](CallArgs&) -> Ref { return py::None(); });
    return t;
  }();
  return type;
}

/// deprecation.deprecated's notice for one of eager_function_run's functions.
void warn_deprecated(const std::string& function, const std::string& instructions) {
  function::warn_deprecated(function + ":", function + " (from tensorflow.python.eager.polymorphic_function.eager_function_run)",
                            instructions);
}

bool is_physical_cpu(const Ref& d) {
  Ref config = py::getattr(py::Interpreter::current().import_module("tensorflow"), "config");
  return d->cls == static_cast<py::TypeObject*>(py::getattr(config, "PhysicalDevice").get()) &&
         py::str(py::getattr(d, "name")) == "/physical_device:CPU:0" && py::str(py::getattr(d, "device_type")) == "CPU";
}

}  // namespace

void install_device_api(const Ref& tf) {
  // device(device_name): device_v2; a callable is refused as TF refuses it.
  def(tf, "device", +[](CallArgs& a) -> Ref {
    Ref name = require(a, 0, "device_name", "device_v2");
    if (py::is_callable(name.get())) py::raise(py::E().RuntimeError, "tf.device does not support functions.");
    Ref context = py::make_object<py::NativeObject>(device_context_type());
    context->ensure_dict().set("_device_name", name);
    return context;
  });

  Ref config = tf->dict->get("config");
  Ref experimental = submodule_of(config, "experimental");
  for (const char* name : {"list_physical_devices", "list_logical_devices", "get_visible_devices"})
    experimental->dict->set(name, config->dict->get(name));
  // set_visible_devices(devices, device_type=None): context.set_visible_devices. The one CPU is
  // the only device; keeping it visible changes nothing, hiding it tfplay cannot do.
  Ref set_visible = py::NativeFunction("set_visible_devices", +[](CallArgs& a) -> Ref {
    Ref devices = require(a, 0, "devices", "set_visible_devices");
    Ref device_type = arg(a, 1, "device_type");
    std::vector<Ref> list = py::is_list(devices.get()) ? py::to_vector(devices) : std::vector<Ref>{devices};
    for (const Ref& d : list) {
      if (!is_physical_cpu(d)) py::raise_value_error("Unrecognized device: " + py::repr(d));
      if (present(device_type) && py::str(py::getattr(d, "device_type")) != py::str(device_type))
        py::raise_value_error("Unrecognized device: " + py::repr(d));
    }
    const bool cpu_stays = !list.empty() || (present(device_type) && py::str(device_type) != "CPU");
    if (!cpu_stays) py::raise(py::E().NotImplementedError, "tfplay cannot hide its CPU device (tf.config.set_visible_devices)");
    return py::None();
  });
  config->dict->set("set_visible_devices", set_visible);
  experimental->dict->set("set_visible_devices", set_visible);
  // get_memory_growth / set_memory_growth: context's memory-growth map holds GPUs only.
  def(experimental, "get_memory_growth", +[](CallArgs& a) -> Ref {
    Ref d = require(a, 0, "device", "get_memory_growth");
    if (!is_physical_cpu(d)) py::raise_value_error("Unrecognized device: " + py::repr(d));
    auto e = py::make_object<py::ExceptionObject>(py::E().KeyError);
    e->args.push_back(d);
    throw py::PyError{e};
  });
  def(experimental, "set_memory_growth", +[](CallArgs& a) -> Ref {
    Ref d = require(a, 0, "device", "set_memory_growth");
    require(a, 1, "enable", "set_memory_growth");
    if (!is_physical_cpu(d)) py::raise_value_error("Unrecognized device: " + py::repr(d));
    py::raise_value_error("Cannot set memory growth on non-GPU and non-Pluggable devices");
  });
  Ref run_eagerly = config->dict->get("run_functions_eagerly");
  def(config, "experimental_run_functions_eagerly", [run_eagerly](CallArgs& a) -> Ref {
    Ref value = require(a, 0, "run_eagerly", "experimental_run_functions_eagerly");
    warn_deprecated("experimental_run_functions_eagerly",
                    "Use `tf.config.run_functions_eagerly` instead of the experimental version.");
    return py::call(run_eagerly, std::vector<Ref>{value});
  });
  def(config, "experimental_functions_run_eagerly", +[](CallArgs&) -> Ref {
    warn_deprecated("experimental_functions_run_eagerly",
                    "Use tf.config.functions_run_eagerly instead of the experimental version.");
    return py::Bool(function::Runtime::current().run_functions_eagerly);
  });
}

}  // namespace tfplay::tf
