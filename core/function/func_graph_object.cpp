// The Python face of graphs: tf.Graph, FuncGraph (ConcreteFunction.graph,
// tf.__internal__.FuncGraph) and tf.Operation, after tensorflow/python/framework/ops.py (Graph,
// Operation) and func_graph.py (FuncGraph). A graph object, and each of its operations, is one
// Python object for as long as the program holds it (`c.graph is g`), as in TF.
#include "core/function/func_graph_object.h"

#include <algorithm>
#include <functional>
#include <map>
#include <utility>

#include "core/function/eager_captures.h"
#include "core/function/proto_object.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/graph/node_def.h"
#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/type_names.h"

namespace tfplay::function {

using py::CallArgs;
using py::Ref;

namespace {

struct GraphObject : py::NativeObject {
  std::shared_ptr<graph::FuncGraph> graph;
  /// The ConcreteFunction whose graph this is, once the program reached it through one: its
  /// structured signature and outputs are the FuncGraph's.
  Ref concrete;
  GraphObject(py::TypeObject* t, std::shared_ptr<graph::FuncGraph> g) : NativeObject(t), graph(std::move(g)) {}
};

/// tf.Operation: one node of a graph.
struct OperationObject : py::NativeObject {
  std::shared_ptr<graph::FuncGraph> graph;
  int node;
  OperationObject(py::TypeObject* t, std::shared_ptr<graph::FuncGraph> g, int n) : NativeObject(t), graph(std::move(g)), node(n) {}
  const graph::Node& def() const { return graph->node(node); }
};

/// The Python objects of this run's graphs and operations, so that each has one identity.
struct GraphObjects {
  struct Entry {
    std::weak_ptr<graph::FuncGraph> graph;  // to tell a reused address from the same graph
    bool plain = false;                     // made by tf.Graph(): a Graph, not a FuncGraph
    std::weak_ptr<py::Object> object;
    std::map<int, std::weak_ptr<py::Object>> operations;
  };
  std::map<const graph::FuncGraph*, Entry> entries;

  Entry& entry(const std::shared_ptr<graph::FuncGraph>& g) {
    Entry& e = entries[g.get()];
    if (e.graph.lock() != g) e = Entry{g, false, {}, {}};
    return e;
  }
};

GraphObjects& objects() { return Runtime::current().run_state<GraphObjects>(); }

const std::shared_ptr<graph::FuncGraph>& graph_of(const Ref& self) { return static_cast<GraphObject*>(self.get())->graph; }
OperationObject& op_of(const Ref& self) { return *static_cast<OperationObject*>(self.get()); }

py::TypeObject* graph_type();
py::TypeObject* func_graph_type();

/// The context manager Graph.as_default() returns: while it is entered, ops go into the graph
/// (a scratch trace: the graph is not a tf.function, and Python keeps the enclosing clock).
struct GraphScopeObject : py::NativeObject {
  std::shared_ptr<graph::FuncGraph> graph;
  Ref graph_object;
  using NativeObject::NativeObject;
};

py::TypeObject* graph_scope_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_GeneratorContextManager", nullptr, "contextlib");
    py::add_method(type, "__enter__", +[](CallArgs& a) -> Ref {
      auto* s = static_cast<GraphScopeObject*>(a.args.at(0).get());
      ActiveTrace trace;
      trace.graph = s->graph;
      trace.scratch = true;
      trace.autograph = false;
      Runtime::current().push_trace(std::move(trace));
      return s->graph_object;
    });
    py::add_method(type, "__exit__", +[](CallArgs&) -> Ref {
      Runtime::current().pop_trace();
      return py::False();
    });
    return type;
  }();
  return t;
}

