// tf.raw_ops (TF's gen_*_ops functions exported keyword-only under their op type names):
// tf.raw_ops.Add(x=1, y=2) builds the op from its OpDef, inputs and attrs matched by name, as
// the generated wrapper would. Op types tfplay does not register raise NotImplementedError.
#include "core/tf/raw_ops.h"

#include <cctype>

#include "core/function/tensor_object.h"
#include "core/graph/op_registry.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

// The generated wrapper's Python name (python_op_gen's GenerateLowerCaseOpName): "InTopKV2" ->
// "in_top_kv2", "MatMul" -> "mat_mul".
std::string lower_case_op_name(const std::string& op_type) {
  std::string out;
  for (std::size_t i = 0; i < op_type.size(); ++i) {
    const char c = op_type[i];
    if (std::isupper(static_cast<unsigned char>(c)) && i > 0 &&
        (std::islower(static_cast<unsigned char>(op_type[i - 1])) ||
         (i + 1 < op_type.size() && std::islower(static_cast<unsigned char>(op_type[i + 1])))) &&
        op_type[i - 1] != '_')
      out += '_';
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

// An attr value from Python, as the generated wrapper's _execute.make_* helpers convert it.
graph::AttrValue attr_from_python(const std::string& op_type, const graph::AttrDef& attr, const Ref& v) {
  // The wrapper's `if adj_x is None: adj_x = False` for an attr with a default.
  if (py::is_none(v.get()) && attr.default_value) return *attr.default_value;
  // Its `if not isinstance(boundaries, (list, tuple)): raise TypeError(...)`.
  if (attr.type.rfind("list(", 0) == 0 && !py::is_list_or_tuple_instance(v.get()))
    py::raise_type_error("Expected list for '" + attr.name + "' argument to '" + lower_case_op_name(op_type) + "' Op, not " +
                         py::repr(v) + ".");
  if (attr.type == "type") {
    if (std::optional<tensor::DType> d = dtype_arg(v)) return *d;
  } else if (attr.type == "int") {
    return py::as_int(v.get());
  } else if (attr.type == "float") {
    return py::as_float(v.get());
  } else if (attr.type == "bool") {
    return py::truthy(v);
  } else if (attr.type == "string") {
    return py::as_str(v.get());
  } else if (attr.type == "list(int)") {
    std::vector<int64_t> out;
    for (const Ref& item : py::to_vector(v)) out.push_back(py::as_int(item.get()));
    return out;
  } else if (attr.type == "shape") {
    // _execute.make_shape: anything tf.TensorShape takes (a list with None entries, a TensorShape).
    Ref shape = py::call(function::tensor_shape_type()->self(), std::vector<Ref>{v});
    return static_cast<function::TensorShapeObject*>(shape.get())->shape;
  } else if (attr.type == "list(float)") {
    std::vector<double> out;
    for (const Ref& item : py::to_vector(v)) out.push_back(py::as_float(item.get()));
    return out;
  }
  py::raise(py::E().NotImplementedError,
            "tfplay's tf.raw_ops." + op_type + " cannot take attr '" + attr.name + "' of type " + attr.type + " yet");
}

// Attrs the wrapper infers from its inputs (their type and length attrs) are not arguments.
bool inferred(const graph::OpDef& op, const std::string& attr) {
  for (const graph::ArgDef& in : op.inputs)
    if (in.type_attr == attr || in.number_attr == attr || in.type_list_attr == attr) return true;
  return false;
}

// The wrapper's arguments in python_op_gen's order: inputs, attrs without a default, attrs with
// one, then name.
std::vector<std::string> wrapper_args(const graph::OpDef& op) {
  std::vector<std::string> args;
  for (const graph::ArgDef& in : op.inputs) args.push_back(in.name);
  for (bool with_default : {false, true})
    for (const graph::AttrDef& at : op.attrs)
      if (!inferred(op, at.name) && at.default_value.has_value() == with_default) args.push_back(at.name);
  args.push_back("name");
  return args;
}

Ref raw_op(const std::string& op_type) {
  return py::NativeFunction(op_type, [op_type](CallArgs& a) -> Ref {
    const graph::OpDef& op = graph::OpRegistry::global().get(op_type);
    const std::string fn = lower_case_op_name(op_type);
    if (!a.args.empty()) {  // ops.kwarg_only
      std::string keys;
      for (const std::string& k : wrapper_args(op)) keys += (keys.empty() ? "'" : ", '") + k + "'";
      py::raise(py::E().TypeError, fn + " only takes keyword args (possible keys: [" + keys + "]). Please pass "
                                   "these args as kwargs instead.");
    }
    std::vector<Ref> inputs(op.inputs.size());
    graph::AttrMap attrs;
    Ref name;
    for (const auto& [key, value] : a.kwargs) {
      if (key == "name") {
        name = value;
        continue;
      }
      bool found = false;
      for (std::size_t i = 0; i < op.inputs.size() && !found; ++i) {
        if (op.inputs[i].name == key) {
          inputs[i] = value;
          found = true;
        }
      }
      if (found) continue;
      const graph::AttrDef* attr = op.find_attr(key);
      if (!attr || inferred(op, key)) py::raise(py::E().TypeError, fn + "() got an unexpected keyword argument '" + key + "'");
      attrs[key] = attr_from_python(op_type, *attr, value);
    }
    // CPython's text for the wrapper's missing positional arguments: 'x', 'x' and 'y', 'x', 'y', and 'z'.
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < op.inputs.size(); ++i)
      if (!inputs[i]) missing.push_back("'" + op.inputs[i].name + "'");
    for (const graph::AttrDef& at : op.attrs)
      if (!inferred(op, at.name) && !at.default_value && !attrs.count(at.name)) missing.push_back("'" + at.name + "'");
    if (!missing.empty()) {
      std::string list;
      for (std::size_t i = 0; i < missing.size(); ++i)
        list += (i == 0 ? "" : missing.size() == 2 ? " and " : i + 1 == missing.size() ? ", and " : ", ") + missing[i];
      py::raise(py::E().TypeError, fn + "() missing " + std::to_string(missing.size()) + " required positional argument" +
                                       (missing.size() == 1 ? "" : "s") + ": " + list);
    }
    std::vector<Ref> outputs = apply_op(op_type, inputs, std::move(attrs), name);
    // The generated wrapper returns a list output argument as a Python list (DecodeCSV's
    // `output`, Unpack's); with one list argument among several, that field holds the list.
    std::size_t lists = 0;
    for (const graph::ArgDef& out : op.outputs) lists += !out.number_attr.empty() || !out.type_list_attr.empty();
    if (lists == 1) {
      std::vector<Ref> grouped;
      const std::size_t list_len = outputs.size() - (op.outputs.size() - 1);
      std::size_t pos = 0;
      for (const graph::ArgDef& out : op.outputs) {
        if (out.number_attr.empty() && out.type_list_attr.empty()) {
          grouped.push_back(outputs.at(pos++));
          continue;
        }
        grouped.push_back(py::List(std::vector<Ref>(outputs.begin() + pos, outputs.begin() + pos + list_len)));
        pos += list_len;
      }
      outputs = std::move(grouped);
    }
    if (op.outputs.size() == 1 && outputs.size() == 1) return outputs[0];
    std::vector<std::string> fields;
    for (const graph::ArgDef& out : op.outputs) fields.push_back(out.name);
    return result_tuple(op_type, fields, outputs);
  });
}

}  // namespace

void install_raw_ops(const Ref& tf) {
  Ref raw_ops = submodule_of(tf, "raw_ops");
  std::weak_ptr<py::Object> weak = raw_ops;
  def(raw_ops, "__getattr__", [weak](CallArgs& a) -> Ref {
    const std::string& name = py::as_str(a.args.at(0).get());
    if (graph::OpRegistry::global().find(name)) {
      Ref f = raw_op(name);
      if (Ref m = weak.lock()) m->dict->set(name, f);
      return f;
    }
    if (!name.empty() && name[0] >= 'A' && name[0] <= 'Z')
      py::raise(py::E().NotImplementedError, "tfplay does not implement tf.raw_ops." + name + " yet");
    py::raise(py::E().AttributeError, "module 'tensorflow._api.v2.raw_ops' has no attribute '" + name + "'");
  });
}

}  // namespace tfplay::tf
