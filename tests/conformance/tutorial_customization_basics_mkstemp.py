# The "Customization basics" tutorial's dataset cell: tempfile.mkstemp() makes an empty file
# and returns (a descriptor, its absolute path under tempfile.gettempdir()) (CPython 3.12's
# Lib/tempfile.py _mkstemp_inner), the program writes it with open() and reads its lines back
# with tf.data.TextLineDataset (TF 2.20's tensorflow/python/data/ops/readers.py: one string
# element per line, without the newline; the last line needs none).
import os
import tempfile

import tensorflow as tf

ds_tensors = tf.data.Dataset.from_tensor_slices([1, 2, 3, 4, 5, 6])

# Create a CSV file
fd, filename = tempfile.mkstemp()
print(fd >= 3, os.path.dirname(filename) == tempfile.gettempdir(), os.path.getsize(filename))

with open(filename, 'w') as f:
  f.write("""Line 1
Line 2
Line 3
  """)

ds_file = tf.data.TextLineDataset(filename)

ds_tensors = ds_tensors.map(tf.math.square).shuffle(2).batch(2)

ds_file = ds_file.batch(2)

print('Elements of ds_file:')
for x in ds_file:
  print(x)
os.close(fd)
