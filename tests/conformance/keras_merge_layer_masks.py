# Keras 3.11 merge layers on masked inputs (Embedding(mask_zero=True)), as in a model that joins
# a padded title and a padded body before an LSTM. Sources (keras/src/layers/merging/):
# - concatenate.py Concatenate.compute_mask: each mask (all True for an unmasked input) is
#   broadcast over its input's last axis, the masks are joined along `axis` and reduced with
#   any() over the last axis, so joining along the time axis keeps every step's own mask.
# - base_merge.py Merge.compute_mask: the OR of the masks, None if an input has none (Add,
#   Subtract, Average); Merge._apply_merge_op_and_or_mask (Maximum, Minimum): a masked step of
#   one input takes the other input's value before the fold.
# - multiply.py Multiply._merge_function: masked steps count as 1 in the product and the output
#   is 0 where every input is masked.
# Layer.__call__ (layers/layer.py _set_mask_metadata) keeps a mask the merge function set on its
# output. ops/numpy.py BroadcastTo keeps its target shape as an attribute and call(x) takes x only
# (hence the `x=` argument line); tf.broadcast_to converts that shape eagerly, and a None in it
# is TF's ValueError from python/lib/core/py_seq_tensor.cc InferShapeAndType. The LSTM skips masked steps (layers/rnn/rnn.py, backend/tensorflow/rnn.py with
# zero_output_for_mask=False keeps the last state), so the model's output equals the LSTM run on
# the unpadded tokens alone; values compared with np.allclose, not printed.
import numpy as np
import keras
from keras import layers

emb = layers.Embedding(5, 2, mask_zero=True)
emb.build()
emb.set_weights([np.arange(10, dtype="float32").reshape(5, 2) + 1])
a = emb(np.array([[1, 0, 2, 0]]))
b = emb(np.array([[0, 3, 3, 0]]))
print(a._keras_mask.numpy().tolist(), b._keras_mask.numpy().tolist())
for layer in [layers.Concatenate(axis=1), layers.Concatenate(), layers.Add(), layers.Subtract(),
              layers.Average(), layers.Multiply(), layers.Maximum(), layers.Minimum()]:
    out = layer([a, b])
    print(layer.__class__.__name__, out.numpy().tolist(), out._keras_mask.numpy().tolist())

unmasked = keras.ops.ones((1, 2, 2))
joined = layers.Concatenate(axis=1)([a, unmasked])
print(joined.shape, joined._keras_mask.numpy().tolist())
print(getattr(layers.Add()([a[:, :2], unmasked]), "_keras_mask", None))

keras.utils.set_random_seed(0)
shared = layers.Embedding(5, 3, mask_zero=True)
lstm = layers.LSTM(2)


def title_body_model(batch_size):
    title = keras.Input(shape=(4,), batch_size=batch_size, dtype="int32", name="title")
    body = keras.Input(shape=(4,), batch_size=batch_size, dtype="int32", name="body")
    merged = layers.Concatenate(axis=1)([shared(title), shared(body)])
    print(merged.shape, merged._keras_mask.shape, merged._keras_mask.dtype)
    return keras.Model([title, body], lstm(merged))


tokens = [np.array([[1, 0, 2, 0]]), np.array([[0, 3, 3, 0]])]
# The Functional model replays the mask ops recorded while it was built; Keras 3.11.3's
# Concatenate.compute_mask broadcast each mask to ops.shape(input), whose batch size is None
# here, so BroadcastTo fails when the model runs (keras-team/keras#20440, fixed after 3.11).
try:
    title_body_model(None)(tokens)
except ValueError as e:
    print(type(e).__name__ + ":", e)
# With a fixed batch size the recorded shape is complete and the mask goes through: the LSTM
# sees only the unmasked tokens 1, 2, 3, 3.
out = title_body_model(1)(tokens)
alone = lstm(shared(np.array([[1, 2, 3, 3]])))
print(out.shape, bool(np.allclose(out.numpy(), alone.numpy(), atol=1e-6)))
