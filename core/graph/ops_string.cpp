// String ops beyond the basic ones in ops_nn.cpp (TF: tensorflow/core/ops/string_ops.cc,
// parsing_ops.cc; kernels string_to_hash_bucket_op.cc, string_to_number_op.cc,
// as_string_op.cc, substr_op.cc, reduce_join_op.cc, string_split_op.cc, regex_replace_op.cc,
// regex_full_match_op.cc): StringToHashBucketFast / Strong / legacy, StringToNumber, AsString,
// Substr, ReduceJoin, StringSplitV2, StringSplit, (Static)RegexReplace, (Static)RegexFullMatch,
// UnicodeDecode(WithOffsets), UnicodeEncode and UnicodeTranscode (UTF-8, UTF-16-BE, UTF-32-BE), StringNGrams (unpadded).
#include <cctype>
#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>
#include <regex>
#include <bitset>
#include <cstring>
#include <set>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/string_hash.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;
using tensor::Dim;

const std::string* strings_of(const Tensor& t) { return t.data<std::string>(); }

// A shape as TF's kernel errors print it: "[2,3]".
std::string dims_text(const tensor::Shape& shape) {
  std::string out = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) out += (i ? "," : "") + std::to_string(shape[i]);
  return out + "]";
}

Tensor string_tensor(const tensor::Shape& shape, std::vector<std::string> values) {
  return Tensor::from_vector<std::string>(DType::String, shape, std::move(values));
}

// ---- hashing ----

void add_hash_buckets(OpRegistry& r) {
  struct Spec {
    const char* name;
    const char* input;
    const char* summary;
  };
  for (const Spec& s : {Spec{"StringToHashBucketFast", "input", "Converts each string in the input Tensor to its hash mod by a number of buckets."},
                        Spec{"StringToHashBucketStrong", "input", "Converts each string in the input Tensor to its hash mod by a number of buckets."},
                        Spec{"StringToHashBucket", "string_tensor", "Converts each string in the input Tensor to its hash mod by a number of buckets."}}) {
    const std::string op = s.name;
    OpDef d = make(op, s.summary);
    d.inputs = {fixed_arg(s.input, DType::String)};
    d.outputs = {fixed_arg("output", DType::Int64)};
    d.attrs = {plain_attr("num_buckets", "int")};
    if (op == "StringToHashBucketStrong") d.attrs.push_back(plain_attr("key", "list(int)"));
    d.shape_fn = +[](const InferenceContext& c) { return one(DType::Int64, c.input_shapes[0]); };
    d.kernel = [op](KernelContext& c) {
      const int64_t buckets = c.attr<int64_t>("num_buckets");
      if (buckets < 1) throw tensor::invalid_argument("Value for attr 'num_buckets' of " + num(buckets) + " must be at least minimum 1");
      uint64_t key0 = 0, key1 = 0;
      if (op == "StringToHashBucketStrong") {
        const auto& key = c.attr<std::vector<int64_t>>("key");
        if (key.size() != 2) throw tensor::invalid_argument("Key must have 2 elements");
        key0 = static_cast<uint64_t>(key[0]);
        key1 = static_cast<uint64_t>(key[1]);
      }
      const Tensor& in = c.inputs[0];
      std::vector<int64_t> out(static_cast<std::size_t>(in.num_elements()));
      const std::string* s = strings_of(in);
      for (std::size_t i = 0; i < out.size(); ++i) {
        const uint64_t h = op == "StringToHashBucketFast"     ? tensor::fingerprint64(s[i])
                           : op == "StringToHashBucketStrong" ? tensor::sip_hash(key0, key1, s[i])
                                                              : tensor::legacy_hash64(s[i]);
        out[i] = static_cast<int64_t>(h % static_cast<uint64_t>(buckets));
      }
      return std::vector<Tensor>{Tensor::from_vector<int64_t>(DType::Int64, in.shape(), std::move(out))};
    };
    r.add(std::move(d));
  }
}

// ---- StringToNumber ----

// strings::safe_strtod / safe_strto64: surrounding ASCII whitespace allowed, the rest must be
// the whole number (decimal, hex, "inf", "nan" for floats; an optional sign and decimal digits
// for integers).
bool parse_float(const std::string& text, double* out) {
  const char* space = " \t\n\v\f\r";
  const std::size_t first = text.find_first_not_of(space);
  if (first == std::string::npos) return false;
  const std::string body = text.substr(first, text.find_last_not_of(space) - first + 1);
  char* end = nullptr;
  *out = std::strtod(body.c_str(), &end);
  return end == body.c_str() + body.size();
}

bool parse_int(const std::string& text, int64_t lo, int64_t hi, int64_t* out) {
  const char* space = " \t\n\v\f\r";
  const std::size_t first = text.find_first_not_of(space);
  if (first == std::string::npos) return false;
  std::string body = text.substr(first, text.find_last_not_of(space) - first + 1);
  std::size_t i = (body[0] == '-' || body[0] == '+') ? 1 : 0;
  if (i == body.size()) return false;
  for (std::size_t j = i; j < body.size(); ++j)
    if (body[j] < '0' || body[j] > '9') return false;
  errno = 0;
  const long long v = std::strtoll(body.c_str(), nullptr, 10);
  if (errno == ERANGE || v < lo || v > hi) return false;
  *out = v;
  return true;
}

void add_string_to_number(OpRegistry& r) {
  OpDef d = make("StringToNumber", "Converts each string in the input Tensor to the specified numeric type.");
  d.inputs = {fixed_arg("string_tensor", DType::String)};
  d.outputs = {arg("output", "out_type")};
  d.attrs = {type_attr("out_type", "float32, float64, int32, int64", DType::Float32)};
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("out_type"), c.input_shapes[0]); };
  d.kernel = +[](KernelContext& c) {
    const DType dt = c.attr<DType>("out_type");
    const Tensor& in = c.inputs[0];
    const std::string* s = strings_of(in);
    const std::size_t n = static_cast<std::size_t>(in.num_elements());
    auto fail = [](const std::string& v) { return tensor::invalid_argument("StringToNumberOp could not correctly convert string: " + v); };
    if (dt == DType::Float32 || dt == DType::Float64) {
      std::vector<double> out(n);
      for (std::size_t i = 0; i < n; ++i)
        if (!parse_float(s[i], &out[i])) throw fail(s[i]);
      if (dt == DType::Float64) return std::vector<Tensor>{Tensor::from_vector<double>(dt, in.shape(), std::move(out))};
      return std::vector<Tensor>{Tensor::from_vector<float>(dt, in.shape(), std::vector<float>(out.begin(), out.end()))};
    }
    const bool wide = dt == DType::Int64;
    std::vector<int64_t> out(n);
    for (std::size_t i = 0; i < n; ++i)
      if (!parse_int(s[i], wide ? INT64_MIN : INT32_MIN, wide ? INT64_MAX : INT32_MAX, &out[i])) throw fail(s[i]);
    if (wide) return std::vector<Tensor>{Tensor::from_vector<int64_t>(dt, in.shape(), std::move(out))};
    return std::vector<Tensor>{Tensor::from_vector<int32_t>(dt, in.shape(), std::vector<int32_t>(out.begin(), out.end()))};
  };
  r.add(std::move(d));
}

// ---- AsString ----

