# Kernels, pools and reshapes that do not fit the input: Keras 3.11.3 ops/operation_utils.py.
# Conv2D and Reshape check in build() (compute_conv_output_shape with the shape as a tuple and
# the dilation rate as a NumPy array; compute_reshape_output_shape, including its "cannot by
# divided" typo), before the call, so the messages come unwrapped; pooling checks in
# compute_output_shape during the symbolic call, wrapped with the arguments of
# Operation.symbolic_call(*args, **kwargs), and its message shows the shapes as NumPy arrays. A
# pool of 3 on a 2x2 image gives an empty (0 x 0) output rather than an error.
import keras

calls = (lambda: keras.layers.Conv2D(4, 5)(keras.Input((3, 3, 1))),
         lambda: keras.layers.MaxPooling2D(5, strides=1)(keras.Input((2, 2, 1))),
         lambda: keras.layers.Reshape((5,))(keras.Input((4,))),
         lambda: keras.layers.Reshape((-1, 3))(keras.Input((4,))))
for call in calls:
    try:
        call()
    except ValueError as e:
        print(e)
print(keras.layers.MaxPooling2D(3)(keras.Input((2, 2, 1))).shape)
