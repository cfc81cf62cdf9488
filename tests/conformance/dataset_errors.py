# tf.data errors. Building the pipeline checks what the traced function returns (a map
# function returning None, a filter predicate that is not a bool scalar); iterating runs the
# kernels, so stacking elements of different shapes fails only when that batch is produced,
# as an InvalidArgumentError; len() needs a known, finite cardinality.
# TF source: tensorflow/python/data/ops/structured_function.py ("Unsupported return value
# from function passed to ..."), filter_op.py ("Invalid `predicate`. ..."),
# dataset_ops.py DatasetV2.__len__, from_tensor_slices_op.py,
# tensorflow/core/kernels/data/batch_util.cc / batch_dataset_op.cc ("Cannot batch tensors
# with different shapes in component 0. ...").
import tensorflow as tf


def forgets_to_return(x):
    x + 1


try:
    tf.data.Dataset.range(3).map(forgets_to_return)
except TypeError as e:
    print("TypeError:", e)

try:
    tf.data.Dataset.range(3).filter(lambda x: x * 2)
except ValueError as e:
    print("ValueError:", e)

try:
    tf.data.Dataset.from_tensor_slices(5)
except ValueError as e:
    print("ValueError:", e)

ragged = tf.data.Dataset.range(1, 4).map(lambda n: tf.range(n)).batch(2)
print(ragged.element_spec)
try:
    for b in ragged:
        print(b)
except tf.errors.InvalidArgumentError as e:
    # The kernel's text sits between the eager op's "{{function_node ...}} " prefix and
    # " [Op:IteratorGetNext]"; only that core is checked here.
    print("InvalidArgumentError:", str(e).split("}} ")[1].split(" [Op:")[0])

for ds in [tf.data.Dataset.range(3).repeat(), tf.data.Dataset.range(3).filter(lambda x: x > 0)]:
    try:
        len(ds)
    except TypeError as e:
        print("TypeError:", e)
