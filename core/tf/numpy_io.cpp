// np.save / np.load (the .npy format, NumPy's numpy/lib/format.py: version 1.0 headers padded to
// 64 bytes, little-endian data in C order) and np.savetxt / np.loadtxt (numpy/lib/_npyio_impl.py),
// over the run's file system. The byte format is done here in C++; the file handling and the
// text formats are Python (kNpyioSource), as NumPy writes them.
#include "core/tf/numpy_io.h"

#include <cctype>
#include <complex>
#include <cstring>

#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/half.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_text.h"
#include "core/tf/numpy_ops.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

constexpr const char* kModuleName = "numpy.lib._npyio_impl";  // its Python: core/tf/library/numpy/lib/_npyio_impl.py

std::string descr_of(DType dt) {
  switch (dt) {
    case DType::Bool: return "|b1";
    case DType::Int8: return "|i1";
    case DType::UInt8: return "|u1";
    case DType::Int16: return "<i2";
    case DType::Int32: return "<i4";
    case DType::Int64: return "<i8";
    case DType::UInt64: return "<u8";
    case DType::Float16: return "<f2";
    case DType::Float32: return "<f4";
    case DType::Float64: return "<f8";
    default: break;
  }
  throw py::PyError{py::make_exception(py::E().NotImplementedError,
                                       "np.save() of " + std::string(tensor::numpy_name(dt)) +
                                           " arrays is not available in the tfplay playground")};
}

std::optional<DType> dtype_of_descr(const std::string& d) {
  for (DType dt : {DType::Bool, DType::Int8, DType::UInt8, DType::Int16, DType::Int32, DType::Int64, DType::UInt64,
                   DType::Float16, DType::Float32, DType::Float64})
    if (descr_of(dt) == d || (d.size() == 3 && d[0] == '=' && descr_of(dt).substr(1) == d.substr(1)))
      return dt;
  return std::nullopt;
}

template <typename T>
void append_raw(std::string& out, const Tensor& t) {
  const T* p = t.data<T>();
  out.append(reinterpret_cast<const char*>(p), sizeof(T) * static_cast<std::size_t>(t.num_elements()));
}

template <typename T>
void read_raw(Tensor& t, const char* p) {
  std::memcpy(t.mutable_data<T>(), p, sizeof(T) * static_cast<std::size_t>(t.num_elements()));
}

/// The element bytes of `t` as .npy stores them (little-endian, like the machines tfplay runs on).
std::string raw_bytes(const Tensor& t) {
  std::string out;
  switch (t.dtype()) {
    case DType::Bool: {
      const bool* p = t.data<bool>();
      for (int64_t i = 0; i < t.num_elements(); ++i) out.push_back(p[i] ? 1 : 0);
      break;
    }
    case DType::Int8: append_raw<int8_t>(out, t); break;
    case DType::UInt8: append_raw<uint8_t>(out, t); break;
    case DType::Int16: append_raw<int16_t>(out, t); break;
    case DType::Int32: append_raw<int32_t>(out, t); break;
    case DType::Int64: append_raw<int64_t>(out, t); break;
    case DType::UInt64: append_raw<uint64_t>(out, t); break;
    case DType::Float16:
    case DType::BFloat16: {
      const float* p = t.data<float>();
      for (int64_t i = 0; i < t.num_elements(); ++i) {
        uint16_t h = tensor::reduced_float_bits(p[i], t.dtype() == DType::BFloat16);
        out.push_back(static_cast<char>(h & 0xff));
        out.push_back(static_cast<char>(h >> 8));
      }
      break;
    }
    case DType::Float32: append_raw<float>(out, t); break;
    case DType::Float64: append_raw<double>(out, t); break;
    case DType::Complex64: append_raw<std::complex<float>>(out, t); break;
    case DType::Complex128: append_raw<std::complex<double>>(out, t); break;
    default: descr_of(t.dtype());
  }
  return out;
}

/// The bytes one element of `dt` takes in raw_bytes.
std::size_t raw_itemsize(DType dt) {
  switch (dt) {
    case DType::Bool: return 1;
    case DType::Float16:
    case DType::BFloat16: return 2;
    case DType::Complex64: return 8;
    case DType::Complex128: return 16;
    default: return static_cast<std::size_t>(numpy_itemsize(dt));
  }
}

