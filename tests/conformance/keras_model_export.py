# Keras 3.11's Model.export (keras/src/export/saved_model.py, TensorFlow backend): a SavedModel
# whose `serve` endpoint is tf.function(model.__call__) over the input signature taken from the
# model's inputs (TensorSpecs named after the input KerasTensor, 'keras_tensor'), also exported as
# "serving_default". (verbose=False: the endpoint listing it prints names the captured variables
# by id(), which differs from run to run.) The reloaded artifact runs the saved graph through
# `serve`, its signatures take the input by the spec's name and return dicts (output_0), and it
# keeps the model's variables.
import keras
import tensorflow as tf

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1, kernel_initializer="ones")])
model.export("exported", verbose=False)

reloaded = tf.saved_model.load("exported")
print(reloaded.serve(tf.ones([1, 2])))
print(list(reloaded.signatures.keys()))
serving = reloaded.signatures["serving_default"]
print(serving.structured_input_signature)
print(serving(keras_tensor=tf.ones([2, 2])))
print(len(reloaded.variables), len(reloaded.trainable_variables))
