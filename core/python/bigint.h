// Python's unbounded int beyond 64 bits.
//
// Most ints fit in int64 and stay on the fast path (IntObject::value). When a result does not
// fit, the IntObject also carries a BigInt (Boost.Multiprecision's cpp_int, header-only and
// wasm-friendly), and IntObject::value holds the saturated value so that code reading it
// directly never sees garbage. Only bigint.cpp includes Boost, to keep compile times down.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "core/python/ast.h"
#include "core/python/object.h"

namespace tfplay::py {

/// True for an int whose value lies outside int64 (IntObject::big is set). `o` must be an int.
inline bool is_big(const Object* o) { return static_cast<const IntObject*>(o)->big != nullptr; }

/// a <op> b for two ints (small or big) when the int64 fast path does not apply (overflow or
/// a big operand). Normalizes: results that fit in int64 are plain small ints. nullptr when
/// the operator does not apply to ints (@).
Ref big_int_binary(ast::BinOpKind op, const Object* a, const Object* b);
/// -1, 0 or 1.
int big_int_compare(const Object* a, const Object* b);
Ref big_int_negate(const Object* a);
Ref big_int_invert(const Object* a);
Ref big_int_abs(const Object* a);
/// The digits of any int in `base` (2, 8, 10, 16), with a leading '-' for negatives.
/// ValueError "Exceeds the limit (4300 digits) for integer string conversion..." for decimal
/// strings longer than int_max_str_digits().
std::string int_to_string(const Object* o, int base = 10);
/// hash(n): n modulo 2**61 - 1 with the sign kept, as CPython computes it.
std::size_t big_int_hash(const Object* o);
/// float(n); OverflowError "int too large to convert to float" past the double range.
double int_to_double(const Object* o);
/// int(x) for a finite float of any size.
Ref int_from_double(double v);
/// Parses validated digits (no sign, prefix or underscores) in `base`; ValueError past
/// int_max_str_digits() for bases that are not powers of two (CPython's long_from_string_base).
Ref int_from_digits(const std::string& digits, int base, bool negative);
std::int64_t int_bit_length(const Object* o);
/// pow(base, exp, mod) for ints (CPython's long_pow with a modulus): a negative exponent
/// uses the modular inverse; ValueError "pow() 3rd argument cannot be 0" and "base is not
/// invertible for the given modulus".
Ref int_pow_mod(const Object* base, const Object* exp, const Object* mod);
/// sys.get_int_max_str_digits(): the limit on decimal int<->str conversions (CPython's
/// PyConfig.int_max_str_digits, 4300 by default, 0 for none). Reset by each new run.
std::int64_t& int_max_str_digits();
/// a / b for ints, correctly rounded like CPython's long_true_divide for the common cases.
double int_true_divide(const Object* a, const Object* b);

}  // namespace tfplay::py
