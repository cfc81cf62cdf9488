// The ReduceDataset node behind a dataset for-loop.
#include "core/function/dataset_loop.h"

#include "core/function/control_flow.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/graph/list_handle.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::function {

using graph::Endpoint;
using graph::FuncGraph;
using py::Ref;

std::vector<Ref> dataset_reduce(const Ref& handle, const Ref& element_spec, const std::vector<Ref>& init,
                                const std::function<std::vector<Ref>(const std::vector<Ref>&, const Ref&)>& body,
                                bool take_while) {
  Runtime& rt = Runtime::current();
  std::shared_ptr<FuncGraph> gref = rt.active_trace()->graph;
  FuncGraph& g = *gref;
  const graph::SourcePos where = current_source_pos();

  std::vector<Endpoint> inputs{tensor_endpoint(g, handle, where)};
  std::vector<tensor::DType> state_types;
  std::vector<tensor::TensorShape> state_shapes;
  // A composite state value (a TensorArray: TensorArraySpec in the scan's state structure)
  // travels as its component tensor and is rebuilt around it for the body and the result.
  std::vector<bool> composite;
  for (const Ref& v : init) {
    Ref c = rt.component_of(v);
    composite.push_back(c != nullptr);
    Ref t = c ? c : as_tensor(v.get()) ? v : rt.convert_to_tensor(v, std::nullopt);
    inputs.push_back(tensor_endpoint(g, t, where));
    state_types.push_back(as_tensor(t.get())->dtype);
    state_shapes.push_back(as_tensor(t.get())->shape);
  }

  // Dataset.scan traces its function until the state shapes reach a fixed point: when the body
  // returns a state of another shape, the state's shape is relaxed to the most specific one
  // compatible with both and the body is traced again (scan_op.py _ScanDataset, need_to_rerun).
  std::shared_ptr<FuncGraph> f;
  std::vector<tensor::TensorShape> out_shapes;
  for (bool rerun = true; rerun;) {
    f = std::make_shared<FuncGraph>("scan_body", &g, "");
    out_shapes.clear();
    std::vector<Ref> state, components;
    int k = 0;
    auto placeholder = [&](tensor::DType dtype, const tensor::TensorShape& shape) {
      int node = f->add_placeholder("args_" + std::to_string(k++), dtype, shape, where);
      return make_symbolic(f, node, 0, dtype, shape, f->endpoint_name({node, 0}));
    };
    for (std::size_t i = 0; i < init.size(); ++i) {
      Ref p = placeholder(state_types[i], state_shapes[i]);
      if (composite[i]) {
        // A TensorArray's list keeps its element dtype.
        if (std::optional<tensor::DType> element = graph::list_element_dtype(g, inputs[i + 1]))
          f->set_node_attr(as_tensor(p.get())->node, graph::kListElementDtypeAttr, *element);
        p = rt.rebuild_composite(init[i], p);
      }
      state.push_back(p);
    }
    for (const Ref& leaf : nest::flatten(element_spec)) {
      const TensorSpecObject* s = as_spec(leaf.get());
      if (!s) {
        // What the element holds, named by its spec (RaggedTensorSpec -> RaggedTensors).
        const std::string spec = py::type_name(leaf.get());
        const std::string held = spec == "RaggedTensorSpec"   ? "RaggedTensors"
                                 : spec == "SparseTensorSpec" ? "SparseTensors"
                                                              : "datasets";
        py::raise(py::E().NotImplementedError,
                  "tfplay cannot loop over a dataset whose elements hold " + held + " inside a tf.function yet");
      }
      components.push_back(placeholder(s->dtype, s->shape));
    }
    Ref element = nest::pack_as(element_spec, components);
    with_graph(f, [&]() -> Ref {
      std::vector<Ref> next = body(state, element);
      Ref flag;
      if (take_while) {
        flag = next.back();
        next.pop_back();
      }
      for (std::size_t i = 0; i < next.size(); ++i) {
        Ref c = i < composite.size() && composite[i] ? rt.component_of(next[i]) : nullptr;
        if (i < composite.size() && composite[i] && !c)
          py::raise_type_error("'" + py::type_name(next[i].get()) + "' returned by the loop body for a TensorArray loop variable");
        Ref t = c ? c : as_tensor(next[i].get()) ? next[i] : rt.convert_to_tensor(next[i], std::nullopt);
        TensorObject& x = *as_tensor(t.get());
        // scan_ops.py: the new state must keep the initial state's dtypes.
        if (x.dtype != state_types[i])
          py::raise_type_error("The element types for the new state must match the initial state. Expected " +
                               tensor::str(state_types[i]) + "; got " + tensor::str(x.dtype) + ".");
        f->add_output(tensor_endpoint(*f, t, where));
        out_shapes.push_back(x.shape.most_specific_common_supertype({state_shapes[i]}));
      }
      if (flag) f->add_output(tensor_endpoint(*f, flag, where));
      return py::None();
    });
    rerun = false;
    for (std::size_t i = 0; i < out_shapes.size(); ++i) {
      if (state_shapes[i].has_rank() && !(out_shapes[i] == state_shapes[i])) rerun = true;
    }
    state_shapes = out_shapes;
  }
  std::vector<tensor::DType> arg_types;
  for (const auto& [oe, placeholder_node] : f->captures()) {
    inputs.push_back(oe);
    arg_types.push_back(g.node(oe.node).output_dtypes.at(static_cast<std::size_t>(oe.index)));
  }
  graph::AttrMap attrs;
  attrs["Tstate"] = state_types;
  attrs["Targuments"] = arg_types;
  attrs["output_types"] = state_types;
  attrs["f"] = graph::FuncAttr{"__inference_scan_body", f};
  attrs["take_while"] = take_while;
  const int node = g.add_functional_node("ReduceDataset", inputs, std::move(attrs), state_types, out_shapes, where,
                                         g.unique_name("ReduceDataset"));
  // A tape watching the loop's state records the node (TF: not differentiable, so None).
  if (Runtime::current().record_graph_node) Runtime::current().record_graph_node(gref, node);
  std::vector<Ref> out;
  for (std::size_t i = 0; i < state_types.size(); ++i) {
    Ref t = make_symbolic(gref, node, static_cast<int>(i), state_types[i], out_shapes[i], g.endpoint_name({node, static_cast<int>(i)}));
    out.push_back(composite[i] ? rt.rebuild_composite(init[i], t) : t);
  }
  return out;
}

}  // namespace tfplay::function
