// NumPy 2 text of tensor values (core/tensor/format_numpy.h) and eager tensor str/repr
// (core/tensor/format_tensor.h). Expected strings are NumPy's / TF's documented output.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "core/tensor/format_numpy.h"
#include "core/tensor/format_tensor.h"
#include "core/tensor/numpy_elements.h"
#include "core/tensor/tensor.h"

using namespace tfplay::tensor;

namespace {

Tensor i32(Shape s, std::vector<int32_t> v) { return Tensor::from_vector(DType::Int32, s, v); }
Tensor i64(Shape s, std::vector<int64_t> v) { return Tensor::from_vector(DType::Int64, s, v); }
Tensor f32(Shape s, std::vector<float> v) { return Tensor::from_vector(DType::Float32, s, v); }
Tensor f64(Shape s, std::vector<double> v) { return Tensor::from_vector(DType::Float64, s, v); }
Tensor b(Shape s, std::vector<bool> v) { return Tensor::from_vector(DType::Bool, s, v); }

Tensor arange_i64(int64_t n) {
  std::vector<int64_t> v(n);
  for (int64_t i = 0; i < n; ++i) v[i] = i;
  return i64({n}, v);
}

}  // namespace

TEST_CASE("numpy: integer arrays") {
  CHECK(numpy_str(i32({3}, {1, 2, 3})) == "[1 2 3]");
  CHECK(numpy_repr(i32({3}, {1, 2, 3})) == "array([1, 2, 3], dtype=int32)");
  CHECK(numpy_repr(i64({2}, {1, 2})) == "array([1, 2])");
  CHECK(numpy_str(i32({3}, {-1, 10, 200})) == "[ -1  10 200]");
  CHECK(numpy_str(i32({2, 2}, {1, 2, 3, 4})) == "[[1 2]\n [3 4]]");
  CHECK(numpy_repr(i64({2, 2}, {1, 2, 3, 4})) == "array([[1, 2],\n       [3, 4]])");
  CHECK(numpy_str(i32({2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8})) ==
        "[[[1 2]\n  [3 4]]\n\n [[5 6]\n  [7 8]]]");
}

TEST_CASE("numpy: line wrapping of np.arange(100)") {
  const Tensor t = arange_i64(100);
  CHECK(numpy_str(t) ==
        "[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\n"
        " 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47\n"
        " 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71\n"
        " 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93 94 95\n"
        " 96 97 98 99]");
  CHECK(numpy_repr(t) ==
        "array([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16,\n"
        "       17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33,\n"
        "       34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50,\n"
        "       51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67,\n"
        "       68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84,\n"
        "       85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99])");
}

TEST_CASE("numpy: summarization over 1000 elements") {
  const Tensor t = arange_i64(1001);
  CHECK(numpy_str(t) == "[   0    1    2 ...  998  999 1000]");
  CHECK(numpy_repr(t) == "array([   0,    1,    2, ...,  998,  999, 1000], shape=(1001,))");
  CHECK(numpy_repr(t, NumpyPrintOptions{.summary_shape_suffix = false}) ==
        "array([   0,    1,    2, ...,  998,  999, 1000])");
  CHECK(numpy_str(arange_i64(1000)).find("...") == std::string::npos);
  // 2-D: rows and columns elide; widths come from the shown corners only.
  std::vector<int64_t> v(40 * 40);
  for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<int64_t>(i);
  CHECK(numpy_str(i64({40, 40}, v)) ==
        "[[   0    1    2 ...   37   38   39]\n"
        " [  40   41   42 ...   77   78   79]\n"
        " [  80   81   82 ...  117  118  119]\n"
        " ...\n"
        " [1480 1481 1482 ... 1517 1518 1519]\n"
        " [1520 1521 1522 ... 1557 1558 1559]\n"
        " [1560 1561 1562 ... 1597 1598 1599]]");
}

