# The keras.io Functional API guide's multi-input, multi-output model (ticket classifier) in a
# small version of our own: model.summary() of a non-sequential graph (keras/src/utils/
# summary_utils.py: layers in model._operations order, a "Connected to" column naming
# layer[node][tensor]), outputs given as a dict (Functional flattens them with tree.flatten, so
# keys sort: output_names and output_shape list "department" first), a loss dict with
# loss_weights (CompileLoss tracks one `<output>_loss` metric per output next to `loss`), and
# predict returning a dict of NumPy arrays. Expected text from Keras 3.11.3's functional.py,
# trainer.py, compile_utils.py and summary_utils.py; the table layout as rich draws it.
import keras
from keras import layers
import numpy as np

num_tags = 6
num_words = 50
num_departments = 3

title_input = keras.Input(shape=(None,), name="title")
body_input = keras.Input(shape=(None,), name="body")
tags_input = keras.Input(shape=(num_tags,), name="tags")

title_features = layers.Embedding(num_words, 8)(title_input)
body_features = layers.Embedding(num_words, 4)(body_input)
title_features = layers.LSTM(16)(title_features)
body_features = layers.LSTM(8)(body_features)
x = layers.concatenate([title_features, body_features, tags_input])
priority_pred = layers.Dense(1, name="priority")(x)
department_pred = layers.Dense(num_departments, name="department")(x)

model = keras.Model(
    inputs=[title_input, body_input, tags_input],
    outputs={"priority": priority_pred, "department": department_pred},
    name="ticket_classifier",
)
model.summary()
print([t.name for t in model.inputs])
print(model.output_names)
print(model.output_shape)
print(hasattr(model, "input_names"))

model.compile(
    optimizer=keras.optimizers.RMSprop(1e-3),
    loss={
        "priority": keras.losses.BinaryCrossentropy(from_logits=True),
        "department": keras.losses.CategoricalCrossentropy(from_logits=True),
    },
    loss_weights={"priority": 1.0, "department": 0.2},
)
rng = np.random.default_rng(0)
title_data = rng.integers(num_words, size=(20, 5))
body_data = rng.integers(num_words, size=(20, 7))
tags_data = rng.integers(2, size=(20, num_tags)).astype("float32")
priority_targets = rng.random(size=(20, 1))
dept_targets = rng.integers(2, size=(20, num_departments))
h = model.fit(
    {"title": title_data, "body": body_data, "tags": tags_data},
    {"priority": priority_targets, "department": dept_targets},
    epochs=2,
    batch_size=8,
    verbose=0,
)
print(sorted(h.history.keys()))
print(len(h.history["loss"]), h.params)
print(model.metrics_names)
preds = model.predict({"title": title_data, "body": body_data, "tags": tags_data}, verbose=0)
print(type(preds).__name__, sorted(preds.keys()), preds["priority"].shape, preds["department"].shape)
