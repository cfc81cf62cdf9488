// The `tensorflow` module a program imports: the TF 2.20 API surface tfplay emulates.
#include "core/tf/module.h"

#include <set>

#include "core/function/function.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/trace_protocol.h"
#include "core/python/interpreter.h"
#include "core/python/modules.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/str_format.h"
#include "core/tf/func_graph_api.h"
#include "core/tensor/kernels.h"
#include "core/tf/call_args.h"
#include "core/tf/array_api.h"
#include "core/tf/api_surface.h"
#include "core/tf/autograph_api.h"
#include "core/tf/control_flow_ops.h"
#include "core/tf/data/dataset_module.h"
#include "core/tf/data/optional_object.h"
#include "core/tf/module_helpers.h"
#include "core/tf/script_ops.h"
#include "core/graph/host_functions.h"
#include "core/tf/conversion_registry.h"
#include "core/tf/convert.h"
#include "core/tf/debugging.h"
#include "core/tf/distribute.h"
#include "core/tf/errors.h"
#include "core/tf/module_class.h"
#include "core/tf/trace_type_api.h"
#include "core/tf/type_spec.h"
#include "core/tf/nest_api.h"
#include "core/tf/summary.h"
#include "core/tf/numpy_array.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/python_ops.h"
#include "core/tf/smart_cond.h"
#include "core/tf/ctc_ops.h"
#include "core/tf/python_array_ops.h"
#include "core/tf/custom_gradient.h"
#include "core/tf/device_api.h"
#include "core/tf/io_api.h"
#include "core/tf/lazy_module.h"
#include "core/tf/module_identity.h"
#include "core/tf/map_fn_ops.h"
#include "core/tf/vectorized_map.h"
#include "core/tf/tuple_ops.h"
#include "core/tf/sets_api.h"
#include "core/tf/tensor_proto_api.h"
#include "core/tf/graph_gradients.h"
#include "core/tf/misc_api.h"
#include "core/tf/version_test_api.h"
#include "core/tf/candidate_sampling_api.h"
#include "core/tf/random_generator.h"
#include "core/tf/saved_model.h"
#include "core/tf/ragged_api.h"
#include "core/tf/strings_api.h"
#include "core/tf/tensor_shape_dimension.h"
#include "core/tf/lookup_api.h"
#include "core/tf/sparse_api.h"
#include "core/tf/tensor_array.h"
#include "core/tf/tensor_ops.h"
#include "core/tf/gradient_tape_api.h"
#include "core/tf/image_api.h"
#include "core/tf/signal_api.h"
#include "core/tf/raw_ops.h"
#include "core/tf/internal_api.h"
#include "core/tf/math_api.h"
#include "core/tf/tf_print.h"
#include "core/tf/train_api.h"
#include "core/tf/tfrecord_api.h"
#include "core/tf/example/train_example.h"
#include "core/tf/variables.h"

