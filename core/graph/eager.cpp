#include <algorithm>
#include "core/graph/eager.h"

#include <cctype>
#include <map>
#include <optional>

#include "core/graph/attr_minimum.h"
#include "core/graph/op_registry.h"

namespace tfplay::graph::eager {

using tensor::OpError;

namespace {

bool g_verify = false;

std::string suffix(const std::string& op_name, const std::string& name) {
  return " [Op:" + op_name + "] name: " + name;
}

[[noreturn]] void mismatch(const OpDef& op, size_t index, DType expected, DType actual,
                           const std::string& name) {
  throw OpError(OpError::Code::InvalidArgument,
                "cannot compute " + op.name + " as input #" + std::to_string(index) +
                    "(zero-based) was expected to be a " +
                    std::string(tensor::runtime_name(expected)) + " tensor but is a " +
                    std::string(tensor::runtime_name(actual)) + " tensor" + suffix(op.name, name));
}

// DataTypeString of a Python dtype name from an allowed-type list: float16 -> half,
// float32 -> float, float64 -> double; other names are the same in both worlds.
std::string runtime_word(const std::string& python_name) {
  if (python_name == "float16") return "half";
  if (python_name == "float32") return "float";
  if (python_name == "float64") return "double";
  return python_name;
}

std::string enum_word(const std::string& python_name) {
  std::string s = "DT_" + runtime_word(python_name);
  for (char& ch : s) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return s;
}

std::vector<std::string> split_list(const std::string& text) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find(',', pos);
    if (end == std::string::npos) end = text.size();
    std::string w = text.substr(pos, end - pos);
    while (!w.empty() && w.front() == ' ') w.erase(w.begin());
    while (!w.empty() && w.back() == ' ') w.pop_back();
    if (!w.empty()) out.push_back(w);
    pos = end + 1;
  }
  return out;
}

// SummarizeAttrValue of a default value, as SummarizeOpDef prints it.
std::string default_text(const AttrValue& v) {
  if (const DType* d = std::get_if<DType>(&v)) return std::string(tensor::enum_name(*d));
  if (const bool* b = std::get_if<bool>(&v)) return *b ? "true" : "false";
  if (const int64_t* i = std::get_if<int64_t>(&v)) return std::to_string(*i);
  if (const std::string* str = std::get_if<std::string>(&v)) return "\"" + *str + "\"";
  if (const std::vector<int64_t>* l = std::get_if<std::vector<int64_t>>(&v)) {
    std::string out = "[";
    for (size_t i = 0; i < l->size(); ++i) out += (i ? ", " : "") + std::to_string((*l)[i]);
    return out + "]";
  }
  return "?";
}

// op_def_util.cc SummarizeOpDef: `Op<name=Floor; signature=x:T -> y:T; attr=T:type,allowed=[...]>`.
std::string summarize_op_def(const OpDef& op) {
  auto args = [](const std::vector<ArgDef>& list) {
    std::string s;
    for (const ArgDef& a : list) {
      if (!s.empty()) s += ", ";
      s += a.name + ":";
      if (!a.number_attr.empty()) s += a.number_attr + "*";
      if (a.type) s += std::string(tensor::runtime_name(*a.type));
      else if (!a.type_list_attr.empty()) s += a.type_list_attr;
      else s += a.type_attr;
    }
    return s;
  };
  std::string s = "Op<name=" + op.name + "; signature=" + args(op.inputs) + " -> " + args(op.outputs);
  for (const AttrDef& a : op.attrs) {
    s += "; attr=" + a.name + ":" + a.type;
    if (a.default_value) s += ",default=" + default_text(*a.default_value);
    if (auto minimum = attr_minimum(op.name, a.name)) s += ",min=" + std::to_string(*minimum);
    if (a.type == "type" && !a.allowed_text.empty()) {
      std::string allowed;
      for (const std::string& w : split_list(a.allowed_text)) allowed += (allowed.empty() ? "" : ", ") + enum_word(w);
      s += ",allowed=[" + allowed + "]";
    } else if (a.type == "string" && !a.allowed_text.empty()) {
      // A string attr's allowed values, quoted (SummarizeAttrValue of a list(string)):
      // `attr=padding:string,allowed=["SAME", "VALID", "EXPLICIT"]`.
      std::string allowed;
      for (const std::string& w : split_list(a.allowed_text)) allowed += (allowed.empty() ? "\"" : ", \"") + w + "\"";
      s += ",allowed=[" + allowed + "]";
    }
  }
  // math_ops.cc SetIsCommutative / SetIsAggregate.
  static const char* kCommutative[] = {"AddV2", "Mul", "Maximum", "Minimum", "SquaredDifference", "Equal",
                                       "NotEqual", "LogicalAnd", "LogicalOr"};
  for (const char* c : kCommutative) {
    if (op.name == c) s += "; is_commutative=true";
  }
  if (op.name == "AddV2") s += "; is_aggregate=true";
  if (op.is_stateful) s += "; is_stateful=true";
  return s + ">";
}

