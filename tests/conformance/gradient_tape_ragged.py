# GradientTape.gradient with RaggedTensor targets and sources. Expected text from TF 2.20's
# source and docstring: tensorflow/python/eager/backprop.py GradientTape.gradient ("In addition to
# Tensors, gradient also supports RaggedTensors": g.gradient(x * x, x) ->
# <tf.RaggedTensor [[2.0, 4.0], [6.0]]>) flattens targets, sources and output gradients with
# composite_tensor_gradient.get_flat_tensors_for_gradients: RaggedTensor.__composite_gradient__ is
# WithValuesCompositeTensorGradient (its values, recursively its flat_values), and the gradient of
# a ragged source is source.with_values(grad) (None when unconnected). A SparseTensor has no
# __composite_gradient__: ValueError "Type SparseTensor is not supported as a gradient source or
# gradient target.". watch() flattens the whole ragged tensor (_to_components), row_splits
# included, hence the int64 warning on stderr.
import tensorflow as tf

x = tf.ragged.constant([[1.0, 2.0], [3.0]])
with tf.GradientTape(persistent=True) as g:
    g.watch(x)
    y = x * x
    z = tf.reduce_sum(y)
print(repr(g.gradient(y, x)))
print(repr(g.gradient(z, x)))
print(repr(g.gradient(y, [x, x.flat_values])))
print(repr(g.gradient(y, x, output_gradients=tf.ragged.constant([[1.0, 0.0], [2.0]]))))
print(g.gradient(y.flat_values, x))

unrelated = tf.ragged.constant([[1.0], [2.0, 3.0]])
print(g.gradient(y, unrelated))

nested = tf.ragged.constant([[[1.0], [2.0, 3.0]], [[4.0]]])
with tf.GradientTape() as g:
    g.watch(nested)
    y = nested * 3.0
print(repr(g.gradient(y, nested)))

sp = tf.sparse.SparseTensor(indices=[[0, 0]], values=[1.0], dense_shape=[2, 2])
with tf.GradientTape() as g:
    g.watch(sp.values)
    t = sp.values * 2.0
for target, source in [(t, sp), (sp, sp.values)]:
    try:
        g.gradient(target, source)
    except ValueError as e:
        print("ValueError:", e)
