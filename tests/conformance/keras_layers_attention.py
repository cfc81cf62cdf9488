# Keras 3.11 attention layers on the TensorFlow backend.
# - EinsumDense kernel/bias/output shapes: the named parameters of
#   keras/src/layers/core/einsum_dense_test.py (test_einsum_dense_basics).
# - MultiHeadAttention: test_correctness of multi_head_attention_test.py (identity kernels, zero
#   biases, 8 heads of size 8) in float32; its expected output 2.406..2.633 and scores 0.1691/0.1187
#   recomputed by hand from the formulas (softmax of e^(1/sqrt(8)) against seven e^0, then
#   8 * sum over d of the attention-weighted value) to 3 decimals; test_masking (automatic masks
#   equal the manual attention_mask); test_query_mask_propagation; test_basics weight counts;
#   test_compute_output_shape; weight paths and creation order from MultiHeadAttention.build.
# - Attention / AdditiveAttention: attention_test.py and additive_attention_test.py
#   (test_attention_correctness, test_attention_with_mask, the error texts).
# - The transformer block's model.summary(): 4 columns (a non-sequential Functional model, 76
#   characters wide without a terminal); params: Embedding 1000*32, MHA 4 * (32*2*16 + 2*16),
#   LayerNormalization 2*32, Dense 32*10 + 10.
import numpy as np
import keras
from keras import layers


def rounded(y, n):
    """Nested lists of Python floats rounded to n decimals."""
    y = np.asarray(y).tolist()
    return [rounded(v, n) for v in y] if isinstance(y, list) else round(y, n)


for equation, bias_axes, input_shape, output_shape in [
    ("ab,b->a", None, (2, 32), ()),
    ("ab,bc->ac", None, (2, 32), 64),
    ("abc,cde->abde", "e", (2, 1, 2), (1, 3, 4)),
    ("abc,cde->abde", "d", (2, 1, 2), (1, 3, 4)),
    ("abc,cde->abde", "be", (2, 7, 2), (7, 3, 4)),
    ("BFNH,NHD->BFD", None, (2, 1, 2, 3), (1, 4)),
    ("i,d->id", None, (2,), (2,)),
]:
    layer = layers.EinsumDense(equation, output_shape=output_shape, bias_axes=bias_axes)
    y = layer(np.ones(input_shape, "float32"))
    print(equation, tuple(layer.kernel.shape), None if layer.bias is None else tuple(layer.bias.shape), tuple(y.shape))
for equation, input_shape, output_shape in [("...b,bc->...c", (2, 32), (64,)), ("...bc,bc->...b", (2, 32, 64), (32,)),
                                            ("ab...,bc->ac...", (2, 3, 4), (5,))]:
    layer = layers.EinsumDense(equation, output_shape=output_shape)
    layer.build(input_shape)
    print(equation, tuple(layer.kernel.shape), layer.compute_output_shape(input_shape))
try:
    layers.EinsumDense("ab->b", output_shape=2).build((2, 3))
except ValueError as e:
    print("ValueError:", e)
d = layers.EinsumDense("ab,bc->ac", output_shape=4, bias_axes="c", kernel_initializer="ones")
print(d(np.array([[1.0, 2.0]])).numpy().tolist(), [w.path for w in d.weights])

num_heads = key_dim = 8
query = np.identity(key_dim)[np.newaxis, ...]
key = np.identity(key_dim)[np.newaxis, ...]
value = np.reshape(np.arange(key_dim * key_dim), (1, key_dim, key_dim)) / 100.0
layer = layers.MultiHeadAttention(num_heads=num_heads, key_dim=key_dim)
layer.build(query.shape, key.shape, value.shape)
kernel = np.repeat(np.identity(key_dim)[:, np.newaxis, :], num_heads, axis=1)
bias = np.zeros((num_heads, key_dim))
layer.set_weights([kernel, bias] * 3 + [kernel, np.zeros((key_dim,))])
print([(w.path, tuple(w.shape)) for w in layer.weights])
output, scores = layer(query=query, value=value, key=key, return_attention_scores=True)
print(output.shape, scores.shape)
print(rounded(output[0, :, 0], 3))
print(rounded(scores[0, 0, 0], 3))
print(np.allclose(output[0, :, 0], output[0, :, 5]))
output = layer(query=query, value=value, key=key)
print(rounded(output[0, :, 0], 3))