namespace tfplay::tf {

using function::TensorObject;
using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

Ref submodule(const Ref& parent, const std::string& name) {
  Ref m = py::Module(static_cast<py::ModuleObject*>(parent.get())->name + "." + name);
  parent->dict->set(name, m);
  return m;
}

/// The axis argument of a reduction as an int32 tensor: all axes when None (_ReductionDims).
Ref reduction_axes(const Ref& x, const Ref& axis) {
  if (!axis || py::is_none(axis.get())) return reduction_dims(x, nullptr);
  return convert_to_tensor(axis, DType::Int32);
}

py::NativeFn reduction(const char* op, const char* node_name) {
  return [op, node_name](CallArgs& a) -> Ref {
    Ref x = to_tensor(require(a, 0, "input_tensor", node_name));
    Ref axis = arg(a, 1, "axis");
    Ref keep = arg(a, 2, "keepdims");
    bool keep_dims = keep && py::truthy(keep);
    return run_op1(op, {x, reduction_axes(x, axis)}, {{"keep_dims", keep_dims}}, node_name);
  };
}

py::NativeFn binary(const char* op, const char* node_name) {
  return [op, node_name](CallArgs& a) -> Ref {
    Ref x = require(a, 0, "x", node_name);
    Ref y = require(a, 1, "y", node_name);
    // Like math_ops: convert x first, then y to x's dtype.
    Ref tx = to_tensor(x);
    Ref ty = convert_to_tensor(y, function::as_tensor(y.get()) ? std::nullopt
                                                                 : std::optional<DType>(function::as_tensor(tx.get())->dtype));
    return run_op1(op, {tx, ty}, {}, node_name);
  };
}

py::NativeFn unary(const char* op, const char* node_name) {
  return [op, node_name](CallArgs& a) -> Ref { return run_op1(op, {to_tensor(require(a, 0, "x", node_name))}, {}, node_name); };
}

/// A shape as Python prints a tuple of ints: "(10,)", "(2, 2)", "()".
std::string python_tuple(const std::vector<int64_t>& dims) {
  std::string out = "(";
  for (std::size_t i = 0; i < dims.size(); ++i) out += (i ? ", " : "") + std::to_string(dims[i]);
  return out + (dims.size() == 1 ? ",)" : ")");
}

/// tensor_util.make_tensor_proto(allow_broadcast=True), which tf.constant uses in a graph
/// (constant_op._create_graph_constant): a value of shape () or (1,) broadcasts, any other
/// value must have the `shape`'s element count (`n`).
void require_graph_constant_shape(const tensor::Tensor& t, const std::vector<int64_t>& dims, int64_t n) {
  const std::vector<int64_t>& got = t.shape();
  if (got.empty() || (got.size() == 1 && got[0] == 1) || t.num_elements() == n) return;
  py::raise_type_error("Expected Tensor's shape: " + python_tuple(dims) + ", but got " + python_tuple(got) + ".");
}

/// constant_op.convert_to_eager_tensor's shortcut: an eager tensor is returned as it is (so
/// `tf.constant(t) is t`, and gradients flow through it), after a TypeError when the requested
/// `dtype` (`dtype_value` as passed, for its repr) differs. Null when `shape` asks for another
/// shape (_constant_eager_impl then reshapes or fills; _eager_reshape runs unrecorded).
Ref eager_tensor_itself(const Ref& value, const std::optional<DType>& dtype, const Ref& dtype_value, const Ref& shape) {
  const TensorObject& x = *function::as_tensor(value.get());
  if (dtype && *dtype != x.dtype)
    py::raise_type_error("Expected tensor " + py::str(value) + " with dtype " + py::repr(dtype_value) + ", but got dtype " +
                         py::repr(function::dtype_object(x.dtype)) + ".");
  if (!shape || py::is_none(shape.get())) return value;
  std::vector<int64_t> dims;
  for (const Ref& d : py::to_vector(shape)) dims.push_back(py::as_int(d.get()));
  return dims == x.value->shape() ? value : nullptr;
}

Ref tf_constant(CallArgs& a) {
  Ref value = require(a, 0, "value", "constant");
  Ref dtype_value = arg(a, 1, "dtype");
  std::optional<DType> dtype = dtype_arg(dtype_value);
  if (TensorObject* x = function::as_tensor(value.get()); x && x->is_eager() && !in_graph_mode()) {
    if (Ref same = eager_tensor_itself(value, dtype, dtype_value, arg(a, 2, "shape"))) return same;
  }
  if (is_variable(value.get())) {
    // Eagerly a variable converts through its __array__ (its value as a NumPy array); in a
    // graph make_tensor_proto's np.array(variable) calls numpy(), which needs eager execution.
    if (in_graph_mode()) py::raise(py::E().NotImplementedError, "numpy() is only available when eager execution is enabled.");
    value = make_numpy(*function::as_tensor(variable_to_tensor(value).get())->value);
  }
  Ref shape = arg(a, 2, "shape");
  tensor::Tensor t = [&] {
    if (TensorObject* x = function::as_tensor(value.get())) {
      // tensor_util._AssertCompatible: a symbolic tensor is not a constant value.
      if (!x->is_eager()) {
        if (!dtype) py::raise_type_error("Expected any non-tensor type, but got a tensor instead.");
        py::raise_type_error("Expected " + std::string(tensor::name(*dtype)) + ", but got " + py::str(value) + " of type 'SymbolicTensor'.");
      }
      // In a graph make_tensor_proto converts an eager tensor with np.asarray(...).astype(dtype).
      if (dtype && *dtype != x->dtype) return tensor::cast(*x->value, *dtype);
      return *x->value;
    }
    return tensor_from_python(value, dtype);
  }();
  if (shape && !py::is_none(shape.get())) {
    std::vector<int64_t> dims;
    for (const Ref& d : py::to_vector(shape)) dims.push_back(py::as_int(d.get()));
    int64_t n = 1;
    for (int64_t d : dims) n *= d;
    if (in_graph_mode()) require_graph_constant_shape(t, dims, n);
    if (t.num_elements() == 1 && n != 1) {
      t = tensor::fill(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(dims.size())}, dims), t.with_shape({}));
    } else if (t.num_elements() == n) {
      t = t.with_shape(dims);
    } else {
      py::raise_type_error("Eager execution of tf.constant with unsupported shape. Tensor " + py::repr(function::make_eager(t)) +
                           " (converted from " + py::repr(value) + ") has " + std::to_string(t.num_elements()) +
                           " elements, but got `shape` " + py::repr(shape) + " with " + std::to_string(n) + " elements).");
    }
  }
  Ref name = arg(a, 3, "name");
  return constant_tensor(t, name && !py::is_none(name.get()) ? py::as_str(name.get()) : "Const");
}

