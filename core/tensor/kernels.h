// The numeric kernels behind tfplay's ops. Each function computes one TF op on concrete
// tensors and throws OpError with TF's kernel error text on invalid arguments.
//
// Dtype contracts are enforced by the op registry (core/graph) before a kernel runs; the
// kernels re-check only what TF's kernels check, so the same texts appear in eager and graph
// execution. All kernels are pure: inputs are never modified, outputs are new tensors (or
// views sharing the input buffer for shape-only ops).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

// ---- element-wise binary (kernels_binary.cpp) ----------------------------------------------

enum class BinaryOp {
  Add,            ///< AddV2 (and Add: string concatenation too)
  Sub,            ///< Sub
  Mul,            ///< Mul
  RealDiv,        ///< RealDiv: floating x / y (IEEE: 1/0 = inf)
  Div,            ///< Div: integer division truncates toward zero, floats as RealDiv
  FloorDiv,       ///< FloorDiv: Python `//` (floor), "Integer division by zero" for ints
  FloorMod,       ///< FloorMod: Python `%` (sign of the divisor)
  Pow,            ///< Pow: ints by squaring ("Integers to negative integer powers are not allowed")
  Maximum,        ///< Maximum: NaN propagates
  Minimum,        ///< Minimum: NaN propagates
  SquaredDifference,
  Atan2,          ///< Atan2(y, x): the angle of (x, y), floating types
  DivNoNan,       ///< DivNoNan: 0 where y == 0, else x / y (floating types)
  MulNoNan,       ///< MulNoNan: 0 where y == 0, else x * y (floating types)
  Xdivy,          ///< Xdivy: 0 where x == 0, else x / y (floating types; 0 / 0 is 0)
  Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual,  ///< -> bool
  LogicalAnd, LogicalOr,                                     ///< bool x bool -> bool
};

/// True for the comparison ops (their output dtype is bool).
bool is_comparison(BinaryOp op);

/// `x op y` with NumPy broadcasting. x and y must have the same dtype.
/// Shapes: broadcast(x, y); "Incompatible shapes: [2] vs. [3]" otherwise.
Tensor binary_op(BinaryOp op, const Tensor& x, const Tensor& y);

/// TF's CPU kernel for `x op y` (the op registry's): binary_op, except float32 Pow, which TF's
/// Eigen expression computes with Eigen's generic_pow for all but the last n % 8 outputs
/// (eigen_float_math.h). NumPy's ufuncs call binary_op (the C library's powf).
Tensor tf_binary_op(BinaryOp op, const Tensor& x, const Tensor& y);

// ---- element-wise unary (kernels_unary.cpp) ------------------------------------------------

enum class UnaryOp {
  Neg, Abs, Sign, Square, Sqrt, Rsqrt, Reciprocal, Exp, Expm1, Log, Log1p,
  Sin, Cos, Tan, Tanh, Sigmoid,
  Asin, Acos, Atan, Sinh, Cosh, Asinh, Acosh, Atanh,
  Rint,    ///< round half to even (TF Rint)
  Lgamma,  ///< log |Gamma(x)|
  Digamma, ///< d/dx log Gamma(x)
  Round,  ///< half to even (TF Round, numpy.round)
  Floor, Ceil,
  LogicalNot,
  IsNan, IsInf, IsFinite,  ///< -> bool
};

/// Applies op element-wise; output dtype = input dtype (bool for IsNan/IsInf/IsFinite).
Tensor unary_op(UnaryOp op, const Tensor& x);

/// TF's CPU kernel for op(x) (the op registry's): unary_op, except float32 Exp, Expm1, Log,
/// Log1p, Sigmoid, Tanh, Sin and Cos, which TF's Eigen expressions compute with Eigen's approximations
/// for all but the last n % 8 elements (eigen_float_math.h). NumPy's ufuncs call unary_op.
Tensor tf_unary_op(UnaryOp op, const Tensor& x);

// ---- cast (kernels_cast.cpp) -----------------------------------------------------------------

/// TF Cast between bool and numeric dtypes: float->int truncates toward zero (out-of-range
/// and NaN give the integer type's minimum through int32/int64, as on x86 CPUs), x->bool is
/// `x != 0`, bool->x is 0/1. Strings only cast to strings; otherwise OpError(Unimplemented)
/// "Cast string to float is not supported" (tensorflow/core/kernels/cast_op.cc).
Tensor cast(const Tensor& x, DType to);

// ---- reductions (kernels_reduce.cpp) -------------------------------------------------------

enum class ReduceOp { Sum, Mean, Max, Min, Prod, All, Any };

