// Activation ops and their gradient ops (TF: tensorflow/core/ops/nn_ops.cc Relu6, LeakyRelu,
// Elu, Selu, Softplus, Softsign and their *Grad ops; math_ops.cc Erf, Erfc).
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/kernels_activation.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::one;
using tensor::Activation;

const char* kRealNumberTypes =
    "float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, uint64";
const char* kFloatTypes = "float16, bfloat16, float32, float64";

float alpha_of(const AttrMap& attrs) {
  auto it = attrs.find("alpha");
  return it == attrs.end() ? 0.2f : static_cast<float>(std::get<double>(it->second));
}

// A unary activation op `name`: input `in`, output `out`.
void add_activation(OpRegistry& r, const std::string& name, Activation op, const char* types, const std::string& summary,
                    const char* in = "features", const char* out = "activations") {
  OpDef d = make(name, summary);
  d.inputs = {arg(in, "T")};
  d.outputs = {arg(out, "T")};
  const bool leaky = op == Activation::LeakyRelu;
  if (leaky) d.attrs.push_back(plain_attr("alpha", "float", 0.2));
  d.attrs.push_back(type_attr("T", types, leaky ? std::optional<DType>(DType::Float32) : std::nullopt));
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
  d.kernel = [op](KernelContext& c) { return std::vector<Tensor>{tensor::activation(op, c.inputs[0], alpha_of(c.attrs))}; };
  r.add(std::move(d));
}

// Its gradient op `name`(gradients, second) -> backprops; the shapes merge (MergeBothInputsShapeFn).
void add_activation_grad(OpRegistry& r, const std::string& name, Activation op, const char* types, const char* second,
                         const std::string& summary) {
  OpDef d = make(name, summary);
  d.inputs = {arg("gradients", "T"), arg(second, "T")};
  d.outputs = {arg("backprops", "T")};
  const bool leaky = op == Activation::LeakyRelu;
  if (leaky) d.attrs.push_back(plain_attr("alpha", "float", 0.2));
  d.attrs.push_back(type_attr("T", types, leaky ? std::optional<DType>(DType::Float32) : std::nullopt));
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0].merge_with(c.input_shapes[1])); };
  d.kernel = [op](KernelContext& c) {
    return std::vector<Tensor>{tensor::activation_grad(op, c.inputs[0], c.inputs[1], alpha_of(c.attrs))};
  };
  r.add(std::move(d));
}

}  // namespace

void register_activation_ops(OpRegistry& r) {
  add_activation(r, "Relu6", Activation::Relu6, kRealNumberTypes, "Computes rectified linear 6: `min(max(features, 0), 6)`.");
  add_activation(r, "LeakyRelu", Activation::LeakyRelu, kFloatTypes, "Computes rectified linear: `max(features, features * alpha)`.");
  add_activation(r, "Elu", Activation::Elu, kFloatTypes, "Computes the exponential linear function.");
  add_activation(r, "Selu", Activation::Selu, kFloatTypes, "Computes scaled exponential linear.");
  add_activation(r, "Softplus", Activation::Softplus, kFloatTypes, "Computes softplus: `log(exp(features) + 1)`.");
  add_activation(r, "Softsign", Activation::Softsign, kFloatTypes, "Computes softsign: `features / (abs(features) + 1)`.");
  add_activation(r, "Erf", Activation::Erf, "bfloat16, float16, float32, float64", "Computes the Gauss error function of `x` element-wise.",
                 "x", "y");
  add_activation(r, "Erfc", Activation::Erfc, "bfloat16, float16, float32, float64",
                 "Computes the complementary error function of `x` element-wise.", "x", "y");

  add_activation_grad(r, "Relu6Grad", Activation::Relu6, kRealNumberTypes, "features",
                      "Computes rectified linear 6 gradients for a Relu6 operation.");
  add_activation_grad(r, "LeakyReluGrad", Activation::LeakyRelu, kFloatTypes, "features",
                      "Computes rectified linear gradients for a LeakyRelu operation.");
  add_activation_grad(r, "EluGrad", Activation::Elu, kFloatTypes, "outputs", "Computes gradients for the exponential linear (Elu) operation.");
  add_activation_grad(r, "SeluGrad", Activation::Selu, kFloatTypes, "outputs",
                      "Computes gradients for the scaled exponential linear (Selu) operation.");
  add_activation_grad(r, "SoftplusGrad", Activation::Softplus, kFloatTypes, "features",
                      "Computes softplus gradients for a softplus operation.");
  add_activation_grad(r, "SoftsignGrad", Activation::Softsign, kFloatTypes, "features",
                      "Computes softsign gradients for a softsign operation.");
}

}  // namespace tfplay::graph