void install_dtypes(const Ref& m) {
  for (DType d : tensor::kAllDTypes) m->dict->set(std::string(tensor::name(d)), function::dtype_object(d));
  m->dict->set("double", function::dtype_object(DType::Float64));
  m->dict->set("half", function::dtype_object(DType::Float16));
  // tf.resource / tf.variant: the dtypes of resource handles and variant tensors.
  m->dict->set("resource", function::dtype_object(DType::Resource));
  m->dict->set("variant", function::dtype_object(DType::Variant));
  m->dict->set("DType", function::dtype_type()->self());
  def(m, "as_dtype", +[](CallArgs& a) -> Ref {
    return function::dtype_object(required_dtype_arg(require(a, 0, "type_value", "as_dtype")));
  });
  // math_ops.complex(real, imag, name=None): both float32 (-> complex64) or both float64
  // (-> complex128), else TypeError; the Complex op runs inside name_scope(name, "Complex").
  def(m, "complex", +[](CallArgs& a) -> Ref {
    Ref real = convert_to_tensor(require(a, 0, "real", "complex"), std::nullopt, "real");
    Ref imag = convert_to_tensor(require(a, 1, "imag", "complex"), std::nullopt, "imag");
    OpScope s(arg(a, 2, "name"), "Complex");
    const DType r = function::as_tensor(real.get())->dtype, i = function::as_tensor(imag.get())->dtype;
    if (r != i || (r != DType::Float32 && r != DType::Float64)) {
      py::raise_type_error("The `real` and `imag` components have incorrect types: " + std::string(tensor::name(r)) + " " +
                           std::string(tensor::name(i)) + ". They must be consistent, and one of [tf.float32, tf.float64]");
    }
    return apply_op1("Complex", {real, imag}, {{"Tout", tensor::complex_of(r)}}, s);
  });
}


