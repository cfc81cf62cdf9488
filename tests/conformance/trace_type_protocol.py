# The tracing protocol: an object defining __tf_tracing_type__ is keyed by the
# tf.types.experimental.TraceType it returns, so calls whose types are equal (or subtypes of a
# cached one) reuse a trace, and the trace runs on the type's placeholder_value (TF 2.20
# tensorflow/python/types/trace.py docstring example; trace_type_builder.from_value checks the
# protocol first and raises "Expected an instance of TraceType for Tracing Protocol call to ...";
# function_type.placeholder_arguments sets the naming scope to the parameter's name;
# function_type.Parameter shows the constraint with repr; reduce_retracing generalizes with
# most_specific_common_supertype(others) (type_dispatch.try_generalizing_function_type).
import re

import tensorflow as tf


class BadgeType(tf.types.experimental.TraceType):
    def __init__(self, badge):
        self.badge_class = type(badge)
        self.badge = badge

    def is_subtype_of(self, other):
        return type(other) is BadgeType and self.badge_class is other.badge_class

    def most_specific_common_supertype(self, others):
        return self if all(self == o for o in others) else None

    def placeholder_value(self, placeholder_context=None):
        print("  placeholder for", placeholder_context.naming_scope, "->", self.badge_class.__name__)
        return self.badge

    def __eq__(self, other):
        return type(other) is BadgeType and self.badge_class is other.badge_class

    def __hash__(self):
        return hash(self.badge_class)

    def __repr__(self):
        return "BadgeType[" + self.badge_class.__name__ + "]"


class Badge:
    def __tf_tracing_type__(self, context):
        return BadgeType(self)


class Gold(Badge):
    points = tf.constant([3, 5])


class Silver(Badge):
    points = tf.constant([2, 1])


@tf.function
def score(first, second):
    print("tracing", type(first).__name__, type(second).__name__)
    return first.points + second.points


print(score(Gold(), Silver()).numpy())
print(score(Gold(), Silver()).numpy())  # new instances, equal types: no retrace
print(score(Silver(), Gold()).numpy())
print(score(Silver(), Gold()).numpy())
print("traces:", score.experimental_get_tracing_count())
# The class attributes the trace read are eager tensors captured by value, listed among the
# captures by id (capture_container.FunctionCaptures.add_or_replace records their TensorSpec).
signature = score.get_concrete_function(Gold(), Silver()).pretty_printed_signature()
print(re.sub(r"\n  \d+: ", "\n  <id>: ", signature))


# Without the protocol, each new instance is its own Weakref type and traces again.
class PlainBadge:
    points = tf.constant([1, 1])


@tf.function
def plain(b):
    print("tracing plain")
    return b.points


plain(PlainBadge())
plain(PlainBadge())
print("plain traces:", plain.experimental_get_tracing_count())


# Protocol objects nest inside structures.
@tf.function
def total(badges):
    print("tracing total", len(badges))
    return badges[0].points * badges[1].points


print(total([Gold(), Gold()]).numpy())
print(total([Gold(), Gold()]).numpy())
print(total.get_concrete_function([Gold(), Silver()]).pretty_printed_signature(verbose=False))
print("total traces:", total.experimental_get_tracing_count())


# A type that generalizes: with reduce_retracing the second size traces a Size[None] trace
# that serves every later size.
class SizeType(tf.types.experimental.TraceType):
    def __init__(self, n):
        self.n = n

    def is_subtype_of(self, other):
        return isinstance(other, SizeType) and (other.n is None or other.n == self.n)

    def most_specific_common_supertype(self, others):
        if not all(isinstance(o, SizeType) for o in others):
            return None
        return self if all(o.n == self.n for o in others) else SizeType(None)

    def placeholder_value(self, placeholder_context=None):
        return self.n

    def __eq__(self, other):
        return isinstance(other, SizeType) and self.n == other.n

    def __hash__(self):
        return hash(self.n)

    def __repr__(self):
        return f"Size[{self.n}]"


class Sized:
    def __init__(self, n):
        self.n = n

    def __tf_tracing_type__(self, context):
        return SizeType(self.n)


@tf.function(reduce_retracing=True)
def measure(s):
    print("tracing measure with", s)
    return tf.constant(0)


for n in (2, 3, 4, 3):
    measure(Sized(n))
print("measure traces:", measure.experimental_get_tracing_count())
print(measure.get_concrete_function(Sized(7)).pretty_printed_signature(verbose=False))


# __tf_tracing_type__ receives the call's TracingContext and must return a TraceType.
class Checks:
    def __tf_tracing_type__(self, context):
        print(isinstance(context, tf.types.experimental.TracingContext))
        return "not a type"

    def __str__(self):
        return "Checks()"


try:
    plain(Checks())
except TypeError as e:
    print("TypeError:", e)


class Incomplete(tf.types.experimental.TraceType):
    def is_subtype_of(self, other):
        return True


try:
    Incomplete()
except TypeError as e:
    print("TypeError:", e)
print(isinstance(tf.TensorSpec([2]), tf.types.experimental.TraceType))
print(isinstance(tf.TensorShape([2]), tf.types.experimental.TraceType))
print(tf.types.experimental.TraceType)
