// NumPy's docstrings (their first paragraph) for the functions of tfplay's numpy module.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Gives the functions of `np_mod` (tfplay's numpy module, just built) the first paragraph of
/// NumPy 2.3's docstrings as their __doc__ (py::set_native_docs).
void install_numpy_docs(const py::Ref& np_mod);

}  // namespace tfplay::tf
