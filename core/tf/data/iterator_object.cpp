// OwnedIterator: iter(dataset) and next() on it, eagerly and inside a tf.function.
#include "core/tf/data/iterator_object.h"


#include "core/function/control_flow.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/graph/host_functions.h"
#include "core/tensor/op_error.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/data/dataset_spec.h"
#include "core/tf/data/optional_object.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf::data {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

/// An OwnedIterator. `handle` is its iterator resource (an eager DT_RESOURCE scalar), or a
/// symbolic tensor inside the trace that made it or received it as an argument.
struct IteratorObject : py::NativeObject {
  Ref element_spec;
  Ref handle;
  IteratorObject(py::TypeObject* t, Ref spec, Ref h) : NativeObject(t), element_spec(std::move(spec)), handle(std::move(h)) {}
};

/// One iterator of the run: the dataset it reads (for error texts) and its position, with how
/// many elements it has given (what a tf.train.Checkpoint saves of it).
struct Entry {
  DatasetPtr dataset;
  std::shared_ptr<Iterator> iterator;
  std::int64_t consumed = 0;
};

/// The resource an iterator handle refers to (TF's IteratorResource): its Entry.
struct IteratorResource : tensor::Resource {
  Entry entry;
  std::string type_name() const override { return "tensorflow::data::IteratorResource"; }
};

Tensor new_iterator_handle() { return Tensor::resource_handle(std::make_shared<IteratorResource>()); }

Entry& entry_of(const Tensor& handle) {
  auto* resource = handle.dtype() == DType::Resource ? dynamic_cast<IteratorResource*>(handle.resource().get()) : nullptr;
  if (!resource) throw tensor::invalid_argument("the handle is not an iterator's resource");
  return resource->entry;
}

py::TypeObject* owned_iterator_type();

IteratorObject* as_iterator(const py::Object* o) {
  return o->cls == owned_iterator_type() ? static_cast<IteratorObject*>(const_cast<py::Object*>(o)) : nullptr;
}

/// The element_spec's flat dtypes and shapes (IteratorGetNext's output_types/output_shapes).
void flat_types(const Ref& spec, std::vector<DType>& types, std::vector<tensor::TensorShape>& shapes) {
  require_tensor_components(spec, "tf.data iterator inside a tf.function");
  for (const Ref& leaf : function::nest::flatten(spec)) {
    function::TensorSpecObject& s = *function::as_spec(leaf.get());
    types.push_back(s.dtype);
    shapes.push_back(s.shape);
  }
}

/// next() inside a trace: an IteratorGetNext node on the iterator's handle (captured when the
/// iterator was made outside the function), stateful so every call of the graph advances it.
Ref graph_next(const IteratorObject& self) {
  std::shared_ptr<graph::FuncGraph> gref = function::Runtime::current().active_trace()->graph;
  graph::FuncGraph& g = *gref;
  const graph::SourcePos where = function::current_source_pos();
  std::vector<DType> types;
  std::vector<tensor::TensorShape> shapes;
  flat_types(self.element_spec, types, shapes);
  graph::AttrMap attrs;
  attrs["output_types"] = types;
  const int node = g.add_functional_node("IteratorGetNext", {function::tensor_endpoint(g, self.handle, where)}, std::move(attrs),
                                         types, shapes, where, g.unique_name("IteratorGetNext"));
  std::vector<Ref> leaves;
  for (std::size_t i = 0; i < types.size(); ++i)
    leaves.push_back(function::make_symbolic(gref, node, static_cast<int>(i), types[i], shapes[i],
                                             g.endpoint_name({node, static_cast<int>(i)})));
  return function::nest::pack_as(self.element_spec, leaves);
}

/// OwnedIterator._next_internal eagerly: the next element; at the end the IteratorGetNext op
/// fails with OutOfRangeError "End of sequence" (get_next), which __next__ turns into
/// StopIteration.
Ref eager_next(const IteratorObject& self, bool stop_iteration) {
  Entry& e = entry_of(*function::as_tensor(self.handle.get())->value);
  std::optional<Element> element = next_element_eager(e.dataset, *e.iterator);
  if (element) ++e.consumed;
  if (!element) {
    if (stop_iteration) py::raise(py::E().StopIteration, "");
    raise_end_of_sequence(e.dataset);
  }
  return element_value(self.element_spec, *element, function::make_eager);
}

/// OwnedIterator._next_internal: IteratorGetNext in a graph, the next element eagerly.
Ref next_internal(const Ref& iterator, bool stop_iteration) {
  const IteratorObject& self = *as_iterator(iterator.get());
  if (function::Runtime::current().active_trace()) return graph_next(self);
  if (!function::as_tensor(self.handle.get())->is_eager())
    py::raise_type_error("An op outside of the function building code is being passed a \"Graph\" tensor.");
  return eager_next(self, stop_iteration);
}

/// OwnedIterator.get_next_as_optional: IteratorGetNextAsOptional over the iterator's handle,
/// with the element_spec's flat types and shapes, as an Optional of the element_spec.
Ref next_as_optional(const Ref& iterator) {
  const IteratorObject& self = *as_iterator(iterator.get());
  std::vector<DType> types;
  std::vector<tensor::TensorShape> shapes;
  flat_types(self.element_spec, types, shapes);
  Ref variant = apply_op1("IteratorGetNextAsOptional", {self.handle}, {{"output_types", types}, {"output_shapes", shapes}});
  return make_optional(variant, self.element_spec);
}

