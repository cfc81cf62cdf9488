// Tensor element types (TF's `tf.DType`, tensorflow/python/framework/dtypes.py, and the C++
// `DataType` enum, tensorflow/core/framework/types.proto).
//
// tfplay supports the dtypes a learner meets. Float16 and BFloat16 values are stored as `float`
// but rounded to half / bfloat16 precision after every op (see half.h), so they keep both their
// dtype identity and their values.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tfplay::tensor {

/// `Resource` is TF's DT_RESOURCE: a scalar handle to state that outlives one op (a variable's
/// storage, a summary writer). `Variant` is DT_VARIANT: a scalar holding an opaque value (a
/// tf.experimental.Optional's contents). Neither holds numbers, so they are not in kAllDTypes.
/// `UInt64` is internal: only the key and counter of the stateless random ops
/// (StatelessRandomGetKeyCounter) have it, so it is not in kAllDTypes either (no `tf.uint64`),
/// and only the random kernels read its elements (visit_dtype does not dispatch it).
enum class DType { Bool, Int8, Int16, Int32, Int64, UInt8, Float16, Float32, Float64, String, Resource, UInt64, Variant,
                   Complex64, Complex128, BFloat16 };

/// All value dtypes, in enum order (handy for tests and tables); Resource and Variant are not listed.
inline constexpr DType kAllDTypes[] = {DType::Bool,    DType::Int8,    DType::Int16,
                                       DType::Int32,   DType::Int64,   DType::UInt8,
                                       DType::Float16, DType::Float32, DType::Float64,
                                       DType::String,  DType::Complex64, DType::Complex128,
                                       DType::BFloat16};

/// Python name, `tf.int32.name` -> "int32"; also the `dtype=` text of tf.Tensor str/repr.
std::string_view name(DType dt);
/// Python repr, `repr(tf.int32)` -> "tf.int32".
std::string repr(DType dt);
/// Python str, `str(tf.int32)` -> "<dtype: 'int32'>".
std::string str(DType dt);
/// C++ DataTypeString (tensorflow/core/framework/types.cc), used in runtime error messages:
/// float, double, half, int32, int64, int8, int16, uint8, bool, string.
std::string_view runtime_name(DType dt);
/// The DataType enum name used in NodeDef summaries: "DT_INT32", "DT_FLOAT", "DT_HALF", ...
std::string_view enum_name(DType dt);
/// NumPy's dtype name for the `.numpy()` array (`dtype=int32`); strings are `object` arrays.
std::string_view numpy_name(DType dt);

/// Parses a Python dtype name ("int32", "float32", ...) plus TF's aliases "half", "float",
/// "double" (dtypes.py `_STRING_TO_TF`). Returns nullopt for anything else.
std::optional<DType> parse_dtype(std::string_view text);

bool is_floating(DType dt);  ///< float16/32/64, bfloat16
/// float16 or bfloat16: stored as float and rounded to the dtype after every kernel
/// (round_reduced_float_inplace, finish_float16).
bool is_reduced_float(DType dt);
bool is_integer(DType dt);   ///< int8/16/32/64, uint8 (not bool)
bool is_unsigned(DType dt);  ///< uint8 (and bool, as in TF's `is_unsigned`)
bool is_bool(DType dt);
bool is_numeric(DType dt);   ///< integer or floating (complex is apart: see is_complex)
/// complex64 (std::complex<float>) or complex128 (std::complex<double>). Most kernels visit only
/// the real dtypes (dispatch.h); the ops that take complex inputs say so (ops_complex.cpp).
bool is_complex(DType dt);
/// `dtype.real_dtype`: complex64 -> float32, complex128 -> float64, any other dtype itself.
DType real_dtype(DType dt);
/// The complex dtype whose parts are `dt` (float32 -> complex64, float64 -> complex128).
DType complex_of(DType dt);

/// Bytes per element of the storage (Float16 and BFloat16 are stored as float: 4).
std::size_t storage_size(DType dt);

/// `dtype.min` / `dtype.max` as doubles (exact for every tfplay type but int64, which is
/// rounded to the nearest double). Bool and String have no limits: these throw OpTypeError
/// with TF's text (`Cannot find minimum value of <dtype: 'bool'>.`, dtypes.py DType.min).
double min_value(DType dt);
double max_value(DType dt);

}  // namespace tfplay::tensor
