# Python iterators as tf.function arguments (TF 2.20 trace_type_builder.from_value): CPython
# cannot weakly reference list/tuple/range/dict/str iterators or enumerate/zip/map objects, so
# from_value falls back to Literal(value), equal only to the same iterator; the trace consumes it
# at trace time (the tf.function guide's buggy_consume_next prints "Value: 1" three times) and a
# new iterator is a new trace. A generator can be weakly referenced: it is a Weakref type.
import tensorflow as tf


@tf.function
def buggy_consume_next(iterator):
    tf.print("Value:", next(iterator))


iterator = iter([1, 2, 3])
buggy_consume_next(iterator)
buggy_consume_next(iterator)
buggy_consume_next(iterator)
print(next(iterator), buggy_consume_next.experimental_get_tracing_count())
print(buggy_consume_next.pretty_printed_concrete_signatures())
buggy_consume_next(iter((10, 20)))
buggy_consume_next(enumerate("ab"))
print(buggy_consume_next.experimental_get_tracing_count())


def numbers():
    yield 5
    yield 6


@tf.function
def first_two(g):
    return next(g) + next(g)


gen = numbers()
print(first_two(gen))
print(first_two.pretty_printed_concrete_signatures(verbose=False))
