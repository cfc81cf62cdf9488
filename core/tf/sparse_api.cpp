// tf.sparse.SparseTensor and tf.sparse.to_dense / from_dense / reorder / cross_hashed (see sparse_api.h).
#include "core/tf/sparse_api.h"

#include <algorithm>
#include <numeric>

#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/errors.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/indexed_slices.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

struct SparseTensorObject : py::NativeObject {
  Ref indices, values, dense_shape;
  /// SparseTensor.shape (TF's _dense_shape_default): constant_value_as_shape(dense_shape), so
  /// every dimension of an eager SparseTensor and, in a trace, what the graph knows (a
  /// SparseTensorSpec's shape merged in when a tf.function rebuilds its argument).
  tensor::TensorShape shape;
  using NativeObject::NativeObject;
};

py::TypeObject* sparse_type();

SparseTensorObject& self_of(const Ref& r) { return *static_cast<SparseTensorObject*>(r.get()); }

const function::TensorObject& component(const Ref& t) { return *function::as_tensor(t.get()); }

/// The eager value of a SparseTensor's component, which `what` needs; in a trace tfplay does not
/// run `what` (NotImplementedError naming it).
const tensor::Tensor& eager_value(const Ref& t, const std::string& what) {
  function::TensorObject* x = function::as_tensor(t.get());
  if (in_graph_mode() || !x || !x->is_eager())
    py::raise(py::E().NotImplementedError, "tfplay runs " + what + " of a SparseTensor eagerly only, not inside tf.function yet");
  return *x->value;
}

/// tensor_util.constant_value_as_shape of a dense_shape tensor: its values when known (a
/// negative one is an unknown dimension), else unknown dimensions of its length.
tensor::TensorShape static_dense_shape(const Ref& dense_shape) {
  if (std::optional<tensor::Tensor> v = grad::constant_value(dense_shape)) {
    std::vector<tensor::Dim> dims;
    for (int64_t d : v->to_int64_vector()) dims.push_back(d < 0 ? tensor::Dim() : tensor::Dim(d));
    return tensor::TensorShape(dims);
  }
  const tensor::TensorShape& s = component(dense_shape).shape;
  if (s.has_rank() && *s.rank() == 1 && s.dim(0)) return tensor::TensorShape::unknown_with_rank(static_cast<int>(*s.dim(0)));
  return tensor::TensorShape::unknown();
}

Ref make_sparse(const Ref& indices, const Ref& values, const Ref& dense_shape) {
  const tensor::TensorShape& i = component(indices).shape;
  const tensor::TensorShape& v = component(values).shape;
  const tensor::TensorShape& d = component(dense_shape).shape;
  // SparseTensor.__init__: with_rank(2) / with_rank(1) on the three shapes (tfplay only refuses
  // other ranks), then Dimension.assert_is_compatible_with for the number of values and of
  // dense_shape's entries.
  if ((i.has_rank() && *i.rank() != 2) || (v.has_rank() && *v.rank() != 1) || (d.has_rank() && *d.rank() != 1))
    py::raise(py::E().NotImplementedError,
              "tfplay does not report TF's error for SparseTensor components of the wrong ranks yet");
  auto check = [](tensor::Dim a, tensor::Dim b) {
    if (a && b && *a != *b) py::raise_value_error("Dimensions " + std::to_string(*a) + " and " + std::to_string(*b) + " are not compatible");
  };
  if (i.has_rank() && v.has_rank()) check(i.dim(0), v.dim(0));
  if (i.has_rank() && d.has_rank()) check(i.dim(1), d.dim(0));
  auto obj = py::make_object<SparseTensorObject>(sparse_type());
  obj->indices = indices;
  obj->values = values;
  obj->dense_shape = dense_shape;
  obj->shape = static_dense_shape(dense_shape);
  return obj;
}

/// sparse_ops._convert_to_sparse_tensor: only a SparseTensor is accepted.
const SparseTensorObject& sparse_arg(const Ref& v) {
  if (!v || v->cls != sparse_type()) py::raise_type_error("Input must be a SparseTensor.");
  return self_of(v);
}

/// The rows of `indices` ([N, rank]) in row-major order: the permutation sparse_reorder applies.
std::vector<int64_t> row_major_order(const tensor::Tensor& indices) {
  const int64_t n = indices.shape()[0], rank = indices.shape()[1];
  std::vector<int64_t> all = indices.to_int64_vector(), order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
    return std::lexicographical_compare(all.begin() + a * rank, all.begin() + (a + 1) * rank, all.begin() + b * rank,
                                        all.begin() + (b + 1) * rank);
  });
  return order;
}

/// The zero of `dtype` as a Python value ("" for strings, False for bools).
Ref zero_of(DType dtype) {
  return dtype == DType::String ? py::Bytes("") : tensor::is_bool(dtype) ? py::Bool(false) : py::Int(0);
}

