# The Unicode strings guide's "simple segmentation" example, end to end: decode, script of each
# character, word starts where the script changes, words as RaggedTensors, encoded back. The
# expected text is the output of a run of the guide (word_starts [0 5 7 12 13 15]; the ragged
# reprs laid out by NumPy's array2string, rows moved to a new line when they do not fit; the
# words b'Hello', b', ', b'world', b'.' and the two Japanese words).
import tensorflow as tf

sentence_texts = [u"Hello, world.", u"世界こんにちは"]
sentence_char_codepoint = tf.strings.unicode_decode(sentence_texts, "UTF-8")
print(sentence_char_codepoint)
sentence_char_script = tf.strings.unicode_script(sentence_char_codepoint)
print(sentence_char_script)
sentence_char_starts_word = tf.concat(
    [tf.fill([sentence_char_script.nrows(), 1], True),
     tf.not_equal(sentence_char_script[:, 1:], sentence_char_script[:, :-1])],
    axis=1)
word_starts = tf.squeeze(tf.where(sentence_char_starts_word.values), axis=1)
print(word_starts)
word_char_codepoint = tf.RaggedTensor.from_row_starts(values=sentence_char_codepoint.values, row_starts=word_starts)
print(word_char_codepoint)
sentence_num_words = tf.reduce_sum(tf.cast(sentence_char_starts_word, tf.int64), axis=1)
sentence_word_char_codepoint = tf.RaggedTensor.from_row_lengths(values=word_char_codepoint, row_lengths=sentence_num_words)
print(sentence_word_char_codepoint)
print(tf.strings.unicode_encode(sentence_word_char_codepoint, "UTF-8").to_list())
