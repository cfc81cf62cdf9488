// tf.io's TFRecord and tf.train.Example parsing functions, written in Python after TF 2.20's
// tensorflow/python/lib/io/tf_record.py (TFRecordWriter, TFRecordOptions), parsing_config.py
// (FixedLenFeature, VarLenFeature, FixedLenSequenceFeature) and parsing_ops.py
// (parse_example, parse_single_example over the ParseExampleV2 op, ops_parsing.cpp; decode_csv
// over DecodeCSV, ops_decode_csv.cpp), and
// tf.data.experimental.TFRecordWriter (data/experimental/ops/writers.py).
#include "core/tf/tfrecord_api.h"

#include "core/function/deprecation.h"
#include "core/graph/tfrecord_format.h"
#include "core/python/interpreter.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

constexpr const char* kModuleName = "tensorflow.python.ops.parsing_ops";  // its Python: core/tf/library/tensorflow/python/ops/parsing_ops.py

const std::string& bytes_of(const Ref& v) {
  if (v->cls != py::T().bytes) py::raise_type_error("a bytes-like object is required, not '" + py::type_name(v.get()) + "'");
  return static_cast<const py::BytesObject*>(v.get())->value;
}

Ref make_natives() {
  Ref m = py::Module("_tfplay_parsing");
  // deprecated(what, instructions): deprecation.deprecated's notice, once per process.
  def(m, "deprecated", +[](CallArgs& a) -> Ref {
    const std::string what = py::str(a.args.at(0));
    function::warn_deprecated(what, what, py::str(a.args.at(1)));
    return py::None();
  });
  // frame(data): one TFRecord record as written to the file.
  def(m, "frame", +[](CallArgs& a) -> Ref { return py::Bytes(graph::tfrecord::frame(bytes_of(a.args.at(0)))); });
  // records(file_bytes): ([records], DataLoss text or "").
  def(m, "records", +[](CallArgs& a) -> Ref {
    std::string error;
    std::vector<Ref> out;
    for (std::string& r : graph::tfrecord::read_all(bytes_of(a.args.at(0)), error)) out.push_back(py::Bytes(std::move(r)));
    return py::Tuple({py::List(std::move(out)), py::Str(error)});
  });
  // parse_example_v2(serialized, names, sparse_keys, dense_keys, dense_defaults, sparse_types,
  // dense_shapes, dense_types): gen_parsing_ops.parse_example_v2 without ragged features; the
  // op's outputs as a list.
  def(m, "parse_example_v2", +[](CallArgs& a) -> Ref {
    std::vector<tensor::DType> sparse_types, dense_types;
    for (const Ref& t : py::to_vector(a.args.at(5))) sparse_types.push_back(required_dtype_arg(t));
    for (const Ref& t : py::to_vector(a.args.at(7))) dense_types.push_back(required_dtype_arg(t));
    std::vector<tensor::TensorShape> shapes;  // -1: an unknown dimension (TensorShapeProto's)
    for (const Ref& s : py::to_vector(a.args.at(6))) {
      std::vector<tensor::Dim> dims;
      for (const Ref& d : py::to_vector(s)) {
        const int64_t n = py::as_int(d.get());
        dims.push_back(n < 0 ? tensor::Dim{} : tensor::Dim{n});
      }
      shapes.emplace_back(dims);
    }
    graph::AttrMap attrs = {{"Tdense", dense_types},
                            {"num_sparse", static_cast<int64_t>(sparse_types.size())},
                            {"sparse_types", sparse_types},
                            {"ragged_value_types", std::vector<tensor::DType>{}},
                            {"ragged_split_types", std::vector<tensor::DType>{}},
                            {"dense_shapes", shapes}};
    std::vector<Ref> inputs = {a.args.at(0), a.args.at(1), a.args.at(2), a.args.at(3), py::List({}), a.args.at(4)};
    return py::List(apply_op("ParseExampleV2", inputs, std::move(attrs)));
  });
  // decode_csv(records, record_defaults, field_delim, use_quote_delim, na_value, select_cols,
  // name): gen_parsing_ops.decode_csv after its attr checks; the outputs as a list.
  def(m, "decode_csv", +[](CallArgs& a) -> Ref {
    std::vector<int64_t> select_cols;
    for (const Ref& c : py::to_vector(a.args.at(5))) select_cols.push_back(py::as_int(c.get()));
    graph::AttrMap attrs = {{"field_delim", py::as_str(a.args.at(2).get())},
                            {"use_quote_delim", py::truthy(a.args.at(3))},
                            {"na_value", py::as_str(a.args.at(4).get())},
                            {"select_cols", select_cols}};
    return py::List(apply_op("DecodeCSV", {a.args.at(0), a.args.at(1)}, std::move(attrs), a.args.at(6)));
  });
  return m;
}

}  // namespace

void install_tfrecord_io(const Ref& tf) {
  // The parsing module runs when a program first uses one of its names (lazy_module.h).
  auto parsing_ops = [tf] {
    return lazy_library_module(kModuleName, nullptr, [tf](const Ref& m) {
      py::call(m->dict->get("_install"), std::vector<Ref>{tf, make_natives()});
    });
  };
  Ref io = submodule_of(tf, "io");
  std::vector<std::string> names = {"FixedLenFeature", "VarLenFeature", "FixedLenSequenceFeature", "RaggedFeature", "decode_csv",
                                    "parse_example", "parse_single_example", "TFRecordWriter", "TFRecordOptions"};
  lazy_attributes(io, "tf.io", names, [io, names, parsing_ops] {
    Ref m = parsing_ops();
    for (const std::string& name : names) io->dict->set(name, m->dict->get(name));
  });
  Ref data_experimental = submodule_of(submodule_of(tf, "data"), "experimental");
  lazy_attributes(data_experimental, "tf.data.experimental", {"TFRecordWriter"}, [data_experimental, parsing_ops] {
    data_experimental->dict->set("TFRecordWriter", parsing_ops()->dict->get("DatasetTFRecordWriter"));
  });
  // gen_parsing_ops.serialize_tensor(tensor, name=None) / parse_tensor(serialized, out_type, name=None).
  def(io, "serialize_tensor", +[](CallArgs& a) -> Ref {
    Ref tensor = a.args.size() > 0 ? a.args[0] : a.kwarg("tensor");
    if (!tensor) py::raise_type_error("serialize_tensor() missing 1 required positional argument: 'tensor'");
    Ref name = a.args.size() > 1 ? a.args[1] : a.kwarg("name");
    return apply_op1("SerializeTensor", {tensor}, {}, name);
  });
  def(io, "parse_tensor", +[](CallArgs& a) -> Ref {
    Ref serialized = a.args.size() > 0 ? a.args[0] : a.kwarg("serialized");
    Ref out_type = a.args.size() > 1 ? a.args[1] : a.kwarg("out_type");
    if (!serialized || !out_type)
      py::raise_type_error(std::string("parse_tensor() missing 1 required positional argument: '") +
                           (serialized ? "out_type" : "serialized") + "'");
    Ref name = a.args.size() > 2 ? a.args[2] : a.kwarg("name");
    return apply_op1("ParseTensor", {serialized}, {{"out_type", required_dtype_arg(out_type)}}, name);
  });
}

}  // namespace tfplay::tf
