#include "core/graph/eager.h"

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

// No kernel for this dtype: TF's NotFoundError from kernel lookup. TF lists every registered
// kernel; tfplay lists the dtypes it implements on one line.
[[noreturn]] void no_kernel(const OpDef& op, const AttrMap& attrs, const AttrDef& def,
                            const std::string& name) {
  std::string allowed;
  for (size_t i = 0; i < def.allowed.size(); ++i) {
    allowed += (i ? ", " : "") + std::string(tensor::enum_name(def.allowed[i]));
  }
  throw OpError(OpError::Code::NotFound,
                "Could not find device for node: " + node_summary(op.name, op, attrs, {}) +
                    "\nAll kernels registered for op " + op.name + ":\n  device='CPU'; " +
                    def.name + " in [" + allowed + "]" + suffix(op.name, name));
}

}  // namespace

void set_verify_inference(bool on) { g_verify = on; }

AttrMap complete_attrs(const OpDef& op, const std::vector<Tensor>& inputs, const AttrMap& attrs,
                       const std::string& name) {
  AttrMap out = attrs;
  // Length of the (single) list argument.
  int singles = 0;
  for (const ArgDef& a : op.inputs) {
    if (a.number_attr.empty() && a.type_list_attr.empty()) ++singles;
  }
  const int list_len = static_cast<int>(inputs.size()) - singles;
  size_t pos = 0;
  auto take = [&](const ArgDef& a) {
    if (pos >= inputs.size()) {
      throw OpError(OpError::Code::InvalidArgument,
                    "Expected input '" + a.name + "' for op " + op.name + suffix(op.name, name));
    }
    const DType actual = inputs[pos].dtype();
    if (a.type) {
      if (*a.type != actual) mismatch(op, pos, *a.type, actual, name);
    } else {
      auto it = out.find(a.type_attr);
      if (it == out.end()) {
        out[a.type_attr] = actual;
      } else if (std::get<DType>(it->second) != actual) {
        mismatch(op, pos, std::get<DType>(it->second), actual, name);
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
  for (const AttrDef& def : op.attrs) {
    if (!out.count(def.name) && def.default_value) out[def.name] = *def.default_value;
  }
  for (const AttrDef& def : op.attrs) {
    if (def.type != "type" || def.allowed.empty()) continue;
    auto it = out.find(def.name);
    if (it == out.end()) continue;
    const DType dt = std::get<DType>(it->second);
    bool ok = false;
    for (DType a : def.allowed) ok = ok || a == dt;
    if (!ok) no_kernel(op, out, def, name);
  }
  return out;
}

std::vector<Tensor> execute(const std::string& op_name, const std::vector<Tensor>& inputs,
                            const AttrMap& attrs, const PrintSink& print_sink,
                            const std::string& name) {
  const OpDef& op = OpRegistry::global().get(op_name);
  const AttrMap full = complete_attrs(op, inputs, attrs, name);
  KernelContext ctx{op, inputs, full, print_sink};
  std::vector<Tensor> outputs;
  try {
    outputs = op.kernel(ctx);
  } catch (const OpError& e) {
    throw OpError(e.code, "{{function_node __wrapped__" + op.name +
                              "_device_/job:localhost/replica:0/task:0/device:CPU:0}} " +
                              e.what() + suffix(op.name, name));
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
