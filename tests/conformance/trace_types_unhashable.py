# An argument that is neither a tensor, a literal nor a structure is traced by identity through a
# weak reference, whose hash is the referent's: an unhashable object (a dataclass with eq=True,
# a class defining __eq__ without __hash__) gets TF's TypeError, and an exception other than
# TypeError from __hash__ propagates as is. The Weakref trace type shows the weakref's own
# address, then the referent's.
# TF source: tensorflow/core/function/trace_type/trace_type_builder.py (from_value: weakref.ref,
# then Literal, then the generic TypeError), default_types.py (Weakref.__init__ hashes the ref,
# Weakref.__repr__).
import dataclasses

import tensorflow as tf


@dataclasses.dataclass
class Config:
    k: int = 3


class Point:
    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        return isinstance(other, Point) and self.x == other.x


class Fragile:
    def __hash__(self):
        raise ValueError("no hash today")


class Plain:
    pass


@tf.function
def scaled(x, option):
    return x * 2


for option in [Config(), Point(1), {1, 2}]:
    try:
        scaled(tf.constant(1), option)
    except TypeError as e:
        print("TypeError:", e)
try:
    scaled(tf.constant(1), Fragile())
except ValueError as e:
    print("ValueError:", e)
print(scaled.experimental_get_tracing_count())

plain = Plain()
print(scaled(tf.constant(1), plain).numpy())
signature = scaled.pretty_printed_concrete_signatures(verbose=False)
print(signature.split(": Weakref")[0])
ref_address, rest = signature.split("Weakref[<weakref at ")[1].split("; to 'Plain' at ")
referent_address = rest.split(">")[0]
print(referent_address == hex(id(plain)), ref_address != referent_address)