Ref build_config() {
  Ref config = py::Module("tensorflow.config");
  Ref threading = submodule(config, "threading");
  auto threads = std::make_shared<std::pair<std::int64_t, std::int64_t>>(0, 0);
  def(threading, "set_intra_op_parallelism_threads", [threads](CallArgs& a) {
    threads->first = py::as_int(require(a, 0, "num_threads", "set_intra_op_parallelism_threads").get());
    return py::None();
  });
  def(threading, "set_inter_op_parallelism_threads", [threads](CallArgs& a) {
    threads->second = py::as_int(require(a, 0, "num_threads", "set_inter_op_parallelism_threads").get());
    return py::None();
  });
  def(threading, "get_intra_op_parallelism_threads", [threads](CallArgs&) { return py::Int(threads->first); });
  def(threading, "get_inter_op_parallelism_threads", [threads](CallArgs&) { return py::Int(threads->second); });
  def(config, "run_functions_eagerly", +[](CallArgs& a) {
    function::Runtime::current().run_functions_eagerly = py::truthy(require(a, 0, "run_eagerly", "run_functions_eagerly"));
    return py::None();
  });
  // context.PhysicalDevice / LogicalDevice: namedtuple classes (name, device_type), exported as
  // tf.config.PhysicalDevice / LogicalDevice; tfplay runs on one CPU and no GPU or TPU. Made on
  // first use: collections.namedtuple costs the import of collections.
  lazy_attributes(config, "tf.config", {"PhysicalDevice", "LogicalDevice"}, [config] {
    Ref namedtuple = py::getattr(py::Interpreter::current().import_module("collections"), "namedtuple");
    for (const char* type_name : {"PhysicalDevice", "LogicalDevice"}) {
      CallArgs args;
      args.args = {py::Str(type_name), py::List({py::Str("name"), py::Str("device_type")})};
      args.kwargs.emplace_back("module", py::Str("tensorflow.python.eager.context"));
      config->dict->set(type_name, py::call(namedtuple, args));
    }
  });
  auto devices = [](const char* type_name, const char* prefix) {
    return [type_name, prefix](CallArgs& a) -> Ref {
      Ref device_type = arg(a, 0, "device_type");
      std::vector<Ref> out;
      if (!device_type || py::is_none(device_type.get()) || (py::is_str(device_type.get()) && py::as_str(device_type.get()) == "CPU")) {
        Ref config = py::getattr(py::Interpreter::current().import_module("tensorflow"), "config");
        out.push_back(py::call(py::getattr(config, type_name), {py::Str(std::string(prefix) + "CPU:0"), py::Str("CPU")}));
      }
      return py::List(out);
    };
  };
  def(config, "list_physical_devices", devices("PhysicalDevice", "/physical_device:"));
  def(config, "list_logical_devices", devices("LogicalDevice", "/device:"));
  // Every device is visible: tfplay's one CPU.
  def(config, "get_visible_devices", devices("PhysicalDevice", "/physical_device:"));
  def(config, "functions_run_eagerly", +[](CallArgs&) { return py::Bool(function::Runtime::current().run_functions_eagerly); });
  // Soft device placement (context.soft_device_placement): on by default; with one CPU it changes nothing.
  auto soft_placement = std::make_shared<bool>(true);
  def(config, "get_soft_device_placement", [soft_placement](CallArgs&) { return py::Bool(*soft_placement); });
  def(config, "set_soft_device_placement", [soft_placement](CallArgs& a) {
    *soft_placement = py::truthy(require(a, 0, "enabled", "set_soft_device_placement"));
    return py::None();
  });
  return config;
}

/// tf.get_logger() (tensorflow/python/platform/tf_logging.py get_logger): the standard
/// library's logging.getLogger('tensorflow'), given once per run, when the root logger has no
/// handlers, a StreamHandler on stderr formatted with logging.BASIC_FORMAT. So
/// `logging.getLogger('tensorflow').setLevel(logging.ERROR)` and `tf.get_logger().setLevel`
/// are the same thing, and both silence TF's own warnings.
Ref tensorflow_logger() {
  struct TfLogger {
    Ref logger;
  };
  TfLogger& state = function::Runtime::current().run_state<TfLogger>();
  if (state.logger) return state.logger;
  py::Interpreter& interp = py::Interpreter::current();
  Ref logging = interp.import_module("logging");
  Ref get = py::getattr(logging, "getLogger");
  Ref logger = py::call(get, std::vector<Ref>{py::Str("tensorflow")});
  if (!py::truthy(py::getattr(py::call(get, std::vector<Ref>{}), "handlers"))) {
    Ref handler = py::call(py::getattr(logging, "StreamHandler"), std::vector<Ref>{py::getattr(interp.import_module("sys"), "stderr")});
    Ref format = py::call(py::getattr(logging, "Formatter"), std::vector<Ref>{py::getattr(logging, "BASIC_FORMAT"), py::None()});
    py::call(py::getattr(handler, "setFormatter"), std::vector<Ref>{format});
    py::call(py::getattr(logger, "addHandler"), std::vector<Ref>{handler});
  }
  state.logger = logger;
  return logger;
}

