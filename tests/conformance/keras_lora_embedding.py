# LoRA on a Keras 3.11 Embedding layer, as keras/src/layers/core/embedding.py (v3.11.3)
# writes it: enable_lora(rank, lora_alpha=None, ...) checks embeddings_constraint ("Lora is
# incompatible with embedding constraints. ..."), then that the layer is built, then that LoRA
# is not already on; adds "lora_embeddings_a" (input_dim, rank, HeUniform) and
# "lora_embeddings_b" (rank, output_dim, zeros) and makes the table non-trainable. The
# `embeddings` property adds (lora_alpha / lora_rank) * lora_embeddings_a @ lora_embeddings_b,
# so a lookup is unchanged right after enabling (b is zeros) and fit trains only the two LoRA
# matrices of this layer. get_config ends with lora_rank and lora_alpha; save_own_variables
# stores the merged table as "0", and load_own_variables with LoRA on assigns it to the table
# and zeros both LoRA matrices.
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(3)
emb = layers.Embedding(6, 3)
try:
    emb.enable_lora(2)
except ValueError as e:
    print("ValueError:", e)
ids = np.array([[0, 1], [2, 5], [4, 4], [3, 1]])
before = emb(ids)
emb.enable_lora(2, lora_alpha=4)
print([w.name for w in emb.weights])
print([w.name for w in emb.trainable_weights], [w.name for w in emb.non_trainable_weights])
print([w.shape for w in emb.weights])
print(emb.lora_enabled, emb.lora_rank, emb.lora_alpha)
print(emb.lora_embeddings_a)
print(emb.lora_embeddings_b.numpy())
print("lookups unchanged:", np.array_equal(emb(ids), before))
try:
    emb.enable_lora(1)
except ValueError as e:
    print("ValueError:", e)
try:
    layers.Embedding(6, 3, embeddings_constraint="unit_norm").enable_lora(2)
except ValueError as e:
    print("ValueError:", e)
config = emb.get_config()
print(list(config)[-3:], config["lora_rank"], config["lora_alpha"])

model = keras.Sequential([keras.Input((2,), dtype="int32"), emb, layers.Flatten(), layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
print([w.name for w in model.trainable_weights])
table = emb.non_trainable_weights[0].numpy()
a0, b0 = emb.lora_embeddings_a.numpy(), emb.lora_embeddings_b.numpy()
model.fit(ids, np.ones((4, 1)), batch_size=2, epochs=2, verbose=0)
print("table frozen:", np.array_equal(emb.non_trainable_weights[0].numpy(), table))
print("a changed:", not np.array_equal(emb.lora_embeddings_a.numpy(), a0))
print("b changed:", not np.array_equal(emb.lora_embeddings_b.numpy(), b0))
print("scaled by alpha / rank:", np.allclose(emb.embeddings, table + 2.0 * emb.lora_embeddings_a.numpy() @ emb.lora_embeddings_b.numpy()))

store = {}
emb.save_own_variables(store)
print(sorted(store), np.array_equal(store["0"], emb.embeddings))
fresh = layers.Embedding(6, 3, lora_rank=2)
fresh.build()
fresh.load_own_variables(store)
print("loaded table:", np.array_equal(fresh.non_trainable_weights[0], emb.embeddings))
print(fresh.lora_embeddings_a.numpy())
print("same lookups:", np.array_equal(fresh(ids), emb(ids)))
plain = layers.Embedding(6, 3)
plain.build()
try:
    plain.load_own_variables({"0": store["0"], "1": store["0"]})
except ValueError as e:
    print("ValueError:", e)
