// tf.TensorArray: _EagerTensorArray and _GraphTensorArrayV2 of tensor_array_ops.py.
#include "core/tf/tensor_array.h"

#include <algorithm>
#include <optional>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/errors.h"
#include "core/tf/list_element_shape.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"
#include "core/tf/should_use.h"

namespace tfplay::tf {

using function::TensorObject;
using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::TensorShape;

namespace {

/// One TensorArray. Eagerly `items` holds the elements (null: never written, or cleared by a
/// read); in a graph `flow` is the TensorList tensor of this state of the array.
struct TensorArrayObject : py::NativeObject {
  DType dtype = DType::Float32;
  bool dynamic_size = false;
  bool clear_after_read = true;
  bool infer_shape = true;
  TensorShape element_shape;
  Ref size;  // the `size` argument (graph mode: read by size() and stack())
  bool eager = true;
  std::vector<Ref> items;
  std::vector<int64_t> previously_read;
  Ref flow;
  using NativeObject::NativeObject;
};

py::TypeObject* tensor_array_type();

TensorArrayObject& self_of(const CallArgs& a) { return *static_cast<TensorArrayObject*>(a.args.at(0).get()); }

/// build_ta_with_new_flow: a graph TensorArray like `old` around `flow`.
Ref with_flow(const TensorArrayObject& old, const Ref& flow) {
  auto ta = py::make_object<TensorArrayObject>(tensor_array_type());
  ta->dtype = old.dtype;
  ta->dynamic_size = old.dynamic_size;
  ta->clear_after_read = old.clear_after_read;
  ta->infer_shape = old.infer_shape;
  ta->element_shape = old.element_shape;
  ta->size = old.size;
  ta->eager = false;
  ta->flow = flow;
  return ta;
}

/// The tf module of this run (its functions build eager results as TF does: tf.stack, tf.zeros).
struct TensorflowModule {
  std::weak_ptr<py::Object> module;
};

std::weak_ptr<py::Object>& tf_module() { return function::Runtime::current().run_state<TensorflowModule>().module; }

Ref tf_fn(const char* name) { return py::getattr(tf_module().lock(), name); }

int64_t index_value(const Ref& index) {
  if (TensorObject* t = function::as_tensor(index.get())) {
    // _EagerTensorArray indexes its list with index.numpy(): only an integer scalar indexes it.
    if (!tensor::is_integer(t->value->dtype()) || t->value->num_elements() != 1)
      py::raise_type_error("only integer scalar arrays can be converted to a scalar index");
    return t->value->as_int64(0);
  }
  return py::as_int(index.get());
}

[[noreturn]] void raise_tf(const char* type, const std::string& message) { py::raise(error_type(type), message); }

/// ops.convert_to_tensor(value, preferred_dtype=dtype, name="value").
Ref value_tensor(const Ref& value, DType dtype) {
  if (function::as_tensor(value.get())) return value;
  return convert_with_hint(value, dtype, "value");
}

TensorShape shape_of(const Ref& t) { return function::as_tensor(t.get())->shape; }

/// `value.shape[1:]`: the shape of one row of `value` (a scalar's is [], an unknown rank's unknown).
TensorShape row_shape(const TensorShape& value) {
  if (!value.has_rank()) return TensorShape::unknown();
  const auto& dims = value.as_list();
  return TensorShape(std::vector<tensor::Dim>(dims.empty() ? dims.end() : dims.begin() + 1, dims.end()));
}

/// _GraphTensorArrayV2._check_element_shape.
void check_element_shape(TensorArrayObject& ta, const TensorShape& shape) {
  if (!shape.is_compatible_with(ta.element_shape))
    py::raise_value_error("Inconsistent shapes: saw " + shape.str() + " but expected " + ta.element_shape.str() + " ");
  if (ta.infer_shape) ta.element_shape = ta.element_shape.merge_with(shape);
}

// ---- eager (_EagerTensorArray) -----------------------------------------------------------------

Ref maybe_zero(TensorArrayObject& ta, std::size_t i) {
  if (i >= ta.items.size()) py::raise(py::E().IndexError, "list index out of range");
  if (!ta.items[i])
    ta.items[i] = py::call(tf_fn("zeros"), std::vector<Ref>{function::shape_object(ta.element_shape),
                                                             function::dtype_object(ta.dtype)});
  return ta.items[i];
}

void eager_write(TensorArrayObject& ta, const Ref& index_arg, const Ref& value_arg) {
  const int64_t index = index_value(index_arg);
  if (index < 0) raise_tf("OutOfRangeError", "Writing to negative indices (index " + std::to_string(index) + ") is not allowed.");
  const auto size = static_cast<int64_t>(ta.items.size());
  if (index >= size) {
    if (!ta.dynamic_size)
      raise_tf("OutOfRangeError", "Tried to write to index " + std::to_string(index) +
                                      " but array is not resizeable and size is: " + std::to_string(size) + " ");
    ta.items.resize(static_cast<std::size_t>(index + 1));
  }
  Ref value = value_tensor(value_arg, ta.dtype);
  const TensorObject& v = *function::as_tensor(value.get());
  if (v.dtype != ta.dtype)
    raise_tf("InvalidArgumentError", "TensorArray dtype is " + std::string(tensor::name(ta.dtype)) +
                                         " but Op is trying to write dtype " + std::string(tensor::name(v.dtype)) + " ");
  if (!ta.element_shape.is_compatible_with(v.shape))
    py::raise_value_error("Incompatible shape for value (" + v.shape.str() + "), expected (" + ta.element_shape.str() + ")");
  if (ta.infer_shape) ta.element_shape = ta.element_shape.merge_with(v.shape);
  ta.items[static_cast<std::size_t>(index)] = value;
}

Ref eager_read(TensorArrayObject& ta, const Ref& index_arg) {
  const int64_t index = index_value(index_arg);
  if (index < 0) raise_tf("OutOfRangeError", "Reading from negative indices (index " + std::to_string(index) + ") is not allowed.");
  if (index >= static_cast<int64_t>(ta.items.size()))
    raise_tf("OutOfRangeError", "Tried to read from index " + std::to_string(index) + " but array size is: " +
                                    std::to_string(ta.items.size()) + " ");
  const auto i = static_cast<std::size_t>(index);
  Ref t = ta.items[i];
  if (!t) {
    if (std::find(ta.previously_read.begin(), ta.previously_read.end(), index) != ta.previously_read.end())
      raise_tf("InvalidArgumentError", "Could not read index " + std::to_string(index) +
                                           " twice because it was cleared after a previous read (perhaps try setting "
                                           "clear_after_read = false?)");
    t = maybe_zero(ta, i);
  }
  if (ta.clear_after_read) {
    ta.items[i] = nullptr;
    ta.previously_read.push_back(index);
  }
  return t;
}

Ref eager_stack(TensorArrayObject& ta) {
  for (std::size_t i = 0; i < ta.items.size(); ++i) maybe_zero(ta, i);
  if (ta.items.empty() && ta.element_shape.is_fully_defined()) {
    std::vector<Ref> dims{py::Int(0)};
    for (int64_t d : ta.element_shape.concrete()) dims.push_back(py::Int(d));
    return py::call(tf_fn("zeros"), std::vector<Ref>{py::List(dims), function::dtype_object(ta.dtype)});
  }
  if (ta.items.empty()) return convert_to_tensor(py::List({}), ta.dtype);
  return py::call(tf_fn("stack"), std::vector<Ref>{py::List(ta.items)});
}

// ---- graph (_GraphTensorArrayV2) ---------------------------------------------------------------

/// tensor_util.constant_value of the size argument, or -1.
int64_t constant_size(const Ref& size) {
  if (!size) return -1;
  if (TensorObject* t = function::as_tensor(size.get())) return t->is_eager() ? t->value->as_int64(0) : -1;
  if (py::is_int(size.get())) return py::as_int(size.get());
  return -1;
}

// ---- the Python class --------------------------------------------------------------------------

Ref construct(py::TypeObject*, CallArgs& a) {
  Ref dtype_in = arg(a, 0, "dtype");
  if (!dtype_in) py::raise_type_error("TensorArray.__init__() missing 1 required positional argument: 'dtype'");
  Ref size = arg(a, 1, "size");
  Ref dynamic_size = arg(a, 2, "dynamic_size");
  Ref clear_after_read = arg(a, 3, "clear_after_read");
  Ref handle = arg(a, 5, "handle");
  Ref flow = arg(a, 6, "flow");
  Ref infer_shape = arg(a, 7, "infer_shape");
  Ref element_shape = arg(a, 8, "element_shape");
  Ref name = arg(a, 10, "name");
  if (present(handle) || present(flow))
    py::raise(py::E().NotImplementedError, "tfplay does not support tf.TensorArray(handle=..., flow=...) yet");

  auto ta = py::make_object<TensorArrayObject>(tensor_array_type());
  ta->dtype = required_dtype_arg(dtype_in);
  ta->dynamic_size = present(dynamic_size) && py::truthy(dynamic_size);
  ta->clear_after_read = !present(clear_after_read) || py::truthy(clear_after_read);
  ta->infer_shape = !infer_shape || py::truthy(infer_shape);
  if (present(element_shape)) {
    Ref s = py::call(function::tensor_shape_type()->self(), std::vector<Ref>{element_shape});
    ta->element_shape = static_cast<function::TensorShapeObject*>(s.get())->shape;
  }
  ta->size = present(size) ? size : nullptr;
  if (!in_graph_mode()) {
    if (!present(size)) py::raise_value_error("Size must be declared for TensorArrays when eager execution is enabled.");
    ta->flow = constant_tensor(tensor::Tensor::scalar_int32(0));
    const int64_t n = index_value(size);
    ta->items.resize(static_cast<std::size_t>(std::max<int64_t>(n, 0)));
    return ta;
  }
  if (!present(size)) py::raise_value_error("Size must be provided if flow is not provided");
  ta->eager = false;
  OpScope scope(name, "TensorArrayV2");
  ta->flow = apply_op1("TensorListReserve", {build_element_shape(ta->element_shape), size}, {{"element_dtype", ta->dtype}}, scope);
  return ta;
}

Ref ta_write(CallArgs& a) {
  TensorArrayObject& ta = self_of(a);
  Ref index = arg(a, 1, "index");
  Ref value = arg(a, 2, "value");
  if (!index || !value) py::raise_type_error("TensorArray.write() missing 2 required positional arguments: 'index' and 'value'");
  if (ta.eager) {
    eager_write(ta, index, value);
    return should_use_result(a.args[0]);  // @tf_should_use.should_use_result(warn_in_eager=True)
  }
  OpScope scope(arg(a, 3, "name"), "TensorArrayV2Write");
  Ref v = value_tensor(value, ta.dtype);
  check_element_shape(ta, shape_of(v));
  Ref flow = apply_op1("TensorListSetItem", {ta.flow, index, v},
                       {{"element_dtype", ta.dtype}, {"resize_if_index_out_of_bounds", ta.dynamic_size}});
  return with_flow(ta, flow);
}

Ref ta_read(CallArgs& a) {
  TensorArrayObject& ta = self_of(a);
  Ref index = require(a, 1, "index", "read");
  if (ta.eager) return eager_read(ta, index);
  OpScope scope(arg(a, 2, "name"), "TensorArrayV2Read");
  Ref element_shape = build_element_shape(ta.element_shape);
  return apply_op1("TensorListGetItem", {ta.flow, index, element_shape}, {{"element_dtype", ta.dtype}});
}

Ref ta_stack(CallArgs& a) {
  TensorArrayObject& ta = self_of(a);
  if (ta.eager) return eager_stack(ta);
  OpScope scope(arg(a, 1, "name"), "TensorArrayV2Stack");
  const int64_t n = ta.dynamic_size ? -1 : constant_size(ta.size);
  Ref element_shape = build_element_shape(ta.element_shape);
  return apply_op1("TensorListStack", {ta.flow, element_shape}, {{"element_dtype", ta.dtype}, {"num_elements", n}});
}

Ref ta_gather(CallArgs& a) {
  TensorArrayObject& ta = self_of(a);
  Ref indices = require(a, 1, "indices", "gather");
  if (ta.eager) {
    std::vector<Ref> values;
    Ref idx = function::as_tensor(indices.get()) ? py::call_method(indices, "numpy") : indices;
    for (const Ref& i : py::to_vector(idx)) {
      const int64_t k = py::as_int(py::call(py::T().int_->self(), std::vector<Ref>{i}).get());
      if (k < 0) py::raise(py::E().NotImplementedError, "tfplay does not support negative TensorArray.gather indices");
      values.push_back(maybe_zero(ta, static_cast<std::size_t>(k)));
    }
    return py::call(tf_fn("stack"), std::vector<Ref>{py::List(values)});
  }
  Ref element_shape = build_element_shape(ta.element_shape);
  return apply_op1("TensorListGather", {ta.flow, indices, element_shape}, {{"element_dtype", ta.dtype}}, arg(a, 2, "name"));
}

Ref ta_concat(CallArgs& a) {
  TensorArrayObject& ta = self_of(a);
  if (ta.eager) {
    std::vector<Ref> values;
    for (std::size_t i = 0; i < ta.items.size(); ++i) {
      Ref v = maybe_zero(ta, i);
      if (function::as_tensor(v.get())->shape.rank() == 0)
        raise_tf("InvalidArgumentError",
                 "Concat saw a scalar shape at index " + std::to_string(i) + " but requires at least vectors.");
      values.push_back(v);
    }
    return py::call(tf_fn("concat"), std::vector<Ref>{py::List(values), py::Int(0)});
  }
  // `[None] + self.element_shape.dims[1:]` when the rank is known.
  TensorShape es = TensorShape::unknown();
  if (ta.element_shape.has_rank()) {
    const auto& dims = ta.element_shape.as_list();
    es = TensorShape({tensor::Dim()}).concatenate(
        TensorShape(std::vector<tensor::Dim>(dims.empty() ? dims.end() : dims.begin() + 1, dims.end())));
  }
  // list_ops.tensor_list_concat: the element shape, then leading_dims = convert_to_tensor([], int64).
  Ref element_shape = build_element_shape(es);
  Ref leading_dims = convert_to_tensor(py::List({}), DType::Int64);
  return apply_op("TensorListConcatV2", {ta.flow, element_shape, leading_dims}, {{"element_dtype", ta.dtype}}, arg(a, 1, "name"))
      .at(0);
}

Ref ta_unstack(CallArgs& a) {
  TensorArrayObject& ta = self_of(a);
  Ref value = require(a, 1, "value", "unstack");
  if (ta.eager) {
    Ref rows = py::call(tf_fn("unstack"), std::vector<Ref>{value});
    std::vector<Ref> tensors = py::to_vector(rows);
    if (tensors.size() > ta.items.size() && !ta.dynamic_size)
      py::raise_value_error("Cannot unstack " + std::to_string(tensors.size()) + " tensors into a TensorArray of static size " +
                            std::to_string(ta.items.size()) + " ");
    ta.items = tensors;
    return a.args[0];
  }
  OpScope scope(arg(a, 2, "name"), "TensorArrayUnstack");
  Ref v = value_tensor(value, ta.dtype);
  const TensorShape rows = row_shape(shape_of(v));
  check_element_shape(ta, rows);
  Ref element_shape = build_element_shape(rows);
  return with_flow(ta, apply_op1("TensorListFromTensor", {v, element_shape}, {{"element_dtype", ta.dtype}}));
}

/// _GraphTensorArrayV2.scatter: list_ops.tensor_list_scatter into the array's list
/// (TensorListScatterIntoExistingList), after the rows' shape is checked against the array's.
Ref graph_scatter(TensorArrayObject& ta, const Ref& indices, const Ref& value_in, const Ref& name) {
  OpScope scope(name, "TensorArrayScatter");
  Ref value = value_tensor(value_in, ta.dtype);
  check_element_shape(ta, row_shape(shape_of(value)));
  return with_flow(ta, apply_op1("TensorListScatterIntoExistingList", {ta.flow, value, indices}));
}

/// The equal lengths of `split` known at trace time (tensor_util.constant_value of the int64
/// lengths, a vector whose max equals its min): the one length, or nullopt.
std::optional<int64_t> equal_constant_length(const Ref& lengths_64) {
  Ref known = py::call(tf_fn("get_static_value"), std::vector<Ref>{lengths_64});
  if (py::is_none(known.get())) return std::nullopt;
  if (py::as_int(py::getattr(known, "ndim").get()) == 0) return std::nullopt;  // `clengths.shape` is ()
  std::vector<Ref> values = py::to_vector(py::call_method(known, "tolist"));
  if (values.empty()) return std::nullopt;
  const int64_t first = py::as_int(values[0].get());
  for (const Ref& v : values)
    if (py::as_int(v.get()) != first) return std::nullopt;
  return first;
}

/// _GraphTensorArrayV2.split: list_ops.tensor_list_split of `value` by the int64 lengths; when
/// the lengths are known and equal at trace time the array's element shape learns
/// [length] + value.shape[1:].
Ref graph_split(TensorArrayObject& ta, const Ref& value_in, const Ref& lengths_in, const Ref& name) {
  OpScope scope(name, "TensorArraySplit");
  Ref value = value_tensor(value_in, ta.dtype);
  Ref lengths_64 = py::call(tf_fn("cast"), std::vector<Ref>{lengths_in, function::dtype_object(DType::Int64)});
  const TensorShape vs = shape_of(value);
  if (vs.has_rank())
    if (std::optional<int64_t> length = equal_constant_length(lengths_64))
      check_element_shape(ta, TensorShape({tensor::Dim(*length)}).concatenate(row_shape(vs)));
  Ref element_shape = build_element_shape(ta.element_shape);
  return with_flow(ta, apply_op1("TensorListSplit", {value, element_shape, lengths_64}));
}

// _EagerTensorArray.scatter: each row of `value` written at its index (zip's shorter length).
Ref ta_scatter(CallArgs& a) {
  TensorArrayObject& ta = self_of(a);
  Ref indices = require(a, 1, "indices", "scatter");
  Ref value = require(a, 2, "value", "scatter");
  if (!ta.eager) return graph_scatter(ta, indices, value, arg(a, 3, "name"));
  Ref idx = function::as_tensor(indices.get()) ? py::call_method(indices, "numpy") : indices;
  std::vector<Ref> positions = py::to_vector(idx);
  std::vector<Ref> rows = py::to_vector(py::call(tf_fn("unstack"), std::vector<Ref>{value}));
  for (std::size_t i = 0; i < positions.size() && i < rows.size(); ++i) {
    Ref index = py::call(py::T().int_->self(), std::vector<Ref>{positions[i]});
    eager_write(ta, index, rows[i]);
  }
  return a.args[0];
}

// _EagerTensorArray.split: `value` split along its first dimension into the TensorArray's
// elements by `lengths`, after the checks (and InvalidArgumentError texts) TF makes.
Ref ta_split(CallArgs& a) {
  TensorArrayObject& ta = self_of(a);
  Ref value_in = require(a, 1, "value", "split");
  Ref lengths_in = require(a, 2, "lengths", "split");
  if (!ta.eager) return graph_split(ta, value_in, lengths_in, arg(a, 3, "name"));
  Ref value = value_tensor(value_in, ta.dtype);
  Ref lengths = convert_to_tensor(lengths_in, std::nullopt);
  const TensorShape ls = shape_of(lengths), vs = shape_of(value);
  const tensor::Tensor& lv = *function::as_tensor(lengths.get())->value;
  int64_t sum = 0;
  for (int64_t i = 0; i < lv.num_elements(); ++i) sum += lv.as_int64(i);
  auto dims_text = [](const TensorShape& s) {
    std::string out = "[";
    for (std::size_t i = 0; i < s.as_list().size(); ++i) out += (i ? ", " : "") + std::to_string(*s.as_list()[i]);
    return out + "]";
  };
  if (*ls.rank() != 1) raise_tf("InvalidArgumentError", "Expected lengths to be a vector, received shape: " + dims_text(ls) + " ");
  if (*vs.rank() == 0)
    raise_tf("InvalidArgumentError", "Expected value to be at least a vector, but received shape: " + dims_text(vs) + " ");
  if (sum != *vs.as_list()[0])
    raise_tf("InvalidArgumentError", "Expected sum of lengths to be equal to values.shape[0], but sum of lengths is " +
                                         std::to_string(sum) + " and value's shape is: " + dims_text(vs) + " ");
  if (!ta.dynamic_size && *ls.as_list()[0] != static_cast<int64_t>(ta.items.size()))
    raise_tf("InvalidArgumentError", "TensorArray's size is not equal to the size of lengths (" + std::to_string(ta.items.size()) +
                                         " vs. " + std::to_string(*ls.as_list()[0]) +
                                         "), and the TensorArray is not marked as dynamically resizeable.");
  ta.items = py::to_vector(py::call(tf_fn("split"), std::vector<Ref>{value, lengths}));
  return a.args[0];
}

Ref ta_size(CallArgs& a) {
  TensorArrayObject& ta = self_of(a);
  if (ta.eager) return constant_tensor(tensor::Tensor::scalar_int32(static_cast<int32_t>(ta.items.size())));
  if (!ta.dynamic_size && ta.size) return convert_to_tensor(ta.size, DType::Int32);
  return apply_op1("TensorListLength", {ta.flow}, {}, arg(a, 1, "name"));
}

py::TypeObject* tensor_array_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("TensorArray", nullptr, "tensorflow.python.ops.tensor_array_ops");
    type->construct = construct;
    py::add_method(type, "write", ta_write);
    py::add_method(type, "read", ta_read);
    py::add_method(type, "stack", ta_stack);
    py::add_method(type, "gather", ta_gather);
    py::add_method(type, "concat", ta_concat);
    py::add_method(type, "unstack", ta_unstack);
    py::add_method(type, "scatter", ta_scatter);
    py::add_method(type, "split", ta_split);
    py::add_method(type, "size", ta_size);
    py::add_method(type, "identity", +[](CallArgs& a) -> Ref {
      TensorArrayObject& ta = self_of(a);
      if (ta.eager) return a.args[0];
      return with_flow(ta, run_op1("Identity", {ta.flow}, {}, "Identity"));
    });
    py::add_method(type, "close", +[](CallArgs& a) -> Ref {
      TensorArrayObject& ta = self_of(a);
      if (ta.eager) ta.items.clear();
      else py::raise(py::E().NotImplementedError, "tfplay does not support TensorArray.close inside tf.function yet");
      return py::None();
    });
    py::add_property(type, "dtype", +[](Ref s) { return function::dtype_object(static_cast<TensorArrayObject*>(s.get())->dtype); });
    py::add_property(type, "element_shape",
                     +[](Ref s) { return function::shape_object(static_cast<TensorArrayObject*>(s.get())->element_shape); });
    py::add_property(type, "dynamic_size", +[](Ref s) { return py::Bool(static_cast<TensorArrayObject*>(s.get())->dynamic_size); });
    py::add_property(type, "handle", +[](Ref) { return py::None(); });
    py::add_property(type, "flow", +[](Ref s) -> Ref {
      auto* ta = static_cast<TensorArrayObject*>(s.get());
      // A graph flow is TF's variant TensorList scalar; tfplay's stand-in would print differently.
      if (!ta->eager) py::raise(py::E().NotImplementedError, "tfplay does not expose TensorArray.flow inside tf.function");
      return ta->flow;
    });
    return type;
  }();
  return t;
}

}  // namespace

void install_tensor_array(const Ref& tf) {
  tf->dict->set("TensorArray", tensor_array_type()->self());
  tf_module() = tf;
  function::Runtime& rt = function::Runtime::current();
  rt.composite_component = [](const Ref& value) -> Ref {
    const Ref v = unwrap_should_use(value);
    if (!v || v->cls != tensor_array_type()) return nullptr;
    auto* ta = static_cast<TensorArrayObject*>(v.get());
    if (ta->eager && in_graph_mode())
      py::raise(py::E().NotImplementedError,
                "tfplay cannot carry a TensorArray created outside tf.function through TF control flow; create it "
                "inside the function");
    return ta->flow;
  };
  rt.rebuild_composite = [](const Ref& like, const Ref& component) {
    return with_flow(*static_cast<TensorArrayObject*>(unwrap_should_use(like).get()), component);
  };
}

}  // namespace tfplay::tf
