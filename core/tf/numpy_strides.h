// An ndarray's memory as NumPy shows it: ndarray.strides (bytes), ndarray.flags (C_CONTIGUOUS,
// F_CONTIGUOUS, OWNDATA, WRITEABLE, ALIGNED, WRITEBACKIFCOPY) and ndarray.setflags, and the views
// made from strides: np.broadcast_to (read-only) and numpy.lib.stride_tricks's as_strided and
// sliding_window_view (numpy/lib/_stride_tricks_impl.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds strides, flags and setflags to numpy.ndarray. A read-only array (flags.writeable
/// False) refuses writes: "assignment destination is read-only" (a[...] = v) and "output array
/// is read-only" (a += v).
void install_array_memory(py::TypeObject* ndarray);

/// np.broadcast_to, and np.lib with its stride_tricks module (as_strided, sliding_window_view);
/// np.lib's other NumPy 2 names raise NotImplementedError.
void add_numpy_lib(const py::Ref& np_mod);

}  // namespace tfplay::tf
