# tf.nest treats every collections.abc.Mapping (sorted keys), MappingView (its own order; a view
# packs back as a list), CustomNestProtocol object (__tf_flatten__ / __tf_unflatten__) and
# collections.abc.Sequence other than str/bytes as nested, as util.cc IsNestedHelper does; a
# non-mutable Mapping packs by calling its type with (key, value) pairs after a one-time
# warning (nest_util.sequence_like). A dict and another Mapping compare as the same structure.
# TF source: tensorflow/python/util/util.cc (IsNestedHelper, AssertSameStructureHelper),
# nest_util.py (sequence_like, _tf_core_yield_sorted_items), custom_nest_protocol.py; tests
# from tensorflow/python/util/nest_test.py (testFlattenDictOrder_Custom, testPackDictOrder_Custom,
# testFlattenAndPackMappingViews, testHeterogeneousComparison, testIsNested,
# testFlattenCustomSequenceThatRaisesException, testDataclass*, testNestedDataclass*).
import collections
import collections.abc
import dataclasses

import tensorflow as tf


class CustomMapping(collections.abc.Mapping):
    def __init__(self, *args, **kwargs):
        self._wrapped = dict(*args, **kwargs)

    def __getitem__(self, key):
        return self._wrapped[key]

    def __iter__(self):
        return iter(self._wrapped)

    def __len__(self):
        return len(self._wrapped)

    def __repr__(self):
        return "CustomMapping(%r)" % (self._wrapped,)


class RaisingSequence(collections.abc.Sequence):
    def __len__(self):
        return 1

    def __getitem__(self, item):
        raise ValueError("Cannot get item: %s" % item)


class Pair(collections.abc.Sequence):
    def __init__(self, items):
        self._items = list(items)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        return self._items[i]

    def __repr__(self):
        return "Pair(%r)" % (self._items,)


@dataclasses.dataclass
class MaskedTensor:
    mask: bool
    value: object

    def __tf_flatten__(self):
        return (self.mask,), (self.value,)

    @classmethod
    def __tf_unflatten__(cls, metadata, components):
        return MaskedTensor(mask=metadata[0], value=components[0])


@dataclasses.dataclass
class NestedMaskedTensor:
    mask: bool
    value: MaskedTensor

    def __tf_flatten__(self):
        return (self.mask,), (self.value,)

    @classmethod
    def __tf_unflatten__(cls, metadata, components):
        return NestedMaskedTensor(mask=metadata[0], value=components[0])


print(tf.nest.is_nested(CustomMapping(a=1)), tf.nest.flatten(CustomMapping(b=1, a=0)))
custom = CustomMapping([("d", 0), ("b", 0), ("a", 0), ("c", 0)])
packed = tf.nest.pack_sequence_as(custom, [0, 1, 2, 3])
print(type(packed).__name__, list(packed.items()))
packed = tf.nest.pack_sequence_as(custom, [4, 5, 6, 7])  # warned once only
print(list(packed.items()))

ordered = collections.OrderedDict([("d", 3), ("b", 1), ("a", 0), ("c", 2)])
print(tf.nest.is_nested(ordered.keys()), tf.nest.is_nested(ordered.values()), tf.nest.is_nested(ordered.items()))
print(tf.nest.flatten(ordered.keys()), tf.nest.flatten(ordered.values()))
items_flat = tf.nest.flatten(ordered.items())
print(items_flat)
print(tf.nest.pack_sequence_as(ordered.items(), items_flat))

mess = ["z", {"d": CustomMapping({41: 4}), "c": [1, collections.OrderedDict([("b", 3), ("a", 2)])], "b": 5}, 17]
flat = tf.nest.flatten(mess)
print(flat)
print(tf.nest.pack_sequence_as(mess, ["y"] + [x * 10 for x in flat[1:-1]] + [18]))

tf.nest.assert_same_structure({"a": 4}, CustomMapping(a=3))
tf.nest.assert_same_structure(CustomMapping(b=3), {"b": 4})

print(tf.nest.is_nested(Pair([1, 2])), tf.nest.flatten(Pair([1, [2, 3]])))
print(tf.nest.map_structure(lambda x: x + 1, Pair([1, 2])))
print(tf.nest.is_nested("1234"), tf.nest.is_nested(b"12"), tf.nest.is_nested(set([1, 2])), tf.nest.flatten(range(3)))
try:
    tf.nest.flatten(RaisingSequence())
except ValueError as e:
    print("ValueError:", e)

mt = MaskedTensor(mask=True, value=tf.constant([1]))
print(tf.nest.is_nested(mt))
print(tf.nest.flatten(mt))
print(tf.nest.map_structure(lambda x: x * 2, mt))
rebuilt = tf.nest.pack_sequence_as(mt, [tf.constant([5])])
print(type(rebuilt).__name__, rebuilt.mask, rebuilt.value.numpy())
nmt = NestedMaskedTensor(mask=False, value=MaskedTensor(mask=True, value=tf.constant([3])))
print(tf.nest.is_nested(nmt), tf.nest.flatten(nmt))
print(tf.nest.map_structure(lambda x: x * 2, nmt))
tf.nest.assert_same_structure(mt, MaskedTensor(mask=False, value=1))
print(tf.nest.flatten({"m": mt, "p": [MaskedTensor(False, 2)]}))
