// np.result_type and np.promote_types (NumPy 2's promotion: numpy/_core/multiarray, NEP 50 for
// Python scalars).
#include <string>
#include <vector>

#include "core/python/complex_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_ops.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

/// A dtype argument of promote_types: anything np.dtype() accepts; TypeError otherwise.
DType dtype_arg(const Ref& v) {
  std::optional<DType> d = numpy_dtype_of(v);
  if (!d) raise_bad_dtype(v);
  return *d;
}

/// np.promote_types(type1, type2): the smallest dtype both cast to safely.
Ref promote_types(CallArgs& a) {
  const DType x = dtype_arg(np_require(a, 0, "type1", "promote_types"));
  const DType y = dtype_arg(np_require(a, 1, "type2", "promote_types"));
  if (x == DType::String || y == DType::String) np::not_supported("np.promote_types of bytes or str dtypes");
  return numpy_dtype_object(np::promote(x, y));
}

/// np.result_type(*arrays_and_dtypes): arrays and dtypes promote as promote_types does; Python
/// bool/int/float/complex values are weak (NEP 50): they only raise the kind.
Ref result_type(CallArgs& a) {
  if (!a.kwargs.empty()) py::raise_type_error("result_type() takes no keyword arguments");
  if (a.args.empty()) py::raise_value_error("at least one array or dtype is required");
  using W = np::Operand::Weak;
  std::optional<DType> strong;
  std::vector<np::Operand> weak;
  for (const Ref& v : a.args) {
    const py::Object* o = v.get();
    const bool python_scalar = py::is_bool(o) || py::is_int(o) || py::is_float(o) || py::is_complex(o);
    if (python_scalar) {
      weak.push_back(np::operand(v));
      continue;
    }
    DType d;
    if (const NumpyArrayObject* arr = as_numpy_array(o)) d = arr->value().dtype();
    else if (std::optional<DType> t = numpy_dtype_of(v)) d = *t;
    else d = np::asarray(v).dtype();
    if (d == DType::String) np::not_supported("np.result_type of bytes or str dtypes");
    strong = strong ? np::promote(*strong, d) : d;
  }
  if (!strong) {
    // Only Python scalars: the highest kind's default dtype.
    W top = W::Bool;
    for (const np::Operand& w : weak) top = std::max(top, w.weak);
    switch (top) {
      case W::Complex: return numpy_dtype_object(DType::Complex128);
      case W::Float: return numpy_dtype_object(DType::Float64);
      case W::Int: return numpy_dtype_object(DType::Int64);
      default: return numpy_dtype_object(DType::Bool);
    }
  }
  DType d = *strong;
  for (const np::Operand& w : weak) d = np::result_type(np::Operand{Tensor::zeros(d, {}), W::None}, w);
  return numpy_dtype_object(d);
}

}  // namespace

void add_numpy_numeric(const Ref& np_mod) {
  np_def(np_mod, "promote_types", promote_types);
  np_def(np_mod, "result_type", result_type);
}

}  // namespace tfplay::tf