void add_as_string(OpRegistry& r) {
  OpDef d = make("AsString", "Converts each entry in the given tensor to strings.");
  d.inputs = {arg("input", "T")};
  d.outputs = {fixed_arg("output", DType::String)};
  d.attrs = {type_attr("T", "float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, uint64, complex64, complex128, bool, variant, string"),
             plain_attr("precision", "int", int64_t{-1}), plain_attr("scientific", "bool", false),
             plain_attr("shortest", "bool", false), plain_attr("width", "int", int64_t{-1}),
             plain_attr("fill", "string", std::string())};
  d.shape_fn = +[](const InferenceContext& c) { return one(DType::String, c.input_shapes[0]); };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const DType dt = in.dtype();
    const int64_t precision = c.attr<int64_t>("precision"), width = c.attr<int64_t>("width");
    const bool scientific = c.attr<bool>("scientific"), shortest = c.attr<bool>("shortest");
    const std::string& fill = c.attr<std::string>("fill");
    // AsStringOp's constructor, in its order: the dtype's format checks, the fill's length, then
    // scientific with shortest. Floating and complex types take every format.
    const bool floating = tensor::is_floating(dt);
    const bool complex = dt == DType::Complex64 || dt == DType::Complex128;
    const std::string type_name(tensor::runtime_name(dt));
    if (dt != DType::String && !floating && !complex) {
      if (scientific || shortest)
        throw tensor::invalid_argument("scientific and shortest format not supported for datatype " + type_name);
      if (precision > -1) throw tensor::invalid_argument("precision not supported for datatype " + type_name);
    }
    if (fill.size() > 1) throw tensor::invalid_argument("Fill string must be one or fewer characters");
    if (scientific && shortest) throw tensor::invalid_argument("Cannot select both scientific and shortest notation");
    if (dt == DType::String) return std::vector<Tensor>{in};
    std::string format = "%";
    if (!fill.empty()) {
      if (std::string(" +-0#").find(fill[0]) == std::string::npos) throw tensor::invalid_argument("Fill argument not supported: \"" + fill + "\"");
      format += fill;
    }
    if (width > -1) format += std::to_string(width);
    if (precision > -1) format += "." + std::to_string(precision);
    const std::size_t n = static_cast<std::size_t>(in.num_elements());
    std::vector<std::string> out(n);
    char buf[512];
    for (std::size_t i = 0; i < n; ++i) {
      if (dt == DType::Bool) {
        out[i] = in.as_int64(static_cast<int64_t>(i)) ? "true" : "false";
      } else if (floating) {
        const std::string f = format + (shortest ? "g" : scientific ? "e" : "f");
        std::snprintf(buf, sizeof buf, f.c_str(), in.as_double(static_cast<int64_t>(i)));
        out[i] = buf;
      } else if (complex) {
        // "(real,imag)", each part in the floating format.
        const std::string f = format + (shortest ? "g" : scientific ? "e" : "f");
        const std::complex<double> v = dt == DType::Complex64
                                           ? std::complex<double>(in.data<std::complex<float>>()[i])
                                           : in.data<std::complex<double>>()[i];
        std::snprintf(buf, sizeof buf, f.c_str(), v.real());
        out[i] = "(" + std::string(buf) + ",";
        std::snprintf(buf, sizeof buf, f.c_str(), v.imag());
        out[i] += std::string(buf) + ")";
      } else if (dt == DType::UInt64) {
        const std::string f = format + PRIu64;
        std::snprintf(buf, sizeof buf, f.c_str(), in.data<uint64_t>()[i]);
        out[i] = buf;
      } else {
        const std::string f = format + "lld";
        std::snprintf(buf, sizeof buf, f.c_str(), static_cast<long long>(in.as_int64(static_cast<int64_t>(i))));
        out[i] = buf;
      }
    }
    return std::vector<Tensor>{string_tensor(in.shape(), std::move(out))};
  };
  r.add(std::move(d));
}

// ---- Substr ----

// The byte offsets of UTF-8 character starts in `s`, plus s.size() at the end.
std::vector<int64_t> utf8_starts(const std::string& s) {
  std::vector<int64_t> starts;
  for (std::size_t i = 0; i < s.size(); ++i)
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) starts.push_back(static_cast<int64_t>(i));
  starts.push_back(static_cast<int64_t>(s.size()));
  return starts;
}

/// The substring of `s` at `p` of length `l` (Substr's BYTE or UTF8_CHAR units), or nullopt when
/// `p` is out of range.
std::optional<std::string> substring(const std::string& s, int64_t p, int64_t l, bool utf8) {
  if (utf8) {
    const std::vector<int64_t> starts = utf8_starts(s);
    const int64_t chars = static_cast<int64_t>(starts.size()) - 1;
    const int64_t cp = p < 0 ? p + chars : p;
    if (cp < 0 || cp > chars) return std::nullopt;
    const int64_t ce = l < 0 ? chars : std::min(chars, cp + l);
    return s.substr(static_cast<std::size_t>(starts[cp]), static_cast<std::size_t>(starts[ce] - starts[cp]));
  }
  const int64_t size = static_cast<int64_t>(s.size());
  const int64_t bp = p < 0 ? p + size : p;
  if (bp < 0 || bp > size) return std::nullopt;
  return s.substr(static_cast<std::size_t>(bp), l < 0 ? std::string::npos : static_cast<std::size_t>(l));
}

/// substr_op.cc's broadcasting path (input and pos/len of different shapes): BCast without its
/// fewer-dimensions folding gives the output shape, and the kernel handles one or two dimensions
/// ("Substr broadcast not implemented for 3 dimensions" beyond); an out-of-range pos names its
/// index, "(i, j)" in two dimensions.
std::vector<Tensor> substr_broadcast(const Tensor& in, const Tensor& pos, const Tensor& len, bool utf8) {
  const std::size_t rank = std::max(in.shape().size(), pos.shape().size());
  auto padded = [&](const std::vector<int64_t>& d) {
    std::vector<int64_t> out(rank - d.size(), 1);
    out.insert(out.end(), d.begin(), d.end());
    return out;
  };
  const std::vector<int64_t> xs = padded(in.shape()), ys = padded(pos.shape());
  std::vector<int64_t> out_shape(rank);
  for (std::size_t i = 0; i < rank; ++i) {
    if (xs[i] != ys[i] && xs[i] != 1 && ys[i] != 1)
      throw tensor::invalid_argument("Incompatible shapes: " + dims_text(in.shape()) + " vs. " + dims_text(pos.shape()));
    out_shape[i] = xs[i] == 1 ? ys[i] : xs[i];
  }
  if (rank > 2)
    throw tensor::OpError(tensor::OpError::Code::Unimplemented,
                          "Substr broadcast not implemented for " + num(static_cast<int64_t>(rank)) + " dimensions");
  const int64_t rows = rank == 2 ? out_shape[0] : 1;
  const int64_t cols = out_shape.back();
  // Row-major index into a (padded) operand: a dimension of size 1 repeats its one element.
  auto index = [&](const std::vector<int64_t>& d, int64_t i, int64_t j) {
    const int64_t c = d.back() == 1 ? 0 : j;
    const int64_t r = rank == 2 && d[0] != 1 ? i : 0;
    return r * d.back() + c;
  };
  const std::string* s = strings_of(in);
  std::vector<std::string> out;
  out.reserve(static_cast<std::size_t>(rows * cols));
  for (int64_t i = 0; i < rows; ++i) {
    for (int64_t j = 0; j < cols; ++j) {
      const std::string& str = s[index(xs, i, j)];
      const int64_t p = pos.as_int64(index(ys, i, j));
      const int64_t l = len.as_int64(index(ys, i, j));
      std::optional<std::string> piece = substring(str, p, l, utf8);
      if (!piece) {
        const std::string at = rank == 2 && !utf8 ? "(" + num(i) + ", " + num(j) + ")" : num(rank == 2 ? i : j);
        throw tensor::invalid_argument("pos " + num(p) + " out of range for " + (utf8 ? "string at index " : "string b'" + str + "' at index ") + at);
      }
      out.push_back(std::move(*piece));
    }
  }
  return std::vector<Tensor>{string_tensor(out_shape, std::move(out))};
}

