# tf.nest over lists, tuples, namedtuples and dicts: flatten visits dict values in sorted key
# order, pack_sequence_as rebuilds each container with its own type (a dict keeps its insertion
# order), map_structure applies a function atom-wise over one or more structures, also inside a
# tf.function; assert_same_structure raises TypeError when sequence types differ and
# ValueError otherwise, with util.cc's text and both structures drawn with dots.
# TF source: tensorflow/python/util/nest.py, nest_util.py (_tf_core_pack_sequence_as,
# _tf_core_map_structure, _tf_core_assert_same_structure), util.cc (AssertSameStructure,
# AssertSameStructureHelper, SetDifferentKeysError, PyObjectToString).
import collections

import tensorflow as tf

Pair = collections.namedtuple("Pair", "left right")

config = {"lr": 0.5, "layers": [Pair(3, 4), (7,)], "act": "relu"}
print(tf.nest.flatten(config))
print(tf.nest.is_nested(config), tf.nest.is_nested(Pair(1, 2)), tf.nest.is_nested("text"), tf.nest.is_nested(tf.constant(1)))
print(tf.nest.pack_sequence_as(config, ["a", "b", "c", "d", "e"]))
print(tf.nest.flatten(7), tf.nest.pack_sequence_as(7, ["only"]))

doubled = tf.nest.map_structure(lambda v: v * 2, config)
print(doubled)
print(type(doubled["layers"][0]).__name__)
print(tf.nest.map_structure(lambda a, b: a - b, (10, [20, 30]), (1, [2, 3])))
print(tf.nest.map_structure(lambda a, b: a + b, (1, [2]), [10, (20,)], check_types=False))


@tf.function
def scale(params, factor):
    print("tracing with", tf.nest.flatten(params))
    return tf.nest.map_structure(lambda t: t * factor, params)


print(scale({"w": tf.constant([1.0, 2.0]), "b": tf.constant(0.5)}, 3.0))


def show(fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
        print("---")


show(tf.nest.assert_same_structure, [1, (2, 3)], [4, [5, 6]])
show(tf.nest.assert_same_structure, Pair(1, 2), (1, 2))
show(tf.nest.assert_same_structure, {"x": 1, "y": [2]}, {"x": 1, "z": [2]})
show(tf.nest.assert_same_structure, ((1, 2), 3), (1, 2, 3))
show(tf.nest.assert_same_structure, [1, 2], [1, 2, 3])
show(tf.nest.pack_sequence_as, [1, [2, 3]], [1, 2])
show(tf.nest.pack_sequence_as, "atom", [1, 2])
show(tf.nest.map_structure, "not callable", [1])
show(tf.nest.map_structure, abs)
show(tf.nest.map_structure, abs, [1], check=True)
tf.nest.assert_same_structure((1, [2]), ("a", ["b"]))
tf.nest.assert_same_structure([1, 2], (3, 4), check_types=False)
print("same structure")
