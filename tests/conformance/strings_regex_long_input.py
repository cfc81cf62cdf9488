# tfplay's regular expressions run on a backtracking matcher that recurses once per character a
# repetition consumes, so strings longer than 4096 bytes are refused with an UnimplementedError
# naming the limit (real TF matches them with RE2); strings up to the limit match as in TF.
import tensorflow as tf

s = tf.constant("ab" * 200000)
try:
    tf.strings.regex_full_match(s, "(a|b)*")
except tf.errors.UnimplementedError as e:
    print(type(e).__name__)
try:
    tf.strings.regex_replace(s, "a", "x")
except tf.errors.UnimplementedError as e:
    print(type(e).__name__)
print(tf.strings.regex_full_match(tf.constant("ab" * 2048), "(a|b)*").numpy())
print(tf.strings.length(tf.strings.regex_replace(tf.constant("ab" * 2048), "a", "xy")).numpy())