void add_substr(OpRegistry& r) {
  OpDef d = make("Substr", "Return substrings from `Tensor` of strings.");
  d.inputs = {fixed_arg("input", DType::String), arg("pos", "T"), arg("len", "T")};
  d.outputs = {fixed_arg("output", DType::String)};
  d.attrs = {type_attr("T", "int32, int64"), plain_attr("unit", "string", std::string("BYTE"))};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& pos = c.input_shapes[1];
    const TensorShape& len = c.input_shapes[2];
    if (pos.has_rank() && len.has_rank() && *pos.rank() != *len.rank())
      throw tensor::OpValueError("Shapes must be equal rank, but are " + std::to_string(*pos.rank()) + " and " + std::to_string(*len.rank()));
    return one(DType::String, broadcast_shape(c.input_shapes[0], pos));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const Tensor& pos = c.inputs[1];
    const Tensor& len = c.inputs[2];
    const bool utf8 = c.attr<std::string>("unit") == "UTF8_CHAR";
    if (pos.shape() != len.shape()) throw tensor::invalid_argument("pos and len should have the same shape, got: " + dims_text(pos.shape()) + " vs. " + dims_text(len.shape()));
    const bool scalar = pos.num_elements() == 1 && pos.shape().empty();
    if (!scalar && pos.shape() != in.shape()) return substr_broadcast(in, pos, len, utf8);
    const std::string* s = strings_of(in);
    const std::size_t n = static_cast<std::size_t>(in.num_elements());
    std::vector<std::string> out(n);
    for (std::size_t i = 0; i < n; ++i) {
      const int64_t p = pos.as_int64(scalar ? 0 : static_cast<int64_t>(i));
      const int64_t l = len.as_int64(scalar ? 0 : static_cast<int64_t>(i));
      std::optional<std::string> piece = substring(s[i], p, l, utf8);
      if (!piece)
        throw tensor::invalid_argument("pos " + num(p) + " out of range for " + (utf8 ? "string at index " : "string b'" + s[i] + "' at index ") +
                                       num(static_cast<int64_t>(i)));
      out[i] = std::move(*piece);
    }
    return std::vector<Tensor>{string_tensor(in.shape(), std::move(out))};
  };
  r.add(std::move(d));
}

// ---- ReduceJoin ----

// The reduced dimensions of a rank-`rank` input, ascending; errors as reduce_join_op.cc.
std::vector<bool> reduced_dims(const Tensor& axes, int64_t rank) {
  std::vector<bool> reduced(static_cast<std::size_t>(rank), false);
  for (int64_t i = 0; i < axes.num_elements(); ++i) {
    const int64_t a = axes.as_int64(i);
    if (a < -rank || a >= rank)
      throw tensor::invalid_argument("Invalid reduction dimension " + num(a) + " for input with " + num(rank) + " dimension(s)");
    const int64_t d = a < 0 ? a + rank : a;
    if (reduced[d]) throw tensor::invalid_argument("Duplicate reduction dimension " + num(a));
    reduced[d] = true;
  }
  return reduced;
}

void add_reduce_join(OpRegistry& r) {
  OpDef d = make("ReduceJoin", "Joins a string Tensor across the given dimensions.");
  d.inputs = {fixed_arg("inputs", DType::String), fixed_arg("reduction_indices", DType::Int32)};
  d.outputs = {fixed_arg("output", DType::String)};
  d.attrs = {plain_attr("keep_dims", "bool", false), plain_attr("separator", "string", std::string())};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    const Tensor* axes = c.input_values[1];
    if (!in.has_rank() || !axes) return one(DType::String, TensorShape::unknown());
    const int64_t rank = *in.rank();
    std::vector<bool> reduced;
    try {
      reduced = reduced_dims(*axes, rank);
    } catch (const tensor::OpError& e) {
      throw tensor::OpValueError(e.what());
    }
    std::vector<Dim> dims;
    for (int64_t i = 0; i < rank; ++i) {
      if (!reduced[i]) dims.push_back(in.dim(static_cast<int>(i)));
      else if (c.attr<bool>("keep_dims")) dims.push_back(Dim(1));
    }
    return one(DType::String, TensorShape(dims));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const tensor::Shape& shape = in.shape();
    const int64_t rank = static_cast<int64_t>(shape.size());
    const std::vector<bool> reduced = reduced_dims(c.inputs[1], rank);
    const std::string& sep = c.attr<std::string>("separator");
    tensor::Shape out_shape, kept_shape;
    for (int64_t i = 0; i < rank; ++i) {
      if (!reduced[i]) {
        out_shape.push_back(shape[i]);
        kept_shape.push_back(shape[i]);
      } else if (c.attr<bool>("keep_dims")) {
        kept_shape.push_back(1);
      }
    }
    int64_t out_n = 1;
    for (int64_t v : out_shape) out_n *= v;
    // The reduced axes in the order given: the first varies fastest in each joined string, as
    // nested single-axis joins in that order would give (reduce_join([[a, b], [c, d]], [0, 1])
    // is "acbd", with [1, 0] "abcd").
    std::vector<int64_t> order;
    for (int64_t i = 0; i < c.inputs[1].num_elements(); ++i) {
      const int64_t a = c.inputs[1].as_int64(i);
      order.push_back(a < 0 ? a + rank : a);
    }
    std::vector<int64_t> weight(static_cast<std::size_t>(rank), 0);
    int64_t per_slot = 1;
    for (int64_t a : order) {
      weight[a] = per_slot;
      per_slot *= shape[a];
    }
    const std::string* s = strings_of(in);
    std::vector<const std::string*> pieces(static_cast<std::size_t>(out_n * per_slot), nullptr);
    std::vector<int64_t> idx(static_cast<std::size_t>(rank), 0);
    for (int64_t flat = 0; flat < in.num_elements(); ++flat) {
      int64_t o = 0, r = 0;
      for (int64_t i = 0; i < rank; ++i) {
        if (!reduced[i]) o = o * shape[i] + idx[i];
        else r += idx[i] * weight[i];
      }
      pieces[static_cast<std::size_t>(o * per_slot + r)] = &s[flat];
      for (int64_t i = rank - 1; i >= 0; --i) {
        if (++idx[i] < shape[i]) break;
        idx[i] = 0;
      }
    }
    std::vector<std::string> out(static_cast<std::size_t>(out_n));
    for (int64_t o = 0; o < out_n; ++o)
      for (int64_t r = 0; r < per_slot; ++r) {
        if (r) out[o] += sep;
        out[o] += *pieces[static_cast<std::size_t>(o * per_slot + r)];
      }
    return std::vector<Tensor>{string_tensor(c.attr<bool>("keep_dims") ? kept_shape : out_shape, std::move(out))};
  };
  r.add(std::move(d));
}

// ---- StringSplitV2 ----

// Python's str.split(sep, maxsplit) on bytes: with an empty `sep`, runs of ASCII whitespace
// separate the tokens and empty ones are dropped; after maxsplit splits the remainder is kept
// from its first non-space byte to the end.
std::vector<std::string> split_string(const std::string& text, const std::string& sep, int64_t maxsplit) {
  std::vector<std::string> parts;
  if (sep.empty()) {
    auto is_space = [](char ch) { return ch == ' ' || (ch >= '\t' && ch <= '\r'); };
    std::size_t i = 0;
    while (i < text.size()) {
      while (i < text.size() && is_space(text[i])) ++i;
      if (i == text.size()) break;
      if (maxsplit >= 0 && static_cast<int64_t>(parts.size()) == maxsplit) {
        parts.push_back(text.substr(i));  // the rest, its trailing whitespace kept (str.split(None, n))
        break;
      }
      std::size_t j = i;
      while (j < text.size() && !is_space(text[j])) ++j;
      parts.push_back(text.substr(i, j - i));
      i = j;
    }
    return parts;
  }
  std::size_t start = 0;
  while (true) {
    const std::size_t at = (maxsplit >= 0 && static_cast<int64_t>(parts.size()) == maxsplit) ? std::string::npos : text.find(sep, start);
    if (at == std::string::npos) {
      parts.push_back(text.substr(start));
      return parts;
    }
    parts.push_back(text.substr(start, at - start));
    start = at + sep.size();
  }
}