/// Graph._as_graph_element_locked for a name: "op" is an Operation, "op:0" a Tensor. `kind`
/// names what the caller accepts in the errors ("Tensor", "Operation", "Tensor or Operation").
Ref graph_element(const std::shared_ptr<graph::FuncGraph>& g, const std::string& name, bool allow_tensor,
                  bool allow_operation) {
  const std::string kind = allow_tensor && allow_operation ? "Tensor or Operation" : allow_tensor ? "Tensor" : "Operation";
  auto find = [&](const std::string& op_name) -> int {
    for (std::size_t i = 0; i < g->nodes().size(); ++i)
      if (g->nodes()[i].name == op_name) return static_cast<int>(i);
    return -1;
  };
  const std::size_t colon = name.find(':');
  if (colon != std::string::npos && allow_tensor) {
    const std::string op_name = name.substr(0, colon);
    const std::string index_text = name.substr(colon + 1);
    long long index = 0;
    bool valid = name.find(':', colon + 1) == std::string::npos && !index_text.empty();
    if (valid) {
      try {
        std::size_t used = 0;
        index = std::stoll(index_text, &used);
        valid = used == index_text.size();
      } catch (const std::exception&) {
        valid = false;
      }
    }
    if (!valid)
      py::raise_value_error("The name " + py::repr(py::Str(name)) +
                            " looks a like a Tensor name, but is not a valid one. Tensor names must be of the form "
                            "\"<op_name>:<output_index>\".");
    const int node = find(op_name);
    if (node < 0)
      py::raise(py::E().KeyError, "The name " + py::repr(py::Str(name)) + " refers to a Tensor which does not exist. The operation, " +
                                      py::repr(py::Str(op_name)) + ", does not exist in the graph.");
    const auto outputs = static_cast<long long>(g->node(node).output_dtypes.size());
    if (index < -outputs || index >= outputs)
      py::raise(py::E().KeyError, "The name " + py::repr(py::Str(name)) + " refers to a Tensor which does not exist. The operation, " +
                                      py::repr(py::Str(op_name)) + ", exists but only has " + std::to_string(outputs) + " outputs.");
    return endpoint_tensor(g, {node, static_cast<int>(index < 0 ? index + outputs : index)});
  }
  if (colon != std::string::npos)
    py::raise_value_error("Name " + py::repr(py::Str(name)) + " appears to refer to a Tensor, not a " + kind + ".");
  const int node = find(name);
  if (allow_operation) {
    if (node < 0) py::raise(py::E().KeyError, "The name " + py::repr(py::Str(name)) + " refers to an Operation not in the graph.");
    return operation_object(g, node);
  }
  py::raise_value_error("The name " + py::repr(py::Str(name)) +
                        (node >= 0 ? " refers to an Operation, not a " : " looks like an (invalid) Operation name, not a ") + kind +
                        ". Tensor names must be of the form \"<op_name>:<output_index>\".");
}

/// Graph.as_graph_def(from_version=None, add_shapes=False): a GraphDef of the graph's nodes;
/// with add_shapes, each node gets an `_output_shapes` attr.
Ref graph_def(const std::shared_ptr<graph::FuncGraph>& g, bool add_shapes) {
  auto def = std::make_shared<graph::ProtoMessage>();
  def->type = "tensorflow.GraphDef";
  std::vector<graph::ProtoValue> nodes;
  bool has_functions = false;
  for (const graph::Node& n : g->nodes()) {
    for (const auto& [key, value] : n.attrs)
      if (std::holds_alternative<graph::FuncAttr>(value) || std::holds_alternative<graph::FuncListAttr>(value)) has_functions = true;
    auto node = std::make_shared<graph::ProtoMessage>(*graph::graph_def_node_message(*g, n));
    if (add_shapes) {
      graph::AttrMap attrs;
      for (const auto& [key, value] : n.attrs)
        if (!graph::is_tfplay_internal_attr(key)) attrs[key] = value;
      attrs["_output_shapes"] = n.output_shapes;
      node->fields.pop_back();  // the attr map, rebuilt with _output_shapes
      std::vector<std::pair<std::string, graph::ProtoValue>> entries;
      for (const auto& [key, value] : attrs) entries.emplace_back(key, graph::ProtoValue::sub(graph::attr_value_message(value)));
      node->map("attr", std::move(entries));
    }
    nodes.push_back(graph::ProtoValue::sub(std::move(node)));
  }
  def->repeated("node", std::move(nodes));
  // The FunctionDefs of called and branch functions, and the producer version TF 2.20 writes,
  // are what tfplay cannot give (reading them, or printing the GraphDef, says so).
  if (has_functions) def->unknown_fields.push_back("library");
  def->unknown_fields.push_back("versions");
  return proto_object(def);
}

