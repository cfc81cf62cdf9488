// Pieces the files of tfplay's `numpy` module share: argument helpers and the parts of the
// module built in other files (numpy_functions.cpp, numpy_random.cpp).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/python/object.h"
#include "core/tf/numpy_ops.h"
#include "core/tensor/tensor.h"

namespace tfplay::tf {

/// A required argument, with NumPy's wording when it is missing: "reshape() missing required
/// argument 'shape' (pos 2)".
py::Ref np_require(const py::CallArgs& a, std::size_t i, const char* name, const char* fn);
/// `fn` with the runtime's allocation cap (an OOM OpError) raised as NumPy's _ArrayMemoryError
/// ("Unable to allocate 359. MiB for an array with shape (60000, 28, 28) and data type float64").
py::NativeFn array_memory_guard(py::NativeFn fn);
/// A NumPy function object: the runtime's allocation cap becomes NumPy's _ArrayMemoryError.
py::Ref numpy_function(const std::string& name, py::NativeFn fn);
/// Sets m.name to numpy_function(name, fn). (Not `def`: module_helpers.h's def, for the tensorflow
/// module's functions, has the same signature.)
void np_def(const py::Ref& m, const std::string& name, py::NativeFn fn);
/// A module of tfplay's Python for NumPy's names (core/tf/library/numpy/), run on its first use.
py::Ref numpy_python_module(const std::string& module);
/// The ufunc np.<name> of `nin` inputs whose plain call is `plain`: a call that passes one of
/// the ufunc keywords (out=, where=, dtype=, casting=, order=, subok=, signature=) or an out
/// array by position goes to numpy/_core/_methods.py's ufunc_call, which honours them.
py::Ref with_ufunc_keywords(const std::string& name, std::size_t nin, py::Ref plain);
/// The reduction np.<name> (sum, mean, max, ...) whose plain call `plain` takes (a, axis,
/// keepdims=): out=, where=, dtype=, initial= or more than two positional arguments go to
/// numpy/_core/_methods.py's reduce_call.
py::Ref with_reduce_keywords(const std::string& name, py::Ref plain);
/// out= of a NumPy function: `result` unless `out` is given, else `result` stored into `out` as
/// the ufunc machinery stores it (shape and same_kind cast checked), and `out` returned.
py::Ref store_out(const py::Ref& out, const py::Ref& result, const std::string& name);
/// np.std / np.var (and the ndarray methods) with their dtype=, out= and where= keywords.
py::Ref std_var_call(bool variance, const py::Ref& a, const py::Ref& axis, const py::Ref& dtype, const py::Ref& out,
                     const py::Ref& ddof, const py::Ref& keepdims, const py::Ref& where);
/// Whether a randint / integers bound is an array (list, tuple or ndarray) rather than a scalar.
bool is_array_bound(const py::Ref& v);
/// randint / Generator.integers with array bounds (hi null: [0, lo)); `bounded(r)` draws in [0, r].
py::Ref broadcast_random_integers(const py::Ref& lo, const py::Ref& hi, const std::optional<tensor::Shape>& size, bool closed,
                                  const std::function<uint64_t(uint64_t)>& bounded);
/// Whether a reduction call passes what only with_reduce_keywords handles.
bool needs_reduce_keywords(const py::CallArgs& a);
/// np_def of np.<name>(x) for each unary float ufunc of `ufuncs` (np::float_unary).
void def_float_ufuncs(const py::Ref& m, std::span<const np::FloatUfunc> ufuncs);
/// The `dtype` argument at position i (None and missing: nullopt); TypeError "Cannot interpret
/// 'x' as a data type".
std::optional<tensor::DType> dtype_param(const py::CallArgs& a, std::size_t i);
/// TypeError for a `dtype` NumPy cannot read, in NumPy's words (descriptor.c): a string gives
/// "data type 'foo' not understood", other objects "Cannot interpret '5' as a data type".
[[noreturn]] void raise_bad_dtype(const py::Ref& d);
/// A shape as NumPy's error messages spell it (convert_shape_to_string): "(2,3)", "(4,)", leading
/// negative (unknown) sizes left out and later ones written "newaxis": (-1, 4) is "(4)".
std::string numpy_shape_string(const std::vector<int64_t>& dims);
/// An argument NumPy reads with PyArray_IntpConverter (conversion_utils.c): one integer, or a
/// sequence of them (a tuple, a list, a tf.TensorShape, a 1-d integer array or tensor); the
/// elements are read with __index__ ("'float' object cannot be interpreted as an integer").
std::vector<int64_t> intp_param(const py::Ref& v);
/// A shape argument (intp_param); "negative dimensions are not allowed".
tensor::Shape shape_param(const py::Ref& v);
/// A new tensor of `shape` and `dt` holding `value` everywhere.
tensor::Tensor filled(const tensor::Shape& shape, tensor::DType dt, double value);
/// An ndarray argument itself (so functions can return views of it), anything else converted
/// to a new array.
py::Ref array_ref(const py::Ref& v);

/// np.concatenate of array-likes along `axis`, with NumPy's dtype promotion and errors ("all the
/// input array dimensions except for the concatenation axis must match exactly, ...").
tensor::Tensor concat_values(const std::vector<py::Ref>& items, int64_t axis);

/// Adds the array functions of numpy_functions.cpp to the module.
void add_numpy_functions(const py::Ref& np_mod);
/// Adds the functions of numpy_more.cpp (append, insert, delete, diag, meshgrid, np.r_/np.c_,
/// bincount, searchsorted, histogram, average, the nan* reductions, polyfit, ...).
void add_more_numpy_functions(const py::Ref& np_mod);
/// np.result_type, np.promote_types and np.tensordot (numpy_numeric.cpp).
void add_numpy_numeric(const py::Ref& np_mod);
/// np.einsum (numpy_einsum.cpp).
void add_numpy_einsum(const py::Ref& np_mod);
/// The numpy.fft module (numpy_fft.cpp) as np.fft.
void add_numpy_fft(const py::Ref& np_mod);
/// np.conjugate's values: complex conjugated, real ones unchanged (NotImplementedError for
/// bool and string arrays).
tensor::Tensor numpy_conjugate(const tensor::Tensor& t);
/// np.conj/np.conjugate and np.angle (numpy_complex.cpp).
void add_numpy_complex(const py::Ref& np_mod);
/// Adds numpy_linalg.cpp's functions and LinAlgError to the numpy.linalg module.
void add_numpy_linalg(const py::Ref& linalg);
/// Adds np.random.default_rng, Generator and PCG64 (numpy_generator.cpp) to numpy.random.
void add_numpy_generator(const py::Ref& random_mod);
/// numpy.__getattr__ (numpy_getattr.cpp): NumPy 2's AttributeErrors for removed aliases
/// (`np.float`, `np.float_`, `np.NaN`, ...) and NotImplementedError for NumPy names tfplay lacks.
void add_numpy_getattr(const py::Ref& np_mod);
/// numpy.random: the legacy RandomState's MT19937 stream (numpy_random.cpp).
py::Ref build_numpy_random();
/// A bound of randint / Generator.integers as _bounded_integers.pyx reads a scalar one,
/// int(np.asarray(v)): ints, and floats truncated (ValueError for NaN, OverflowError for inf).
int64_t random_int_bound(const py::Ref& v);
/// The tolerance both choice()s allow on sum(p) - 1: the square root of float64's eps, or of a
/// float32 or float16 ndarray p's own eps when larger (mtrand.pyx and _generator.pyx `atol`).
double choice_probability_atol(const py::Object* p);

}  // namespace tfplay::tf
