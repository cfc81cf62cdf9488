// The value-changing rewrite of grappler's arithmetic optimizer that TF's function runtime
// applies to every function graph before running it (TF: grappler/optimizers/
// arithmetic_optimizer.cc, ConvertPowStage): a Pow whose exponent is a constant holding one
// value runs as a cheaper op. Eagerly `x ** 2` is Eigen's pow (up to 3 ulps off, 9 ** 2 is
// 81.000008 in a packet), inside a tf.function it is Square (exactly 81). As with constant
// folding, the graph keeps its Pow node; only the executor's plan runs something else.
#pragma once

#include <cstdint>
#include <vector>

#include "core/graph/func_graph.h"
#include "core/graph/op_def.h"

namespace tfplay::graph {

/// What a Pow node runs as (ConvertPowStage): exponent 2 Square(x); 3 Mul(x, Square(x)); 1
/// Identity(x) when x already has the output's shape; 0.5 Sqrt(x); 0 ones when x has the
/// output's fully known shape; -0.5 Rsqrt(x); -1 Reciprocal(x).
enum class PowRewrite : uint8_t { None = 0, Square, Cube, Identity, Sqrt, Ones, Rsqrt, Reciprocal };

/// The rewrite grappler applies to Pow node `node` of `g`, given its exponent's value when that
/// is a constant (a Const node or a folded one), else nullptr. None unless every element of the
/// exponent is one of the values above.
PowRewrite pow_rewrite(const FuncGraph& g, const Node& node, const tensor::Tensor* exponent);

/// Runs a rewritten Pow on its inputs (x, exponent) with the node's attrs, through the
/// registered kernels of the ops it became (so their outputs are flushed as theirs are).
std::vector<tensor::Tensor> run_pow_rewrite(PowRewrite rewrite, const std::vector<tensor::Tensor>& inputs,
                                            const AttrMap& attrs, const void* node);

}  // namespace tfplay::graph
