// OpScope and the generated-wrapper argument conversion (see op_scope.h).
#include "core/tf/op_scope.h"

#include <array>
#include <map>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/graph/op_registry.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/convert.h"
#include "core/tf/gradient_tape.h"
#include "core/tf/numpy_array.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/variables.h"

namespace tfplay::tf {

using py::Ref;
using tensor::DType;

OpScope::OpScope(const Ref& user_name, const std::string& default_name, Eager eager) {
  const bool has_user = user_name && !py::is_none(user_name.get());
  const std::string base = has_user ? py::str(user_name) : default_name;
  if (const function::ActiveTrace* trace = function::Runtime::current().active_trace()) {
    graph_ = trace->graph.get();
    // A name ending in "/" re-enters that exact scope (an outer wrapper's `name=scope`).
    scope_ = !base.empty() && base.back() == '/' ? base.substr(0, base.size() - 1) : graph_->unique_name(base);
    graph_->push_name_scope(scope_);
    return;
  }
  switch (eager) {
    case Eager::Skip: break;
    case Eager::User: eager_name_ = has_user ? base : ""; break;
    case Eager::Scope: eager_name_ = base + "/"; break;
  }
}

OpScope::~OpScope() {
  if (graph_) graph_->pop_name_scope();
}

namespace {

bool is_list_arg(const graph::ArgDef& a) { return !a.number_attr.empty() || !a.type_list_attr.empty(); }

std::string type_word(const py::Object* o) {
  if (py::is_bool(o)) return "bool";
  if (py::is_int(o)) return "int";
  if (py::is_float(o)) return "float";
  if (py::is_str(o)) return "str";
  return py::type_name(o);
}

std::optional<DType> tensor_dtype(const Ref& v) {
  if (function::TensorObject* t = function::as_tensor(v.get())) return t->dtype;
  return std::nullopt;
}

std::vector<Ref> items_of(const Ref& v) {
  if (py::is_list_or_tuple_instance(v.get())) return py::to_vector(v);
  return {v};
}

// Calls f on each tensor an input argument passes: the elements of a list argument's value, else
// the value itself (without building a one-element list on every eager op).
template <typename F>
void for_each_item(const graph::ArgDef& a, const Ref& v, F&& f) {
  if (!is_list_arg(a)) return f(v);
  for (const Ref& item : items_of(v)) f(item);
}

// The dtypes of an op's type attrs decided so far. An op has a few type attrs, so a scan of a
// few slots beats a map, and the first ones need no allocation (one KnownTypes per op call); the
// names are views of the OpDef's or the call's attr names.
class KnownTypes {
 public:
  std::optional<DType> get(std::string_view attr) const {
    if (const DType* d = find(attr)) return *d;
    return std::nullopt;
  }
  bool has(std::string_view attr) const { return find(attr) != nullptr; }
  void set(std::string_view attr, DType dtype) {
    if (DType* d = find(attr)) *d = dtype;
    else if (size_ < inline_.size()) inline_[size_++] = {attr, dtype};
    else more_.emplace_back(attr, dtype);
  }

 private:
  using Item = std::pair<std::string_view, DType>;
  DType* find(std::string_view attr) {
    for (std::size_t i = 0; i < size_; ++i)
      if (inline_[i].first == attr) return &inline_[i].second;
    for (Item& item : more_)
      if (item.first == attr) return &item.second;
    return nullptr;
  }
  const DType* find(std::string_view attr) const { return const_cast<KnownTypes*>(this)->find(attr); }

