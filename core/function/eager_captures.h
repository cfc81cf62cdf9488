// The eager tensors a trace captured by value. TF's FuncGraph.capture turns a small eager tensor
// into a Const of the graph (capture_container.py _capture_as_const) but keeps the tensor among
// the function's by-value captures: ConcreteFunction.captured_inputs passes it to every call, so
// the call op a GradientTape records has it as an input and a tape watching it differentiates
// through the call. tfplay's graphs hold only the Const; this side table remembers which eager
// tensor each such Const came from, for the tape (gradient_tape.cpp record_call) and the call's
// gradient (function_grad.cpp).
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/graph/func_graph.h"
#include "core/python/object.h"

namespace tfplay::function {

/// The captured Const of `g` holding the eager tensor `value` (a TensorObject): the one made when
/// `g` first captured this tensor object, else a new one named `name` in the current name scope
/// (TF names it after the op input converting it, "mul/y"; "Const" when empty), remembered as
/// capturing `value`. Returns the Const's node id.
int capture_eager_const(const std::shared_ptr<graph::FuncGraph>& g, const py::Ref& value, graph::SourcePos where,
                        const std::string& name = "");

/// An eager tensor (a TensorObject) as an input of `g`, the graph being traced: a variable's
/// handle is captured by reference (FuncGraph::capture_resource, read live at each run), any
/// other tensor by value (capture_eager_const, named `name`); a variant cannot be captured
/// (refuse_variant_capture's NotImplementedError).
graph::Endpoint capture_eager(const std::shared_ptr<graph::FuncGraph>& g, const py::Ref& value, graph::SourcePos where,
                              const std::string& name = "");

/// The captured Consts of `g` with the eager tensors they hold, in capture order (one per tensor
/// object, as ConcreteFunction.captured_inputs lists them).
std::vector<std::pair<int, py::Ref>> eager_captures(const graph::FuncGraph& g);

/// `g`'s by-value captures in capture order (FunctionCaptures.by_val_external): each captured
/// variable handle's placeholder and each eager tensor's Const, with the eager tensor fed to it
/// (a variable's handle as an eager resource tensor). Captures of an enclosing graph's tensors,
/// which only nested graphs make, are not among them.
std::vector<std::pair<int, py::Ref>> value_captures(const graph::FuncGraph& g);

}  // namespace tfplay::function
