// printf-style and format-spec formatting of built-in values.
#include "core/python/str_format.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string_view>

#include "core/python/bigint.h"
#include "core/python/complex_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/unicode.h"
#include "core/python/unicode/ucd.h"

namespace tfplay::py {

namespace {

struct Spec {
  std::string fill = " ";  // one code point, as UTF-8
  bool fill_given = false;  // written before the alignment: the '0' option leaves it alone
  char align = 0;  // '<', '>', '^', '='
  char sign = 0;  // '+', '-' or ' ' when written
  bool no_neg_zero = false;  // 'z': -0.0 rounds to 0 (floats only)
  bool alternate = false;
  bool zero = false;
  int width = -1;
  char grouping = 0;  // ',' or '_'
  int precision = -1;
  char type = 0;  // '\x7f' for a type beyond ASCII (never a presentation type)
  std::uint32_t type_code = 0;  // the type's code point, for messages
};

/// How CPython's messages quote a presentation type: 'x', or '\x2603' beyond printable ASCII.
std::string quoted_type(const Spec& spec) {
  const std::uint32_t c = spec.type_code ? spec.type_code : static_cast<unsigned char>(spec.type);
  if (c > 32 && c < 127) return std::string("'") + static_cast<char>(c) + "'";
  char hex[16];
  std::snprintf(hex, sizeof hex, "'\\x%x'", static_cast<unsigned>(c));
  return hex;
}

/// The ValueError for a presentation type objects of `type` do not take.
[[noreturn]] void unknown_format_code(const Spec& spec, const std::string& type) {
  raise_value_error("Unknown format code " + quoted_type(spec) + " for object of type '" + type + "'");
}

/// printf's text for one value, however long (a width or precision of thousands).
template <class T>
std::string c_format(const char* format, T value) {
  char small[256];
  const int n = std::snprintf(small, sizeof small, format, value);
  if (n < static_cast<int>(sizeof small)) return std::string(small, static_cast<std::size_t>(n < 0 ? 0 : n));
  std::string out(static_cast<std::size_t>(n) + 1, '\0');
  std::snprintf(out.data(), out.size(), format, value);
  out.resize(static_cast<std::size_t>(n));
  return out;
}

/// The number the decimal digits `digits` spell (get_integer in CPython's format parsers): one
/// past `limit` is the ValueError `too_big`.
std::int64_t decimal_value(std::string_view digits, std::int64_t limit, const char* too_big) {
  std::int64_t n = 0;
  for (char ch : digits) {
    const int digit = ch - '0';
    if (n > (limit - digit) / 10) raise_value_error(too_big);
    n = n * 10 + digit;
  }
  return n;
}

/// The count the digits s[start, end) spell (format_spec's get_integer): one past Py_ssize_t is
/// the ValueError `too_big`; one no string could hold is a MemoryError.
int parse_count(const std::string& s, std::size_t start, std::size_t end, const char* too_big) {
  const std::int64_t n = decimal_value(std::string_view(s).substr(start, end - start), INT64_MAX, too_big);
  check_repeat_size(1, n);
  return static_cast<int>(n);
}

/// parse_internal_render_format_spec's check that the presentation type (`default_type` when
/// none is written) takes the separator: ',' only decimal ones, '_' also b/o/x/X (PEP 378, 515).
void check_grouping(const Spec& spec, char default_type) {
  const char type = spec.type ? spec.type : default_type;
  if (type == 0 || std::string_view("deEfFgG%").find(type) != std::string_view::npos) return;
  if (spec.grouping == '_' && std::string_view("boxX").find(type) != std::string_view::npos) return;
  if (!spec.type) raise_value_error(std::string("Cannot specify '") + spec.grouping + "' with '" + type + "'.");
  raise_value_error(std::string("Cannot specify '") + spec.grouping + "' with " + quoted_type(spec) + ".");
}

/// A format spec for an object of type `type`, whose presentation type defaults to `default_type`.
Spec parse_spec(const std::string& s, const std::string& type, char default_type) {
  Spec spec;
  std::size_t i = 0;
  auto is_align = [](char c) { return c == '<' || c == '>' || c == '^' || c == '='; };
  // The fill is any one code point (several UTF-8 bytes) written before an alignment.
  const std::size_t fill_len = s.empty() ? 0 : std::min(utf8_char_len(static_cast<unsigned char>(s[0])), s.size());
  if (s.size() > fill_len && is_align(s[fill_len])) {
    spec.fill = s.substr(0, fill_len);
    spec.fill_given = true;
    spec.align = s[fill_len];
    i = fill_len + 1;
  } else if (!s.empty() && is_align(s[0])) {
    spec.align = s[0];
    i = 1;
  }
  if (i < s.size() && (s[i] == '+' || s[i] == '-' || s[i] == ' ')) spec.sign = s[i++];
  if (i < s.size() && s[i] == 'z') {
    spec.no_neg_zero = true;
    ++i;
  }
  if (i < s.size() && s[i] == '#') {
    spec.alternate = true;
    ++i;
  }
  if (i < s.size() && s[i] == '0') {
    spec.zero = true;
    ++i;
  }
  std::size_t start = i;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i > start) spec.width = parse_count(s, start, i, "Too many decimal digits in format string");
  if (i < s.size() && (s[i] == ',' || s[i] == '_')) spec.grouping = s[i++];
  // parse_internal_render_format_spec: ',' then '_', or '_' then ',' (invalid_comma_and_underscore).
  if (spec.grouping && i < s.size() && (s[i] == ',' || s[i] == '_') && s[i] != spec.grouping)
    raise_value_error("Cannot specify both ',' and '_'.");
  if (i < s.size() && s[i] == '.') {
    ++i;
    start = i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i == start) raise_value_error("Format specifier missing precision");
    spec.precision = parse_count(s, start, i, "Too many decimal digits in format string");
  }
  if (i < s.size()) {
    const std::size_t len = std::min(utf8_char_len(static_cast<unsigned char>(s[i])), s.size() - i);
    spec.type_code = utf8_decode(s.substr(i, len));
    spec.type = spec.type_code < 0x80 ? static_cast<char>(spec.type_code) : '\x7f';
    i += len;
  }
  if (i != s.size()) raise_value_error("Invalid format specifier '" + s + "' for object of type '" + type + "'");
  if (spec.grouping) check_grouping(spec, default_type);
  return spec;
}

