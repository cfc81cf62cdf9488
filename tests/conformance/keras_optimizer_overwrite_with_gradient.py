# Variable.overwrite_with_gradient (Keras 3.11.3 keras/src/optimizers/base_optimizer.py
# _overwrite_variables_directly_with_gradients; optimizer_test.py test_overwrite_with_gradient
# and test_overwrite_with_gradient_with_gradient_accumulation): such a variable takes its
# gradient as its new value and skips the regular update. With gradient accumulation it keeps
# the running maximum of its gradients in its accumulator and is overwritten with it on update
# steps.
import keras
from keras import ops

v = keras.Variable([[1.0, 2.0], [3.0, 4.0]])
v.overwrite_with_gradient = True
v2 = keras.Variable([[1.0, 2.0], [3.0, 4.0]])
optimizer = keras.optimizers.SGD(learning_rate=1.0)
optimizer.apply_gradients([(ops.ones((2, 2)), v), (ops.ones((2, 2)), v2)])
print(v.numpy().tolist(), v2.numpy().tolist())

v = keras.Variable([[1.0, 2.0], [3.0, 4.0]])
v.overwrite_with_gradient = True
v2 = keras.Variable([[1.0, 2.0], [3.0, 4.0]])
ones = ops.ones((2, 2))
twos = ops.full((2, 2), 2.0)
optimizer = keras.optimizers.SGD(learning_rate=1.0, gradient_accumulation_steps=2)
for grad in (ones, twos, ones):
    optimizer.apply_gradients([(grad, v), (grad, v2)])
    print(int(optimizer._iterations.numpy()), int(optimizer.iterations), v.numpy().tolist(), v2.numpy().tolist(),
          [acc.numpy().tolist() for acc in optimizer._accumulated_gradients])
