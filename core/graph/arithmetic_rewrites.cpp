#include "core/graph/arithmetic_rewrites.h"

#include <algorithm>
#include <complex>
#include <optional>
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
      return {ArithmeticRewrite::Log1p, x, {}};
  }
  return {};
}

// Sub(Exp(x), ones) (ConvertExpm1Stage).
PlannedRewrite expm1_rewrite(const FuncGraph& g, const Node& sub, const RewriteQueries& q) {
  if (sub.inputs.size() != 2) return {};
  const Node& exp = producer(g, sub.inputs[0], q);
  if (exp.op != "Exp" || exp.inputs.empty()) return {};
  if (!is_ones_keeping_shape(shape_of(g, exp.inputs[0]), q.constant(sub.inputs[1]))) return {};
  return {ArithmeticRewrite::Expm1, exp.inputs[0], {}};
}

// Log(Softmax(x)) when the softmax has no other reader (LogSoftmaxStage).
PlannedRewrite log_softmax_rewrite(const FuncGraph& g, const Node& log, const RewriteQueries& q) {
  const Node& softmax = producer(g, log.inputs[0], q);
  if (softmax.op != "Softmax" || softmax.inputs.empty() || q.readers(log.inputs[0]) != 1) return {};
  return {ArithmeticRewrite::LogSoftmax, softmax.inputs[0], {}};
}

// A registered kernel run on `args` with `attrs` (at plan time: constants only).
std::vector<Tensor> run_kernel(const char* op, std::vector<Tensor> args, const AttrMap& attrs, const void* node) {
  const OpDef& def = OpRegistry::global().get(op);
  KernelContext ctx{def, args, attrs, nullptr};
  ctx.node = node;
  return def.kernel(ctx);
}

// 1 / c, folded, for Div(x, c), RealDiv(x, c) or Xdivy(x, c) with a constant c
// (ReduceDivToReciprocalMul skips integer Div, which truncates; tfplay skips every integer
// division, whose kernels refuse or truncate, to keep their errors and values).
std::optional<Tensor> folded_reciprocal(const Node& div, const RewriteQueries& q) {
  if (div.op != "RealDiv" && div.op != "Div" && div.op != "Xdivy") return std::nullopt;
  if (div.inputs.size() != 2 || div.output_dtypes.empty()) return std::nullopt;
  const DType type = div.output_dtypes[0];
  if (!(tensor::is_floating(type) || tensor::is_complex(type))) return std::nullopt;
  const Tensor* c = q.constant(div.inputs[1]);
  if (!c) return std::nullopt;
  return run_kernel("Reciprocal", {*c}, div.attrs, &div).at(0);
}

// A binary node as constant folding leaves it for ConstantPushDown: a float division by a
// constant became x * (1 / c) (ReduceDivToReciprocalMul ran on it first), so its op is Mul and
// its second operand the reciprocal.
struct FoldedBinary {
  enum Kind { Other, Add, Sub, Mul, Div } kind = Other;
  Endpoint in[2];
  std::optional<Tensor> reciprocal;  // the second operand's value when the node was a division
};

FoldedBinary folded_binary(const Node& n, const RewriteQueries& q) {
  FoldedBinary b;
  if (n.inputs.size() != 2) return b;
  b.in[0] = n.inputs[0];
  b.in[1] = n.inputs[1];
  if (n.op == "AddV2" || n.op == "Add") b.kind = FoldedBinary::Add;
  else if (n.op == "Sub") b.kind = FoldedBinary::Sub;
  else if (n.op == "Mul") b.kind = FoldedBinary::Mul;
  else if (n.op != "Xdivy" && (b.reciprocal = folded_reciprocal(n, q))) {
    b.kind = FoldedBinary::Mul;
  } else if (n.op == "Div") {
    b.kind = FoldedBinary::Div;  // grappler's IsDiv: the Div op, not RealDiv
  }
  return b;
}

