# tf.experimental.Optional eagerly, and tf.data iterators' get_next / get_next_as_optional.
# Expected values from TF 2.20's docstrings (tensorflow/python/data/ops/optional_ops.py:
# Optional, has_value, get_value, empty, from_value; iterator_ops.py IteratorBase: get_next,
# get_next_as_optional, the for loop over Dataset.range(2)) and source: OptionalGetValue's
# kernel error "The given optional does not have a value." (core/kernels/data/optional_ops.cc),
# raised eagerly from the op run as `__wrapped__OptionalGetValue_output_types_1_device_...`
# (common_runtime/eager/execute.cc BuildWrappedOpName: the variadic output's list attr arity)
# with " name: " and no name (get_value's ops.name_scope skips eagerly); element_spec is
# structure.type_spec_from_value (dicts keep their key order, tuples nest, Python values are
# converted to tensors); TypeSpec.__repr__ is "%s%r" % (class name, _serialize()), and
# OptionalSpec._serialize() is (element_spec,). Optional is abstract (CompositeTensor's
# _type_spec plus its own three abstract members), so Python 3.12's object.__new__ refuses it.
# tf.data.experimental.Optional is the same class (deprecated endpoint).
import tensorflow as tf

optional = tf.experimental.Optional.from_value(42)
print(optional.has_value())
print(optional.get_value())
print(optional.element_spec)

optional = tf.experimental.Optional.empty(tf.TensorSpec(shape=(), dtype=tf.int32, name=None))
print(optional.has_value())
try:
    optional.get_value()
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

metrics = tf.experimental.Optional.from_value({"loss": tf.constant(0.25), "sizes": (tf.constant([3, 4]), 5)})
print(metrics.element_spec)
print(metrics.get_value())
print(tf.OptionalSpec(metrics.element_spec))
print(tf.OptionalSpec(tf.TensorSpec(shape=(), dtype=tf.int32, name=None)) == tf.OptionalSpec(tf.TensorSpec([], tf.int32)))
print(isinstance(metrics, tf.experimental.Optional), tf.data.experimental.Optional is tf.experimental.Optional)
try:
    tf.experimental.Optional()
except TypeError as e:
    print("TypeError:", e)

dataset = tf.data.Dataset.range(2)
for element in dataset:
    print(element)
iterator = iter(dataset)
print(iterator.get_next())
print(iterator.get_next())
print(isinstance(iterator, tf.data.Iterator))

dataset = tf.data.Dataset.from_tensors(42)
iterator = iter(dataset)
optional = iterator.get_next_as_optional()
print(optional.has_value())
print(optional.get_value())
optional = iterator.get_next_as_optional()
print(optional.has_value())
