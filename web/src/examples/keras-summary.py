# model.summary() before and after the model is built
# A Sequential model without an input shape has no weights
# until its first call, and here that call happens while a
# tf.function traces. What do the two summaries show, and
# how often does forward trace?
import tensorflow as tf
import keras

model = keras.Sequential([
    keras.layers.Dense(3, activation="relu", name="hidden"),
    keras.layers.Dense(1, name="score"),
], name="tiny")
model.summary()

@tf.function
def forward(x):
    print("print: tracing forward for", x.shape)
    return model(x)

forward(tf.ones([2, 4]))
forward(tf.ones([2, 4]))
model.summary()
