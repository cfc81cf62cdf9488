// Eager execution of one op: "build one node, run it" (design.md). The same OpDef::kernel
// the graph executor runs, preceded by the eager runtime's input checks.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/graph/op_def.h"

namespace tfplay::graph::eager {

using PrintSink = std::function<void(const std::string& text, const std::string& stream)>;

/// Runs `op_name` on concrete inputs (flat: list arguments contribute their elements).
///
/// Type attrs are inferred from the inputs as TF's eager fast path does (the first input of
/// a type attr decides it). Errors are OpError with TF 2.20's eager text:
///   dtype mismatch (before the kernel, as EagerOperation input validation):
///     "cannot compute AddV2 as input #1(zero-based) was expected to be a int32 tensor but is
///      a float tensor [Op:AddV2] name: "
///   an inferred dtype outside the op's allowed list (NodeDef validation, InvalidArgument):
///     "Value for attr 'T' of int32 is not in the list of allowed values: bfloat16, half, float,
///      double\n\t; NodeDef: {{node Floor}}; Op<name=Floor; ...> [Op:Floor] name: "
///   kernel failure (eager ops run as wrapped single-op functions):
///     "{{function_node __wrapped__AddV2_device_/job:localhost/replica:0/task:0/device:CPU:0}}
///      Incompatible shapes: [2] vs. [3] [Op:AddV2] name: "
/// The trailing ` name: <name>` is what ops.raise_from_not_ok_status appends in TF 2.x; `name`
/// is the op's Python name argument (empty for `None`; the `+` operator passes its name
/// scope, e.g. "add/"; which one 2.20 shows for operators is UNCONFIRMED, reference §11.2).
std::vector<Tensor> execute(const std::string& op_name, const std::vector<Tensor>& inputs,
                            const AttrMap& attrs = {}, const PrintSink& print_sink = {},
                            const std::string& name = "");

/// As execute, for a caller that has looked `op` up and owns the attrs: `attrs` is completed in
/// place (complete_attrs), so the caller can record the op's full attrs for gradients without
/// inferring them a second time.
std::vector<Tensor> execute(const OpDef& op, const std::vector<Tensor>& inputs, AttrMap& attrs,
                            const PrintSink& print_sink, const std::string& name);

/// Type attrs inferred and defaults filled, with the eager error texts above (no kernel run).
AttrMap complete_attrs(const OpDef& op, const std::vector<Tensor>& inputs, const AttrMap& attrs,
                       const std::string& name = "");

/// When on, execute() also runs the op's shape function on the actual inputs and checks that
/// it agrees with the kernel's outputs (OpError Internal otherwise). For tests.
void set_verify_inference(bool on);

}  // namespace tfplay::graph::eager