/// Reduces `x` over `axes` (negative allowed; empty = no reduction). Integer Mean truncates
/// toward zero, as TF does. Errors (tensorflow/core/kernels/reduction_ops_common.cc):
///   "Invalid reduction dimension (3 for input with 2 dimension(s)"
///   "Invalid reduction arguments: Axes contains duplicate dimension: 0"
Tensor reduce(ReduceOp op, const Tensor& x, const std::vector<int64_t>& axes, bool keep_dims);

/// ArgMax/ArgMin along one axis; ties pick the first index; output int64 or int32.
/// Errors: "Expected dimension in the range [-2, 2), but got 2",
///         "Reduction axis 0 is empty in shape [0]" (argmax_op.cc).
Tensor arg_reduce(bool is_max, const Tensor& x, int64_t axis, DType output_type);

// ---- shape ops (kernels_shape.cpp) ---------------------------------------------------------

/// Resolves a Reshape size vector (one -1 allowed) against the input shape; throws TF's
/// reshape_op.h texts ("Input to reshape is a tensor with 6 values, but the requested shape
/// has 4", "... requires a multiple of 4", "Only one input size may be -1, not both 0 and 1",
/// "Size 1 must be non-negative, not -2").
Shape resolve_reshape(const Shape& input_shape, const std::vector<int64_t>& sizes);
/// Reshape: shares the input buffer.
Tensor reshape(const Tensor& x, const std::vector<int64_t>& sizes);
/// Transpose by `perm` (a permutation of 0..rank-1). Errors (transpose_op.cc):
/// "transpose expects a vector of size 2. But input(1) is a vector of size 3",
/// "3 is out of range [0 .. 2)", "1 is missing from {0,0}."
Tensor transpose(const Tensor& x, const std::vector<int64_t>& perm);
/// ExpandDims at `axis` in [-rank-1, rank]: "Tried to expand dim index 3 for tensor with 1 dimensions."
Tensor expand_dims(const Tensor& x, int64_t axis);
/// Squeeze the given dims (all size-1 dims when empty). Errors (squeeze_op.cc):
/// "Tried to squeeze dim index 2 for tensor with 1 dimensions.",
/// "Can not squeeze dim[0], expected a dimension of 1, got 2"
Tensor squeeze(const Tensor& x, const std::vector<int64_t>& axes);

// ---- concat / pack (kernels_concat.cpp) ----------------------------------------------------

/// ConcatV2 along `axis`; all inputs share a dtype. Errors (concat_op.cc), e.g.
/// "ConcatOp : Dimension 1 in both shapes must be equal: shape[0] = [2,3] vs. shape[1] = [2,4]"
Tensor concat(const std::vector<Tensor>& values, int64_t axis);
/// Pack (tf.stack) along a new `axis`. Errors (pack_op.cc):
/// "Shapes of all inputs must match: values[0].shape = [2] != values[1].shape = [3]",
/// "axis = 2 not in [-2, 2)"
Tensor pack(const std::vector<Tensor>& values, int64_t axis);

// ---- creation (kernels_fill.cpp) -----------------------------------------------------------

/// Fill(dims, value): "dims must be a vector, got shape [2,2]",
/// "value must be a scalar, got shape [2]" (fill_functor / constant_op.cc).
Tensor fill(const Tensor& dims, const Tensor& value);
/// Range(start, limit, delta) with the dtype of the inputs (sequence_ops.cc):
/// "Requires start <= limit when delta > 0: 5/0", "Requires delta != 0: 0".
Tensor range(const Tensor& start, const Tensor& limit, const Tensor& delta);
/// The element count Range would produce (same validation and errors), without allocating.
int64_t range_size(const Tensor& start, const Tensor& limit, const Tensor& delta);

// ---- matmul (kernels_matmul.cpp) -----------------------------------------------------------

/// MatMul of two rank-2 tensors (matmul_op_impl.h): "In[0] is not a matrix. Instead it has
/// shape [3]", "Matrix size-incompatible: In[0]: [2,3], In[1]: [2,3]".
Tensor matmul(const Tensor& a, const Tensor& b, bool transpose_a, bool transpose_b);
/// BatchMatMulV2: rank >= 2, broadcasting batch dims. Errors: "In[0] and In[1] must have
/// compatible batch dimensions: [2,2,3] vs. [3,3,2]", "Matrix size-incompatible: ...".
Tensor batch_matmul(const Tensor& a, const Tensor& b, bool adj_a, bool adj_b);

// ---- indexing and layout (kernels_index.cpp) -----------------------------------------------

