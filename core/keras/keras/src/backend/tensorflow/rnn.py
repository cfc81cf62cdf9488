"""The recurrent loop on the TensorFlow backend (keras/src/backend/tensorflow/rnn.py): `rnn`
iterates a step function over the time axis, as a tf.while_loop over TensorArrays (or, with
`unroll=True`, a Python loop), and `lstm`/`gru`, the cuDNN kernels, which raise
NotImplementedError without a GPU so the layers fall back to `rnn`."""
import tensorflow as tf

from keras.src import tree


def rnn(step_function, inputs, initial_states, go_backwards=False, mask=None, constants=None, unroll=False,
        input_length=None, time_major=False, zero_output_for_mask=False, return_all_outputs=True):
    """Runs `step_function(input_t, states) -> (output_t, new_states)` over the time axis of
    `inputs` (batch, time, ...) (time first with `time_major`). Returns (last_output, outputs,
    new_states); outputs holds every step's output (only the last with
    `return_all_outputs=False`). A (batch, time) `mask` keeps the previous output and states at
    masked steps (zeros for the output with `zero_output_for_mask`)."""
    input_length = input_length or inputs.shape[1]

    def swap_batch_timestep(input_t):
        axes = list(range(len(input_t.shape)))
        axes[0], axes[1] = 1, 0
        return tf.transpose(input_t, axes)

    if not time_major:
        inputs = tree.map_structure(swap_batch_timestep, inputs)

    flattened_inputs = tree.flatten(inputs)
    time_steps = flattened_inputs[0].shape[0]
    time_steps_t = tf.shape(flattened_inputs[0])[0] if time_steps is None else time_steps

    for input_ in flattened_inputs:
        input_.shape.with_rank_at_least(3)

    if mask is not None:
        if mask.dtype != tf.bool:
            mask = tf.cast(mask, tf.bool)
        if len(mask.shape) == 2:
            mask = tf.expand_dims(mask, axis=-1)
        if not time_major:
            mask = swap_batch_timestep(mask)

    if constants is None:
        constants = []

    def _expand_mask(mask_t, input_t, fixed_dim=1):
        if tree.is_nested(mask_t):
            raise ValueError(f"mask_t is expected to be tensor, but got {mask_t}")
        if tree.is_nested(input_t):
            raise ValueError(f"input_t is expected to be tensor, but got {input_t}")
        rank_diff = len(input_t.shape) - len(mask_t.shape)
        for _ in range(rank_diff):
            mask_t = tf.expand_dims(mask_t, -1)
        multiples = [1] * fixed_dim + input_t.shape.as_list()[fixed_dim:]
        return tf.tile(mask_t, multiples)

    if unroll:
        if not time_steps:
            raise ValueError("Unrolling requires a fixed number of timesteps.")
        states = tuple(initial_states)
        successive_states = []
        successive_outputs = []

        def _process_single_input_t(input_t):
            input_t = tf.unstack(input_t)
            if go_backwards:
                input_t.reverse()
            return input_t

        if tree.is_nested(inputs):
            processed_input = tree.map_structure(_process_single_input_t, inputs)
        else:
            processed_input = (_process_single_input_t(inputs),)

        def record(output, states):
            # Every step's output and states, or only the last ones.
            if not return_all_outputs:
                successive_outputs.clear()
                successive_states.clear()
            successive_outputs.append(output)
            successive_states.append(states)

        def _get_input_tensor(time):
            inp = [t_[time] for t_ in processed_input]
            return tree.pack_sequence_as(inputs, inp)

        if mask is not None:
            mask_list = tf.unstack(mask)
            if go_backwards:
                mask_list.reverse()
            for i in range(time_steps):
                inp = _get_input_tensor(i)
                mask_t = mask_list[i]
                output, new_states = step_function(inp, tuple(states) + tuple(constants))
                tiled_mask_t = _expand_mask(mask_t, output)
                if not successive_outputs:
                    prev_output = tf.zeros_like(output)
                else:
                    prev_output = successive_outputs[-1]
                output = tf.where(tiled_mask_t, output, prev_output)
                flat_states = tree.flatten(states)
                flat_new_states = tree.flatten(new_states)
                tiled_mask_t = tuple(_expand_mask(mask_t, s) for s in flat_states)
                flat_final_states = tuple(
                    tf.where(m, s, ps) for m, s, ps in zip(tiled_mask_t, flat_new_states, flat_states))
                states = tree.pack_sequence_as(states, flat_final_states)
                record(output, states)
            last_output = successive_outputs[-1]
            new_states = successive_states[-1]
            outputs = tf.stack(successive_outputs)
            if zero_output_for_mask:
                last_output = tf.where(_expand_mask(mask_list[-1], last_output), last_output,
                                       tf.zeros_like(last_output))
                outputs = tf.where(_expand_mask(mask, outputs, fixed_dim=2), outputs, tf.zeros_like(outputs))
        else:
            for i in range(time_steps):
                inp = _get_input_tensor(i)
                output, states = step_function(inp, tuple(states) + tuple(constants))
                record(output, states)
            last_output = successive_outputs[-1]
            new_states = successive_states[-1]
            outputs = tf.stack(successive_outputs)
    else:
        states = tuple(initial_states)
        input_ta = tuple(
            tf.TensorArray(dtype=inp.dtype, size=time_steps_t, tensor_array_name=f"input_ta_{i}")
            for i, inp in enumerate(flattened_inputs)
        )
        input_ta = tuple(
            ta.unstack(input_) if not go_backwards else ta.unstack(tf.reverse(input_, [0]))
            for ta, input_ in zip(input_ta, flattened_inputs)
        )
        # The first step, run once outside the loop, gives the outputs' dtypes and shapes.
        input_time_zero = tree.pack_sequence_as(inputs, [inp[0] for inp in flattened_inputs])
        output_time_zero, _ = step_function(input_time_zero, tuple(initial_states) + tuple(constants))
        output_ta_size = time_steps_t if return_all_outputs else 1
        output_ta = tuple(
            tf.TensorArray(dtype=out.dtype, size=output_ta_size, element_shape=out.shape,
                           tensor_array_name=f"output_ta_{i}")
            for i, out in enumerate(tree.flatten(output_time_zero))
        )
        time = tf.constant(0, dtype="int32", name="time")
        if input_length is None:
            max_iterations = time_steps_t
        else:
            max_iterations = tf.reduce_max(input_length)
        while_loop_kwargs = {
            "cond": lambda time, *_: time < time_steps_t,
            "maximum_iterations": max_iterations,
            "parallel_iterations": 32,
            "swap_memory": True,
        }
        if mask is not None:
            if go_backwards:
                mask = tf.reverse(mask, [0])
            mask_ta = tf.TensorArray(dtype=tf.bool, size=time_steps_t, tensor_array_name="mask_ta")
            mask_ta = mask_ta.unstack(mask)

            def masking_fn(time):
                return mask_ta.read(time)

            def compute_masked_output(mask_t, flat_out, flat_mask):
                tiled_mask_t = tuple(_expand_mask(mask_t, o, fixed_dim=len(mask_t.shape)) for o in flat_out)
                return tuple(tf.where(m, o, fm) for m, o, fm in zip(tiled_mask_t, flat_out, flat_mask))

        elif isinstance(input_length, tf.Tensor):
            if go_backwards:
                max_len = tf.reduce_max(input_length, axis=0)
                rev_input_length = tf.subtract(max_len - 1, input_length)

                def masking_fn(time):
                    return tf.less(rev_input_length, time)
            else:

                def masking_fn(time):
                    return tf.greater(input_length, time)

            def compute_masked_output(mask_t, flat_out, flat_mask):
                return tuple(tf.where(mask_t, o, zo) for (o, zo) in zip(flat_out, flat_mask))
        else:
            masking_fn = None

        if masking_fn is not None:
            flat_zero_output = tuple(tf.zeros_like(o) for o in tree.flatten(output_time_zero))

            def _step(time, output_ta_t, prev_output, *states):
                current_input = tuple(ta.read(time) for ta in input_ta)
                current_input = tree.pack_sequence_as(inputs, current_input)
                mask_t = masking_fn(time)
                output, new_states = step_function(current_input, tuple(states) + tuple(constants))
                flat_output = tree.flatten(output)
                flat_mask_output = flat_zero_output if zero_output_for_mask else tree.flatten(prev_output)
                flat_new_output = compute_masked_output(mask_t, flat_output, flat_mask_output)
                flat_state = tree.flatten(states)
                flat_new_state = tree.flatten(new_states)
                flat_final_state = compute_masked_output(mask_t, flat_new_state, flat_state)
                new_states = tree.pack_sequence_as(new_states, flat_final_state)
                ta_index_to_write = time if return_all_outputs else 0
                output_ta_t = tuple(ta.write(ta_index_to_write, out) for ta, out in zip(output_ta_t, flat_new_output))
                return (time + 1, output_ta_t, tuple(flat_new_output)) + tuple(new_states)

            final_outputs = tf.while_loop(body=_step, loop_vars=(time, output_ta, flat_zero_output) + states,
                                          **while_loop_kwargs)
            new_states = final_outputs[3:]
        else:

            def _step(time, output_ta_t, *states):
                current_input = tuple(ta.read(time) for ta in input_ta)
                current_input = tree.pack_sequence_as(inputs, current_input)
                output, new_states = step_function(current_input, tuple(states) + tuple(constants))
                flat_new_state = tree.flatten(new_states)
                flat_output = tree.flatten(output)
                ta_index_to_write = time if return_all_outputs else 0
                output_ta_t = tuple(ta.write(ta_index_to_write, out) for ta, out in zip(output_ta_t, flat_output))
                new_states = tree.pack_sequence_as(initial_states, flat_new_state)
                return (time + 1, output_ta_t) + tuple(new_states)

            final_outputs = tf.while_loop(body=_step, loop_vars=(time, output_ta) + states, **while_loop_kwargs)
            new_states = final_outputs[2:]

        output_ta = final_outputs[1]
        outputs = tuple(o.stack() for o in output_ta)
        last_output = tuple(o[-1] for o in outputs)
        outputs = tree.pack_sequence_as(output_time_zero, outputs)
        last_output = tree.pack_sequence_as(output_time_zero, last_output)

    if not time_major:
        outputs = tree.map_structure(swap_batch_timestep, outputs)
    return last_output, outputs, new_states


