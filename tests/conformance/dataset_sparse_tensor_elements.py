# SparseTensors in tf.data, as the "Sparse tensors" guide (site/en/guide/sparse_tensor.ipynb)
# uses them: Dataset.from_tensor_slices of a SparseTensor gives one SparseTensor per row
# (element_spec SparseTensorSpec(TensorShape([4]), tf.int32), SparseTensorSpec._unbatch),
# batch stacks rows under a new leading dimension (SparseTensorSpec._batch: [None, 4], or [4, 4]
# with drop_remainder) and unbatch takes them apart again (tensorflow/python/data/ops and
# tensorflow/python/framework/sparse_tensor.py). Transformations that would trace a function
# over SparseTensor components still refuse them with NotImplementedError.
import tensorflow as tf


def pprint_sparse_tensor(st):
    s = "<SparseTensor shape=%s \n values={" % (st.dense_shape.numpy().tolist(),)
    for (index, value) in zip(st.indices, st.values):
        s += f"\n  %s: %s" % (index.numpy().tolist(), value.numpy().tolist())
    return s + "}>"


sparse_data = tf.sparse.SparseTensor(
    indices=[(0, 0), (0, 1), (0, 2), (4, 3), (5, 0), (5, 1)],
    values=[1, 1, 1, 1, 1, 1],
    dense_shape=(6, 4))

dataset = tf.data.Dataset.from_tensor_slices(sparse_data)
print(dataset)
for element in dataset:
    print(pprint_sparse_tensor(element))

batched_dataset = dataset.batch(2)
print(batched_dataset.element_spec)
for element in batched_dataset:
    print(pprint_sparse_tensor(element))

unbatched_dataset = batched_dataset.unbatch()
print(unbatched_dataset.element_spec)
for element in unbatched_dataset:
    print(pprint_sparse_tensor(element))

print(dataset.batch(4, drop_remainder=True).element_spec)
pairs = tf.data.Dataset.from_tensor_slices((sparse_data, tf.range(6)))
for st, i in pairs.batch(3).take(1):
    print(tf.sparse.to_dense(st), i)
print(tf.data.Dataset.from_tensors(sparse_data).element_spec)
try:
    dataset.map(lambda x: x)
except NotImplementedError as e:
    print("NotImplementedError:", e)
