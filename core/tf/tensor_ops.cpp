// Python operators on tf.Tensor (TF's math_ops binary_op_wrapper / r_binary_op_wrapper, the
// Tensor dunder methods of tensorflow/python/framework/tensor.py) and indexing
// (array_ops._slice_helper).
#include "core/tf/tensor_ops.h"

#include <cmath>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/str_format.h"
#include "core/tensor/kernels.h"
#include "core/tf/array_api.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/errors.h"
#include "core/tf/experimental_numpy.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"
#include "core/tf/ragged_tensor.h"

namespace tfplay::tf {

using function::TensorObject;
using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

TensorObject& self_tensor(CallArgs& a) { return *static_cast<TensorObject*>(a.args[0].get()); }

// The `name` a wrapper passes down: its scope ("add/") in a graph, None eagerly.

// math_ops.cast inside the current scope: `with name_scope(name, "Cast")` -> Cast node "Cast".
Ref cast_to(const Ref& x, DType dt) {
  if (dtype_of(x) == dt) return x;
  OpScope s(nullptr, "Cast");
  return apply_op1("Cast", {x}, {{"DstT", dt}, {"Truncate", false}}, s);
}

// ---- the functions behind the operators ---------------------------------------------------

using BinaryFn = Ref (*)(const Ref& x, const Ref& y, const Ref& name);

Ref gen_binary(const char* op, const Ref& x, const Ref& y, const Ref& name) {
  return apply_op1(op, {x, y}, {}, name);
}

Ref fn_add(const Ref& x, const Ref& y, const Ref& name) {
  // _add_dispatch: y takes x's dtype as a hint, then math_ops.add.
  Ref ty = function::as_tensor(y.get()) ? y : convert_with_hint(y, dtype_of(x), "y");
  return math_add(x, ty, name);
}
Ref fn_sub(const Ref& x, const Ref& y, const Ref& name) { return gen_binary("Sub", x, y, name); }
Ref fn_mul(const Ref& x, const Ref& y, const Ref& name) { return gen_binary("Mul", x, y, name); }
Ref fn_truediv(const Ref& x, const Ref& y, const Ref& name) { return truediv(x, y, name); }
Ref fn_floordiv(const Ref& x, const Ref& y, const Ref& name) { return math_floordiv(x, y, name); }
Ref fn_mod(const Ref& x, const Ref& y, const Ref& name) { return gen_binary("FloorMod", x, y, name); }
Ref fn_pow(const Ref& x, const Ref& y, const Ref& name) { return math_pow(x, y, name); }
// math_ops.div -> _div_python2 (Tensor.__div__, Python 2's `/`): y in x's dtype, then RealDiv for
// floating x, FloorDiv otherwise, under a "div" scope.
Ref fn_div(const Ref& x_in, const Ref& y_in, const Ref& name) {
  OpScope s(name, "div");
  Ref x = convert_to_tensor(x_in, std::nullopt, "x");
  Ref y = convert_to_tensor(y_in, dtype_of(x), "y");
  const DType dt = dtype_of(x);
  return apply_op1(tensor::is_floating(dt) ? "RealDiv" : "FloorDiv", {x, y}, {}, s);
}
Ref fn_matmul(const Ref& x, const Ref& y, const Ref& name) { return math_matmul(x, y, false, false, name); }
// math_ops.and_ / or_ / xor_: logical ops on bool tensors, else the bitwise op, which gets no
// name (so it is "and/BitwiseAnd" in a graph).
Ref fn_logical(const char* op, const char* bitwise_op, const Ref& x, const Ref& y, const Ref& name) {
  if (dtype_of(x) != DType::Bool) return apply_op1(bitwise_op, {x, y}, {}, nullptr);
  return gen_binary(op, x, y, name);
}
Ref fn_and(const Ref& x, const Ref& y, const Ref& name) { return fn_logical("LogicalAnd", "BitwiseAnd", x, y, name); }
Ref fn_or(const Ref& x, const Ref& y, const Ref& name) { return fn_logical("LogicalOr", "BitwiseOr", x, y, name); }
Ref fn_xor(const Ref& x, const Ref& y, const Ref& name) {
  // math_ops.logical_xor: (x | y) & ~(x & y).
  if (dtype_of(x) != DType::Bool) return apply_op1("BitwiseXor", {x, y}, {}, nullptr);
  OpScope s(name, "LogicalXor");
  Ref either = apply_op1("LogicalOr", {x, y}, {}, nullptr);
  Ref both = apply_op1("LogicalAnd", {x, y}, {}, nullptr);
  Ref not_both = apply_op1("LogicalNot", {both}, {}, nullptr);
  return apply_op1("LogicalAnd", {either, not_both}, {}, s);
}

struct Operator {
  const char* method;
  const char* reflected;
  const char* name;  // the binary_op_wrapper's op_name: the graph name scope ("add", "sub", ...)
  BinaryFn fn;
};

const Operator kOperators[] = {
    {"__add__", "__radd__", "add", fn_add},
    {"__sub__", "__rsub__", "sub", fn_sub},
    {"__mul__", "__rmul__", "mul", fn_mul},
    {"__truediv__", "__rtruediv__", "truediv", fn_truediv},
    {"__div__", "__rdiv__", "div", fn_div},
    {"__floordiv__", "__rfloordiv__", "floordiv", fn_floordiv},
    {"__mod__", "__rmod__", "mod", fn_mod},
    {"__pow__", "__rpow__", "pow", fn_pow},
    {"__matmul__", "__rmatmul__", "matmul", fn_matmul},
    {"__and__", "__rand__", "and", fn_and},
    {"__or__", "__ror__", "or", fn_or},
    {"__xor__", "__rxor__", "xor", fn_xor},
};

bool is_type_or_value_error(const py::PyError& e) {
  return py::isinstance(e.exc.get(), py::E().TypeError) || py::isinstance(e.exc.get(), py::E().ValueError);
}

// binary_op_wrapper(x, y): `with name_scope(None, op_name, [x, y]) as name: func(x, y, name=name)`.
// When func raises TypeError or ValueError (y cannot become a tensor: a KerasTensor, any object
// without a conversion), TF tries y's reflected operator inside the same name scope: if type(y)
// has `__r<op>__`, its result is returned; NotImplemented, or a TypeError/ValueError from it,
// re-raises func's error. So `tf.ones((3,)) + keras.Input((3,))` is KerasTensor.__radd__'s
// KerasTensor, as in TF's math_ops.
// A RaggedTensor `y` never converts (tfplay raises NotImplementedError there, not TypeError):
// its reflected operator (ragged_operators.py) answers at once, so `tensor + ragged` is a
// RaggedTensor.
Ref apply_operator(const Operator& op, const Ref& self, const Ref& other) {
  if (ragged::is_ragged(other)) {
    if (Ref reflected = py::getattr_or_null(other, op.reflected)) return py::call(reflected, {self});
  }
  OpScope s(nullptr, op.name);
  try {
    if (numpy_behavior_enabled()) {
      // Under NumPy behaviour: maybe_promote_tensors first; `@` is matmul_wrapper's a._matmul(b).
      if (op.fn == fn_matmul) return numpy_call("matmul", {self, other});
      auto [x, y] = numpy_promote(self, other);
      return op.fn(x, y, scope_name(s));
    }
    return op.fn(self, other, scope_name(s));
  } catch (py::PyError& e) {
    if (!is_type_or_value_error(e)) throw;
    Ref r_op = py::lookup_special(other, op.reflected);
    if (!r_op) throw;
    Ref out;
    try {
      out = py::call(r_op, std::vector<Ref>{self});
    } catch (py::PyError& reflected_error) {
      if (!is_type_or_value_error(reflected_error)) throw;
      throw e;
    }
    if (out == py::NotImplemented()) throw;
    return out;
  }
}

// r_binary_op_wrapper(y, x): x is converted to y's dtype (maybe_promote_tensors with
// force_same_dtype=True), then func(x, y).
Ref apply_reflected(const Operator& op, const Ref& self, const Ref& other) {
  OpScope s(nullptr, op.name);
  if (numpy_behavior_enabled()) {
    if (op.fn == fn_matmul) return numpy_call("matmul", {other, self});
    auto [y, x] = numpy_promote(self, other);
    return op.fn(x, y, scope_name(s));
  }
  Ref x = convert_to_tensor(other, dtype_of(self), "x");
  return op.fn(x, self, scope_name(s));
}

// ---- indexing (array_ops._slice_helper) -----------------------------------------------------

const char* kSliceTypeError =
    "Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and scalar tf.int32/tf.int64 tensors are valid "
    "indices";

/// Indexing tfplay does not emulate under tf.experimental.numpy's NumPy behaviour (advanced
/// indexing: lists, bools, arrays): NotImplementedError naming the index.
[[noreturn]] void refuse_numpy_indexing(const Ref& idx) {
  py::raise(py::E().NotImplementedError, "tfplay does not implement NumPy-style indexing of a tf.Tensor "
                                         "(tf.experimental.numpy's NumPy behaviour) with " + py::repr(idx) + " yet");
}

// _check_index: ints, or objects with a dtype in {int16, int32, int64} that are not vectors.
void check_index(const Ref& idx) {
  const py::Object* o = idx.get();
  if (py::is_int(o)) return;
  std::optional<DType> dt;
  std::optional<int> rank;
  if (TensorObject* t = function::as_tensor(o)) {
    dt = t->dtype;
    rank = t->shape.rank();
  } else if (const NumpyArrayObject* a = as_numpy_array(o)) {
    dt = a->dtype();
    rank = a->rank();
  }
  const bool ok_dtype = dt && (*dt == DType::Int16 || *dt == DType::Int32 || *dt == DType::Int64);
  if ((!ok_dtype || (rank && *rank == 1)) && numpy_behavior_enabled())
    refuse_numpy_indexing(idx);
  if (!ok_dtype || (rank && *rank == 1)) py::raise_type_error(std::string(kSliceTypeError) + ", got " + py::repr(idx));
}

// The value of a Const node's output (what TF's shape inference can evaluate), else nullptr.
const tensor::Tensor* const_value(const TensorObject* t) {
  const graph::Node& n = t->graph->node(t->node);
  if (n.op != "Const") return nullptr;
  auto it = n.attrs.find("value");
  return it == n.attrs.end() ? nullptr : &std::get<tensor::Tensor>(it->second);
}

// stack(values): a constant when every value is a Python int or an eager tensor, else Pack.
// A Pack of graph constants (slice bounds given as int64 constants) is folded into one Const,
// as TF's shape inference evaluates such small constant subgraphs.
Ref stack_indices(const std::vector<Ref>& values, const std::string& name) {
  bool constant = true;
  std::vector<Ref> folded;
  for (const Ref& v : values) {
    TensorObject* t = function::as_tensor(v.get());
    if (t && !t->is_eager()) {
      const tensor::Tensor* c = const_value(t);
      if (!c) constant = false;
      else folded.push_back(function::make_eager(*c));
    } else {
      folded.push_back(v);
    }
  }
  if (constant) return convert_to_tensor(py::List(folded), std::nullopt, name);
  OpScope s(py::Str(name), "stack");
  return apply_op1("Pack", {py::List(values)}, {{"axis", int64_t{0}}}, s);
}

}  // namespace

