// tf.py_function and tf.numpy_function (tensorflow/python/ops/script_ops.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds tf.py_function and tf.numpy_function to the tf module.
///
/// Both register the Python callable under a "pyfunc_N" token and run an EagerPyFunc (py_function)
/// or PyFunc / PyFuncStateless (numpy_function) op: eagerly the callable runs at once; inside a
/// trace the op is a graph node whose outputs have unknown shape, and the callable runs each time
/// the graph executes. py_function's callable receives EagerTensors and its results are
/// converted with tf.convert_to_tensor(value, dtype=Tout[i]) (EagerFunc._convert); numpy_function's
/// receives NumPy arrays (0-d arrays for scalars) and its results go through np.asarray, whose
/// dtype must then equal Tout[i] (py_func.cc: "0-th value returned by pyfunc_0 is int64, but
/// expects int32"). `Tout` a dtype gives one tensor, a list/tuple a list.
///
/// An exception raised by the callable raises NotImplementedError naming it: TF reports it as an
/// InvalidArgumentError/UnknownError carrying a Python traceback of TF's own files, which tfplay
/// cannot reproduce.
void install_script_ops(const py::Ref& tf);

}  // namespace tfplay::tf
