# Keras 3.11 classes print with the module that defines them (the file in keras/src named by
# keras/api's imports): regularizers in keras.src.regularizers.regularizers, constraints in
# keras.src.constraints.constraints, each merging layer in its own module
# (keras.src.layers.merging.add, ...), ReLU/LeakyReLU/Softmax in
# keras.src.layers.activations.{relu,leaky_relu,softmax}, Identity in core/identity.py, Reshape
# in reshaping/reshape.py, and the crossentropy, KLDivergence and Poisson metrics in
# metrics/probabilistic_metrics.py. Regularizers and constraints have no __repr__, so they print
# as `<module.Class object at 0x...>`. keras.regularizers.l1_l2 is the L1L2 class itself
# (regularizers/regularizers.py keras_export of "keras.regularizers.l1_l2"), so its defaults are
# l1=0.0, l2=0.0. The penalty of Dense's kernel is summed into model.losses
# (layers/layer.py Layer.losses).
import numpy as np
import keras
from keras import layers

dense = layers.Dense(2, kernel_initializer="ones", kernel_regularizer=keras.regularizers.l1_l2(l1=0.1),
                     bias_regularizer=keras.regularizers.L2(0.5), kernel_constraint=keras.constraints.NonNeg(),
                     bias_constraint="max_norm")
print(dense.kernel_regularizer)
print(dense.bias_regularizer)
print(dense.kernel_constraint)
print(dense.bias_constraint)
print(keras.regularizers.l1_l2 is keras.regularizers.L1L2, keras.regularizers.l1_l2().get_config())
print(keras.regularizers.l1_l2(l1=0.1).get_config(), keras.regularizers.l2(0.2).get_config())
model = keras.Sequential([keras.Input((3,)), dense])
print([round(float(loss), 4) for loss in model.losses])

for cls in [keras.regularizers.Regularizer, keras.regularizers.L1, keras.regularizers.OrthogonalRegularizer,
            keras.constraints.Constraint, keras.constraints.UnitNorm, keras.constraints.MinMaxNorm,
            layers.Add, layers.Subtract, layers.Multiply, layers.Average, layers.Maximum, layers.Minimum,
            layers.Concatenate, layers.ReLU, layers.LeakyReLU, layers.Softmax, layers.Identity, layers.Reshape,
            layers.Activation, layers.Flatten, layers.Dot, keras.metrics.BinaryCrossentropy,
            keras.metrics.CategoricalCrossentropy, keras.metrics.SparseCategoricalCrossentropy,
            keras.metrics.KLDivergence, keras.metrics.Poisson, keras.metrics.MeanSquaredError,
            keras.metrics.Hinge]:
    print(cls)
print(layers.add([np.ones((1, 2)), np.ones((1, 2))]), type(layers.average).__name__, layers.concatenate.__module__)