/// tf.sparse.to_dense: SparseToDense (its kernel checks the indices when validate_indices is
/// set, the default), in eager mode and in a trace alike.
Ref to_dense(CallArgs& a) {
  const SparseTensorObject& s = sparse_arg(require(a, 0, "sp_input", "to_dense"));
  Ref default_value = arg(a, 1, "default_value");
  Ref validate = arg(a, 2, "validate_indices");
  const DType dtype = component(s.values).dtype;
  Ref fill = convert_to_tensor(present(default_value) ? default_value : zero_of(dtype), dtype);
  // (In a trace the result's static shape is what SparseToDense's shape function makes of the
  // dense_shape tensor alone, [None, None] for a tf.function's argument, as in TF.)
  return run_op1("SparseToDense", {s.indices, s.dense_shape, s.values, fill},
                 {{"validate_indices", !present(validate) || py::truthy(validate)}});
}

/// tf.sparse.from_dense: the non-zero entries (Where of NotEqual against zero, GatherNd), as
/// sparse_ops.from_dense builds them.
Ref from_dense(CallArgs& a) {
  Ref t = to_tensor(require(a, 0, "tensor", "from_dense"));
  const DType dtype = component(t).dtype;
  Ref zero = convert_to_tensor(zero_of(dtype), dtype);
  Ref indices = run_op1("Where", {run_op1("NotEqual", {t, zero})});
  Ref values = run_op1("GatherNd", {t, indices});
  Ref shape = run_op1("Shape", {t}, {{"out_type", DType::Int64}});
  return make_sparse(indices, values, shape);
}

/// tf.sparse.reorder: entries sorted into row-major order of their indices.
Ref reorder(CallArgs& a) {
  const SparseTensorObject& s = sparse_arg(require(a, 0, "sp_input", "reorder"));
  std::vector<int64_t> order = row_major_order(eager_value(s.indices, "tf.sparse.reorder"));
  Ref perm = constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(order.size())}, order));
  Ref axis = int32_vector({0});
  axis = run_op1("Reshape", {axis, int32_vector({})});
  return make_sparse(run_op1("GatherV2", {s.indices, perm, axis}), run_op1("GatherV2", {s.values, perm, axis}), s.dense_shape);
}

/// sparse_ops._sparse_cross_internal_v2's checks and casts: `inputs` a list or tuple of tensors
/// or SparseTensors, the non-string ones cast to int64. tfplay crosses dense tensors only
/// (eagerly and in traces): a SparseTensor input raises NotImplementedError naming `what`.
std::vector<Ref> cross_dense_inputs(const Ref& inputs, const char* what) {
  if (!py::is_list(inputs.get()) && !py::is_tuple(inputs.get())) py::raise_type_error("Inputs must be a list");
  const std::vector<Ref> items = py::to_vector(inputs);
  for (const Ref& item : items)
    if (item->cls != sparse_type() && !function::as_tensor(item.get()))
      py::raise_type_error("All inputs must be Tensor or SparseTensor.");
  for (const Ref& item : items)
    if (item->cls == sparse_type())
      py::raise(py::E().NotImplementedError, std::string("tfplay's ") + what + " crosses dense tensors only (no SparseTensor inputs yet)");
  std::vector<Ref> dense;
  for (const Ref& item : items) {
    const DType dt = function::as_tensor(item.get())->dtype;
    dense.push_back(dt == DType::String ? item : run_op1("Cast", {item}, {{"SrcT", dt}, {"DstT", DType::Int64}, {"Truncate", false}}));
  }
  return dense;
}

std::vector<DType> dtypes_of(const std::vector<Ref>& tensors) {
  std::vector<DType> out;
  for (const Ref& t : tensors) out.push_back(function::as_tensor(t.get())->dtype);
  return out;
}

/// tf.sparse.cross (sparse_ops.sparse_cross): SparseCrossV2 over the inputs, each combination's
/// features joined by `separator` (default "_X_"), as a string SparseTensor.
Ref cross(CallArgs& a) {
  std::vector<Ref> dense = cross_dense_inputs(require(a, 0, "inputs", "cross"), "tf.sparse.cross");
  Ref separator = arg(a, 2, "separator");
  Ref sep = convert_to_tensor(present(separator) ? separator : py::Str("_X_"), DType::String);
  std::vector<Ref> out = apply_op("SparseCrossV2", {py::List(dense), sep},
                                  {{"sparse_types", std::vector<DType>{}}, {"dense_types", dtypes_of(dense)}}, arg(a, 1, "name"));
  return make_sparse(out.at(0), out.at(1), out.at(2));
}

