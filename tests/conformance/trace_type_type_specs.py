# tf.TypeSpec, tf.type_spec_from_value and the composite tensors' specs. Expected values from
# TF 2.20's source: type_spec_from_value's docstring examples (a tensor, a float64 ndarray, a
# ragged tensor) and its list rule (batchable specs of the elements merged, then batched) and
# TypeError; TypeSpec.__repr__ ("%s%r" % (class name, _serialize())), __eq__/__hash__ over
# _serialize(), is_subtype_of / most_specific_common_supertype attribute by attribute,
# is_compatible_with (type_spec.py); SparseTensorSpec (sparse_tensor.py), RaggedTensorSpec's
# constructor checks (ragged_tensor.py), IndexedSlicesSpec and IndexedSlices._type_spec
# (indexed_slices.py), TensorArraySpec (tensor_array_ops.py: its most_specific_common_supertype
# hands TensorShape a generator, spent by the type check, so the element shape stays self's).
import numpy as np
import tensorflow as tf

print(tf.type_spec_from_value(tf.constant([1, 2, 3])))
print(tf.type_spec_from_value(np.array([4.0, 5.0], np.float64)))
print(tf.type_spec_from_value(tf.ragged.constant([[1, 2], [3, 4, 5]])))
print(tf.type_spec_from_value([tf.constant([1, 2]), tf.constant([3, 4])]))
print(tf.type_spec_from_value([tf.constant([1, 2]), tf.constant([3])]))
print(tf.type_spec_from_value([[1.0, 2.0]]))
sparse = tf.sparse.SparseTensor(indices=[[0, 0]], values=[1.0], dense_shape=[2, 3])
print(tf.type_spec_from_value(sparse))
print(tf.type_spec_from_value([sparse, sparse]))
slices = tf.IndexedSlices(tf.constant([[1.0, 2.0]]), tf.constant([0]), tf.constant([3, 2]))
print(tf.type_spec_from_value(slices))
print(tf.type_spec_from_value(tf.TensorArray(tf.float32, size=2, element_shape=[3])))
try:
    tf.type_spec_from_value(object())
except TypeError as e:
    print("TypeError:", str(e).split(" at 0x")[0])

spec = tf.SparseTensorSpec([None, 3], tf.int32)
print(spec, spec.shape, spec.dtype, spec.value_type is tf.sparse.SparseTensor)
print(tf.SparseTensorSpec())
same = tf.SparseTensorSpec([None, 3], tf.int32)
print(spec == same, hash(spec) == hash(same), spec != tf.SparseTensorSpec([None, 3]))
print(spec.is_compatible_with(tf.SparseTensorSpec([4, 3], tf.int32)), spec.is_compatible_with(sparse))
print(tf.SparseTensorSpec([2, 3]).is_compatible_with(sparse), spec.is_compatible_with(tf.TensorSpec([4, 3], tf.int32)))
print(tf.SparseTensorSpec([4, 3], tf.int32).is_subtype_of(spec), spec.is_subtype_of(tf.SparseTensorSpec([4, 3], tf.int32)))
print(tf.SparseTensorSpec([4, 3]).most_specific_common_supertype([tf.SparseTensorSpec([5, 3])]))
print(tf.SparseTensorSpec([4, 3]).most_specific_common_supertype([tf.SparseTensorSpec([4, 3], tf.int64)]))
print(tf.SparseTensorSpec([4, 3]).most_specific_common_supertype([tf.TensorSpec([4, 3])]))

ragged = tf.RaggedTensorSpec([2, None], tf.int32)
print(ragged, ragged.shape, ragged.dtype, ragged.ragged_rank, ragged.row_splits_dtype, ragged.flat_values_spec)
print(tf.RaggedTensorSpec(ragged_rank=1), tf.RaggedTensorSpec([None, None, 4], row_splits_dtype=tf.int32))
print(ragged.is_compatible_with(tf.ragged.constant([[1], [2, 3]])), ragged.value_type is tf.RaggedTensor)
print(tf.RaggedTensorSpec([3], ragged_rank=0).is_compatible_with(tf.constant([1.0, 2.0, 3.0])))
for args, kwargs in (((), {}), (([2],), {"ragged_rank": 1}), (([2, None],), {"ragged_rank": 1.0})):
    try:
        tf.RaggedTensorSpec(*args, **kwargs)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)

print(tf.IndexedSlicesSpec())
print(tf.IndexedSlicesSpec([None, 4], tf.float32, tf.int32, tf.int32, [None]))
print(tf.IndexedSlicesSpec([None, 4]).value_type is tf.IndexedSlices)

print(tf.TensorArraySpec([2], tf.int32, True))
print(tf.TensorArraySpec([2]).most_specific_common_supertype([tf.TensorArraySpec([3], infer_shape=False)]))
print(tf.TensorArraySpec([2]).most_specific_common_supertype([tf.TensorArraySpec([2], tf.int32)]))
print(tf.TensorArraySpec([2]).is_subtype_of(tf.TensorArraySpec([5])))
print(tf.TensorArraySpec([None]).is_compatible_with(tf.TensorArray(tf.float32, size=1, element_shape=[4])))

print(isinstance(tf.TensorSpec([]), tf.TypeSpec), isinstance(spec, tf.types.experimental.TraceType))
try:
    tf.TypeSpec()
except TypeError as e:
    print("TypeError:", e)
print(spec.most_specific_compatible_type(tf.SparseTensorSpec([2, 3], tf.int32)))
try:
    spec.most_specific_compatible_type(tf.SparseTensorSpec([2, 3]))
except ValueError as e:
    print("ValueError:", e)
