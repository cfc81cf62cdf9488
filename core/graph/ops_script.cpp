// Script ops (tensorflow/core/ops/script_ops.cc, kernels py_func.cc): EagerPyFunc, PyFunc and
// PyFuncStateless run a host callable, found by the node's `token` attr, on their inputs each
// time they execute, eagerly or in a graph.
//
// Their outputs have unknown shape at graph-construction time (script_ops.cc sets
// shape_inference::UnknownShape), which is why a traced tf.py_function result prints without
// a shape.
#include "core/graph/host_functions.h"
#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

OpDef script_op(const std::string& name, bool stateful, const std::string& summary) {
  OpDef d;
  d.name = name;
  d.summary = summary;
  d.is_stateful = stateful;
  d.inputs = {type_list_arg("input", "Tin")};
  d.outputs = {type_list_arg("output", "Tout")};
  d.attrs = {plain_attr("token", "string"), plain_attr("Tin", "list(type)"), plain_attr("Tout", "list(type)")};
  if (name == "EagerPyFunc") d.attrs.push_back(plain_attr("is_async", "bool", false));
  d.shape_fn = +[](const InferenceContext& c) {
    std::vector<OutputSpec> out;
    for (DType t : c.attr<std::vector<DType>>("Tout")) out.push_back({t, TensorShape::unknown()});
    return out;
  };
  d.kernel = [name](KernelContext& c) {
    const std::string& token = c.attr<std::string>("token");
    const auto& tout = c.attr<std::vector<DType>>("Tout");
    std::vector<Tensor> out = host_function(token)(c.inputs);
    // py_func.cc DoCallPyFunc: the count, then each dtype, must match Tout.
    if (out.size() != tout.size())
      throw tensor::invalid_argument(token + " returns " + std::to_string(out.size()) + " values, but expects to see " +
                                     std::to_string(tout.size()) + " values.");
    for (std::size_t i = 0; i < out.size(); ++i)
      if (out[i].dtype() != tout[i])
        throw tensor::invalid_argument(std::to_string(i) + "-th value returned by " + token + " is " +
                                       std::string(tensor::runtime_name(out[i].dtype())) + ", but expects " +
                                       std::string(tensor::runtime_name(tout[i])));
    return out;
  };
  return d;
}

}  // namespace

void register_script_ops(OpRegistry& r) {
  r.add(script_op("EagerPyFunc", true, "Eagerly executes a python function to compute func(input)->output."));
  r.add(script_op("PyFunc", true, "Invokes a python function to compute func(input)->output."));
  r.add(script_op("PyFuncStateless", false, "A stateless version of PyFunc."));
}

}  // namespace tfplay::graph