// The outputs both split ops share: (indices [n, 2], values [n], dense shape [2]) of the
// tokens `split_one` gives for each string of vector `in`.
std::vector<Tensor> split_rows(const Tensor& in, const std::function<std::vector<std::string>(const std::string&)>& split_one) {
  if (in.shape().size() != 1) throw tensor::invalid_argument("input must be a vector, got shape: " + dims_text(in.shape()));
  std::vector<int64_t> indices;
  std::vector<std::string> values;
  int64_t widest = 0;
  for (int64_t i = 0; i < in.num_elements(); ++i) {
    std::vector<std::string> parts = split_one(strings_of(in)[i]);
    widest = std::max<int64_t>(widest, static_cast<int64_t>(parts.size()));
    for (std::size_t j = 0; j < parts.size(); ++j) {
      indices.push_back(i);
      indices.push_back(static_cast<int64_t>(j));
      values.push_back(std::move(parts[j]));
    }
  }
  const int64_t count = static_cast<int64_t>(values.size());
  return std::vector<Tensor>{Tensor::from_vector<int64_t>(DType::Int64, {count, 2}, std::move(indices)),
                             string_tensor({count}, std::move(values)),
                             Tensor::from_vector<int64_t>(DType::Int64, {2}, {in.num_elements(), widest})};
}

// Their shape function: a vector input and a scalar separator.
std::vector<OutputSpec> split_shapes(const InferenceContext& c) {
  const TensorShape& in = c.input_shapes[0];
  if (in.has_rank() && *in.rank() != 1) throw tensor::OpValueError("Shape must be rank 1 but is rank " + std::to_string(*in.rank()));
  const TensorShape& sep = c.input_shapes[1];
  if (sep.has_rank() && *sep.rank() != 0) throw tensor::OpValueError("Shape must be rank 0 but is rank " + std::to_string(*sep.rank()));
  return std::vector<OutputSpec>{{DType::Int64, TensorShape({Dim(), Dim(2)})},
                                 {DType::String, TensorShape({Dim()})},
                                 {DType::Int64, TensorShape({Dim(2)})}};
}

void add_string_split_v2(OpRegistry& r) {
  OpDef d = make("StringSplitV2", "Split elements of `source` based on `sep` into a `SparseTensor`.");
  d.inputs = {fixed_arg("input", DType::String), fixed_arg("sep", DType::String)};
  d.outputs = {fixed_arg("indices", DType::Int64), fixed_arg("values", DType::String), fixed_arg("shape", DType::Int64)};
  d.attrs = {plain_attr("maxsplit", "int", int64_t{-1})};
  d.shape_fn = split_shapes;
  d.kernel = +[](KernelContext& c) {
    const std::string sep = strings_of(c.inputs[1])[0];
    const int64_t maxsplit = c.attr<int64_t>("maxsplit");
    return split_rows(c.inputs[0], [&](const std::string& text) { return split_string(text, sep, maxsplit); });
  };
  r.add(std::move(d));
}

// ---- regular expressions ----

// RE2's counted repetition at pattern[at] == '{' (parse.cc MaybeParseRepeat): `{n}`, `{n,}` or
// `{n,m}`, numbers without leading zeros; its length, or 0 when RE2 reads the '{' as a literal.
std::size_t repeat_length(const std::string& pattern, std::size_t at, int& lo, int& hi) {
  std::size_t i = at + 1;
  auto number = [&](int& out) {
    const std::size_t from = i;
    while (i < pattern.size() && std::isdigit(static_cast<unsigned char>(pattern[i]))) ++i;
    if (i == from || (i - from > 1 && pattern[from] == '0')) return false;
    out = i - from > 8 ? 100000000 : std::stoi(pattern.substr(from, i - from));
    return true;
  };
  if (!number(lo)) return 0;
  hi = lo;
  if (i < pattern.size() && pattern[i] == ',') {
    ++i;
    if (i < pattern.size() && pattern[i] == '}') hi = -1;
    else if (!number(hi)) return 0;
  }
  return i < pattern.size() && pattern[i] == '}' ? i + 1 - at : 0;
}

// RE2's Unicode classes (\pL, \p{Ll}, \P{..}, \p{^..}: general categories, Any and scripts)
// restricted to ASCII, as bits 0-127; nullopt for a name RE2 does not know. std::regex matches
// bytes, so these are exact only on ASCII text (the kernels refuse other text when the pattern
// uses them).
std::optional<std::bitset<128>> ascii_unicode_class(const std::string& name) {
  auto chars = [](const char* members) {
    std::bitset<128> b;
    for (const char* c = members; *c; ++c) b.set(static_cast<unsigned char>(*c));
    return b;
  };
  auto range = [](int lo, int hi) {
    std::bitset<128> b;
    for (int c = lo; c <= hi; ++c) b.set(static_cast<std::size_t>(c));
    return b;
  };
  const std::bitset<128> lu = range('A', 'Z'), ll = range('a', 'z'), nd = range('0', '9');
  const std::bitset<128> cc = range(0, 31) | range(127, 127);
  const std::bitset<128> pc = chars("_"), pd = chars("-"), ps = chars("([{"), pe = chars(")]}"),
                         po = chars("!\"#%&'*,./:;?@\\");
  const std::bitset<128> sc = chars("$"), sk = chars("^`"), sm = chars("+<=>|~");
  const std::bitset<128> zs = chars(" ");
  const std::bitset<128> none;
  if (name == "Any") return range(0, 127);
  if (name == "C" || name == "Cc") return cc;
  if (name == "Cf" || name == "Co" || name == "Cs") return none;
  if (name == "L") return lu | ll;
  if (name == "Lu") return lu;
  if (name == "Ll") return ll;
  if (name == "Lt" || name == "Lm" || name == "Lo") return none;
  if (name == "M" || name == "Mc" || name == "Me" || name == "Mn") return none;
  if (name == "N" || name == "Nd") return nd;
  if (name == "Nl" || name == "No") return none;
  if (name == "P") return pc | pd | ps | pe | po;
  if (name == "Pc") return pc;
  if (name == "Pd") return pd;
  if (name == "Ps") return ps;
  if (name == "Pe") return pe;
  if (name == "Po") return po;
  if (name == "Pi" || name == "Pf") return none;
  if (name == "S") return sc | sk | sm;
  if (name == "Sc") return sc;
  if (name == "Sk") return sk;
  if (name == "Sm") return sm;
  if (name == "So") return none;
  if (name == "Z" || name == "Zs") return zs;
  if (name == "Zl" || name == "Zp") return none;
  if (name == "Latin") return lu | ll;
  if (name == "Common") return ~(lu | ll);
  static const std::set<std::string> kOtherScripts = {
      "Arabic", "Armenian", "Bengali", "Bopomofo", "Cherokee", "Cyrillic", "Devanagari", "Ethiopic", "Georgian",
      "Greek", "Gujarati", "Gurmukhi", "Han", "Hangul", "Hebrew", "Hiragana", "Inherited", "Kannada", "Katakana",
      "Khmer", "Lao", "Malayalam", "Mongolian", "Myanmar", "Oriya", "Sinhala", "Syriac", "Tamil", "Telugu",
      "Thaana", "Thai", "Tibetan"};
  if (kOtherScripts.count(name)) return none;
  return std::nullopt;
}

// The members of `set` as the inside of an ECMAScript bracket expression.
std::string class_body(const std::bitset<128>& set) {
  auto hex = [](int c) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "\\x%02x", c);
    return std::string(buf);
  };
  std::string out;
  for (int c = 0; c < 128; ++c) {
    if (!set.test(static_cast<std::size_t>(c))) continue;
    int end = c;
    while (end + 1 < 128 && set.test(static_cast<std::size_t>(end + 1))) ++end;
    out += hex(c);
    if (end > c) out += "-" + hex(end);
    c = end;
  }
  return out;
}

