// tf.train (TF: tensorflow/python/checkpoint/, tensorflow/python/training/checkpoint_utils.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Runs tf.train's Python source (checkpoints over the run's file system) and sets tf.train
/// with Checkpoint, CheckpointManager, CheckpointOptions, checkpoints_iterator,
/// get_checkpoint_state, latest_checkpoint, list_variables, load_checkpoint and load_variable.
/// Needs tf.Variable, tf.Module, tf.errors, tf.__internal__ and tf.get_logger.
void install_train_api(const py::Ref& tf);

}  // namespace tfplay::tf
