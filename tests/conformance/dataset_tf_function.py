# Datasets and tf.function. A dataset argument is keyed by its DatasetSpec (the element_spec),
# not by identity: another dataset with the same element_spec reuses the trace, a different
# element dtype traces again. Inside the trace the argument is a _VariantDataset.
# `for x in dataset:` is converted by AutoGraph into a scan + reduce over the dataset: the body
# is traced once, as a tf.data function whose placeholders are the loop state (args_0, ...)
# followed by the element; with no loop state TF adds a dummy one, so the element is args_1.
# tf.print in the body runs once per element each time the graph runs.
# TF source: tensorflow/python/autograph/operators/control_flow.py (_tf_dataset_for_stmt,
# _general_purpose_scan), tensorflow/python/data/ops/dataset_ops.py (DatasetSpec,
# _VariantDataset), scan_op.py (state then element in the scan function's input structure),
# tensorflow/python/framework/type_spec.py (TypeSpec.__repr__).
import tensorflow as tf


@tf.function
def total(ds):
    print("tracing total with", ds)
    s = tf.constant(0, tf.int64)
    for x in ds:
        print("loop body traced: x =", x, "s =", s)
        s += x
    return s


print(total(tf.data.Dataset.range(5)))
print(total(tf.data.Dataset.range(100).filter(lambda v: v < 3)))
print(total.experimental_get_tracing_count())


@tf.function
def count(ds):
    n = 0
    for _ in ds:
        n += 1
    return n


print(count(tf.data.Dataset.range(4)).numpy(), count(tf.data.Dataset.range(2)).numpy())
print(count(tf.data.Dataset.from_tensor_slices([0.5, 1.5, 2.5])).numpy())
print(count(tf.data.Dataset.from_tensor_slices(([1], [2]))).numpy())
print(count.experimental_get_tracing_count())

pairs = tf.data.Dataset.from_tensor_slices((["a", "b"], [1, 2]))


@tf.function
def show():
    for name, value in pairs:
        print("show body traced:", name, value)
        tf.print(name, value)


show()
show()
print(show.experimental_get_tracing_count())
