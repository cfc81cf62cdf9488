// NumPy 2 text of a tensor's `.numpy()` value: `str(array)`, `repr(array)`, numpy scalar
// `str`, and Python `repr(scalar.item())` — exactly as numpy/_core/arrayprint.py and
// scalartypes.c.src print them with default print options (precision 8, floatmode
// "maxprec", linewidth 75, threshold 1000, edgeitems 3).
//
// String tensors are object arrays of `bytes` in NumPy, so their elements print as Python
// bytes reprs (`b'a'`) without padding, and their repr ends in `dtype=object`.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// Print options that differ between NumPy releases (TF 2.20 supports NumPy 1.26 to 2.x).
/// The defaults follow the newest NumPy (2.3): float16/float32 switch to scientific notation
/// at 1e3/1e6 instead of 1e8 (arrays) and 1e16 (scalars), and a summarized repr appends
/// `shape=(...)` (added in 2.2). `numpy_2_2()` gives the older behaviour.
struct NumpyPrintOptions {
  int linewidth = 75;
  int64_t threshold = 1000;
  int edgeitems = 3;
  int precision = 8;
  bool suppress = false;              ///< true: small values never switch to scientific notation
  bool legacy_float_cutoffs = false;  ///< true: NumPy <= 2.2 scientific-notation cutoffs
  bool summary_shape_suffix = true;   ///< NumPy >= 2.2: `shape=(1001,)` in summarized reprs

  static NumpyPrintOptions numpy_2_2() {
    NumpyPrintOptions o;
    o.legacy_float_cutoffs = true;
    return o;
  }
};

/// NumPy's global print options (np.set_printoptions), which the functions below use unless
/// given others. A run starts with the defaults (Session::run resets them).
NumpyPrintOptions& numpy_print_options();

/// `str(t.numpy())`: `[1 2 3]`, `[1.5 2. ]`, `[[1 2]\n [3 4]]`; a 0-d tensor prints as its
/// numpy scalar (`5`, `1.0`, `True`, `b'hi'`).
std::string numpy_str(const Tensor& t, const NumpyPrintOptions& opts = numpy_print_options());

/// `repr(t.numpy())`: `array([1, 2], dtype=int32)`, `array([1., 2.])`, `array(5, dtype=int32)`,
/// `array([], shape=(2, 0), dtype=float32)`.
std::string numpy_repr(const Tensor& t, const NumpyPrintOptions& opts = numpy_print_options());

/// The text of element `flat_index` of an array (as arrayprint's format functions give it).
using ElementText = std::function<std::string(int64_t flat_index)>;
/// `str(array)` / `repr(array)` with another element formatter: NumPy's fixed-width string
/// arrays print each element as Python's repr of its str or bytes, unpadded
/// (`['ab' 'c']`, `array(['ab', 'c'], dtype='<U2')`). `dtype_text` is what follows `dtype=`.
/// A 0-d array's str is its element's text.
std::string numpy_str_of(const Tensor& t, const ElementText& element, const NumpyPrintOptions& opts = numpy_print_options());
std::string numpy_repr_of(const Tensor& t, const ElementText& element, const std::string& dtype_text,
                          const NumpyPrintOptions& opts = numpy_print_options());

/// `str()` of the numpy scalar holding element i (`5`, `0.1`, `1e+16`, `True`, `b'hi'`).
std::string numpy_scalar_str(const Tensor& t, int64_t i, const NumpyPrintOptions& opts = numpy_print_options());

/// Python `repr(t.numpy().flat[i].item())`: ints `5`, bools `True`, floats as Python floats
/// (float32 0.1 -> `0.10000000149011612`), strings as bytes reprs (`b'hi'`).
std::string python_item_repr(const Tensor& t, int64_t i);

/// Python `repr(complex(real, imag))`: `(1+2j)`, `2j`, `(1.5-0j)`, `(nan+infj)`.
std::string python_complex_repr(double real, double imag);

/// Python `repr(bytes)`: `b'hi'`, `b"it's"`, `b'\x00\n'`.
std::string python_bytes_repr(const std::string& bytes);

}  // namespace tfplay::tensor