/// Inserts `sep` every `every` digits from the right (3 for decimal, 4 for '_' in x/o/b).
std::string group_digits(const std::string& digits, char sep, int every = 3) {
  std::string out;
  int count = 0;
  for (auto it = digits.rbegin(); it != digits.rend(); ++it) {
    if (count && count % every == 0) out += sep;
    out += *it;
    ++count;
  }
  return std::string(out.rbegin(), out.rend());
}

/// The integer digits grouped (thousands separators), then `rest`. With zero padding ('0' fill
/// after the sign) CPython groups the padding too (calc_number_widths): zeros are added one at a
/// time until sign, digits and rest fill the width, which the result may pass by one.
std::string group_padded(const std::string& digits, const std::string& rest, std::size_t prefix_len, const Spec& spec,
                         int every = 3) {
  std::string grouped = group_digits(digits, spec.grouping, every) + rest;
  const char align = spec.align ? spec.align : (spec.zero ? '=' : '>');
  const std::string fill = spec.fill_given || !spec.zero ? spec.fill : "0";
  if (align != '=' || fill != "0" || spec.width < 0) return grouped;
  std::string padded = digits;
  while (static_cast<std::int64_t>(prefix_len) + utf8_length(grouped) < spec.width) {
    padded.insert(padded.begin(), '0');
    grouped = group_digits(padded, spec.grouping, every) + rest;
  }
  return grouped;
}

/// The character of code point `v` ('c' of format specs and of %-formatting: formatchar's
/// range check).
std::string code_point_char(std::int64_t v) {
  if (v < 0 || v > 0x10FFFF) raise(E().OverflowError, "%c arg not in range(0x110000)");
  return utf8_encode(static_cast<std::uint32_t>(v));
}

std::string pad(const std::string& body, const std::string& sign_prefix, const Spec& spec, char default_align) {
  std::string text = sign_prefix + body;
  std::int64_t len = utf8_length(text);
  if (spec.width < 0 || len >= spec.width) return text;
  std::size_t n = static_cast<std::size_t>(spec.width - len);
  // parse_internal_render_format_spec: '0' fills with zeros unless a fill was written, and
  // pads after the sign only when no alignment was written and numbers' '>' is the default.
  char align = spec.align ? spec.align : (spec.zero && default_align == '>' ? '=' : default_align);
  const std::string fill = spec.fill_given || !spec.zero ? spec.fill : "0";
  auto fills = [&](std::size_t count) {
    std::string out;
    out.reserve(count * fill.size());
    for (std::size_t k = 0; k < count; ++k) out += fill;
    return out;
  };
  switch (align) {
    case '<': return text + fills(n);
    case '^': return fills(n / 2) + text + fills(n - n / 2);
    case '=': return sign_prefix + fills(n) + body;
    default: return fills(n) + text;
  }
}

/// Whether formatted digits (a float's, or a complex part's, without sign) show a zero: 'z'
/// (Py_DTSF_NO_NEG_0) then drops a negative value's sign.
bool shows_zero(const std::string& digits) {
  const std::string mantissa = digits.substr(0, digits.find_first_of("eE"));
  return mantissa.find_first_of("123456789") == std::string::npos && mantissa.find('0') != std::string::npos;
}

/// The empty presentation type with a precision (format_float_internal: 'g' with
/// Py_DTSF_ADD_DOT_0, which format_float_short switches to exponent form one digit sooner
/// than 'g': format(1234.56, '.4') is '1.235e+03'), an integral result getting ".0".
std::string float_default_type_digits(double a, int prec, bool alternate) {
  if (prec == 0) prec = 1;
  const std::string rounded = c_format(("%." + std::to_string(prec - 1) + "e").c_str(), a);
  const int exponent = std::atoi(rounded.c_str() + rounded.find('e') + 1);
  if (exponent < -4 || exponent >= prec - 1) {
    if (alternate) return c_format(("%#." + std::to_string(prec - 1) + "e").c_str(), a);
    std::string mantissa = rounded.substr(0, rounded.find('e'));
    if (mantissa.find('.') != std::string::npos) {
      mantissa.erase(mantissa.find_last_not_of('0') + 1);
      if (mantissa.back() == '.') mantissa.pop_back();
    }
    return mantissa + rounded.substr(rounded.find('e'));
  }
  std::string body = c_format(((alternate ? "%#." : "%.") + std::to_string(prec) + "g").c_str(), a);
  if (body.find('.') == std::string::npos) body += ".0";
  return body;
}

