// The NumPy arrays `Tensor.numpy()` returns: a dense value printed exactly as NumPy 2 prints it.
// (A minimal numpy.ndarray; the `numpy` module itself is a later addition.)
#pragma once

#include "core/python/object.h"
#include "core/tensor/tensor.h"

namespace tfplay::tf {

struct NumpyArrayObject : py::NativeObject {
  tensor::Tensor value;
  NumpyArrayObject(py::TypeObject* t, tensor::Tensor v) : NativeObject(t), value(std::move(v)) {}
};

py::TypeObject* ndarray_type();
/// `Tensor.numpy()`: a 0-d value becomes a NumPy scalar (np.int32(5)), others an ndarray.
py::Ref make_numpy(const tensor::Tensor& value);
NumpyArrayObject* as_numpy_array(const py::Object* o);
/// Adds Tensor.numpy().
void install_numpy_method();

}  // namespace tfplay::tf
