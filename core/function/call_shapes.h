// The static output shapes of a function call op, inferred from the caller's inputs as TF's
// ShapeRefiner does for a function call (InferShapesForFunction: the body's shapes inferred
// again with the call's input shapes and constant input values).
#pragma once

#include <vector>

#include "core/graph/func_graph.h"

namespace tfplay::function {

/// The shapes of `callee`'s outputs when its placeholders `placeholders[k]` are fed by
/// `caller`'s endpoints `inputs[k]`: the callee's own output shapes, refined by inferring its
/// body again with the inputs' static shapes and, for small int inputs the caller determines,
/// their values (so `tf.reshape(a, [-1, 3])` called on a (10, 10, 3) tensor gives (100, 3)).
/// Falls back to the callee's shapes where that inference cannot run.
std::vector<tensor::TensorShape> call_output_shapes(const graph::FuncGraph& caller, const std::vector<graph::Endpoint>& inputs,
                                                    const graph::FuncGraph& callee, const std::vector<int>& placeholders);

}  // namespace tfplay::function
