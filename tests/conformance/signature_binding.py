# Calls that bind the same values share one trace: positional, keyword, reordered keywords and an
# explicit default. *args are traced one element at a time, **kwargs by name.
# TF source: tensorflow/python/eager/polymorphic_function/function_type_utils.py
# (bind_function_inputs applies defaults), tensorflow/core/function/polymorphism/function_type.py
# (canonicalize_to_monomorphic: args_0, args_1, ...; keyword-only kwargs sorted by name).
import tensorflow as tf


@tf.function
def affine(x, scale, shift=1):
    print("tracing affine: scale", scale, "shift", shift)
    return x * scale + shift


x = tf.constant(2)
print(affine(x, 3).numpy())
print(affine(x, 3, 1).numpy())
print(affine(x, scale=3).numpy())
print(affine(shift=1, scale=3, x=x).numpy())
print("affine traces:", affine.experimental_get_tracing_count())
print(affine(x, 3, shift=2).numpy())
print("affine traces:", affine.experimental_get_tracing_count())


@tf.function
def total(*values, **options):
    print("tracing total with", len(values), "values and options", sorted(options))
    out = values[0]
    for v in values[1:]:
        out = out + v
    if options.get("negate"):
        out = -out
    return out


one, two = tf.constant(1), tf.constant(2)
print(total(one, two).numpy())
print(total(two, one).numpy())
print(total(one, two, one).numpy())
print(total(one, two, negate=True).numpy())
print(total(one, two, negate=True).numpy())
print("total traces:", total.experimental_get_tracing_count())
print(total.pretty_printed_concrete_signatures())
print(total.pretty_printed_concrete_signatures(verbose=False))
