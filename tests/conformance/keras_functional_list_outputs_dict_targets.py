# A Functional model whose outputs are a list [priority, department] (the Functional API guide's
# multi-input, multi-output model), compiled with losses and loss weights keyed by the output
# layers' names and fit on targets keyed the same way: Keras 3.11.3's CompileLoss.call lines
# the target dict up with the outputs by `output_names` ("y_pred is list/tuple and y_true is
# dict"), so each loss gets its own output's targets (trainers/compile_utils.py), not the
# targets in the dict's sorted key order.
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(1)
num_tags, num_words, num_departments = 12, 100, 4
title_input = keras.Input(shape=(None,), name="title")
body_input = keras.Input(shape=(None,), name="body")
tags_input = keras.Input(shape=(num_tags,), name="tags")
title_features = layers.LSTM(8)(layers.Embedding(num_words, 8)(title_input))
body_features = layers.LSTM(4)(layers.Embedding(num_words, 8)(body_input))
x = layers.concatenate([title_features, body_features, tags_input])
priority_pred = layers.Dense(1, name="priority")(x)
department_pred = layers.Dense(num_departments, name="department")(x)
model = keras.Model(inputs=[title_input, body_input, tags_input], outputs=[priority_pred, department_pred])
print(model.output_names)

priority_loss = keras.losses.BinaryCrossentropy(from_logits=True)
department_loss = keras.losses.CategoricalCrossentropy(from_logits=True)
model.compile(
    optimizer=keras.optimizers.RMSprop(1e-3),
    loss={"priority": priority_loss, "department": department_loss},
    loss_weights={"priority": 1.0, "department": 0.2},
)
inputs = {
    "title": np.random.randint(num_words, size=(32, 10)),
    "body": np.random.randint(num_words, size=(32, 20)),
    "tags": np.random.randint(2, size=(32, num_tags)).astype("float32"),
}
targets = {
    "priority": np.random.random(size=(32, 1)),
    "department": np.random.randint(2, size=(32, num_departments)),
}
history = model.fit(inputs, targets, epochs=2, batch_size=16, verbose=0)
print(sorted(history.history))

logs = model.evaluate(inputs, targets, batch_size=32, verbose=0, return_dict=True)
print(sorted(logs))
priority_out, department_out = model.predict(inputs, verbose=0)
print(priority_out.shape, department_out.shape)
print(np.isclose(logs["priority_loss"], float(priority_loss(targets["priority"], priority_out)), atol=1e-5))
print(np.isclose(logs["department_loss"], float(department_loss(targets["department"], department_out)), atol=1e-5))
print(np.isclose(logs["loss"], logs["priority_loss"] + 0.2 * logs["department_loss"], atol=1e-5))
