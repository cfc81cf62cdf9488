# TF 2.20 tensorflow/python/trackable/data_structures.py: tf.Module is an AutoTrackable, whose
# __setattr__ runs sticky_attribute_assignment -> wrap_or_unwrap: a plain list becomes a
# ListWrapper (storing the user's own list, each element wrapped in turn), a dict a _DictWrapper,
# a tuple holding a trackable or a list/dict (_should_wrap_tuple) a _TupleWrapper; a tuple of
# plain values stays a tuple. Their reprs are "ListWrapper(%s)" / "DictWrapper(%s)" /
# "_TupleWrapper(%s)" over the wrapped value's repr; ListWrapper and _DictWrapper refuse hashing
# with "unhashable type: 'ListWrapper'" / "'DictWrapper'"; copies stay wrappers (List.copy,
# _DictWrapper.copy -> __copy__); a slice is a plain list (List.__getitem__ over the storage).
# module.variables walks the attributes sorted by name (module.py _flatten_module), and a
# checkpoint names the wrapped containers' elements by index or key.
import tensorflow as tf


class Holder(tf.Module):
    def __init__(self):
        super().__init__()
        self.layers = [tf.Variable(1.0, name="a"), {"x": tf.Variable(2.0, name="b")}]
        self.t = (tf.Variable(3.0, name="c"),)


h = Holder()
print(type(h.layers).__name__, type(h.layers[1]).__name__, type(h.t).__name__)
print(h.layers)
print(h.t)


class M(tf.Module):
    def __init__(self):
        super().__init__()
        original = [tf.Variable(1.0, name="v0")]
        self.vs = original
        self.vs.append(tf.Variable(2.0, name="v1"))
        print(len(original), original is self.vs, type(original[1]).__name__)
        self.d = {"k": tf.Variable(3.0, name="v2"), "l": [1, 2]}
        self.plain = (1, 2)
        self.nested = ([tf.Variable(4.0, name="v3")],)
        self.sizes = [1, 2, 3]


m = M()
print(type(m.plain).__name__, type(m.nested).__name__, type(m.nested[0]).__name__, type(m.d["l"]).__name__)
print([v.name for v in m.variables])
print(m.sizes == [1, 2, 3], m.sizes[1:], type(m.sizes[1:]).__name__, isinstance(m.d, dict), isinstance(m.nested, tuple))
for value in (m.d, m.sizes):
    try:
        hash(value)
    except TypeError as e:
        print("TypeError:", e)
print(m.sizes.copy(), m.d.copy())
m.sizes += [4]
m.sizes.append([5])
print(m.sizes, tf.nest.flatten(m.d))
path = tf.train.Checkpoint(m=m).save("wrappers/ckpt")
print([name for name, _ in tf.train.list_variables(path)])
