# tf.strings.ngrams without padding (ragged_string_ops.ngrams over the StringNGrams op): a
# vector's ngrams, each row's of a RaggedTensor for several widths, preserve_short_sequences,
# eagerly and in a tf.function. Expected values: the ngrams docstring examples and
# string_ngrams_op.cc's rules (widths in turn, a short row kept whole when asked).
import tensorflow as tf

print(tf.strings.ngrams(["A", "B", "C", "D"], 2).numpy())
print(tf.strings.ngrams(["TF", "and", "keras"], 1).numpy())
print(tf.strings.ngrams(tf.strings.split(["a b c", "d", "e f"]), (1, 2)))
print(tf.strings.ngrams(["a"], 2).numpy(), tf.strings.ngrams(["a"], 2, preserve_short_sequences=True).numpy())
for bad in [lambda: tf.strings.ngrams("a", 2), lambda: tf.strings.ngrams(["a"], 0)]:
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e)


@tf.function
def pairs(x):
    return tf.strings.ngrams(x, 2, separator="_")


print(pairs(tf.constant(["x", "y", "z"])))
