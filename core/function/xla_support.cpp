// XLA compilability of traced graphs (jit_compile=True).
#include "core/function/xla_support.h"

#include <algorithm>
#include <set>
#include <variant>

#include "core/python/runtime.h"

namespace tfplay::function {

namespace {

/// tfplay registry ops with no REGISTER_XLA_OP for XLA_CPU_JIT in tf2xla/kernels (TF 2.20).
/// Assert and CheckNumerics do have XLA kernels (assert_op.cc, check_numerics_op.cc); Unique's
/// kernel (unique_op.cc) is registered for DEVICE_TPU_XLA_JIT only.
bool lacks_xla_kernel(const std::string& op) {
  static const std::set<std::string> ops = {
      "PrintV2", "StringFormat", "StringJoin", "StringLength", "Unique", "EagerPyFunc", "PyFunc", "PyFuncStateless",
      "AnonymousIteratorV3", "BatchDatasetV2", "CacheDatasetV2", "FilterDataset", "IteratorGetNext", "MakeIterator",
      "MapDataset", "ParallelBatchDataset", "ParallelMapDatasetV2", "PrefetchDataset", "RangeDataset", "ReduceDataset",
      "RepeatDataset", "ShuffleDatasetV3", "SkipDataset", "TakeDataset", "TensorDataset", "TensorSliceDataset",
      "ZipDataset", "CreateSummaryFileWriter", "SummaryWriter", "WriteSummary"};
  return ops.count(op) > 0;
}

void collect(const graph::FuncGraph& g, std::vector<std::string>& out, std::set<const graph::FuncGraph*>& seen) {
  if (!seen.insert(&g).second) return;
  auto add = [&out](const std::string& op) {
    if (std::find(out.begin(), out.end(), op) == out.end()) out.push_back(op);
  };
  for (const graph::Node& n : g.nodes()) {
    if (n.op == "Placeholder") {
      if (std::find(n.output_dtypes.begin(), n.output_dtypes.end(), tensor::DType::String) != n.output_dtypes.end())
        add(n.op);
      continue;
    }
    const bool string_output = std::find(n.output_dtypes.begin(), n.output_dtypes.end(), tensor::DType::String) != n.output_dtypes.end();
    if (lacks_xla_kernel(n.op) || string_output) add(n.op);
    for (const auto& [name, value] : n.attrs) {
      if (const auto* f = std::get_if<graph::FuncAttr>(&value)) {
        if (f->graph) collect(*f->graph, out, seen);
      } else if (const auto* fs = std::get_if<graph::FuncListAttr>(&value)) {
        for (const graph::FuncAttr& b : *fs)
          if (b.graph) collect(*b.graph, out, seen);
      }
    }
  }
}

}  // namespace

std::vector<std::string> ops_without_xla_kernel(const graph::FuncGraph& g) {
  std::vector<std::string> out;
  std::set<const graph::FuncGraph*> seen;
  collect(g, out, seen);
  return out;
}

void require_xla_compilable(const graph::FuncGraph& g, const std::string& function_name) {
  const std::vector<std::string> ops = ops_without_xla_kernel(g);
  if (ops.empty()) return;
  std::string names;
  for (std::size_t i = 0; i < ops.size(); ++i) names += (i ? ", " : "") + ops[i];
  py::raise(py::E().NotImplementedError,
            "tfplay cannot run " + function_name + " with jit_compile=True: its graph has ops XLA cannot compile (" +
                names + "). TF's XLA compilation rejects it with InvalidArgumentError: Detected unsupported operations "
                "when trying to compile graph __inference_" + function_name + "_NN[] on XLA_CPU_JIT: " + ops[0] +
                " (No registered '" + ops[0] + "' OpKernel for XLA_CPU_JIT devices ...)");
}

}  // namespace tfplay::function