namespace {

// An index that NumPy-style slicing (np_array_ops._getitem) reads as advanced indexing: a list or
// a tuple (inside the index tuple), a bool, or an array or tensor that is not a scalar (or is a
// bool one).
bool is_advanced_index(const Ref& idx) {
  const py::Object* o = idx.get();
  if (py::is_list(o) || py::is_tuple(o) || py::is_bool(o)) return true;
  if (const NumpyArrayObject* a = as_numpy_array(o)) return !a->is_scalar || a->dtype() == DType::Bool;
  if (TensorObject* t = function::as_tensor(o)) return t->dtype == DType::Bool || !(t->shape.rank() && *t->shape.rank() == 0);
  return false;
}

}  // namespace

Ref tensor_getitem(const Ref& tensor_ref, const Ref& key, SliceAssignSpec* assign_spec) {
  const auto& ty = py::T();
  const py::Object* k = key.get();
  if (numpy_behavior_enabled()) {
    const std::vector<Ref> parts = py::is_tuple(k) ? py::to_vector(key) : std::vector<Ref>{key};
    bool advanced = false, eager = function::as_tensor(tensor_ref.get())->is_eager();
    for (const Ref& part : parts) {
      advanced |= is_advanced_index(part);
      if (TensorObject* t = function::as_tensor(part.get())) eager &= t->is_eager();
    }
    if (advanced) {
      // np_array_ops._getitem's advanced indexing (gathers), eagerly: NumPy's indexing of the
      // value, which selects the same elements, back as a tensor of the same dtype.
      if (!eager || assign_spec) refuse_numpy_indexing(key);
      std::vector<Ref> numpy_parts;
      for (const Ref& part : parts) numpy_parts.push_back(function::as_tensor(part.get()) ? py::call_method(part, "numpy", {}) : part);
      Ref numpy_key = py::is_tuple(k) ? py::Tuple(numpy_parts) : numpy_parts[0];
      Ref value = py::getitem(py::call_method(tensor_ref, "numpy", {}), numpy_key);
      return convert_to_tensor(value, dtype_of(tensor_ref));
    }
  }
  const bool bool_mask = py::is_bool(k) || (function::as_tensor(k) && function::as_tensor(k)->dtype == DType::Bool) ||
                         (as_numpy_array(k) && !as_numpy_array(k)->is_scalar && as_numpy_array(k)->dtype() == DType::Bool);
  if (bool_mask) return boolean_mask(tensor_ref, key);
  std::vector<Ref> spec = (py::is_list(k) || py::is_tuple(k)) ? py::to_vector(key) : std::vector<Ref>{key};
  std::vector<Ref> begin, end, strides;
  int64_t begin_mask = 0, end_mask = 0, ellipsis_mask = 0, new_axis_mask = 0, shrink_axis_mask = 0;
  int64_t index = 0;
  for (const Ref& s : spec) {
    const int64_t bit = int64_t{1} << index;
    if (s->cls == ty.slice) {
      const auto* sl = static_cast<const py::SliceObject*>(s.get());
      // The best dtype among the slice's tensor parts.
      std::optional<DType> dtype;
      for (const Ref& part : {sl->start, sl->stop, sl->step}) {
        if (TensorObject* t = function::as_tensor(part.get())) {
          if (t->dtype == DType::Int64) dtype = DType::Int64;
          else if (t->dtype == DType::Int32 && dtype != DType::Int64) dtype = DType::Int32;
          else if (t->dtype == DType::Int16 && !dtype) dtype = DType::Int16;
        }
      }
      auto fill = [&](DType d, int64_t v) -> Ref {
        return dtype ? constant_tensor(tensor::cast(tensor::Tensor::scalar_int64(v), d)) : py::Int(v);
      };
      if (!py::is_none(sl->start.get())) {
        check_index(sl->start);
        begin.push_back(sl->start);
      } else {
        begin.push_back(fill(dtype.value_or(DType::Int32), 0));
        begin_mask |= bit;
      }
      if (!py::is_none(sl->stop.get())) {
        check_index(sl->stop);
        end.push_back(sl->stop);
      } else {
        end.push_back(fill(dtype.value_or(DType::Int32), 0));
        end_mask |= bit;
      }
      if (!py::is_none(sl->step.get())) {
        check_index(sl->step);
        strides.push_back(sl->step);
      } else {
        strides.push_back(fill(dtype.value_or(DType::Int32), 1));
      }
    } else if (s == py::Ellipsis()) {
      begin.push_back(py::Int(0));
      end.push_back(py::Int(0));
      strides.push_back(py::Int(1));
      ellipsis_mask |= bit;
    } else if (py::is_none(s.get())) {
      begin.push_back(py::Int(0));
      end.push_back(py::Int(0));
      strides.push_back(py::Int(1));
      new_axis_mask |= bit;
    } else {
      check_index(s);
      begin.push_back(s);
      end.push_back(py::binary_op(py::ast::BinOpKind::Add, s, py::Int(1)));
      TensorObject* t = function::as_tensor(s.get());
      if (t && (t->dtype == DType::Int16 || t->dtype == DType::Int64)) {
        strides.push_back(constant_tensor(tensor::cast(tensor::Tensor::scalar_int64(1), t->dtype)));
      } else {
        strides.push_back(py::Int(1));
      }
      shrink_axis_mask |= bit;
    }
    ++index;
  }
  // `with ops.name_scope(None, "strided_slice", ..., skip_on_eager=False) as name:`
  OpScope scope(nullptr, "strided_slice", OpScope::Eager::Scope);
  Ref tensor = convert_to_tensor(tensor_ref, std::nullopt);
  Ref packed_begin, packed_end, packed_strides;
  if (!begin.empty()) {
    packed_begin = stack_indices(begin, "stack");
    packed_end = stack_indices(end, "stack");
    packed_strides = stack_indices(strides, "stack");
    if (dtype_of(packed_begin) == DType::Int64 || dtype_of(packed_end) == DType::Int64 || dtype_of(packed_strides) == DType::Int64) {
      packed_begin = cast_to(packed_begin, DType::Int64);
      packed_end = cast_to(packed_end, DType::Int64);
      packed_strides = cast_to(packed_strides, DType::Int64);
    }
  } else {
    packed_begin = packed_end = packed_strides = convert_to_tensor(py::List({}), DType::Int32, "Const");
  }
  if (assign_spec) {
    *assign_spec = SliceAssignSpec{packed_begin, packed_end, packed_strides, begin_mask, end_mask, ellipsis_mask, new_axis_mask,
                            shrink_axis_mask, scope.in_graph() ? scope.op_name() : std::string("strided_slice/")};
  }
  return apply_op1("StridedSlice", {tensor, packed_begin, packed_end, packed_strides},
                   {{"begin_mask", begin_mask}, {"end_mask", end_mask}, {"ellipsis_mask", ellipsis_mask},
                    {"new_axis_mask", new_axis_mask}, {"shrink_axis_mask", shrink_axis_mask}},
                   scope);
}

