# Keras 3.11's `lora_rank=` / `lora_alpha=` constructor arguments (keras/src/layers/core/
# dense.py, embedding.py, einsum_dense.py and convolutional/base_conv.py, v3.11.3). __init__
# stores lora_rank and lora_alpha (defaulting to lora_rank) with lora_enabled False; build()
# ends with enable_lora. Dense and Embedding call `self.enable_lora(self.lora_rank)` without
# lora_alpha, so once built their lora_alpha is the rank again (get_config shows it), while
# EinsumDense and BaseConv pass `lora_alpha=self.lora_alpha` and keep it. EinsumDense's and
# BaseConv's LoRA matrices are "lora_kernel_a" (the kernel's shape with the last axis = rank)
# and "lora_kernel_b" (rank, last axis), so Conv2D's kernel (3, 3, 2, 4) gets a (3, 3, 2, 2)
# and a (2, 4); `kernel` adds (lora_alpha / lora_rank) * matmul(a, b), zero at first. Conv2D
# takes lora_rank through **kwargs to BaseConv. Weight order follows add_weight: kernel, bias,
# lora_kernel_a, lora_kernel_b; the frozen kernel is the only non-trainable weight.
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(11)
dense = layers.Dense(2, lora_rank=3, lora_alpha=6)
print(dense.lora_enabled, dense.lora_rank, dense.lora_alpha, dense.get_config()["lora_alpha"])
dense.build((None, 5))
print(dense.lora_enabled, dense.lora_rank, dense.lora_alpha, dense.get_config()["lora_alpha"])
print([(w.name, tuple(w.shape), w.trainable) for w in dense.weights])
try:
    dense.enable_lora(3)
except ValueError as e:
    print("ValueError:", e)

emb = layers.Embedding(4, 2, lora_rank=1, lora_alpha=5)
print(emb.lora_alpha)
emb.build()
print(emb.lora_alpha, [(w.name, tuple(w.shape)) for w in emb.trainable_weights])

einsum = layers.EinsumDense("ab,bcd->acd", output_shape=(2, 3), bias_axes="d", lora_rank=2, lora_alpha=8)
einsum.build((None, 4))
print(einsum.lora_alpha, [(w.name, tuple(w.shape)) for w in einsum.weights])
print([w.name for w in einsum.trainable_weights])
config = einsum.get_config()
print(list(config)[-2:], config["lora_rank"], config["lora_alpha"])
x = np.linspace(-1.0, 1.0, 8, dtype="float32").reshape(2, 4)
print("einsum unchanged:", np.array_equal(einsum(x), keras.ops.einsum("ab,bcd->acd", x, einsum.non_trainable_weights[0]) + einsum.bias))

conv = layers.Conv2D(4, 3, lora_rank=2, lora_alpha=4)
images = np.linspace(0.0, 1.0, 2 * 5 * 5 * 2, dtype="float32").reshape(2, 5, 5, 2)
out = conv(images)
print(conv.lora_enabled, conv.lora_rank, conv.lora_alpha)
print([(w.name, tuple(w.shape)) for w in conv.weights])
print([w.name for w in conv.trainable_weights], [w.name for w in conv.non_trainable_weights])
print(conv.lora_kernel_a[:, :, 0, :])
plain = keras.ops.conv(images, conv.non_trainable_weights[0]) + conv.bias
print("conv unchanged:", np.array_equal(out, plain))
config = conv.get_config()
print(list(config)[-3:], config["lora_rank"], config["lora_alpha"])
clone = layers.Conv2D.from_config(config)
print(clone.lora_enabled, clone.lora_rank, clone.lora_alpha)

model = keras.Sequential([keras.Input((5, 5, 2)), conv, layers.GlobalAveragePooling2D()])
model.compile(optimizer="sgd", loss="mse")
frozen = conv.non_trainable_weights[0].numpy()
start = [w.numpy() for w in conv.trainable_weights]
model.fit(images, np.ones((2, 4)), batch_size=1, epochs=2, verbose=0)
print("kernel frozen:", np.array_equal(conv.non_trainable_weights[0].numpy(), frozen))
print("changed:", [not np.array_equal(w.numpy(), s) for w, s in zip(conv.trainable_weights, start)])
store = {}
conv.save_own_variables(store)
print(sorted(store), np.array_equal(store["0"], conv.kernel), np.array_equal(store["0"], frozen))
