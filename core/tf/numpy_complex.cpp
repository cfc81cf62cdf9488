// np.conj / np.conjugate (the `conjugate` ufunc) and np.angle (numpy/lib/_function_base_impl.py)
// on the complex kernels of core/tensor/kernels_complex.h.
#include <cmath>
#include <optional>

#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/kernels_complex.h"
#include "core/tf/call_args.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_ops.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

Tensor numpy_conjugate(const Tensor& t) {
  if (t.dtype() == DType::Bool || t.dtype() == DType::String) np::not_supported("np.conjugate of " + std::string(tensor::name(t.dtype())) + " arrays");
  return tensor::is_complex(t.dtype()) ? tensor::conj(t) : t;
}

void add_numpy_complex(const Ref& np_mod) {
  for (const char* name : {"conj", "conjugate"}) {
    np_def(np_mod, name, +[](CallArgs& a) -> Ref {
      for (const auto& [k, v] : a.kwargs) np::not_supported("np.conjugate's " + k + " argument");
      return make_numpy_result(numpy_conjugate(np::asarray(np_require(a, 0, "x", "conjugate"))));
    });
  }
  // numpy/lib/_type_check_impl.py: iscomplexobj looks at x.dtype (or asarray(x)'s) and returns
  // a Python bool; iscomplex is `ax.imag != 0` for a complex array, else False everywhere
  // (res[()]: a scalar when 0-d); isreal is `imag(x) == 0` (a Python float's .imag gives a
  // Python bool).
  auto complex_obj = [](const Ref& x) {
    Ref dt = py::getattr_opt(x, "dtype");
    if (dt) {
      if (std::optional<DType> d = numpy_dtype_of(dt)) return tensor::is_complex(*d);
    }
    return tensor::is_complex(np::asarray(x).dtype());
  };
  np_def(np_mod, "iscomplexobj", [complex_obj](CallArgs& a) -> Ref { return py::Bool(complex_obj(np_require(a, 0, "x", "iscomplexobj"))); });
  np_def(np_mod, "isrealobj", [complex_obj](CallArgs& a) -> Ref { return py::Bool(!complex_obj(np_require(a, 0, "x", "isrealobj"))); });
  np_def(np_mod, "iscomplex", +[](CallArgs& a) -> Ref {
    Ref ax = array_ref(np_require(a, 0, "x", "iscomplex"));
    const Tensor t = np::asarray(ax);
    if (tensor::is_complex(t.dtype())) return np::binary(np::Ufunc::NotEqual, py::getattr(ax, "imag"), py::Int(0));
    return make_numpy_result(Tensor::zeros(DType::Bool, t.shape()));
  });
  np_def(np_mod, "isreal", [np_mod](CallArgs& a) -> Ref {
    Ref imag = py::call(py::getattr(np_mod, "imag"), std::vector<Ref>{np_require(a, 0, "x", "isreal")});
    return py::compare(py::ast::CmpOpKind::Eq, imag, py::Int(0));
  });
  // angle(z, deg=False): arctan2(z.imag, z.real) of a complex z, arctan2(0, z) of a real one
  // (the Python int 0 is weak: a float32 z gives float32), times 180/pi when `deg`.
  np_def(np_mod, "angle", [np_mod](CallArgs& a) -> Ref {
    Ref z = array_ref(np_require(a, 0, "z", "angle"));
    Ref deg = arg(a, 1, "deg");
    const Tensor t = np::asarray(z);
    Ref arctan2 = py::getattr(np_mod, "arctan2");
    Ref r = tensor::is_complex(t.dtype()) ? py::call(arctan2, std::vector<Ref>{py::getattr(z, "imag"), py::getattr(z, "real")})
                                          : py::call(arctan2, std::vector<Ref>{py::Int(0), z});
    if (deg && py::truthy(deg)) r = np::binary(np::Ufunc::Multiply, r, py::Float(180 / M_PI));
    return r;
  });
}

}  // namespace tfplay::tf
