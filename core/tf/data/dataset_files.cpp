// The filenames argument shared by the datasets that read files (TextLineDataset, TFRecordDataset).
#include "core/function/tensor_object.h"
#include "core/python/runtime.h"
#include "core/tf/convert.h"
#include "core/tf/data/dataset_internal.h"

namespace tfplay::tf::data {

std::vector<std::string> filenames_arg(const py::Ref& v, const char* dataset) {
  py::Ref t = convert_to_tensor(v, std::nullopt);
  auto* to = function::as_tensor(t.get());
  if (!to->is_eager())
    py::raise(py::E().NotImplementedError,
              std::string("tfplay cannot build a ") + dataset + " inside a tf.function yet (build it outside)");
  const tensor::Tensor& value = *to->value;
  if (value.dtype() != tensor::DType::String)
    py::raise_type_error("The `filenames` argument must contain `tf.string` elements. Got `" +
                         std::string(tensor::name(value.dtype())) + "` elements.");
  if (value.rank() > 1)
    py::raise_type_error("The `filenames` argument must contain `tf.string` elements of shape [] (i.e. scalars).");
  std::vector<std::string> names;
  for (int64_t i = 0; i < value.num_elements(); ++i) names.push_back(value.data<std::string>()[i]);
  return names;
}

}  // namespace tfplay::tf::data
