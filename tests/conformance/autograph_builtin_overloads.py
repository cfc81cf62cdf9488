# AutoGraph's overloads of Python builtins inside a tf.function: converted_call routes abs, float,
# int, len, enumerate, zip, map, filter, any, all and sorted to
# tensorflow/python/autograph/operators/py_builtins.py (TF 2.20), which stages TF ops for tensors,
# TensorArrays and datasets: int()/float() cast to int32/float32 (string tensors go through
# StringToNumber), abs() is math_ops.abs, sorted() is sort_ops.sort (any `reverse` argument,
# even False, sorts descending; `key` goes through vectorized_map and argsort), enumerate/zip/map/
# filter of datasets are Dataset.enumerate/zip/map/filter (so the for loops over them are staged),
# len(dataset) is its cardinality, any/all of a bool dataset reduce it. The error texts are
# py_builtins.py's, wrapped "in user code" (autograph_util.py).
import tensorflow as tf


@tf.function
def convert(x, s):
    a = int(x)
    b = float(x)
    c = abs(-x)
    d = int(s)
    print(a)
    print(b)
    print(c)
    print(d)
    return a, b, c, d


print(convert(tf.constant(-2.5), tf.constant("42")))

ds = tf.data.Dataset.range(1, 4)


@tf.function
def summarize():
    total = tf.constant(0, tf.int64)
    for i, x in enumerate(ds):
        total += i * x
    for a, b in zip(ds, ds.map(lambda v: v * 10)):
        total += a * b
    for y in map(lambda v: v + 1, ds):
        total += y
    for z in filter(lambda v: v % 2 == 1, ds):
        total += z
    return total, len(ds), any(ds.map(lambda v: v > 2)), all(ds.map(lambda v: v > 2))


print(summarize())


@tf.function
def order(x):
    return sorted(x), sorted(x, reverse=False), sorted(x, key=lambda v: -v)


for t in order(tf.constant([3, 1, 2])):
    print(t)


@tf.function
def ta_len():
    ta = tf.TensorArray(tf.float32, size=3)
    return len(ta)


print(ta_len())

w = tf.Variable([-1.5, 2.5])


@tf.function
def variable_builtins():
    # A tf.Variable is a TF value to the overloads (tensor_util.is_tf_type).
    return len(w), int(w), abs(w)


print(variable_builtins())
print(int(tf.constant(2.7)), float(tf.constant(3)), abs(tf.constant(-1)))


@tf.function
def hex_int(x):
    return int(x, 16)


@tf.function
def sort_matrix(x):
    return sorted(x)


@tf.function
def any_ints():
    return any(ds)


for fn, arg in [(hex_int, tf.constant("ff")), (sort_matrix, tf.ones([2, 2])), (any_ints, None)]:
    try:
        fn(arg) if arg is not None else fn()
    except (NotImplementedError, ValueError) as e:
        print(type(e).__name__ + ":", e)
