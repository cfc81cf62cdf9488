#include "core/graph/arithmetic_rewrites.h"

#include <complex>
#include <stdexcept>

#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

using tensor::DType;
using tensor::Tensor;

const tensor::TensorShape& shape_of(const FuncGraph& g, Endpoint e) {
  return g.node(e.node).output_shapes.at(static_cast<std::size_t>(e.index));
}

// The node producing endpoint `e`, as the plan sees it (merged nodes resolved).
const Node& producer(const FuncGraph& g, Endpoint e, const RewriteQueries& q) { return g.node(q.source(e.node)); }

// Element i of a floating or complex tensor, as GetElementUnexhaustive reads it.
std::complex<double> element(const Tensor& t, int64_t i) {
  if (t.dtype() == DType::Complex64) return std::complex<double>(t.data<std::complex<float>>()[i]);
  if (t.dtype() == DType::Complex128) return t.data<std::complex<double>>()[i];
  return t.as_double(i);
}

ArithmeticRewrite pow_rewrite(const FuncGraph& g, const Node& node, const Tensor* exponent) {
  if (!exponent || node.inputs.size() != 2 || node.output_shapes.empty()) return ArithmeticRewrite::None;
  if (tensor::is_complex(exponent->dtype()) || exponent->dtype() == DType::String) return ArithmeticRewrite::None;
  const int64_t n = exponent->num_elements();
  if (n == 0) return ArithmeticRewrite::None;  // GetElementUnexhaustive reads element 0 only when there is one
  const double value = exponent->as_double(0);
  for (int64_t i = 1; i < n; ++i)
    if (exponent->as_double(i) != value) return ArithmeticRewrite::None;
  const tensor::TensorShape& out = node.output_shapes[0];
  const bool same_shape = shape_of(g, node.inputs[0]) == out;
  if (value == 2) return ArithmeticRewrite::Square;
  if (value == 3) return ArithmeticRewrite::Cube;
  if (value == 1) return same_shape ? ArithmeticRewrite::Identity : ArithmeticRewrite::None;
  if (value == 0.5) return ArithmeticRewrite::Sqrt;
  if (value == 0) return same_shape && out.is_fully_defined() ? ArithmeticRewrite::Ones : ArithmeticRewrite::None;
  if (value == -0.5) return ArithmeticRewrite::Rsqrt;
  // Integer Pow refuses negative exponents; keep that error rather than rewrite it away.
  if (value == -1) return tensor::is_floating(exponent->dtype()) ? ArithmeticRewrite::Reciprocal : ArithmeticRewrite::None;
  return ArithmeticRewrite::None;
}

// ConvertLog1pStage's and ConvertExpm1Stage's test of `c`, the constant in x + c or Exp(x) - c:
// a floating or complex constant of ones whose broadcast with x (static shape `x`) keeps x's
// shape (ShapeAfterBroadcast, then ShapesSymbolicallyEqual: x's rank must be known, and an
// unknown dim of x only meets a 1).
bool is_ones_keeping_shape(const tensor::TensorShape& x, const Tensor* c) {
  if (!c || !(tensor::is_floating(c->dtype()) || tensor::is_complex(c->dtype())) || !x.has_rank()) return false;
  const std::vector<tensor::Dim>& xd = x.as_list();
  const tensor::Shape& cd = c->shape();
  if (cd.size() > xd.size()) return false;
  for (std::size_t k = 1; k <= cd.size(); ++k) {
    const int64_t cdim = cd[cd.size() - k];
    const tensor::Dim& xdim = xd[xd.size() - k];
    if (cdim != 1 && (!xdim || *xdim != cdim)) return false;
  }
  for (int64_t i = 0; i < c->num_elements(); ++i)
    if (element(*c, i) != std::complex<double>(1)) return false;
  return true;
}

// Log(Add(x, ones)) or Log(Add(ones, x)) (ConvertLog1pStage tries x first at input 0).
PlannedRewrite log1p_rewrite(const FuncGraph& g, const Node& log, const RewriteQueries& q) {
  const Node& add = producer(g, log.inputs[0], q);
  if ((add.op != "AddV2" && add.op != "Add") || add.inputs.size() != 2) return {};
  for (int i : {0, 1}) {
    const Endpoint x = add.inputs[static_cast<std::size_t>(i)];
    if (is_ones_keeping_shape(shape_of(g, x), q.constant(add.inputs[static_cast<std::size_t>(1 - i)])))
      return {ArithmeticRewrite::Log1p, x};
  }
  return {};
}