// ConstantPushDown (constant_folding.cc) on `parent`, one level: C op (X op Y) (either operand
// order) where C and Y are constants and the child is read by the parent only. tfplay leaves a
// child whose Y is computed (TF pushes it too, checking shapes) and chains of three constants
// or more (TF regroups them whole over several passes) as written.
PlannedRewrite push_down_rewrite(const FuncGraph& g, const Node& parent, const RewriteQueries& q) {
  if (parent.output_dtypes.size() != 1) return {};
  const DType type = parent.output_dtypes[0];
  // No reassociation in low-precision floats.
  if (type == DType::Float16) return {};  // (and bfloat16, which tfplay lacks)
  const FoldedBinary p = folded_binary(parent, q);
  if (p.kind == FoldedBinary::Other) return {};
  const Tensor* p_const[2] = {q.constant(p.in[0]), p.reciprocal ? &*p.reciprocal : q.constant(p.in[1])};
  if (!p_const[0] == !p_const[1]) return {};  // no constant operand, or foldable
  const bool left_child_is_const = p_const[0] != nullptr;
  const Tensor& c = left_child_is_const ? *p_const[0] : *p_const[1];
  const Endpoint op_end = p.in[left_child_is_const ? 1 : 0];
  const Node& child = producer(g, op_end, q);
  if (q.readers(op_end) != 1 || child.output_dtypes.size() != 1) return {};
  const FoldedBinary ch = folded_binary(child, q);
  const bool is_add_sub = (p.kind == FoldedBinary::Add || p.kind == FoldedBinary::Sub) &&
                          (ch.kind == FoldedBinary::Add || ch.kind == FoldedBinary::Sub);
  const bool is_mul_div = (p.kind == FoldedBinary::Mul || p.kind == FoldedBinary::Div) &&
                          (ch.kind == FoldedBinary::Mul || ch.kind == FoldedBinary::Div);
  if (!is_add_sub && !is_mul_div) return {};
  const Tensor* leaf_const[2] = {q.constant(ch.in[0]), ch.reciprocal ? &*ch.reciprocal : q.constant(ch.in[1])};
  if (!leaf_const[0] == !leaf_const[1]) return {};  // Y computed (not emulated), or a foldable child
  const bool is_symmetric = p.kind == FoldedBinary::Add || p.kind == FoldedBinary::Mul;
  const bool is_child_symmetric = ch.kind == FoldedBinary::Add || ch.kind == FoldedBinary::Mul;
  if (!(is_symmetric && is_child_symmetric) && !(tensor::is_floating(type) || tensor::is_complex(type))) return {};
  const bool left_leaf_is_const = leaf_const[0] != nullptr;
  const Tensor& y = left_leaf_is_const ? *leaf_const[0] : *leaf_const[1];
  // The reciprocal of a division is no Const yet when TF pushes over it: TF's shape check.
  if (!left_leaf_is_const && ch.reciprocal) {
    const tensor::Shape &cs = c.shape(), &ys = y.shape();
    if (c.num_elements() > y.num_elements()) return {};
    for (std::size_t i = 0; !cs.empty() && i < std::min(cs.size(), ys.size()); ++i)
      if (cs[i] > ys[i]) return {};
  }
  const Endpoint x = ch.in[left_leaf_is_const ? 1 : 0];
  // X itself a constant's + or - (or * or /): a chain of three constants or more, which TF
  // regroups whole over several passes; tfplay leaves it as written.
  const FoldedBinary inner = folded_binary(producer(g, x, q), q);
  const bool inner_add_sub = inner.kind == FoldedBinary::Add || inner.kind == FoldedBinary::Sub;
  const bool inner_mul_div = inner.kind == FoldedBinary::Mul || inner.kind == FoldedBinary::Div;
  if ((is_add_sub ? inner_add_sub : inner_mul_div) &&
      (q.constant(inner.in[0]) || inner.reciprocal || q.constant(inner.in[1])))
    return {};
  // The effective sign of each term (TF's is_leaf_negated, neg_c, neg_x, neg_y).
  auto is_leaf_negated = [&](bool is_right_leaf) {
    return (!is_child_symmetric && is_right_leaf) != (!is_symmetric && left_child_is_const);
  };
  const bool neg_c = !is_symmetric && !left_child_is_const;
  const bool neg_x = is_leaf_negated(left_leaf_is_const);
  const bool neg_y = is_leaf_negated(!left_leaf_is_const);
  const char* child_op = neg_c != neg_y ? (is_add_sub ? "Sub" : "RealDiv") : (is_add_sub ? "AddV2" : "Mul");
  std::vector<Tensor> k = run_kernel(child_op, neg_c ? std::vector<Tensor>{y, c} : std::vector<Tensor>{c, y}, parent.attrs, &parent);
  const bool outer_nonsymmetric = neg_x || (neg_c && neg_y);
  using R = ArithmeticRewrite;
  const R op = is_add_sub ? (!outer_nonsymmetric ? R::AddXK : neg_x ? R::SubKX : R::SubXK)
                          : (!outer_nonsymmetric ? R::MulXK : neg_x ? R::DivKX : R::DivXK);
  return {op, x, std::move(k)};
}

}  // namespace

PlannedRewrite arithmetic_rewrite(const FuncGraph& g, const Node& node, const RewriteQueries& queries) {
  if (node.op == "Pow" && node.inputs.size() == 2)
    return {pow_rewrite(g, node, queries.constant(node.inputs[1])), Endpoint{}, {}};
  if (node.op == "Log" && node.inputs.size() == 1) {
    if (PlannedRewrite r = log1p_rewrite(g, node, queries); r.op != ArithmeticRewrite::None) return r;
    return log_softmax_rewrite(g, node, queries);
  }
  if (node.op == "Sub")
    if (PlannedRewrite r = expm1_rewrite(g, node, queries); r.op != ArithmeticRewrite::None) return r;
  if (PlannedRewrite r = push_down_rewrite(g, node, queries); r.op != ArithmeticRewrite::None) return r;
  if (std::optional<Tensor> k = folded_reciprocal(node, queries))
    return {node.op == "Xdivy" ? ArithmeticRewrite::MulNoNanKX : ArithmeticRewrite::MulXK, node.inputs[0], {std::move(*k)}};
  return {};
}

std::vector<Tensor> run_arithmetic_rewrite(ArithmeticRewrite rewrite, const std::vector<Tensor>& inputs,
                                           const std::vector<Tensor>& constants, const AttrMap& attrs, const void* node) {
  auto run = [&](const char* op, std::vector<Tensor> args) { return run_kernel(op, std::move(args), attrs, node); };
  const Tensor& x = inputs.at(0);
  const Tensor* k = constants.empty() ? nullptr : &constants[0];
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
    case ArithmeticRewrite::AddXK: return run("AddV2", {x, *k});
    case ArithmeticRewrite::MulXK: return run("Mul", {x, *k});
    case ArithmeticRewrite::SubXK: return run("Sub", {x, *k});
    case ArithmeticRewrite::DivXK: return run("RealDiv", {x, *k});
    case ArithmeticRewrite::SubKX: return run("Sub", {*k, x});
    case ArithmeticRewrite::DivKX: return run("RealDiv", {*k, x});
    case ArithmeticRewrite::MulNoNanKX: return run("MulNoNan", {*k, x});
    case ArithmeticRewrite::None: break;
  }
  throw std::logic_error("run_arithmetic_rewrite: no rewrite planned");
}

}  // namespace tfplay::graph
