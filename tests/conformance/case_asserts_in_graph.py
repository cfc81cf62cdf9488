# tf.case inside tf.function without a default, or with exclusive=True, guards its branches
# with Assert ops that fail when the graph runs; and the dict form of pred_fn_pairs.
# TF source: tensorflow/python/ops/control_flow_case.py (_case_create_default_action: the last
# pair becomes the default, asserting "Input error: None of conditions evaluated as True:" with
# the stacked predicates; _assert_at_most_n_true: "Input error: exclusive=True: more than 1
# conditions (NAMES) evaluated as True:" with summarize=len(predicates), the names being the
# predicates' tensor names; _case_verify_and_canonicalize_args: an unordered dict needs
# exclusive=True eagerly, a dict's keys must be tensors), tensorflow/core/kernels/logging_ops.cc
# (AssertOp's "assertion failed: " text), tensorflow/python/framework/tensor.py (Tensor.__hash__).
# TF guards an Assert whose data hold bool tensors with a cond ("AssertGuard") and reports the
# lowered node's name, so only the kernel's line of the message is printed here.
import tensorflow as tf


def assertion_line(error):
    return [line for line in error.message.splitlines() if line.startswith("assertion failed")][0]


@tf.function
def classify(x):
    return tf.case([(x < 0, lambda: tf.constant(-1)), (x > 0, lambda: tf.constant(1))])


print(classify(tf.constant(-5)).numpy(), classify(tf.constant(7)).numpy())
try:
    classify(tf.constant(0))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, assertion_line(e))


@tf.function
def sign_name(x):
    return tf.case(
        [(x >= 0, lambda: tf.constant("non-negative")), (x <= 0, lambda: tf.constant("non-positive"))],
        default=lambda: tf.constant("?"),
        exclusive=True,
    )


print(sign_name(tf.constant(3)).numpy(), sign_name(tf.constant(-3)).numpy())
try:
    sign_name(tf.constant(0))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, assertion_line(e))
print("traces:", classify.experimental_get_tracing_count(), sign_name.experimental_get_tracing_count())

x = tf.constant(2)
try:
    tf.case({x > 1: lambda: 1}, default=lambda: 0)
except TypeError as e:
    print("TypeError:", e)
try:
    tf.case({True: lambda: 1}, default=lambda: 0)
except ValueError as e:
    print("ValueError:", e)
try:
    tf.case({True: lambda: 1}, default=lambda: 0, exclusive=True)
except TypeError as e:
    print("TypeError:", e)
