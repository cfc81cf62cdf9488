# keras.regularizers.OrthogonalRegularizer (keras/src/regularizers/regularizers.py):
# factor * 0.5 * sum|off-diagonal dot products of the L2-normalised rows (or columns)| / pairs,
# as regularizers_test.py computes it; Keras's mode and rank errors; regularizers.get knows each
# class by its name and its snake_case name ("l1l2", not "l1_l2"). IdentityInitializer is
# keras.initializers.Identity.
import numpy as np
import keras

x = np.array([[1.0, 1.0], [1.0, 0.0]], dtype="float32")
print(float(keras.regularizers.OrthogonalRegularizer(factor=0.01)(x)))
print(float(keras.regularizers.OrthogonalRegularizer(factor=0.1, mode="columns")(np.eye(3, dtype="float32"))))
print(keras.regularizers.OrthogonalRegularizer(0.5, "columns").get_config())
for bad in (lambda: keras.regularizers.OrthogonalRegularizer(0.01, mode="diag"),
            lambda: keras.regularizers.OrthogonalRegularizer()(np.ones((2, 2, 2), "float32")),
            lambda: keras.regularizers.get("l1_l2")):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
print(type(keras.regularizers.get("l1l2")).__name__, keras.regularizers.get("orthogonal_regularizer").mode)
layer = keras.layers.Dense(2, kernel_regularizer="orthogonal_regularizer", kernel_initializer=keras.initializers.IdentityInitializer())
layer.build((None, 2))
print(layer.kernel.numpy().tolist(), [float(v) for v in layer.losses])
