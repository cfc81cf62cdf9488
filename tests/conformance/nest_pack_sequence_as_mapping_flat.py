# tf.nest.pack_sequence_as reads flat_sequence by position, `flat[index]`: a dict passes the
# is_nested check, then its __getitem__ is called with 0, 1, ... (KeyError for a missing key);
# only an IndexError (a list too short, or left over items) becomes the "Could not pack
# sequence" ValueError. An atom structure takes flat_sequence[0].
# TF source: tensorflow/python/util/nest_util.py (_tf_core_pack_sequence_as,
# _tf_core_packed_nest_with_indices).
import tensorflow as tf

cases = [
    ([1, 2], {"a": 3, "b": 4}),
    ([1, 2], {0: "x", 1: "y"}),
    ({"k": 1, "j": (2,)}, {1: "one", 0: "zero"}),
    ([1, 2, 3], {0: "x", 1: "y"}),
    ([1], {0: "x", 1: "y"}),
    (1, {"a": 1}),
    (1, {0: 5}),
    ([1, 2], [3]),
]
for structure, flat in cases:
    try:
        print(tf.nest.pack_sequence_as(structure, flat))
    except Exception as e:
        print(type(e).__name__, e)
