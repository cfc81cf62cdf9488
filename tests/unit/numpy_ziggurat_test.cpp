// The computed ziggurat tables (core/tf/numpy_ziggurat.cpp) against entries of NumPy 2.3.2's
// numpy/random/src/distributions/ziggurat_constants.h: the first and last layers, the layers
// around 38 (where NumPy's recursion took its one-ulp turn) and a few in between.
#include <doctest/doctest.h>

#include "core/tf/numpy_ziggurat.h"

using tfplay::tf::ziggurat::tables;

TEST_CASE("the ziggurat tables come out bit-identical to NumPy's") {
  const auto& t = tables();
  CHECK(t.normal_ok);
  CHECK(t.normal_f_ok);
  CHECK(t.exp_ok);
  CHECK(t.exp_f_ok);
  CHECK(t.ki[0] == 0x000EF33D8025EF6Aull);
  CHECK(t.ki[1] == 0);
  CHECK(t.ki[2] == 0x000C08BE98FBC6A8ull);
  CHECK(t.ki[37] == 0x000FD38E4FF0C91Eull);
  CHECK(t.ki[38] == 0x000FD49A9990B478ull);
  CHECK(t.ki[255] == 0x000F1A5A4B331C4Aull);
  CHECK(t.wi[0] == 8.68362706080130616677e-16);
  CHECK(t.wi[1] == 4.77933017572773682428e-17);
  CHECK(t.wi[37] == 1.93905129306251037069e-16);
  CHECK(t.wi[255] == 8.11384933765648418565e-16);
  CHECK(t.fi[1] == 9.77101701267671596263e-01);
  CHECK(t.fi[38] == 6.77388036218773526009e-01);
  CHECK(t.fi[255] == 1.26028593049859797236e-03);
  CHECK(t.ki_f[0] == 0x007799ECu);
  CHECK(t.wi_f[1] == 2.56588335019207033255e-08f);
  CHECK(t.ke[0] == 0x001C5214272497C6ull);
  CHECK(t.ke[2] == 0x00137D5BD79C317Eull);
  CHECK(t.ke[128] == 0x001FC2C23CE98046ull);
  CHECK(t.ke[255] == 0x001CDB4DD9E4E8C0ull);
  CHECK(t.we[0] == 9.655740063209182975e-16);
  CHECK(t.we[1] == 7.089014243955414331e-18);
  CHECK(t.we[226] == 4.098056438903062509e-16);
  CHECK(t.fe[1] == 9.381436808621747003e-01);
  CHECK(t.fe[255] == 4.541343538414967652e-04);
  CHECK(t.ke_f[2] == 0x004DF56Fu);
  CHECK(t.we_f[0] == 1.03677719e-06f);
  CHECK(t.we_f[226] == 4.40025460e-07f);
}
