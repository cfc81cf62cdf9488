# tf.strings.regex_replace and tf.strings.regex_full_match (string_ops.py: the Static* ops when
# the pattern and rewrite are Python strings, RegexReplace / RegexFullMatch for tensors; RE2
# rewrites name groups \1..\9), eagerly and in a tf.function. Expected values: the
# regex_replace and regex_full_match docstrings, and RE2's rewrite and full-match rules.
import tensorflow as tf

print(tf.strings.regex_replace("Text with tags.<br /><b>contains html</b>", "<[^>]+>", " "))
print(tf.strings.regex_full_match(["TF lib", "lib TF"], ".*lib$"))
print(tf.strings.regex_replace(["hello world", "big cat"], r"(\w+) (\w+)", r"\2 \1").numpy())
print(tf.strings.regex_replace("aaa", "a", "b", replace_global=False).numpy())
print(tf.strings.regex_replace("Hello, World!", r'[!"#$%&()\*\+,-\./:;<=>?@\[\\\]^_`{|}~\']', "").numpy())
print(tf.strings.regex_full_match("abc123", tf.constant("[a-z]+[0-9]+")).numpy())
# Empty matches follow RE2::GlobalReplace: none is replaced right where the previous match
# ended (worked by hand from re2.cc's loop; Python's re.sub would give b'XX' and b'XaXXcX').
print(tf.strings.regex_replace("aaa", "a*", "X").numpy(), tf.strings.regex_replace("abc", "b*", "X").numpy())
print(tf.strings.regex_replace("", "x*", "X").numpy(), tf.strings.regex_replace("abc", "b*", "X", replace_global=False).numpy())


@tf.function
def clean(s, pattern):
    return tf.strings.regex_replace(s, "[0-9]", "#"), tf.strings.regex_full_match(s, pattern)


print(clean(tf.constant(["a1b2", "cd"]), tf.constant("[a-d]+")))
graph = clean.get_concrete_function(tf.TensorSpec([None], tf.string), tf.TensorSpec([], tf.string)).graph
print([op.type for op in graph.get_operations() if "Regex" in op.type])
