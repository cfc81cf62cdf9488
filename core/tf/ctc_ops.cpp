// tf.nn.ctc_loss's dense path as ctc_ops.py (TF 2.20) writes it: ctc_loss_dense transposes to
// time-major and moves the blank to index 0, then ctc_loss_and_grad runs the forward-backward
// algorithm in log space over the CTC state graph (_ctc_state_trans, ctc_state_log_probs,
// _ilabel_to_state, _state_to_olabel, _forward_backward_log). TF wraps it in a Defun whose
// python_grad_func scales the precomputed gradient by the incoming one; tf.custom_gradient does
// the same here. ctc_greedy_decoder wraps the CTCGreedyDecoder op's outputs in a SparseTensor.
// _scan is TF's While over accumulators, here a tf.while_loop writing a
// TensorArray (the values are the same; TF's loop has no gradient either).
#include "core/tf/ctc_ops.h"

#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

namespace {

constexpr const char* kCtcSource = R"PY(
tf = None


def _install(tf_module):
    global tf
    tf = tf_module


def _get_dim(tensor, i):
    """Get value of tensor shape[i] preferring static value if available."""
    return tensor.shape[i] or tf.shape(tensor)[i]


def _ctc_state_trans(label_seq):
    with tf.name_scope("ctc_state_trans"):
        label_seq = tf.convert_to_tensor(label_seq, name="label_seq")
        batch_size = _get_dim(label_seq, 0)
        num_labels = _get_dim(label_seq, 1)

        num_label_states = num_labels + 1
        num_states = 2 * num_label_states

        label_states = tf.range(num_label_states)
        blank_states = label_states + num_label_states

        # Start state to first label.
        start_to_label = [[1, 0]]

        # Blank to label transitions.
        blank_to_label = tf.stack([label_states[1:], blank_states[:-1]], 1)

        # Label to blank transitions.
        label_to_blank = tf.stack([blank_states, label_states], 1)

        # Scatter transitions that don't depend on sequence.
        indices = tf.concat([start_to_label, blank_to_label, label_to_blank], 0)
        values = tf.ones([_get_dim(indices, 0)])
        trans = tf.scatter_nd(indices, values, shape=[num_states, num_states])
        trans += tf.eye(num_states)  # Self-loops.

        # Label to label transitions. Disallow transitions between repeated labels
        # with no blank state in between.
        batch_idx = tf.zeros_like(label_states[2:])
        indices = tf.stack([batch_idx, label_states[2:], label_states[1:-1]], 1)
        indices = tf.tile(tf.expand_dims(indices, 0), [batch_size, 1, 1])
        batch_idx = tf.expand_dims(tf.range(batch_size), 1) * [1, 0, 0]
        indices += tf.expand_dims(batch_idx, 1)
        repeats = tf.equal(label_seq[:, :-1], label_seq[:, 1:])
        values = 1.0 - tf.cast(repeats, tf.float32)
        batched_shape = [batch_size, num_states, num_states]
        label_to_label = tf.scatter_nd(indices, values, batched_shape)

        return tf.expand_dims(trans, 0) + label_to_label


def ctc_state_log_probs(seq_lengths, max_seq_length):
    batch_size = _get_dim(seq_lengths, 0)
    num_label_states = max_seq_length + 1
    num_duration_states = 2
    num_states = num_duration_states * num_label_states
    log_0 = tf.cast(tf.math.log(tf.cast(0, tf.float64) + 1e-307), tf.float32)

    initial_state_log_probs = tf.one_hot(
        indices=tf.zeros([batch_size], dtype=tf.int32), depth=num_states, on_value=0.0, off_value=log_0, axis=1)

    label_final_state_mask = tf.one_hot(seq_lengths, depth=num_label_states, axis=0)
    duration_final_state_mask = tf.ones([num_duration_states, 1, batch_size])
    final_state_mask = duration_final_state_mask * label_final_state_mask
    final_state_log_probs = (1.0 - final_state_mask) * log_0
    final_state_log_probs = tf.reshape(final_state_log_probs, [num_states, batch_size])

    return initial_state_log_probs, tf.transpose(final_state_log_probs)


def _ilabel_to_state(labels, num_labels, ilabel_log_probs):
    """Project ilabel log probs to state log probs."""
    num_label_states = _get_dim(labels, 1)
    blank = ilabel_log_probs[:, :, :1]
    blank = tf.tile(blank, [1, 1, num_label_states + 1])
    one_hot = tf.one_hot(labels, depth=num_labels)
    one_hot = tf.expand_dims(one_hot, axis=0)
    ilabel_log_probs = tf.expand_dims(ilabel_log_probs, axis=2)
    state_log_probs = tf.reduce_sum(ilabel_log_probs * one_hot, axis=3)
    state_log_probs = tf.concat([state_log_probs, blank], axis=2)
    return tf.pad(state_log_probs, [[0, 0], [0, 0], [1, 0]], constant_values=tf.math.log(0.0))


def _state_to_olabel(labels, num_labels, states):
    """Sum state log probs to ilabel log probs."""
    num_label_states = _get_dim(labels, 1) + 1
    label_states = states[:, :, 1:num_label_states]
    blank_states = states[:, :, num_label_states:]
    one_hot = tf.one_hot(labels - 1, depth=(num_labels - 1), on_value=0.0, off_value=tf.math.log(0.0))
    one_hot = tf.expand_dims(one_hot, axis=0)
    label_states = tf.expand_dims(label_states, axis=3)
    label_olabels = tf.reduce_logsumexp(label_states + one_hot, axis=2)
    blank_olabels = tf.reduce_logsumexp(blank_states, axis=2, keepdims=True)
    return tf.concat([blank_olabels, label_olabels], axis=-1)


def ctc_loss_and_grad(logits, labels, label_length, logit_length):
    num_labels = _get_dim(logits, 2)
    max_label_seq_length = _get_dim(labels, 1)

