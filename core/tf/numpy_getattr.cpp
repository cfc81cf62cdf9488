// numpy.__getattr__ (numpy/__init__.py): what `np.<name>` says for names the module lacks.
//
// NumPy 2 raises AttributeError with migration notes for the aliases removed in 1.24
// (`np.float`, `np.int`, `np.complex`: __former_attrs__) and in 2.0 (`np.float_`, `np.NaN`,
// `np.product`, ...: numpy/_expired_attrs_2_0.py). Names NumPy writes in Python (np.select,
// np.vectorize, np.mgrid, ...) come from tfplay's own Python modules of NumPy's names
// (core/tf/library/numpy/), run on the first use of one of their names. Names NumPy 2 has but
// tfplay does not implement raise NotImplementedError naming them, so a program never sees an
// AttributeError that NumPy would not raise.
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_ops.h"
#include "core/tf/numpy_ufunc.h"

namespace tfplay::tf {
namespace {

using py::CallArgs;
using py::Ref;

// __former_attrs__: the builtin aliases removed in NumPy 1.24, with their extended messages.
const std::map<std::string, std::string>& former_attributes() {
  static const std::map<std::string, std::string> m = {
      {"float", "If you specifically wanted the numpy scalar type, use `np.float64` here."},
      {"complex", "If you specifically wanted the numpy scalar type, use `np.complex128` here."},
      {"int", "When replacing `np.int`, you may wish to use e.g. `np.int64` or `np.int32` to specify the precision. "
              "If you wish to review your current use, check the release note link for additional information."},
  };
  return m;
}

// numpy/_expired_attrs_2_0.py: names removed in NumPy 2.0 and the migration note for each.
const std::map<std::string, std::string>& expired_attributes() {
  static const std::map<std::string, std::string> m = {
      {"geterrobj", "Use the np.errstate context manager instead."},
      {"seterrobj", "Use the np.errstate context manager instead."},
      {"cast", "Use `np.asarray(arr, dtype=dtype)` instead."},
      {"source", "Use `inspect.getsource` instead."},
      {"lookfor", "Search NumPy's documentation directly."},
      {"who", "Use an IDE variable explorer or `locals()` instead."},
      {"fastCopyAndTranspose", "Use `arr.T.copy()` instead."},
      {"set_numeric_ops", "For the general case, use `PyUFunc_ReplaceLoopBySignature`. For ndarray subclasses, define the "
                          "``__array_ufunc__`` method and override the relevant ufunc."},
      {"NINF", "Use `-np.inf` instead."},
      {"PINF", "Use `np.inf` instead."},
      {"NZERO", "Use `-0.0` instead."},
      {"PZERO", "Use `0.0` instead."},
      {"add_newdoc", "It's still available as `np.lib.add_newdoc`."},
      {"add_docstring", "It's still available as `np.lib.add_docstring`."},
      {"add_newdoc_ufunc", "It's an internal function and doesn't have a replacement."},
      {"compat", "There's no replacement, as Python 2 is no longer supported."},
      {"safe_eval", "Use `ast.literal_eval` instead."},
      {"float_", "Use `np.float64` instead."},
      {"complex_", "Use `np.complex128` instead."},
      {"longfloat", "Use `np.longdouble` instead."},
      {"singlecomplex", "Use `np.complex64` instead."},
      {"cfloat", "Use `np.complex128` instead."},
      {"longcomplex", "Use `np.clongdouble` instead."},
      {"clongfloat", "Use `np.clongdouble` instead."},
      {"string_", "Use `np.bytes_` instead."},
      {"unicode_", "Use `np.str_` instead."},
      {"Inf", "Use `np.inf` instead."},
      {"Infinity", "Use `np.inf` instead."},
      {"NaN", "Use `np.nan` instead."},
      {"infty", "Use `np.inf` instead."},
      {"issctype", "Use `issubclass(rep, np.generic)` instead."},
      {"maximum_sctype", "Use a specific dtype instead. You should avoid relying on any implicit mechanism and select the "
                         "largest dtype of a kind explicitly in the code."},
      {"obj2sctype", "Use `np.dtype(obj).type` instead."},
      {"sctype2char", "Use `np.dtype(obj).char` instead."},
      {"sctypes", "Access dtypes explicitly instead."},
      {"issubsctype", "Use `np.issubdtype` instead."},
      {"set_string_function", "Use `np.set_printoptions` instead with a formatter for custom printing of NumPy objects."},
      {"asfarray", "Use `np.asarray` with a proper dtype instead."},
      {"issubclass_", "Use `issubclass` builtin instead."},
      {"tracemalloc_domain", "It's now available from `np.lib`."},
      {"mat", "Use `np.asmatrix` instead."},
      {"recfromcsv", "Use `np.genfromtxt` with comma delimiter instead."},
      {"recfromtxt", "Use `np.genfromtxt` instead."},
      {"deprecate", "Emit `DeprecationWarning` with `warnings.warn` directly, or use `typing.deprecated`."},
      {"deprecate_with_doc", "Emit `DeprecationWarning` with `warnings.warn` directly, or use `typing.deprecated`."},
      {"disp", "Use your own printing function instead."},
      {"find_common_type", "Use `numpy.promote_types` or `numpy.result_type` instead. To achieve semantics for the "
                           "`scalar_types` argument, use `numpy.result_type` and pass the Python values `0`, `0.0`, or `0j`."},
      {"round_", "Use `np.round` instead."},
      {"get_array_wrap", ""},
      {"DataSource", "It's still available as `np.lib.npyio.DataSource`."},
      {"nbytes", "Use `np.dtype(<dtype>).itemsize` instead."},
      {"byte_bounds", "Now it's available under `np.lib.array_utils.byte_bounds`"},
      {"compare_chararrays", "It's still available as `np.char.compare_chararrays`."},
      {"format_parser", "It's still available as `np.rec.format_parser`."},
      {"alltrue", "Use `np.all` instead."},
      {"sometrue", "Use `np.any` instead."},
  };
  return m;
}

// Public names of NumPy 2 (submodules, functions, types) that tfplay's numpy does not have.
// `np.object`, `np.str` and `np.bytes` are here too: NumPy prints a FutureWarning before its
// AttributeError for them, which tfplay does not reproduce.
const std::set<std::string>& unimplemented_names() {
  static const std::set<std::string> s = {
      "ma", "char", "strings", "polynomial", "dtypes", "typing", "ctypeslib", "rec", "f2py", "matlib", "emath",
      "object", "str", "bytes", "chararray", "unique_values", "fmod", "divmod", "savez", "savez_compressed",
      "genfromtxt", "fromstring", "fromfile", "frombuffer", "fromiter", "array2string", "array_repr", "array_str",
      "can_cast", "min_scalar_type", "poly1d", "polyder", "polyint", "roots", "polyadd", "polysub", "polymul",
      "polydiv", "correlate", "partition", "argpartition", "put", "put_along_axis", "in1d", "fix", "bitwise_count",
      "asarray_chkfinite", "ascontiguousarray", "asfortranarray", "require", "frompyfunc", "choose",
      "compress", "place", "putmask", "copyto", "nditer", "ravel_multi_index", "mask_indices", "uint", "intp", "uintp",
      "longlong", "ulonglong", "longdouble", "clongdouble", "uint16", "uint32", "uint64", "short", "ushort", "intc",
      "uintc", "byte", "ubyte", "csingle", "cdouble", "datetime64", "timedelta64", "busday_count", "datetime_as_string",
      "memmap", "recarray", "matrix", "asmatrix", "bmat", "astype", "isdtype", "vecdot", "matvec", "vecmat",
      "cumulative_sum", "cumulative_prod", "info", "show_config", "show_runtime", "modf", "spacing", "nextafter",
      "ldexp", "frexp", "i0", "kaiser", "nancumsum", "nancumprod", "nanmedian", "nanpercentile", "nanquantile", "block",
      "histogram2d", "histogramdd", "histogram_bin_edges", "unwrap", "packbits", "unpackbits", "sort_complex",
      "common_type", "mintypecode", "typename", "format_float_positional", "format_float_scientific", "base_repr",
      "binary_repr", "einsum_path", "savetxt_like", "get_include", "from_dlpack", "shares_memory_", "row_stack",
  };
  return s;
}

// The names of NumPy's Python modules that tfplay writes in Python too, and their module.
const std::map<std::string, const char*>& python_names() {
  static const std::map<std::string, const char*> m = [] {
    std::map<std::string, const char*> out;
    const std::pair<const char*, std::vector<const char*>> modules[] = {
        {"numpy.lib._function_base_impl",
         {"select", "piecewise", "vectorize", "extract", "trapezoid", "trapz", "iterable", "gradient", "sinc",
          "trim_zeros", "bartlett", "blackman", "hamming", "hanning"}},
        {"numpy.lib._shape_base_impl", {"apply_along_axis", "apply_over_axes", "hsplit", "vsplit", "dsplit", "kron"}},
        {"numpy.lib._index_tricks_impl",
         {"ix_", "mgrid", "ogrid", "s_", "index_exp", "ndindex", "ndenumerate", "fill_diagonal", "diag_indices",
          "diag_indices_from"}},
        {"numpy.lib._stride_tricks_impl", {"broadcast_shapes", "broadcast_arrays"}},
        {"numpy.lib._arraysetops_impl", {"ediff1d", "setxor1d", "unique_counts", "unique_inverse", "unique_all"}},
        {"numpy.lib._twodim_base_impl", {"tril_indices_from", "triu_indices_from", "diagflat", "vander"}},
        {"numpy.lib._ufunclike_impl", {"isposinf", "isneginf"}},
        {"numpy._core.umath",
         {"fabs", "positive", "signbit", "copysign", "fmax", "fmin", "reciprocal", "logaddexp", "logaddexp2", "heaviside",
          "float_power", "gcd", "lcm"}},
        {"numpy._core.numeric", {"indices", "fromfunction", "array_equiv", "cross", "rollaxis", "tensordot"}},
        {"numpy._core.multiarray", {"inner", "vdot", "lexsort"}},
        {"numpy._core.fromnumeric", {"diagonal", "resize", "matrix_transpose", "permute_dims"}},
        {"numpy._core.function_base", {"geomspace"}},
        {"numpy._core.shape_base", {"unstack"}},
    };
    for (const auto& [module, names] : modules)
      for (const char* name : names) out.emplace(name, module);
    return out;
  }();
  return m;
}

/// `name` from its Python module, run now if it has not run yet; the name is then numpy's own
/// attribute, so that later uses do not come back here.
Ref python_name(const Ref& np_mod, const std::string& module, const std::string& name) {
  Ref value = python_ufunc(name, numpy_python_module(module)->dict->get(name));
  np_mod->dict->set(name, value);
  return value;
}

}  // namespace

Ref numpy_python_module(const std::string& module) {
  py::Interpreter& interp = py::Interpreter::current();
  Ref m = interp.modules()->get(py::Str(module));
  return m ? m : interp.exec_library_module(module, library_source(module, nullptr));
}

void add_numpy_getattr(const Ref& np_mod) {
  // NumPy 2's array-API names for functions it had: the same objects (np.acos is np.arccos).
  for (const auto& [alias, name] : {std::pair<const char*, const char*>{"concat", "concatenate"}, {"pow", "power"},
                                    {"acos", "arccos"}, {"acosh", "arccosh"}, {"asin", "arcsin"}, {"asinh", "arcsinh"},
                                    {"atan", "arctan"}, {"atanh", "arctanh"}, {"atan2", "arctan2"}})
    if (Ref f = np_mod->dict->get(name)) np_mod->dict->set(alias, f);
  std::weak_ptr<py::Object> module = np_mod;  // the module holds this function: no owning capture
  // dir(np) (PEP 562's __dir__): its attributes and the names its Python modules make on first
  // use, as NumPy lists them all (the page's editor index reads dir()).
  np_mod->dict->set("__dir__", numpy_function("__dir__", [module](CallArgs&) -> Ref {
    std::set<std::string> names;
    module.lock()->dict->for_each([&](const std::string& k, const Ref&) { names.insert(k); });
    for (const auto& [name, where] : python_names()) names.insert(name);
    std::vector<Ref> out;
    for (const std::string& n : names) out.push_back(py::Str(n));
    return py::List(std::move(out));
  }));
  np_mod->dict->set("__getattr__", numpy_function("__getattr__", [module](CallArgs& a) -> Ref {
    const std::string name = py::as_str(np_require(a, 0, "attr", "__getattr__").get());
    if (auto it = python_names().find(name); it != python_names().end())
      return python_name(module.lock(), it->second, name);
    const auto& former = former_attributes();
    if (auto it = former.find(name); it != former.end())
      py::raise(py::E().AttributeError,
                "module 'numpy' has no attribute '" + name + "'.\n`np." + name + "` was a deprecated alias for the builtin `" +
                    name + "`. To avoid this error in existing code, use `" + name +
                    "` by itself. Doing this will not modify any behavior and is safe. " + it->second +
                    "\nThe aliases was originally deprecated in NumPy 1.20; for more details and guidance see the original "
                    "release note at:\n    https://numpy.org/devdocs/release/1.20.0-notes.html#deprecations");
    const auto& expired = expired_attributes();
    if (auto it = expired.find(name); it != expired.end())
      py::raise(py::E().AttributeError, "`np." + name + "` was removed in the NumPy 2.0 release. " + it->second);
    if (unimplemented_names().count(name)) np::not_supported("np." + name);
    py::raise(py::E().AttributeError, "module 'numpy' has no attribute '" + name + "'");
  }));
}

}  // namespace tfplay::tf