/// Objects/formatter_unicode.c's format_float_internal; 'n' is 'g' in the C locale.
std::string format_float_spec(double v, Spec spec) {
  char type = spec.type == 'n' ? 'g' : spec.type;
  if (spec.no_neg_zero && v == 0.0) v = 0.0;
  bool negative = std::signbit(v) && !std::isnan(v);
  double a = std::fabs(v);
  std::string body;
  if (std::isinf(a) || std::isnan(a)) {
    body = std::isnan(a) ? "nan" : "inf";
    if (type == 'F' || type == 'E' || type == 'G') for (char& c : body) c = static_cast<char>(std::toupper(c));
    if (type == '%') body += "%";  // format(nan, '.1%') is 'nan%'
  } else if (type == 0 && spec.precision < 0) {
    body = float_repr(a);
  } else if (type == 0) {
    body = float_default_type_digits(a, spec.precision, spec.alternate);
  } else {
    int prec = spec.precision < 0 ? 6 : spec.precision;
    char conv = type == '%' ? 'f' : type;
    if (type == '%') a *= 100;
    std::string f = std::string("%") + (spec.alternate ? "#" : "") + "." + std::to_string(prec) + conv;
    body = c_format(f.c_str(), a);
    if (type == '%') body += "%";
  }
  // 'z': a negative value that rounded to zero prints as 0.
  if (negative && spec.no_neg_zero && std::isfinite(a) && shows_zero(body)) negative = false;
  std::string sign = negative ? "-" : (spec.sign == '+' ? "+" : spec.sign == ' ' ? " " : "");
  if (spec.grouping) {
    std::size_t end = body.find_first_of(".e%");
    std::string ip = body.substr(0, end);
    if (std::all_of(ip.begin(), ip.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
      body = group_padded(ip, end == std::string::npos ? "" : body.substr(end), utf8_length(sign), spec);
  }
  return pad(body, sign, spec, '>');
}

/// One part of a complex as format_complex_internal has PyOS_double_to_string write it, without
/// its sign: `type` 'r' is repr's shortest digits (no ".0" added), '#' keeps a decimal point.
std::string complex_part_digits(double a, char type, int precision, bool alternate) {
  if (std::isinf(a) || std::isnan(a)) {
    std::string body = std::isnan(a) ? "nan" : "inf";
    if (type == 'E' || type == 'F' || type == 'G')
      for (char& c : body) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return body;
  }
  if (type != 'r') return c_format((std::string("%") + (alternate ? "#" : "") + "." + std::to_string(precision) + type).c_str(), a);
  std::string body = float_repr(a);
  const std::size_t e = body.find('e');
  const std::size_t mantissa_end = e == std::string::npos ? body.size() : e;
  if (mantissa_end >= 2 && body.compare(mantissa_end - 2, 2, ".0") == 0) body.erase(mantissa_end - 2, 2);
  if (alternate && body.find('.') == std::string::npos) body.insert(e == std::string::npos ? body.size() : body.find('e'), ".");
  return body;
}

/// Objects/formatter_unicode.c's format_complex_internal: each part formatted as a float (the
/// imaginary one always signed unless the real one is left out), then 'j', parentheses for the
/// default type, and the padding around the whole; neither zero padding nor '=' alignment.
std::string format_complex_spec(double re, double im, const Spec& spec) {
  if ((spec.zero && !spec.fill_given) || (spec.fill_given && spec.fill == "0"))
    raise_value_error("Zero padding is not allowed in complex format specifier");
  if (spec.align == '=') raise_value_error("'=' alignment flag is not allowed in complex format specifier");
  char type = spec.type == 'n' ? 'g' : spec.type;
  int precision = spec.precision;
  bool skip_re = false, parens = false;
  if (type == 0) {
    type = 'r';
    if (re == 0.0 && !std::signbit(re)) skip_re = true;
    else parens = true;
  }
  if (precision < 0) precision = type == 'r' ? 0 : 6;
  else if (type == 'r') type = 'g';
  auto part = [&](double v, char sign_option) {
    std::string digits = complex_part_digits(std::fabs(v), type, precision, spec.alternate);
    bool negative = std::signbit(v) && !std::isnan(v);
    // 'z' (Py_DTSF_NO_NEG_0): a negative value whose digits are all zeros loses its sign.
    if (negative && spec.no_neg_zero && shows_zero(digits)) negative = false;
    if (spec.grouping) {
      std::size_t end = 0;
      while (end < digits.size() && std::isdigit(static_cast<unsigned char>(digits[end]))) ++end;
      digits = group_digits(digits.substr(0, end), spec.grouping) + digits.substr(end);
    }
    const std::string sign = negative ? "-" : sign_option == '+' ? "+" : sign_option == ' ' ? " " : "";
    return sign + digits;
  };
  std::string body = (skip_re ? "" : part(re, spec.sign)) + part(im, skip_re ? spec.sign : '+') + "j";
  if (parens) body = "(" + body + ")";
  const std::int64_t len = utf8_length(body);
  if (spec.width < 0 || len >= spec.width) return body;
  const std::size_t n = static_cast<std::size_t>(spec.width - len);
  const std::size_t left = spec.align == '<' ? 0 : spec.align == '^' ? n / 2 : n;
  std::string out;
  for (std::size_t k = 0; k < left; ++k) out += spec.fill;
  out += body;
  for (std::size_t k = left; k < n; ++k) out += spec.fill;
  return out;
}

/// Whether an int formats `type` as a float (_PyLong_FormatAdvancedWriter converts it).
bool is_float_type(char type) { return type && std::string_view("eEfFgG%").find(type) != std::string_view::npos; }

/// The errors CPython's format_long_internal raises for a spec that ints cannot take, after
/// _PyLong_FormatAdvancedWriter's refusal of an unknown presentation type.
void check_int_spec(const Spec& spec, const Object* o) {
  if (spec.type && std::string_view("bcdoxXn").find(spec.type) == std::string_view::npos)
    unknown_format_code(spec, type_name(o));
  if (spec.precision >= 0) raise_value_error("Precision not allowed in integer format specifier");
  if (spec.no_neg_zero) raise_value_error("Negative zero coercion (z) not allowed in integer format specifier");
  if (spec.type != 'c') return;
  if (spec.sign) raise_value_error("Sign not allowed with integer format specifier 'c'");
  if (spec.alternate) raise_value_error("Alternate form (#) not allowed with integer format specifier 'c'");
}

std::string format_int_spec(const Object* o, Spec spec) {
  const std::int64_t v = static_cast<const IntObject*>(o)->value;
  if (is_float_type(spec.type)) return format_float_spec(static_cast<double>(v), spec);
  check_int_spec(spec, o);
  std::string sign = v < 0 ? "-" : (spec.sign == '+' ? "+" : spec.sign == ' ' ? " " : "");
  std::uint64_t a = v < 0 ? static_cast<std::uint64_t>(-(v + 1)) + 1 : static_cast<std::uint64_t>(v);
  std::string body;
  char buf[80];
  switch (spec.type) {
    case 'x': std::snprintf(buf, sizeof buf, "%llx", static_cast<unsigned long long>(a)); body = buf; if (spec.alternate) sign += "0x"; break;
    case 'X': std::snprintf(buf, sizeof buf, "%llX", static_cast<unsigned long long>(a)); body = buf; if (spec.alternate) sign += "0X"; break;
    case 'o': std::snprintf(buf, sizeof buf, "%llo", static_cast<unsigned long long>(a)); body = buf; if (spec.alternate) sign += "0o"; break;
    case 'b': {
      do { body.insert(body.begin(), static_cast<char>('0' + (a & 1))); a >>= 1; } while (a);
      if (spec.alternate) sign += "0b";
      break;
    }
    case 'c': return pad(code_point_char(v), "", spec, '<');
    default: body = std::to_string(a); break;  // d, n or none
  }
  if (spec.grouping)
    body = group_padded(body, "", sign.size(), spec, spec.type == 'x' || spec.type == 'X' || spec.type == 'o' || spec.type == 'b' ? 4 : 3);
  return pad(body, sign, spec, '>');
}

// Format specs for ints beyond int64: the same layout, digits from the big-int code.
std::string format_big_int_spec(const Object* o, Spec spec) {
  if (is_float_type(spec.type)) return format_float_spec(int_to_double(o), spec);
  check_int_spec(spec, o);
  if (spec.type == 'c') raise(E().OverflowError, "Python int too large to convert to C long");  // PyLong_AsLong
  int base = spec.type == 'x' || spec.type == 'X' ? 16 : spec.type == 'o' ? 8 : spec.type == 'b' ? 2 : 10;
  std::string digits = int_to_string(o, base);
  bool neg = digits[0] == '-';
  if (neg) digits.erase(0, 1);
  if (spec.type == 'X')
    for (char& c : digits) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  std::string sign = neg ? "-" : (spec.sign == '+' ? "+" : spec.sign == ' ' ? " " : "");
  if (spec.alternate && base != 10) sign += spec.type == 'X' ? "0X" : base == 16 ? "0x" : base == 8 ? "0o" : "0b";
  if (spec.grouping) digits = group_padded(digits, "", sign.size(), spec, base == 10 ? 3 : 4);
  return pad(digits, sign, spec, '>');
}

}  // namespace

std::string format_value(const Ref& value, const std::string& spec_text) {
  Object* o = value.get();
  if (!o->cls->is_builtin || o->cls->module != "builtins") {
    if (Ref f = lookup_special(value, "__format__"_name)) {
      Ref r = call(f, std::vector<Ref>{Str(spec_text)});
      return as_str(r.get());
    }
    if (!spec_text.empty())
      raise_type_error("unsupported format string passed to " + type_name(o) + ".__format__");
    return str(value);
  }
  if (spec_text.empty()) return str(value);
  if (!is_int(o) && !is_float(o) && !is_str(o)) {
    // complex's own __format__ (format_complex_internal); the other built-in types
    // have object.__format__, which refuses any format spec.
    if (Ref f = lookup_special(value, "__format__"_name)) return as_str(call(f, std::vector<Ref>{Str(spec_text)}).get());
    if (o->cls->name != "complex") raise_type_error("unsupported format string passed to " + type_name(o) + ".__format__");
    Spec spec = parse_spec(spec_text, "complex", 0);
    if (spec.type && std::string_view("eEfFgGn").find(spec.type) == std::string_view::npos)
      unknown_format_code(spec, "complex");
    auto* c = static_cast<ComplexObject*>(o);
    return format_complex_spec(c->real, c->imag, spec);
  }
  Spec spec = parse_spec(spec_text, type_name(o), is_int(o) ? 'd' : is_str(o) ? 's' : 0);
  if (is_int(o) && is_big(o)) return format_big_int_spec(o, spec);
  if (is_int(o)) return format_int_spec(o, spec);
  if (is_float(o)) {
    if (spec.type && std::string_view("eEfFgGn%").find(spec.type) == std::string_view::npos)
      unknown_format_code(spec, "float");
    return format_float_spec(static_cast<FloatObject*>(o)->value, spec);
  }
  if (is_str(o)) {
    if (spec.type && spec.type != 's')
      unknown_format_code(spec, "str");
    // format_string_internal's refusals, in its order.
    if (spec.sign == ' ') raise_value_error("Space not allowed in string format specifier");
    if (spec.sign) raise_value_error("Sign not allowed in string format specifier");
    if (spec.no_neg_zero) raise_value_error("Negative zero coercion (z) not allowed in string format specifier");
    if (spec.alternate) raise_value_error("Alternate form (#) not allowed in string format specifier");
    if (spec.align == '=') raise_value_error("'=' alignment not allowed in string format specifier");
    std::string s = static_cast<StrObject*>(o)->value;
    if (spec.precision >= 0) {
      auto chars = utf8_chars(s);
      if (chars.size() > static_cast<std::size_t>(spec.precision)) {
        s.clear();
        for (int i = 0; i < spec.precision; ++i) s += chars[static_cast<std::size_t>(i)];
      }
    }
    return pad(s, "", spec, '<');
  }
  raise_type_error("unsupported format string passed to " + type_name(o) + ".__format__");
}

namespace {

// %s / %b of bytes (PEP 461): a bytes object as it is, or what __bytes__ returns.
std::string bytes_of(const Ref& value) {
  if (value->cls->is_subtype_of(T().bytes)) return static_cast<BytesObject*>(value.get())->value;
  if (Ref f = lookup_special(value, "__bytes__"_name)) {
    Ref r = call(f, std::vector<Ref>{});
    if (r->cls->is_subtype_of(T().bytes)) return static_cast<BytesObject*>(r.get())->value;
    raise_type_error("__bytes__ returned non-bytes (type " + type_name(r.get()) + ")");
  }
  raise_type_error("%b requires a bytes-like object, or an object that implements __bytes__, not '" +
                   type_name(value.get()) + "'");
}

// %c of bytes: an int in range(256) or a bytes object of length 1.
std::string byte_char(const Ref& value) {
  if (value->cls->is_subtype_of(T().bytes) && static_cast<BytesObject*>(value.get())->value.size() == 1)
    return static_cast<BytesObject*>(value.get())->value;
  if (is_int(value.get()) && !is_big(value.get())) {
    const std::int64_t v = static_cast<IntObject*>(value.get())->value;
    if (v >= 0 && v < 256) return std::string(1, static_cast<char>(v));
    raise(E().OverflowError, "%c arg not in range(256)");
  }
  raise_type_error("%c requires an integer in range(256) or a single byte");
}

/// unicode_format_arg_format's ValueError for an unknown conversion character: the character
/// itself when printable ASCII ('?' otherwise), its code point and its index in code points (for
/// bytes: the byte and its index).
[[noreturn]] void unsupported_conversion(const std::string& fmt, std::size_t i, bool bytes) {
  std::uint32_t code = static_cast<unsigned char>(fmt[i]);
  std::size_t index = i;
  // _PyBytes_FormatEx hands the byte as a (signed) char to PyErr_Format's %c, which refuses a
  // negative code point.
  if (bytes && code >= 0x80) raise(E().OverflowError, "character argument not in range(0x110000)");
  if (!bytes) {
    code = utf8_decode(fmt.substr(i, utf8_char_len(static_cast<unsigned char>(fmt[i]))));
    index = static_cast<std::size_t>(utf8_length(fmt.substr(0, i)));
  }
  const char shown = bytes || (code >= 31 && code <= 126) ? static_cast<char>(code) : '?';
  char hex[16];
  std::snprintf(hex, sizeof hex, "%x", code);
  raise_value_error(std::string("unsupported format character '") + shown + "' (0x" + hex + ") at index " +
                    std::to_string(index));
}

/// The arguments of one `%` format operation and where it has got to in them.
struct PercentArgs {
  std::vector<Ref> values;
  Ref mapping;
  std::size_t next = 0;
};

/// Appends the conversion whose '%' is at fmt[i] to `out` and returns the index of its last
/// character. Out of line: the conversions are large, and a fresh wasm engine optimizes a hot
/// function whole, so percent_format's copying loop stays small without them.
[[gnu::noinline]] std::size_t append_conversion(const std::string& fmt, std::size_t i, PercentArgs& pa, bool bytes,
                                                std::string& out) {
  std::vector<Ref>& values = pa.values;
  const Ref& mapping = pa.mapping;
  std::size_t& next_arg = pa.next;
  if (++i >= fmt.size()) raise_value_error("incomplete format");
  Ref value;
  if (fmt[i] == '(') {
    // The key runs to the matching parenthesis (nested ones are part of it).
    std::size_t close = i + 1;
    for (int depth = 1; close < fmt.size(); ++close) {
      if (fmt[close] == '(') ++depth;
      else if (fmt[close] == ')' && --depth == 0) break;
    }
    if (close >= fmt.size()) raise_value_error("incomplete format key");
    if (!mapping) raise_type_error("format requires a mapping");
    const std::string key = fmt.substr(i + 1, close - i - 1);
    // The looked-up value becomes the only argument left (unicode_format_arg_parse sets args to
    // it, arglen -1): a '*' takes it first, and a later conversion without a key has none.
    values = {getitem(mapping, bytes ? Bytes(key) : Str(key))};
    next_arg = 0;
    i = close + 1;
  }
  std::string flags;
  while (i < fmt.size() && std::string("-+ #0").find(fmt[i]) != std::string::npos) flags += fmt[i++];
  std::string width, precision;
  // A '*' width or precision takes the next argument, an int (unicode_format_arg_parse): a
  // negative width left-justifies, a negative precision is 0.
  auto star = [&](const char* c_type) -> std::int64_t {
    if (next_arg >= values.size()) raise_type_error("not enough arguments for format string");
    Ref v = values[next_arg++];
    if (!isinstance(v.get(), T().int_)) raise_type_error("* wants int");
    const std::int64_t limit = std::string_view(c_type) == "int" ? INT32_MAX : INT64_MAX;
    auto* n = static_cast<IntObject*>(v.get());
    if (n->big || n->value > limit || n->value < -limit - 1)
      raise(E().OverflowError, std::string("Python int too large to convert to C ") + c_type);
    return n->value;
  };
  auto digits = [&](const char* too_big, std::int64_t limit) {
    const std::size_t start = i;
    while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i]))) ++i;
    std::string text = fmt.substr(start, i - start);
    decimal_value(text, limit, too_big);
    return text;
  };
  if (i < fmt.size() && fmt[i] == '*') {
    ++i;
    std::int64_t w = star("ssize_t");
    if (w < 0) {
      flags += '-';
      w = w == INT64_MIN ? INT64_MAX : -w;
    }
    width = std::to_string(w);
  } else {
    width = digits("width too big", INT64_MAX);
  }
  if (i < fmt.size() && fmt[i] == '.') {
    ++i;
    if (i < fmt.size() && fmt[i] == '*') {
      ++i;
      precision = "." + std::to_string(std::max<std::int64_t>(0, star("int")));
    } else {
      precision = "." + digits("precision too big", INT32_MAX);
    }
  }
  // Padding or digits no string could hold: a MemoryError, as CPython's allocation would be.
  if (!width.empty()) check_repeat_size(1, std::stoll(width));
  if (precision.size() > 1) check_repeat_size(1, std::stoll(precision.substr(1)));
  // C's length modifiers: one 'h', 'l' or 'L' is read and ignored ("%ld", "%lf").
  if (i < fmt.size() && (fmt[i] == 'h' || fmt[i] == 'l' || fmt[i] == 'L')) ++i;
  if (i >= fmt.size()) raise_value_error("incomplete format");
  char conv = fmt[i];
  if (conv == '%') {
    out += '%';
    return i;
  }
  if (!value) {
    if (next_arg >= values.size()) raise_type_error("not enough arguments for format string");
    value = values[next_arg++];
  }
  std::string piece;
  std::string cfmt = "%" + flags + width + precision;
  // Numeric conversions read an int or float subclass's value (PyLong_Check / PyFloat_Check).
  if (conv != 's' && conv != 'r' && conv != 'a' && conv != 'b') value = base_value(value);
  switch (conv) {
    case 's': piece = bytes ? bytes_of(value) : str(value); break;
    case 'b':
      if (!bytes) goto unsupported;
      piece = bytes_of(value);
      break;
    case 'r': case 'a': piece = bytes || conv == 'a' ? ascii_text(repr(value)) : repr(value); break;
    case 'd': case 'i': case 'u': {
      // Other numbers convert as int(x) does (CPython's PyNumber_Long): NumPy scalars, tensors.
      if (!is_int(value.get()) && !is_float(value.get())) {
        if (Ref f = lookup_special(value, "__index__"_name)) value = call(f, std::vector<Ref>{});
        else if (Ref g = lookup_special(value, "__int__"_name)) value = call(g, std::vector<Ref>{});
      }
      if (!is_int(value.get()) && !is_float(value.get()))
        raise_type_error("%" + std::string(1, conv) + " format: a real number is required, not " + type_name(value.get()));
      if (is_int(value.get()) && is_big(value.get())) {
        piece = int_to_string(value.get());
        break;
      }
      if (is_float(value.get()) && std::fabs(static_cast<FloatObject*>(value.get())->value) >= 9.2e18) {
        piece = int_to_string(int_from_double(std::trunc(static_cast<FloatObject*>(value.get())->value)).get());
        break;
      }
      std::int64_t v = is_int(value.get()) ? static_cast<IntObject*>(value.get())->value
                                           : static_cast<std::int64_t>(static_cast<FloatObject*>(value.get())->value);
      out += c_format((cfmt + "lld").c_str(), static_cast<long long>(v));
      return i;
    }
    case 'x': case 'X': case 'o': {
      // Ints beyond 64 bits take their digits from format() (CPython's % handles any int).
      // mainformatlong: a non-int needs __index__ here (PyNumber_Index).
      if (!is_int(value.get())) {
        Ref index = lookup_special(value, "__index__"_name);
        if (!index) raise_type_error("%" + std::string(1, conv) + " format: an integer is required, not " + type_name(value.get()));
        value = call(index, std::vector<Ref>{});
      }
      bool big = is_int(value.get()) && static_cast<IntObject*>(value.get())->big;
      std::int64_t v = big ? (int_to_double(value.get()) < 0 ? -1 : 1) : as_int(value.get());
      std::string alt;
      if (flags.find('#') != std::string::npos) {
        // Python's '#' prefixes octal with 0o (C's printf writes a bare 0).
        alt = conv == 'o' ? "0o" : conv == 'x' ? "0x" : "0X";
        flags.erase(flags.find('#'), 1);
      }
      std::string digits = c_format(("%" + precision + "ll" + conv).c_str(), static_cast<unsigned long long>(v < 0 ? -static_cast<unsigned long long>(v) : v));
      if (big) {
        digits = format_value(big_int_abs(value.get()), std::string(1, conv));
        if (!precision.empty() && precision.size() > 1) {
          std::size_t p = static_cast<std::size_t>(std::stoi(precision.substr(1)));
          if (digits.size() < p) digits = std::string(p - digits.size(), '0') + digits;
        }
      }
      std::string prefix = (v < 0 ? "-" : flags.find('+') != std::string::npos ? "+" : flags.find(' ') != std::string::npos ? " " : "") + alt;
      std::size_t w = width.empty() ? 0 : static_cast<std::size_t>(std::stoi(width));
      std::size_t len = prefix.size() + digits.size();
      if (len < w && flags.find('-') != std::string::npos) out += prefix + digits + std::string(w - len, ' ');
      else if (len < w && flags.find('0') != std::string::npos) out += prefix + std::string(w - len, '0') + digits;
      else out += std::string(len < w ? w - len : 0, ' ') + prefix + digits;
      return i;
    }
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': {
      // Other numbers convert through __float__ (then __index__), as PyFloat_AsDouble does.
      if (!is_int(value.get()) && !is_float(value.get())) {
        if (Ref f = lookup_special(value, "__float__"_name)) value = call(f, std::vector<Ref>{});
        else if (Ref g = lookup_special(value, "__index__"_name)) value = call(g, std::vector<Ref>{});
      }
      if (!is_int(value.get()) && !is_float(value.get()))
        raise_type_error("must be real number, not " + type_name(value.get()));
      out += c_format((cfmt + conv).c_str(), as_float(value.get()));
      return i;
    }
    case 'c':
      if (bytes) piece = byte_char(value);
      else if (isinstance(value.get(), T().int_)) {
        // formatchar: a code point in range, or a str of one character.
        auto* n = static_cast<IntObject*>(value.get());
        piece = code_point_char(n->big ? -1 : n->value);
      } else if (isinstance(value.get(), T().str) && utf8_length(static_cast<StrObject*>(value.get())->value) == 1) {
        piece = static_cast<StrObject*>(value.get())->value;
      } else {
        raise_type_error("%c requires int or char");
      }
      break;
    default:
    unsupported:
      unsupported_conversion(fmt, i, bytes);
  }
  if (precision.size() > 1) piece = piece.substr(0, static_cast<std::size_t>(std::stoi(precision.substr(1))));
  if (!width.empty()) {
    std::size_t w = static_cast<std::size_t>(std::stoi(width));
    std::size_t len = bytes ? piece.size() : static_cast<std::size_t>(utf8_length(piece));
    if (len < w) piece = flags.find('-') != std::string::npos ? piece + std::string(w - len, ' ') : std::string(w - len, ' ') + piece;
  }
  out += piece;
  return i;
}

}  // namespace

