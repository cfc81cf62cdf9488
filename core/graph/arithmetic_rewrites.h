// The value-changing rewrites of grappler's arithmetic optimizer that TF's function runtime
// applies to every function graph before running it (TF: grappler/optimizers/
// arithmetic_optimizer.cc). Each runs a node as a different op, whose float results differ
// in the last bits (or more) from the op the program wrote:
//  - ConvertPowStage: a Pow whose exponent is a constant holding one value runs as a cheaper
//    op. Eagerly `x ** 2` is Eigen's pow (9 ** 2 is 81.000008 in a packet), in a graph Square.
//  - ConvertLog1pStage: Log(x + 1) runs as Log1p(x): log(1 + 1e-8) is 0, log1p(1e-8) is 1e-8.
//  - ConvertExpm1Stage: Exp(x) - 1 runs as Expm1(x).
//  - LogSoftmaxStage: Log(Softmax(x)) runs as LogSoftmax(x) when nothing else reads the
//    softmax, so an underflowed probability gives a finite log instead of -inf.
// and one of its constant folding's (grappler/optimizers/constant_folding.cc):
//  - ReduceDivToReciprocalMul: x / c with a constant c runs as x * (1 / c) (Xdivy(x, c) as
//    MulNoNan(1 / c, x)), so `x / 10.0` is `x * 0.1f`, which differs from it in the last bit
//    for some x.
//  - ConstantPushDown, one level: C op (X op Y) with constants C and Y, both ops + or - or
//    both * or /, runs as X op K with K = C op Y folded and the signs worked out as TF does, so
//    `(f - 32) * 5 / 9` is `(f - 32) * 0.5555556f` (after the division became * (1/9)).
// As with constant folding, the graph keeps its nodes; only the executor's plan runs
// something else.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "core/graph/func_graph.h"
#include "core/graph/op_def.h"

namespace tfplay::graph {

/// What a node runs as. For Pow (ConvertPowStage): exponent 2 Square(x); 3 Mul(x, Square(x));
/// 1 Identity(x) when x already has the output's shape; 0.5 Sqrt(x); 0 ones when x has the
/// output's fully known shape; -0.5 Rsqrt(x); -1 Reciprocal(x). For Log or Sub: Log1p, Expm1
/// or LogSoftmax of the endpoint the rewrite reads instead of the node's inputs. The rest
/// combine that endpoint X with a constant K folded when the graph is planned: a division by a
/// constant is X * K (Xdivy: MulNoNan(K, X)) with K = 1 / c, a ConstantPushDown any of the six.
enum class ArithmeticRewrite : uint8_t {
  None = 0, Square, Cube, Identity, Sqrt, Ones, Rsqrt, Reciprocal, Log1p, Expm1, LogSoftmax,
  AddXK, MulXK, SubXK, DivXK, SubKX, DivKX, MulNoNanKX
};

/// A rewrite planned for one node: the op it runs as and, but for a Pow rewrite, the one
/// endpoint it reads (the x of `Log(x + 1)`, `Exp(x) - 1`, `Log(Softmax(x))`, `x / c`, ...);
/// for a Pow rewrite `input` is invalid (node -1) and the node reads its own inputs.
struct PlannedRewrite {
  ArithmeticRewrite op = ArithmeticRewrite::None;
  Endpoint input{};
  /// The folded constant K of the X-and-K rewrites.
  std::vector<tensor::Tensor> constants;
};

/// What the matcher asks of the plan. `source` is the node whose values stand for a node's
/// (common subexpressions merged); `constant` an endpoint's value when it is a constant in TF's
/// optimized graph (a Const node, not an eager tensor of more than 128 elements captured by
/// value, or a folded node), else nullptr; `readers` how many planned nodes and graph
/// outputs read an endpoint (grappler's NumNonControlOutputs).
struct RewriteQueries {
  std::function<int(int node)> source;
  std::function<const tensor::Tensor*(Endpoint)> constant;
  std::function<int(Endpoint)> readers;
};

/// The rewrite grappler applies to node `node` of `g` (its ArithmeticOptimizer stages above),
/// or op None.
PlannedRewrite arithmetic_rewrite(const FuncGraph& g, const Node& node, const RewriteQueries& queries);

/// Runs a rewritten node on the inputs it reads (its own for a Pow rewrite, else the planned
/// endpoint's value) and the rewrite's planned constants, with the node's attrs, through the registered kernels of the ops it became
/// (so their outputs are flushed as theirs are).
std::vector<tensor::Tensor> run_arithmetic_rewrite(ArithmeticRewrite rewrite, const std::vector<tensor::Tensor>& inputs,
                                                   const std::vector<tensor::Tensor>& constants, const AttrMap& attrs,
                                                   const void* node);

}  // namespace tfplay::graph
