// RngReadAndSkip (tensorflow/core/ops/stateful_random_ops.cc; kernel RngReadAndSkipOp in
// tensorflow/core/kernels/stateful_random_ops.cc): the op tf.random.Generator runs for every
// draw, eagerly and inside a tf.function. It reads the int64 state variable of a Philox
// generator ([counter_lo, counter_hi, key]) and moves its counter on by delta * 256 blocks
// (UpdateMemWithPhiloxRandom), returning the state it read. Stateful, so tf.function keeps it
// and runs it in program order with the other ops on the same variable.
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/resource_variable.h"
#include "core/tensor/kernels.h"
#include "core/tensor/kernels_random.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using tensor::Dim;
using tensor::OpError;

constexpr int32_t kRngAlgPhilox = 1;

void add_rng_read_and_skip(OpRegistry& r) {
  OpDef d = make("RngReadAndSkip", "Advance the counter of a counter-based RNG.");
  d.inputs = {fixed_arg("resource", DType::Resource), fixed_arg("alg", DType::Int32),
              fixed_arg("delta", DType::UInt64)};
  d.outputs = {fixed_arg("value", DType::Int64)};
  d.is_stateful = true;
  // RNG_MAX_COUNTER_SIZE + RNG_KEY_SIZE = 3 words.
  d.shape_fn = +[](const InferenceContext&) {
    return std::vector<OutputSpec>{{DType::Int64, TensorShape({Dim(3)})}};
  };
  d.kernel = +[](KernelContext& c) {
    VariableResource& v = live_variable(input_resource<VariableResource>(c));
    const int32_t alg = c.inputs.at(1).data<int32_t>()[0];
    const uint64_t delta = c.inputs.at(2).data<uint64_t>()[0];
    if (!v.value) throw OpError(OpError::Code::FailedPrecondition, "Could not find variable Variable.");
    const Tensor& state = *v.value;
    if (state.dtype() != DType::Int64)
      throw tensor::invalid_argument("dtype of RNG state variable must be int64, not " +
                                     std::string(tensor::runtime_name(state.dtype())));
    if (state.rank() != 1)
      throw tensor::invalid_argument("RNG state must have one and only one dimension, not " + num(state.rank()));
    if (alg != kRngAlgPhilox) throw tensor::invalid_argument("Unsupported algorithm id: " + num(alg));
    if (state.num_elements() < 3)
      throw tensor::invalid_argument("For the Philox algorithm, the size of state must be at least 3; got " +
                                     num(state.num_elements()));
    std::vector<int64_t> words(static_cast<std::size_t>(state.num_elements()));
    for (int64_t i = 0; i < state.num_elements(); ++i) words[static_cast<std::size_t>(i)] = state.as_int64(i);
    Tensor old = Tensor::from_vector<int64_t>(DType::Int64, {3}, {words[0], words[1], words[2]});
    tensor::Philox next = tensor::Philox::from_key_counter(static_cast<uint64_t>(words[2]), static_cast<uint64_t>(words[0]),
                                                           static_cast<uint64_t>(words[1]));
    next.skip(delta * 256);
    const std::array<uint64_t, 2> counter = next.counter_words();
    words[0] = static_cast<int64_t>(counter[0]);
    words[1] = static_cast<int64_t>(counter[1]);
    v.value = Tensor::from_vector<int64_t>(DType::Int64, state.shape(), words);
    return std::vector<Tensor>{old};
  };
  r.add(std::move(d));
}

}  // namespace

void register_rng_state_ops(OpRegistry& r) { add_rng_read_and_skip(r); }

}  // namespace tfplay::graph
