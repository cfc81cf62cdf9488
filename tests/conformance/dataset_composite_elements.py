# Dataset elements from tf.Variables and composite tensors. structure.normalize_element
# (tensorflow/python/data/util/structure.py) converts a variable with ops.convert_to_tensor, so
# its current value is sliced. RaggedTensor and SparseTensor elements keep their own TypeSpecs
# in TF: a RaggedTensor's rows have RaggedTensorSpec components (data_ragged_elements.py), a
# SparseTensor's SparseTensorSpec ones (SparseTensorSpec._unbatch, sparse_tensor.py).
import tensorflow as tf

v = tf.Variable([[1.0, 2.0], [3.0, 4.0]])
ds = tf.data.Dataset.from_tensor_slices(v)
v.assign_add(tf.ones([2, 2]))
print(ds.element_spec)
print([x.numpy().tolist() for x in ds])
for value in (tf.ragged.constant([[1], [2, 3]]), tf.sparse.SparseTensor([[0, 0]], [1], [2, 2])):
    try:
        print(tf.data.Dataset.from_tensor_slices({"x": value}).element_spec)
    except NotImplementedError as e:
        print("NotImplementedError:", e)
