# Equal but distinct objects as tf.function arguments. Expected behaviour from TF 2.20's source:
# - tensorflow/core/function/trace_type/trace_type_builder.py from_value: an object that is no
#   tensor, list, tuple, mapping or ndarray is typed Weakref(weakref.ref(value)); values that
#   cannot be weakly referenced (int, str, range, ...) fall back to Literal(value).
# - tensorflow/core/function/trace_type/default_types.py Weakref.__eq__: the same referent, else
#   `self._ref == other._ref`, which compares live referents with their own `==`; so an equal
#   instance reuses the first trace (whose Python values the graph keeps).
#   Literal.placeholder_value hands a range to the trace as a list.
# - tensorflow/core/function/polymorphism/type_dispatch.py dispatch: a cached type equal to the
#   call's type serves it.
import tensorflow as tf
from dataclasses import dataclass


@dataclass(frozen=True)
class Cfg:
    k: int = 1


class Key:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return isinstance(other, Key) and self.n == other.n

    def __hash__(self):
        return hash(self.n)

    def __repr__(self):
        return f"Key({self.n})"


@tf.function
def scale(x, c):
    print("tracing with", c)
    return x * c.k


first = Cfg()
print(scale(tf.constant(2), first))
print(scale(tf.constant(3), Cfg()))
print(scale(tf.constant(3), Cfg(k=1)))
print(scale.experimental_get_tracing_count())
print(scale(tf.constant(3), Cfg(k=4)))
print(scale.experimental_get_tracing_count())


@tf.function
def lookup(x, key):
    print("tracing with", key)
    return x + key.n


k1 = Key(1)
print(lookup(tf.constant(10), k1))
print(lookup(tf.constant(10), Key(1)))
print(lookup(tf.constant(10), Key(2)))
print(lookup.experimental_get_tracing_count())


@tf.function
def count(r):
    print("tracing with", r)
    return tf.constant(len(r))


print(count(range(3)))
print(count(range(0, 3, 1)))
print(count(range(4)))
print(count.experimental_get_tracing_count())
