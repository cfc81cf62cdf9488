# A tf.data iterator passed to a tf.function is an OwnedIterator: a CompositeTensor whose trace
# type is IteratorSpec(element_spec), so one trace serves every call, and next() inside the
# graph is an IteratorGetNext op on the iterator's resource that advances at each call.
# A plain Python iterator is traced as an object (by identity): its next() runs while tracing
# only, so the traced constant repeats.
# TF source: tensorflow/python/data/ops/iterator_ops.py (OwnedIterator, IteratorSpec,
# _next_internal), tensorflow/core/kernels/data/iterator_ops.cc (IteratorGetNextOp:
# OutOfRange "End of sequence"; not called here, as TF's C++ runtime also logs a timestamped
# "Local rendezvous is aborting" line then), tensorflow/python/ops/gen_dataset_ops.py (op name).
import tensorflow as tf

letters = tf.data.Dataset.from_tensor_slices([7, 8, 9])


@tf.function
def show_next(iterator):
  item = next(iterator)
  print("traced:", item)
  tf.print("next value:", item)


stream = iter(letters)
print(stream.element_spec)
show_next(stream)
show_next(stream)
show_next(stream)
print("traces:", show_next.experimental_get_tracing_count())
print("after the calls:", next(stream, "exhausted"))


@tf.function
def show_python_next(iterator):
  tf.print("python next:", next(iterator))


numbers = iter([4, 5, 6])
show_python_next(numbers)
show_python_next(numbers)
show_python_next(numbers)
print("python traces:", show_python_next.experimental_get_tracing_count())
print("left in the list iterator:", list(numbers))

# Two iterators of the same element_spec share the trace but not their positions.
other = iter(letters)
show_next(other)
fresh = iter(letters.map(lambda v: v * 10))
show_next(fresh)
show_next(other)
print("traces:", show_next.experimental_get_tracing_count())
