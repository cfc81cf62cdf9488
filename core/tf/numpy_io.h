// NumPy's file functions over the run's file system: np.save/np.load (.npy) and
// np.savetxt/np.loadtxt (numpy_io.cpp).
#pragma once

#include <optional>
#include <string>

#include "core/python/object.h"
#include "core/tensor/tensor.h"

namespace tfplay::tf {

/// The .npy bytes of `t` (format 1.0, NumPy's header layout). NotImplementedError for strings.
std::string npy_encode(const tensor::Tensor& t);
/// The array in .npy bytes; ValueError for a bad header, NotImplementedError for dtypes tfplay
/// lacks and Fortran order.
tensor::Tensor npy_decode(const std::string& data);
/// The element bytes of `t` in C order, little-endian, as NumPy's tobytes() gives them (float16
/// as IEEE half, complex as real/imaginary pairs, bool as one byte). NotImplementedError for strings.
std::string tensor_raw_bytes(const tensor::Tensor& t);
/// The tensor of `dtype` and `shape` whose tensor_raw_bytes start at `offset` in `data`;
/// nullopt when `data` is too short.
std::optional<tensor::Tensor> tensor_from_raw_bytes(tensor::DType dtype, const tensor::Shape& shape,
                                                    const std::string& data, std::size_t offset);
/// Adds np.save, np.load, np.savetxt and np.loadtxt to the numpy module.
void add_numpy_io(const py::Ref& np_mod);

}  // namespace tfplay::tf
