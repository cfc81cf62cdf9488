// DatasetSpec and elements holding datasets (dataset_spec.h).
#include "core/tf/data/dataset_spec.h"

#include "core/function/nest.h"
#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/data/dataset_module.h"
#include "core/tf/data/dataset_ragged.h"

namespace tfplay::tf::data {

using py::CallArgs;
using py::Ref;

namespace {

struct DatasetSpecObject : py::NativeObject {
  Ref element_spec;
  tensor::TensorShape dataset_shape;
  DatasetSpecObject(py::TypeObject* t, Ref spec, tensor::TensorShape shape)
      : NativeObject(t), element_spec(std::move(spec)), dataset_shape(std::move(shape)) {}
};

DatasetSpecObject* as_spec_object(const py::Object* o) {
  return o->cls->is_subtype_of(dataset_spec_type()) ? static_cast<DatasetSpecObject*>(const_cast<py::Object*>(o)) : nullptr;
}

/// TypeSpec.__repr__: the class name and _serialize(), (element_spec, dataset_shape).
std::string spec_repr(const DatasetSpecObject& s) {
  return "DatasetSpec(" + py::repr(s.element_spec) + ", " + py::repr(function::shape_object(s.dataset_shape)) + ")";
}

}  // namespace

py::TypeObject* dataset_spec_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("DatasetSpec", nullptr, "tensorflow.python.data.ops.dataset_ops");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      Ref spec = require(a, 0, "element_spec", "DatasetSpec");
      Ref shape = arg(a, 1, "dataset_shape");
      tensor::TensorShape dims = tensor::TensorShape::scalar();
      if (shape) {
        Ref s = py::call(function::tensor_shape_type()->self(), std::vector<Ref>{shape});
        dims = static_cast<function::TensorShapeObject*>(s.get())->shape;
      }
      return py::make_object<DatasetSpecObject>(cls, spec, dims);
    };
    auto self = [](const Ref& o) -> DatasetSpecObject& { return *as_spec_object(o.get()); };
    py::add_method(type, "__repr__", [self](CallArgs& a) { return py::Str(spec_repr(self(a.args[0]))); });
    py::add_property(type, "element_spec", [self](Ref o) { return self(o).element_spec; });
    py::add_property(type, "_element_spec", [self](Ref o) { return self(o).element_spec; });
    py::add_property(type, "value_type", +[](Ref) { return dataset_type()->self(); });
    py::add_method(type, "__eq__", [self](CallArgs& a) -> Ref {
      DatasetSpecObject* other = as_spec_object(a.args.at(1).get());
      if (!other || a.args[1]->cls != a.args[0]->cls) return py::False();
      const DatasetSpecObject& s = self(a.args[0]);
      return py::Bool(s.dataset_shape == other->dataset_shape && py::truthy(py::compare(py::ast::CmpOpKind::Eq, s.element_spec, other->element_spec)));
    });
    py::add_method(type, "__ne__", +[](CallArgs& a) -> Ref {
      return py::Bool(!py::truthy(py::compare(py::ast::CmpOpKind::Eq, a.args.at(0), a.args.at(1))));
    });
    py::add_method(type, "__hash__", [self](CallArgs& a) { return py::Int(static_cast<int64_t>(py::hash(py::Str(spec_repr(self(a.args[0])))))); });
    // DatasetSpec.from_value(dataset): the dataset's element_spec.
    py::add_static(type, "from_value", +[](CallArgs& a) -> Ref {
      Ref value = require(a, 0, "value", "from_value");
      return make_dataset_spec(py::getattr(value, "element_spec"));
    });
    return type;
  }();
  return t;
}

Ref make_dataset_spec(const Ref& element_spec) {
  return py::make_object<DatasetSpecObject>(dataset_spec_type(), element_spec, tensor::TensorShape::scalar());
}

Ref dataset_spec_element(const Ref& value) {
  DatasetSpecObject* s = value ? as_spec_object(value.get()) : nullptr;
  return s ? s->element_spec : nullptr;
}

void require_tensor_components(const Ref& element_spec, const std::string& what) {
  for (const Ref& leaf : function::nest::flatten(element_spec)) {
    if (dataset_spec_element(leaf))
      py::raise(py::E().NotImplementedError, "tfplay's " + what + " does not take a dataset whose elements hold datasets yet");
    if (is_composite_spec(leaf))
      py::raise(py::E().NotImplementedError,
                "tfplay's " + what + " does not take a dataset whose elements hold " + py::type_name(leaf.get()) + " components yet");
  }
}

Ref element_value(const Ref& element_spec, const Element& element, const std::function<Ref(const tensor::Tensor&)>& convert) {
  std::vector<Ref> specs = function::nest::flatten(element_spec);
  std::vector<Ref> leaves;
  for (std::size_t i = 0; i < element.size(); ++i)
    leaves.push_back(i < specs.size() && dataset_spec_element(specs[i])
                         ? make_dataset_object(dataset_of_handle(element[i]), "_VariantDataset")
                         : i < specs.size() && is_composite_spec(specs[i]) ? decode_component(specs[i], element[i])
                                                                         : convert(element[i]));
  return function::nest::pack_as(element_spec, leaves);
}

}  // namespace tfplay::tf::data