/// StridedSlice's validation (tensorflow/core/util/strided_slice_op.cc ValidateStridedSliceOp)
/// for shape inference and kernels. `input_dims` may hold -1 (unknown); `begin`/`end` may be
/// null (unknown at graph-build time). Errors are OpError(InvalidArgument) with TF's text:
///   "slice index 5 of dimension 0 out of bounds.", "strides[0] must be non-zero",
///   "only stride 1 allowed on non-range indexing.", "Multiple ellipses in slice spec not allowed",
///   "Index out of range using input dim 2; input has only 2 dims".
struct StridedSliceMasks {
  int64_t begin = 0, end = 0, ellipsis = 0, new_axis = 0, shrink_axis = 0;
};
struct StridedSlicePlan {
  std::vector<int64_t> processing_shape;  ///< -1 where unknown
  std::vector<int64_t> final_shape;       ///< -1 where unknown
  std::vector<int64_t> begin, end, strides;  ///< dense, canonical (valid when begin/end known)
  bool is_identity = false;
};
StridedSlicePlan validate_strided_slice(const std::vector<int64_t>* begin,
                                        const std::vector<int64_t>* end,
                                        const std::vector<int64_t>& strides,
                                        const std::vector<int64_t>& input_dims,
                                        const StridedSliceMasks& masks);
/// The StridedSlice kernel (strided_slice_op.cc), including its 1-D argument checks:
/// "Expected begin, end, and strides to be 1D equal size tensors, but got shapes [1], [2],
/// and [1] instead."
Tensor strided_slice(const Tensor& x, const Tensor& begin, const Tensor& end, const Tensor& strides,
                     const StridedSliceMasks& masks);
/// Slice(input, begin, size) (slice_op.cc): size -1 means "to the end". Errors:
/// "Expected begin[0] in [0, 3], but got 4", "Expected size[0] in [0, 2], but got 3".
Tensor slice(const Tensor& x, const Tensor& begin, const Tensor& size);
/// GatherV2 (gather_op.cc) with batch_dims = 0: "indices[1] = 5 is not in [0, 3)",
/// "Expected axis in the range [-1, 1), but got 1".
Tensor gather(const Tensor& params, const Tensor& indices, int64_t axis);
/// Tile (tile_ops.cc): "Expected multiples argument to be a vector of length 2 but got length 3".
Tensor tile(const Tensor& x, const std::vector<int64_t>& multiples);
/// BroadcastTo (broadcast_to_op.cc): "Unable to broadcast tensor of shape [2] to tensor of shape [3]".
Tensor broadcast_to(const Tensor& x, const Shape& shape);
/// Unpack (unpack_op.cc) into `num` tensors along `axis`.
std::vector<Tensor> unpack(const Tensor& x, int64_t num, int64_t axis);
/// SplitV along `axis` into pieces of the given sizes (already validated: they sum to the dim).
std::vector<Tensor> split_sizes(const Tensor& x, const std::vector<int64_t>& sizes, int64_t axis);
/// SelectV2 (cwise_op_select.cc): broadcasting cond ? x : y.
Tensor select(const Tensor& cond, const Tensor& x, const Tensor& y);
/// Where(condition) (where_op.cc): the int64 [num_true, rank] coordinates of true/non-zero elements.
Tensor where_indices(const Tensor& cond);
/// MatrixDiagV3 with k = 0 and padding 0: a [..., rows, cols] matrix with `diag` on the main diagonal.
Tensor matrix_diag(const Tensor& diag, int64_t rows, int64_t cols);

// ---- nn, sequences and strings (kernels_nn.cpp; the random kernels are in kernels_random.h) ---

/// Relu: max(x, 0).
Tensor relu(const Tensor& x);
/// Softmax over the last dimension (softmax_op_functor.h): exp(x - max) / sum(exp(x - max)).
/// "logits must have >= 1 dimension, got []".
Tensor softmax(const Tensor& logits);
/// tf.linspace as math_ops.linspace_nd computes it for scalars: start + delta * i in the
/// floating dtype of start, with the exact endpoints (delta = (stop - start) / max(num - 1, 1)).
Tensor linspace(const Tensor& start, const Tensor& stop, int64_t num);
/// StringJoin with broadcasting of scalar inputs: "Input shapes do not match: [2] vs. [3]".
Tensor string_join(const std::vector<Tensor>& inputs, const std::string& separator);
/// StringLength, unit "BYTE" or "UTF8_CHAR".
Tensor string_length(const Tensor& x, bool utf8_chars);
/// CheckNumerics: throws InvalidArgument "{message} : Tensor had NaN values" (or Inf values).
Tensor check_numerics(const Tensor& x, const std::string& message);

}  // namespace tfplay::tensor
