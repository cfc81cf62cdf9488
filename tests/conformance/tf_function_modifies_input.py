# A tf.function may not modify the lists and dicts it is called with: the trace packs its
# arguments again before the body runs and compares them (structure, then each leaf with `is`)
# with what the body left, raising ValueError naming the function, its signature and the
# modified parameters. Modifying a copy is fine.
# TF source: tensorflow/python/framework/func_graph.py (func_graph_from_py_func,
# check_func_mutation, has_mutation); polymorphic_function_test.py
# (testFunctionModifiesInputList, testFunctionModifiesInputDict, testFunctionModifiesInputNest).
import tensorflow as tf


@tf.function
def append(l):
    l.append(tf.constant(0.0))


@tf.function
def pop(d, key):
    d.pop(key)


@tf.function
def replace_inner(n):
    n[0]["x"] = tf.constant(2.0)


@tf.function
def both(a, b, c):
    a.reverse()
    b.clear()


@tf.function
def through_kwargs(x, **kw):
    kw["extra"].insert(0, x)


@tf.function
def copies(l, d):
    l = list(l)
    l.append(tf.constant(3.0))
    d = dict(d)
    d["new"] = 1
    return l[-1] + d["new"]


class Model:
    @tf.function
    def update(self, state):
        state.update(z=tf.constant(1.0))


calls = [
    lambda: append([tf.constant(0.0), tf.constant(1.0)]),
    lambda: pop({"a": 1, "b": tf.constant(1.0)}, "a"),
    lambda: replace_inner([{"x": tf.constant(1.0)}]),
    lambda: both([tf.constant(1.0), tf.constant(2.0)], {"k": tf.constant(1.0)}, [tf.constant(1.0)]),
    lambda: through_kwargs(tf.constant(1.0), extra=[tf.constant(2.0)]),
    lambda: Model().update({"y": tf.constant(2.0)}),
]
for call in calls:
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)
print(copies([tf.constant(1.0)], {"a": tf.constant(2.0)}))