/// Methods every graph has (ops.Graph); FuncGraph adds its own.
void install_graph_methods(py::TypeObject* type) {
  py::add_method(type, "get_operations", +[](CallArgs& a) {
    std::vector<Ref> out;
    const auto& g = graph_of(a.args.at(0));
    for (std::size_t i = 0; i < g->nodes().size(); ++i) out.push_back(operation_object(g, static_cast<int>(i)));
    return py::List(out);
  });
  py::add_method(type, "get_operation_by_name", +[](CallArgs& a) -> Ref {
    const Ref& name = a.args.at(1);
    if (!py::is_str(name.get())) py::raise_type_error("Operation names are strings (or similar), not " + py::type_name(name.get()) + ".");
    return graph_element(graph_of(a.args[0]), py::as_str(name.get()), false, true);
  });
  py::add_method(type, "get_tensor_by_name", +[](CallArgs& a) -> Ref {
    const Ref& name = a.args.at(1);
    if (!py::is_str(name.get())) py::raise_type_error("Tensor names are strings (or similar), not " + py::type_name(name.get()) + ".");
    return graph_element(graph_of(a.args[0]), py::as_str(name.get()), true, false);
  });
  py::add_method(type, "as_graph_element", +[](CallArgs& a) -> Ref {
    const Ref& obj = a.args.at(1);
    const bool allow_tensor = a.args.size() < 3 || py::truthy(a.args[2]);
    const bool allow_operation = a.args.size() < 4 || py::truthy(a.args[3]);
    if (py::is_str(obj.get())) return graph_element(graph_of(a.args[0]), py::as_str(obj.get()), allow_tensor, allow_operation);
    if ((allow_tensor && as_tensor(obj.get())) || (allow_operation && obj->cls->name == "Operation")) return obj;
    py::raise_type_error("Can not convert a " + py::type_name(obj.get()) + " into a " +
                         (allow_tensor && allow_operation ? "Tensor or Operation" : allow_tensor ? "Tensor" : "Operation") + ".");
  });
  py::add_method(type, "as_graph_def", +[](CallArgs& a) -> Ref {
    Ref add_shapes = a.args.size() > 2 ? a.args[2] : a.kwarg("add_shapes");
    return graph_def(graph_of(a.args.at(0)), add_shapes && py::truthy(add_shapes));
  });
  py::add_method(type, "as_default", +[](CallArgs& a) -> Ref {
    auto scope = py::make_object<GraphScopeObject>(graph_scope_type());
    scope->graph = graph_of(a.args.at(0));
    scope->graph_object = a.args.at(0);
    return scope;
  });
  py::add_method(type, "get_name_scope", +[](CallArgs& a) { return py::Str(graph_of(a.args.at(0))->name_scope()); });
  py::add_method(type, "get_all_collection_keys", +[](CallArgs&) { return py::List({}); });
  py::add_method(type, "get_collection", +[](CallArgs&) { return py::List({}); });
  py::add_property(type, "finalized", +[](Ref) { return py::False(); });
  py::add_property(type, "seed", +[](Ref) { return py::None(); });
  py::add_property(type, "collections", +[](Ref) { return py::List({}); });
  py::add_property(type, "building_function", +[](Ref self) { return py::Bool(building_function(graph_of(self))); });
}

