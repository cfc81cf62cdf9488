#include "core/tensor/format_tensor.h"

namespace tfplay::tensor {

std::string numpy_text(const Tensor& t, bool is_repr, const NumpyPrintOptions& opts) {
  std::string text;
  if (is_repr) {
    text = t.rank() == 0 ? python_item_repr(t, 0) : numpy_repr(t, opts);
  } else {
    text = numpy_str(t, opts);
  }
  if (text.find('\n') != std::string::npos) text = "\n" + text;
  return text;
}

std::string eager_tensor_str(const Tensor& t, const NumpyPrintOptions& opts) {
  return "tf.Tensor(" + numpy_text(t, false, opts) + ", shape=" + t.tensor_shape().str() +
         ", dtype=" + std::string(name(t.dtype())) + ")";
}

std::string eager_tensor_repr(const Tensor& t, const NumpyPrintOptions& opts) {
  return "<tf.Tensor: shape=" + t.tensor_shape().str() + ", dtype=" +
         std::string(name(t.dtype())) + ", numpy=" + numpy_text(t, true, opts) + ">";
}

}  // namespace tfplay::tensor