py::TypeObject* owned_iterator_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("OwnedIterator", iterator_base_type(), "tensorflow.python.data.ops.iterator_ops");
    py::add_method(type, "__iter__", +[](CallArgs& a) -> Ref {
      // A Python loop over a symbolic iterator never ends (next() always succeeds while tracing);
      // AutoGraph's `for x in iterator` does not come here (it stages a while loop).
      if (function::Runtime::current().active_trace())
        py::raise(py::E().NotImplementedError, "tfplay cannot iterate over a tf.data iterator with Python (list(), a loop "
                                               "without AutoGraph) inside a tf.function; use a for loop with AutoGraph "
                                               "or next(iterator)");
      return a.args.at(0);
    });
    py::add_method(type, "__next__", +[](CallArgs& a) { return next_internal(a.args.at(0), true); });
    py::add_method(type, "get_next", +[](CallArgs& a) { return next_internal(a.args.at(0), false); });
    py::add_method(type, "get_next_as_optional", +[](CallArgs& a) { return next_as_optional(a.args.at(0)); });
    py::add_property(type, "element_spec", +[](Ref self) { return as_iterator(self.get())->element_spec; });
    // The iterator's state for tf.train.Checkpoint (ITERATOR_STATE): the number of elements
    // given so far; restoring starts a fresh iterator over the dataset and skips that many, the
    // same position for a deterministic input pipeline.
    py::add_method(type, "_tfplay_checkpoint_position", +[](CallArgs& a) -> Ref {
      const IteratorObject& self = *as_iterator(a.args.at(0).get());
      return py::Int(entry_of(*function::as_tensor(self.handle.get())->value).consumed);
    });
    py::add_method(type, "_tfplay_restore_position", +[](CallArgs& a) -> Ref {
      const IteratorObject& self = *as_iterator(a.args.at(0).get());
      Entry& e = entry_of(*function::as_tensor(self.handle.get())->value);
      const std::int64_t n = py::as_int(a.args.at(1).get());
      e.iterator = std::shared_ptr<Iterator>(make_root_iterator(e.dataset));
      e.consumed = 0;
      while (e.consumed < n && next_element_eager(e.dataset, *e.iterator)) ++e.consumed;
      return py::None();
    });
    return type;
  }();
  return t;
}

}  // namespace

py::TypeObject* iterator_base_type() {
  static py::TypeObject* t = py::make_native_type("IteratorBase", nullptr, "tensorflow.python.data.ops.iterator_ops");
  return t;
}

Ref make_owned_iterator(const Ref& dataset) {
  DatasetObject& d = *as_dataset(dataset.get());
  function::Runtime& rt = function::Runtime::current();
  if (!rt.active_trace()) {
    Tensor handle = new_iterator_handle();
    entry_of(handle) = Entry{d.dataset, std::shared_ptr<Iterator>(make_root_iterator(d.dataset))};
    return py::make_object<IteratorObject>(owned_iterator_type(), d.dataset->element_spec, function::make_eager(handle));
  }
  // iterator_ops.OwnedIterator._create_iterator in a graph: AnonymousIteratorV3, then MakeIterator.
  std::shared_ptr<graph::FuncGraph> gref = rt.active_trace()->graph;
  graph::FuncGraph& g = *gref;
  const graph::SourcePos where = function::current_source_pos();
  std::vector<DType> types;
  std::vector<tensor::TensorShape> shapes;
  flat_types(d.dataset->element_spec, types, shapes);
  graph::AttrMap attrs;
  attrs["output_types"] = types;
  const int iter = g.add_op("AnonymousIteratorV3", {}, std::move(attrs), where);
  graph::Endpoint ds = function::tensor_endpoint(g, rt.datasets.handle(dataset), where);
  g.add_op("MakeIterator", {ds, {iter, 0}}, {}, where);
  Ref handle = function::make_symbolic(gref, iter, 0, DType::Resource, tensor::TensorShape::scalar(), g.endpoint_name({iter, 0}));
  return py::make_object<IteratorObject>(owned_iterator_type(), d.dataset->element_spec, handle);
}

void install_iterator_hooks() {
  auto& hooks = function::Runtime::current().datasets;
  hooks.iterator_spec = [](const Ref& v) -> Ref {
    IteratorObject* it = as_iterator(v.get());
    return it ? it->element_spec : nullptr;
  };
  hooks.iterator_handle = [](const Ref& v) -> Ref { return as_iterator(v.get())->handle; };
  hooks.iterator_from_handle = [](const Ref& handle, const Ref& spec) -> Ref {
    return py::make_object<IteratorObject>(owned_iterator_type(), spec, handle);
  };
  graph::IteratorRuntime runtime;
  runtime.next = [](const Tensor& handle) -> std::optional<std::vector<Tensor>> {
    Entry& e = entry_of(handle);
    if (!e.iterator) throw tensor::OpError(tensor::OpError::Code::FailedPrecondition, "GetNext() failed because the iterator has not been initialized.");
    std::optional<std::vector<Tensor>> element = e.iterator->next();
    if (element) ++e.consumed;
    return element;
  };
  runtime.create = new_iterator_handle;
  runtime.make = [](const Tensor& dataset, const Tensor& handle) {
    DatasetPtr d = dataset_of_handle(dataset);
    entry_of(handle) = Entry{d, std::shared_ptr<Iterator>(make_root_iterator(d))};
  };
  graph::set_iterator_runtime(std::move(runtime));
}

}  // namespace tfplay::tf::data
