# A tf.data iterator passed to a tf.function is fed as its iterator resource: IteratorSpec's
# component is TensorSpec([], dtypes.resource) (data/ops/iterator_ops.py), so the function's
# input placeholder and IteratorGetNext's input are DT_RESOURCE (dataset_ops.cc: iterator:
# resource), and AnonymousIteratorV3 inside a function outputs a resource handle.
import tensorflow as tf

dataset = tf.data.Dataset.range(6).batch(2)
iterator = iter(dataset)


@tf.function
def step(it):
    return next(it) * 10


print(step(iterator), step(iterator))
concrete = step.get_concrete_function(iterator)
print(concrete.inputs)
print([(op.type, [t.dtype.name for t in op.inputs]) for op in concrete.graph.get_operations()])
print(concrete.graph.get_operations()[0].get_attr("dtype"))


@tf.function
def first_two():
    local = iter(dataset)
    return next(local), next(local)


print(first_two())
print([(op.type, [t.dtype.name for t in op.outputs]) for op in first_two.get_concrete_function().graph.get_operations()
       if "Iterator" in op.type])
