#include "core/graph/auto_control_deps.h"

#include <algorithm>
#include <map>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/graph/op_registry.h"

namespace tfplay::graph {
namespace {

/// auto_control_deps.op_is_stateful: stateful ops but the asynchronous collectives, the legacy
/// random ops and the order-insensitive ones TF skips (the sets of that name).
bool op_is_stateful(const Node& n) {
  static const std::unordered_set<std::string_view> kExcluded = {
      // ASYNC_STATEFUL_OPS
      "CollectiveGather", "CollectiveReduce", "CollectiveBcastSend", "CollectiveBcastSendV2", "CollectiveBcastRecv",
      "CollectiveBcastRecvV2", "NcclAllReduce", "Recv", "CollectiveInitializeCommunicator", "CollectiveAssignGroupV2",
      // LEGACY_RANDOM_OPS
      "RandomUniform", "RandomUniformInt", "RandomStandardNormal", "ParameterizedTruncatedNormal", "TruncatedNormal",
      "RandomShuffle", "Multinomial", "RandomGamma", "RandomGammaGrad", "RandomPoisson", "RandomPoissonV2",
      // SKIPPED_ORDER_INSENSITIVE_STATEFUL_OPS
      "CudnnRNN", "CudnnRNNBackprop", "CudnnRNNV2", "CudnnRNNV3", "CudnnRNNBackpropV2", "CudnnRNNBackpropV3",
      "RestoreV2", "SaveV2"};
  const OpDef* def = OpRegistry::global().find(n.op);
  return def && def->is_stateful && !kExcluded.count(n.op);
}

/// auto_control_deps_utils.RESOURCE_READ_OPS (resource_variable_ops.py registers them).
bool reads_only(const Node& n) {
  return n.op == "ReadVariableOp" || n.op == "VariableShape" || n.op == "ResourceGather" ||
         n.op == "ResourceGatherNd" || n.op == "_ReadVariablesOp";
}

}  // namespace

void add_automatic_control_dependencies(FuncGraph& g, SourcePos where) {
  const std::size_t count = g.nodes().size();
  // output.consumers(): the nodes some data input reads.
  std::vector<char> consumed(count, 0);
  for (const Node& n : g.nodes())
    for (const Endpoint& e : n.inputs) consumed[static_cast<std::size_t>(e.node)] = 1;

  using Resource = std::pair<int, int>;  // the handle's endpoint
  std::map<Resource, int> last_write;
  std::map<Resource, std::vector<int>> reads_since_write;
  int last_stateful_without_resource = -1;
  std::vector<int> must_run;
  for (std::size_t i = 0; i < count; ++i) {
    const int id = static_cast<int>(i);
    const Node& n = g.node(id);
    const bool stateful = op_is_stateful(n);
    const bool read = reads_only(n);
    if (stateful && (!read || consumed[i])) must_run.push_back(id);
    std::vector<int> control;
    std::vector<Resource> seen;
    for (const Endpoint& e : n.inputs) {
      if (g.node(e.node).output_dtypes.at(static_cast<std::size_t>(e.index)) != tensor::DType::Resource) continue;
      const Resource r{e.node, e.index};
      if (std::find(seen.begin(), seen.end(), r) != seen.end()) continue;
      seen.push_back(r);
      if (auto w = last_write.find(r); w != last_write.end()) control.push_back(w->second);
      if (read) {
        reads_since_write[r].push_back(id);
      } else {
        std::vector<int>& reads = reads_since_write[r];
        control.insert(control.end(), reads.begin(), reads.end());
        reads.clear();
        last_write[r] = id;
      }
    }
    if (stateful && seen.empty()) {
      if (last_stateful_without_resource >= 0) g.add_control_input(id, last_stateful_without_resource);
      last_stateful_without_resource = id;
    }
    std::sort(control.begin(), control.end());
    for (int c : control) g.add_control_input(id, c);
  }
  if (must_run.empty() || g.outputs().empty()) return;
  // control_flow_ops.no_op() made outside any control_dependencies block, its control inputs
  // the ops that must run.
  g.push_control_dependencies(must_run, /*clear=*/true);
  const int no_op = g.add_op("NoOp", {}, {{"_acd_function_control_output", true}}, std::move(where), "NoOp");
  g.pop_control_dependencies();
  for (const Endpoint& e : g.outputs()) g.add_control_input(e.node, no_op);
}

}  // namespace tfplay::graph
