# Misspelled initializer, regularizer, constraint and activation names given to a layer: each
# module's get() in Keras 3.11.3 (initializers, regularizers, constraints, activations) raises
# "Could not interpret ... identifier" while the layer is constructed; initializers.get goes
# through deserialize_keras_object, which hands back an unknown name unchanged, and accepts the
# "zero" alias.
import keras

for kwargs in (dict(kernel_initializer="glorot"), dict(kernel_regularizer="l3"),
               dict(kernel_constraint="maxnorm"), dict(activation="Relu"),
               dict(bias_initializer="zero")):
    try:
        layer = keras.layers.Dense(2, **kwargs)
        print("accepted", kwargs)
    except ValueError as e:
        print("ValueError:", e)