TEST_CASE("numpy: float arrays") {
  CHECK(numpy_str(f32({2}, {1.0f, 2.0f})) == "[1. 2.]");
  CHECK(numpy_str(f32({2}, {1.5f, 2.0f})) == "[1.5 2. ]");
  CHECK(numpy_repr(f32({2}, {1.5f, 2.0f})) == "array([1.5, 2. ], dtype=float32)");
  CHECK(numpy_repr(f64({2}, {1.0, 2.0})) == "array([1., 2.])");
  CHECK(numpy_str(f32({3}, {0.1f, 0.2f, 0.3f})) == "[0.1 0.2 0.3]");
  CHECK(numpy_str(f64({5}, {0, 0.25, 0.5, 0.75, 1.0})) == "[0.   0.25 0.5  0.75 1.  ]");
  CHECK(numpy_str(f64({1}, {1.0 / 3})) == "[0.33333333]");
  CHECK(numpy_str(f32({1}, {1.0f / 3})) == "[0.33333334]");
  CHECK(numpy_str(f64({2}, {-1.5, 2.25})) == "[-1.5   2.25]");
  CHECK(numpy_repr(f64({2}, {-1.5, 2.25})) == "array([-1.5 ,  2.25])");
  CHECK(numpy_str(f64({1}, {-0.0})) == "[-0.]");
}

TEST_CASE("numpy: scientific notation") {
  CHECK(numpy_str(f64({2}, {0.1, 1e-5})) == "[1.e-01 1.e-05]");
  CHECK(numpy_repr(f64({2}, {0.1, 1e-5})) == "array([1.e-01, 1.e-05])");
  CHECK(numpy_str(f64({2}, {1e-5, 1.0})) == "[1.e-05 1.e+00]");
  CHECK(numpy_str(f64({2}, {1.5e-5, 1.0})) == "[1.5e-05 1.0e+00]");
  CHECK(numpy_str(f64({1}, {1e16})) == "[1.e+16]");
  CHECK(numpy_str(f64({1}, {123456789.0})) == "[1.23456789e+08]");
  CHECK(numpy_str(f64({2}, {1.0, 1001.0})) == "[1.000e+00 1.001e+03]");  // ratio > 1e3
  CHECK(numpy_str(f64({2}, {0.0, 1e-5})) == "[0.e+00 1.e-05]");
  CHECK(numpy_str(f64({1}, {1e-100})) == "[1.e-100]");
  CHECK(numpy_str(f64({2}, {1e-100, 1.0})) == "[1.e-100 1.e+000]");
  // NumPy >= 2.3: float32 switches at 1e6, earlier NumPy at 1e8.
  CHECK(numpy_str(f32({1}, {1e6f})) == "[1.e+06]");
  CHECK(numpy_str(f32({1}, {1e6f}), NumpyPrintOptions::numpy_2_2()) == "[1000000.]");
  CHECK(numpy_str(f64({1}, {1e6})) == "[1000000.]");
}

TEST_CASE("numpy: non-finite floats") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  CHECK(numpy_str(f64({2}, {nan, 1.0})) == "[nan  1.]");
  CHECK(numpy_str(f64({2}, {-inf, 1.5})) == "[-inf  1.5]");
  CHECK(numpy_str(f64({2}, {inf, nan})) == "[inf nan]");
}

TEST_CASE("numpy: bool and string arrays") {
  CHECK(numpy_str(b({2}, {true, false})) == "[ True False]");
  CHECK(numpy_repr(b({2}, {true, false})) == "array([ True, False])");
  CHECK(numpy_str(b({}, {true})) == "True");
  const Tensor s = Tensor::from_vector<std::string>(DType::String, {2}, {"a", "bc"});
  CHECK(numpy_str(s) == "[b'a' b'bc']");
  CHECK(numpy_repr(s) == "array([b'a', b'bc'], dtype=object)");
  CHECK(python_bytes_repr("it's") == "b\"it's\"");
  CHECK(python_bytes_repr(std::string("\x00\n\xff", 3)) == "b'\\x00\\n\\xff'");
}

TEST_CASE("numpy: empty arrays") {
  CHECK(numpy_str(i32({0}, {})) == "[]");
  CHECK(numpy_repr(i32({0}, {})) == "array([], dtype=int32)");
  CHECK(numpy_repr(f64({0}, {})) == "array([], dtype=float64)");
  CHECK(numpy_repr(Tensor::zeros(DType::Float32, {2, 0})) ==
        "array([], shape=(2, 0), dtype=float32)");
}

