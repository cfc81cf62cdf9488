# copy.deepcopy copies TF's Python-level objects (tf.Module, tf.train.Checkpoint, which have an
# instance __dict__) like any instance instead of returning them as they are; only immutable
# values (tensors, dtypes, shapes, specs) are atomic. A tf.Variable inside is copied by
# ResourceVariable.__deepcopy__, a new variable, so a copied Checkpoint does not share the
# original's variable.
# TF source: tensorflow/python/ops/resource_variable_ops.py (BaseResourceVariable.__deepcopy__);
# CPython Lib/copy.py; test from tensorflow/python/checkpoint/checkpoint_test.py
# (testDeepCopyCheckpoint).
import copy

import tensorflow as tf

module = tf.Module(name="plain")
module.items = [1, {"a": 2}]
copied = copy.deepcopy(module)
print(copied is module, copied.name, copied.items, copied.items is module.items)
copied.items.append(3)
print(module.items, copied.items)

checkpoint = tf.train.Checkpoint()
print(type(copy.deepcopy(checkpoint)).__name__, copy.deepcopy(checkpoint) is checkpoint)

t = tf.constant([1, 2])
print(copy.deepcopy(t) is t, copy.deepcopy(tf.float32) is tf.float32)

v = tf.Variable(1.0)
copied = copy.deepcopy(tf.train.Checkpoint(v=v))
copied.v.assign(5.0)
print(copied.v is v, v.numpy(), copied.v.numpy())
