# tf.experimental.Optional carried through tf.cond and tf.while_loop, as Keras 3's TensorFlow
# trainer runs steps_per_execution > 1 (keras/src/backend/tensorflow/trainer.py
# multi_step_on_iterator, here with steps_per_execution=2): the loop variables hold an
# Optional.empty(None) whose element_spec is set once a step ran, and the next input as
# iterator.get_next_as_optional(). Control flow carries an Optional as its variant tensor
# (OptionalSpec._to_components / _from_components), so the loop and the conds return
# Optionals again. The dataset has batches [0, 1], [2, 3], [4]: the first call runs two steps
# (the last loss is 2 + 3), the second one step (4), the third none (no value).
# TF 2.20 sources: optional_ops.py, iterator_ops.py get_next_as_optional, cond_v2 / while_v2
# (nest.flatten with expand_composites=True), Keras 3.11's trainer.
import tensorflow as tf
steps_per_execution = 2
unrolled = 1

@tf.autograph.experimental.do_not_convert
def one_step_on_data(data):
    print("tracing one step")
    return {"loss": tf.reduce_sum(data)}
one_step_on_data = tf.function(one_step_on_data, reduce_retracing=True)

@tf.autograph.experimental.do_not_convert
def multi_step_on_iterator(iterator):
    empty_outputs = tf.experimental.Optional.empty(None)

    def cond(execution_step, optional_outputs, next_optional_inputs):
        return tf.logical_and(tf.less(execution_step, steps_per_execution), next_optional_inputs.has_value())

    def inner_body(execution_step, optional_outputs, next_optional_inputs):
        def has_next():
            next_optional_outputs = tf.experimental.Optional.from_value(one_step_on_data(next_optional_inputs.get_value()))
            empty_outputs._element_spec = next_optional_outputs.element_spec
            return next_optional_outputs

        def no_has_next():
            optional_outputs._element_spec = empty_outputs._element_spec
            return optional_outputs

        next_optional_outputs = tf.cond(
            tf.logical_and(tf.less(execution_step, steps_per_execution), next_optional_inputs.has_value()),
            has_next, no_has_next)
        return (execution_step + 1, next_optional_outputs,
                tf.cond(tf.less(execution_step + 1, steps_per_execution),
                        lambda: iterator.get_next_as_optional(), lambda: next_optional_inputs))

    def body(execution_step, optional_outputs, next_optional_inputs):
        for _ in range(min(unrolled, steps_per_execution)):
            execution_step, optional_outputs, next_optional_inputs = inner_body(execution_step, optional_outputs, next_optional_inputs)
        return (execution_step, optional_outputs, next_optional_inputs)

    execution_step = tf.constant(0)
    next_optional_inputs = iterator.get_next_as_optional()
    _, final_optional_outputs, _ = tf.while_loop(cond, body, loop_vars=[execution_step, empty_outputs, next_optional_inputs])
    final_optional_outputs._element_spec = empty_outputs.element_spec
    return final_optional_outputs
multi_step_on_iterator = tf.function(multi_step_on_iterator, reduce_retracing=True)

dataset = tf.data.Dataset.range(5).batch(2)
iterator = iter(dataset)
for _ in range(3):
    outputs = multi_step_on_iterator(iterator)
    print(outputs.has_value(), outputs.get_value() if outputs.has_value() else None)
