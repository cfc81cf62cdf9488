# Arguments whose classes subclass built-in types are typed by from_value's isinstance tests: a
# list subclass is a List (the trace sees a plain list), an int subclass cannot be weak-referenced
# so it is a Literal compared with == (Steps(2) and 2 share a trace), a float subclass is a
# Weakref, and two live weakrefs compare equal when their referents do (a and b share a trace).
# tf.constant converts such values as their base type (float32 for a float subclass).
# TF source: tensorflow/core/function/trace_type/trace_type_builder.py (from_value: isinstance
# list/tuple/Mapping, then weakref.ref, then Literal), default_types.py (Literal.__eq__,
# Weakref.__eq__ compares self._ref == other._ref, List._placeholder_value builds a list),
# tensorflow/python/lib/core/py_seq_tensor.cc (PyFloat_Check / PyLong_Check / PySequence_Check
# accept subclasses).
import tensorflow as tf


class Scale(float):
    pass


class Steps(int):
    def __repr__(self):
        return f"Steps({int(self)})"


class Row(list):
    pass


@tf.function
def describe(v):
    print("tracing with", type(v).__name__, v)
    return tf.constant(1.0)


a, b = Scale(2.0), Scale(2.0)
describe(a)
describe(b)
describe(Scale(3.0))
describe(Steps(2))
describe(2)
describe(Row([1, 2]))
describe([1, 2])
print("traces:", describe.experimental_get_tracing_count())
print(tf.constant(Scale(2.5)))
print(tf.constant(Row([Steps(1), Steps(2)])))
print(tf.constant([Scale(0.5), 1.5]).dtype)
