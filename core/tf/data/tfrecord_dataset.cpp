// tf.data.TFRecordDataset (TF 2.20's readers.py TFRecordDatasetV2 over TFRecordDatasetOp): the
// records of one or more TFRecord files (tfrecord_format.h) as scalar tf.string elements. A file
// is read when iteration reaches it: a missing one raises NotFoundError ("<path>; No such file or
// directory") and a damaged record DataLossError ("corrupted record at 12") from next(), after
// the records before it, as in TF.
#include <memory>

#include "core/function/tensor_object.h"
#include "core/graph/host_files.h"
#include "core/graph/tfrecord_format.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/data/dataset_internal.h"
#include "core/tf/data/dataset_module.h"
#include "core/tf/errors.h"

namespace tfplay::tf::data {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

struct RecordIterator : Iterator {
  std::vector<std::string> files;
  std::size_t file = 0;
  std::vector<std::string> records;
  std::string error;  // the DataLoss text of the loaded file's first bad record
  std::size_t pos = 0;
  bool loaded = false;

  std::optional<Element> next() override {
    while (file < files.size()) {
      if (!loaded) {
        error.clear();
        records = graph::tfrecord::read_all(graph::host_files().read(files[file]), error);
        pos = 0;
        loaded = true;
      }
      if (pos < records.size()) return Element{Tensor::scalar_string(std::move(records[pos++]))};
      if (!error.empty()) {
        const std::string text = error;
        error.clear();
        py::raise(error_type("DataLossError"), text);
      }
      ++file;
      loaded = false;
    }
    return std::nullopt;
  }
};

}  // namespace

Ref tfrecord_dataset_class() {
  py::TypeObject* t = dataset_class("TFRecordDatasetV2");
  t->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
    Ref filenames = a.args.size() > 0 ? a.args[0] : a.kwarg("filenames");
    if (!filenames) py::raise_type_error("TFRecordDatasetV2.__init__() missing 1 required positional argument: 'filenames'");
    Ref compression = a.args.size() > 1 ? a.args[1] : a.kwarg("compression_type");
    if (compression && !py::is_none(compression.get()) && py::str(compression) != "" && py::str(compression) != "NONE")
      py::raise(py::E().NotImplementedError, "tfplay's TFRecordDataset reads uncompressed files only");
    std::vector<std::string> files = filenames_arg(filenames, "TFRecordDataset");
    auto open = [files]() -> std::unique_ptr<Iterator> {
      auto it = std::make_unique<RecordIterator>();
      it->files = files;
      return it;
    };
    Ref spec = function::spec_object(tensor::TensorShape::scalar(), DType::String, std::nullopt);
    return make_dataset_object(generator_dataset(open, spec), "TFRecordDatasetV2");
  };
  return t->self();
}

}  // namespace tfplay::tf::data
