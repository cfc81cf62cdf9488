#include "core/tf/strings_api.h"

#include <cstdio>
#include <optional>

#include "core/tf/call_args.h"
#include "core/tf/ragged_tensor.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

bool is_text(const Ref& v) { return py::is_str(v.get()) || v->cls == py::T().bytes; }

std::string text_of(const Ref& v) {
  if (v->cls == py::T().bytes) return static_cast<const py::BytesObject*>(v.get())->value;
  return py::as_str(v.get());
}

int64_t int_or(const CallArgs& a, std::size_t i, const char* name, int64_t fallback) {
  Ref v = arg(a, i, name);
  return present(v) ? py::as_int(v.get()) : fallback;
}

bool bool_or(const CallArgs& a, std::size_t i, const char* name, bool fallback) {
  Ref v = arg(a, i, name);
  return present(v) ? py::truthy(v) : fallback;
}

std::string str_or(const CallArgs& a, std::size_t i, const char* name, const std::string& fallback) {
  Ref v = arg(a, i, name);
  return present(v) ? text_of(v) : fallback;
}

// A StringSplit op's (indices, values, shape) as a RaggedTensor of rows:
// RaggedTensor.from_value_rowids(values, indices[:, 0], nrows=shape[0]).
Ref sparse_rows(const std::vector<Ref>& parts) {
  Ref all_rows = py::make_object<py::SliceObject>(py::T().slice, py::None(), py::None(), py::None());
  Ref rowids = py::call(py::getattr(parts[0], "__getitem__"), {py::Tuple({all_rows, py::Int(0)})});
  Ref nrows = py::call(py::getattr(parts[2], "__getitem__"), {py::Int(0)});
  return tf_call("RaggedTensor.from_value_rowids", {parts[1], rowids, nrows}, {{"validate", py::Bool(false)}});
}

// A string input of rank 0 or 1 (the ranks the ragged string ops here support), and whether it
// was a scalar, which comes back stacked into a one-element vector.
std::pair<Ref, bool> vector_input(const Ref& value, const char* fn) {
  Ref input = convert_to_tensor(value, DType::String, "input");
  const tensor::TensorShape shape = tensor_of(input)->shape;
  if (!shape.has_rank() || *shape.rank() > 1)
    py::raise(py::E().NotImplementedError, std::string("tfplay's tf.strings.") + fn + " supports scalar and vector inputs only yet");
  const bool scalar = *shape.rank() == 0;
  if (scalar) input = apply_op1("Pack", {py::List({input})}, {{"axis", int64_t{0}}});
  return {input, scalar};
}

// ragged_string_ops.string_bytes_split (tf.strings.bytes_split): StringSplit with an empty
// delimiter, one string per byte.
Ref bytes_split(CallArgs& a) {
  OpScope scope(arg(a, 1, "name"), "StringsByteSplit");
  auto [input, scalar] = vector_input(require(a, 0, "input", "bytes_split"), "bytes_split");
  std::vector<Ref> parts = apply_op("StringSplit", {input, convert_to_tensor(py::Str(""), DType::String)}, {{"skip_empty", false}});
  return scalar ? parts[1] : sparse_rows(parts);
}

// ragged_string_ops.unicode_decode / unicode_split: the code points of each string
// (UnicodeDecode, or UnicodeDecodeWithOffsets for the *_with_offsets forms), and for unicode_split each code point encoded back on its own
// (UnicodeEncode with one row per character); a vector's rows form a RaggedTensor. The
// *_with_offsets forms return (that, the start byte offset of each character) alike.
Ref unicode_decode_or_split(CallArgs& a, bool split, bool with_offsets = false) {
  const char* fn = split ? (with_offsets ? "unicode_split_with_offsets" : "unicode_split")
                         : (with_offsets ? "unicode_decode_with_offsets" : "unicode_decode");
  const std::string encoding = text_of(require(a, 1, "input_encoding", fn));
  const std::string errors = str_or(a, 2, "errors", "replace");
  const int64_t replacement = int_or(a, 3, "replacement_char", 65533);
  const bool control = !split && bool_or(a, 4, "replace_control_characters", false);
  OpScope scope(arg(a, split ? 4 : 5, "name"), split ? (with_offsets ? "UnicodeSplitWithOffsets" : "UnicodeSplit")
                                                     : (with_offsets ? "UnicodeDecodeWithOffsets" : "UnicodeDecode"));
  auto [input, scalar] = vector_input(require(a, 0, "input", fn), fn);
  std::vector<Ref> parts = apply_op(with_offsets ? "UnicodeDecodeWithOffsets" : "UnicodeDecode", {input},
                                    {{"input_encoding", encoding}, {"errors", errors}, {"replacement_char", replacement},
                                     {"replace_control_characters", control}, {"Tsplits", DType::Int64}});
  Ref values = parts[1];
  if (split) {
    Ref zero = constant_tensor(tensor::Tensor::scalar_int64(0));
    Ref one = constant_tensor(tensor::Tensor::scalar_int64(1));
    Ref count = apply_op1("Size", {values}, {{"out_type", DType::Int64}});
    Ref each = apply_op1("Range", {zero, apply_op1("AddV2", {count, one}), one});
    values = apply_op1("UnicodeEncode", {values, each},
                       {{"errors", errors}, {"output_encoding", encoding}, {"replacement_char", replacement}});
  }
  const bool was_scalar = scalar;  // not the structured binding: clang's lambdas cannot capture one
  const Ref splits = parts[0];
  auto rows = [was_scalar, splits](const Ref& flat) -> Ref {
    if (was_scalar) return flat;
    return tf_call("RaggedTensor.from_row_splits", {flat, splits}, {{"validate", py::Bool(false)}});
  };
  if (with_offsets) return py::Tuple({rows(values), rows(parts[2])});
  return rows(values);
}

