# A for loop over a dataset of SparseTensors inside a tf.function: TF runs it as a dataset
# reduce (autograph's _tf_dataset_for_stmt), which tfplay cannot trace over SparseTensor
# components yet. The refusal names what the elements hold (it used to say "datasets").
import tensorflow as tf

st = tf.sparse.SparseTensor(indices=[[0, 0], [1, 2]], values=[1, 2], dense_shape=[3, 4])
ds = tf.data.Dataset.from_tensor_slices(st)
print(ds.element_spec)


@tf.function
def total(ds):
    s = tf.constant(0)
    for x in ds:
        s += tf.sparse.reduce_sum(x)
    return s


print(total(ds))