/// tf.sparse.cross_hashed (sparse_ops.sparse_cross_hashed -> _sparse_cross_internal): SparseCross
/// with hashed output over the inputs, hash_key defaulting to _DEFAULT_HASH_KEY (0xDECAFCAFFE).
Ref cross_hashed(CallArgs& a) {
  std::vector<Ref> dense = cross_dense_inputs(require(a, 0, "inputs", "cross_hashed"), "tf.sparse.cross_hashed");
  Ref num_buckets = arg(a, 1, "num_buckets");
  Ref hash_key = arg(a, 2, "hash_key");
  const std::vector<DType> types = dtypes_of(dense);
  const bool any_int = std::find(types.begin(), types.end(), DType::Int64) != types.end();
  const int64_t buckets = present(num_buckets) ? py::as_int(num_buckets.get()) : 0;
  const int64_t key = present(hash_key) && py::truthy(hash_key) ? py::as_int(hash_key.get()) : int64_t{0xDECAFCAFFE};
  std::vector<Ref> out = run_op("SparseCross", dense,
                                {{"N", int64_t{0}},
                                 {"hashed_output", true},
                                 {"num_buckets", buckets},
                                 {"hash_key", key},
                                 {"sparse_types", std::vector<DType>{}},
                                 {"dense_types", types},
                                 {"out_type", DType::Int64},
                                 {"internal_type", any_int ? DType::Int64 : DType::String}});
  return make_sparse(out.at(0), out.at(1), out.at(2));
}

py::TypeObject* sparse_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("SparseTensor", nullptr, "tensorflow.python.framework.sparse_tensor");
    type->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
      // SparseTensor.__init__ converts its components in name_scope(None, "SparseTensor").
      OpScope scope(nullptr, "SparseTensor");
      Ref indices = convert_to_tensor(require(a, 0, "indices", "SparseTensor"), DType::Int64, "indices");
      Ref values = convert_to_tensor(require(a, 1, "values", "SparseTensor"), std::nullopt, "values");
      Ref dense_shape = convert_to_tensor(require(a, 2, "dense_shape", "SparseTensor"), DType::Int64, "dense_shape");
      return make_sparse(indices, values, dense_shape);
    };
    // CompositeTensor._type_spec and __tf_tracing_type__: SparseTensorSpec(shape, dtype), whose
    // components (indices, values, dense_shape) a tf.function traces as three placeholders.
    auto type_spec = +[](const Ref& s) {
      Ref tf = py::Interpreter::current().import_module("tensorflow");
      return py::call(py::getattr(tf, "SparseTensorSpec"),
                      std::vector<Ref>{function::shape_object(self_of(s).shape), function::dtype_object(component(self_of(s).values).dtype)});
    };
    py::add_property(type, "_type_spec", type_spec);
    py::add_method(type, "__tf_tracing_type__", [type_spec](CallArgs& a) -> Ref { return type_spec(a.args.at(0)); });
    // SparseTensorSpec._from_components: `result._dense_shape_default =
    // result._dense_shape_default.merge_with(self._shape)`.
    auto merge_shape = [](CallArgs& a) {
      Ref shape = py::call(function::tensor_shape_type()->self(), std::vector<Ref>{a.args.at(1)});
      self_of(a.args[0]).shape = self_of(a.args[0]).shape.merge_with(static_cast<function::TensorShapeObject*>(shape.get())->shape);
    };
    py::add_method(type, "_merge_dense_shape_default", [merge_shape](CallArgs& a) -> Ref {
      merge_shape(a);
      return a.args[0];
    });
    // SparseTensor.set_shape: `self._dense_shape_default = self._dense_shape_default.merge_with(shape)`.
    py::add_method(type, "set_shape", [merge_shape](CallArgs& a) -> Ref {
      merge_shape(a);
      return py::None();
    });
    py::add_property(type, "indices", +[](Ref s) { return self_of(s).indices; });
    py::add_property(type, "values", +[](Ref s) { return self_of(s).values; });
    py::add_property(type, "dense_shape", +[](Ref s) { return self_of(s).dense_shape; });
    py::add_property(type, "dtype", +[](Ref s) { return function::dtype_object(component(self_of(s).values).dtype); });
    py::add_property(type, "shape", +[](Ref s) { return function::shape_object(self_of(s).shape); });
    // SparseTensor.__repr__ (print() shows the same): the str() of its three tensors.
    py::add_method(type, "__repr__", +[](CallArgs& a) -> Ref {
      const SparseTensorObject& s = self_of(a.args.at(0));
      return py::Str("SparseTensor(indices=" + py::str(s.indices) + ", values=" + py::str(s.values) +
                     ", dense_shape=" + py::str(s.dense_shape) + ")");
    });
    // Other ops: TF raises its conversion error (no dispatcher takes the SparseTensor) or runs a
    // sparse kernel tfplay does not emulate yet (tf.cast and sparse_ops._UNARY_OPS are dispatched
    // below).
    py::add_method(type, "__tf_tensor__", +[](CallArgs&) -> Ref {
      py::raise(py::E().NotImplementedError, "tfplay does not support SparseTensor arguments to TF ops yet");
    });
    // math_ops overrides only SparseTensor's * and / (sparse_dense_cwise_mul / _div); +, -,
    // abs() and unary - are Python's TypeErrors, as in TF.
    for (const char* op : {"__mul__", "__truediv__", "__div__"})
      py::add_method(type, op, +[](CallArgs&) -> Ref {
        py::raise(py::E().NotImplementedError, "tfplay does not support the SparseTensor operators * and / yet");
      });
    unimplemented_methods(type, "tf.sparse.SparseTensor", {"consumers", "eval"});
    unimplemented_methods(type, "tf.sparse.SparseTensor", {"from_value"}, true);
    return type;
  }();
  return t;
}