py::TypeObject* graph_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Graph", nullptr, "tensorflow.python.framework.ops");
    // tf.Graph(): an empty graph, not nested in the one being traced.
    type->construct = +[](py::TypeObject*, CallArgs&) -> Ref {
      auto g = std::make_shared<graph::FuncGraph>("");
      objects().entry(g).plain = true;
      return graph_object(g);
    };
    install_graph_methods(type);
    return type;
  }();
  return t;
}

py::TypeObject* func_graph_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("FuncGraph", graph_type(), "tensorflow.python.framework.func_graph");
    // FuncGraph(name, ...): nested in the graph being traced when there is one (its outer_graph).
    type->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
      Ref name = a.args.empty() ? a.kwarg("name") : a.args[0];
      if (!name) py::raise_type_error("FuncGraph.__init__() missing 1 required positional argument: 'name'");
      const ActiveTrace* trace = Runtime::current().active_trace();
      auto g = trace ? std::make_shared<graph::FuncGraph>(py::str(name), trace->graph.get(), "")
                     : std::make_shared<graph::FuncGraph>(py::str(name));
      return graph_object(g);
    };
    py::add_property(type, "name", +[](Ref s) { return py::Str(graph_of(s)->name()); });
    // FuncGraph.__str__: "FuncGraph(name=f, id=<id(self)>)".
    py::add_method(type, "__str__", +[](CallArgs& a) {
      const Ref& self = a.args.at(0);
      return py::Str("FuncGraph(name=" + graph_of(self)->name() + ", id=" + std::to_string(py::object_id(self.get())) + ")");
    });
    py::add_property(type, "inputs", +[](Ref s) { return graph_inputs(graph_of(s)); });
    py::add_property(type, "outputs", +[](Ref s) { return graph_outputs(graph_of(s)); });
    py::add_property(type, "variables", +[](Ref s) { return py::Tuple(accessed_variables(*graph_of(s), false)); });
    py::add_property(type, "trainable_variables", +[](Ref s) { return py::Tuple(accessed_variables(*graph_of(s), true)); });
    // FunctionCaptures.by_val_capture_tuples and its two halves, in capture order.
    py::add_property(type, "captures", +[](Ref s) {
      std::vector<Ref> out;
      for (auto& [node, external] : value_captures(*graph_of(s))) out.push_back(py::Tuple({external, endpoint_tensor(graph_of(s), {node, 0})}));
      return py::List(out);
    });
    py::add_property(type, "external_captures", +[](Ref s) {
      std::vector<Ref> out;
      for (auto& capture : value_captures(*graph_of(s))) out.push_back(capture.second);
      return py::List(out);
    });
    py::add_property(type, "internal_captures", +[](Ref s) {
      std::vector<Ref> out;
      for (auto& capture : value_captures(*graph_of(s))) out.push_back(endpoint_tensor(graph_of(s), {capture.first, 0}));
      return py::List(out);
    });
    // FuncGraph.structured_outputs / structured_input_signature, which func_graph_from_py_func
    // sets on the graph and the ConcreteFunction reads back.
    for (const char* name : {"structured_outputs", "structured_input_signature"}) {
      py::add_property(type, name, [name](Ref s) -> Ref {
        const Ref& concrete = static_cast<GraphObject*>(s.get())->concrete;
        if (!concrete)
          py::raise(py::E().NotImplementedError,
                    std::string("tfplay shows FuncGraph.") + name + " only for the graph of a ConcreteFunction (its .graph)");
        return py::getattr(concrete, name);
      });
    }
    return type;
  }();
  return t;
}