// The pattern in std::regex's ECMAScript grammar: a brace that does not make a counted
// repetition is a literal in RE2 ("x{", "a{,3}") but a syntax error in ECMAScript, so it is
// escaped; a repetition past RE2's limits is RE2's error (PushRepetition). RE2's \A and \z are
// ECMAScript's ^ and $ (neither is multi-line); its Unicode classes become ASCII bracket
// expressions and set `unicode_classes`; \C, \Q..\E and \X, which ECMAScript would read as
// literal letters, are refused.
std::string ecmascript_pattern(const std::string& pattern, bool& unicode_classes) {
  std::string out;
  bool in_class = false;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char ch = pattern[i];
    if (ch == '\\' && i + 1 < pattern.size() && (pattern[i + 1] == 'p' || pattern[i + 1] == 'P')) {
      // RE2 parse.cc MaybeParseUnicodeGroup: \pN (one letter) or \p{Name}, \p{^Name} negated.
      bool negated = pattern[i + 1] == 'P';
      std::string name;
      std::size_t end = i + 2;
      if (end < pattern.size() && pattern[end] == '{') {
        const std::size_t close = pattern.find('}', end);
        if (close == std::string::npos)
          throw tensor::invalid_argument("Invalid pattern: " + pattern + ", error: invalid character class range: " +
                                         pattern.substr(i));
        name = pattern.substr(end + 1, close - end - 1);
        end = close + 1;
      } else if (end < pattern.size()) {
        name = pattern.substr(end, 1);
        end += 1;
      }
      const std::string written = pattern.substr(i, end - i);
      if (!name.empty() && name[0] == '^') {
        negated = !negated;
        name = name.substr(1);
      }
      const std::optional<std::bitset<128>> set = ascii_unicode_class(name);
      if (!set) throw tensor::invalid_argument("Invalid pattern: " + pattern + ", error: invalid character class range: " + written);
      const std::bitset<128> members = negated ? ~*set : *set;
      unicode_classes = true;
      if (in_class) out += class_body(members);
      else out += members.none() ? std::string("[^\\s\\S]") : "[" + class_body(members) + "]";
      i = end - 1;
    } else if (ch == '\\' && i + 1 < pattern.size() && !in_class && (pattern[i + 1] == 'A' || pattern[i + 1] == 'z')) {
      out += pattern[i + 1] == 'A' ? "^" : "$";
      ++i;
    } else if (ch == '\\' && i + 1 < pattern.size() && std::strchr("CQEX", pattern[i + 1])) {
      throw tensor::OpError(tensor::OpError::Code::TfplayUnsupported,
                            "tfplay's regular expressions do not support RE2's \\" + std::string(1, pattern[i + 1]) +
                                " (pattern " + pattern + ")");
    } else if (ch == '\\' && i + 1 < pattern.size()) {
      out += pattern.substr(i++, 2);
    } else if (in_class) {
      in_class = ch != ']';
      out += ch;
    } else if (ch == '[') {
      in_class = true;
      out += ch;
      // A ']' right after '[' or '[^' is a literal member of the class.
      if (i + 1 < pattern.size() && pattern[i + 1] == '^') out += pattern[++i];
      if (i + 1 < pattern.size() && pattern[i + 1] == ']') out += pattern[++i];
    } else if (ch == '{') {
      int lo = 0, hi = 0;
      const std::size_t n = repeat_length(pattern, i, lo, hi);
      if (n == 0) {
        out += "\\{";
        continue;
      }
      const std::string op = pattern.substr(i, n);
      if ((hi != -1 && hi < lo) || lo > 1000 || hi > 1000)
        throw tensor::invalid_argument("Invalid pattern: " + pattern + ", error: invalid repetition size: " + op);
      out += op;
      i += n - 1;
    } else if (ch == '}') {
      out += "\\}";
    } else {
      out += ch;
    }
  }
  return out;
}

// RE2 patterns run on std::regex's ECMAScript grammar, which agrees with RE2 on the common
// syntax (classes, escapes, groups, alternation, repetition); RE2-only syntax (\pL, (?P<name>))
// fails to compile and raises InvalidArgument.
struct CompiledRegex {
  std::regex re;
  bool ascii_only = false;  // the pattern uses Unicode classes, exact on ASCII text only
};

CompiledRegex compile(const std::string& pattern) {
  CompiledRegex out;
  const std::string ecmascript = ecmascript_pattern(pattern, out.ascii_only);
  try {
    out.re = std::regex(ecmascript, std::regex::ECMAScript);
  } catch (const std::regex_error& e) {
    throw tensor::invalid_argument("Invalid pattern: " + pattern + ", error: " + e.what());
  }
  return out;
}

// std::regex matches by recursion, about one stack frame per character a repetition consumes:
// a long enough string would overflow the stack (the engine would crash where RE2, TF's linear-time
// matcher, has no limit). When the pattern can repeat without bound, longer strings are refused
// with an UnimplementedError instead. A pattern without unbounded repetition (no `*`, `+`,
// `{n,}` or `{n,m}` with m of 4 digits or more outside a bracket expression: Keras's
// punctuation class, a literal like '<br />') has short matches, so the recursion stays
// shallow whatever the string's length (the search over start positions is a loop), and any
// string is accepted.
constexpr std::size_t kMaxRegexInput = 4096;

bool repeats_without_bound(const std::string& pattern) {
  bool in_class = false;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char ch = pattern[i];
    if (ch == '\\') {
      ++i;  // the escaped character is literal (or a class such as \d)
      continue;
    }
    if (in_class) {
      if (ch == ']') in_class = false;
      continue;
    }
    if (ch == '[') {
      in_class = true;
      // A ']' right after '[' or '[^' is a literal member of the class.
      if (i + 1 < pattern.size() && pattern[i + 1] == '^') ++i;
      if (i + 1 < pattern.size() && pattern[i + 1] == ']') ++i;
      continue;
    }
    if (ch == '*' || ch == '+') return true;
    if (ch == '{') {
      // {n,} repeats without bound; {n,m} with a large m recurses about m deep, so it counts too.
      const std::size_t close = pattern.find('}', i);
      if (close == std::string::npos) continue;
      const std::string body = pattern.substr(i + 1, close - i - 1);
      const std::size_t comma = body.find(',');
      if (comma == std::string::npos) continue;
      const std::string upper = body.substr(comma + 1);
      if (upper.empty() || upper.size() > 3) return true;
    }
  }
  return false;
}

const std::string& regex_input(const std::string& text, const std::string& pattern, const char* op,
                               const CompiledRegex& compiled) {
  if (compiled.ascii_only &&
      std::any_of(text.begin(), text.end(), [](char ch) { return static_cast<unsigned char>(ch) >= 0x80; }))
    throw tensor::OpError(tensor::OpError::Code::TfplayUnsupported,
                          std::string("tfplay's ") + op + " matches the Unicode classes of pattern " + pattern +
                              " (\\p{..}, \\P{..}) on ASCII strings only");
  if (text.size() > kMaxRegexInput && repeats_without_bound(pattern))
    throw tensor::OpError(tensor::OpError::Code::Unimplemented,
                          std::string("tfplay's ") + op + " handles strings of up to " + std::to_string(kMaxRegexInput) +
                              " bytes; this one has " + std::to_string(text.size()));
  return text;
}

// RE2::Replace's rewrite: \0-\9 name groups, \\ is a backslash.
std::string expand_rewrite(const std::string& rewrite, const std::smatch& m) {
  std::string out;
  for (std::size_t i = 0; i < rewrite.size(); ++i) {
    if (rewrite[i] == '\\' && i + 1 < rewrite.size()) {
      const char next = rewrite[++i];
      if (next >= '0' && next <= '9') {
        const std::size_t g = static_cast<std::size_t>(next - '0');
        if (g >= m.size()) throw tensor::invalid_argument("Invalid rewrite pattern: " + rewrite);
        out += m[g].str();
      } else if (next == '\\') {
        out += '\\';
      } else {
        throw tensor::invalid_argument("Invalid rewrite pattern: " + rewrite);
      }
    } else {
      out += rewrite[i];
    }
  }
  return out;
}

