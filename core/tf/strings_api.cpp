#include "core/tf/strings_api.h"

#include "core/tf/call_args.h"
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

// ragged_string_ops.string_split_v2 (tf.strings.split): a scalar splits into a string vector;
// a vector into a RaggedTensor of its rows' tokens (StringSplitV2's sparse result, rows from
// value_rowids).
Ref split(CallArgs& a) {
  OpScope scope(arg(a, 3, "name"), "StringSplit");
  Ref input = convert_to_tensor(require(a, 0, "input", "split"), DType::String, "input");
  Ref sep_arg = arg(a, 1, "sep");
  const int64_t maxsplit = int_or(a, 2, "maxsplit", -1);
  const tensor::TensorShape shape = tensor_of(input)->shape;
  if (!shape.has_rank() || *shape.rank() > 1)
    py::raise(py::E().NotImplementedError, "tfplay's tf.strings.split supports scalar and vector inputs only yet");
  const bool scalar = *shape.rank() == 0;
  if (scalar) input = apply_op1("Pack", {py::List({input})}, {{"axis", int64_t{0}}});
  Ref sep = convert_to_tensor(present(sep_arg) ? sep_arg : py::Str(""), DType::String);
  std::vector<Ref> parts = apply_op("StringSplitV2", {input, sep}, {{"maxsplit", maxsplit}});
  if (scalar) return parts[1];  // row 0 of a one-row result: every token
  Ref all_rows = py::make_object<py::SliceObject>(py::T().slice, py::None(), py::None(), py::None());
  Ref rowids = py::call(py::getattr(parts[0], "__getitem__"), {py::Tuple({all_rows, py::Int(0)})});
  Ref nrows = py::call(py::getattr(parts[2], "__getitem__"), {py::Int(0)});
  return tf_call("RaggedTensor.from_value_rowids", {parts[1], rowids, nrows}, {{"validate", py::Bool(false)}});
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
    py::raise_value_error("num placeholders in template and num inputs must match: " + std::to_string(placeholders) + " vs " +
                          std::to_string(list.size()));
  return apply_op1("StringFormat", {py::List(list)},
                   {{"template", templ}, {"placeholder", placeholder}, {"summarize", int_or(a, 3, "summarize", 3)}}, arg(a, 4, "name"));
}

}  // namespace

void install_strings(const Ref& tf) {
  Ref strings = submodule_of(tf, "strings");
  def(strings, "split", split);
  def(strings, "reduce_join", reduce_join);
  def(strings, "format", format);

  // parsing_ops.string_to_number (tf.strings.to_number).
  def(strings, "to_number", [](CallArgs& a) -> Ref {
    Ref out_type = arg(a, 1, "out_type");
    const DType dt = present(out_type) ? *dtype_arg(out_type) : DType::Float32;
    return apply_op1("StringToNumber", {require(a, 0, "input", "to_number")}, {{"out_type", dt}}, arg(a, 2, "name"));
  });

  // gen_string_ops.as_string (tf.strings.as_string, tf.as_string).
  def(strings, "as_string", [](CallArgs& a) -> Ref {
    return apply_op1("AsString", {require(a, 0, "input", "as_string")},
                     {{"precision", int_or(a, 1, "precision", -1)}, {"scientific", bool_or(a, 2, "scientific", false)},
                      {"shortest", bool_or(a, 3, "shortest", false)}, {"width", int_or(a, 4, "width", -1)},
                      {"fill", str_or(a, 5, "fill", "")}},
                     arg(a, 6, "name"));
  });
  tf->dict->set("as_string", strings->dict->get("as_string"));

  // string_ops.substr_v2 (tf.strings.substr).
  def(strings, "substr", [](CallArgs& a) -> Ref {
    const std::string unit = str_or(a, 3, "unit", "BYTE");
    if (unit != "BYTE" && unit != "UTF8_CHAR")
      py::raise_value_error("Attr 'unit' of 'Substr' Op passed string '" + unit + "' not in: \"BYTE\", \"UTF8_CHAR\".");
    return apply_op1("Substr", {require(a, 0, "input", "substr"), require(a, 1, "pos", "substr"), require(a, 2, "len", "substr")},
                     {{"unit", unit}}, arg(a, 4, "name"));
  });

  // string_ops.string_to_hash_bucket_v2 / gen_string_ops.string_to_hash_bucket_fast / _strong.
  def(strings, "to_hash_bucket", [](CallArgs& a) -> Ref {
    return apply_op1("StringToHashBucket", {require(a, 0, "input", "to_hash_bucket")},
                     {{"num_buckets", py::as_int(require(a, 1, "num_buckets", "to_hash_bucket").get())}}, arg(a, 2, "name"));
  });
  def(strings, "to_hash_bucket_fast", [](CallArgs& a) -> Ref {
    return apply_op1("StringToHashBucketFast", {require(a, 0, "input", "to_hash_bucket_fast")},
                     {{"num_buckets", py::as_int(require(a, 1, "num_buckets", "to_hash_bucket_fast").get())}}, arg(a, 2, "name"));
  });
  def(strings, "to_hash_bucket_strong", [](CallArgs& a) -> Ref {
    std::vector<int64_t> key;
    for (const Ref& k : py::to_vector(require(a, 2, "key", "to_hash_bucket_strong"))) key.push_back(py::as_int(k.get()));
    return apply_op1("StringToHashBucketStrong", {require(a, 0, "input", "to_hash_bucket_strong")},
                     {{"num_buckets", py::as_int(require(a, 1, "num_buckets", "to_hash_bucket_strong").get())}, {"key", key}},
                     arg(a, 3, "name"));
  });

  // string_ops.regex_replace / regex_full_match: the Static* ops when the pattern (and rewrite)
  // are Python strings.
  def(strings, "regex_replace", [](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "regex_replace");
    Ref pattern = require(a, 1, "pattern", "regex_replace");
    Ref rewrite = require(a, 2, "rewrite", "regex_replace");
    const bool global = bool_or(a, 3, "replace_global", true);
    if (is_text(pattern) && is_text(rewrite))
      return apply_op1("StaticRegexReplace", {input},
                       {{"pattern", text_of(pattern)}, {"rewrite", text_of(rewrite)}, {"replace_global", global}}, arg(a, 4, "name"));
    return apply_op1("RegexReplace", {input, pattern, rewrite}, {{"replace_global", global}}, arg(a, 4, "name"));
  });
  def(strings, "regex_full_match", [](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "regex_full_match");
    Ref pattern = require(a, 1, "pattern", "regex_full_match");
    if (is_text(pattern)) return apply_op1("StaticRegexFullMatch", {input}, {{"pattern", text_of(pattern)}}, arg(a, 2, "name"));
    return apply_op1("RegexFullMatch", {input, pattern}, {}, arg(a, 2, "name"));
  });
}

}  // namespace tfplay::tf