// array_ops.boolean_mask(tensor, mask, axis): the dims axis..axis+ndims(mask) fold into one,
// which _apply_mask_1d gathers at the mask's true positions.
Ref boolean_mask(const Ref& tensor_ref, const Ref& mask_ref, const Ref& name, int64_t axis) {
  OpScope scope(name, "boolean_mask");
  Ref tensor = convert_to_tensor(tensor_ref, std::nullopt, "tensor");
  Ref mask = convert_to_tensor(mask_ref, std::nullopt, "mask");
  TensorObject* t = function::as_tensor(tensor.get());
  TensorObject* m = function::as_tensor(mask.get());
  const auto ndims_mask = m->shape.rank();
  if (ndims_mask && *ndims_mask == 0) py::raise_value_error("mask cannot be scalar.");
  if (!ndims_mask) {
    py::raise_value_error("Number of mask dimensions must be specified, even if some dimensions are None.  E.g. "
                          "shape=[None] is ok, but shape=None is not.");
  }
  const int nm = *ndims_mask;
  if (!t->shape.has_rank()) {
    py::raise(py::E().NotImplementedError, "tfplay's boolean-mask indexing needs a tensor of known rank");
  }
  const std::vector<tensor::Dim>& dims = t->shape.as_list();
  const int64_t rank = static_cast<int64_t>(dims.size());
  // shape_tensor[axis:axis + ndims_mask].assert_is_compatible_with(shape_mask), Python slicing.
  auto clamp = [rank](int64_t i) { return std::clamp(i < 0 ? i + rank : i, int64_t{0}, rank); };
  const int64_t lo = clamp(axis), hi = std::max(lo, clamp(axis + nm));
  const tensor::TensorShape masked(std::vector<tensor::Dim>(dims.begin() + lo, dims.begin() + hi));
  if (!masked.is_compatible_with(m->shape)) py::raise_value_error("Shapes " + masked.str() + " and " + m->shape.str() + " are incompatible");
  if (axis < 0 || axis + nm > rank)
    py::raise(py::E().NotImplementedError, "tfplay's tf.boolean_mask needs 0 <= axis and axis + mask rank <= tensor rank");
  std::vector<tensor::Dim> static_dims(dims.begin(), dims.begin() + axis);
  static_dims.push_back(masked.num_elements());
  static_dims.insert(static_dims.end(), dims.begin() + axis + nm, dims.end());
  auto ints = [](const std::vector<int64_t>& v) {
    std::vector<int32_t> w(v.begin(), v.end());
    return constant_tensor(tensor::Tensor::from_vector<int32_t>(DType::Int32, {static_cast<int64_t>(w.size())}, w), "Const");
  };
  Ref new_shape;
  if (t->shape.is_fully_defined()) {
    std::vector<int64_t> concrete;
    for (const tensor::Dim& d : static_dims) concrete.push_back(*d);
    new_shape = ints(concrete);
  } else {
    // Sizes known only at run time: as TF, the masked dims fold into their product read from
    // shape(tensor), and the reshaped tensor keeps the static dims that are known.
    auto slice = [&](const Ref& v, int64_t begin, int64_t end, int64_t begin_mask, int64_t end_mask) {
      return apply_op1("StridedSlice", {v, ints({begin}), ints({end}), ints({1})},
                       {{"begin_mask", begin_mask}, {"end_mask", end_mask}, {"ellipsis_mask", int64_t{0}},
                        {"new_axis_mask", int64_t{0}}, {"shrink_axis_mask", int64_t{0}}});
    };
    auto shape_tensor = [&] { return apply_op1("Shape", {tensor}, {{"out_type", DType::Int32}}); };
    Ref leading_size = apply_op1("Prod", {slice(shape_tensor(), axis, axis + nm, 0, 0), ints({0})}, {{"keep_dims", false}});
    new_shape = apply_op1("ConcatV2", {py::List({slice(shape_tensor(), 0, axis, 1, 0), apply_op1("Pack", {py::List({leading_size})}, {{"axis", int64_t{0}}}),
                                                 slice(shape_tensor(), axis + nm, 0, 0, 1)}),
                                       constant_tensor(tensor::Tensor::scalar_int32(0), "concat/axis")});
  }
  Ref reshaped = apply_op1("Reshape", {tensor, new_shape});
  set_static_shape(reshaped, tensor::TensorShape(static_dims));
  Ref flat_mask = apply_op1("Reshape", {mask, ints({-1})});
  Ref where = apply_op1("Where", {flat_mask});
  Ref indices = apply_op1("Squeeze", {where}, {{"squeeze_dims", std::vector<int64_t>{1}}});
  // _apply_mask_1d: gather(reshaped, squeeze(where(mask), [1]), axis=axis) -> "boolean_mask/GatherV2".
  return apply_op1("GatherV2", {reshaped, indices, constant_tensor(tensor::Tensor::scalar_int32(static_cast<int32_t>(axis)), "axis")});
}


