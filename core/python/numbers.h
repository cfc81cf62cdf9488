// Python's int and float arithmetic (floor division, modulo with the divisor's sign, power),
// and their hashes, which make 2 == 2.0 == True-style keys collide as Python requires.
#pragma once

#include <cstddef>
#include <cstdint>

namespace tfplay::py {

/// hash(int): equal ints and integral floats hash alike (CPython's numeric hash contract).
std::size_t int_hash(std::int64_t v);
std::size_t float_hash(double v);

/// Python's floor division and modulo on floats (`//` rounds toward -inf, `%` takes the
/// divisor's sign). The divisor must be non-zero.
double float_floordiv(double a, double b);
double float_mod(double a, double b);

}  // namespace tfplay::py
