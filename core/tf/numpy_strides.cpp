// An ndarray's memory as NumPy shows it (numpy_strides.h): strides, flags and setflags, and the
// views made from strides, np.broadcast_to and numpy.lib.stride_tricks (as_strided here,
// sliding_window_view in core/tf/library/numpy/lib/_stride_tricks_impl.py).
#include "core/tf/numpy_strides.h"

#include <algorithm>
#include <optional>
#include <set>

#include "core/python/property.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/broadcast.h"
#include "core/tf/call_args.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_index.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_ops.h"

namespace tfplay::tf {
namespace {

using py::CallArgs;
using py::Ref;
using tensor::Shape;
using tensor::StridedLayout;

NumpyArrayObject& array_of(const Ref& o) { return *as_numpy_array(o.get()); }

/// NumPy's F_CONTIGUOUS: the elements in column-major order with no gaps.
bool is_column_major(const StridedLayout& layout) {
  int64_t expected = 1;
  for (std::size_t i = 0; i < layout.shape.size(); ++i) {
    const int64_t d = layout.shape[i];
    if (d == 0) return true;
    if (d != 1 && layout.strides[i] != expected) return false;
    expected *= d;
  }
  return true;
}

/// _IsWriteable (numpy/_core/src/multiarray/flagsobject.c): an array owning its memory may be
/// made writeable again; a view only when the array it views is writeable.
bool may_become_writeable(const NumpyArrayObject& a) { return !a.base || array_of(a.base).writeable; }

/// ndarray.setflags(write=...) / flags.writeable = ...
void set_writeable(NumpyArrayObject& a, bool on) {
  if (on && !a.writeable && !may_become_writeable(a)) py::raise_value_error("cannot set WRITEABLE flag to True of this array");
  a.writeable = on;
}

// ---- ndarray.flags ------------------------------------------------------------------------------

struct FlagsObject : py::NativeObject {
  FlagsObject(py::TypeObject* t, Ref a) : NativeObject(t), array(std::move(a)) {}
  Ref array;
};

NumpyArrayObject& flags_array(const Ref& flags) { return array_of(static_cast<FlagsObject&>(*flags).array); }

/// The flags arrayflags_getitem reads, by their names and one-letter keys.
enum class Flag { C, F, OwnData, Writeable, Aligned, WritebackIfCopy };

std::optional<Flag> flag_named(const std::string& key) {
  if (key == "C" || key == "C_CONTIGUOUS" || key == "CONTIGUOUS") return Flag::C;
  if (key == "F" || key == "F_CONTIGUOUS" || key == "FORTRAN") return Flag::F;
  if (key == "O" || key == "OWNDATA") return Flag::OwnData;
  if (key == "W" || key == "WRITEABLE") return Flag::Writeable;
  if (key == "A" || key == "ALIGNED") return Flag::Aligned;
  if (key == "X" || key == "WRITEBACKIFCOPY") return Flag::WritebackIfCopy;
  return std::nullopt;
}

bool flag_value(const NumpyArrayObject& a, Flag f) {
  switch (f) {
    case Flag::C: return tensor::is_row_major(a.layout);
    case Flag::F: return is_column_major(a.layout);
    case Flag::OwnData: return !a.base;
    case Flag::Writeable: return a.writeable;
    case Flag::Aligned: return true;
    case Flag::WritebackIfCopy: return false;
  }
  return false;
}

py::TypeObject* flags_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("flagsobj", nullptr, "numpy._core.multiarray");
    struct Named {
      const char* name;
      Flag flag;
    };
    // Each flag an attribute; only WRITEABLE may be set (ALIGNED and WRITEBACKIFCOPY too in
    // NumPy, which tfplay's arrays never change): the others are C getsets without a setter,
    // with CPython's "attribute ... is not writable".
    for (const Named& n : {Named{"c_contiguous", Flag::C}, Named{"contiguous", Flag::C}, Named{"f_contiguous", Flag::F},
                           Named{"fortran", Flag::F}, Named{"owndata", Flag::OwnData}, Named{"writeable", Flag::Writeable},
                           Named{"aligned", Flag::Aligned}, Named{"writebackifcopy", Flag::WritebackIfCopy}}) {
      const Flag f = n.flag;
      const std::string name = n.name;
      Ref get = py::NativeFunction(name, [f](CallArgs& a) -> Ref { return py::Bool(flag_value(flags_array(a.args.at(0)), f)); });
      Ref set = py::NativeFunction(name, [f, name](CallArgs& a) -> Ref {
        if (f != Flag::Writeable)
          py::raise(py::E().AttributeError, "attribute '" + name + "' of 'numpy._core.multiarray.flagsobj' objects is not writable");
        set_writeable(flags_array(a.args.at(0)), py::truthy(a.args.at(1)));
        return py::None();
      });
      Ref property = py::make_property(get, set, nullptr, nullptr);
      py::name_native_property(property.get(), name);
      type->attrs.set(name, property);
    }
    // arrayflags_print: the six flags, one a line.
    auto text = +[](CallArgs& a) -> Ref {
      const NumpyArrayObject& arr = flags_array(a.args[0]);
      std::string out;
      for (const auto& [name, f] : {std::pair{"C_CONTIGUOUS", Flag::C}, {"F_CONTIGUOUS", Flag::F}, {"OWNDATA", Flag::OwnData},
                                    {"WRITEABLE", Flag::Writeable}, {"ALIGNED", Flag::Aligned},
                                    {"WRITEBACKIFCOPY", Flag::WritebackIfCopy}})
        out += std::string("  ") + name + " : " + (flag_value(arr, f) ? "True" : "False") + "\n";
      return py::Str(out);
    };
    py::add_method(type, "__repr__", text);
    py::add_method(type, "__str__", text);
    py::add_method(type, "__getitem__", +[](CallArgs& a) -> Ref {
      const std::string key = py::is_str(a.args.at(1).get()) ? py::as_str(a.args[1].get()) : "";
      auto f = flag_named(key);
      if (!f) py::raise(py::E().KeyError, "Unknown flag");
      return py::Bool(flag_value(flags_array(a.args[0]), *f));
    });
    py::add_method(type, "__setitem__", +[](CallArgs& a) -> Ref {
      const std::string key = py::is_str(a.args.at(1).get()) ? py::as_str(a.args[1].get()) : "";
      auto f = flag_named(key);
      // arrayflags_setitem takes WRITEABLE, ALIGNED and WRITEBACKIFCOPY (tfplay's arrays are always
      // aligned and never write back: those two are refused).
      if (!f || *f == Flag::C || *f == Flag::F || *f == Flag::OwnData) py::raise(py::E().KeyError, "Unknown flag");
      if (*f != Flag::Writeable) py::raise(py::E().NotImplementedError, "tfplay's numpy can set only the WRITEABLE flag");
      set_writeable(flags_array(a.args[0]), py::truthy(a.args.at(2)));
      return py::None();
    });
    return type;
  }();
  return t;
}