    ilabel_log_probs = tf.nn.log_softmax(logits)
    state_log_probs = _ilabel_to_state(labels, num_labels, ilabel_log_probs)
    state_trans_probs = _ctc_state_trans(labels)
    initial_state_log_probs, final_state_log_probs = ctc_state_log_probs(label_length, max_label_seq_length)
    fwd_bwd_log_probs, log_likelihood = _forward_backward_log(
        state_trans_log_probs=tf.math.log(state_trans_probs),
        initial_state_log_probs=initial_state_log_probs,
        final_state_log_probs=final_state_log_probs,
        observed_log_probs=state_log_probs,
        sequence_length=logit_length)

    olabel_log_probs = _state_to_olabel(labels, num_labels, fwd_bwd_log_probs)

    grad = tf.exp(ilabel_log_probs) - tf.exp(olabel_log_probs)
    loss = -log_likelihood
    return loss, grad


def _forward_backward_log(state_trans_log_probs, initial_state_log_probs, final_state_log_probs,
                          observed_log_probs, sequence_length):
    if state_trans_log_probs.shape.ndims == 2:
        perm = [1, 0]
    elif state_trans_log_probs.shape.ndims == 3:
        perm = [0, 2, 1]
    else:
        raise ValueError("state_trans_log_probs rank must be known and == 2 or 3, is: %s"
                         % state_trans_log_probs.shape.ndims)

    bwd_state_trans_log_probs = tf.transpose(state_trans_log_probs, perm)
    batch_size = _get_dim(observed_log_probs, 1)

    def _forward(state_log_prob, obs_log_prob):
        state_log_prob = tf.expand_dims(state_log_prob, axis=1)  # Broadcast.
        state_log_prob += state_trans_log_probs
        state_log_prob = tf.reduce_logsumexp(state_log_prob, axis=-1)
        state_log_prob += obs_log_prob
        log_prob_sum = tf.reduce_logsumexp(state_log_prob, axis=-1, keepdims=True)
        state_log_prob -= log_prob_sum
        return state_log_prob

    fwd = _scan(_forward, observed_log_probs, initial_state_log_probs, inclusive=True)

    def _backward(accs, elems):
        """Calculate log probs and cumulative sum masked for sequence length."""
        state_log_prob, cum_log_sum = accs
        obs_log_prob, mask = elems
        state_log_prob += obs_log_prob
        state_log_prob = tf.expand_dims(state_log_prob, axis=1)  # Broadcast.
        state_log_prob += bwd_state_trans_log_probs
        state_log_prob = tf.reduce_logsumexp(state_log_prob, axis=-1)

        log_prob_sum = tf.reduce_logsumexp(state_log_prob, axis=-1, keepdims=True)
        state_log_prob -= log_prob_sum

        cum_log_sum += tf.squeeze(log_prob_sum) * mask
        batched_mask = tf.expand_dims(mask, axis=1)
        out = state_log_prob * batched_mask
        out += final_state_log_probs * (1.0 - batched_mask)
        return out, cum_log_sum

    zero_log_sum = tf.zeros([batch_size])
    maxlen = _get_dim(observed_log_probs, 0)
    mask = tf.sequence_mask(sequence_length, maxlen, tf.float32)
    mask = tf.transpose(mask, perm=[1, 0])

    bwd, cum_log_sum = _scan(_backward, (observed_log_probs, mask), (final_state_log_probs, zero_log_sum),
                             reverse=True, inclusive=True)

    fwd_bwd_log_probs = fwd[1:] + bwd[1:]
    fwd_bwd_log_probs_sum = tf.reduce_logsumexp(fwd_bwd_log_probs, axis=2, keepdims=True)
    fwd_bwd_log_probs -= fwd_bwd_log_probs_sum
    fwd_bwd_log_probs += tf.math.log(tf.expand_dims(mask, axis=2))

    log_likelihood = bwd[0, :, 0] + cum_log_sum[0]