std::string percent_format(const std::string& fmt, const Ref& args, bool bytes) {
  PercentArgs pa;
  // PyUnicode_Format / _PyBytes_FormatEx: a tuple gives the arguments; anything else is the one
  // argument, and also the mapping for "%(key)s" when its type has __getitem__ (PyMapping_Check:
  // a list too) and it is no string. With a mapping, unused arguments are no error.
  if (isinstance(args.get(), T().tuple)) {  // PyTuple_Check: a namedtuple too
    pa.values = static_cast<TupleObject*>(args.get())->items;
  } else {
    pa.values.push_back(args);
    const bool text = args->cls->is_subtype_of(T().str) || (bytes && args->cls->is_subtype_of(T().bytes));
    if (!text && lookup_special(args, "__getitem__"_name)) pa.mapping = args;
  }
  std::string out;
  out.reserve(fmt.size());
  for (std::size_t i = 0; i < fmt.size(); ++i) {
    const std::size_t percent = fmt.find('%', i);
    out.append(fmt, i, percent == std::string::npos ? std::string::npos : percent - i);
    if (percent == std::string::npos) break;
    i = append_conversion(fmt, percent, pa, bytes, out);
  }
  if (!pa.mapping && pa.next < pa.values.size())
    raise_type_error(bytes ? "not all arguments converted during bytes formatting"
                           : "not all arguments converted during string formatting");
  return out;
}