// ICU's uscript_getScript for the code points whose script tfplay knows (Unicode's Scripts.txt
// over Basic Latin, Latin-1, Latin Extended-A/B, IPA, the combining marks, Greek, Cyrillic, CJK
// punctuation, kana, CJK ideographs, Hangul syllables and the emoji blocks), as UScriptCode numbers: COMMON 0,
// INHERITED 1, COPTIC 7, CYRILLIC 8, GREEK 14, HAN 17, HANGUL 18, HIRAGANA 20, KATAKANA 22,
// LATIN 25; -1 (USCRIPT_INVALID_CODE) for a value that is no code point. std::nullopt: unknown
// to tfplay.
std::optional<int32_t> unicode_script_of(int64_t c) {
  constexpr int32_t kCommon = 0, kInherited = 1, kCoptic = 7, kCyrillic = 8, kGreek = 14, kHan = 17, kHangul = 18,
                    kHiragana = 20, kKatakana = 22, kLatin = 25;
  auto in = [c](int64_t lo, int64_t hi) { return c >= lo && c <= hi; };
  if (c < 0 || c > 0x10FFFF) return -1;
  if (c <= 0x7F) return in('A', 'Z') || in('a', 'z') ? kLatin : kCommon;
  if (c <= 0xFF) return c == 0xAA || c == 0xBA || in(0xC0, 0xD6) || in(0xD8, 0xF6) || in(0xF8, 0xFF) ? kLatin : kCommon;
  if (in(0x100, 0x2AF)) return kLatin;
  if (in(0x300, 0x36F)) return kInherited;
  if (in(0x370, 0x3FF)) {
    if (c == 0x374 || c == 0x37E || c == 0x385 || c == 0x387) return kCommon;
    if (in(0x3E2, 0x3EF)) return kCoptic;
    if (in(0x378, 0x379) || in(0x380, 0x383) || c == 0x38B || c == 0x38D || c == 0x3A2) return std::nullopt;
    return kGreek;
  }
  if (in(0x400, 0x52F)) return in(0x485, 0x486) ? kInherited : kCyrillic;
  if (in(0x2000, 0x206F)) return in(0x200C, 0x200D) ? kInherited : in(0x2065, 0x2065) ? std::optional<int32_t>() : kCommon;
  if (in(0x3000, 0x303F)) {
    if (c == 0x3005 || c == 0x3007 || in(0x3021, 0x3029) || in(0x3038, 0x303B)) return kHan;
    if (in(0x302A, 0x302D)) return kInherited;
    return kCommon;
  }
  if (in(0x3041, 0x3096) || in(0x309D, 0x309F)) return kHiragana;
  if (in(0x3099, 0x309A)) return kInherited;
  if (in(0x309B, 0x309C) || c == 0x30A0 || in(0x30FB, 0x30FC)) return kCommon;
  if (in(0x30A1, 0x30FA) || in(0x30FD, 0x30FF)) return kKatakana;
  if (in(0x3400, 0x4DBF) || in(0x4E00, 0x9FFF)) return kHan;
  if (in(0xAC00, 0xD7A3)) return kHangul;
  // Miscellaneous Symbols, Dingbats, Miscellaneous Symbols and Pictographs, Emoticons: Common.
  if (in(0x2600, 0x27BF) || in(0x1F300, 0x1F64F)) return kCommon;
  return std::nullopt;
}