// ---- views made from strides -------------------------------------------------------------------

/// A view of `source` (an ndarray) with `layout`, writeable only if asked and if `source` is.
Ref strided_view(const Ref& source, StridedLayout layout, bool writeable) {
  Ref view = np::make_view(source, std::move(layout));
  array_of(view).writeable = writeable && array_of(source).writeable;
  return view;
}

/// np.lib.stride_tricks.as_strided(x, shape=None, strides=None, subok=False, writeable=True): a
/// view of x's memory with the given shape and byte strides. NumPy reads whatever memory the
/// strides reach; tfplay refuses strides that leave the array's buffer or split an element.
Ref as_strided(CallArgs& a) {
  Ref x = array_ref(np_require(a, 0, "x", "as_strided"));
  const NumpyArrayObject& arr = array_of(x);
  Ref shape_arg = arg(a, 1, "shape"), strides_arg = arg(a, 2, "strides"), writeable = arg(a, 4, "writeable");
  StridedLayout layout = arr.layout;
  const int64_t itemsize = array_itemsize(arr);
  if (shape_arg && !py::is_none(shape_arg.get())) layout.shape = shape_param(shape_arg);
  if (strides_arg && !py::is_none(strides_arg.get())) {
    layout.strides.clear();
    for (int64_t bytes : intp_param(strides_arg)) {
      if (bytes % itemsize != 0)
        np::not_supported("as_strided with a stride of " + std::to_string(bytes) + " bytes, not a multiple of the item size (" +
                          std::to_string(itemsize) + ")");
      layout.strides.push_back(bytes / itemsize);
    }
  }
  if (layout.strides.size() != layout.shape.size()) py::raise_value_error("mismatch in length of strides and shape");
  if (tensor::num_elements_of(layout.shape) > 0) {
    int64_t lo = layout.offset, hi = layout.offset;
    for (std::size_t i = 0; i < layout.shape.size(); ++i) {
      const int64_t reach = (layout.shape[i] - 1) * layout.strides[i];
      (reach < 0 ? lo : hi) += reach;
    }
    if (lo < 0 || hi >= arr.storage->flat.num_elements())
      np::not_supported("as_strided with a shape and strides that reach outside the array's memory (NumPy would read "
                        "whatever bytes lie there)");
  }
  return strided_view(x, std::move(layout), !writeable || py::truthy(writeable));
}

