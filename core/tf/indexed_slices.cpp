// tf.IndexedSlices (see indexed_slices.h).
#include "core/tf/indexed_slices.h"

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

struct IndexedSlicesObject : py::NativeObject {
  Ref values, indices, dense_shape;  // as given: TF's constructor stores any objects
  using NativeObject::NativeObject;
};

IndexedSlicesObject& self_of(const Ref& r) { return *static_cast<IndexedSlicesObject*>(r.get()); }

// A component as the ops take it: a tensor, or the conversion of what the user gave (a tuple of
// indices, a list dense_shape).
Ref as_tensor_part(const Ref& part) {
  if (!part || function::as_tensor(part.get())) return part;
  return convert_to_tensor(part, std::nullopt);
}

}  // namespace

py::TypeObject* indexed_slices_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("IndexedSlices", nullptr, "tensorflow.python.framework.indexed_slices");
    type->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
      Ref values = require(a, 0, "values", "IndexedSlices");
      Ref indices = require(a, 1, "indices", "IndexedSlices");
      Ref dense_shape = arg(a, 2, "dense_shape");
      return make_indexed_slices(values, indices, dense_shape);
    };
    py::add_property(type, "values", +[](Ref s) { return self_of(s).values; });
    py::add_property(type, "indices", +[](Ref s) { return self_of(s).indices; });
    py::add_property(type, "dense_shape", +[](Ref s) { return self_of(s).dense_shape ? self_of(s).dense_shape : py::None(); });
    // self._values.dtype: a tuple of values has none (AttributeError), as in TF.
    py::add_property(type, "dtype", +[](Ref s) { return py::getattr(self_of(s).values, "dtype"); });
    py::add_property(type, "shape", +[](Ref s) {
      if (!self_of(s).dense_shape) return function::shape_object(tensor::TensorShape::unknown());
      const Ref ds = as_tensor_part(self_of(s).dense_shape);
      const function::TensorObject* t = function::as_tensor(ds.get());
      if (t->is_eager()) {
        std::vector<tensor::Dim> dims;
        for (int64_t d : t->value->to_int64_vector()) dims.push_back(d);
        return function::shape_object(tensor::TensorShape(dims));
      }
      return function::shape_object(function::as_tensor(as_tensor_part(self_of(s).values).get())->shape);
    });
    // IndexedSlices.__str__: the str() of its components.
    py::add_method(type, "__str__", +[](CallArgs& a) -> Ref {
      const IndexedSlicesObject& s = self_of(a.args.at(0));
      return py::Str("IndexedSlices(indices=" + py::str(s.indices) + ", values=" + py::str(s.values) +
                     (s.dense_shape ? ", dense_shape=" + py::str(s.dense_shape) : std::string()) + ")");
    });
    // TF defines no __repr__: Python's default shows the object's memory address.
    py::add_method(type, "__repr__", +[](CallArgs&) -> Ref {
      py::raise(py::E().NotImplementedError,
                "tfplay cannot show the repr of a tf.IndexedSlices: TensorFlow prints "
                "<tensorflow.python.framework.indexed_slices.IndexedSlices object at 0x...> with a memory address; "
                "print(str(g)) or tf.convert_to_tensor(g) shows its values");
    });
    // IndexedSlices(-self.values, self.indices, self.dense_shape).
    py::add_method(type, "__neg__", +[](CallArgs& a) -> Ref {
      const IndexedSlicesObject& s = self_of(a.args.at(0));
      return make_indexed_slices(py::unary_op(py::ast::UnaryOpKind::USub, s.values), s.indices, s.dense_shape);
    });
    return type;
  }();
  return t;
}

Ref make_indexed_slices(const Ref& values, const Ref& indices, const Ref& dense_shape) {
  auto obj = py::make_object<IndexedSlicesObject>(indexed_slices_type());
  obj->values = values;
  obj->indices = indices;
  if (dense_shape && !py::is_none(dense_shape.get())) obj->dense_shape = dense_shape;
  return obj;
}

bool is_indexed_slices(const Ref& v) { return v && v->cls == indexed_slices_type(); }
Ref indexed_slices_values(const Ref& s) { return as_tensor_part(self_of(s).values); }
Ref indexed_slices_indices(const Ref& s) { return as_tensor_part(self_of(s).indices); }
Ref indexed_slices_dense_shape(const Ref& s) { return as_tensor_part(self_of(s).dense_shape); }

Ref indexed_slices_to_tensor(const Ref& slices, bool has_dtype, tensor::DType dtype) {
  const IndexedSlicesObject& s = self_of(slices);
  const Ref values = as_tensor_part(s.values);
  const tensor::DType own = function::as_tensor(values.get())->dtype;
  if (has_dtype && dtype != own)
    py::raise_value_error("Tensor conversion requested dtype " + std::string(tensor::name(dtype)) +
                          " for IndexedSlices with dtype " + std::string(tensor::name(own)));
  if (!s.dense_shape)
    py::raise_value_error("Tensor conversion requested for IndexedSlices without dense_shape: " + py::str(slices));
  // math_ops.unsorted_segment_sum(value.values, value.indices, value.dense_shape[0]).
  const Ref rows = py::getitem(s.dense_shape, py::Int(0));
  return apply_op1("UnsortedSegmentSum", {values, as_tensor_part(s.indices), rows});
}

Ref dense(const Ref& value) { return is_indexed_slices(value) ? indexed_slices_to_tensor(value) : value; }

}  // namespace tfplay::tf