namespace {

/// Where automatic field numbering has got to; nested fields ("{:{}}") share it with their
/// field (MarkupIterator's auto_number). CPython forbids mixing {} and {0} fields.
struct AutoNumber {
  enum { Init, Auto, Manual } state = Init;
  std::size_t index = 0;
};

/// A field's numeric index or -1 when `digits` is empty or not all decimal digits (get_integer:
/// any Unicode decimal digit counts); too many digits for Py_ssize_t is a ValueError.
std::int64_t field_index(const std::string& digits) {
  if (digits.empty()) return -1;
  std::string ascii;
  for (const std::string& ch : utf8_chars(digits)) {
    const int d = ucd::decimal_value(utf8_decode(ch));
    if (d < 0) return -1;
    ascii += static_cast<char>('0' + d);
  }
  return decimal_value(ascii, INT64_MAX, "Too many decimal digits in format string");
}

/// One replacement field "{name!conversion:spec}" as parse_field splits it.
struct Field {
  std::string name, conversion, spec;
  bool spec_has_fields = false;  // the spec holds nested fields to expand first
};

/// parse_field: reads the field that starts at fmt[pos] (just past its '{') and returns the
/// position after its closing '}'. The field name runs to '!', ':' or '}' (a "[...]" key may
/// hold any of them); a spec's own braces must balance.
std::size_t parse_field(const std::string& fmt, std::size_t pos, Field& field) {
  const std::size_t start = pos;
  char c = 0;
  while (pos < fmt.size()) {
    c = fmt[pos++];
    if (c == '{') raise_value_error("unexpected '{' in field name");
    if (c == '[') {
      while (pos < fmt.size() && fmt[pos] != ']') ++pos;
      continue;
    }
    if (c == '}' || c == ':' || c == '!') break;
  }
  if (c == '}') {
    field.name = fmt.substr(start, pos - 1 - start);
    return pos;
  }
  if (c != '!' && c != ':') raise_value_error("expected '}' before end of string");
  field.name = fmt.substr(start, pos - 1 - start);
  if (c == '!') {
    if (pos >= fmt.size()) raise_value_error("end of string while looking for conversion specifier");
    const std::size_t len = std::min(utf8_char_len(static_cast<unsigned char>(fmt[pos])), fmt.size() - pos);
    field.conversion = fmt.substr(pos, len);
    pos += len;
    if (pos < fmt.size()) {
      c = fmt[pos++];
      if (c == '}') return pos;
      if (c != ':') raise_value_error("expected ':' after conversion specifier");
    }
  }
  const std::size_t spec_start = pos;
  int depth = 1;
  while (pos < fmt.size()) {
    c = fmt[pos++];
    if (c == '{') {
      field.spec_has_fields = true;
      ++depth;
    } else if (c == '}' && --depth == 0) {
      field.spec = fmt.substr(spec_start, pos - 1 - spec_start);
      return pos;
    }
  }
  raise_value_error("unmatched '{' in format spec");
}

/// get_field_object: the argument the field name selects (a number or nothing: a positional
/// one; else a keyword or format_map's key), then its ".attr" and "[key]" parts in turn. The
/// parts are checked as they are reached, after the lookups before them.
Ref field_object(const std::string& name, CallArgs& args, const Ref& mapping, AutoNumber& numbering) {
  std::size_t end = std::min(name.find_first_of(".["), name.size());
  const std::string first = name.substr(0, end);
  std::int64_t index = field_index(first);
  if (first.empty() || index >= 0) {
    if (numbering.state == AutoNumber::Init) numbering.state = first.empty() ? AutoNumber::Auto : AutoNumber::Manual;
    if (numbering.state == AutoNumber::Manual && first.empty())
      raise_value_error("cannot switch from manual field specification to automatic field numbering");
    if (numbering.state != AutoNumber::Manual && !first.empty())
      raise_value_error("cannot switch from automatic field numbering to manual field specification");
    if (first.empty()) index = static_cast<std::int64_t>(numbering.index++);
  }
  Ref value;
  if (index < 0) {
    if (mapping) {
      value = getitem(mapping, Str(first));  // format_map: the mapping's own __getitem__/__missing__
    } else if (!(value = args.kwarg(first))) {
      auto e = make_object<ExceptionObject>(E().KeyError);
      e->args.push_back(Str(first));
      throw PyError{e};
    }
  } else {
    if (mapping) raise_value_error("Format string contains positional fields");
    if (static_cast<std::size_t>(index) >= args.args.size())
      raise(E().IndexError, "Replacement index " + std::to_string(index) + " out of range for positional args tuple");
    value = args.args[static_cast<std::size_t>(index)];
  }
  // FieldNameIterator: ".name" up to the next '.' or '['; "[key]" up to ']', a number when it is
  // all digits; nothing else may follow a part.
  while (end < name.size()) {
    const char kind = name[end++];
    std::string part;
    if (kind == '.') {
      const std::size_t next = std::min(name.find_first_of(".[", end), name.size());
      part = name.substr(end, next - end);
      end = next;
    } else if (kind == '[') {
      const std::size_t close = name.find(']', end);
      if (close == std::string::npos) raise_value_error("Missing ']' in format string");
      part = name.substr(end, close - end);
      end = close + 1;
    } else {
      raise_value_error("Only '.' or '[' may follow ']' in format field specifier");
    }
    if (part.empty()) raise_value_error("Empty attribute in format string");
    if (kind == '.') {
      value = getattr(value, part);
    } else {
      const std::int64_t key = field_index(part);
      value = getitem(value, key >= 0 ? Int(key) : Str(part));
    }
  }
  return value;
}

std::string dot_format(const std::string& fmt, CallArgs& args, const Ref& mapping, AutoNumber& numbering, int recursion_depth) {
  // build_string's recursion_depth: a spec's fields may nest once.
  if (recursion_depth <= 0) raise_value_error("Max string recursion exceeded");
  std::string out;
  std::size_t i = 0;
  while (i < fmt.size()) {
    const std::size_t brace = fmt.find_first_of("{}", i);
    if (brace == std::string::npos) {
      out.append(fmt, i, std::string::npos);
      break;
    }
    const char c = fmt[brace];
    const bool at_end = brace + 1 >= fmt.size();
    if (c == '}' && (at_end || fmt[brace + 1] != '}')) raise_value_error("Single '}' encountered in format string");
    if (c == '{' && at_end) raise_value_error("Single '{' encountered in format string");
    out.append(fmt, i, brace - i);
    if (fmt[brace + 1] == c) {  // "{{" or "}}"
      out += c;
      i = brace + 2;
      continue;
    }
    Field field;
    i = parse_field(fmt, brace + 1, field);
    Ref value = field_object(field.name, args, mapping, numbering);
    if (!field.conversion.empty()) {
      const std::string& conv = field.conversion;
      if (conv == "r") {
        value = Str(repr(value));
      } else if (conv == "s") {
        value = Str(str(value));
      } else if (conv == "a") {
        value = Str(ascii_text(repr(value)));
      } else {
        const std::uint32_t cp = utf8_decode(conv);
        char hex[16];
        std::snprintf(hex, sizeof hex, "\\x%x", static_cast<unsigned>(cp));
        raise_value_error("Unknown conversion specifier " + (cp > 32 && cp < 127 ? conv : std::string(hex)));
      }
    }
    // Nested replacement fields in the spec ("{:{width}}").
    std::string spec = field.spec;
    if (field.spec_has_fields) spec = dot_format(spec, args, mapping, numbering, recursion_depth - 1);
    out += format_value(value, spec);
  }
  return out;
}

}  // namespace

std::string str_dot_format(const std::string& fmt, CallArgs& args, const Ref& mapping) {
  AutoNumber numbering;
  return dot_format(fmt, args, mapping, numbering, 2);
}

}  // namespace tfplay::py
