// numpy.ufunc: NumPy's universal functions as objects (numpy/_core/src/umath/ufunc_object.c).
// np.add, np.sqrt, np.maximum, ... are instances: called, they compute as before; they carry
// nin, nout, nargs, identity and signature; their methods reduce, accumulate, reduceat, outer
// and at run in numpy/_core/_methods.py over the plain call.
#pragma once

#include <string>

#include "core/python/object.h"

namespace tfplay::tf {

/// The type numpy.ufunc. Its instances cannot be made from Python ("cannot create
/// 'numpy.ufunc' instances").
py::TypeObject* ufunc_type();

/// np.<name> as a ufunc over `call`, the function that computes it (keywords included), when
/// NumPy defines <name> as a ufunc (numpy/_core/code_generators/generate_umath.py); `call`
/// itself otherwise.
py::Ref as_ufunc(const std::string& name, py::Ref call);

/// as_ufunc of a function written in Python (core/tf/library/numpy/_core/umath.py), its call
/// given the ufunc keywords first (with_ufunc_keywords).
py::Ref python_ufunc(const std::string& name, py::Ref function);

/// Makes each of the module's NumPy ufuncs a ufunc object, and its aliases (np.abs,
/// np.conj, np.mod, np.true_divide, np.bitwise_not) the same objects as the ufuncs they name.
void install_numpy_ufuncs(const py::Ref& np_mod);

}  // namespace tfplay::tf
