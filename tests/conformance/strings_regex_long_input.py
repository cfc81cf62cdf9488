# tfplay's regular expressions run on a backtracking matcher that recurses once per character a
# repetition consumes, so a pattern that can repeat without bound (`*`, `+`, `{n,}`, and
# `{n,m}` with m of 4 digits or more) refuses
# strings longer than 4096 bytes with an UnimplementedError naming the limit (real TF matches them
# with RE2); strings up to the limit match as in TF. A pattern without unbounded repetition (a
# literal, a character class: Keras's TextVectorization standardization, the TF text tutorials'
# '<br />') matches strings of any length, as RE2 does (GlobalReplace of every "a").
import tensorflow as tf

s = tf.constant("ab" * 200000)
try:
    tf.strings.regex_full_match(s, "(a|b)*")
except tf.errors.UnimplementedError as e:
    print(type(e).__name__)
try:
    tf.strings.regex_replace(s, "a+", "x")
except tf.errors.UnimplementedError as e:
    print(type(e).__name__)
print(tf.strings.length(tf.strings.regex_replace(s, "a", "xy")).numpy())
print(tf.strings.regex_full_match(s, "[ab]").numpy())
print(tf.strings.length(tf.strings.regex_replace(s, "a{1,3}", "")).numpy())
try:
    tf.strings.regex_replace(s, "(ab){1,1000}", "")
except tf.errors.UnimplementedError as e:
    print(type(e).__name__)
print(tf.strings.regex_replace(tf.constant("the " * 2000), "[%s]" % "!,.", "").shape)
print(tf.strings.regex_full_match(tf.constant("ab" * 2048), "(a|b)*").numpy())
print(tf.strings.length(tf.strings.regex_replace(tf.constant("ab" * 2048), "a", "xy")).numpy())
