// NumPy's file functions over the run's file system: np.save/np.load (.npy) and
// np.savetxt/np.loadtxt (numpy_io.cpp).
#pragma once

#include <string>

#include "core/python/object.h"
#include "core/tensor/tensor.h"

namespace tfplay::tf {

/// The .npy bytes of `t` (format 1.0, NumPy's header layout). NotImplementedError for strings.
std::string npy_encode(const tensor::Tensor& t);
/// The array in .npy bytes; ValueError for a bad header, NotImplementedError for dtypes tfplay
/// lacks and Fortran order.
tensor::Tensor npy_decode(const std::string& data);
/// Adds np.save, np.load, np.savetxt and np.loadtxt to the numpy module.
void add_numpy_io(const py::Ref& np_mod);

}  // namespace tfplay::tf