// string_ops.unicode_script (tf.strings.unicode_script): the script of each int32 code point,
// eagerly, for the scripts unicode_script_of knows.
Ref unicode_script(CallArgs& a) {
  Ref input = convert_to_tensor(require(a, 0, "input", "unicode_script"), DType::Int32, "input");
  function::TensorObject* t = function::as_tensor(input.get());
  if (!t->is_eager())
    py::raise(py::E().NotImplementedError, "tfplay's tf.strings.unicode_script runs eagerly only yet (not inside tf.function)");
  if (t->dtype != DType::Int32)
    py::raise_type_error("Input 'input' of 'UnicodeScript' Op has type " + std::string(tensor::name(t->dtype)) +
                         " that does not match expected type of int32.");
  const tensor::Tensor& v = *t->value;
  std::vector<int32_t> out;
  for (int64_t i = 0; i < v.num_elements(); ++i) {
    const int64_t c = v.as_int64(i);
    std::optional<int32_t> script = unicode_script_of(c);
    if (!script) {
      char hex[16];
      std::snprintf(hex, sizeof hex, "U+%04llX", static_cast<unsigned long long>(c));
      py::raise(py::E().NotImplementedError, std::string("tfplay's tf.strings.unicode_script knows the scripts of Latin, Greek, "
                                                         "Cyrillic, CJK, kana and Hangul code points only yet (got ") +
                                                 hex + ")");
    }
    out.push_back(*script);
  }
  return function::make_eager(tensor::Tensor::from_vector<int32_t>(DType::Int32, v.shape(), std::move(out)));
}

// ragged_string_ops.ngrams (tf.strings.ngrams) without pad_values: a vector's ngrams
// (StringNGrams over one row), or each row's of a RaggedTensor of ragged_rank 1.
Ref ngrams(CallArgs& a) {
  if (present(arg(a, 3, "pad_values")) || present(arg(a, 4, "padding_width")))
    py::raise(py::E().NotImplementedError, "tfplay's tf.strings.ngrams does not support pad_values / padding_width yet");
  OpScope scope(arg(a, 6, "name"), "StringNGrams");
  Ref data = require(a, 0, "data", "ngrams");
  Ref width_arg = require(a, 1, "ngram_width", "ngrams");
  std::vector<int64_t> widths;
  if (py::is_list(width_arg.get()) || py::is_tuple(width_arg.get())) {
    for (const Ref& w : py::to_vector(width_arg)) widths.push_back(py::as_int(w.get()));
  } else {
    widths.push_back(py::as_int(width_arg.get()));
  }
  for (int64_t w : widths)
    if (w < 1) py::raise_value_error("All ngram_widths must be greater than 0. Got " + py::str(width_arg));
  graph::AttrMap attrs{{"separator", str_or(a, 2, "separator", " ")}, {"ngram_widths", widths}, {"left_pad", std::string()},
                       {"right_pad", std::string()}, {"pad_width", int64_t{0}},
                       {"preserve_short_sequences", bool_or(a, 5, "preserve_short_sequences", false)}};
  if (py::type_name(data.get()) == "RaggedTensor") {
    // A RaggedTensor of rows: the ngrams of each row.
    Ref flat = py::getattr(data, "flat_values");
    if (py::as_int(py::getattr(data, "ragged_rank").get()) != 1)
      py::raise(py::E().NotImplementedError, "tfplay's tf.strings.ngrams takes RaggedTensors of ragged_rank 1 only yet");
    std::vector<Ref> out = apply_op("StringNGrams", {flat, py::getattr(data, "row_splits")}, attrs);
    return tf_call("RaggedTensor.from_row_splits", {out[0], out[1]}, {{"validate", py::Bool(false)}});
  }
  data = convert_to_tensor(data, DType::String, "data");
  const tensor::TensorShape shape = tensor_of(data)->shape;
  if (shape.has_rank() && *shape.rank() == 0) py::raise_value_error("Data must have rank>0");
  if (!shape.has_rank() || *shape.rank() != 1)
    py::raise(py::E().NotImplementedError, "tfplay's tf.strings.ngrams supports vectors and RaggedTensors only yet");
  Ref bounds = apply_op1("Pack", {py::List({constant_tensor(tensor::Tensor::scalar_int64(0)),
                                            apply_op1("Size", {data}, {{"out_type", DType::Int64}})})},
                         {{"axis", int64_t{0}}});
  return apply_op("StringNGrams", {data, bounds}, attrs)[0];
}

