# tf.Module._flatten walks the module's attributes in `sorted(vars(module),
# key=attribute_traversal_key)` order, and an error while flattening one attribute is raised as
# ValueError("Error processing property 'NAME' of VALUE") from the original error. A dict
# assigned to a Module is tracked as a _DictWrapper, whose repr is DictWrapper({...}).
# TF source: tensorflow/python/module/module.py (_flatten_module), trackable/data_structures.py
# (_DictWrapper.__repr__); tests from tensorflow/python/module/module_test.py
# (FlattenTest.test_attribute_traversal_key, test_raises_error_with_path).
import tensorflow as tf


class LayerModule(tf.Module):
    def __init__(self):
        super().__init__()
        self._trainable_variables = [tf.Variable(1.0, name="a"), tf.Variable(2.0, name="b")]
        self._non_trainable_variables = [tf.Variable(3.0, name="c"), tf.Variable(4.0, name="d")]
        self._bonus = tf.Variable(5.0, name="e")

    @property
    def variables(self):
        def key_function(name):
            indexes = {"_trainable_variables": 0, "_non_trainable_variables": 1}
            return indexes.get(name, 2), name

        return list(self._flatten(predicate=lambda v: isinstance(v, tf.Variable), attribute_traversal_key=key_function))


m = LayerModule()
print([v.name for v in m.variables])
print([v.name for v in m._flatten(predicate=lambda v: isinstance(v, tf.Variable))])
print([v.name for v in m._flatten(predicate=lambda v: isinstance(v, tf.Variable),
                                  attribute_traversal_key=lambda name: name[::-1])])


class Key:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Key(%r)" % self.name


bad = tf.Module()
bad.layers = {Key("x"): None, Key("y"): None}
try:
    bad.variables
except ValueError as e:
    print(type(e).__name__ + ":", e)
    print(type(e.__cause__).__name__ + ":", e.__cause__)
