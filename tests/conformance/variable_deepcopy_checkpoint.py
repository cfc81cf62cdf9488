# copy.copy of a tf.Variable is the variable itself; copy.deepcopy makes a new ResourceVariable
# of the current value with the same name, dtype, trainable flag and constraint (eagerly only),
# so deep-copying a tf.train.Checkpoint copies its variables too.
# TF source: tensorflow/python/ops/resource_variable_ops.py (BaseResourceVariable.__copy__,
# __deepcopy__); tests from tensorflow/python/kernel_tests/variables/resource_variable_ops_test.py
# (testEagerDeepCopy) and tensorflow/python/checkpoint/checkpoint_test.py
# (testDeepCopyCheckpoint).
import copy
import os
import tempfile

import numpy as np
import tensorflow as tf

variable = tf.Variable(np.ones((4, 4, 4)), name="init")
copied = copy.deepcopy(variable)
print(copied.name, copied.dtype, copied.shape, copied.trainable)
print(variable.name == copied.name, variable.shape == copied.shape, variable.device == copied.device)
print(np.array_equal(variable.numpy(), copied.numpy()))
copied.assign(4 * np.ones((4, 4, 4)))
print(variable.numpy()[0, 0, 0], copied.numpy()[0, 0, 0])
print(copy.copy(variable) is variable)

frozen = tf.Variable(3, trainable=False, name="frozen")
a, b = copy.deepcopy([frozen, frozen])
print(a is b, a is frozen, a.trainable, a.name, a.numpy())

v = tf.Variable(1.0)
original = tf.train.Checkpoint(v=v)
copied_checkpoint = copy.deepcopy(original)
copied_checkpoint.v.assign(2.0)
print(v.numpy())
save_path = copied_checkpoint.save(os.path.join(tempfile.mkdtemp(), "ckpt"))
original.restore(save_path=save_path).assert_consumed()
print(v.numpy())


@tf.function
def inside():
    try:
        copy.deepcopy(v)
    except NotImplementedError as e:
        print(e)
    return v.read_value()


print(inside().numpy())