// ragged_string_ops.string_split_v2 (tf.strings.split): a scalar splits into a string vector;
// a vector into a RaggedTensor of its rows' tokens (StringSplitV2's sparse result, rows from
// value_rowids).
// ragged_string_ops.string_split_v2 over `value`: a RaggedTensor splits its flat values (the
// tokens become one more ragged dimension), a tensor of rank 2 or more goes through
// RaggedTensor.from_tensor first, a vector is one StringSplitV2.
Ref split_value(const Ref& value, const Ref& sep, int64_t maxsplit) {
  if (ragged::is_ragged(value)) return ragged::with_flat_values(value, split_value(ragged::flat_values(value), sep, maxsplit));
  if (!ragged::is_ragged(value)) {
    const tensor::TensorShape shape = tensor_of(convert_to_tensor(value, DType::String, "input"))->shape;
    if (shape.has_rank() && *shape.rank() >= 2)
      return split_value(tf_call("RaggedTensor.from_tensor", {convert_to_tensor(value, DType::String, "input")}), sep, maxsplit);
  }
  auto [input, scalar] = vector_input(value, "split");
  std::vector<Ref> parts = apply_op("StringSplitV2", {input, sep}, {{"maxsplit", maxsplit}});
  return scalar ? parts[1] : sparse_rows(parts);  // a scalar's one row: every token
}

Ref split(CallArgs& a) {
  OpScope scope(arg(a, 3, "name"), "StringSplit");
  Ref sep_arg = arg(a, 1, "sep");
  const int64_t maxsplit = int_or(a, 2, "maxsplit", -1);
  Ref sep = convert_to_tensor(present(sep_arg) ? sep_arg : py::Str(""), DType::String);
  return split_value(require(a, 0, "input", "split"), sep, maxsplit);
}

// string_ops.reduce_join_v2: axis None joins every dimension (reduction indices rank-1..0).
Ref reduce_join(CallArgs& a) {
  Ref inputs = to_tensor(require(a, 0, "inputs", "reduce_join"));
  Ref axis = arg(a, 1, "axis");
  if (!present(axis)) {
    const tensor::TensorShape shape = tensor_of(inputs)->shape;
    if (!shape.has_rank()) py::raise(py::E().NotImplementedError, "tfplay's tf.strings.reduce_join needs the input's rank when axis=None");
    std::vector<int64_t> dims;
    for (int64_t d = *shape.rank() - 1; d >= 0; --d) dims.push_back(d);
    axis = int32_vector(dims);
  }
  return apply_op1("ReduceJoin", {inputs, axis},
                   {{"keep_dims", bool_or(a, 2, "keepdims", false)}, {"separator", str_or(a, 3, "separator", "")}}, arg(a, 4, "name"));
}

// string_ops.string_format (tf.strings.format).
Ref format(CallArgs& a) {
  const std::string templ = text_of(require(a, 0, "template", "format"));
  Ref inputs = require(a, 1, "inputs", "format");
  const std::string placeholder = str_or(a, 2, "placeholder", "{}");
  std::vector<Ref> list = (py::is_list(inputs.get()) || py::is_tuple(inputs.get())) ? py::to_vector(inputs) : std::vector<Ref>{inputs};
  std::size_t placeholders = 0;
  for (std::size_t at = templ.find(placeholder); !placeholder.empty() && at != std::string::npos; at = templ.find(placeholder, at + placeholder.size()))
    ++placeholders;
  if (list.size() != placeholders)
    py::raise_value_error("The template expects " + std::to_string(placeholders) + " tensors, but the inputs only has " +
                          std::to_string(list.size()) +
                          ". Please ensure the number of placeholders in template matches inputs length.");
  return apply_op1("StringFormat", {py::List(list)},
                   {{"template", templ}, {"placeholder", placeholder}, {"summarize", int_or(a, 3, "summarize", 3)}}, arg(a, 4, "name"));
}

}  // namespace

