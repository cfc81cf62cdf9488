# Keras 3.11 SpectralNormalization, GroupQueryAttention, HashedCrossing and Pipeline
# (keras/src/layers/normalization/spectral_normalization.py,
# attention/grouped_query_attention.py, preprocessing/hashed_crossing.py,
# preprocessing/pipeline.py) on the TensorFlow backend. Expected values: test_apply_layer of
# spectral_normalization_test.py (a 2x2 all-ones kernel has largest singular value 2, so its
# output 4 becomes 2 in training), test_correctness of grouped_query_attention_test.py (identity
# projections; run here in float32, so the outputs are the exact softmax values
# (64 * sum_k p_qk * k + 28) / 100 with p = e^(1/sqrt 8) / (7 + e^(1/sqrt 8)) on the diagonal
# and 1 / (7 + e^(1/sqrt 8)) elsewhere), the weight counts of their test_basics, test_correctness
# of pipeline_test.py (the CanaryLayer); shapes, configs and error texts from those files.
# stderr: Pipeline has no compute_mask, so the explicit mask= makes Layer.__call__ warn that
# it destroys the mask (layers/layer.py:970).
import numpy as np
import keras
from keras import initializers, layers


def r(a, n):
    return np.round(np.asarray(a, dtype="float64"), n).tolist()


# SpectralNormalization
sn = layers.SpectralNormalization(layers.Conv2D(1, (2, 2), kernel_initializer=initializers.Constant(value=1)),
                                  power_iterations=8)
images = np.ones((1, 2, 2, 1))
print("inference", r(sn(images, training=False), 4))
print("training", r(sn(images, training=True), 4))
print("kernel now", r(sn.layer.kernel.numpy().reshape(-1), 4), "after", r(sn(images), 4))
print([w.name for w in sn.weights], len(sn.trainable_weights), len(sn.non_trainable_weights), tuple(sn.vector_u.shape))
dense_sn = layers.SpectralNormalization(layers.Dense(2))
print(tuple(dense_sn(np.ones((10, 3, 4))).shape), len(dense_sn.trainable_weights), len(dense_sn.non_trainable_weights))
emb_sn = layers.SpectralNormalization(layers.Embedding(10, 4))
print(tuple(emb_sn(np.arange(10).astype("float32")).shape), len(emb_sn.trainable_weights), len(emb_sn.non_trainable_weights))
print(layers.SpectralNormalization(layers.Dense(3)).compute_output_shape((None, 5, 4)))
config = layers.SpectralNormalization(layers.Dense(2, name="d"), power_iterations=3, name="sn").get_config()
print(list(config), config["layer"]["class_name"], config["layer"]["config"]["units"], config["power_iterations"])
model = keras.Sequential([keras.Input(shape=(3,)), layers.SpectralNormalization(layers.Dense(4))])
model.summary()
keras.utils.set_random_seed(1)
model.compile(optimizer="sgd", loss="mse")
history = model.fit(np.ones((8, 3)), np.zeros((8, 4)), epochs=2, batch_size=4, verbose=0)
print(len(history.history["loss"]), all(np.isfinite(history.history["loss"])))
try:
    layers.SpectralNormalization(layers.Dense(2), power_iterations=0)
except ValueError as e:
    print("ValueError:", e)
try:
    layers.SpectralNormalization(layers.ReLU())(np.ones((4, 2)))
except ValueError as e:
    print("ValueError:", e)

# GroupQueryAttention
head_dim = 8
query = np.identity(head_dim)[np.newaxis, ...]
key = np.identity(head_dim)[np.newaxis, ...]
value = np.reshape(np.arange(head_dim * head_dim), (1, head_dim, head_dim)) / 100.0
gqa = layers.GroupQueryAttention(head_dim=head_dim, num_query_heads=8, num_key_value_heads=8)
gqa.build(query.shape, key.shape, value.shape)
kernel = np.repeat(np.identity(head_dim)[:, np.newaxis, :], 8, axis=1)
bias = np.zeros((8, head_dim))
gqa.set_weights([kernel, bias] * 3 + [kernel, np.zeros((head_dim,))])
output, scores = gqa(query=query, value=value, key=key, return_attention_scores=True)
print(tuple(output.shape), r(output[0, :, 0], 3), np.allclose(output.numpy(), output.numpy()[:, :, :1]))
print(tuple(scores.shape), r(scores[0, 0, 0], 4), r(scores[0, 7, 3], 4))
print("fused", np.allclose(gqa(query=query, value=value, key=key).numpy(), output.numpy(), atol=1e-6))

print(type(gqa).__name__, len(gqa.trainable_weights), [w.path for w in gqa.weights][:2])
small = layers.GroupQueryAttention(head_dim=2, num_query_heads=4, num_key_value_heads=2, name="gqa")
out = small(query=np.ones((7, 4, 8)), value=np.ones((7, 2, 8)), key=np.ones((7, 2, 3)))
print(tuple(out.shape), small.compute_output_shape((7, 4, 8), (7, 2, 8), (7, 2, 3)), small.count_params())
print(len(layers.GroupQueryAttention(2, 2, 2, use_bias=False, dropout=0.5)(np.ones((2, 8, 16)), np.ones((2, 4, 16))).shape),
      small.num_repeats)