  std::array<Item, 4> inline_{};
  std::size_t size_ = 0;
  std::vector<Item> more_;
};

// The attr's default dtype (OpDef default_value), if any.
std::optional<DType> default_dtype(const graph::OpDef& op, const std::string& attr) {
  const graph::AttrDef* def = op.find_attr(attr);
  if (def && def->default_value)
    if (const DType* d = std::get_if<DType>(&*def->default_value)) return *d;
  return std::nullopt;
}

// TFE_Py_FastPathExecute's conversion of one input (its eager fallback,
// execute.args_to_matching_eager, passes no name: `__tf_tensor__` sees name=None).
Ref convert_eager(const Ref& v, std::optional<DType> desired) {
  if (function::as_tensor(v.get())) return v;
  return convert_to_tensor(v, desired);
}

// _apply_op_helper's conversion of one (non-list) input in a graph.
// _ExtractInputsAndAttrs: for a type attr with a default and an allowed list, the value is
// first converted without a dtype and kept when its dtype is allowed (MatrixBandPart's -1 is an
// int32 there, not its Tindex default int64); nullptr otherwise (that conversion's node stays
// in the graph, as TF's does).
Ref convert_inferred_if_allowed(const graph::OpDef& op, const graph::ArgDef& a, const Ref& v) {
  const graph::AttrDef* def = op.find_attr(a.type_attr);
  if (!def || def->allowed.empty()) return nullptr;
  Ref t;
  try {
    t = convert_to_tensor(v, std::nullopt, a.name);
  } catch (py::PyError& e) {
    if (!py::isinstance(e.exc.get(), py::E().TypeError)) throw;
    return nullptr;
  }
  const DType d = function::as_tensor(t.get())->dtype;
  for (DType allowed : def->allowed)
    if (allowed == d) return t;
  return nullptr;
}

Ref convert_graph(const graph::OpDef& op, const graph::ArgDef& a, const Ref& v, std::optional<DType> dtype,
                  std::optional<DType> preferred, const std::map<std::string, std::string>& inferred_from) {
  if (function::TensorObject* t = function::as_tensor(v.get())) {
    if (dtype && *dtype != t->dtype) {
      const std::string prefix = "Input '" + a.name + "' of '" + op.name + "' Op has type " +
                                 std::string(tensor::name(t->dtype)) + " that does not match";
      auto from = inferred_from.find(a.type_attr);
      if (!a.type && from != inferred_from.end()) {
        py::raise_type_error(prefix + " type " + std::string(tensor::name(*dtype)) + " of argument '" + from->second + "'.");
      }
      py::raise_type_error(prefix + " expected type of " + std::string(tensor::name(*dtype)) + ".");
    }
    return v;
  }
  if (!dtype && preferred) {
    if (Ref t = convert_inferred_if_allowed(op, a, v)) return t;
  }
  if (!dtype) return preferred ? convert_with_hint(v, preferred, a.name) : convert_to_tensor(v, std::nullopt, a.name);
  try {
    return convert_to_tensor(v, dtype, a.name);
  } catch (py::PyError& e) {
    if (!py::isinstance(e.exc.get(), py::E().TypeError)) throw;
    const std::string dt(tensor::name(*dtype));
    py::raise_type_error("Expected " + dt + " passed to parameter '" + a.name + "' of op '" + op.name + "', got " +
                         py::repr(v) + " of type '" + type_word(v.get()) + "' instead. Error: " + py::str(e.exc));
  }
}

void check_allowed(const graph::OpDef& op, const std::string& attr, DType dt, const std::string& param) {
  const graph::AttrDef* def = op.find_attr(attr);
  if (!def || def->allowed.empty()) return;
  for (DType a : def->allowed)
    if (a == dt) return;
  py::raise_type_error("Value passed to parameter '" + param + "' has DataType " + std::string(tensor::name(dt)) +
                       " not in list of allowed values: " + def->allowed_text);
}

/// TFE_Py_FastPathExecute's conversion of an eager op's inputs into `flat`: each attr's dtype
/// from the first tensor among its inputs, else the attr's default (MaybeGetDTypeForAttr).
/// Functions of their own, as the graph's list arguments below: a fresh wasm engine optimizes
/// a hot function whole, and apply_op runs for every op.
[[gnu::noinline]] void convert_eager_inputs(const graph::OpDef& op, const std::vector<Ref>& inputs, KnownTypes& known,
                                            std::vector<Ref>& flat) {
  // MaybeGetDTypeForAttr: the first tensor among the attr's inputs, else the attr default.
  for (size_t i = 0; i < op.inputs.size() && i < inputs.size(); ++i) {
    const graph::ArgDef& a = op.inputs[i];
    if (a.type || a.type_attr.empty() || known.has(a.type_attr)) continue;
    for (size_t j = i; j < op.inputs.size() && j < inputs.size() && !known.has(a.type_attr); ++j) {
      if (op.inputs[j].type_attr != a.type_attr) continue;
      for_each_item(op.inputs[j], inputs[j], [&](const Ref& item) {
        if (known.has(a.type_attr)) return;
        if (auto d = tensor_dtype(item)) known.set(a.type_attr, *d);
      });
    }
    if (!known.has(a.type_attr))
      if (auto d = default_dtype(op, a.type_attr)) known.set(a.type_attr, *d);
  }
  for (size_t i = 0; i < op.inputs.size() && i < inputs.size(); ++i) {
    const graph::ArgDef& a = op.inputs[i];
    for_each_item(a, inputs[i], [&](const Ref& item) {
      std::optional<DType> desired = a.type ? a.type : known.get(a.type_attr);
      if (!a.type_list_attr.empty()) desired = std::nullopt;
      Ref t = convert_eager(item, desired);
      if (!a.type && !a.type_attr.empty() && !known.has(a.type_attr)) known.set(a.type_attr, function::as_tensor(t.get())->dtype);
      flat.push_back(std::move(t));
    });
  }
}

/// Whether each of `op`'s inputs is one tensor (no list arguments, nothing to convert).
bool all_single_tensors(const graph::OpDef& op, const std::vector<Ref>& inputs) {
  if (inputs.size() != op.inputs.size()) return false;
  for (std::size_t i = 0; i < inputs.size(); ++i)
    if (is_list_arg(op.inputs[i]) || !function::as_tensor(inputs[i].get())) return false;
  return true;
}

/// _apply_op_helper's conversion of the list argument `a` (a number_attr or type_list_attr
/// input) into `flat`, setting its type attr; TypeError as TF words it for mixed or
/// unconvertible items.
[[gnu::noinline]] void convert_graph_list_input(const graph::OpDef& op, const graph::ArgDef& a, const Ref& input,
                                                KnownTypes& known, std::map<std::string, std::string>& inferred_from,
                                                std::vector<Ref>& flat) {
  std::vector<Ref> items = items_of(input);
  std::optional<DType> dtype = a.type;
  if (!dtype && !a.number_attr.empty()) {
    if (known.has(a.type_attr)) dtype = known.get(a.type_attr);
    else
      for (const Ref& item : items)
        if (auto d = tensor_dtype(item)) {
          dtype = d;
          break;
        }
  }
  std::vector<Ref> converted;
  bool failed = false;
  for (std::size_t k = 0; k < items.size(); ++k) {
    const Ref& item = items[k];
    try {
      // ops.internal_convert_n_to_tensor names element k "<arg>_<k>" ("concat/values_0").
      Ref t = function::as_tensor(item.get()) ? item : convert_to_tensor(item, dtype, a.name + "_" + std::to_string(k));
      if (dtype && function::as_tensor(t.get())->dtype != *dtype) failed = true;
      converted.push_back(t);
    } catch (py::PyError&) {
      failed = true;
    }
  }
  if (!a.number_attr.empty()) {
    std::optional<DType> first;
    for (const Ref& t : converted) {
      const DType d = function::as_tensor(t.get())->dtype;
      if (!first) first = d;
      else if (*first != d) failed = true;
    }
  }
  if (failed && !a.number_attr.empty()) {
    std::string observed;
    for (size_t k = 0; k < items.size(); ++k) {
      std::string word = "<NOT CONVERTIBLE TO TENSOR>";
      if (auto d = tensor_dtype(items[k])) word = std::string(tensor::name(*d));
      else
        try {
          word = std::string(tensor::name(infer_dtype(items[k])));
        } catch (py::PyError&) {
        }
      observed += (k ? ", " : "") + word;
    }
    py::raise_type_error("Tensors in list passed to '" + a.name + "' of '" + op.name + "' Op have types [" + observed +
                         "] that don't all match.");
  }
  // _SatisfiesTypeConstraint on each dtype of a list(type) argument (DecodeCSV's defaults).
  if (!a.type_list_attr.empty())
    for (const Ref& t : converted) check_allowed(op, a.type_list_attr, function::as_tensor(t.get())->dtype, a.name);
  for (const Ref& t : converted) flat.push_back(t);
  if (!a.number_attr.empty() && !converted.empty() && !known.has(a.type_attr)) {
    const DType d = function::as_tensor(converted[0].get())->dtype;
    check_allowed(op, a.type_attr, d, a.name);
    known.set(a.type_attr, d);
    inferred_from[a.type_attr] = a.name;
  }
}

}  // namespace

std::vector<Ref> apply_op(const std::string& op_type, const std::vector<Ref>& raw_inputs, graph::AttrMap attrs,
                          const OpScope& scope) {
  const graph::OpDef& op = graph::OpRegistry::global().get(op_type);
  // Variables are read (a ReadVariableOp inside the wrapper's scope), as the generated wrappers
  // convert them (ops.convert_to_tensor -> _dense_var_to_tensor).
  std::vector<Ref> read;
  for (size_t i = 0; i < raw_inputs.size(); ++i) {
    if (!is_variable(raw_inputs[i].get())) continue;
    if (read.empty()) read = raw_inputs;
    read[i] = variable_to_tensor(raw_inputs[i]);
  }
  const std::vector<Ref>& inputs = read.empty() ? raw_inputs : read;
  // Eagerly, tensors pass as they are (TFE_Py_FastPathExecute's conversion returns an
  // EagerTensor unchanged, whatever dtype the op wants: the kernel reports a mismatch).
  if (!scope.in_graph() && all_single_tensors(op, inputs))
    return run_op(op, op_type, inputs, std::move(attrs), scope.op_name(), scope.eager_name());
  std::vector<Ref> flat;
  flat.reserve(inputs.size());
  KnownTypes known;  // type attr -> dtype
  for (const auto& [k, v] : attrs)
    if (const DType* d = std::get_if<DType>(&v)) known.set(k, *d);
  if (!scope.in_graph()) {
    convert_eager_inputs(op, inputs, known, flat);
    return run_op(op, op_type, flat, std::move(attrs), scope.op_name(), scope.eager_name());
  }
  // Graph: _apply_op_helper, inputs in order.
  std::map<std::string, std::string> inferred_from;
  for (size_t i = 0; i < op.inputs.size() && i < inputs.size(); ++i) {
    const graph::ArgDef& a = op.inputs[i];
    if (is_list_arg(a)) {
      convert_graph_list_input(op, a, inputs[i], known, inferred_from, flat);
      continue;
    }
    std::optional<DType> dtype = a.type;
    std::optional<DType> preferred;
    if (!dtype) dtype = known.get(a.type_attr);
    if (!dtype) preferred = default_dtype(op, a.type_attr);
    Ref t = convert_graph(op, a, inputs[i], dtype, preferred, inferred_from);
    flat.push_back(t);
    if (!a.type && !known.has(a.type_attr)) {
      const DType d = function::as_tensor(t.get())->dtype;
      check_allowed(op, a.type_attr, d, a.name);
      known.set(a.type_attr, d);
      inferred_from[a.type_attr] = a.name;
    }
  }
  return run_op(op_type, flat, std::move(attrs), scope.op_name(), scope.eager_name());
}

std::vector<Ref> apply_op(const std::string& op_type, const std::vector<Ref>& inputs, graph::AttrMap attrs,
                          const Ref& user_name) {
  // The generated wrapper records the op for gradients after leaving its own scope.
  std::optional<tape::ForwardScope> forward;
  if (const function::ActiveTrace* trace = function::Runtime::current().active_trace())
    forward.emplace(trace->graph->name_scope());
  OpScope scope(user_name, op_type, OpScope::Eager::User);
  return apply_op(op_type, inputs, std::move(attrs), scope);
}

Ref apply_op1(const std::string& op_type, const std::vector<Ref>& inputs, graph::AttrMap attrs, const OpScope& scope) {
  return apply_op(op_type, inputs, std::move(attrs), scope).at(0);
}

Ref apply_op1(const std::string& op_type, const std::vector<Ref>& inputs, graph::AttrMap attrs, const Ref& user_name) {
  return apply_op(op_type, inputs, std::move(attrs), user_name).at(0);
}

}  // namespace tfplay::tf
