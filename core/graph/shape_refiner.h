// Graph-build-time knowledge of shape-valued tensors, as TF's ShapeRefiner has it
// (tensorflow/core/common_runtime/shape_refiner.cc ConstantPartialShape and
// eval_const_tensor.cc TryInferFromShapes): `tf.zeros([tf.shape(x)[0], 2])` in a function
// traced for x: (None, 4) has the static shape (None, 2), because the Pack feeding Fill is read
// as the partial shape [?, 2] even though its value is unknown.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/graph/func_graph.h"

namespace tfplay::graph {

/// The value of an int32/int64 scalar (or one-element vector) endpoint when it is known while
/// building: a Const, or `tf.shape(t)[i]` / `tf.rank(t)` / `tf.size(t)` whose answer the
/// static shape of `t` already gives (TryInferFromShapes). nullopt otherwise.
std::optional<int64_t> constant_int_scalar(const FuncGraph& g, Endpoint e);

/// EvaluateConstantTensor: the value of `e` when the graph already determines it -- a Const, a
/// Shape/Size/Rank/ShapeN of tensors whose static shape answers it, or a small pure op (Range,
/// Pack, StridedSlice, ConcatV2, Cast, arithmetic, ...) over such values, run with its kernel.
/// Shape functions see these values (so `tf.reduce_sum(scalar)`'s Range(0, Rank(x)) axes give a
/// scalar shape). nullopt when not constant, too large, or its kernel fails.
std::optional<Tensor> evaluate_constant(const FuncGraph& g, Endpoint e);

/// ConstantPartialShape: the shape a 1-D int tensor stands for, with unknown entries as None.
/// Shape -> the input's static shape (ShapeN: output i -> input i's); Pack -> one dim per packed scalar; ConcatV2 -> the
/// concatenation of its parts; StridedSlice of such a vector (no special masks) -> that slice;
/// Const -> its value (-1 is None). Anything else: unknown dims, rank from the vector's length
/// when that is static, else unknown rank.
TensorShape constant_partial_shape(const FuncGraph& g, Endpoint e);

/// The inputs of `op` its shape function reads as shapes (MakeShapeFromShapeTensor): Fill's
/// dims, Reshape's and BroadcastTo's shape, the random ops' shape, Slice's begin.
const std::vector<int>& shape_tensor_inputs(const std::string& op);

/// InferenceContext::MakeShapeFromShapeTensor(i): input i (a 1-D int tensor) as a shape -- its
/// constant value (-1 entries unknown), else the partial shape FuncGraph::add_op found for it,
/// else as many unknown dims as its static length, else an unknown shape.
TensorShape shape_from_shape_tensor(const InferenceContext& c, int i);

/// A backprop's or grad's output shape from its sizes input `i`, as TF's shape functions build
/// it: MakeShapeFromShapeTensor(i) (input i must be rank 1) then WithRank(rank); `rank` < 0
/// skips the rank check. Throws OpValueError with TF's "Shape must be rank N but is rank M".
TensorShape shape_tensor_input_with_rank(const InferenceContext& c, int i, int rank);

/// While alive, the shape function being run sees `partial[i]` as the partial shape of input i
/// (ShapeRefiner hands InferenceContext these as input_tensors_as_shapes). FuncGraph::add_op
/// sets it around infer_outputs; eager execution has constant inputs and needs none.
class PartialShapesScope {
 public:
  explicit PartialShapesScope(const std::vector<std::optional<TensorShape>>& partial);
  ~PartialShapesScope();
  PartialShapesScope(const PartialShapesScope&) = delete;
  PartialShapesScope& operator=(const PartialShapesScope&) = delete;

 private:
  const std::vector<std::optional<TensorShape>>* previous_;
};

}  // namespace tfplay::graph