print(small.get_config())
# Masks: the query and value masks equal an explicit attention_mask (test_masking).
q = np.array([[1, 2, 3, 0, 0], [3, 3, 1, 1, 2], [1, 0, 0, 0, 0]])
v = np.array([[5, 4, 0], [3, 0, 0], [2, 1, 1]])
q_emb, v_emb = layers.Embedding(4, 8)(q), layers.Embedding(6, 8)(v)
masked = layers.GroupQueryAttention(num_query_heads=2, num_key_value_heads=2, head_dim=2)
auto = masked(query=q_emb, value=v_emb, query_mask=q != 0, value_mask=v != 0, use_causal_mask=True)
mask = np.array([[[1, 1, 0]] * 3 + [[0, 0, 0]] * 2] + [[[1, 0, 0]] * 5] + [[[1, 1, 1]] + [[0, 0, 0]] * 4]).astype(bool)
mask = mask & np.array([[[1, 0, 0], [1, 1, 0]] + [[1, 1, 1]] * 3]).astype(bool)
print("masks", np.allclose(auto.numpy(), masked(query=q_emb, value=v_emb, attention_mask=mask).numpy(), atol=1e-6))

q_in, v_in = keras.Input((4, 8), name="q"), keras.Input((2, 8), name="v")
attn = keras.Model([q_in, v_in], layers.GroupQueryAttention(2, 4, 2, name="attention")(q_in, v_in))
attn.summary()
keras.utils.set_random_seed(2)
attn.compile(optimizer=keras.optimizers.SGD(0.05), loss="mse")
history = attn.fit([np.ones((4, 4, 8)), np.ones((4, 2, 8))], np.zeros((4, 4, 8)), epochs=3, verbose=0)
losses = history.history["loss"]
print(losses[2] < losses[1] < losses[0])
for make in (lambda: layers.GroupQueryAttention(2, 4, 3),
             lambda: layers.GroupQueryAttention(2, 2, 2, flash_attention=True, dropout=0.1),
             lambda: small.compute_output_shape((2, 4, 8), (2, 2, 7)),
             lambda: small.compute_output_shape((2, 4, 8), (2, 2, 8), (2, 1, 7))):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)

# HashedCrossing: construction, shapes and the checks made before crossing.
cross = layers.HashedCrossing(num_bins=5, name="cross")
print(cross.get_config(), cross.dtype)
print(layers.HashedCrossing(4, output_mode="one_hot").get_config()["dtype"])
print(cross.compute_output_shape(((5,), (5,))), layers.HashedCrossing(4, output_mode="one_hot").compute_output_shape(((5, 1), (5, 1))),
      layers.HashedCrossing(4, output_mode="one_hot").compute_output_shape(((5, 2), (5, 2))))
for make in (lambda: layers.HashedCrossing(3, output_mode="multi_hot"), lambda: cross(np.array(1)), lambda: cross([np.array(1)]),
             lambda: cross((np.array([[[1.0]]]), np.array([[[1.0]]]))), lambda: cross((np.array([1, 2]), np.array([1, 2, 3]))),
             lambda: cross((np.array([1.0, 2.0]), np.array([1.0, 2.0]))), lambda: cross.compute_output_shape(((5,), (6,)))):
    try:
        make()
    except ValueError as e:
        # Errors raised in call() come wrapped by Operation.__call__ (traceback_utils): the
        # first line, then the message in bold.
        lines = str(e).split("\n")
        print("ValueError:", lines[0])
        if len(lines) > 2:
            print(" ", repr(lines[2]))


# Pipeline
class CanaryLayer(layers.Layer):
    def __init__(self):
        super().__init__()
        self.training = None
        self.received_mask = False

    def call(self, x, training=False, mask=None):
        self.training = training
        if mask is not None:
            self.received_mask = True
        return x

    def compute_mask(self, x, mask=None):
        return x


pipeline = layers.Pipeline([CanaryLayer(), CanaryLayer()])
pipeline(np.array([0]), training=True, mask=np.array([0]))
print([(l.training, l.received_mask) for l in pipeline.layers])
pipe = layers.Pipeline([layers.Rescaling(0.5), layers.CenterCrop(2, 3)], name="pipe")
y = pipe(np.arange(48, dtype="float32").reshape(1, 4, 4, 3))
print(tuple(y.shape), y.numpy()[0, 0, 0].tolist(), y.numpy()[0, 1, 2].tolist())
config = pipe.get_config()
print(list(config), [c["class_name"] for c in config["layers"]], config["name"])
restored = layers.Pipeline.from_config(pipe.get_config())
print(type(restored.layers[1]).__name__, np.array_equal(restored(np.ones((2, 4, 4, 3))).numpy(), pipe(np.ones((2, 4, 4, 3))).numpy()))