// An inferred type attr outside the op's allowed list: the eager runtime's NodeDef validation
// (op_def_util.cc ValidateAttrValue + ValidateNodeDef), an InvalidArgumentError such as
//   Value for attr 'T' of int32 is not in the list of allowed values: bfloat16, half, float, double
//   \t; NodeDef: {{node Floor}}; Op<name=Floor; signature=x:T -> y:T; attr=T:type,allowed=[...]>
//   [Op:Floor] name:
[[noreturn]] void disallowed_type(const OpDef& op, const AttrDef& def, DType dt, const std::string& name) {
  std::string allowed;
  for (const std::string& w : split_list(def.allowed_text)) allowed += (allowed.empty() ? "" : ", ") + runtime_word(w);
  throw OpError(OpError::Code::InvalidArgument,
                "Value for attr '" + def.name + "' of " + std::string(tensor::runtime_name(dt)) +
                    " is not in the list of allowed values: " + allowed + "\n\t; NodeDef: {{node " + op.name +
                    "}}; " + summarize_op_def(op) + suffix(op.name, name));
}

}  // namespace

void set_verify_inference(bool on) { g_verify = on; }

namespace {

// complete_attrs' work on the caller's map.
void complete_in_place(const OpDef& op, const std::vector<Tensor>& inputs, AttrMap& out, const std::string& name) {
  // Length of the (single) list argument.
  int singles = 0;
  for (const ArgDef& a : op.inputs) {
    if (a.number_attr.empty() && a.type_list_attr.empty()) ++singles;
  }
  // Several list arguments share one length (DynamicStitch's N indices and N data).
  const int lists = static_cast<int>(op.inputs.size()) - singles;
  const int list_len = (static_cast<int>(inputs.size()) - singles) / std::max(lists, 1);
  size_t pos = 0;
  // The first input of another dtype than its argument's: reported once the attrs are valid,
  // as the runtime checks input types (execute.cc ValidateInputTypeAndPlacement) only after it
  // built the kernel, whose NodeDef validation rejects a disallowed type attr first.
  struct Mismatch {
    size_t index;
    DType expected, actual;
  };
  std::optional<Mismatch> first_mismatch;
  auto note_mismatch = [&](DType expected, DType actual) {
    if (!first_mismatch) first_mismatch = Mismatch{pos, expected, actual};
  };
  auto take = [&](const ArgDef& a) {
    if (pos >= inputs.size()) {
      throw OpError(OpError::Code::InvalidArgument,
                    "Expected input '" + a.name + "' for op " + op.name + suffix(op.name, name));
    }
    const DType actual = inputs[pos].dtype();
    if (a.type) {
      // A TensorList's value is the dense tensor of its elements (ops_list.cpp), which the
      // list ops' DT_VARIANT handle inputs take eagerly too.
      const bool list_handle = *a.type == DType::Variant && op.name.rfind("TensorList", 0) == 0;
      if (*a.type != actual && !list_handle) note_mismatch(*a.type, actual);
    } else {
      auto [it, inserted] = out.try_emplace(a.type_attr, actual);
      if (!inserted && std::get<DType>(it->second) != actual && std::get<DType>(it->second) != DType::Variant) {
        // (A graph node replayed eagerly, a gradient's, keeps T=variant for a list it passed.)
        note_mismatch(std::get<DType>(it->second), actual);
      }
    }
    ++pos;
  };
  for (const ArgDef& a : op.inputs) {
    if (!a.type_list_attr.empty()) {
      std::vector<DType> types;
      for (int i = 0; i < list_len; ++i) types.push_back(inputs[pos++].dtype());
      out[a.type_list_attr] = types;
    } else if (!a.number_attr.empty()) {
      out[a.number_attr] = static_cast<int64_t>(list_len);
      for (int i = 0; i < list_len; ++i) take(a);
    } else {
      take(a);
    }
  }
  if (pos != inputs.size()) {
    throw OpError(OpError::Code::InvalidArgument,
                  op.name + " expects " + std::to_string(pos) + " inputs, got " +
                      std::to_string(inputs.size()) + suffix(op.name, name));
  }
  // Defaults for the attrs not given, then each type attr's allowed dtypes: one lookup per attr.
  for (const AttrDef& def : op.attrs) {
    auto it = out.find(def.name);
    if (it == out.end()) {
      if (!def.default_value) continue;
      it = out.emplace(def.name, *def.default_value).first;
    }
    if (def.allowed.empty() || def.type != "type") continue;
    const DType dt = std::get<DType>(it->second);
    bool ok = false;
    for (DType a : def.allowed) ok = ok || a == dt;
    if (!ok) disallowed_type(op, def, dt, name);
  }
  // The eager runtime validates the NodeDef before a kernel runs (node_def_util.cc
  // ValidateAttrValue: "Value for attr 'num_split' of 0 must be at least minimum 1").
  if (auto below = attr_below_minimum(op, out)) {
    throw OpError(OpError::Code::InvalidArgument, "Value for attr '" + below->attr + "' of " + std::to_string(below->value) +
                                                      " must be at least minimum " + std::to_string(below->minimum) +
                                                      "\n\t; NodeDef: {{node " + op.name + "}}; " + summarize_op_def(op) +
                                                      suffix(op.name, name));
  }
  if (first_mismatch) mismatch(op, first_mismatch->index, first_mismatch->expected, first_mismatch->actual, name);
}

/// The function an eager op runs as (execute.cc BuildWrappedOpName): "__wrapped__<Op>", the
/// arity of each variadic argument's attr in attr-name order ("__wrapped__ConcatV2_N_2",
/// "__wrapped__IdentityN_T_2"), then "_device_<device>".
std::string wrapped_op_name(const OpDef& op, const AttrMap& attrs) {
  std::map<std::string, int64_t> arity;
  for (const auto* args : {&op.inputs, &op.outputs})
    for (const ArgDef& a : *args) {
      const std::string& attr = !a.type_list_attr.empty() ? a.type_list_attr : a.number_attr;
      auto it = attr.empty() ? attrs.end() : attrs.find(attr);
      if (it == attrs.end()) continue;
      if (const auto* types = std::get_if<std::vector<DType>>(&it->second)) arity[attr] = static_cast<int64_t>(types->size());
      else if (const auto* n = std::get_if<int64_t>(&it->second)) arity[attr] = *n;
    }
  std::string name = "__wrapped__" + op.name;
  for (const auto& [attr, n] : arity) name += "_" + attr + "_" + std::to_string(n);
  return name + "_device_/job:localhost/replica:0/task:0/device:CPU:0";
}

}  // namespace