/// What a KerasLazyLoader's first use does (TF 2.20's KerasLazyLoader._initialize, then
/// LazyLoader._load): records that it routes to Keras 3's keras._tf_keras.keras (and what
/// LazyLoader.__init__ and ModuleType.__init__ set then), imports that module, makes it tf.keras
/// in place of the loader, and copies its namespace into the loader's, so a reference to the
/// loader (`from tensorflow import keras`) finds the module's attributes directly. Returns it.
Ref load_keras(const Ref& loader) {
  py::AttrMap& d = loader->ensure_dict();
  const std::string local_name = py::as_str(d.get("_tfll_name").get());
  Ref submodule = d.get("_tfll_submodule");
  const std::string package =
      "keras._tf_keras.keras" + (py::is_none(submodule.get()) ? std::string() : "." + py::as_str(submodule.get()));
  if (Ref initialized = d.get("_tfll_initialized"); !initialized || !py::truthy(initialized)) {
    d.set("_tfll_initialized", py::True());
    d.set("_tfll_keras_version", py::Str("keras_3"));
    d.set("_tfll_local_name", py::Str(local_name));
    d.set("_tfll_warning", py::None());
    d.set("__module__", py::Str(package.substr(0, package.rfind('.'))));
    d.set("__wrapped__", py::None());
    d.set("__name__", py::Str(package));
    for (const char* key : {"__doc__", "__package__", "__loader__", "__spec__"}) d.set(key, py::None());
  }
  py::Interpreter& interp = py::Interpreter::current();
  Ref module = interp.import_module(package);
  interp.import_module("tensorflow")->dict->set(local_name, module);
  module->dict->for_each([&d](const std::string& k, const Ref& v) { d.set(k, v); });
  return module;
}

/// tf.<name> (tf.keras, or the Keras module alias tf.<submodule>) until a program first uses it:
/// TF 2.20's KerasLazyLoader (tensorflow/python/util/lazy_loader.py). Its
/// repr is "<KerasLazyLoader>" until then; any attribute (or dir()) loads Keras 3's tf.keras
/// view (load_keras), and tf.keras is that module from then on.
Ref keras_lazy_loader(const char* name, const char* submodule) {
  static py::TypeObject* type = [] {
    py::TypeObject* t = py::make_native_type("KerasLazyLoader", nullptr, "tensorflow.python.util.lazy_loader");
    py::add_method(t, "__getattr__", [](CallArgs& a) -> Ref {
      return py::getattr(load_keras(a.args.at(0)), py::as_str(a.args.at(1).get()));
    });
    py::add_method(t, "__dir__", [](CallArgs& a) -> Ref {
      return py::call(py::getattr(py::Interpreter::current().import_module("builtins"), "dir"),
                      std::vector<Ref>{load_keras(a.args.at(0))});
    });
    py::add_method(t, "__repr__", [](CallArgs& a) -> Ref {
      const py::AttrMap& d = a.args.at(0)->ensure_dict();
      Ref initialized = d.get("_tfll_initialized");
      if (!initialized || !py::truthy(initialized)) return py::Str("<KerasLazyLoader>");
      return py::Str("<KerasLazyLoader (keras_3) " + py::str(d.get("__name__")) + " as " + py::str(d.get("_tfll_local_name")) +
                     " mode=None>");
    });
    return t;
  }();
  auto loader = py::make_object<py::NativeObject>(type);
  py::AttrMap& d = loader->ensure_dict();
  d.set("_tfll_mode", py::None());
  d.set("_tfll_submodule", submodule ? py::Str(submodule) : py::None());
  d.set("_tfll_name", py::Str(name));
  d.set("_tfll_initialized", py::False());
  return loader;
}

/// tf.keras is TF's KerasLazyLoader until first used, and so are tf.losses, tf.metrics,
/// tf.optimizers and tf.initializers (tensorflow/__init__.py's "Keras module aliases", over
/// keras._tf_keras.keras.<name>).
void install_keras_loaders(const Ref& tf) {
  tf->dict->set("keras", keras_lazy_loader("keras", nullptr));
  for (const char* sub : {"losses", "metrics", "optimizers", "initializers"}) tf->dict->set(sub, keras_lazy_loader(sub, sub));
}

/// tf's __getattr__: CPython's AttributeError. The names TF 2.20 has and tfplay does not emulate
/// are stubs already (api_surface.h), so a name that reaches here is one TF 2.20 does not have
/// either (tf.placeholder, tf.Session, tf.contrib, tf.estimator).
void install_unimplemented_names(const Ref& tf) {
  def(tf, "__getattr__", [](CallArgs& a) -> Ref {
    py::raise(py::E().AttributeError, "module 'tensorflow' has no attribute '" + py::as_str(a.args.at(0).get()) + "'");
  });
}

