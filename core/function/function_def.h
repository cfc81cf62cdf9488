// ConcreteFunction.function_def: the FunctionDef TF builds from a traced graph
// (function.proto; c/c_api_function.cc GraphToFunctionDef, through
// atomic_function.AtomicFunction.definition).
#pragma once

#include <string>

#include "core/graph/func_graph.h"
#include "core/python/object.h"

namespace tfplay::function {

/// The FunctionDef of graph `g`, named `name` ("__inference_f_3"): `signature` (name,
/// input_arg and output_arg with their names and types, is_stateful), `node_def` (every node
/// but the graph's inputs, in creation order, their inputs written "mul:z:0" / "x" / "^name")
/// and `ret`. Arguments and results are named after their nodes as GraphToFunctionDef does:
/// lower case, other characters '_', from the first letter on ("unknown" for none), made
/// unique with "_0", "_1", ... Fields tfplay does not fill in (attr, arg_attr,
/// resource_arg_unique_id, control_ret, a stateful signature's control_output, a resource
/// argument's handle_data) raise NotImplementedError when read or printed.
py::Ref function_def_object(const graph::FuncGraph& g, const std::string& name);

}  // namespace tfplay::function
