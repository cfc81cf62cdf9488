# tf.case and tf.switch_case, eagerly and inside tf.function.
# TF source: tensorflow/python/ops/control_flow_case.py (case_v2, _case_helper: nested conds
# built from the last pair outward; _case_create_default_action: without `default` the last pair
# is the default, guarded by an Assert; _case_verify_and_canonicalize_args),
# control_flow_switch_case.py (switch_case, _indexed_case_verify_and_canonicalize_args; eagerly
# an out-of-range index runs the last branch), cond.py (_eager_cond_implementation unpacks a
# singleton result unless strict=True), cond_v2.py (indexed_case traces every branch in order
# in the "switch_case/indexed_case" scope), control_flow_assert.py (Assert's eager message;
# exclusive=True asserts at most one predicate is true before any branch runs).
import tensorflow as tf

x = tf.constant(3)
y = tf.constant(5)

print(tf.case([(x < y, lambda: tf.constant(17))], default=lambda: tf.constant(23)))
print(tf.case([(x > y, lambda: tf.constant(1)), (x < y, lambda: tf.constant(2))]))
print(tf.case([(x > y, lambda: [tf.constant(1)])], default=lambda: [tf.constant(2)]))
print(tf.case([(x > y, lambda: [tf.constant(1)])], default=lambda: [tf.constant(2)], strict=True))

try:
    tf.case([(x > y, lambda: tf.constant(1)), (x > 2 * y, lambda: tf.constant(2))])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

try:
    tf.case([(x < y, lambda: 1), (x < 2 * y, lambda: 2)], default=lambda: 3, exclusive=True)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
print(tf.case([(x > y, lambda: 1), (x < y, lambda: 2)], default=lambda: 3, exclusive=True))

print(tf.switch_case(tf.constant(1), [lambda: tf.constant(10), lambda: tf.constant(20)]))
print(tf.switch_case(tf.constant(7), [lambda: tf.constant(10), lambda: tf.constant(20)]))
print(tf.switch_case(tf.constant(-1), {1: lambda: "one", 0: lambda: "zero"}, default=lambda: "other"))
print(tf.switch_case(tf.constant(0), [(1, lambda: "one"), (0, lambda: "zero")]))


@tf.function
def pick(i):
    def b0():
        print("tracing branch 0")
        return tf.constant(100)

    def b1():
        print("tracing branch 1")
        return tf.constant(200)

    def other():
        print("tracing default")
        return tf.constant(-1)

    r = tf.switch_case(i, branch_fns={0: b0, 1: b1}, default=other)
    print(r)
    return r


print(pick(tf.constant(0)))
print(pick(tf.constant(1)))
print(pick(tf.constant(9)))
print(pick.experimental_get_tracing_count())


@tf.function
def bucket(a):
    def small():
        print("tracing small")
        return a * 10

    def medium():
        print("tracing medium")
        return a * 100

    r = tf.case([(a < 5, small), (a < 50, medium)], default=lambda: a)
    print(r)
    return r


print(bucket(tf.constant(3)))
print(bucket(tf.constant(30)))
print(bucket(tf.constant(300)))

bad_calls = [
    lambda: tf.switch_case(1, [lambda: 1]),
    lambda: tf.switch_case(tf.constant(1.0), [lambda: 1]),
    lambda: tf.switch_case(tf.constant(1), []),
    lambda: tf.switch_case(tf.constant(1), {0: lambda: 1, 2: lambda: 2}),
    lambda: tf.switch_case(tf.constant(1), [("0", lambda: 1)]),
    lambda: tf.case(5),
    lambda: tf.case([(True, lambda: 1)]),
]
for call in bad_calls:
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