void install_strings(const Ref& tf) {
  Ref strings = submodule_of(tf, "strings");
  def(strings, "split", split);
  def(strings, "reduce_join", reduce_join);
  def(strings, "format", format);
  def(strings, "bytes_split", bytes_split);
  def(strings, "ngrams", ngrams);
  def(strings, "unicode_decode", +[](CallArgs& a) { return unicode_decode_or_split(a, false); });
  def(strings, "unicode_split", +[](CallArgs& a) { return unicode_decode_or_split(a, true); });
  def(strings, "unicode_script", unicode_script);
  def(strings, "unicode_decode_with_offsets", +[](CallArgs& a) { return unicode_decode_or_split(a, false, true); });
  def(strings, "unicode_split_with_offsets", +[](CallArgs& a) { return unicode_decode_or_split(a, true, true); });

  // parsing_ops.string_to_number (tf.strings.to_number).
  def(strings, "to_number", +[](CallArgs& a) -> Ref {
    Ref out_type = arg(a, 1, "out_type");
    const DType dt = present(out_type) ? required_dtype_arg(out_type) : DType::Float32;
    return apply_op1("StringToNumber", {require(a, 0, "input", "to_number")}, {{"out_type", dt}}, arg(a, 2, "name"));
  });

  // gen_string_ops.as_string (tf.strings.as_string, tf.as_string).
  def(strings, "as_string", +[](CallArgs& a) -> Ref {
    return apply_op1("AsString", {require(a, 0, "input", "as_string")},
                     {{"precision", int_or(a, 1, "precision", -1)}, {"scientific", bool_or(a, 2, "scientific", false)},
                      {"shortest", bool_or(a, 3, "shortest", false)}, {"width", int_or(a, 4, "width", -1)},
                      {"fill", str_or(a, 5, "fill", "")}},
                     arg(a, 6, "name"));
  });
  tf->dict->set("as_string", strings->dict->get("as_string"));

  // string_ops.substr_v2 (tf.strings.substr).
  def(strings, "substr", +[](CallArgs& a) -> Ref {
    const std::string unit = str_or(a, 3, "unit", "BYTE");
    if (unit != "BYTE" && unit != "UTF8_CHAR")
      py::raise_value_error("Attr 'unit' of 'Substr' Op passed string '" + unit + "' not in: \"BYTE\", \"UTF8_CHAR\".");
    return apply_op1("Substr", {require(a, 0, "input", "substr"), require(a, 1, "pos", "substr"), require(a, 2, "len", "substr")},
                     {{"unit", unit}}, arg(a, 4, "name"));
  });

  // string_ops.string_to_hash_bucket_v2 / gen_string_ops.string_to_hash_bucket_fast / _strong.
  def(strings, "to_hash_bucket", +[](CallArgs& a) -> Ref {
    return apply_op1("StringToHashBucket", {require(a, 0, "input", "to_hash_bucket")},
                     {{"num_buckets", py::as_int(require(a, 1, "num_buckets", "to_hash_bucket").get())}}, arg(a, 2, "name"));
  });
  def(strings, "to_hash_bucket_fast", +[](CallArgs& a) -> Ref {
    return apply_op1("StringToHashBucketFast", {require(a, 0, "input", "to_hash_bucket_fast")},
                     {{"num_buckets", py::as_int(require(a, 1, "num_buckets", "to_hash_bucket_fast").get())}}, arg(a, 2, "name"));
  });
  def(strings, "to_hash_bucket_strong", +[](CallArgs& a) -> Ref {
    std::vector<int64_t> key;
    for (const Ref& k : py::to_vector(require(a, 2, "key", "to_hash_bucket_strong"))) key.push_back(py::as_int(k.get()));
    return apply_op1("StringToHashBucketStrong", {require(a, 0, "input", "to_hash_bucket_strong")},
                     {{"num_buckets", py::as_int(require(a, 1, "num_buckets", "to_hash_bucket_strong").get())}, {"key", key}},
                     arg(a, 3, "name"));
  });

  // string_ops.regex_replace / regex_full_match: the Static* ops when the pattern (and rewrite)
  // are Python strings.
  def(strings, "regex_replace", +[](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "regex_replace");
    Ref pattern = require(a, 1, "pattern", "regex_replace");
    Ref rewrite = require(a, 2, "rewrite", "regex_replace");
    const bool global = bool_or(a, 3, "replace_global", true);
    if (is_text(pattern) && is_text(rewrite))
      return apply_op1("StaticRegexReplace", {input},
                       {{"pattern", text_of(pattern)}, {"rewrite", text_of(rewrite)}, {"replace_global", global}}, arg(a, 4, "name"));
    return apply_op1("RegexReplace", {input, pattern, rewrite}, {{"replace_global", global}}, arg(a, 4, "name"));
  });
  def(strings, "regex_full_match", +[](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "regex_full_match");
    Ref pattern = require(a, 1, "pattern", "regex_full_match");
    if (is_text(pattern)) return apply_op1("StaticRegexFullMatch", {input}, {{"pattern", text_of(pattern)}}, arg(a, 2, "name"));
    return apply_op1("RegexFullMatch", {input, pattern}, {}, arg(a, 2, "name"));
  });
}

}  // namespace tfplay::tf
