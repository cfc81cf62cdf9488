// The generators of TF's stateful random kernels (GuardedPhiloxRandom), kept as TF's eager
// kernel cache and each graph node keep them (see random_kernels.cpp). reset_random_kernels and
// KernelInstance are declared in op_registry.h.
#pragma once

#include <cstdint>

#include "core/tensor/kernels_random.h"

namespace tfplay::graph {

/// The Philox generator of the stateful random kernel with attrs seed/seed2 (GuardedPhiloxRandom:
/// PhiloxRandom(seed, seed2); random seeds, a fresh generator each call, when both are 0),
/// persisting from one execution to the next. `kernel` tells kernels apart beyond their seeds: a
/// graph node (each node has its own kernel), or a key standing for an eager op's other attrs
/// (null: the random ops' kernels, shared by seeds alone). Draws advance it in place.
tensor::Philox& generator_for(int64_t seed, int64_t seed2, const void* kernel);

}  // namespace tfplay::graph
