// NumPy's floating-point error state: np.seterr, np.geterr and the np.errstate context manager
// (numpy/_core/_ufunc_config.py over the extobj of numpy/_core/src/umath/extobj.c), which decide
// what warn_fp_errors (numpy_ops.h) does with each flag a ufunc loop raised.
#pragma once

#include <string>

#include "core/python/object.h"

namespace tfplay::tf::np {

/// What NumPy does with each floating-point flag: "ignore", "warn", "raise", "call", "print" or
/// "log" (np.geterr()'s values; NumPy's defaults below).
struct ErrorState {
  std::string divide = "warn", over = "warn", under = "ignore", invalid = "warn";
};

/// The run's error state. The session resets it before each run, as a fresh interpreter has it.
ErrorState& error_state();

/// Adds seterr, geterr and errstate to the numpy module. The "call" and "log" modes (and
/// np.seterrcall) raise NotImplementedError.
void install_numpy_errstate(const py::Ref& np_mod);

}  // namespace tfplay::tf::np