std::string regex_replace_one(const std::string& text, const std::regex& re, const std::string& rewrite, bool global) {
  // RE2::Replace / RE2::GlobalReplace: an empty match right where the previous match ended is
  // not replaced (the scan skips one UTF-8 character instead), so "aaa" with a* gives one
  // replacement, not Python's two.
  std::string out;
  auto p = text.cbegin();
  std::optional<std::string::const_iterator> last_end;
  std::smatch m;
  auto flags = std::regex_constants::match_default;
  int count = 0;
  while (p <= text.cend() && std::regex_search(p, text.cend(), m, re, flags)) {
    out.append(p, m[0].first);
    if (m[0].length() == 0 && last_end && m[0].first == *last_end) {
      if (p == text.cend()) break;
      std::size_t n = 1;  // the whole UTF-8 character at p
      while (p + static_cast<std::ptrdiff_t>(n) < text.cend() && (static_cast<unsigned char>(p[static_cast<std::ptrdiff_t>(n)]) & 0xC0) == 0x80) ++n;
      out.append(p, p + static_cast<std::ptrdiff_t>(n));
      p += static_cast<std::ptrdiff_t>(n);
      flags |= std::regex_constants::match_prev_avail;
      continue;
    }
    out += expand_rewrite(rewrite, m);
    p = m[0].second;
    last_end = p;
    ++count;
    flags |= std::regex_constants::match_prev_avail;
    if (!global) break;
  }
  if (count == 0) return text;
  out.append(p, text.cend());
  return out;
}

// RegexReplace / StaticRegexReplace: the pattern and rewrite as inputs or as attrs (TF's Python
// wrapper picks the static op when both are Python strings).
void add_regex_replace(OpRegistry& r, bool is_static) {
  OpDef d = make(is_static ? "StaticRegexReplace" : "RegexReplace",
                 "Replaces matches of the `pattern` regular expression in `input` with the replacement string provided in `rewrite`.");
  d.inputs = {fixed_arg("input", DType::String)};
  if (is_static) {
    d.attrs = {plain_attr("pattern", "string"), plain_attr("rewrite", "string")};
  } else {
    d.inputs.push_back(fixed_arg("pattern", DType::String));
    d.inputs.push_back(fixed_arg("rewrite", DType::String));
  }
  d.attrs.push_back(plain_attr("replace_global", "bool", true));
  d.outputs = {fixed_arg("output", DType::String)};
  d.shape_fn = +[](const InferenceContext& c) { return one(DType::String, c.input_shapes[0]); };
  d.kernel = [is_static](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const std::string pattern = is_static ? c.attr<std::string>("pattern") : strings_of(c.inputs[1])[0];
    const std::string rewrite = is_static ? c.attr<std::string>("rewrite") : strings_of(c.inputs[2])[0];
    const CompiledRegex re = compile(pattern);
    const bool global = c.attr<bool>("replace_global");
    std::vector<std::string> out(static_cast<std::size_t>(in.num_elements()));
    for (std::size_t i = 0; i < out.size(); ++i)
      out[i] = regex_replace_one(regex_input(strings_of(in)[i], pattern, "regex_replace", re), re.re, rewrite, global);
    return std::vector<Tensor>{string_tensor(in.shape(), std::move(out))};
  };
  r.add(std::move(d));
}

// RegexFullMatch / StaticRegexFullMatch.
void add_regex_full_match(OpRegistry& r, bool is_static) {
  OpDef d = make(is_static ? "StaticRegexFullMatch" : "RegexFullMatch", "Check if the input matches the regex pattern.");
  d.inputs = {fixed_arg("input", DType::String)};
  if (is_static) d.attrs = {plain_attr("pattern", "string")};
  else d.inputs.push_back(fixed_arg("pattern", DType::String));
  d.outputs = {fixed_arg("output", DType::Bool)};
  d.shape_fn = +[](const InferenceContext& c) { return one(DType::Bool, c.input_shapes[0]); };
  d.kernel = [is_static](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const std::string pattern = is_static ? c.attr<std::string>("pattern") : strings_of(c.inputs[1])[0];
    const CompiledRegex re = compile(pattern);
    std::vector<bool> out(static_cast<std::size_t>(in.num_elements()));
    for (std::size_t i = 0; i < out.size(); ++i)
      out[i] = std::regex_match(regex_input(strings_of(in)[i], pattern, "regex_full_match", re), re.re);
    return std::vector<Tensor>{Tensor::from_vector<bool>(DType::Bool, in.shape(), std::move(out))};
  };
  r.add(std::move(d));
}

// ---- StringSplit (v1), UnicodeDecodeWithOffsets, UnicodeEncode ----

// StringSplit (string_split_op.cc): `delimiter` is a set of one-byte delimiters; an empty one
// splits into single bytes. skip_empty drops empty tokens.
void add_string_split(OpRegistry& r) {
  OpDef d = make("StringSplit", "Split elements of `input` based on `delimiter` into a `SparseTensor`.");
  d.inputs = {fixed_arg("input", DType::String), fixed_arg("delimiter", DType::String)};
  d.outputs = {fixed_arg("indices", DType::Int64), fixed_arg("values", DType::String), fixed_arg("shape", DType::Int64)};
  d.attrs = {plain_attr("skip_empty", "bool", true)};
  d.shape_fn = split_shapes;
  d.kernel = +[](KernelContext& c) {
    const std::string delims = strings_of(c.inputs[1])[0];
    const bool skip_empty = c.attr<bool>("skip_empty");
    return split_rows(c.inputs[0], [&](const std::string& text) {
      std::vector<std::string> parts;
      if (delims.empty()) {
        for (char ch : text) parts.emplace_back(1, ch);
        return parts;
      }
      std::size_t start = 0;
      for (std::size_t j = 0; j <= text.size(); ++j) {
        if (j < text.size() && delims.find(text[j]) == std::string::npos) continue;
        if (!(skip_empty && j == start)) parts.push_back(text.substr(start, j - start));
        start = j + 1;
      }
      return parts;
    });
  };
  r.add(std::move(d));
}

// The code points of UTF-8 `s` with the byte offset each starts at; a malformed sequence
// takes `replacement` (errors="replace"), or fails (errors="strict").
void decode_utf8(const std::string& s, const std::string& errors, int32_t replacement, std::vector<int32_t>& points,
                 std::vector<int64_t>& starts) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto b = static_cast<unsigned char>(s[i]);
    int len = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
    int32_t cp = len == 1 ? b : len == 2 ? (b & 0x1F) : len == 3 ? (b & 0x0F) : (b & 0x07);
    bool ok = len > 0 && i + static_cast<std::size_t>(len) <= s.size();
    for (int k = 1; ok && k < len; ++k) {
      const auto cont = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
      ok = (cont & 0xC0) == 0x80;
      cp = (cp << 6) | (cont & 0x3F);
    }
    if (!ok) {
      if (errors == "strict") throw tensor::invalid_argument("Invalid formatting on input string");
      if (errors == "replace") {
        points.push_back(replacement);
        starts.push_back(static_cast<int64_t>(i));
      }
      ++i;
      continue;
    }
    points.push_back(cp);
    starts.push_back(static_cast<int64_t>(i));
    i += static_cast<std::size_t>(len);
  }
}