/// Fills `t` (of its dtype and shape) from raw_bytes' layout at `p`.
void fill_from_raw(Tensor& t, const char* p) {
  switch (t.dtype()) {
    case DType::Bool: {
      bool* out = t.mutable_data<bool>();
      for (int64_t k = 0; k < t.num_elements(); ++k) out[k] = p[k] != 0;
      break;
    }
    case DType::Int8: read_raw<int8_t>(t, p); break;
    case DType::UInt8: read_raw<uint8_t>(t, p); break;
    case DType::Int16: read_raw<int16_t>(t, p); break;
    case DType::Int32: read_raw<int32_t>(t, p); break;
    case DType::Int64: read_raw<int64_t>(t, p); break;
    case DType::UInt64: read_raw<uint64_t>(t, p); break;
    case DType::Float16:
    case DType::BFloat16: {
      float* out = t.mutable_data<float>();
      for (int64_t k = 0; k < t.num_elements(); ++k)
        out[k] = tensor::reduced_float_from_bits(static_cast<uint16_t>(static_cast<unsigned char>(p[2 * k]) |
                                                                       (static_cast<unsigned char>(p[2 * k + 1]) << 8)),
                                                 t.dtype() == DType::BFloat16);
      break;
    }
    case DType::Float32: read_raw<float>(t, p); break;
    case DType::Float64: read_raw<double>(t, p); break;
    case DType::Complex64: read_raw<std::complex<float>>(t, p); break;
    case DType::Complex128: read_raw<std::complex<double>>(t, p); break;
    default: descr_of(t.dtype());
  }
}

[[noreturn]] void bad_header(const std::string& why) { py::raise_value_error(why); }

}  // namespace

std::string npy_encode(const Tensor& t) {
  std::string shape = "(";
  for (std::size_t i = 0; i < t.shape().size(); ++i) shape += std::to_string(t.shape()[i]) + (t.shape().size() == 1 ? "," : i + 1 < t.shape().size() ? ", " : "");
  shape += ")";
  std::string header = "{'descr': '" + descr_of(t.dtype()) + "', 'fortran_order': False, 'shape': " + shape + ", }";
  // format.py leaves room for the first axis to grow to 21 digits, then pads to 64 bytes.
  if (!t.shape().empty()) header += std::string(21 - std::to_string(t.shape()[0]).size(), ' ');
  std::size_t hlen = header.size() + 1;
  std::size_t pad = 64 - (6 + 2 + 2 + hlen) % 64;
  header += std::string(pad, ' ') + "\n";
  std::string out = "\x93NUMPY";
  out.push_back(1);
  out.push_back(0);
  out.push_back(static_cast<char>(header.size() & 0xff));
  out.push_back(static_cast<char>(header.size() >> 8));
  return out + header + raw_bytes(t);
}

