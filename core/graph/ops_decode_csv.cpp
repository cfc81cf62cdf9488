// DecodeCSV (TF: tensorflow/core/ops/parsing_ops.cc; kernel core/kernels/decode_csv_op.cc): each
// string of `records` is one CSV record; output f holds column f (or column select_cols[f]) of
// every record, shaped like `records`, typed like record_defaults[f]. A field may be quoted
// (use_quote_delim: "" for a quote; the quote must be followed by the delimiter or the end);
// line breaks starting a field are skipped, an unquoted field may hold none. Empty or NA fields
// take the column's default (graph/csv_fields.h, shared with CsvDataset). Errors are the
// kernel's InvalidArgumentError texts, naming the record's flat index; the first one wins.
#include "core/graph/csv_fields.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

struct CsvSyntax {
  char delim = ',';
  bool use_quote_delim = true;
  const std::vector<int64_t>* select_cols = nullptr;  // empty: all columns
};

/// DecodeCSVOp::ExtractFields: the selected fields of one record.
std::vector<std::string> extract_fields(std::string_view input, const CsvSyntax& s) {
  std::vector<std::string> result;
  if (input.empty()) return result;
  const std::vector<int64_t>& select = *s.select_cols;
  const bool all = select.empty();
  std::size_t i = 0, parsed = 0, selector = 0;
  while (i < input.size()) {
    if (input[i] == '\n' || input[i] == '\r') {
      ++i;
      continue;
    }
    const bool include = all || select[selector] == static_cast<int64_t>(parsed);
    const bool quoted = s.use_quote_delim && input[i] == '"';
    if (quoted) ++i;
    std::string field;
    if (!quoted) {
      for (; i < input.size() && input[i] != s.delim; ++i) {
        const char c = input[i];
        if ((s.use_quote_delim && c == '"') || c == '\n' || c == '\r')
          throw tensor::invalid_argument("Unquoted fields cannot have quotes/CRLFs inside");
        if (include) field += c;
      }
      ++i;  // past the delimiter (or the end)
    } else {
      while (i < input.size() - 1 && (input[i] != '"' || input[i + 1] != s.delim)) {
        if (input[i] != '"') {
          if (include) field += input[i];
          ++i;
          continue;
        }
        if (input[i + 1] != '"') throw tensor::invalid_argument("Quote inside a string has to be escaped by another quote");
        if (include) field += '"';
        i += 2;
      }
      if (!(i < input.size() && input[i] == '"' && (i == input.size() - 1 || input[i + 1] == s.delim)))
        throw tensor::invalid_argument("Quoted field has to end with quote followed by delim or end");
      i += 2;
    }
    ++parsed;
    if (include) {
      result.push_back(std::move(field));
      if (++selector == select.size()) return result;
    }
  }
  // A record ending in the delimiter ends with an empty field.
  const bool include = all || select[selector] == static_cast<int64_t>(parsed);
  if (include && input.back() == s.delim) result.emplace_back();
  return result;
}

/// The kernel's construction checks of its attrs.
CsvSyntax syntax_of(const KernelContext& c, std::size_t num_outputs) {
  const auto& select = c.attr<std::vector<int64_t>>("select_cols");
  if (select.size() != num_outputs && !select.empty()) throw tensor::invalid_argument("select_cols should match output size");
  for (std::size_t i = 1; i < select.size(); ++i)
    if (select[i - 1] >= select[i]) throw tensor::invalid_argument("select_cols should be strictly increasing indices");
  if (!select.empty() && select.front() < 0) throw tensor::invalid_argument("select_cols should be non-negative indices");
  const auto& delim = c.attr<std::string>("field_delim");
  if (delim.size() != 1) throw tensor::invalid_argument("field_delim should be only 1 char");
  return {delim[0], c.attr<bool>("use_quote_delim"), &select};
}

std::vector<Tensor> decode_csv_kernel(KernelContext& c) {
  const auto& out_types = c.attr<std::vector<DType>>("OUT_TYPE");
  const CsvSyntax syntax = syntax_of(c, out_types.size());
  const std::string& na_value = c.attr<std::string>("na_value");
  const Tensor& records = c.inputs[0];
  const std::size_t n = out_types.size();
  for (std::size_t f = 0; f < n; ++f) {
    const Tensor& d = c.inputs[1 + f];
    if (d.rank() > 1) throw tensor::invalid_argument("Each record default should be at most rank 1");
    if (d.num_elements() >= 2)
      throw tensor::invalid_argument("There should only be 1 default per field but field " + std::to_string(f) + " has " +
                                     std::to_string(d.num_elements()));
  }
  std::vector<Tensor> out;
  for (DType t : out_types) out.push_back(Tensor::zeros(t, records.shape()));
  const std::string* text = records.data<std::string>();
  for (int64_t i = 0; i < records.num_elements(); ++i) {
    const std::vector<std::string> fields = extract_fields(text[i], syntax);
    const std::string rec = std::to_string(i);
    if (fields.size() != n)
      throw tensor::invalid_argument("Expect " + std::to_string(n) + " fields but have " + std::to_string(fields.size()) +
                                     " in record " + rec);
    for (std::size_t f = 0; f < n; ++f) {
      const std::string col = std::to_string(f);
      switch (csv::field_to_output(fields[f], c.inputs[1 + f], na_value, out[f], i)) {
        case csv::FieldStatus::Ok: break;
        case csv::FieldStatus::Missing:
          throw tensor::invalid_argument("Field " + col + " is required but missing in record " + rec + "!");
        case csv::FieldStatus::Invalid:
          throw tensor::invalid_argument("Field " + col + " in record " + rec + " is not a valid " +
                                         std::string(tensor::runtime_name(out_types[f])) + ": " + fields[f]);
        case csv::FieldStatus::Unsupported:
          throw tensor::invalid_argument("csv: data type " + std::string(tensor::runtime_name(out_types[f])) +
                                         " not supported in field " + col);
      }
    }
  }
  return out;
}

}  // namespace

void register_decode_csv_op(OpRegistry& r) {
  OpDef op = op_def_builders::make("DecodeCSV", "Convert CSV records to tensors. Each column maps to one tensor.");
  op.inputs = {fixed_arg("records", DType::String), type_list_arg("record_defaults", "OUT_TYPE")};
  op.outputs = {type_list_arg("output", "OUT_TYPE")};
  AttrDef out_type = plain_attr("OUT_TYPE", "list(type)");
  out_type.allowed_text = "float32, float64, int32, int64, string";
  out_type.allowed = dtypes_in(out_type.allowed_text);
  op.attrs = {out_type, plain_attr("field_delim", "string", std::string(",")),
              plain_attr("use_quote_delim", "bool", true), plain_attr("na_value", "string", std::string()),
              plain_attr("select_cols", "list(int)", std::vector<int64_t>{})};
  op.shape_fn = +[](const InferenceContext& c) {
    for (int i = 1; i < c.num_inputs(); ++i) {
      const TensorShape& d = c.input_shapes[i];
      op_def_builders::require_rank_at_most(d, 1);
      if (d.has_rank() && *d.rank() == 1 && d.dim(0) && *d.dim(0) > 1)
        throw tensor::OpValueError("Shape of a default must be a length-0 or length-1 vector, or a scalar.");
    }
    std::vector<OutputSpec> out;
    for (DType t : c.attr<std::vector<DType>>("OUT_TYPE")) out.push_back({t, c.input_shapes[0]});
    return out;
  };
  op.kernel = decode_csv_kernel;
  r.add(std::move(op));
}

}  // namespace tfplay::graph