/// The functions TF runs on a SparseTensor's values (sparse_ops._UnaryMapValueDispatcher over
/// _UNARY_OPS, and math_ops.cast's own SparseTensor / IndexedSlices branches): `canonical` called with
/// the values in place of its first argument `x` (positional or keyword), the other arguments
/// passed on; the result keeps x's indices and dense_shape.
enum class ValuesOf { Sparse, SparseOrSlices };

void dispatch_on_values(std::map<const py::Object*, Ref>& made, const std::vector<Ref>& modules, const Ref& canonical,
                        const std::string& name, const char* x_name, ValuesOf kinds) {
  Ref& wrapper = made[canonical.get()];
  if (!wrapper) {
    auto* native = canonical->cls == py::T().builtin_function ? static_cast<py::NativeFunctionObject*>(canonical.get()) : nullptr;
    if (native && native->is_method) native = nullptr;
    Ref scratch = py::Module("sparse_dispatch");
    def(scratch, name, [canonical, native, x_name, kinds](CallArgs& a) -> Ref {
      Ref x = a.args.empty() ? a.kwarg(x_name) : a.args[0];
      const bool sparse = is_sparse_tensor(x), slices = kinds == ValuesOf::SparseOrSlices && x && is_indexed_slices(x);
      if (!sparse && !slices) return native ? native->fn(a) : py::call(canonical, a);
      CallArgs on_values;
      on_values.args.push_back(sparse ? self_of(x).values : indexed_slices_values(x));
      on_values.args.insert(on_values.args.end(), a.args.begin() + (a.args.empty() ? 0 : 1), a.args.end());
      for (const auto& kw : a.kwargs)
        if (!(a.args.empty() && kw.first == x_name)) on_values.kwargs.push_back(kw);
      Ref values = py::call(canonical, on_values);
      if (sparse) return make_sparse(self_of(x).indices, values, self_of(x).dense_shape);
      return make_indexed_slices(values, indexed_slices_indices(x), indexed_slices_dense_shape(x));
    });
    wrapper = scratch->dict->get(name);
  }
  for (const Ref& module : modules)
    if (module && module->dict->get(name) == canonical) module->dict->set(name, wrapper);
}

void install_sparse_dispatch(const Ref& tf) {
  std::map<const py::Object*, Ref> made;
  const Ref math = submodule_of(tf, "math");
  const Ref special = math->dict->get("special");
  // sparse_ops._UNARY_OPS, wherever TF exports them (tf.tanh is also tf.nn.tanh; the Bessel
  // functions are also tf.math.special's).
  for (const char* name : {"abs", "negative", "sign", "square", "sqrt", "erf", "tanh", "bessel_i0e", "bessel_i1e"})
    if (Ref fn = math->dict->get(name))
      dispatch_on_values(made, {tf, math, submodule_of(tf, "nn"), special}, fn, name, "x", ValuesOf::Sparse);
  dispatch_on_values(made, {tf, submodule_of(tf, "dtypes")}, tf->dict->get("cast"), "cast", "x", ValuesOf::SparseOrSlices);
}

}  // namespace

bool is_sparse_tensor(const Ref& value) { return value && value->cls == sparse_type(); }

void install_sparse(const Ref& tf) {
  tf->dict->set("SparseTensor", sparse_type()->self());
  Ref sparse = submodule_of(tf, "sparse");
  sparse->dict->set("SparseTensor", sparse_type()->self());
  def(sparse, "to_dense", to_dense);
  def(sparse, "from_dense", from_dense);
  def(sparse, "reorder", reorder);
  def(sparse, "cross", cross);
  def(sparse, "cross_hashed", cross_hashed);
  install_sparse_ops(tf, sparse_type());
  install_sparse_dispatch(tf);
}

}  // namespace tfplay::tf
