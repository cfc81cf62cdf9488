# A SparseTensor as the state of Dataset.reduce and Dataset.scan. TF takes it (reduce_test.py
# testSparse, scan_test.py testSparseCount: the state's SparseTensorSpec goes through the traced
# function); tfplay's traced dataset functions do not carry SparseTensors yet, so both refuse
# with a NotImplementedError that names the feature (they used to crash the process).
import tensorflow as tf

st = tf.SparseTensor(indices=[[0, 0]], values=tf.constant([10], tf.int64), dense_shape=[1, 1])
ds = tf.data.Dataset.from_tensors(0)
try:
    ds.scan(initial_state=st, scan_func=lambda s, _: (s, s))
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    ds.reduce((tf.constant(0), {"s": st}), lambda s, _: s)
except NotImplementedError as e:
    print("NotImplementedError:", e)
print(ds.reduce(st, lambda s, _: s))