    return fwd_bwd_log_probs, log_likelihood


def _scan(fn, elems, initial, reverse=False, inclusive=False):
    # TF's _scan: fn over the first axis of `elems` from the accumulators `initial`; output i
    # (i + 1 when inclusive and forward) holds the accumulators after element i, and an
    # inclusive scan also keeps `initial` (at 0 forward, at the end in reverse).
    flat_elems = [tf.convert_to_tensor(x) for x in tf.nest.flatten(elems)]
    num_elems = tf.shape(flat_elems[0])[0]
    pack_elems = lambda x: tf.nest.pack_sequence_as(structure=elems, flat_sequence=x)  # noqa: E731
    flat_initial = [tf.convert_to_tensor(x) for x in tf.nest.flatten(initial)]
    pack = lambda x: tf.nest.pack_sequence_as(structure=initial, flat_sequence=x)  # noqa: E731
    num_outputs = num_elems + (1 if inclusive else 0)
    outputs = [tf.TensorArray(x.dtype, size=num_outputs, element_shape=x.shape) for x in flat_initial]
    init_i = num_elems - 1 if reverse else tf.constant(0, dtype=tf.int32)
    if inclusive:
        outputs = [ta.write(init_i + (1 if reverse else 0), x) for ta, x in zip(outputs, flat_initial)]

    def cond(i, outs, accum):
        return i >= 0 if reverse else i < num_elems

    def body(i, outs, accum):
        slices = [tf.gather(e, i) for e in flat_elems]
        accum = tf.nest.flatten(fn(pack(accum), pack_elems(slices)))
        update_i = i + 1 if inclusive and not reverse else i
        outs = [ta.write(update_i, y) for ta, y in zip(outs, accum)]
        return (i - 1 if reverse else i + 1), outs, accum

    _, outputs, _ = tf.while_loop(cond, body, (init_i, outputs, flat_initial))
    return pack([ta.stack() for ta in outputs])


def ctc_loss_dense(labels, logits, label_length, logit_length, logits_time_major=True, unique=None,
                   blank_index=0, name=None):
    with tf.name_scope(name or "ctc_loss_dense"):
        logits = tf.convert_to_tensor(logits, name="logits")
        labels = tf.convert_to_tensor(labels, name="labels")
        label_length = tf.convert_to_tensor(label_length, name="label_length")
        logit_length = tf.convert_to_tensor(logit_length, name="logit_length")

        if not logits_time_major:
            logits = tf.transpose(logits, perm=[1, 0, 2])

        if blank_index != 0:
            if blank_index < 0:
                blank_index += _get_dim(logits, 2)
            logits = tf.concat([
                logits[:, :, blank_index:blank_index + 1],
                logits[:, :, :blank_index],
                logits[:, :, blank_index + 1:],
            ], axis=2)
            labels = tf.where(labels < blank_index, labels + 1, labels)

        if unique:
            raise NotImplementedError("tfplay's tf.nn.ctc_loss does not take `unique` (ctc_unique_labels) yet")

        # The Defun of ctc_loss_dense with python_grad_func=_ctc_loss_grad.
        @tf.custom_gradient
        def compute_ctc_loss(logits_t):
            loss, grad = ctc_loss_and_grad(logits=logits_t, labels=labels, label_length=label_length,
                                           logit_length=logit_length)

            def grad_fn(grad_loss):
                return tf.reshape(grad_loss, [1, -1, 1]) * grad

            return loss, grad_fn

        return compute_ctc_loss(logits)


def ctc_greedy_decoder(inputs, sequence_length, merge_repeated=True, blank_index=None):
    outputs = tf.raw_ops.CTCGreedyDecoder(inputs=inputs, sequence_length=sequence_length,
                                          merge_repeated=merge_repeated,
                                          blank_index=-1 if blank_index is None else blank_index)
    (decoded_ix, decoded_val, decoded_shape, log_probabilities) = outputs
    return ([tf.SparseTensor(decoded_ix, decoded_val, decoded_shape)], log_probabilities)


def ctc_loss_v3(labels, logits, label_length, logit_length, logits_time_major=True, unique=None,
                blank_index=None, name=None):
    if isinstance(labels, tf.SparseTensor):
        raise NotImplementedError("tfplay's tf.nn.ctc_loss takes dense labels only: SparseTensor labels need the "
                                  "CTCLoss kernel, which tfplay does not have yet")
    if blank_index is None:
        blank_index = 0

    return ctc_loss_dense(labels=labels, logits=logits, label_length=label_length, logit_length=logit_length,
                          logits_time_major=logits_time_major, unique=unique, blank_index=blank_index, name=name)
)PY";

}  // namespace

void install_ctc_ops(const py::Ref& tf) {
  py::Ref m = py::Interpreter::current().exec_library_module("tensorflow.python.ops.ctc_ops", kCtcSource);
  py::call(m->dict->get("_install"), std::vector<py::Ref>{tf});
  submodule_of(tf, "nn")->dict->set("ctc_loss", m->dict->get("ctc_loss_v3"));
  submodule_of(tf, "nn")->dict->set("ctc_greedy_decoder", m->dict->get("ctc_greedy_decoder"));
}

}  // namespace tfplay::tf
