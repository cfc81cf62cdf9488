// AutoGraph's overloads of Python builtins (tensorflow/python/autograph/operators/py_builtins.py):
// converted_call sends a call of abs, float, int, len, range, enumerate, zip, map, filter, any,
// all or sorted to its overload, which stages TF ops when an argument is a tensor, a tf.Variable,
// a TensorArray or a tf.data.Dataset, and calls the builtin otherwise. print is not overloaded
// (Feature.BUILTIN_FUNCTIONS is off by default), and neither is next.
#pragma once

#include "core/python/object.h"

namespace tfplay::function {

/// The overload's result for `func(*args, **kwargs)` when `func` is one of those builtins and an
/// argument is a TF value; nullptr when the call should run as plain Python. Errors are TF's:
/// `len requires a non-scalar tensor, got one of shape ...` (ValueError), `base 16 not supported
/// for int` (NotImplementedError), `sort only supports only 1D tensors` (ValueError), `in graph
/// mode, the "any" builtin only supports datasets that return bool scalars; got: ...`.
py::Ref builtin_overload(const py::Ref& func, py::CallArgs& args);

/// py_builtins._tf_tensor_len: a tensor's static first dimension as a Python int, else
/// `array_ops.shape(s)[0]` (after a first Shape op that checks the rank, so its ops are Shape,
/// Shape_1 and strided_slice). ValueError for a scalar.
py::Ref tf_tensor_len(const py::Ref& value);

}  // namespace tfplay::function
