// The per-run registry of host callbacks (see host_functions.h).
#include "core/graph/host_functions.h"

#include <map>

#include "core/tensor/op_error.h"

namespace tfplay::graph {

namespace {

struct Registry {
  std::map<std::string, HostFunction> functions;
  int next_token = 0;
  DatasetIterate iterate;
  IteratorRuntime iterators;
};

Registry& registry() {
  static thread_local Registry r;
  return r;
}

}  // namespace

std::string register_host_function(HostFunction fn) {
  Registry& r = registry();
  std::string token = "pyfunc_" + std::to_string(r.next_token++);
  r.functions[token] = std::move(fn);
  return token;
}

const HostFunction& host_function(const std::string& token) {
  Registry& r = registry();
  auto it = r.functions.find(token);
  if (it == r.functions.end())
    throw tensor::invalid_argument("Could not find callback with key=" + token + " in the registry.");
  return it->second;
}

void set_dataset_iterate(DatasetIterate fn) { registry().iterate = std::move(fn); }

void iterate_dataset(const tensor::Tensor& handle, const ElementVisitor& visit) {
  Registry& r = registry();
  if (!r.iterate) throw tensor::OpError(tensor::OpError::Code::Internal, "no tf.data runtime is installed");
  r.iterate(handle, visit);
}

void set_iterator_runtime(IteratorRuntime rt) { registry().iterators = std::move(rt); }

const IteratorRuntime& iterator_runtime() {
  const Registry& r = registry();
  if (!r.iterators.next) throw tensor::OpError(tensor::OpError::Code::Internal, "no tf.data runtime is installed");
  return r.iterators;
}

void reset_host_functions() { registry() = Registry(); }

}  // namespace tfplay::graph