py::TypeObject* operation_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Operation", nullptr, "tensorflow.python.framework.ops");
    // ops.Operation.__repr__ / __str__ (str(self.node_def))
    py::add_method(type, "__repr__", +[](CallArgs& a) {
      return py::Str("<tf.Operation '" + op_of(a.args[0]).def().name + "' type=" + op_of(a.args[0]).def().op + ">");
    });
    py::add_method(type, "__str__", +[](CallArgs& a) {
      const OperationObject& op = op_of(a.args[0]);
      return py::Str(graph::proto_text(*graph::node_def_message(*op.graph, op.def())));
    });
    py::add_property(type, "name", +[](Ref s) { return py::Str(op_of(s).def().name); });
    py::add_property(type, "type", +[](Ref s) { return py::Str(op_of(s).def().op); });
    py::add_property(type, "device", +[](Ref) { return py::Str(""); });
    py::add_property(type, "graph", +[](Ref s) { return graph_object(op_of(s).graph); });
    py::add_property(type, "node_def", +[](Ref s) { return proto_object(graph::node_def_message(*op_of(s).graph, op_of(s).def())); });
    // Operation.inputs is a tuple; outputs and control_inputs are lists.
    py::add_property(type, "inputs", +[](Ref s) {
      std::vector<Ref> out;
      for (const graph::Endpoint& e : op_of(s).def().inputs) out.push_back(endpoint_tensor(op_of(s).graph, e));
      return py::Tuple(out);
    });
    auto outputs = [](const Ref& s) {
      std::vector<Ref> out;
      const int n = static_cast<int>(op_of(s).def().output_dtypes.size());
      for (int i = 0; i < n; ++i) out.push_back(endpoint_tensor(op_of(s).graph, {op_of(s).node, i}));
      return out;
    };
    py::add_property(type, "outputs", [outputs](Ref s) { return py::List(outputs(s)); });
    py::add_method(type, "values", [outputs](CallArgs& a) { return py::Tuple(outputs(a.args.at(0))); });
    py::add_property(type, "control_inputs", +[](Ref s) {
      std::vector<Ref> out;
      for (int c : op_of(s).def().control_inputs) out.push_back(operation_object(op_of(s).graph, c));
      return py::List(out);
    });
    // Operation.get_attr: a dtype as a tf.DType, a list attr as a list, the rest as the
    // AttrValue field holds it (bytes, int, float, bool, TensorShapeProto, TensorProto).
    py::add_method(type, "get_attr", +[](CallArgs& a) -> Ref {
      const OperationObject& op = op_of(a.args.at(0));
      const std::string name = py::as_str(a.args.at(1).get());
      auto it = op.def().attrs.find(name);
      if (it == op.def().attrs.end() || graph::is_tfplay_internal_attr(name))
        py::raise_value_error("Operation '" + op.def().name + "' has no attr named '" + name + "'.");
      if (const auto* dt = std::get_if<tensor::DType>(&it->second)) return dtype_object(*dt);
      if (const auto* dts = std::get_if<std::vector<tensor::DType>>(&it->second)) {
        std::vector<Ref> out;
        for (tensor::DType d : *dts) out.push_back(dtype_object(d));
        return py::List(out);
      }
      Ref value = proto_object(graph::attr_value_message(it->second));
      const std::string field = py::as_str(py::call_method(value, "WhichOneof", {py::Str("value")}).get());
      if (field != "list") return py::getattr(value, field);
      Ref list = py::getattr(value, "list");
      for (const char* f : {"s", "i", "f", "b", "shape", "tensor", "func"}) {
        Ref items = py::getattr(list, f);
        if (py::truthy(items)) return items;
      }
      return py::List({});
    });
    py::add_method(type, "__tf_tensor__", +[](CallArgs& a) -> Ref {
      py::raise_type_error("can't convert Operation '" + op_of(a.args.at(0)).def().name + "' to Tensor");
    });
    py::add_method(type, "colocation_groups", +[](CallArgs& a) {
      return py::List({py::Bytes("loc:@" + op_of(a.args.at(0)).def().name)});
    });
    return type;
  }();
  return t;
}

}  // namespace

Ref graph_object(const std::shared_ptr<graph::FuncGraph>& g) {
  GraphObjects::Entry& e = objects().entry(g);
  if (Ref existing = e.object.lock()) return existing;
  Ref obj = py::make_object<GraphObject>(e.plain ? graph_type() : func_graph_type(), g);
  e.object = obj;
  return obj;
}

