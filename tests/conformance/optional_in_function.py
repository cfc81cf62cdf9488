# tf.experimental.Optional across tf.function boundaries, as Keras 3's TensorFlow trainer uses
# it (keras/src/backend/tensorflow/trainer.py make_train_function): an outer tf.function over a
# tf.data iterator returns Optional.from_value(<inner tf.function's dict of tensors>); both
# functions are do_not_convert wrappers traced with reduce_retracing=True. The Optional is a
# CompositeTensor: the outer graph returns its variant tensor (one Identity), the trace's
# output type is its OptionalSpec, and each call rebuilds an Optional with the traced
# element_spec. Optional.from_value opens name_scope("optional") and names its
# OptionalFromValue op by it (optional_ops.py); the inner call is one PartitionedCall node.
# An Optional argument is typed by its OptionalSpec and fed its variant tensor: the OptionalSpec
# docstring's maybe_square, whose `if optional.has_value():` AutoGraph turns into a tf.cond.
# TF 2.20 sources: optional_ops.py, iterator_ops.py (get_next: IteratorGetNext in a graph),
# polymorphic_function (FunctionType's repr, as pretty_printed_concrete_signatures prints it;
# TypeSpec.__repr__ "%s%r" % (class name, _serialize()), IteratorSpec._serialize() =
# (element_spec,)). The losses follow from the data by hand: mean((x - y)^2) per batch.
import tensorflow as tf


@tf.autograph.experimental.do_not_convert
def one_step_on_data(data):
    print("tracing one_step_on_data:", data)
    x, y = data
    return {"loss": tf.reduce_mean(tf.square(x - y)), "count": tf.shape(x)[0]}


one_step_on_data = tf.function(one_step_on_data, reduce_retracing=True)


@tf.autograph.experimental.do_not_convert
def multi_step_on_iterator(iterator):
    print("tracing multi_step_on_iterator")
    return tf.experimental.Optional.from_value(one_step_on_data(iterator.get_next()))


multi_step_on_iterator = tf.function(multi_step_on_iterator, reduce_retracing=True)

features = tf.constant([[1.0], [2.0], [3.0]])
targets = tf.constant([[1.5], [2.0], [1.0]])
dataset = tf.data.Dataset.from_tensor_slices((features, targets)).batch(2)
steps = int(dataset.cardinality())
for epoch in range(2):
    iterator = iter(dataset)
    for step in range(steps):
        outputs = multi_step_on_iterator(iterator)
        if not outputs.has_value():
            raise StopIteration
        print(epoch, step, outputs.get_value())

print(type(outputs).__name__, outputs.element_spec)
print(multi_step_on_iterator.experimental_get_tracing_count(), one_step_on_data.experimental_get_tracing_count())
print(multi_step_on_iterator.pretty_printed_concrete_signatures())
concrete = multi_step_on_iterator.get_concrete_function(iter(dataset))
print([(op.name, op.type) for op in concrete.graph.get_operations()])


@tf.function(autograph=True)
def maybe_square(optional):
    if optional.has_value():
        x = optional.get_value()
        return x * x
    return -1


print(maybe_square(tf.experimental.Optional.from_value(5)))
print(maybe_square(tf.experimental.Optional.empty(tf.TensorSpec(shape=(), dtype=tf.int32, name=None))))
print(maybe_square.experimental_get_tracing_count())
print(maybe_square.pretty_printed_concrete_signatures())
