# keras.ops on tf.IndexedSlices and tf.SparseTensor, and the sparse updates optimizers then make.
# Keras 3.11.3's TensorFlow backend decorates its element-wise ops with
# keras/src/backend/tensorflow/sparse.py's wrappers (numpy.py: `@sparse.elementwise_unary` on
# square/sqrt/negative, `elementwise_binary_intersection` on multiply, `elementwise_binary_union`
# on add/subtract, `elementwise_division` on divide, `densifying_unary(1)` on cos/exp), so an
# IndexedSlices stays IndexedSlices (union or intersection of the indices for two of them) and a
# dense or scalar-plus operand densifies. optimizer_sparse_test.py `test_sparse_gradients_*` expects
# SGD, RMSprop, Adagrad, Adadelta, Adafactor and LossScaleOptimizer(SGD) to hand IndexedSlices to
# assign_sub/assign_add (`expect_model_sparse_variable_updates=True`); on the TF backend
# Keras's optimizer passes the tf.Variable (`v.value`) to update_step.
import tensorflow as tf
from keras import ops
from keras.src import backend, optimizers

g = tf.IndexedSlices(tf.constant([[1.0, 2.0], [3.0, 4.0]]), tf.constant([0, 2]), tf.constant([4, 2]))
h = tf.IndexedSlices(tf.constant([[10.0, 20.0], [30.0, 40.0]]), tf.constant([2, 3]), tf.constant([4, 2]))
for name, out in [
    ("multiply(g, 0.5)", ops.multiply(g, 0.5)),
    ("multiply(2.0, g)", ops.multiply(2.0, g)),
    ("square(g)", ops.square(g)),
    ("sqrt(g)", ops.sqrt(g)),
    ("negative(g)", ops.negative(g)),
    ("add(g, g)", ops.add(g, g)),
    ("subtract(g, h)", ops.subtract(g, h)),
    ("multiply(g, h)", ops.multiply(g, h)),
    ("divide(g, 4.0)", ops.divide(g, 4.0)),
    ("add(g, 1.0)", ops.add(g, 1.0)),
    ("cos(g)", ops.cos(g)),
    ("cast(g)", ops.cast(g, "float64")),
]:
    print(name, type(out).__name__)
    if isinstance(out, tf.IndexedSlices):
        print("  indices", out.indices.numpy().tolist(), "values", out.values.numpy().tolist())
    else:
        print(" ", out.numpy().tolist())

s = tf.sparse.from_dense(tf.constant([[1.0, 0.0], [0.0, 4.0]]))
for name, out in [("multiply(s, 2.0)", ops.multiply(s, 2.0)), ("sqrt(s)", ops.sqrt(s)), ("add(s, s)", ops.add(s, s)), ("exp(s)", ops.exp(s))]:
    print(name, type(out).__name__, tf.sparse.to_dense(out).numpy().tolist() if isinstance(out, tf.SparseTensor) else out.numpy().tolist())

for make in [lambda: optimizers.SGD(learning_rate=0.5), lambda: optimizers.RMSprop(), lambda: optimizers.Adagrad(), lambda: optimizers.Adadelta(), lambda: optimizers.Adafactor(), lambda: optimizers.LossScaleOptimizer(optimizers.SGD(learning_rate=0.5))]:
    v = backend.Variable(initializer="ones", shape=(5, 2))
    opt = make()
    seen = []
    target = opt.inner_optimizer if isinstance(opt, optimizers.LossScaleOptimizer) else opt
    for method in ("assign", "assign_add", "assign_sub"):
        orig = getattr(target, method)
        def spy(variable, value, orig=orig, method=method):
            if variable is v.value:
                seen.append(f"{method}:{type(value).__name__}")
            return orig(variable, value)
        setattr(target, method, spy)
    opt.apply([tf.IndexedSlices(0.5 * ops.ones((3, 2)), (0, 2, 4), (5, 2))], [v])
    print(type(opt).__name__, seen, v.numpy()[:, 0].round(4).tolist())
