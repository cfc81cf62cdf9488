// tf.data.TextLineDataset (TF 2.20's readers.py TextLineDatasetV2 over TextLineDatasetOp): the
// lines of one or more files of the run's file system, as scalar tf.string elements, without
// their "\n" (and a "\r" before it); a last line without a line end counts, a final line end
// makes no empty element. A file is read when iteration reaches it, so a missing one raises
// NotFoundError ("<path>; No such file or directory") from next(), as in TF.
#include <memory>

#include "core/function/tensor_object.h"
#include "core/graph/host_files.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/data/dataset_internal.h"
#include "core/tf/data/dataset_module.h"

namespace tfplay::tf::data {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

struct LineIterator : Iterator {
  std::vector<std::string> files;
  std::size_t file = 0;
  std::string text;
  std::size_t pos = 0;
  bool loaded = false;

  std::optional<Element> next() override {
    while (file < files.size()) {
      if (!loaded) {
        text = graph::host_files().read(files[file]);
        pos = 0;
        loaded = true;
      }
      if (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string::npos) end = text.size();
        std::string line = text.substr(pos, end - pos);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        pos = end + 1;
        return Element{Tensor::scalar_string(std::move(line))};
      }
      ++file;
      loaded = false;
    }
    return std::nullopt;
  }
};

}  // namespace

Ref text_line_dataset_class() {
  py::TypeObject* t = dataset_class("TextLineDatasetV2");
  t->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
    Ref filenames = a.args.size() > 0 ? a.args[0] : a.kwarg("filenames");
    if (!filenames) py::raise_type_error("TextLineDatasetV2.__init__() missing 1 required positional argument: 'filenames'");
    Ref compression = a.args.size() > 1 ? a.args[1] : a.kwarg("compression_type");
    if (compression && !py::is_none(compression.get()) && py::str(compression) != "")
      py::raise(py::E().NotImplementedError, "tfplay's TextLineDataset reads uncompressed files only");
    std::vector<std::string> files = filenames_arg(filenames, "TextLineDataset");
    auto open = [files]() -> std::unique_ptr<Iterator> {
      auto it = std::make_unique<LineIterator>();
      it->files = files;
      return it;
    };
    Ref spec = function::spec_object(tensor::TensorShape::scalar(), DType::String, std::nullopt);
    return make_dataset_object(generator_dataset(open, spec), "TextLineDatasetV2");
  };
  return t->self();
}

}  // namespace tfplay::tf::data