def _is_gpu_available():
    return bool(tf.config.list_logical_devices("GPU"))


def _do_lstm_arguments_support_cudnn(activation, recurrent_activation, unroll, use_bias):
    from keras.src import activations, ops

    return (activation in (activations.tanh, tf.tanh, ops.tanh)
            and recurrent_activation in (activations.sigmoid, tf.sigmoid, ops.sigmoid)
            and not unroll and use_bias)


def cudnn_ok(activation, recurrent_activation, unroll, use_bias, reset_after=None):
    """True when the cuDNN kernel could run the layer: its default activations, no unrolling,
    a bias (and reset_after for GRU), and a GPU, which tfplay never has."""
    args_supported = _do_lstm_arguments_support_cudnn(activation, recurrent_activation, unroll, use_bias)
    if reset_after is not None:
        args_supported = args_supported and reset_after
    return args_supported and _is_gpu_available()


def lstm(inputs, initial_state_h, initial_state_c, mask, kernel, recurrent_kernel, bias, activation,
         recurrent_activation, return_sequences=False, go_backwards=False, unroll=False, time_major=False):
    """The cuDNN LSTM: NotImplementedError when it cannot run (always, on a CPU)."""
    if not cudnn_ok(activation, recurrent_activation, unroll, use_bias=bias is not None):
        raise NotImplementedError
    raise NotImplementedError("tfplay has no cuDNN kernels")


def gru(inputs, initial_state, mask, kernel, recurrent_kernel, bias, activation, recurrent_activation,
        return_sequences=False, go_backwards=False, unroll=False, time_major=False, reset_after=True):
    """The cuDNN GRU: NotImplementedError when it cannot run (always, on a CPU)."""
    if not cudnn_ok(activation, recurrent_activation, unroll, use_bias=bias is not None, reset_after=reset_after):
        raise NotImplementedError
    raise NotImplementedError("tfplay has no cuDNN kernels")
