// tf.nn.ctc_loss for dense labels (tensorflow/python/ops/ctc_ops.py's ctc_loss_v3 ->
// ctc_loss_dense), written in Python over other ops as TF writes it.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.nn.ctc_loss(labels, logits, label_length, logit_length, logits_time_major=True,
/// unique=None, blank_index=None, name=None): the batched forward-backward CTC loss of
/// ctc_loss_dense (float32 [batch]), whose gradient with respect to the logits is
/// softmax(logits) - the state occupancy, as ctc_loss_and_grad computes it. SparseTensor labels
/// (the CTCLoss kernel's path) and `unique` raise NotImplementedError. Also
/// tf.nn.ctc_greedy_decoder(inputs, sequence_length, merge_repeated=True, blank_index=None):
/// ([SparseTensor of the best paths], minus the summed largest logits [batch, 1]).
void install_ctc_ops(const py::Ref& tf);

}  // namespace tfplay::tf
