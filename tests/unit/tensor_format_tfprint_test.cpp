// tf.print value text (core/tensor/format_tfprint.h): TF's SummarizeValue(summarize, v2).
#include <doctest/doctest.h>

#include "core/tensor/format_tfprint.h"
#include "core/tensor/kernels.h"
#include "core/tensor/tensor.h"

using namespace tfplay::tensor;

namespace {
Tensor i32(Shape s, std::vector<int32_t> v) { return Tensor::from_vector(DType::Int32, s, v); }
Tensor range_i32(int32_t n) {
  return range(Tensor::scalar_int32(0), Tensor::scalar_int32(n), Tensor::scalar_int32(1));
}
}  // namespace

TEST_CASE("tf.print: scalars") {
  CHECK(summarize_value(Tensor::scalar_int32(5), 3) == "5");
  CHECK(summarize_value(Tensor::scalar_float(2.0f), 3) == "2");
  CHECK(summarize_value(Tensor::scalar_float(1.5f), 3) == "1.5");
  CHECK(summarize_value(Tensor::scalar_float(0.1f), 3) == "0.1");
  CHECK(summarize_value(Tensor::scalar_float(1.0f / 3), 3) == "0.333333343");
  CHECK(summarize_value(Tensor::scalar_float(1e10f), 3) == "1e+10");
  CHECK(summarize_value(Tensor::scalar_float(1e-5f), 3) == "1e-05");
  CHECK(summarize_value(Tensor::scalar_double(0.1), 3) == "0.1");
  CHECK(summarize_value(Tensor::scalar_double(1.0 / 3), 3) == "0.33333333333333331");
  CHECK(summarize_value(Tensor::scalar_bool(true), 3) == "1");
  CHECK(summarize_value(Tensor::scalar_bool(false), 3) == "0");
  CHECK(summarize_value(Tensor::scalar_string("hi"), 3) == "\"hi\"");
  CHECK(summarize_value(Tensor::scalar_string("a\"b\n"), 3) == "\"a\\\"b\\n\"");
}

TEST_CASE("tf.print: vectors and elision") {
  CHECK(summarize_value(i32({3}, {1, 2, 3}), 3) == "[1 2 3]");
  CHECK(summarize_value(range_i32(10), 3) == "[0 1 2 ... 7 8 9]");
  CHECK(summarize_value(range_i32(6), 3) == "[0 1 2 3 4 5]");
  CHECK(summarize_value(range_i32(7), 3) == "[0 1 2 ... 4 5 6]");
  CHECK(summarize_value(range_i32(10), -1) == "[0 1 2 3 4 5 6 7 8 9]");
  CHECK(summarize_value(range_i32(10), 1) == "[0 ... 9]");
  CHECK(summarize_value(i32({0}, {}), 3) == "[]");
  const Tensor s = Tensor::from_vector<std::string>(DType::String, {2}, {"a", "b"});
  CHECK(summarize_value(s, 3) == "[\"a\" \"b\"]");
  const Tensor bools = Tensor::from_vector<bool>(DType::Bool, {2}, {true, false});
  CHECK(summarize_value(bools, 3) == "[1 0]");
}

TEST_CASE("tf.print: matrices and rank 3") {
  CHECK(summarize_value(i32({2, 2}, {1, 2, 3, 4}), 3) == "[[1 2]\n [3 4]]");
  CHECK(summarize_value(i32({2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8}), 3) ==
        "[[[1 2]\n  [3 4]]\n\n [[5 6]\n  [7 8]]]");
  const Tensor big = reshape(range_i32(100), {10, 10});
  CHECK(summarize_value(big, 3) ==
        "[[0 1 2 ... 7 8 9]\n [10 11 12 ... 17 18 19]\n [20 21 22 ... 27 28 29]\n ...\n"
        " [70 71 72 ... 77 78 79]\n [80 81 82 ... 87 88 89]\n [90 91 92 ... 97 98 99]]");
}

TEST_CASE("tf.print: float style switch") {
  set_tfprint_float_style(TfPrintFloatStyle::AbslSixDigits);
  CHECK(summarize_value(Tensor::scalar_float(1.0f / 3), 3) == "0.333333");
  set_tfprint_float_style(TfPrintFloatStyle::LegacyRoundTrip);
  CHECK(summarize_value(Tensor::scalar_float(1.0f / 3), 3) == "0.333333343");
}

TEST_CASE("tf.print: C escaping") {
  CHECK(utf8_safe_c_escape(std::string("\x01\t'\\", 4)) == "\\001\\t\\'\\\\");
  CHECK(utf8_safe_c_escape("h\xc3\xa9") == "h\xc3\xa9");  // UTF-8 passes through
}

TEST_CASE("SummarizeValue without print_v2 (Assert messages): nested brackets, strings unquoted, '...' past the limit") {
  CHECK(summarize_value_v1(i32({4}, {3, -1, 2, 5}), 3) == "3 -1 2...");
  CHECK(summarize_value_v1(i32({3}, {1, 2, 3}), 3) == "1 2 3");
  CHECK(summarize_value_v1(i32({2, 2}, {1, 2, 3, 4}), 3) == "[1 2][3...]...");
  CHECK(summarize_value_v1(i32({2, 2}, {1, 2, 3, 4}), -1) == "[1 2][3 4]");
  CHECK(summarize_value_v1(Tensor::scalar_string("x (x:0) = "), 3) == "x (x:0) = ");
  CHECK(summarize_value_v1(Tensor::scalar_int32(12), 3) == "12");
}
