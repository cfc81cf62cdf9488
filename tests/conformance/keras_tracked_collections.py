# Keras 3.11's Tracker.track (keras/src/utils/tracking.py) wraps every list, dict and set a
# layer is given in a new TrackedList/TrackedDict/TrackedSet, even one that is already tracked:
# `self.b = self.a` makes `b` a copy. TrackedList.__delitem__ untracks what it deletes, and
# TrackedList.remove falls back to python_utils.remove_by_id when == cannot compare.
import keras


class Block(keras.layers.Layer):
    def __init__(self):
        super().__init__()
        self.a = []
        self.b = self.a
        self.b.append(keras.layers.Dense(2))
        self.c = {"x": 1}
        self.d = self.c
        self.d["y"] = 2
        self.parts = [keras.layers.Dense(3), keras.layers.Dense(4)]

    def build(self, input_shape):
        self.w = [self.add_weight(shape=(2,), initializer="ones"), self.add_weight(shape=(2,), initializer="zeros")]


blk = Block()
print(len(blk.a), len(blk.b), blk.a is blk.b)
print(sorted(blk.c), sorted(blk.d), blk.c is blk.d)
print([layer.units for layer in blk._layers])
del blk.parts[0]
print([layer.units for layer in blk._layers])
blk.build((1, 2))
print([tuple(w.shape) for w in blk.trainable_weights])
blk.w.remove(blk.w[1])
print([tuple(w.shape) for w in blk.trainable_weights], len(blk.w))
