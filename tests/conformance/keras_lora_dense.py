# LoRA on a Keras 3.11 Dense layer, as keras/src/layers/core/dense.py (v3.11.3) writes it.
# - enable_lora(rank, lora_alpha=None, a_initializer="he_uniform", b_initializer="zeros")
#   raises ValueError, checking in this order: a kernel_constraint ("Lora is incompatible with
#   kernel constraints. ..."), an unbuilt layer ("Cannot enable lora on a layer that isn't yet
#   built."), a second call ("lora is already enabled. This can only be done once per layer.").
# - It adds the weights "lora_kernel_a" (input_dim, rank) then "lora_kernel_b" (rank, units),
#   each with initializers.get(...) made as the weight is added, so the unseeded HeUniform
#   draws its seed (random_initializers.py RandomInitializer: make_default_seed(), Python's
#   random.randint(1, int(1e9))) after the GlorotUniform kernel's, drawn in __init__. Then
#   `self._kernel.trainable = False`: the kernel stays first in `weights` (the tracker keeps it
#   in _trainable_variables) but leaves `trainable_weights`. lora_alpha defaults to the rank.
# - The `kernel` property is `_kernel + (lora_alpha / lora_rank) * matmul(lora_kernel_a,
#   lora_kernel_b)`; lora_kernel_b starts at zeros, so outputs do not change on enabling, and
#   fit then trains only the bias and the two LoRA matrices (the first step's gradient for
#   lora_kernel_a is zero, the next ones are not).
# - get_config ends with "lora_rank" and "lora_alpha" once lora_rank is set.
# - save_own_variables stores the merged `self.kernel` and the bias as "0", "1"; loading a
#   saved .keras rebuilds Dense(lora_rank=2) (build() calls enable_lora) and
#   load_own_variables assigns the merged kernel to `_kernel` and zeros both LoRA matrices, so
#   the loaded model computes exactly the same outputs. (Random values come from the stateless
#   uniform kernel the seeded GlorotUniform goldens check, limit sqrt(6 / fan_in) for HeUniform.)
import random

import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(7)
layer = layers.Dense(3)
try:
    layer.enable_lora(2)
except ValueError as e:
    print("ValueError:", e)
x = np.arange(24, dtype="float32").reshape(6, 4) / 8
before = layer(x)
layer.enable_lora(2)
print([w.name for w in layer.weights])
print([w.path for w in layer.trainable_weights])
print([w.name for w in layer.non_trainable_weights])
print([w.shape for w in layer.weights])
print(layer.lora_enabled, layer.lora_rank, layer.lora_alpha)
print(layer.lora_kernel_a)
print(layer.lora_kernel_b)
print("outputs unchanged:", np.array_equal(layer(x), before))

# The same draw by hand: the kernel's seed first, then lora_kernel_a's.
random.seed(7)
random.randint(1, int(1e9))
lora_seed = random.randint(1, int(1e9))
print("seeded like HeUniform:", np.array_equal(layer.lora_kernel_a, keras.initializers.HeUniform(seed=lora_seed)((4, 2))))

try:
    layer.enable_lora(2)
except ValueError as e:
    print("ValueError:", e)
constrained = layers.Dense(3, kernel_constraint="non_neg")
try:
    constrained.enable_lora(2)
except ValueError as e:
    print("ValueError:", e)
print(layer.get_config())

model = keras.Sequential([keras.Input((4,)), layer])
model.compile(optimizer="sgd", loss="mse")
print([w.path for w in model.trainable_weights])
print(model.count_params())
frozen = layer.non_trainable_weights[0].numpy()
start = [w.numpy() for w in layer.trainable_weights]
model.fit(x, np.ones((6, 3)), batch_size=2, epochs=1, verbose=0)
print("kernel frozen:", np.array_equal(layer.non_trainable_weights[0].numpy(), frozen))
print("changed:", [not np.array_equal(w.numpy(), s) for w, s in zip(layer.trainable_weights, start)])
delta = layer.lora_kernel_a.numpy() @ layer.lora_kernel_b.numpy()
print("kernel is merged:", np.allclose(layer.kernel, frozen + delta))

store = {}
layer.save_own_variables(store)
print(sorted(store), np.array_equal(store["0"], layer.kernel), np.array_equal(store["1"], layer.bias))
out = model(x)
model.save("lora_dense.keras")
loaded = keras.models.load_model("lora_dense.keras")
inner = loaded.layers[0]
print([w.name for w in inner.weights], inner.lora_rank, inner.lora_alpha)
print("loaded kernel is the merged one:", np.array_equal(inner.non_trainable_weights[0], layer.kernel))
print(inner.lora_kernel_b.numpy())
print("loaded outputs equal:", np.array_equal(loaded(x), out))
