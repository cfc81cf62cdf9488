// np.set_printoptions, np.get_printoptions and np.printoptions (numpy/_core/arrayprint.py):
// the global options NumPy arrays, and so TF tensors, print with (numpy_printoptions.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds set_printoptions, get_printoptions and printoptions to the numpy module. tfplay keeps
/// precision, threshold, edgeitems, linewidth and suppress; another option set to anything but
/// its default raises NotImplementedError naming it.
void install_numpy_printoptions(const py::Ref& np_mod);

}  // namespace tfplay::tf