Ref func_graph_object(std::shared_ptr<graph::FuncGraph> graph) { return graph_object(graph); }

Ref concrete_function_graph_object(std::shared_ptr<graph::FuncGraph> graph, const Ref& concrete) {
  Ref g = graph_object(std::move(graph));
  if (auto* o = dynamic_cast<GraphObject*>(g.get()); o && !o->concrete) o->concrete = concrete;
  return g;
}

bool building_function(const std::shared_ptr<graph::FuncGraph>& graph) { return !objects().entry(graph).plain; }

py::Ref graph_class() { return graph_type()->self(); }
py::Ref func_graph_class() { return func_graph_type()->self(); }
py::Ref operation_class() { return operation_type()->self(); }

Ref operation_object(std::shared_ptr<graph::FuncGraph> graph, int node) {
  GraphObjects::Entry& e = objects().entry(graph);
  std::weak_ptr<py::Object>& slot = e.operations[node];
  if (Ref existing = slot.lock()) return existing;
  Ref obj = py::make_object<OperationObject>(operation_type(), std::move(graph), node);
  slot = obj;
  return obj;
}

bool operation_of(const Ref& value, std::shared_ptr<graph::FuncGraph>& graph, int& node) {
  if (!value || value->cls != operation_type()) return false;
  const auto* op = static_cast<const OperationObject*>(value.get());
  graph = op->graph;
  node = op->node;
  return true;
}

Ref endpoint_tensor(const std::shared_ptr<graph::FuncGraph>& graph, graph::Endpoint e) {
  const graph::Node& n = graph->node(e.node);
  const auto i = static_cast<std::size_t>(e.index);
  return make_symbolic(graph, e.node, e.index, n.output_dtypes.at(i), n.output_shapes.at(i), graph->endpoint_name(e));
}

Ref graph_inputs(const std::shared_ptr<graph::FuncGraph>& graph) {
  std::vector<Ref> out;
  for (int node : graph->inputs()) out.push_back(endpoint_tensor(graph, {node, 0}));
  for (std::size_t i = 0; i < graph->nodes().size(); ++i)
    if (graph::is_captured_input(graph->nodes()[i])) out.push_back(endpoint_tensor(graph, {static_cast<int>(i), 0}));
  return py::List(out);
}

std::vector<Ref> accessed_variables(const graph::FuncGraph& graph, bool trainable_only) {
  std::vector<Ref> out;
  std::vector<const graph::FuncGraph*> seen;
  std::function<void(const graph::FuncGraph*)> walk = [&](const graph::FuncGraph* g) {
    if (!g || std::find(seen.begin(), seen.end(), g) != seen.end()) return;
    seen.push_back(g);
    for (const graph::Node& n : g->nodes()) {
      for (const auto& entry : n.attrs) {
        if (const auto* f = std::get_if<graph::FuncAttr>(&entry.second)) walk(f->graph.get());
        else if (const auto* list = std::get_if<graph::FuncListAttr>(&entry.second))
          for (const graph::FuncAttr& item : *list) walk(item.graph.get());
      }
      auto it = n.attrs.find("_captured");
      if (it == n.attrs.end()) continue;
      Ref v = variable_of_resource(std::get<tensor::Tensor>(it->second).resource().get());
      if (!v || (trainable_only && !static_cast<VariableObject*>(v.get())->trainable)) continue;
      if (std::find_if(out.begin(), out.end(), [&v](const Ref& o) { return o.get() == v.get(); }) == out.end()) out.push_back(v);
    }
  };
  walk(&graph);
  return out;
}

Ref graph_outputs(const std::shared_ptr<graph::FuncGraph>& graph) {
  std::vector<Ref> out;
  for (const graph::Endpoint& e : graph->outputs()) out.push_back(endpoint_tensor(graph, e));
  return py::List(out);
}

}  // namespace tfplay::function