std::string encode_utf8(int32_t cp) {
  std::string out;
  const auto u = static_cast<uint32_t>(cp);
  if (u < 0x80) {
    out += static_cast<char>(u);
  } else if (u < 0x800) {
    out += static_cast<char>(0xC0 | (u >> 6));
    out += static_cast<char>(0x80 | (u & 0x3F));
  } else if (u < 0x10000) {
    out += static_cast<char>(0xE0 | (u >> 12));
    out += static_cast<char>(0x80 | ((u >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (u & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (u >> 18));
    out += static_cast<char>(0x80 | ((u >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((u >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (u & 0x3F));
  }
  return out;
}


void decode_text(const std::string& s, const std::string& encoding, const std::string& errors, int32_t replacement,
                 std::vector<int32_t>& points, std::vector<int64_t>* starts = nullptr);

// UnicodeDecode and UnicodeDecodeWithOffsets (unicode_ops.cc UnicodeDecodeBaseOp): the code
// points of each string through the input encoding's converter (decode_text), and for the
// second op the byte offset each one starts at.
void add_unicode_decode(OpRegistry& r, bool with_offsets) {
  OpDef d = with_offsets
                ? make("UnicodeDecodeWithOffsets", "Decodes each string in `input` into a sequence of Unicode code points.")
                : make("UnicodeDecode", "Decodes each string in `input` into a sequence of Unicode code points.");
  d.inputs = {fixed_arg("input", DType::String)};
  d.outputs = {arg("row_splits", "Tsplits"), fixed_arg("char_values", DType::Int32)};
  if (with_offsets) d.outputs.push_back(fixed_arg("char_to_byte_starts", DType::Int64));
  d.attrs = {plain_attr("input_encoding", "string"), plain_attr("errors", "string", std::string("replace")),
             plain_attr("replacement_char", "int", int64_t{65533}), plain_attr("replace_control_characters", "bool", false),
             type_attr("Tsplits", "int32, int64", DType::Int64)};
  d.shape_fn = [with_offsets](const InferenceContext& c) {
    std::vector<OutputSpec> out{{c.attr<DType>("Tsplits"), TensorShape({Dim()})}, {DType::Int32, TensorShape({Dim()})}};
    if (with_offsets) out.push_back({DType::Int64, TensorShape({Dim()})});
    return out;
  };
  d.kernel = [with_offsets](KernelContext& c) {
    if (c.attr<bool>("replace_control_characters"))
      throw tensor::OpError(tensor::OpError::Code::TfplayUnsupported, "tfplay does not replace control characters yet");
    const Tensor& in = c.inputs[0];
    std::vector<int64_t> splits{0}, starts;
    std::vector<int32_t> points;
    for (int64_t i = 0; i < in.num_elements(); ++i) {
      decode_text(strings_of(in)[i], c.attr<std::string>("input_encoding"), c.attr<std::string>("errors"),
                  static_cast<int32_t>(c.attr<int64_t>("replacement_char")), points, &starts);
      splits.push_back(static_cast<int64_t>(points.size()));
    }
    const DType sd = c.attr<DType>("Tsplits");
    const int64_t n = static_cast<int64_t>(points.size());
    Tensor split_tensor = sd == DType::Int64 ? Tensor::from_vector<int64_t>(sd, {static_cast<int64_t>(splits.size())}, splits)
                                             : Tensor::from_vector<int32_t>(sd, {static_cast<int64_t>(splits.size())},
                                                                            std::vector<int32_t>(splits.begin(), splits.end()));
    std::vector<Tensor> out{split_tensor, Tensor::from_vector<int32_t>(DType::Int32, {n}, std::move(points))};
    if (with_offsets) out.push_back(Tensor::from_vector<int64_t>(DType::Int64, {n}, std::move(starts)));
    return out;
  };
  r.add(std::move(d));
}

std::string encode_text(const std::vector<int32_t>& points, const std::string& encoding);

// An output_encoding outside the op's allowed values: TF rejects the attr value when it
// validates the NodeDef, with a message carrying the whole op signature that tfplay does not
// reproduce.
[[noreturn]] void unsupported_output_encoding(const std::string& encoding) {
  throw tensor::OpError(tensor::OpError::Code::TfplayUnsupported,
                        "tfplay does not reproduce TF's NodeDef validation error for output_encoding \"" + encoding +
                            "\" (the allowed values are \"UTF-8\", \"UTF-16-BE\", \"UTF-32-BE\")");
}

void add_unicode_encode(OpRegistry& r) {
  OpDef d = make("UnicodeEncode", "Encode a tensor of ints into unicode strings.");
  d.inputs = {fixed_arg("input_values", DType::Int32), arg("input_splits", "Tsplits")};
  d.outputs = {fixed_arg("output", DType::String)};
  d.attrs = {plain_attr("errors", "string", std::string("replace")), plain_attr("output_encoding", "string"),
             plain_attr("replacement_char", "int", int64_t{65533}), type_attr("Tsplits", "int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& s = c.input_shapes[1];
    Dim n;
    if (s.has_rank() && *s.rank() == 1 && s.dim(0)) n = *s.dim(0) - 1;
    return one(DType::String, TensorShape({n}));
  };
  // UnicodeEncodeOp: a value outside [0, 0x10FFFF] fails (strict), takes replacement_char
  // (replace) or is dropped (ignore, as ICU's appendCodePoint drops it); a surrogate is kept
  // as a lone UTF-16 unit, which ICU's toUTF8String writes as U+FFFD.
  d.kernel = +[](KernelContext& c) {
    const std::string& encoding = c.attr<std::string>("output_encoding");
    if (encoding != "UTF-8" && encoding != "UTF-16-BE" && encoding != "UTF-32-BE") unsupported_output_encoding(encoding);
    const Tensor& values = c.inputs[0];
    const std::vector<int64_t> splits = c.inputs[1].to_int64_vector();
    const int32_t replacement = static_cast<int32_t>(c.attr<int64_t>("replacement_char"));
    const std::string& errors = c.attr<std::string>("errors");
    std::vector<std::string> out;
    for (std::size_t row = 0; row + 1 < splits.size(); ++row) {
      std::vector<int32_t> points;
      for (int64_t i = splits[row]; i < splits[row + 1]; ++i) {
        int32_t cp = static_cast<int32_t>(values.as_int64(i));
        if (cp < 0 || cp > 0x10FFFF) {
          if (errors == "strict") throw tensor::invalid_argument("Code point value out of valid Unicode range.");
          if (errors == "ignore") continue;
          cp = replacement;
        }
        if (encoding == "UTF-8" && cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
        points.push_back(cp);
      }
      out.push_back(encode_text(points, encoding));
    }
    const int64_t n = static_cast<int64_t>(out.size());
    return std::vector<Tensor>{string_tensor({n}, std::move(out))};
  };
  r.add(std::move(d));
}

// The input side of UnicodeDecode(WithOffsets) and UnicodeTranscode (unicode_ops.cc): UTF-8,
// UTF-16-BE or UTF-32-BE (and ASCII input), named as ICU matches converter names; `starts`, when
// given, gets the byte offset of each code point. Invalid input follows `errors` (strict fails,
// replace substitutes replacement_char, ignore drops it).
void decode_text(const std::string& s, const std::string& encoding, const std::string& errors, int32_t replacement,
                 std::vector<int32_t>& points, std::vector<int64_t>* starts) {
  auto bad = [&](std::size_t& i, std::size_t width) {
    if (errors == "strict") throw tensor::invalid_argument("Invalid formatting on input string");
    if (errors == "replace") {
      points.push_back(replacement);
      if (starts) starts->push_back(static_cast<int64_t>(i));
    }
    i += width;
  };
  auto good = [&](std::size_t i, uint32_t cp) {
    points.push_back(static_cast<int32_t>(cp));
    if (starts) starts->push_back(static_cast<int64_t>(i));
  };
  // ICU matches converter names ignoring case and every character but letters and digits
  // (ucnv_io_stripASCIIForCompare): "UTF8", "utf-8" and "UTF_8" are one converter.
  std::string key;
  for (char ch : encoding)
    if (std::isalnum(static_cast<unsigned char>(ch))) key += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (key == "utf8" || key == "usascii") {
    std::vector<int64_t> utf8_starts;
    decode_utf8(s, errors, replacement, points, starts ? *starts : utf8_starts);
    return;
  }
  if (key == "utf16be") {
    for (std::size_t i = 0; i < s.size();) {
      if (i + 2 > s.size()) {
        bad(i, s.size() - i);
        continue;
      }
      const uint32_t u = (static_cast<unsigned char>(s[i]) << 8) | static_cast<unsigned char>(s[i + 1]);
      if (u >= 0xD800 && u < 0xDC00 && i + 4 <= s.size()) {
        const uint32_t low = (static_cast<unsigned char>(s[i + 2]) << 8) | static_cast<unsigned char>(s[i + 3]);
        if (low >= 0xDC00 && low < 0xE000) {
          good(i, 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00));
          i += 4;
          continue;
        }
      }
      if (u >= 0xD800 && u < 0xE000) {
        bad(i, 2);
        continue;
      }
      good(i, u);
      i += 2;
    }
    return;
  }
  if (key == "utf32be") {
    for (std::size_t i = 0; i < s.size();) {
      if (i + 4 > s.size()) {
        bad(i, s.size() - i);
        continue;
      }
      uint32_t u = 0;
      for (int k = 0; k < 4; ++k) u = (u << 8) | static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
      if (u > 0x10FFFF || (u >= 0xD800 && u < 0xE000)) {
        bad(i, 4);
        continue;
      }
      good(i, u);
      i += 4;
    }
    return;
  }
  throw tensor::OpError(tensor::OpError::Code::TfplayUnsupported,
                        "tfplay decodes UTF-8, UTF-16-BE and UTF-32-BE only (input_encoding '" + encoding + "')");
}

std::string encode_text(const std::vector<int32_t>& points, const std::string& encoding) {
  std::string out;
  for (int32_t cp : points) {
    const auto u = static_cast<uint32_t>(cp);
    if (encoding == "UTF-8") {
      out += encode_utf8(cp);
    } else if (encoding == "UTF-16-BE") {
      auto unit = [&](uint32_t v) {
        out += static_cast<char>((v >> 8) & 0xFF);
        out += static_cast<char>(v & 0xFF);
      };
      if (u >= 0x10000) {
        unit(0xD800 + ((u - 0x10000) >> 10));
        unit(0xDC00 + ((u - 0x10000) & 0x3FF));
      } else {
        unit(u);
      }
    } else {
      for (int shift = 24; shift >= 0; shift -= 8) out += static_cast<char>((u >> shift) & 0xFF);
    }
  }
  return out;
}

void add_unicode_transcode(OpRegistry& r) {
  OpDef d = make("UnicodeTranscode", "Transcode the input text from a source encoding to a destination encoding.");
  d.inputs = {fixed_arg("input", DType::String)};
  d.outputs = {fixed_arg("output", DType::String)};
  d.attrs = {plain_attr("input_encoding", "string"), plain_attr("output_encoding", "string"),
             plain_attr("errors", "string", std::string("replace")), plain_attr("replacement_char", "int", int64_t{65533}),
             plain_attr("replace_control_characters", "bool", false)};
  d.shape_fn = +[](const InferenceContext& c) { return one(DType::String, c.input_shapes[0]); };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const std::string& out_enc = c.attr<std::string>("output_encoding");
    if (out_enc != "UTF-8" && out_enc != "UTF-16-BE" && out_enc != "UTF-32-BE") unsupported_output_encoding(out_enc);
    const int32_t replacement = static_cast<int32_t>(c.attr<int64_t>("replacement_char"));
    const bool control = c.attr<bool>("replace_control_characters");
    std::vector<std::string> out;
    for (int64_t i = 0; i < in.num_elements(); ++i) {
      std::vector<int32_t> points;
      decode_text(strings_of(in)[i], c.attr<std::string>("input_encoding"), c.attr<std::string>("errors"), replacement, points);
      if (control)
        for (int32_t& p : points)
          if (p < 0x20) p = replacement;
      out.push_back(encode_text(points, out_enc));
    }
    return std::vector<Tensor>{string_tensor(in.shape(), std::move(out))};
  };
  r.add(std::move(d));
}

// StringNGrams (string_ngrams_op.cc) without padding (pad_width 0, what tf.strings.ngrams
// passes when no pad_values are given): each row's runs of `width` consecutive tokens joined
// by `separator`, for every width in turn; preserve_short_sequences makes a row shorter than
// every width one ngram of all its tokens.
void add_string_ngrams(OpRegistry& r) {
  OpDef d = make("StringNGrams", "Creates ngrams from ragged string data.");
  d.inputs = {fixed_arg("data", DType::String), arg("data_splits", "Tsplits")};
  d.outputs = {fixed_arg("ngrams", DType::String), arg("ngrams_splits", "Tsplits")};
  d.attrs = {plain_attr("separator", "string"), plain_attr("ngram_widths", "list(int)"), plain_attr("left_pad", "string"),
             plain_attr("right_pad", "string"), plain_attr("pad_width", "int"), plain_attr("preserve_short_sequences", "bool"),
             type_attr("Tsplits", "int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& s = c.input_shapes[1];
    return std::vector<OutputSpec>{{DType::String, TensorShape({Dim()})}, {c.attr<DType>("Tsplits"), s}};
  };
  d.kernel = +[](KernelContext& c) {
    if (c.attr<int64_t>("pad_width") != 0)
      throw tensor::OpError(tensor::OpError::Code::TfplayUnsupported, "tfplay's StringNGrams does not pad yet (pad_width 0 only)");
    const Tensor& data = c.inputs[0];
    const std::vector<int64_t> splits = c.inputs[1].to_int64_vector();
    const std::string& sep = c.attr<std::string>("separator");
    const auto& widths = c.attr<std::vector<int64_t>>("ngram_widths");
    const bool preserve = c.attr<bool>("preserve_short_sequences");
    std::vector<std::string> out;
    std::vector<int64_t> out_splits{0};
    auto join = [&](int64_t from, int64_t count) {
      std::string text;
      for (int64_t k = 0; k < count; ++k) text += (k ? sep : std::string()) + strings_of(data)[from + k];
      out.push_back(std::move(text));
    };
    for (std::size_t row = 0; row + 1 < splits.size(); ++row) {
      const int64_t start = splits[row], length = splits[row + 1] - splits[row];
      const std::size_t before = out.size();
      for (int64_t w : widths)
        for (int64_t i = 0; i + w <= length; ++i) join(start + i, w);
      if (preserve && length > 0 && out.size() == before) join(start, length);
      out_splits.push_back(static_cast<int64_t>(out.size()));
    }
    const DType sd = c.attr<DType>("Tsplits");
    const int64_t rows = static_cast<int64_t>(out_splits.size());
    Tensor split_tensor = sd == DType::Int64 ? Tensor::from_vector<int64_t>(sd, {rows}, out_splits)
                                             : Tensor::from_vector<int32_t>(sd, {rows}, std::vector<int32_t>(out_splits.begin(), out_splits.end()));
    const int64_t n = static_cast<int64_t>(out.size());
    return std::vector<Tensor>{string_tensor({n}, std::move(out)), split_tensor};
  };
  r.add(std::move(d));
}

}  // namespace

/// Registers the string ops of this file (called by register_nn_ops, next to StringJoin).
void register_string_ops(OpRegistry& r) {
  add_hash_buckets(r);
  add_string_to_number(r);
  add_as_string(r);
  add_substr(r);
  add_reduce_join(r);
  add_string_split_v2(r);
  add_string_split(r);
  add_unicode_decode(r, false);
  add_unicode_decode(r, true);
  add_unicode_encode(r);
  add_unicode_transcode(r);
  add_string_ngrams(r);
  for (bool is_static : {false, true}) {
    add_regex_replace(r, is_static);
    add_regex_full_match(r, is_static);
  }
}

}  // namespace tfplay::graph
