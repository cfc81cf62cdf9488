// tf.distribute with the one strategy a single CPU has: the default strategy
// (tensorflow/python/distribute/distribute_lib.py _DefaultDistributionStrategy,
// _DefaultDistributionExtended, ReplicaContext, the per-thread mode stack) and
// reduce_util.ReduceOp; MirroredStrategy and OneDeviceStrategy on the one CPU (one replica:
// mirrored_strategy.py, one_device_strategy.py, mirrored_run.py) and InputContext. The
// multi-device strategies exist as classes (isinstance checks); making one raises
// NotImplementedError.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.distribute (get_strategy, has_strategy, in_cross_replica_context,
/// get_replica_context, ReduceOp, Strategy, StrategyExtended, ReplicaContext and the other
/// strategies' classes) and tf.__internal__.distribute.interim.maybe_merge_call.
void install_distribute(const py::Ref& tf);

/// The class of a tf.Variable made now: values.MirroredVariable while a MirroredStrategy is
/// current (its scope(), its run()), else nullptr (a ResourceVariable).
py::TypeObject* distributed_variable_type();

}  // namespace tfplay::tf