// ---- math_ops wrappers --------------------------------------------------------------------

Ref math_add(const Ref& x_in, const Ref& y_in, const Ref& name) {
  OpScope s(name, "Add");
  Ref x = convert_to_tensor(x_in, std::nullopt, "x");
  Ref y = convert_with_hint(y_in, dtype_of(x), "y");
  return apply_op1(dtype_of(x) == DType::String ? "Add" : "AddV2", {x, y}, {}, s);
}

namespace {

/// math_ops' _TRUEDIV_TABLE step of truediv and div_no_nan: x and y of one dtype, ints cast to a
/// float type (8- and 16-bit ints to float32, wider ints to float64). `where` names the function
/// in the TypeError for a dtype the table lacks.
std::pair<Ref, Ref> truediv_operands(Ref x, Ref y, const std::string& where) {
  const DType dt = dtype_of(x);
  if (dtype_of(y) != dt) {
    py::raise_type_error("`x` and `y` must have the same dtype, got " + tensor::repr(dt) + " != " + tensor::repr(dtype_of(y)) + ".");
  }
  if (dt == DType::Bool || dt == DType::String) {
    py::raise_type_error("Invalid dtype " + tensor::repr(dt) + " in " + where +
                         ". Expected one of {tf.uint8, tf.int8, tf.uint16, tf.int16, tf.uint32, tf.int32, "
                         "tf.uint64, tf.int64, tf.bfloat16, tf.float16, tf.float32, tf.float64, tf.complex64, "
                         "tf.complex128}.");
  }
  if (tensor::is_integer(dt)) {
    const DType target = (dt == DType::Int8 || dt == DType::Int16 || dt == DType::UInt8) ? DType::Float32 : DType::Float64;
    x = cast_to(x, target);
    y = cast_to(y, target);
  }
  return {x, y};
}

}  // namespace