AttrMap complete_attrs(const OpDef& op, const std::vector<Tensor>& inputs, const AttrMap& attrs,
                       const std::string& name) {
  AttrMap out = attrs;
  complete_in_place(op, inputs, out, name);
  return out;
}

std::vector<Tensor> execute(const std::string& op_name, const std::vector<Tensor>& inputs,
                            const AttrMap& attrs, const PrintSink& print_sink,
                            const std::string& name) {
  AttrMap full = attrs;
  return execute(OpRegistry::global().get(op_name), inputs, full, print_sink, name);
}

std::vector<Tensor> execute(const OpDef& op, const std::vector<Tensor>& inputs, AttrMap& attrs,
                            const PrintSink& print_sink, const std::string& name) {
  complete_in_place(op, inputs, attrs, name);
  const AttrMap& full = attrs;
  KernelContext ctx{op, inputs, full, print_sink};
  std::vector<Tensor> outputs;
  try {
    outputs = op.kernel(ctx);
  } catch (const OpError& e) {
    // tfplay's own limits are not TF errors: no TF decorations, just the op that lacks a kernel.
    if (e.code == OpError::Code::TfplayUnsupported) throw OpError(e.code, std::string(e.what()) + " (the " + op.name + " op)");
    throw OpError(e.code, "{{function_node " + wrapped_op_name(op, full) + "}} " + e.what() + suffix(op.name, name));
  }
  if (g_verify) {
    std::vector<DType> dts;
    std::vector<TensorShape> shapes;
    std::vector<const Tensor*> values;
    for (const Tensor& t : inputs) {
      dts.push_back(t.dtype());
      shapes.push_back(t.tensor_shape());
      values.push_back(&t);
    }
    const auto specs = infer_outputs(op, full, dts, shapes, values);
    bool ok = specs.size() == outputs.size();
    for (size_t i = 0; ok && i < specs.size(); ++i) {
      ok = specs[i].dtype == outputs[i].dtype() &&
           outputs[i].tensor_shape().is_compatible_with(specs[i].shape);
    }
    if (!ok) {
      throw OpError(OpError::Code::Internal,
                    "shape function of " + op.name + " disagrees with its kernel");
    }
  }
  return outputs;
}

}  // namespace tfplay::graph::eager
