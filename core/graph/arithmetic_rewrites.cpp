#include "core/graph/arithmetic_rewrites.h"

#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

const tensor::TensorShape& input_shape(const FuncGraph& g, const Node& node, std::size_t k) {
  const Endpoint& in = node.inputs.at(k);
  return g.nodes().at(static_cast<std::size_t>(in.node)).output_shapes.at(static_cast<std::size_t>(in.index));
}

}  // namespace

PowRewrite pow_rewrite(const FuncGraph& g, const Node& node, const tensor::Tensor* exponent) {
  if (node.op != "Pow" || !exponent || node.inputs.size() != 2 || node.output_shapes.empty()) return PowRewrite::None;
  if (tensor::is_complex(exponent->dtype()) || exponent->dtype() == tensor::DType::String) return PowRewrite::None;
  const int64_t n = exponent->num_elements();
  if (n == 0) return PowRewrite::None;  // GetElementUnexhaustive reads element 0 only when there is one
  const double value = exponent->as_double(0);
  for (int64_t i = 1; i < n; ++i)
    if (exponent->as_double(i) != value) return PowRewrite::None;
  const tensor::TensorShape& out = node.output_shapes[0];
  const bool same_shape = input_shape(g, node, 0) == out;
  if (value == 2) return PowRewrite::Square;
  if (value == 3) return PowRewrite::Cube;
  if (value == 1) return same_shape ? PowRewrite::Identity : PowRewrite::None;
  if (value == 0.5) return PowRewrite::Sqrt;
  if (value == 0) return same_shape && out.is_fully_defined() ? PowRewrite::Ones : PowRewrite::None;
  if (value == -0.5) return PowRewrite::Rsqrt;
  // Integer Pow refuses negative exponents; keep that error rather than rewrite it away.
  if (value == -1) return tensor::is_floating(exponent->dtype()) ? PowRewrite::Reciprocal : PowRewrite::None;
  return PowRewrite::None;
}

std::vector<tensor::Tensor> run_pow_rewrite(PowRewrite rewrite, const std::vector<tensor::Tensor>& inputs,
                                            const AttrMap& attrs, const void* node) {
  auto run = [&](const char* op, std::vector<tensor::Tensor> args) {
    const OpDef& def = OpRegistry::global().get(op);
    KernelContext ctx{def, args, attrs, nullptr};
    ctx.node = node;
    return def.kernel(ctx);
  };
  const tensor::Tensor& x = inputs.at(0);
  switch (rewrite) {
    case PowRewrite::Square: return run("Square", {x});
    case PowRewrite::Cube: return run("Mul", {x, run("Square", {x}).at(0)});
    case PowRewrite::Identity: return {x};
    case PowRewrite::Sqrt: return run("Sqrt", {x});
    case PowRewrite::Ones: return run("OnesLike", {x});
    case PowRewrite::Rsqrt: return run("Rsqrt", {x});
    case PowRewrite::Reciprocal: return run("Reciprocal", {x});
    case PowRewrite::None: break;
  }
  return run("Pow", inputs);
}

}  // namespace tfplay::graph