Ref truediv(const Ref& x_in, const Ref& y_in, const Ref& name) {
  OpScope s(name, "truediv");
  Ref x = convert_to_tensor(x_in, std::nullopt, "x");
  Ref y = convert_with_hint(y_in, dtype_of(x), "y");
  auto [xt, yt] = truediv_operands(x, y, "__truediv__");
  return apply_op1("RealDiv", {xt, yt}, {}, s);
}

Ref div_no_nan(const Ref& x_in, const Ref& y_in, const Ref& name) {
  OpScope s(name, "div_no_nan");
  Ref x, y;
  if (!tensor_of(x_in) && tensor_of(y_in)) {
    // Treated as divide() treats it: y first, x in y's dtype.
    y = convert_to_tensor(y_in, std::nullopt, "y");
    x = convert_to_tensor(x_in, dtype_of(y), "x");
  } else {
    x = convert_to_tensor(x_in, std::nullopt, "x");
    y = convert_to_tensor(y_in, dtype_of(x), "y");
  }
  auto [xt, yt] = truediv_operands(x, y, "tf.math.divide_no_nan");
  return apply_op1("DivNoNan", {xt, yt}, {}, s);
}

Ref multiply_no_nan(const Ref& x_in, const Ref& y_in, const Ref& name) {
  OpScope s(name, "multiply_no_nan");
  Ref x = convert_to_tensor(x_in, std::nullopt, "x");
  Ref y = convert_to_tensor(y_in, dtype_of(x), "y");
  if (dtype_of(y) != dtype_of(x)) {
    py::raise_type_error("`x` and `y` must have the same dtype, got " + tensor::repr(dtype_of(x)) + " != " +
                         tensor::repr(dtype_of(y)) + ".");
  }
  return apply_op1("MulNoNan", {x, y}, {}, s);
}

