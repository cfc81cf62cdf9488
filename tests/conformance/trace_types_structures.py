# Lists, tuples, dicts and namedtuples are traced by structure: element by element, a list never
# matching a tuple, dicts by key set whatever the order, namedtuples by type name and fields.
# TF source: tensorflow/core/function/trace_type/default_types.py (List, Tuple, NamedTuple, Dict
# and their reprs), trace_type_builder.py (from_value).
import collections

import tensorflow as tf

Pair = collections.namedtuple("Pair", ["left", "right"])


@tf.function
def describe(value):
    print("tracing describe")
    return 0


describe([1, 2])
describe([1, 2])
describe([2, 1])
describe((1, 2))
print("after lists and a tuple:", describe.experimental_get_tracing_count())
describe({"a": 1, "b": 2})
describe({"b": 2, "a": 1})
print("after two dicts:", describe.experimental_get_tracing_count())
print(describe.pretty_printed_concrete_signatures(verbose=False))


@tf.function
def describe_pair(value):
    print("tracing describe_pair")
    return 0


describe_pair(Pair(1, 2))
describe_pair(Pair(1, 2))
describe_pair(Pair(left=1, right=3))
print("after namedtuples:", describe_pair.experimental_get_tracing_count())
print(describe_pair.pretty_printed_concrete_signatures(verbose=False))


@tf.function
def add_pair(p):
    print("tracing add_pair with", p)
    return p.left + p.right


print(add_pair(Pair(tf.constant(1), tf.constant(2))).numpy())
print(add_pair(Pair(tf.constant(5), tf.constant(6))).numpy())
print("add_pair traces:", add_pair.experimental_get_tracing_count())
