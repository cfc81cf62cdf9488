# tf.Module(name=...) checks the name with re: _VALID_IDENTIFIER.match(name), so a name that is
# not a string raises re's TypeError, and `$` also matches before a trailing newline. The
# attributes _flatten skips by default are AutoTrackable's two dependency attributes.
# TF source: tensorflow/python/module/module.py (valid_identifier, _VALID_IDENTIFIER,
# Module._TF_MODULE_IGNORED_PROPERTIES); test from tensorflow/python/module/module_test.py
# (test_attributes_to_ignore extends the set).
import itertools

import tensorflow as tf

for name in (3, None.__class__, b"bytes"):
    try:
        tf.Module(name=name)
    except TypeError as e:
        print(e)
print(repr(tf.Module(name="trailing\n").name))
try:
    tf.Module(name="not valid")
except ValueError as e:
    print(e)

print(type(tf.Module._TF_MODULE_IGNORED_PROPERTIES).__name__, sorted(tf.Module._TF_MODULE_IGNORED_PROPERTIES))


class DangerousModule(tf.Module):
    _TF_MODULE_IGNORED_PROPERTIES = frozenset(itertools.chain(
        ("dangerous_submodule", "dangerous_variable"),
        tf.Module._TF_MODULE_IGNORED_PROPERTIES))


mod = DangerousModule()
mod.dangerous_submodule = tf.Module()
mod.dangerous_variable = tf.Variable(1.0)
mod.normal_variable = tf.Variable(2.0)
print(mod.submodules, [v.numpy() for v in mod.variables])
print(len(DangerousModule._TF_MODULE_IGNORED_PROPERTIES))
