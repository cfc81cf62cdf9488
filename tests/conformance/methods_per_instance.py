# tf.function on a method: each instance gets its own Function (Function.__get__ keeps a
# weak-keyed cache of per-instance Functions), so two instances trace separately, and `self`'s
# attributes are read at trace time: changing one later does not retrace.
# TF source: tensorflow/python/eager/polymorphic_function/polymorphic_function.py
# (Function.__get__, class_method_to_instance_method).
import tensorflow as tf


class Dense:
    def __init__(self, units):
        self.units = units

    @tf.function
    def widen(self, x):
        print("tracing widen for", self.units, "units")
        return tf.tile(x, [self.units])


a = Dense(2)
b = Dense(3)
print(a.widen(tf.constant([1])).numpy())
print(a.widen(tf.constant([5])).numpy())
print(b.widen(tf.constant([1])).numpy())
a.units = 4
print(a.widen(tf.constant([7])).numpy())
print("a traces:", a.widen.experimental_get_tracing_count())
print("b traces:", b.widen.experimental_get_tracing_count())
print(a.widen is a.widen, a.widen is b.widen)
print(a.widen.pretty_printed_concrete_signatures(verbose=False))


class Doubler:
    # add_type_constraints gives `self` no constraint: the signature covers x only.
    @tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
    def run(self, x):
        print("tracing run with", x)
        return x * 2


d = Doubler()
print(d.run([1.0, 2.0]).numpy())
print(d.run(tf.constant([3.0])).numpy())
print("run traces:", d.run.experimental_get_tracing_count())