/// tf.types.experimental: the abstract types TF's objects are instances of, here tfplay's own
/// classes (isinstance(f.get_concrete_function(), tf.types.experimental.ConcreteFunction)).
void install_types_module(const Ref& tf) {
  Ref experimental = submodule_of(submodule_of(tf, "types"), "experimental");
  experimental->dict->set("ConcreteFunction", function::concrete_function_type()->self());
  experimental->dict->set("PolymorphicFunction", function::function_type()->self());
  experimental->dict->set("GenericFunction", function::function_type()->self());
  // The tracing protocol's types (tensorflow/python/types/trace.py), whose module runs on first
  // use (lazy_module.h).
  std::vector<std::string> names = {"TraceType", "TracingContext", "PlaceholderContext", "SupportsTracingProtocol"};
  lazy_attributes(experimental, "tf.types.experimental", names, [experimental, names] {
    Ref trace = function::trace_protocol_module();
    for (const std::string& name : names) experimental->dict->set(name, trace->dict->get(name));
  });
}

}  // namespace

Ref build_tensorflow_module() {
  install_tensor_operators();
  install_numpy_method();
  // The message arrives worded as TF 2.20's ("Graph execution error:", the node's defining
  // stack, the kernel text; core/graph/graph_error.h).
  function::Runtime::current().raise_graph_error = [](const tensor::OpError& e) { raise_op_error(e); };
  function::Runtime::current().convert_to_tensor = [](const Ref& v, std::optional<DType> d) { return convert_to_tensor(v, d); };
  function::Runtime::current().run_op = [](const std::string& op, const std::vector<Ref>& inputs, graph::AttrMap attrs,
                                           const std::string& name) { return run_op(op, inputs, std::move(attrs), name); };
  install_autograph();

  Ref tf = py::Module("tensorflow");
  tf->dict->set("__version__", py::Str("2.20.0"));
  tf->dict->set("Tensor", function::tensor_type()->self());
  tf->dict->set("TensorSpec", function::tensor_spec_type()->self());
  tf->dict->set("TensorShape", function::tensor_shape_type()->self());
  tf->dict->set("newaxis", py::None());
  install_dtypes(tf);
  Ref dtypes = submodule(tf, "dtypes");
  install_dtypes(dtypes);

  def(tf, "function", function::make_tf_function);
  def(tf, "get_logger", +[](CallArgs&) { return tensorflow_logger(); });
  function::Runtime::current().tensorflow_warnings_hook = [] {
    return py::truthy(py::call(py::getattr(tensorflow_logger(), "isEnabledFor"), std::vector<Ref>{py::Int(30)}));
  };
  def(tf, "constant", tf_constant);
  // convert_to_tensor(value, dtype=None, dtype_hint=None, name=None)
  def(tf, "convert_to_tensor", +[](CallArgs& a) {
    Ref value = require(a, 0, "value", "convert_to_tensor");
    std::optional<DType> dtype = dtype_arg(arg(a, 1, "dtype"));
    std::optional<DType> hint = dtype_arg(arg(a, 2, "dtype_hint"));
    Ref name = arg(a, 3, "name");
    const std::string n = present(name) ? py::str(name) : "Const";
    if (!dtype && hint && !function::as_tensor(value.get())) return convert_with_hint(value, hint, n);
    return ops_convert_to_tensor(value, dtype, n);
  });
  install_conversion_registry(tf);
  def(tf, "print", tf_print);
  def(tf, "shape", +[](CallArgs& a) {
    Ref x = to_tensor(require(a, 0, "input", "shape"));
    std::optional<DType> out = dtype_arg(arg(a, 1, "out_type"));
    return run_op1("Shape", {x}, {{"out_type", out.value_or(DType::Int32)}}, "Shape");
  });
  def(tf, "size", +[](CallArgs& a) { return run_op1("Size", {to_tensor(require(a, 0, "input", "size"))}, {{"out_type", DType::Int32}}, "Size"); });
  def(tf, "rank", +[](CallArgs& a) { return run_op1("Rank", {to_tensor(require(a, 0, "input", "rank"))}, {}, "Rank"); });
  def(tf, "cast", +[](CallArgs& a) {
    Ref x = to_tensor(require(a, 0, "x", "cast"));
    auto dt = dtype_arg(require(a, 1, "dtype", "cast"));
    if (function::as_tensor(x.get())->dtype == *dt) return x;
    return run_op1("Cast", {x}, {{"DstT", *dt}}, "Cast");
  });
  def(tf, "identity", +[](CallArgs& a) { return run_op1("Identity", {to_tensor(require(a, 0, "input", "identity"))}, {}, "Identity"); });
  def(tf, "reshape", +[](CallArgs& a) {
    Ref x = to_tensor(require(a, 0, "tensor", "reshape"));
    Ref shape = convert_to_tensor(require(a, 1, "shape", "reshape"), DType::Int32);
    return run_op1("Reshape", {x, shape}, {}, "Reshape");
  });
  def(tf, "reduce_sum", reduction("Sum", "Sum"));
  def(tf, "reduce_mean", reduction("Mean", "Mean"));
  def(tf, "reduce_max", reduction("Max", "Max"));
  def(tf, "reduce_min", reduction("Min", "Min"));
  def(tf, "reduce_prod", reduction("Prod", "Prod"));
  def(tf, "reduce_all", reduction("All", "All"));
  def(tf, "reduce_any", reduction("Any", "Any"));

  Ref math = submodule(tf, "math");
  struct Bin {
    const char* name;
    const char* op;
    const char* node;
  };
  static const Bin bins[] = {{"add", "AddV2", "Add"},          {"subtract", "Sub", "Sub"},
                             {"multiply", "Mul", "Mul"},        {"maximum", "Maximum", "Maximum"},
                             {"minimum", "Minimum", "Minimum"}, {"pow", "Pow", "Pow"},
                             {"floordiv", "FloorDiv", "FloorDiv"}, {"floormod", "FloorMod", "FloorMod"},
                             {"equal", "Equal", "Equal"},       {"not_equal", "NotEqual", "NotEqual"},
                             {"less", "Less", "Less"},          {"less_equal", "LessEqual", "LessEqual"},
                             {"greater", "Greater", "Greater"}, {"greater_equal", "GreaterEqual", "GreaterEqual"}};
  for (const Bin& b : bins) {
    def(tf, b.name, binary(b.op, b.node));
    def(math, b.name, binary(b.op, b.node));
  }
  def(tf, "divide", +[](CallArgs& a) {
    Ref x = to_tensor(require(a, 0, "x", "divide"));
    Ref y = convert_to_tensor(require(a, 1, "y", "divide"), function::as_tensor(x.get())->dtype);
    return truediv(x, y);
  });
  math->dict->set("divide", tf->dict->get("divide"));
  math->dict->set("truediv", tf->dict->get("divide"));
  struct Un {
    const char* name;
    const char* op;
  };
  static const Un uns[] = {{"negative", "Neg"}, {"abs", "Abs"},     {"sign", "Sign"},   {"square", "Square"},
                           {"sqrt", "Sqrt"},    {"rsqrt", "Rsqrt"}, {"exp", "Exp"},     {"log", "Log"},
                           {"log1p", "Log1p"},  {"sin", "Sin"},     {"cos", "Cos"},     {"tanh", "Tanh"},
                           {"sigmoid", "Sigmoid"}, {"round", "Round"}, {"floor", "Floor"}, {"ceil", "Ceil"},
                           {"logical_not", "LogicalNot"}};
  for (const Un& u : uns) {
    def(math, u.name, unary(u.op, u.op));
    if (std::string(u.name) != "sigmoid") def(tf, u.name, unary(u.op, u.op));
  }
  for (const char* r : {"reduce_sum", "reduce_mean", "reduce_max", "reduce_min", "reduce_prod", "reduce_all", "reduce_any"})
    math->dict->set(r, tf->dict->get(r));

  tf->dict->set("debugging", build_debugging_module());
  tf->dict->set("Assert", tf->dict->get("debugging")->dict->get("Assert"));
  tf->dict->set("errors", errors_module());
  tf->dict->set("config", build_config());
  tf->dict->set("autograph", build_autograph_module());
  install_control_flow_ops(tf);
  install_tensor_array(tf);
  graph::reset_host_functions();
  install_script_ops(tf);
  tf->dict->set("data", data::build_data_module());
  data::install_optional(tf);  // tf.experimental.Optional, tf.OptionalSpec
  install_array_api(tf);  // the op functions (array_api.cpp), replacing the basic ones above
  install_math_api(tf);   // math_ops composites: linspace_nd, polyval, xdivy, conj
  install_image_api(tf);  // image_api.cpp: tf.image.resize
  install_signal_api(tf);  // signal_api.cpp: tf.signal's FFTs
  install_raw_ops(tf);    // raw_ops.cpp: tf.raw_ops.<OpType>(**kwargs) for every registered op
  dtypes->dict->set("cast", tf->dict->get("cast"));
  install_variables(tf);  // tf.Variable, tf.init_scope, tf.name_scope
  tf->dict->set("__internal__", build_internal_module());
  install_auto_trackable(tf);  // saved_model.cpp: tf.__internal__.tracking.AutoTrackable, tf.Module's base
  install_module_class(tf);  // tf.Module
  install_gradient_tape(tf);  // tf.GradientTape, tf.stop_gradient
  tf->dict->set("summary", build_summary_module());
  tf->dict->set("nest", build_nest_module());
  install_func_graph_api(tf);  // tf.__internal__.FuncGraph, tf.compat.v1.placeholder
  install_distribute(tf);  // tf.distribute, tf.__internal__.distribute
  install_types_module(tf);  // tf.types.experimental
  install_trace_type_api();  // TensorShape / TensorSpec as TraceTypes, Tensor.ref()
  install_type_specs(tf);    // tf.TypeSpec, tf.type_spec_from_value, the composite specs
  install_python_ops(tf);  // python_ops.cpp: check_ops, count_nonzero, reduce_logsumexp, ...
  install_smart_cond(tf);  // smart_cond.cpp: tf.__internal__.smart_cond
  install_ctc_ops(tf);  // ctc_ops.cpp: tf.nn.ctc_loss (dense labels)
  install_python_array_ops(tf);  // python_array_ops.cpp: broadcast_static_shape, lbeta, confusion_matrix, ...
  install_misc_api(tf);  // misc_api.cpp: tf.identity_n, tf.timestamp
  install_device_api(tf);  // device_api.cpp: tf.device, tf.config's device functions
  install_custom_gradient(tf);  // custom_gradient.cpp: tf.custom_gradient, tf.grad_pass_through, tf.recompute_grad
  install_map_fn_ops(tf);  // map_fn_ops.cpp: tf.map_fn, tf.scan, tf.foldl, tf.foldr
  install_graph_gradients(tf);  // graph_gradients.cpp: tf.gradients, tf.hessians
  install_vectorized_map(tf);  // vectorized_map.cpp: tf.vectorized_map (after tf.map_fn)
  install_tuple_ops(tf);  // tuple_ops.cpp: tf.tuple, tf.parallel_stack, tf.guarantee_const
  install_random_generator(tf);  // random_generator.cpp: tf.random.Generator, create_rng_state, ...
  install_candidate_sampling(tf);  // candidate_sampling_api.cpp: tf.random.log_uniform_candidate_sampler, ...
  install_sparse(tf);  // sparse_api.cpp: tf.SparseTensor, tf.sparse.to_dense/from_dense/reorder
  install_sets(tf);  // sets_api.cpp: tf.sets (after tf.SparseTensor)
  install_tensor_proto_api(tf);  // tensor_proto_api.cpp: tf.make_tensor_proto, tf.make_ndarray
  install_strings(tf);  // strings_api.cpp: tf.strings.split, to_number, as_string, format, ...
  install_ragged(tf);  // ragged_api.cpp: tf.RaggedTensor, tf.ragged.constant (after the tf.strings it dispatches)
  install_lookup(tf);   // lookup_api.cpp: tf.lookup.StaticHashTable, StaticVocabularyTable, ...
  install_version_and_test(tf);  // version_test_api.cpp: tf.version, tf.test's environment checks
  install_keras_loaders(tf);  // tf.keras, tf.losses, ...: TF's KerasLazyLoaders
  install_io_api(tf);   // io_api.cpp: tf.io.read_file, write_file, tf.io.gfile
  install_train_api(tf);  // train_api.cpp: tf.train.Checkpoint, CheckpointManager, list_variables, ...
  install_tfrecord_io(tf);  // tfrecord_api.cpp: tf.io.TFRecordWriter, parse_example, FixedLenFeature, ...
  install_train_example(submodule_of(tf, "train"));  // train_example.cpp: tf.train.Example, Feature, ...
  install_saved_model(tf);  // saved_model.cpp: tf.saved_model.save, load
  install_tensor_shape_dimension(tf);  // tensor_shape_dimension.cpp: TensorShape.dims, tf.compat.v1.Dimension
  install_api_surface(tf);  // TF's signatures; stubs for the rest of the API
  name_public_modules(tf);  // module_identity.cpp: tensorflow._api.v2.<path>, their __file__
  install_unimplemented_names(tf);
  serve_lazy_attributes(tf);  // last: it wraps the modules' own __getattr__
  return tf;
}

}  // namespace tfplay::tf
