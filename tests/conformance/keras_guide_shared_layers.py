# Shared layers as the keras.io Functional API guide shows them: one Embedding applied to two
# inputs. The layer has two inbound nodes, so the summary names both calls in its "Connected to"
# cell (a[0][0], b[0][0]) and the second pooling layer reads shared_emb[1][0]
# (keras/src/utils/summary_utils.py get_connections); .output and .input give the first node's
# tensors (keras/src/ops/operation.py _get_node_attribute_at_index); the weights count once.
# Keras 3 has no get_output_at. Expected text from Keras 3.11.3's source, the table as rich draws
# it (cells wrap at spaces, a longer word ends in an ellipsis).
import keras
from keras import layers

shared_embedding = layers.Embedding(1000, 16, name="shared_emb")
text_input_a = keras.Input(shape=(None,), dtype="int32", name="a")
text_input_b = keras.Input(shape=(None,), dtype="int32", name="b")
encoded_a = shared_embedding(text_input_a)
encoded_b = shared_embedding(text_input_b)
pooled_a = layers.GlobalAveragePooling1D()(encoded_a)
pooled_b = layers.GlobalAveragePooling1D()(encoded_b)
merged = layers.Add()([pooled_a, pooled_b])
out = layers.Dense(1, activation="sigmoid")(merged)
model = keras.Model([text_input_a, text_input_b], out)
model.summary()
print(len(shared_embedding._inbound_nodes))
print(shared_embedding.count_params(), model.count_params())
print(len(model.layers), [l.name for l in model.layers])
print(shared_embedding.output is encoded_a, shared_embedding.input is text_input_a)
print(hasattr(shared_embedding, "get_output_at"))
unused = layers.Dense(2, name="never_called")
try:
    unused.output
except AttributeError as e:
    print("AttributeError:", e)