TEST_CASE("numpy: scalars") {
  CHECK(numpy_str(i32({}, {5})) == "5");
  CHECK(numpy_str(f32({}, {1.0f})) == "1.0");
  CHECK(numpy_str(f32({}, {0.1f})) == "0.1");
  CHECK(numpy_str(f64({}, {1e16})) == "1e+16");
  CHECK(numpy_str(f64({}, {1e-5})) == "1e-05");
  CHECK(numpy_str(f64({}, {1.5e-5})) == "1.5e-05");
  CHECK(numpy_str(f64({}, {123.456})) == "123.456");
  CHECK(numpy_str(Tensor::scalar_string("hi")) == "b'hi'");
  CHECK(numpy_repr(i32({}, {5})) == "array(5, dtype=int32)");
  CHECK(numpy_repr(f64({}, {1.0})) == "array(1.)");
  // Python repr of .item()
  CHECK(python_item_repr(f32({}, {0.1f}), 0) == "0.10000000149011612");
  CHECK(python_item_repr(f32({}, {1.0f}), 0) == "1.0");
  CHECK(python_item_repr(f64({}, {1e16}), 0) == "1e+16");
  CHECK(python_item_repr(f64({}, {0.0001}), 0) == "0.0001");
  CHECK(python_item_repr(f64({}, {1e-5}), 0) == "1e-05");
  CHECK(python_item_repr(b({}, {true}), 0) == "True");
  CHECK(python_item_repr(Tensor::from_vector<float>(DType::Float16, {}, {0.1f}), 0) ==
        "0.0999755859375");
}

TEST_CASE("numpy: float16 digits are shortest for half precision") {
  const Tensor h = Tensor::from_vector<float>(DType::Float16, {2}, {0.1f, 0.3f});
  CHECK(numpy_str(h) == "[0.1 0.3]");
  CHECK(numpy_repr(h) == "array([0.1, 0.3], dtype=float16)");
  CHECK(numpy_str(Tensor::from_vector<float>(DType::Float16, {}, {0.1f})) == "0.1");
}

TEST_CASE("tf.Tensor str and repr") {
  CHECK(eager_tensor_str(i32({2}, {2, 4})) == "tf.Tensor([2 4], shape=(2,), dtype=int32)");
  CHECK(eager_tensor_str(f32({}, {1.0f})) == "tf.Tensor(1.0, shape=(), dtype=float32)");
  CHECK(eager_tensor_str(Tensor::scalar_string("hi")) ==
        "tf.Tensor(b'hi', shape=(), dtype=string)");
  CHECK(eager_tensor_repr(i32({2}, {2, 4})) ==
        "<tf.Tensor: shape=(2,), dtype=int32, numpy=array([2, 4], dtype=int32)>");
  CHECK(eager_tensor_repr(i32({}, {5})) == "<tf.Tensor: shape=(), dtype=int32, numpy=5>");
  CHECK(eager_tensor_repr(f32({}, {0.1f})) ==
        "<tf.Tensor: shape=(), dtype=float32, numpy=0.10000000149011612>");
  CHECK(eager_tensor_repr(Tensor::scalar_string("hi")) ==
        "<tf.Tensor: shape=(), dtype=string, numpy=b'hi'>");
  CHECK(eager_tensor_str(i32({2, 2}, {1, 2, 3, 4})) ==
        "tf.Tensor(\n[[1 2]\n [3 4]], shape=(2, 2), dtype=int32)");
  CHECK(eager_tensor_repr(i32({2, 2}, {1, 2, 3, 4})) ==
        "<tf.Tensor: shape=(2, 2), dtype=int32, numpy=\narray([[1, 2],\n       [3, 4]], "
        "dtype=int32)>");
}

TEST_CASE("dragon4 helpers") {
  CHECK(dragon4_positional(1.0, FloatKind::Double, 8) == "1.");
  CHECK(dragon4_positional(0.000123456789, FloatKind::Double, 8) == "0.00012346");
  CHECK(dragon4_positional(0.001953125, FloatKind::Double, 8) == "0.00195312");  // half-even
  CHECK(dragon4_scientific(1.5e-5, FloatKind::Double, 8) == "1.5e-05");
  CHECK(dragon4_scientific(1.0 / 3, FloatKind::Double, 8) == "3.33333333e-01");
}
