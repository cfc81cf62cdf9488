// The text of an eager tensor, as `print(t)` and `repr(t)` show it in TF 2.20
// (tensorflow/python/framework/tensor.py / ops.py `_EagerTensorBase.__str__/__repr__`,
// `numpy_text`). See reference §6.2.
#pragma once

#include <string>

#include "core/tensor/format_numpy.h"
#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// `numpy_text(is_repr)`: NumPy str/repr of the value. For a 0-d tensor the repr form is
/// Python `repr(value.item())` (TF 2.20 under NumPy 2 uses `.item()` so that scalars do not
/// print as `np.int32(5)`): `5`, `True`, `0.10000000149011612`, `b'hi'`. When the text spans
/// lines, a "\n" is prepended.
std::string numpy_text(const Tensor& t, bool is_repr, const NumpyPrintOptions& opts = numpy_print_options());

/// `str(t)`: `tf.Tensor([2 4], shape=(2,), dtype=int32)`, `tf.Tensor(\n[[1 2]\n [3 4]], ...)`.
std::string eager_tensor_str(const Tensor& t, const NumpyPrintOptions& opts = numpy_print_options());

/// `repr(t)`: `<tf.Tensor: shape=(2,), dtype=int32, numpy=array([2, 4], dtype=int32)>`.
std::string eager_tensor_repr(const Tensor& t, const NumpyPrintOptions& opts = numpy_print_options());

}  // namespace tfplay::tensor
