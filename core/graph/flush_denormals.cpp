#include "core/graph/flush_denormals.h"

#include <optional>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/tensor/denormals.h"

namespace tfplay::graph {

const std::vector<std::string_view>& value_moving_ops() {
  // Kernels that copy, slice, permute, pick or pass through their inputs' elements (TF's are
  // memcpy/Eigen assignments, which flush-to-zero does not touch), hold or fetch state, or
  // produce their values without float arithmetic (parsing text, Python callbacks, datasets).
  static const std::vector<std::string_view> kOps = {
      // pass-through
      "Const", "Identity", "IdentityN", "StopGradient",
      "GuaranteeConst", "EnsureShape", "CheckNumerics", "PlaceholderWithDefault",
      // shape and layout
      "Reshape", "ExpandDims", "Squeeze", "Transpose", "ConjugateTranspose", "Tile", "BroadcastTo",
      "ReverseV2", "ReverseSequence", "Roll", "DepthToSpace", "SpaceToDepth", "SpaceToBatchND",
      "BatchToSpaceND", "SpaceToBatch", "BatchToSpace",
      // joining, splitting and slicing
      "ConcatV2", "ParallelConcat", "Pack", "Unpack", "Split", "SplitV", "Slice", "StridedSlice",
      "StridedSliceGrad", "Pad", "PadV2", "MirrorPad", "DynamicPartition", "DynamicStitch",
      "ParallelDynamicStitch",
      // picking elements
      "GatherV2", "GatherNd", "ResourceGather", "ResourceGatherNd", "Select", "SelectV2",
      "TopKV2", "Unique", "UniqueWithCounts", "TensorScatterUpdate", "Diag", "DiagPart",
      "MatrixDiagV3", "MatrixDiagPartV3", "MatrixSetDiagV3", "MatrixBandPart",
      // filling with a given value
      "Fill", "OneHot",
      // sign bits and parts (TF's are bit operations, not arithmetic)
      "Abs", "Neg", "Complex", "Real", "Imag", "Conj", "NextAfter",
      // variables, lists and optionals
      "VarHandleOp", "ReadVariableOp", "AssignVariableOp", "ResourceStridedSliceAssign",
      "TensorListFromTensor", "TensorListGetItem", "TensorListSetItem", "TensorListStack",
      "TensorListGather", "TensorListConcatV2", "TensorListReserve", "TensorListSplit",
      "TensorListScatterV2", "TensorListScatterIntoExistingList", "TensorListElementShape", "TensorListResize",
      "OptionalFromValue",
      "OptionalGetValue",
      // values from outside the kernels' arithmetic
      "IteratorGetNext", "IteratorGetNextAsOptional", "EagerPyFunc", "PyFunc", "PyFuncStateless",
      "ParseTensor", "StringToNumber", "DecodeCSV", "ParseExampleV2", "Bitcast",
      // functions: the ops inside flush their own results
      "PartitionedCall", "StatefulPartitionedCall", "If", "StatelessIf", "While",
      "StatelessWhile", "Case", "StatelessCase",
  };
  return kOps;
}

bool moves_values_only(std::string_view op) {
  static const std::unordered_set<std::string_view> kSet(value_moving_ops().begin(), value_moving_ops().end());
  return kSet.count(op) > 0;
}

namespace {

// Ops whose kernel is one tensor::binary_op: its float32 loops flush as they write while a
// tensor::ScopedFlushDenormal is active (the large element-wise case), which spares the output
// a second pass; any output they did not write that way is scanned as usual.
bool flushes_while_writing(std::string_view op) {
  return op == "AddV2" || op == "Add" || op == "Sub" || op == "Mul" || op == "RealDiv" || op == "Div";
}

}  // namespace

KernelFn with_flushed_outputs(std::string_view op, KernelFn kernel) {
  if (!kernel || moves_values_only(op)) return kernel;
  return [kernel = std::move(kernel), fused = flushes_while_writing(op)](KernelContext& ctx) {
    std::optional<tensor::ScopedFlushDenormal> ftz;
    if (fused) ftz.emplace();
    std::vector<Tensor> outputs = kernel(ctx);
    for (Tensor& t : outputs) {
      if (ftz && t.dtype() == tensor::DType::Float32 && ftz->wrote_flushed(t.data<float>())) continue;
      tensor::flush_denormals(t);
    }
    return outputs;
  };
}

}  // namespace tfplay::graph
