#include "core/graph/auto_control_deps.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
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

bool is_resource(const FuncGraph& g, const Endpoint& e) {
  return g.node(e.node).output_dtypes.at(static_cast<std::size_t>(e.index)) == tensor::DType::Resource;
}

/// sorted(op.get_attr(READ_ONLY_RESOURCE_INPUTS_ATTR)), or nullopt when the attr is not set.
std::optional<std::vector<int64_t>> read_only_attr(const Node& n) {
  auto it = n.attrs.find(kReadOnlyResourceInputsAttr);
  if (it == n.attrs.end()) return std::nullopt;
  std::vector<int64_t> indices = std::get<std::vector<int64_t>>(it->second);
  std::sort(indices.begin(), indices.end());
  return indices;
}

bool same(const Endpoint& a, const Endpoint& b) { return a.node == b.node && a.index == b.index; }

void add_unique(std::vector<Endpoint>& set, const Endpoint& e) {
  for (const Endpoint& x : set)
    if (same(x, e)) return;
  set.push_back(e);
}

/// get_read_write_resource_inputs: the resource inputs `n` reads and those it writes (a read op
/// reads all; an op with the attr reads the listed ones and writes the others; any other op
/// writes all), each without repeats.
void read_write_resource_inputs(const FuncGraph& g, const Node& n, std::vector<Endpoint>& reads,
                                std::vector<Endpoint>& writes) {
  const std::optional<std::vector<int64_t>> indices = reads_only(n) ? std::nullopt : read_only_attr(n);
  std::size_t k = 0;
  for (std::size_t i = 0; i < n.inputs.size(); ++i) {
    const Endpoint& e = n.inputs[i];
    if (!is_resource(g, e)) continue;
    if (reads_only(n)) {
      add_unique(reads, e);
    } else if (indices && k < indices->size() && static_cast<int64_t>(i) == (*indices)[k]) {
      add_unique(reads, e);
      ++k;
    } else {
      add_unique(writes, e);
    }
  }
}

}  // namespace

/// _get_read_only_resource_input_indices_op: the resource inputs of `n` it only reads.
std::vector<Endpoint> read_only_inputs_of(const FuncGraph& g, const Node& n) {
  std::vector<Endpoint> reads, writes;
  read_write_resource_inputs(g, n, reads, writes);
  return reads;
}

std::vector<int64_t> read_only_resource_input_indices(const FuncGraph& g, const std::vector<int>& inputs) {
  // Each consumer's read-only inputs, worked out once (TF's op_read_only_resource_inputs cache).
  std::map<int, std::vector<Endpoint>> read_only_of;
  std::vector<int64_t> result;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const Endpoint t{inputs[i], 0};
    if (!is_resource(g, t)) continue;
    bool read_only = true;
    for (std::size_t c = 0; c < g.nodes().size() && read_only; ++c) {
      const Node& consumer = g.nodes()[c];
      if (std::none_of(consumer.inputs.begin(), consumer.inputs.end(), [&](const Endpoint& e) { return same(e, t); }))
        continue;
      auto it = read_only_of.find(static_cast<int>(c));
      if (it == read_only_of.end()) it = read_only_of.emplace(static_cast<int>(c), read_only_inputs_of(g, consumer)).first;
      read_only = std::any_of(it->second.begin(), it->second.end(), [&](const Endpoint& e) { return same(e, t); });
    }
    if (read_only) result.push_back(static_cast<int64_t>(i));
  }
  return result;
}

std::vector<int64_t> read_only_resource_inputs_of(const std::vector<const FuncGraph*>& graphs, int offset) {
  std::vector<int64_t> result;
  for (std::size_t b = 0; b < graphs.size(); ++b) {
    std::vector<int64_t> here = read_only_resource_input_indices(*graphs[b], graphs[b]->inputs());
    if (b == 0) {
      result = std::move(here);
      continue;
    }
    std::vector<int64_t> both;
    std::set_intersection(result.begin(), result.end(), here.begin(), here.end(), std::back_inserter(both));
    result = std::move(both);
  }
  for (int64_t& i : result) i += offset;
  return result;
}

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
    if (stateful && (!reads_only(n) || consumed[i])) must_run.push_back(id);
    std::vector<int> control;
    // _get_resource_inputs yields the reads, then the writes; a handle met twice counts once.
    std::vector<Endpoint> reads, writes, seen;
    read_write_resource_inputs(g, n, reads, writes);
    auto use = [&](const Endpoint& e, bool read) {
      for (const Endpoint& x : seen)
        if (same(x, e)) return;
      seen.push_back(e);
      const Resource r{e.node, e.index};
      if (auto w = last_write.find(r); w != last_write.end()) control.push_back(w->second);
      if (read) {
        reads_since_write[r].push_back(id);
      } else {
        std::vector<int>& since = reads_since_write[r];
        control.insert(control.end(), since.begin(), since.end());
        since.clear();
        last_write[r] = id;
      }
    };
    for (const Endpoint& e : reads) use(e, true);
    for (const Endpoint& e : writes) use(e, false);
    if (stateful && seen.empty()) {
      if (last_stateful_without_resource >= 0) g.add_control_input(id, last_stateful_without_resource);
      last_stateful_without_resource = id;
    }
    std::sort(control.begin(), control.end());
    control.erase(std::unique(control.begin(), control.end()), control.end());
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