Ref math_floordiv(const Ref& x, const Ref& y, const Ref& name) {
  OpScope s(name, "floordiv");
  return apply_op1("FloorDiv", {x, y}, {}, s);
}

Ref math_pow(const Ref& x, const Ref& y, const Ref& name) {
  OpScope s(name, "Pow");
  return apply_op1("Pow", {x, y}, {}, s);
}

Ref math_matmul(const Ref& a_in, const Ref& b_in, bool transpose_a, bool transpose_b, const Ref& name, bool adjoint_a,
                bool adjoint_b) {
  OpScope s(name, "MatMul");
  Ref a = convert_to_tensor(a_in, std::nullopt, "a");
  Ref b = convert_with_hint(b_in, dtype_of(a), "b");
  const auto ra = function::as_tensor(a.get())->shape.rank();
  const auto rb = function::as_tensor(b.get())->shape.rank();
  const bool batch = !ra || *ra > 2 || !rb || *rb > 2;
  // math_ops.matmul: BatchMatMul only has adjoints and MatMul only transposes, so a complex
  // matrix is conjugated first where the other one is asked for (math_ops.conj: a Conj op).
  const bool cplx = tensor::is_complex(dtype_of(a));
  auto conj = [](const Ref& t) { return apply_op1("Conj", {t}); };
  if (batch) {
    if (cplx && transpose_a) a = conj(a);
    if (cplx && transpose_b) b = conj(b);
    return apply_op1("BatchMatMulV2", {a, b}, {{"adj_x", transpose_a || adjoint_a}, {"adj_y", transpose_b || adjoint_b}}, s);
  }
  if (cplx && adjoint_a) a = conj(a);
  if (cplx && adjoint_b) b = conj(b);
  return apply_op1("MatMul", {a, b}, {{"transpose_a", transpose_a || adjoint_a}, {"transpose_b", transpose_b || adjoint_b}}, s);
}

namespace {

/// Tensor._disallow (tensorflow/python/framework/tensor.py): one message for every AutoGraph
/// status since TF 2.14; `task` names the use ("Iterating over a symbolic `tf.Tensor`").
[[noreturn]] void disallow_symbolic(const std::string& task) {
  py::raise(error_type("OperatorNotAllowedInGraphError"),
            task + " is not allowed. You can attempt the following resolutions to the problem: If you are running in "
                   "Graph mode, use Eager execution mode or decorate this function with @tf.function. If you are using "
                   "AutoGraph, you can try decorating this function with @tf.function. If that does not work, then you "
                   "may be using an unsupported feature or your source code may not be visible to AutoGraph. See "
                   "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/g3doc/reference/"
                   "limitations.md#access-to-source-code for more information.");
}

}  // namespace

