// Which ops' kernels flush subnormal float results to zero (tensor/denormals.h): TF's CPU
// kernels all run with flush-to-zero on, but only arithmetic can make a subnormal out of
// normal numbers; ops that only move, copy or select values (Identity, Reshape, Gather,
// ConcatV2, Select, ReadVariableOp, ...) keep their inputs' bits, so a subnormal constant a
// program makes (tf.constant(1e-40)) reaches them unchanged, as in TF.
#pragma once

#include <string_view>
#include <vector>

#include "core/graph/op_def.h"

namespace tfplay::graph {

/// The op types whose kernels only move, copy or select values (no arithmetic).
const std::vector<std::string_view>& value_moving_ops();

/// Whether op type `op`'s kernel only moves, copies or selects values (no arithmetic), so its
/// outputs keep their inputs' bits even under flush-to-zero.
bool moves_values_only(std::string_view op);

/// `kernel`, made to flush its float outputs' subnormals to zero (tensor::flush_denormals) as
/// TF's kernels do, unless op type `op` moves values only. OpRegistry::add applies it to
/// every op, so eager execution, graph execution and constant folding all see flushed values.
KernelFn with_flushed_outputs(std::string_view op, KernelFn kernel);

}  // namespace tfplay::graph
