// Stateful random kernels' generators (see random_kernels.h).
#include "core/graph/random_kernels.h"

#include <map>
#include <random>
#include <tuple>

#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

// TF keeps one kernel (and so one Philox generator) per distinct (seed, seed2) attr pair in its
// eager kernel cache; the generator advances with every execution. tf.random.set_seed clears
// the cache (context._set_global_seed -> TFE_ContextClearCaches).
// Eager kernels are shared by attrs (node nullptr); each graph node has its own kernel, in each
// instantiation of its function (KernelInstance; 0 outside any).
using KernelKey = std::tuple<uint64_t, int64_t, int64_t, const void*>;

std::map<KernelKey, tensor::Philox>& random_kernels() {
  thread_local std::map<KernelKey, tensor::Philox> kernels;
  return kernels;
}

thread_local uint64_t current_instance = 0;

}  // namespace

tensor::Philox& generator_for(int64_t seed, int64_t seed2, const void* node) {
  if (seed == 0 && seed2 == 0) {
    // Both seeds unset: GuardedPhiloxRandom::Init picks random seeds (a fresh kernel each time).
    thread_local tensor::Philox fresh(0, 0);
    std::random_device rd;
    fresh = tensor::Philox((static_cast<uint64_t>(rd()) << 32) | rd(), (static_cast<uint64_t>(rd()) << 32) | rd());
    return fresh;
  }
  auto& kernels = random_kernels();
  const KernelKey key{current_instance, seed, seed2, node};
  auto it = kernels.find(key);
  if (it == kernels.end()) {
    it = kernels.emplace(key, tensor::Philox(static_cast<uint64_t>(seed), static_cast<uint64_t>(seed2))).first;
  }
  return it->second;
}

void reset_random_kernels() { random_kernels().clear(); }

KernelInstance::KernelInstance() {
  thread_local uint64_t last_id = 0;
  id_ = ++last_id;
}
KernelInstance::~KernelInstance() {
  auto& kernels = random_kernels();
  kernels.erase(kernels.lower_bound(KernelKey{id_, INT64_MIN, INT64_MIN, nullptr}),
                kernels.lower_bound(KernelKey{id_ + 1, INT64_MIN, INT64_MIN, nullptr}));
}
KernelInstance::Active::Active(const KernelInstance& instance) : previous_(current_instance) { current_instance = instance.id_; }
KernelInstance::Active::~Active() { current_instance = previous_; }

}  // namespace tfplay::graph
