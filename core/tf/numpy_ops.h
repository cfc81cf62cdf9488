// The NumPy 2 semantics behind tfplay's `numpy` subset: array coercion (np.asarray), dtype
// promotion (NEP 50: Python scalars are "weak"), ufunc arithmetic with broadcasting,
// reductions (pairwise float sums, NumPy's result dtypes) and basic indexing.
//
// All of it computes eagerly on tensor kernels; it never builds graph nodes (NumPy calls
// inside a tf.function run at trace time on NumPy values, exactly as in TF).
#pragma once

#include <complex>

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "core/python/object.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/tensor.h"

namespace tfplay::tf::np {

using tensor::DType;
using tensor::Tensor;

/// NotImplementedError "tfplay's numpy does not support <what> yet".
[[noreturn]] void not_supported(const std::string& what);
/// NotImplementedError for an operation after which NumPy prints "<category>: <warning>"
/// (RuntimeWarning, ComplexWarning) from a place tfplay cannot name: a line of NumPy's own
/// Python code (np.mean's "Mean of empty slice."), or a cast whose result depends on the CPU.
[[noreturn]] void warning_case(const std::string& warning, const char* category = "RuntimeWarning");

/// A warning NumPy's C code gives with stacklevel 1 (PyErr_WarnEx(category, message, 1)): it
/// names the line of Python that called into NumPy, and the warnings filters decide whether it
/// prints (once per line for RuntimeWarning, in __main__ only for DeprecationWarning). Called
/// from tfplay's own library code (Keras), whose lines a real install would name but tfplay
/// cannot, it is dropped (the default filters drop a DeprecationWarning there too). May raise
/// (a filter's "error" action).
void numpy_warning(const std::string& message, py::TypeObject* category);

/// NumPy's DeprecationWarning for a one-element array of ndim > 0 taken as a scalar (float(a),
/// int(a), complex(a), a[i] = a): "Conversion of an array with ndim > 0 to a scalar is
/// deprecated, ..." (check_is_convertible_to_scalar, numpy/_core/src/multiarray/common.c).
void warn_ndim_to_scalar();

/// The floating-point error flags one ufunc call raised (npy_get_floatstatus after the loop).
struct FpErrors {
  bool divide = false, overflow = false, invalid = false;
  /// Adds one element's flags, read off its result `r`: at a `pole` (x / 0, log(0)) it divided
  /// by zero; else an infinite result of finite inputs overflowed and a NaN of inputs that were
  /// not NaN is invalid. Inputs that are infinite or NaN propagate quietly.
  void add(double r, bool finite_inputs, bool nan_inputs, bool pole = false) {
    if (pole) divide = true;
    else if (std::isinf(r) && finite_inputs) overflow = true;
    else if (std::isnan(r) && !nan_inputs) invalid = true;
  }
};

/// NumPy's default error state (np.geterr(): "warn" for divide, over and invalid) after a ufunc
/// loop that raised `errors`: a RuntimeWarning each, "divide by zero encountered in <ufunc>",
/// then "overflow encountered in <ufunc>", then "invalid value encountered in <ufunc>"
/// (PyUFunc_GiveFloatingpointErrors, numpy/_core/src/umath/extobj.c). `ufunc` is the ufunc's
/// name ("divide"), or "scalar divide" for NumPy scalars' own math (scalarmath.c.src).
void warn_fp_errors(const FpErrors& errors, const std::string& ufunc);

/// Whether every element of a float tensor is finite: a ufunc loop whose result is raised no
/// floating-point flag NumPy reports (each leaves an infinity or a NaN).
bool all_finite(const Tensor& t);

/// The loop dtype of a float ufunc for an input dtype: floats keep theirs; bool, int8 and
/// uint8 compute in float16, int16 in float32, wider integers in float64 (the ufunc's loops).
DType float_loop_type(DType d);

/// A unary float ufunc (np.log2, np.arctanh): `f64` computes float64 loops, `f32` float32 and
/// float16 ones (rounded to float16 after, as npy_half's loops do); `pole(v)` says where the
/// function divides by zero (log2(0)), or is null.
struct FloatUfunc {
  const char* name;
  double (*f64)(double);
  float (*f32)(float);
  bool (*pole)(double);
  /// The complex loop (computed in complex128), or null: NumPy has none (a TypeError), or
  /// tfplay lacks it (NotImplementedError).
  std::complex<double> (*c128)(std::complex<double>) = nullptr;
  bool complex_type_error = false;
};

/// np.<u.name>(x): the ufunc on x's float loop type. Warns as warn_fp_errors does;
/// NotImplementedError for byte-string arrays.
py::Ref float_unary(const py::Ref& x, const FloatUfunc& u);

/// One ufunc operand: a value and whether it came from a Python scalar (NEP 50 weak scalars
/// take the other operand's dtype).
struct Operand {
  Tensor value;
  enum class Weak { None, Bool, Int, Float, Complex } weak = Weak::None;
};

/// ValueError "setting an array element with a sequence. The requested array has an
/// inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part."
[[noreturn]] void inhomogeneous(size_t depth, const tensor::Shape& shape);
/// The broadcast of two operands' shapes, or NumPy's ValueError "operands could not be
/// broadcast together with shapes (2,) (3,) ".
tensor::BroadcastPlan broadcast_or_raise(const Tensor& x, const Tensor& y);

/// Whether NumPy reads `v` as a sequence of elements (array_coercion.c: PySequence_Check and a
/// length that does not raise): lists, tuples, ranges and any other object whose type defines
/// __getitem__ and __len__ (a tf.TensorShape, a deque); not arrays, tensors, dicts, strings,
/// bytes or scalars. An object whose __len__ raises (a TensorShape of unknown rank) is not one.
bool is_numpy_sequence(const py::Ref& v);

/// np.asarray(v, dtype): arrays, NumPy scalars, tf.Tensors (their .numpy()), Python scalars and
/// nested sequences (is_numpy_sequence), objects with `__array__` at any depth (bool -> bool,
/// int -> int64, float -> float64). Raises NumPy's errors
/// ("setting an array element with a sequence. The requested array has an inhomogeneous
/// shape after 1 dimensions. ...") and NotImplementedError for unsupported element types.
Tensor asarray(const py::Ref& v, std::optional<DType> dtype = std::nullopt);
Operand operand(const py::Ref& v);

/// np.result_type of two strong dtypes (the NumPy promotion table restricted to tfplay's types).
DType promote(DType a, DType b);
/// Result dtype of a binary ufunc (before loop selection: true_divide of ints gives float64).
DType result_type(const Operand& a, const Operand& b);

/// Casts like ndarray.astype(dtype) (unsafe casting: float -> int truncates).
Tensor astype(const Tensor& t, DType dtype);

enum class Ufunc {
  Add, Subtract, Multiply, TrueDivide, FloorDivide, Remainder, Power, Maximum, Minimum,
  Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual, LogicalAnd, LogicalOr, BitAnd, BitOr, BitXor,
  LeftShift, RightShift,
};
/// a <op> b as NumPy computes it; returns a NumPy scalar for 0-d results. Broadcasting errors:
/// ValueError "operands could not be broadcast together with shapes (2,) (3,) ".
py::Ref binary(Ufunc op, const py::Ref& a, const py::Ref& b);
/// `scalar_math`: both operands are scalars, at least one a NumPy scalar, so NumPy runs its
/// scalar loops, whose warnings name "scalar divide" (and which warn on integer overflow).
Tensor binary_values(Ufunc op, const Operand& a, const Operand& b, bool scalar_math = false);

/// numpy._core._exceptions._UFuncOutputCastingError (a UFuncTypeError, a TypeError).
py::TypeObject* ufunc_output_casting_error_type();
/// np.can_cast(from, to, casting='same_kind'): safe casts and casts to a kind no lower
/// (bool < uint < int < float).
bool can_cast_same_kind(DType from, DType to);
/// `a <op>= b` on an ndarray (op(a, b, out=a)): the result is cast back into a's memory with
/// 'same_kind' casting: "Cannot cast ufunc 'add' output from dtype('float64') to
/// dtype('int64') with casting rule 'same_kind'"; a result of another shape raises ValueError
/// "non-broadcastable output operand with shape (3,) doesn't match the broadcast shape (2,3)".
/// Returns `a`.
py::Ref inplace(Ufunc op, const py::Ref& a, const py::Ref& b);
/// `a @= b`, likewise (the product must keep a's shape).
py::Ref inplace_matmul(const py::Ref& a, const py::Ref& b);

enum class UnaryUfunc { Negative, Positive, Absolute, Sqrt, Exp, Log, Square, Sin, Cos, Tanh, Floor, Ceil,
                        Round, Invert, LogicalNot, Sign };
py::Ref unary(UnaryUfunc op, const py::Ref& a);

/// An `axis` argument (None: every axis; an int; a tuple) as sorted non-negative axes.
/// numpy.exceptions.AxisError "axis 2 is out of bounds for array of dimension 2";
/// ValueError "duplicate value in 'axis'".
std::vector<int64_t> normalize_axes(const py::Ref& axis, int rank);

enum class Reduction { Sum, Mean, Max, Min, Prod, All, Any, ArgMax, ArgMin };
/// np.sum(a, axis=None|int|tuple, keepdims) etc. with NumPy's result dtypes (int sums -> int64,
/// integer means -> float64) and pairwise float summation.
py::Ref reduce(Reduction op, const py::Ref& a, const py::Ref& axis, bool keepdims);

/// np.round(a, decimals) / ndarray.round: rint(a * 10**decimals) / 10**decimals, in a's dtype.
py::Ref round(const py::Ref& a, int64_t decimals);
/// np.std / np.var (ddof, keepdims) as numpy/_core/_methods.py computes them: integer inputs in
/// float64, float inputs in their own dtype.
py::Ref std_dev(const py::Ref& a, const py::Ref& axis, int64_t ddof, bool keepdims, bool variance);
/// np.argsort(a, axis=-1): int64 indices, NaNs last. Raises NotImplementedError for ties in
/// more than 16 elements unless `stable` (NumPy's default quicksort orders them unpredictably).
py::Ref argsort(const py::Ref& a, const py::Ref& axis, bool stable);

/// Python `repr`/`str` of a NumPy scalar: np.float32(1.5) / 1.5, np.True_ / True.
std::string scalar_repr(const Tensor& t);

/// numpy.matmul / dot for 1-D and 2-D (and batched) arrays.
py::Ref matmul(const py::Ref& a, const py::Ref& b);

/// np.isclose as an array of bools.
Tensor isclose(const py::Ref& a, const py::Ref& b, double rtol, double atol, bool equal_nan);

/// The shape text of NumPy's iterator errors, without spaces: (2,3), (3,).
std::string compact_shape_text(const tensor::Shape& shape);
/// NumPy's shape text: (2, 3), (3,), ().
std::string shape_text(const tensor::Shape& shape);

/// An int64 tensor's bits as a uint64 tensor: NumPy's uint64 sums and products of uint8 arrays,
/// computed in int64 (the same arithmetic modulo 2**64).
tensor::Tensor as_uint64(const tensor::Tensor& t);

}  // namespace tfplay::tf::np
