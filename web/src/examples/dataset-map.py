# Dataset.map traces once
# The function given to Dataset.map is traced into a graph when
# .map() is called, not while iterating. When does each print
# appear, and how often?
import tensorflow as tf

def plus_one(x):
    print("tracing plus_one")
    tf.print("mapping", x)
    return x + 1

ds = tf.data.Dataset.from_tensor_slices([10, 20, 30])
ds = ds.map(plus_one)
print("map() returned")
for item in ds:
    print("got", item.numpy())
