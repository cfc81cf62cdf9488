# A learner's usual preamble (os.environ to quiet TF's C++ logging, warnings.filterwarnings)
# followed by json, copy, pprint and timeit used with tensors. EagerTensor is the class name
# json's TypeError reports; Tensor.__copy__/__deepcopy__ return the tensor itself (tensors are
# immutable). TF source: tensorflow/python/framework/ops.py (_EagerTensorBase.__copy__,
# __deepcopy__), tensorflow/python/framework/tensor.py (Tensor.__repr__ via numpy).
import os
os.environ['TF_CPP_MIN_LOG_LEVEL'] = '3'
import warnings
warnings.filterwarnings('ignore')
import copy
import json
import pprint
import timeit

import tensorflow as tf


@tf.function
def double(x):
    warnings.warn("ignored by the filter above")
    return x * 2


print(double(tf.constant(2.0)))
try:
    json.dumps({'t': tf.constant(1.0)})
except TypeError as e:
    print(e)
print(json.dumps({'loss': float(tf.constant(0.5)), 'shape': tf.constant([[1, 2]]).shape.as_list()}))
t = tf.constant([1, 2])
print(copy.copy(t) is t, copy.deepcopy({'w': t})['w'] is t)
pprint.pprint({'w': t, 'b': 0})
print(timeit.timeit(lambda: double(tf.constant(1.0)), number=3) >= 0)
print(double.experimental_get_tracing_count())
