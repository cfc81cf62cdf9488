# reduce_retracing=True relaxes dict arguments as it does lists and tuples: Dict's common
# supertype needs the same keys and generalizes each value (a Python value only when equal), so
# a new shape under the same keys is traced with None dimensions (unknown rank across ranks),
# while a dict with other keys is traced as it is. **kwargs are one parameter per key
# (canonicalize_to_monomorphic), each generalized likewise.
# TF source: tensorflow/core/function/trace_type/default_types.py (Dict.most_specific_common_supertype,
# Literal), tensorflow/core/function/polymorphism/type_dispatch.py (try_generalizing_function_type),
# tensorflow/core/function/polymorphism/function_type.py (canonicalize_to_monomorphic),
# tensorflow/python/framework/tensor_shape.py (most_specific_common_supertype).
import tensorflow as tf


@tf.function(reduce_retracing=True)
def f(s):
    print("trace", tf.nest.map_structure(lambda t: t.shape, s))
    return 0


for n in (1, 2, 3):
    f({"a": tf.ones([n])})
print(f.experimental_get_tracing_count())


# Every value of the dict is generalized; a dict with other keys has no common supertype.
@tf.function(reduce_retracing=True)
def g(s):
    print("trace g", {k: v.shape for k, v in s.items()})
    return s["x"]


g({"x": tf.ones([1, 2]), "y": tf.ones([3])})
g({"x": tf.ones([2, 2]), "y": tf.ones([4])})
g({"x": tf.ones([5, 2]), "y": tf.ones([6])})
g({"x": tf.ones([1]), "z": tf.ones([1])})
g({"x": tf.ones([7, 2]), "y": tf.ones([1, 1])})
print(g.experimental_get_tracing_count())


# A Python value in the dict must be equal to be relaxed.
@tf.function(reduce_retracing=True)
def h(s):
    print("trace h", s["t"].shape, s["k"])
    return s["t"]


h({"t": tf.ones([1]), "k": 1})
h({"t": tf.ones([2]), "k": 2})
h({"t": tf.ones([3]), "k": 2})
print(h.experimental_get_tracing_count())


# Dicts inside lists and tuples, and **kwargs (one parameter per key).
@tf.function(reduce_retracing=True)
def k(items, **kw):
    print("trace k", [d["v"].shape for d in items], {n: v.shape for n, v in kw.items()})
    return 0


k([{"v": tf.ones([1])}], w=tf.ones([2]))
k([{"v": tf.ones([2])}], w=tf.ones([3]))
k([{"v": tf.ones([4])}], w=tf.ones([5]))
print(k.experimental_get_tracing_count())
