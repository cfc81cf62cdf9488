// CTCGreedyDecoder (TF: tensorflow/core/ops/ctc_ops.cc, kernels/ctc_decoder_ops.cc and
// util/ctc/ctc_decoder.h's CTCGreedyDecoder): per batch entry the best class of each of its
// first sequence_length[b] frames (the first of equal maxima), dropping blanks and, with
// merge_repeated, repeats of the previous frame's class; the score is minus the sum of the
// frames' largest logits.
#include <string>
#include <vector>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using tensor::Dim;
using tensor::invalid_argument;
using tensor::OpError;

template <typename T>
std::vector<Tensor> greedy_decode(const Tensor& inputs, const std::vector<int64_t>& seq_len, bool merge_repeated,
                                  int64_t blank, DType dtype) {
  const int64_t batch = inputs.shape()[1], classes = inputs.shape()[2];
  const T* x = inputs.data<T>();
  std::vector<std::vector<int64_t>> decoded(static_cast<std::size_t>(batch));
  std::vector<T> scores(static_cast<std::size_t>(batch), T(0));
  for (int64_t b = 0; b < batch; ++b) {
    int64_t prev = -1;
    for (int64_t t = 0; t < seq_len[b]; ++t) {
      const T* row = x + (t * batch + b) * classes;
      int64_t best = 0;
      for (int64_t k = 1; k < classes; ++k)
        if (row[k] > row[best]) best = k;
      scores[b] += -row[best];
      if (best != blank && !(merge_repeated && best == prev)) decoded[b].push_back(best);
      prev = best;
    }
  }
  std::vector<int64_t> indices, values;
  int64_t max_len = 0;
  for (int64_t b = 0; b < batch; ++b) {
    const auto n = static_cast<int64_t>(decoded[b].size());
    max_len = std::max(max_len, n);
    for (int64_t j = 0; j < n; ++j) {
      indices.push_back(b);
      indices.push_back(j);
      values.push_back(decoded[b][j]);
    }
  }
  const auto total = static_cast<int64_t>(values.size());
  return {Tensor::from_vector<int64_t>(DType::Int64, {total, 2}, indices),
          Tensor::from_vector<int64_t>(DType::Int64, {total}, values),
          Tensor::from_vector<int64_t>(DType::Int64, {2}, {batch, max_len}),
          Tensor::from_vector<T>(dtype, {batch, 1}, scores)};
}

// CTCGreedyDecoderOp::Compute with ValidateInputsGenerateOutputs' checks.
std::vector<Tensor> ctc_greedy_decoder(const KernelContext& c) {
  const Tensor& inputs = c.inputs[0];
  const Tensor& seq = c.inputs[1];
  if (inputs.rank() != 3) throw invalid_argument("inputs is not a 3-Tensor");
  if (seq.rank() != 1) throw invalid_argument("sequence_length is not a vector");
  const int64_t max_time = inputs.shape()[0], batch = inputs.shape()[1], classes = inputs.shape()[2];
  if (max_time == 0) throw invalid_argument("max_time is 0");
  if (seq.shape()[0] != batch)
    throw invalid_argument("len(sequence_length) != batch_size.  len(sequence_length):  " + num(seq.shape()[0]) +
                           " batch_size: " + num(batch));
  std::vector<int64_t> seq_len;
  for (int64_t b = 0; b < batch; ++b) {
    seq_len.push_back(seq.as_int64(b));
    if (seq_len.back() > max_time)
      throw OpError(OpError::Code::FailedPrecondition, "sequence_length(" + num(b) + ") <= " + num(max_time));
  }
  if (classes <= 0) throw invalid_argument("num_classes cannot be 0");
  const int64_t attr_blank = c.attr<int64_t>("blank_index");
  const int64_t blank = attr_blank < 0 ? classes + attr_blank : attr_blank;
  if (blank < 0 || blank >= classes)
    throw invalid_argument("blank_index expected to be between " + num(-classes) + " and " + num(classes - 1) +
                           " but was " + num(attr_blank));
  const bool merge = c.attr<bool>("merge_repeated");
  if (inputs.dtype() == DType::Float64) return greedy_decode<double>(inputs, seq_len, merge, blank, DType::Float64);
  return greedy_decode<float>(inputs, seq_len, merge, blank, DType::Float32);
}

}  // namespace

void register_ctc_decoder_ops(OpRegistry& r) {
  OpDef d = make("CTCGreedyDecoder", "Performs greedy decoding on the logits given in inputs.");
  d.inputs = {arg("inputs", "T"), fixed_arg("sequence_length", DType::Int32)};
  d.outputs = {fixed_arg("decoded_indices", DType::Int64), fixed_arg("decoded_values", DType::Int64),
               fixed_arg("decoded_shape", DType::Int64), arg("log_probability", "T")};
  d.attrs = {plain_attr("merge_repeated", "bool", false), plain_attr("blank_index", "int", int64_t{-1}),
             type_attr("T", "float, double", DType::Float32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    const Dim batch = in.has_rank() && *in.rank() == 3 ? in.as_list()[1] : Dim();
    const DType t = c.attr<DType>("T");
    return std::vector<OutputSpec>{{DType::Int64, TensorShape({Dim(), Dim(2)})},
                                   {DType::Int64, TensorShape({Dim()})},
                                   {DType::Int64, TensorShape({Dim(2)})},
                                   {t, TensorShape({batch, Dim(1)})}};
  };
  d.kernel = +[](KernelContext& c) { return ctc_greedy_decoder(c); };
  r.add(std::move(d));
}

}  // namespace tfplay::graph