void install_tensor_operators() {
  install_numpy_methods_hook();
  py::TypeObject* type = function::tensor_type();
  for (const Operator& op : kOperators) {
    py::add_method(type, op.method, [&op](CallArgs& a) { return apply_operator(op, a.args[0], a.args.at(1)); });
    py::add_method(type, op.reflected, [&op](CallArgs& a) { return apply_reflected(op, a.args[0], a.args.at(1)); });
  }
  struct Cmp {
    const char* method;
    const char* op;
    const char* fn;
  };
  static const Cmp cmps[] = {{"__lt__", "Less", "math.less"},
                             {"__le__", "LessEqual", "math.less_equal"},
                             {"__gt__", "Greater", "math.greater"},
                             {"__ge__", "GreaterEqual", "math.greater_equal"}};
  // Tensor.__lt__ ... are math_ops.less ..., which dispatch a RaggedTensor operand to the ragged
  // elementwise kernel.
  for (const Cmp& c : cmps)
    py::add_method(type, c.method, [&c](CallArgs& a) {
      if (ragged::is_ragged(a.args.at(1))) return tf_call(c.fn, {a.args[0], a.args[1]});
      return apply_op1(c.op, {a.args[0], a.args.at(1)});
    });
  auto equality = [](bool equal) {
    return [equal](CallArgs& a) -> Ref {
      // tensor_equals / tensor_not_equals: elementwise, incompatible shapes give a scalar.
      if (py::is_none(a.args.at(1).get())) return py::Bool(!equal);
      if (ragged::is_ragged(a.args[1])) return ragged::tensor_equals(a.args[0], a.args[1], equal);
      if (numpy_behavior_enabled()) {
        auto [x, y] = numpy_promote(a.args[0], a.args[1]);
        return apply_op1(equal ? "Equal" : "NotEqual", {x, y}, {{"incompatible_shape_error", false}});
      }
      return apply_op1(equal ? "Equal" : "NotEqual", {a.args[0], a.args[1]}, {{"incompatible_shape_error", false}});
    };
  };
  py::add_method(type, "__eq__", equality(true));
  py::add_method(type, "__ne__", equality(false));
  py::add_method(type, "__neg__", +[](CallArgs& a) { return apply_op1("Neg", {a.args[0]}); });
  py::add_method(type, "__abs__", +[](CallArgs& a) {
    OpScope s(nullptr, "Abs");
    return apply_op1("Abs", {a.args[0]}, {}, s);
  });
  py::add_method(type, "__invert__", +[](CallArgs& a) -> Ref {
    // math_ops.invert_: LogicalNot for bool, else bitwise_ops.invert.
    if (dtype_of(a.args[0]) != DType::Bool) return apply_op1("Invert", {a.args[0]});
    OpScope s(nullptr, "LogicalNot");
    return apply_op1("LogicalNot", {a.args[0]}, {}, s);
  });
  py::add_method(type, "__getitem__", +[](CallArgs& a) { return tensor_getitem(a.args[0], a.args.at(1)); });

  py::add_method(type, "__bool__", +[](CallArgs& a) -> Ref {
    TensorObject& t = self_tensor(a);
    if (!t.is_eager()) disallow_symbolic("Using a symbolic `tf.Tensor` as a Python `bool`");
    // _EagerTensorBase.__bool__ is bool(self._numpy()).
    if (t.value->num_elements() != 1) raise_ambiguous_truth_value(t.value->num_elements());
    if (t.value->dtype() == DType::String) return py::Bool(!t.value->data<std::string>()[0].empty());
    return py::Bool(t.value->as_double(0) != 0);
  });
  // Python 2's name for __bool__, which tensor.py still defines.
  py::add_method(type, "__nonzero__", +[](CallArgs& a) { return py::call(py::getattr(a.args[0], "__bool__"), {}); });
  // _EagerTensorBase.__array__(dtype=None): the tensor's NumPy value, converted when a dtype is
  // given; a symbolic Tensor raises NotImplementedError "Cannot convert a symbolic tf.Tensor".
  py::add_method(type, "__array__", +[](CallArgs& a) -> Ref {
    Ref np = py::Interpreter::current().import_module("numpy");
    Ref value = py::call(py::getattr(np, "asarray"), {a.args[0]});
    Ref dtype = a.args.size() > 1 ? a.args[1] : a.kwarg("dtype");
    if (!dtype || !py::truthy(dtype)) return value;
    py::CallArgs call{{value}, {{"dtype", dtype}}};
    return py::call(py::getattr(np, "array"), call);
  });
  // np_array_ops.around(a, decimals=0), which TF installs as Tensor.__round__: a floating tensor
  // is scaled by 10**decimals, rounded, scaled back and then converted with `.astype`, which a
  // Tensor has only under tf.experimental.numpy's NumPy behaviour; other dtypes need `.astype`
  // first. Either way TF 2.20 ends in that AttributeError.
  py::add_method(type, "__round__", +[](CallArgs& a) -> Ref {
    Ref x = a.args[0];
    Ref decimals = a.args.size() > 1 ? a.args[1] : a.kwarg("decimals");
    const DType dt = dtype_of(x);
    if (tensor::is_floating(dt)) {
      const double factor = std::pow(10.0, present(decimals) ? py::as_float(decimals.get()) : 0.0);
      Ref scale = tf_call("cast", {py::Float(factor), function::dtype_object(dt)});
      x = tf_call("math.divide", {tf_call("math.round", {tf_call("math.multiply", {x, scale})}), scale});
    }
    return py::call(py::getattr(x, "astype"), {function::dtype_object(dt)});
  });
  // A symbolic tensor has no __float__ or __int__ (ops.SymbolicTensor is not an _EagerTensorBase), so
  // CPython's own conversion error is raised; `what` is that message up to the type name.
  auto scalar = [](CallArgs& a, const char* what) -> const tensor::Tensor& {
    TensorObject& t = self_tensor(a);
    if (!t.is_eager()) py::raise_type_error(std::string(what) + ", not 'SymbolicTensor'");
    if (t.value->num_elements() != 1)
      py::raise_type_error("only length-1 arrays can be converted to Python scalars");
    return *t.value;
  };
  // A string tensor's NumPy value holds bytes: int() and float() of it are Python's of the bytes
  // (int(b'12') is 12; b'a' is a ValueError).
  auto of_bytes = [](const tensor::Tensor& v, py::TypeObject* type) {
    return py::call(type->self(), {py::Bytes(v.data<std::string>()[0])});
  };
  py::add_method(type, "__float__", [scalar, of_bytes](CallArgs& a) -> Ref {
    const tensor::Tensor& v = scalar(a, "float() argument must be a string or a real number");
    if (v.dtype() == DType::String) return of_bytes(v, py::T().float_);
    return py::Float(v.as_double(0));
  });
  py::add_method(type, "__int__", [scalar, of_bytes](CallArgs& a) -> Ref {
    const tensor::Tensor& v = scalar(a, "int() argument must be a string, a bytes-like object or a real number");
    if (v.dtype() == DType::String) return of_bytes(v, py::T().int_);
    if (tensor::is_floating(v.dtype())) {
      const double d = v.as_double(0);
      if (d != d) py::raise_value_error("cannot convert float NaN to integer");
      if (d == INFINITY || d == -INFINITY) py::raise(py::E().OverflowError, "cannot convert float infinity to integer");
    }
    return py::Int(static_cast<std::int64_t>(v.as_double(0)));
  });
  py::add_method(type, "__index__", +[](CallArgs& a) -> Ref {
    // _EagerTensorBase.__index__: self._numpy().__index__() (NumPy: 0-d integer arrays only).
    TensorObject& t = self_tensor(a);
    if (!t.is_eager()) py::raise_type_error("__index__ is not supported for symbolic tensors");
    const tensor::Tensor& v = *t.value;
    if (!tensor::is_integer(v.dtype()) || v.rank() != 0)
      py::raise_type_error("only integer scalar arrays can be converted to a scalar index");
    return py::Int(v.as_int64(0));
  });
  py::add_method(type, "__format__", +[](CallArgs& a) -> Ref {
    TensorObject& t = self_tensor(a);
    std::string spec = py::as_str(a.args.at(1).get());
    if (!t.is_eager()) {
      if (!spec.empty()) py::raise_type_error("unsupported format string passed to Tensor.__format__");
      return py::Str(py::str(a.args[0]));
    }
    // A handle's text is refused, as str() refuses it.
    if (t.value->dtype() == tensor::DType::Resource || t.value->dtype() == tensor::DType::Variant)
      return py::Str(py::str(a.args[0]));
    // f"{t}" formats the NumPy value (ops._EagerTensorBase.__format__: self._numpy().__format__).
    return py::Str(py::format_value(make_numpy(*t.value), spec));
  });
  py::add_method(type, "__iter__", +[](CallArgs& a) -> Ref {
    TensorObject& t = self_tensor(a);
    if (!t.is_eager()) disallow_symbolic("Iterating over a symbolic `tf.Tensor`");
    // _TensorIterator: yields self[0], self[1], ... (StridedSlice).
    if (t.value->rank() == 0) py::raise_type_error("Cannot iterate over a scalar tensor.");
    Ref self = a.args[0];
    const std::int64_t n = t.value->shape()[0];
    auto i = std::make_shared<std::int64_t>(0);
    return py::Iterator([self, n, i]() -> Ref {
      if (*i >= n) return nullptr;
      return tensor_getitem(self, py::Int((*i)++));
    });
  });
}

}  // namespace tfplay::tf
