// ConcreteFunction.function_def (tensorflow/c/c_api_function.cc GraphToFunctionDef and
// NodeNameMapping, core/framework/function.proto, op_def.proto).
#include "core/function/function_def.h"

#include <cctype>
#include <algorithm>
#include <map>
#include <set>

#include "core/function/proto_object.h"
#include "core/graph/node_def.h"
#include "core/graph/op_registry.h"

namespace tfplay::function {

namespace {

using graph::ProtoMessage;
using graph::ProtoValue;

/// NodeNameMapping::Normalize: lower case, non-alphanumerics '_', from the first letter on.
std::string normalize(std::string name) {
  if (name.empty()) return "unknown";
  for (char& c : name) c = std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(static_cast<unsigned char>(c))) : '_';
  std::size_t i = 0;
  while (i < name.size() && !std::isalpha(static_cast<unsigned char>(name[i]))) ++i;
  return i == name.size() ? "unknown" : name.substr(i);
}

/// NodeNameMapping::UniquifyHelper: the name itself, else name_0, name_1, ...
struct UniqueNames {
  std::map<std::string, int> used;
  std::string take(const std::string& name) {
    auto [it, fresh] = used.emplace(name, 0);
    if (fresh) return name;
    for (;;) {
      std::string candidate = name + "_" + std::to_string(it->second++);
      if (used.emplace(candidate, 0).second) return candidate;
    }
  }
};

/// The output argument of `n`'s op that output `index` belongs to, and its index within it.
std::pair<std::string, int> output_arg(const graph::Node& n, int index) {
  const graph::OpDef* def = graph::OpRegistry::global().find(n.op);
  if (!def || def->outputs.empty()) return {"output", index};
  int start = 0;
  for (const graph::ArgDef& arg : def->outputs) {
    int length = 1;
    if (!arg.number_attr.empty()) {
      auto it = n.attrs.find(arg.number_attr);
      if (it != n.attrs.end() && std::holds_alternative<int64_t>(it->second)) length = static_cast<int>(std::get<int64_t>(it->second));
    } else if (!arg.type_list_attr.empty()) {
      auto it = n.attrs.find(arg.type_list_attr);
      if (it != n.attrs.end() && std::holds_alternative<std::vector<tensor::DType>>(it->second))
        length = static_cast<int>(std::get<std::vector<tensor::DType>>(it->second).size());
    }
    if (index < start + length) return {arg.name, index - start};
    start += length;
  }
  return {def->outputs.back().name, index - start};
}

std::shared_ptr<ProtoMessage> arg_def(const std::string& name, tensor::DType dtype) {
  auto m = std::make_shared<ProtoMessage>();
  m->type = "tensorflow.OpDef.ArgDef";
  m->set("name", ProtoValue::string(name));
  m->set("type", graph::dtype_enum(dtype));
  if (dtype == tensor::DType::Resource) m->unknown_fields.push_back("handle_data");
  return m;
}

}  // namespace

py::Ref function_def_object(const graph::FuncGraph& g, const std::string& name) {
  UniqueNames names;
  // The arguments: the inputs, then the captures (fed by captured_inputs).
  std::vector<int> arg_nodes = g.inputs();
  for (std::size_t i = 0; i < g.nodes().size(); ++i)
    if (graph::is_captured_input(g.nodes()[i])) arg_nodes.push_back(static_cast<int>(i));
  std::map<int, std::string> arg_names;
  std::vector<ProtoValue> input_args;
  for (int node : arg_nodes) {
    const graph::Node& n = g.node(node);
    arg_names[node] = names.take(normalize(n.name));
    input_args.push_back(ProtoValue::sub(arg_def(arg_names[node], n.output_dtypes.at(0))));
  }
  std::vector<ProtoValue> output_args;
  std::vector<std::pair<std::string, ProtoValue>> ret;
  std::vector<std::string> output_names;
  for (const graph::Endpoint& e : g.outputs()) {
    const graph::Node& n = g.node(e.node);
    output_names.push_back(names.take(normalize(n.name)));
    output_args.push_back(ProtoValue::sub(arg_def(output_names.back(), n.output_dtypes.at(static_cast<std::size_t>(e.index)))));
  }
  // The body: every other node, its name kept unless an argument took it.
  std::map<int, std::string> body_names;
  for (std::size_t i = 0; i < g.nodes().size(); ++i)
    if (!arg_names.count(static_cast<int>(i))) body_names[static_cast<int>(i)] = names.take(g.nodes()[i].name);
  auto reference = [&](const graph::Endpoint& e) {
    if (auto a = arg_names.find(e.node); a != arg_names.end()) return a->second;
    const auto [arg, k] = output_arg(g.node(e.node), e.index);
    return body_names.at(e.node) + ":" + arg + ":" + std::to_string(k);
  };
  std::vector<ProtoValue> node_defs;
  for (const auto& [id, body_name] : body_names) {
    const graph::Node& n = g.node(id);
    auto node = std::make_shared<ProtoMessage>(*graph::node_def_message(g, n));
    std::vector<ProtoValue> inputs;
    for (const graph::Endpoint& e : n.inputs) inputs.push_back(ProtoValue::string(reference(e)));
    // graph_to_functiondef.cc sorts the control inputs by the source's name in the graph.
    std::vector<int> controls = n.control_inputs;
    std::sort(controls.begin(), controls.end(), [&](int a, int b) { return g.node(a).name < g.node(b).name; });
    for (int c : controls) inputs.push_back(ProtoValue::string("^" + body_names.at(c)));
    std::vector<graph::ProtoField> fields;
    for (graph::ProtoField& f : node->fields) {
      if (f.name == "input") continue;
      if (f.name == "name") f.values = {ProtoValue::string(body_name)};
      fields.push_back(std::move(f));
      // NodeDef field order: name, op, input, device, attr.
      if (fields.back().name == "op" && !inputs.empty()) fields.push_back({"input", graph::ProtoField::Label::Repeated, inputs});
    }
    node->fields = std::move(fields);
    node_defs.push_back(ProtoValue::sub(std::move(node)));
  }
  for (std::size_t i = 0; i < g.outputs().size(); ++i) ret.emplace_back(output_names[i], ProtoValue::string(reference(g.outputs()[i])));

  auto signature = std::make_shared<ProtoMessage>();
  signature->type = "tensorflow.OpDef";
  signature->set("name", ProtoValue::string(name));
  signature->repeated("input_arg", std::move(input_args));
  signature->repeated("output_arg", std::move(output_args));
  if (g.is_stateful()) {
    signature->set("is_stateful", ProtoValue::boolean(true));
    signature->unknown_fields.push_back("control_output");
  }
  auto def = std::make_shared<ProtoMessage>();
  def->type = "tensorflow.FunctionDef";
  def->set("signature", ProtoValue::sub(std::move(signature)));
  def->repeated("node_def", std::move(node_defs));
  def->map("ret", std::move(ret));
  for (const char* field : {"attr", "control_ret", "arg_attr", "resource_arg_unique_id"}) def->unknown_fields.push_back(field);
  return proto_object(def);
}

}  // namespace tfplay::function