// Sub(Exp(x), ones) (ConvertExpm1Stage).
PlannedRewrite expm1_rewrite(const FuncGraph& g, const Node& sub, const RewriteQueries& q) {
  if (sub.inputs.size() != 2) return {};
  const Node& exp = producer(g, sub.inputs[0], q);
  if (exp.op != "Exp" || exp.inputs.empty()) return {};
  if (!is_ones_keeping_shape(shape_of(g, exp.inputs[0]), q.constant(sub.inputs[1]))) return {};
  return {ArithmeticRewrite::Expm1, exp.inputs[0]};
}

// Log(Softmax(x)) when the softmax has no other reader (LogSoftmaxStage).
PlannedRewrite log_softmax_rewrite(const FuncGraph& g, const Node& log, const RewriteQueries& q) {
  const Node& softmax = producer(g, log.inputs[0], q);
  if (softmax.op != "Softmax" || softmax.inputs.empty() || q.readers(log.inputs[0]) != 1) return {};
  return {ArithmeticRewrite::LogSoftmax, softmax.inputs[0]};
}

// Div(x, c), RealDiv(x, c) or Xdivy(x, c) with a constant c (ReduceDivToReciprocalMul skips
// integer Div, which truncates; tfplay skips every integer division, whose kernels refuse or
// truncate, to keep their errors and values).
ArithmeticRewrite reciprocal_mul_rewrite(const Node& div, const RewriteQueries& q) {
  if (div.inputs.size() != 2 || div.output_dtypes.empty()) return ArithmeticRewrite::None;
  const DType type = div.output_dtypes[0];
  if (!(tensor::is_floating(type) || tensor::is_complex(type))) return ArithmeticRewrite::None;
  if (!q.constant(div.inputs[1])) return ArithmeticRewrite::None;
  return div.op == "Xdivy" ? ArithmeticRewrite::ReciprocalMulNoNan : ArithmeticRewrite::ReciprocalMul;
}

}  // namespace

PlannedRewrite arithmetic_rewrite(const FuncGraph& g, const Node& node, const RewriteQueries& queries) {
  if (node.op == "Pow" && node.inputs.size() == 2)
    return {pow_rewrite(g, node, queries.constant(node.inputs[1])), Endpoint{}};
  if (node.op == "Log" && node.inputs.size() == 1) {
    if (PlannedRewrite r = log1p_rewrite(g, node, queries); r.op != ArithmeticRewrite::None) return r;
    return log_softmax_rewrite(g, node, queries);
  }
  if (node.op == "Sub") return expm1_rewrite(g, node, queries);
  if (node.op == "RealDiv" || node.op == "Div" || node.op == "Xdivy") return {reciprocal_mul_rewrite(node, queries), Endpoint{}};
  return {};
}

std::vector<Tensor> run_arithmetic_rewrite(ArithmeticRewrite rewrite, const std::vector<Tensor>& inputs,
                                           const AttrMap& attrs, const void* node) {
  auto run = [&](const char* op, std::vector<Tensor> args) {
    const OpDef& def = OpRegistry::global().get(op);
    KernelContext ctx{def, args, attrs, nullptr};
    ctx.node = node;
    return def.kernel(ctx);
  };
  const Tensor& x = inputs.at(0);
  switch (rewrite) {
    case ArithmeticRewrite::Square: return run("Square", {x});
    case ArithmeticRewrite::Cube: return run("Mul", {x, run("Square", {x}).at(0)});
    case ArithmeticRewrite::Identity: return {x};
    case ArithmeticRewrite::Sqrt: return run("Sqrt", {x});
    case ArithmeticRewrite::Ones: return run("OnesLike", {x});
    case ArithmeticRewrite::Rsqrt: return run("Rsqrt", {x});
    case ArithmeticRewrite::Reciprocal: return run("Reciprocal", {x});
    case ArithmeticRewrite::Log1p: return run("Log1p", {x});
    case ArithmeticRewrite::Expm1: return run("Expm1", {x});
    case ArithmeticRewrite::LogSoftmax: return run("LogSoftmax", {x});
    case ArithmeticRewrite::ReciprocalMul: return run("Mul", {x, run("Reciprocal", {inputs.at(1)}).at(0)});
    case ArithmeticRewrite::ReciprocalMulNoNan: return run("MulNoNan", {run("Reciprocal", {inputs.at(1)}).at(0), x});
    case ArithmeticRewrite::None: break;
  }
  throw std::logic_error("run_arithmetic_rewrite: no rewrite planned");
}

}  // namespace tfplay::graph
