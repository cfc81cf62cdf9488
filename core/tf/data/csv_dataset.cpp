// tf.data.experimental.CsvDataset's reader (TF 2.20's CSVDatasetV2 kernel,
// tensorflow/core/kernels/data/experimental/csv_dataset_op.cc): the records of one or more files
// of the run's file system, one scalar per selected column, typed by the record defaults. Fields
// end at the delimiter, "\n", "\r" or "\r\n"; with use_quote_delim a field may be quoted ("" for
// a quote, line breaks allowed inside). An empty or NA field takes its column's default, or is
// an error when the default is empty (the field conversion DecodeCSV shares: graph/csv_fields.h).
// Errors are the kernel's InvalidArgumentError texts; like
// the kernel, a record is parsed to its end before its first error is raised.
#include <memory>

#include "core/graph/csv_fields.h"
#include "core/graph/host_files.h"
#include "core/tensor/op_error.h"
#include "core/tf/data/dataset_internal.h"

namespace tfplay::tf::data {

using tensor::DType;
using tensor::Tensor;

namespace {

struct CsvIterator : Iterator {
  std::shared_ptr<const CsvOptions> o;
  std::size_t file = 0;
  std::string text;
  std::size_t pos = 0;
  bool open = false;

  /// FieldToOutput: the field as the next output component (graph/csv_fields.h converts it).
  void to_output(const std::string& field, Element& out, std::string& error) {
    auto fail = [&](const std::string& message) {
      if (error.empty()) error = message;
    };
    const std::size_t idx = out.size();
    const std::size_t n = o->defaults.size();
    if (idx >= n) return fail("Expect " + std::to_string(n) + " fields but have more in record");
    const Tensor& def = o->defaults[idx];
    Tensor value = Tensor::zeros(def.dtype(), {});
    const graph::csv::FieldStatus status = graph::csv::field_to_output(field, def, o->na_value, value, 0);
    out.push_back(std::move(value));
    const std::string i = std::to_string(idx);
    switch (status) {
      case graph::csv::FieldStatus::Ok: return;
      case graph::csv::FieldStatus::Missing: return fail("Field " + i + " is required but missing in record!");
      case graph::csv::FieldStatus::Invalid:
        return fail("Field " + i + " in record is not a valid " + std::string(tensor::runtime_name(def.dtype())) + ": " + field);
      case graph::csv::FieldStatus::Unsupported:
        return fail("csv: data type " + std::string(tensor::runtime_name(def.dtype())) + " not supported in field " + i);
    }
  }

  void skip_newline_if_necessary() {
    if (pos < text.size() && text[pos] == '\n') ++pos;
  }

  /// ParseOneField (quoted or not); sets `end` at the end of the record.
  void parse_field(bool include, bool& end, Element* out, std::string& error) {
    auto note = [&](const std::string& message) {
      if (error.empty()) error = message;
    };
    if (pos >= text.size()) {
      end = true;
      if (include) to_output("", *out, error);
      return;
    }
    const std::size_t start = pos;
    if (o->use_quote_delim && text[pos] == '"') {
      ++pos;
      auto unescaped = [&](std::size_t stop) {  // without the framing quotes, "" as "
        std::string f;
        for (std::size_t k = start + 1; k + 1 < stop; ++k) {
          f += text[k];
          if (text[k] == '"') ++k;
        }
        return f;
      };
      for (;;) {
        if (pos >= text.size()) {
          end = true;
          return note("Reached end of file without closing quoted field in record");
        }
        if (text[pos] != '"') {
          ++pos;
          continue;
        }
        ++pos;
        if (pos >= text.size()) {
          end = true;
          if (include) to_output(unescaped(pos), *out, error);
          return;
        }
        const char next = text[pos++];
        if (next == o->delim || next == '\n' || next == '\r') {
          if (include) to_output(unescaped(pos - 1), *out, error);
          if (next != o->delim) {
            end = true;
            if (next == '\r') skip_newline_if_necessary();
          }
          return;
        }
        if (next != '"') {
          include = false;
          note("Quote inside a string has to be escaped by another quote");
        }
      }
    }
    for (;;) {
      if (pos >= text.size()) {
        end = true;
        if (include) to_output(text.substr(start, pos - start), *out, error);
        return;
      }
      const char ch = text[pos];
      if (ch == o->delim || ch == '\n' || ch == '\r') {
        if (include) to_output(text.substr(start, pos - start), *out, error);
        ++pos;
        if (ch != o->delim) {
          end = true;
          if (ch == '\r') skip_newline_if_necessary();
        }
        return;
      }
      if (o->use_quote_delim && ch == '"') note("Unquoted fields cannot have quotes inside");
      ++pos;
    }
  }

  /// ReadRecord: every field of the record, the selected ones into `out` (none for a header).
  std::string read_record(Element* out) {
    std::string error;
    bool end = false;
    std::size_t parsed = 0, selected = 0;
    while (!end) {
      const bool include = out && (o->select_cols.empty() ||
                                   (selected < o->select_cols.size() && o->select_cols[selected] == static_cast<int64_t>(parsed)));
      parse_field(include, end, out, error);
      ++parsed;
      if (include) ++selected;
    }
    return error;
  }

  std::optional<Element> next() override {
    for (;;) {
      if (!open) {
        if (file == o->files.size()) return std::nullopt;
        text = graph::host_files().read(o->files[file]);
        pos = 0;
        open = true;
        if (o->header && (text.empty() || !read_record(nullptr).empty()))
          throw tensor::invalid_argument("Can't read header of file");
      }
      if (pos >= text.size()) {
        open = false;
        ++file;
        continue;
      }
      Element out;
      const std::string error = read_record(&out);
      if (!error.empty()) throw tensor::invalid_argument(error);
      if (out.size() != o->defaults.size())
        throw tensor::invalid_argument("Expect " + std::to_string(o->defaults.size()) + " fields but have " +
                                       std::to_string(out.size()) + " in record");
      return out;
    }
  }
};

}  // namespace

DatasetPtr csv_dataset(std::shared_ptr<const CsvOptions> options, py::Ref element_spec) {
  auto open = [options]() -> std::unique_ptr<Iterator> {
    auto it = std::make_unique<CsvIterator>();
    it->o = options;
    return it;
  };
  DatasetPtr d = generator_dataset(open, std::move(element_spec));
  const_cast<Dataset*>(d.get())->class_name = "CsvDatasetV2";  // not shared yet
  return d;
}

}  // namespace tfplay::tf::data