/// np.broadcast_to(array, shape, subok=False): a read-only view repeating `array` to `shape`
/// (stride 0 along the broadcast axes), as numpy/lib/_stride_tricks_impl.py's _broadcast_to.
Ref broadcast_to(CallArgs& a) {
  Ref x = array_ref(np_require(a, 0, "array", "broadcast_to"));
  const NumpyArrayObject& arr = array_of(x);
  const std::vector<int64_t> shape = intp_param(np_require(a, 1, "shape", "broadcast_to"));
  if (shape.empty() && arr.rank() > 0) py::raise_value_error("cannot broadcast a non-scalar to a scalar array");
  if (std::any_of(shape.begin(), shape.end(), [](int64_t n) { return n < 0; }))
    py::raise_value_error("all elements of broadcast shape must be non-negative");
  const int rank = arr.rank(), out_rank = static_cast<int>(shape.size());
  bool ok = rank <= out_rank;
  StridedLayout layout{shape, std::vector<int64_t>(shape.size(), 0), arr.layout.offset};
  for (int d = 0; ok && d < rank; ++d) {
    const std::size_t from = static_cast<std::size_t>(rank - 1 - d), to = static_cast<std::size_t>(out_rank - 1 - d);
    const int64_t have = arr.shape()[from];
    ok = have == shape[to] || have == 1;
    if (have != 1) layout.strides[to] = arr.layout.strides[from];
  }
  if (!ok) {
    py::raise_value_error("operands could not be broadcast together with remapped shapes [original->remapped]: " +
                          np::compact_shape_text(arr.shape()) + "  and requested shape " + np::compact_shape_text(shape));
  }
  return strided_view(x, std::move(layout), false);
}

}  // namespace

void install_array_memory(py::TypeObject* ndarray) {
  py::add_property(ndarray, "strides", +[](Ref s) {
    const NumpyArrayObject& a = array_of(s);
    std::vector<Ref> strides;
    for (int64_t n : a.layout.strides) strides.push_back(py::Int(n * array_itemsize(a)));
    return py::Tuple(std::move(strides));
  });
  py::add_property(ndarray, "flags", +[](Ref s) -> Ref { return py::make_object<FlagsObject>(flags_type(), s); });
  // ndarray.setflags(write=None, align=None, uic=None)
  py::add_method(ndarray, "setflags", +[](CallArgs& a) -> Ref {
    Ref write = arg(a, 1, "write"), align = arg(a, 2, "align"), uic = arg(a, 3, "uic");
    if ((align && !py::is_none(align.get())) || (uic && !py::is_none(uic.get())))
      py::raise(py::E().NotImplementedError, "tfplay's numpy can set only the WRITEABLE flag (setflags(write=...))");
    if (write && !py::is_none(write.get())) set_writeable(array_of(a.args[0]), py::truthy(write));
    return py::None();
  });
}

void add_numpy_lib(const Ref& np_mod) {
  np_def(np_mod, "broadcast_to", broadcast_to);
  Ref lib = py::Module("numpy.lib");
  Ref stride_tricks = py::Module("numpy.lib.stride_tricks");
  np_def(stride_tricks, "as_strided", as_strided);
  std::weak_ptr<py::Object> tricks = stride_tricks;  // the module holds this function: no owning capture
  stride_tricks->dict->set("__getattr__", numpy_function("__getattr__", [tricks](CallArgs& a) -> Ref {
    const std::string name = py::as_str(np_require(a, 0, "attr", "__getattr__").get());
    if (name == "sliding_window_view") {
      Ref f = numpy_python_module("numpy.lib._stride_tricks_impl")->dict->get(name);
      tricks.lock()->dict->set(name, f);
      return f;
    }
    py::raise(py::E().AttributeError, "module 'numpy.lib.stride_tricks' has no attribute '" + name + "'");
  }));
  stride_tricks->dict->set("__dir__", numpy_function("__dir__", [](CallArgs&) -> Ref {
    return py::List({py::Str("as_strided"), py::Str("sliding_window_view")});
  }));
  lib->dict->set("stride_tricks", stride_tricks);
  // numpy/lib/__init__.py's other public names, which tfplay does not have.
  lib->dict->set("__getattr__", numpy_function("__getattr__", [](CallArgs& a) -> Ref {
    const std::string name = py::as_str(np_require(a, 0, "attr", "__getattr__").get());
    static const std::set<std::string> missing = {"add_docstring", "add_newdoc", "array_utils", "format", "introspect", "mixins",
                                                  "NumpyVersion", "npyio", "scimath", "tracemalloc_domain", "recfunctions",
                                                  "user_array"};
    if (missing.count(name)) np::not_supported("np.lib." + name);
    py::raise(py::E().AttributeError, "module 'numpy.lib' has no attribute '" + name + "'");
  }));
  np_mod->dict->set("lib", lib);
}

}  // namespace tfplay::tf
