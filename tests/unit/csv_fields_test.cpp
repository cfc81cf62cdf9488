// The CSV field conversion DecodeCSV and CsvDataset share (core/graph/csv_fields.cpp): absl's
// SimpleAtoi / SimpleAtof / SimpleAtod rules (whitespace around, one leading '+', no hex, int
// ranges, out-of-range floats as infinities) and the defaults taken by empty or NA fields.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "core/graph/csv_fields.h"

using namespace tfplay::graph::csv;
using tfplay::tensor::DType;
using tfplay::tensor::Tensor;

TEST_CASE("simple_atoi takes base-10 integers with a sign and surrounding whitespace") {
  int64_t v = 0;
  CHECK((simple_atoi(" 42\t", v) && v == 42));
  CHECK((simple_atoi("+7", v) && v == 7));
  CHECK((simple_atoi("-9223372036854775808", v) && v == std::numeric_limits<int64_t>::min()));
  CHECK_FALSE(simple_atoi("9223372036854775808", v));
  for (const char* bad : {"", " ", "-", "+-1", "1 2", "0x10", "12a", "1.0"}) CHECK_FALSE(simple_atoi(bad, v));
}

TEST_CASE("simple_atod and simple_atof take decimal, inf and nan text, never hex") {
  double d = 0;
  CHECK((simple_atod(" 2.5e1 ", d) && d == 25.0));
  CHECK((simple_atod("+.5", d) && d == 0.5));
  CHECK((simple_atod("-inf", d) && std::isinf(d) && d < 0));
  CHECK((simple_atod("1e400", d) && std::isinf(d)));
  CHECK((simple_atod("nan", d) && std::isnan(d)));
  for (const char* bad : {"", "0x1p3", "+-1", "++1", "1e", "3.0adf", "."}) CHECK_FALSE(simple_atod(bad, d));
  float f = 0;
  CHECK((simple_atof("0.1", f) && f == 0.1f));
  CHECK((simple_atof("1e39", f) && std::isinf(f)));
}

TEST_CASE("field_to_output writes the value, or the default for an empty or NA field") {
  Tensor out = Tensor::zeros(DType::Int32, {3});
  const Tensor def = Tensor::scalar_int32(-1);
  const Tensor required = Tensor::zeros(DType::Int32, {0});
  CHECK(field_to_output("5", def, "NA", out, 0) == FieldStatus::Ok);
  CHECK(field_to_output("NA", def, "NA", out, 1) == FieldStatus::Ok);
  CHECK(field_to_output("", def, "NA", out, 2) == FieldStatus::Ok);
  CHECK(out.data<int32_t>()[0] == 5);
  CHECK(out.data<int32_t>()[1] == -1);
  CHECK(out.data<int32_t>()[2] == -1);
  CHECK(field_to_output("", required, "", out, 0) == FieldStatus::Missing);
  CHECK(field_to_output("2147483648", def, "", out, 0) == FieldStatus::Invalid);
  Tensor strings = Tensor::zeros(DType::String, {1});
  CHECK(field_to_output(" a ", Tensor::scalar_string("?"), "", strings, 0) == FieldStatus::Ok);
  CHECK(strings.data<std::string>()[0] == " a ");
  Tensor flags = Tensor::zeros(DType::Bool, {1});
  CHECK(field_to_output("1", Tensor::scalar_bool(true), "", flags, 0) == FieldStatus::Unsupported);
}
