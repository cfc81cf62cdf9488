// jit_compile=True: which of a traced graph's ops XLA cannot compile
// (tensorflow/compiler/tf2xla/kernels: the ops registered with REGISTER_XLA_OP for XLA_CPU_JIT).
#pragma once

#include <string>
#include <vector>

#include "core/graph/func_graph.h"

namespace tfplay::function {

/// The op types of `g` (and of the graphs its functional ops call: If/While branches,
/// PartitionedCall's function) that have no XLA kernel on XLA_CPU_JIT, each once, in node order:
/// string ops (PrintV2, StringFormat, ...), tf.data and summary ops, py_function, Unique (only a
/// TPU kernel), and any op producing a string tensor (XLA has no string type).
std::vector<std::string> ops_without_xla_kernel(const graph::FuncGraph& g);

/// Raises NotImplementedError when `g` cannot be XLA-compiled: TF's compilation fails with an
/// InvalidArgumentError ("Detected unsupported operations when trying to compile graph ... on
/// XLA_CPU_JIT: OP ...") whose text embeds process-specific ids tfplay cannot reproduce.
void require_xla_compilable(const graph::FuncGraph& g, const std::string& function_name);

}  // namespace tfplay::function