Tensor npy_decode(const std::string& data) {
  if (data.size() < 10 || data.compare(0, 6, "\x93NUMPY") != 0) bad_header("the magic string is not correct; expected b'\\x93NUMPY', got " + py::repr(py::Bytes(data.substr(0, 6))));
  int major = static_cast<unsigned char>(data[6]);
  std::size_t hlen, start;
  if (major == 1) {
    hlen = static_cast<unsigned char>(data[8]) | (static_cast<std::size_t>(static_cast<unsigned char>(data[9])) << 8);
    start = 10;
  } else if ((major == 2 || major == 3) && data.size() >= 12) {
    hlen = 0;
    for (int i = 3; i >= 0; --i) hlen = (hlen << 8) | static_cast<unsigned char>(data[8 + i]);
    start = 12;
  } else {
    bad_header("we only support format version (1,0), (2,0), and (3,0), not (" + std::to_string(major) + ", " +
               std::to_string(static_cast<unsigned char>(data[7])) + ")");
  }
  if (start + hlen > data.size()) py::raise(py::E().EOFError, "No data left in file");
  std::string header = data.substr(start, hlen);
  auto value_after = [&](const std::string& key) -> std::string {
    std::size_t k = header.find("'" + key + "':");
    if (k == std::string::npos) bad_header("Header does not contain the correct keys: " + header);
    std::size_t v = header.find_first_not_of(' ', k + key.size() + 3);
    return header.substr(v);
  };
  std::string descr = value_after("descr");
  descr = descr.substr(1, descr.find('\'', 1) - 1);
  std::optional<DType> dt = dtype_of_descr(descr);
  if (!dt) throw py::PyError{py::make_exception(py::E().NotImplementedError, "np.load() of dtype " + descr + " is not available in the tfplay playground")};
  if (value_after("fortran_order").compare(0, 4, "True") == 0)
    throw py::PyError{py::make_exception(py::E().NotImplementedError, "np.load() of Fortran-ordered arrays is not available in the tfplay playground")};
  std::string shape_text = value_after("shape");
  tensor::Shape shape;
  std::size_t i = 1;
  while (i < shape_text.size() && shape_text[i] != ')') {
    if (std::isdigit(static_cast<unsigned char>(shape_text[i]))) {
      std::size_t j = i;
      while (j < shape_text.size() && std::isdigit(static_cast<unsigned char>(shape_text[j]))) ++j;
      shape.push_back(std::stoll(shape_text.substr(i, j - i)));
      i = j;
    } else {
      ++i;
    }
  }
  Tensor t = Tensor::zeros(*dt, shape);
  std::size_t item = *dt == DType::Bool ? 1 : *dt == DType::Float16 ? 2 : static_cast<std::size_t>(numpy_itemsize(*dt));
  std::size_t need = item * static_cast<std::size_t>(t.num_elements());
  const std::size_t body = start + hlen;
  if (data.size() - body < need)
    bad_header("cannot reshape array of size " + std::to_string((data.size() - body) / item) + " into shape " +
               py::repr(py::Tuple([&] {
                 std::vector<Ref> dims;
                 for (int64_t d : shape) dims.push_back(py::Int(d));
                 return dims;
               }())));
  fill_from_raw(t, data.data() + body);
  return t;
}

std::string tensor_raw_bytes(const Tensor& t) { return raw_bytes(t); }

std::optional<Tensor> tensor_from_raw_bytes(DType dtype, const tensor::Shape& shape, const std::string& data,
                                            std::size_t offset) {
  Tensor t = Tensor::zeros(dtype, shape);
  std::size_t need = raw_itemsize(dtype) * static_cast<std::size_t>(t.num_elements());
  if (offset > data.size() || data.size() - offset < need) return std::nullopt;
  fill_from_raw(t, data.data() + offset);
  return t;
}

void add_numpy_io(const Ref& np_mod) {
  for (const char* name : {"save", "load", "savetxt", "loadtxt"}) {
    std::string n = name;
    np_def(np_mod, n, [n](CallArgs& a) -> Ref {
      py::Interpreter& interp = py::Interpreter::current();
      Ref m = interp.modules()->get(py::Str(kModuleName));
      if (!m) {
        m = numpy_python_module(kModuleName);
        Ref natives = py::Module("_tfplay_npy");
        natives->dict->set("encode", py::NativeFunction("encode", +[](CallArgs& b) -> Ref {
          NumpyArrayObject* arr = as_numpy_array(b.args.at(0).get());
          if (is_text_array(arr))
            py::raise(py::E().NotImplementedError, "np.save() of " + text_dtype_str(arr->text) +
                                                       " arrays is not available in the tfplay playground");
          Tensor value = arr ? arr->value() : np::asarray(b.args.at(0));
          return py::Bytes(npy_encode(value));
        }));
        natives->dict->set("decode", py::NativeFunction("decode", +[](CallArgs& b) -> Ref {
          const py::Object* o = b.args.at(0).get();
          return make_ndarray(npy_decode(static_cast<const py::BytesObject*>(o)->value));
        }));
        py::call(m->dict->get("_install"), std::vector<Ref>{interp.import_module("numpy"), natives});
      }
      return py::call(m->dict->get(n), a);
    });
  }
}

}  // namespace tfplay::tf
