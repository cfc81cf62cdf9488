// NumPy values: the arrays `Tensor.numpy()` returns and the `numpy` module builds, NumPy
// scalars (np.float32(1.5)) and dtype objects (np.dtype('float32')). Everything prints exactly
// as NumPy 2 prints it (core/tensor/format_numpy.h).
//
// Arrays are mutable and views share memory as in NumPy (see function::ArrayValueObject and
// numpy_index.h).
#pragma once

#include <optional>
#include <string>

#include "core/function/tensor_object.h"
#include "core/python/object.h"
#include "core/tensor/tensor.h"

namespace tfplay::tf {

/// A numpy.ndarray (is_scalar false) or a NumPy scalar (is_scalar true; its class is the
/// scalar type, e.g. numpy.float32). String tensors become `object` arrays of bytes.
using NumpyArrayObject = function::ArrayValueObject;

py::TypeObject* ndarray_type();
/// np.bool / np.int8 ... np.float64: the scalar type of a dtype (String has none: it prints
/// as Python bytes).
py::TypeObject* numpy_scalar_type(tensor::DType dtype);
/// NumPy's abstract scalar classes: "generic", "number", "integer", "signedinteger",
/// "unsignedinteger", "inexact", "floating" (np.generic is the base of every scalar type).
py::TypeObject* numpy_abstract_scalar_type(const std::string& name);
/// The numpy.dtype type and its instances, e.g. dtype('float32').
py::TypeObject* numpy_dtype_type();
py::Ref numpy_dtype_object(tensor::DType dtype);
/// dtype.itemsize: bytes per element as NumPy stores them (float16 2, object arrays 8).
int64_t numpy_itemsize(tensor::DType dtype);
/// a.itemsize: numpy_itemsize, or a string dtype's ('<U5' 20 bytes).
int64_t array_itemsize(const NumpyArrayObject& a);

/// `Tensor.numpy()`: a 0-d value becomes a NumPy scalar (np.int32(5); a string becomes Python
/// bytes), others an ndarray.
py::Ref make_numpy(const tensor::Tensor& value);
/// An ndarray of any rank (np.array(5) is a 0-d array, not a scalar).
py::Ref make_ndarray(tensor::Tensor value);
/// The result of a NumPy operation: a scalar when 0-d (as ufuncs return), else an ndarray.
py::Ref make_numpy_result(tensor::Tensor value);

/// Arrays and NumPy scalars; nullptr otherwise.
NumpyArrayObject* as_numpy_array(const py::Object* o);

/// A NumPy dtype designation: np.float32 (scalar type), np.dtype('float32'), 'float32',
/// Python float/int/bool, a tf.DType. nullopt when `o` is none of these.
std::optional<tensor::DType> numpy_dtype_of(const py::Ref& o);

/// numpy.exceptions.AxisError (a ValueError).
py::TypeObject* axis_error_type();
/// numpy.exceptions.ComplexWarning (a RuntimeWarning): a complex value cast to a real dtype.
py::TypeObject* complex_warning_type();

/// ndarray.__bool__'s ValueError for an array of `size` != 1 elements (NumPy 2.3's
/// _array_nonzero: an empty array has its own message since NumPy 2.2).
[[noreturn]] void raise_ambiguous_truth_value(int64_t size);

/// Adds Tensor.numpy() and Tensor.__array__ support.
void install_numpy_method();

/// The `numpy` module (numpy_module.cpp).
py::Ref build_numpy_module();
/// `ml_dtypes` with its `bfloat16` type, the dtype of a bfloat16 tensor's `.numpy()`.
py::Ref build_ml_dtypes_module();

}  // namespace tfplay::tf