mha = layers.MultiHeadAttention(num_heads=2, key_dim=2)
print(mha.supports_masking, len(layers.MultiHeadAttention(num_heads=2, key_dim=2, dropout=0.5)(
    np.ones((2, 8, 16)), np.ones((2, 4, 16))).shape))
q = np.array([[1, 2, 3, 0, 0], [3, 3, 1, 1, 2], [1, 0, 0, 0, 0]])
v = np.array([[5, 4, 0], [3, 0, 0], [2, 1, 1]])
embed_q, embed_v = layers.Embedding(4, 8, mask_zero=True), layers.Embedding(6, 8, mask_zero=True)
for causal in (False, True):
    out = mha(query=embed_q(q), value=embed_v(v), use_causal_mask=causal)
    print("query mask kept", out._keras_mask.numpy().tolist())
    mask = [[[1, 1, 0]] * 3 + [[0, 0, 0]] * 2] + [[[1, 0, 0]] * 5] + [[[1, 1, 1]] + [[0, 0, 0]] * 4]
    if causal:
        lower = [[1, 0, 0], [1, 1, 0]] + [[1, 1, 1]] * 3
        mask = [[[a * b for a, b in zip(row, keep)] for row, keep in zip(m, lower)] for m in mask]
    mask = np.array(mask)
    masked_query, masked_value = embed_q(q), embed_v(v)
    del masked_query._keras_mask
    del masked_value._keras_mask
    manual = mha(query=masked_query, value=masked_value, attention_mask=mask)
    unmasked = mha(query=masked_query, value=masked_value)
    print("causal" if causal else "padding", np.allclose(out, manual, atol=1e-6), np.allclose(out, unmasked, atol=1e-6))
print(len(mha.trainable_weights), [w.path for w in mha.weights][:2])
print(layers.MultiHeadAttention(num_heads=2, key_dim=2).compute_output_shape((None, 4, 8), (None, 2, 8)))
print(layers.MultiHeadAttention(num_heads=2, key_dim=2, output_shape=(3, 5)).compute_output_shape((None, 4, 8), (None, 2, 8)))
try:
    layers.MultiHeadAttention(num_heads=2, key_dim=2).compute_output_shape((None, 4, 8), (None, 2, 8), (None, 3, 8))
except ValueError as e:
    print("ValueError:", e)

query = np.array([[[1.0, 0.0], [0.0, 1.0]]])
key = np.array([[[0.0, 1.0], [1.0, 0.0]]])
value = np.array([[[1.0, 2.0], [3.0, 4.0]]])
for layer in (layers.Attention(score_mode="dot"), layers.Attention(score_mode="concat"),
              layers.AdditiveAttention(use_scale=False)):
    output, scores = layer([query, value, key], return_attention_scores=True)
    print(type(layer).__name__, rounded(output, 3), rounded(scores, 3))
for layer in (layers.Attention(), layers.AdditiveAttention(use_scale=False)):
    output, scores = layer([query, np.ones((1, 2, 2))], mask=[np.array([[True, False]]), np.array([[True, False]])],
                           return_attention_scores=True)
    print(output.numpy().tolist(), scores.numpy().tolist())
attention = layers.Attention(use_scale=True, score_mode="concat")
attention([np.ones((2, 3, 4)), np.ones((2, 4, 4))])
print([w.path for w in attention.weights], len(layers.AdditiveAttention().weights))
tensor = np.array([[[1.0, 1.0], [1.0, 1.0]]])
for call in (lambda: layers.Attention()(tensor), lambda: layers.Attention()([tensor] * 4),
             lambda: layers.Attention()([tensor, tensor], mask=tensor),
             lambda: layers.Attention(score_mode="invalid_mode")):
    try:
        call()
    except ValueError as e:
        print("ValueError:", str(e)[:90])

inputs = keras.Input(shape=(10,), dtype="int32")
x = layers.Embedding(1000, 32)(inputs)
attn = layers.MultiHeadAttention(num_heads=2, key_dim=16)(x, x)
x = layers.Add()([x, attn])
x = layers.LayerNormalization()(x)
outputs = layers.Dense(10)(x)
model = keras.Model(inputs, outputs)
model.summary()
print(model(np.zeros((2, 10), "int32")).shape)
