# RE2's Unicode classes in tf.strings.regex_replace and regex_full_match.
# regex_replace_op_test.py testForwarding: substr of ["AbCdEfG", "HiJkLmN"] to 5 bytes, then
# regex_replace(inp, "\\p{Ll}", ".") == [b"A.C.E", b"H.J.L"] (RE2 reads \p{Ll} as the lowercase
# letters, \pN as one-letter category N, \P{..} and \p{^..} negate; \A and \z anchor the text).
import tensorflow as tf

inp = tf.strings.substr(tf.constant(["AbCdEfG", "HiJkLmN"], tf.string), pos=0, len=5)
print(tf.strings.regex_replace(inp, "\\p{Ll}", "."))
print(tf.strings.regex_replace(inp, tf.constant("\\p{Lu}"), "_"))
print(tf.strings.regex_replace(["a1 b2!"], "\\pN", "#"))
print(tf.strings.regex_replace(["a1 b2!"], "\\P{L}", ""))
print(tf.strings.regex_replace(["a1 b2!"], "[\\p{^L}]", ""))
print(tf.strings.regex_full_match(["abc", "ab1"], "\\A\\p{Ll}+\\z"))
