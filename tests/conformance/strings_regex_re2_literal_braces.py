# RE2 reads a '{' that does not start a counted repetition ({n}, {n,}, {n,m}, numbers without
# leading zeros) as a literal, and a lone '}' too (re2/parse.cc: MaybeParseRepeat fails, so
# the parser pushes the literal '{'). A repetition with max < min or a count over 1000 is
# PushRepetition's kRegexpRepeatSize, "invalid repetition size: {2,1}", in the kernel's
# "Invalid pattern: ..., error: ..." (regex_replace_op.cc).
import tensorflow as tf

text = tf.constant(["a{|}b x{ a{,3} aa{2}", "aaa} {01} x{y}"])
print(tf.strings.regex_replace(text, "x{", "#"))
print(tf.strings.regex_replace(text, "a{,3}", "#"))
print(tf.strings.regex_replace(text, "a{2}}", "#"))
print(tf.strings.regex_replace(text, "{01}", "#"))
print(tf.strings.regex_full_match(text, ".*x{y}"))
print(tf.strings.regex_replace(text, "a{2,}", "#"))
for pattern in ("a{2,1}", "a{1001}"):
    try:
        tf.strings.regex_replace(text, pattern, "#")
    except tf.errors.InvalidArgumentError as e:
        print(e.message)
