# tf.keras.preprocessing.text (Keras 3.11.3's keras/src/legacy/preprocessing/text.py, the tf.keras
# view's Keras 1 text utilities). Expected values follow that source: words ranked by count
# (ties in first-seen order), index 1 for oov_token, num_words keeping indices below it,
# sequences_to_matrix's binary/count/freq/tfidf formulas and to_json's config keys.
# The reference run was that file under CPython 3.12. one_hot uses Python's hash, randomized per
# process in CPython, so only its range and repeats are printed; hashing_trick with md5 is stable.
import tensorflow as tf

text = tf.keras.preprocessing.text
print(text.text_to_word_sequence("Hello, World! The world-wide web.\tTabs"))
print(text.text_to_word_sequence("a-b c", filters="", lower=False))
print(text.text_to_word_sequence("A.B.C", split="."))

texts = ["The cat sat on the mat.", "The dog ate my homework!", "My cat ate the dog"]
tok = text.Tokenizer()
tok.fit_on_texts(texts)
print(tok.document_count)
print(tok.word_index)
print(tok.index_word[1], tok.index_word[2])
print(list(tok.word_counts.items()))
print(sorted(tok.word_docs.items()))
print(sorted(tok.index_docs.items()))
print(tok.texts_to_sequences(["the cat ate a fish", "my dog sat"]))
print(tok.sequences_to_texts([[1, 2, 3, 99], [4, 4]]))

oov = text.Tokenizer(num_words=4, oov_token="<OOV>")
oov.fit_on_texts(texts)
print(oov.word_index["<OOV>"], oov.word_index["the"], oov.word_index["cat"])
print(oov.texts_to_sequences(["the cat ate a fish", "my dog sat"]))
print(oov.sequences_to_texts([[2, 3, 5, 99]]))

small = text.Tokenizer(num_words=4)
small.fit_on_texts(texts)
print(small.texts_to_sequences(["the cat ate a fish", "my dog sat"]))
for mode in ["binary", "count", "freq", "tfidf"]:
    m = small.texts_to_matrix(["the the cat dog", "fish"], mode=mode)
    print(mode, m.shape, m.dtype)
    print(m.round(4).tolist())
try:
    small.texts_to_matrix(["cat"], mode="bogus")
except ValueError as e:
    print("ValueError", e.args)
try:
    text.Tokenizer().texts_to_matrix(["cat"])
except ValueError as e:
    print("ValueError", e)
try:
    text.Tokenizer(bogus=1)
except TypeError as e:
    print("TypeError", e)

chars = text.Tokenizer(char_level=True)
chars.fit_on_texts(["abba", "Cab"])
print(chars.word_index, chars.texts_to_sequences(["cab!"]))

listed = text.Tokenizer()
listed.fit_on_texts([["Foo", "bar"], ["foo"]])
print(listed.word_index)

restored = text.tokenizer_from_json(oov.to_json())
print(type(restored).__name__, restored.num_words, restored.oov_token, restored.document_count)
print(restored.word_index == oov.word_index, restored.index_word == oov.index_word)
print(restored.texts_to_sequences(["the cat ate a fish"]))
print(sorted(tf.keras.preprocessing.text.Tokenizer().get_config()))

codes = text.one_hot("the cat the dog", 10)
print(len(codes), codes[0] == codes[2], all(1 <= c <= 9 for c in codes))
print(text.hashing_trick("a b a", 5, hash_function=len))
print([n for n in dir(text) if not n.startswith("_")])
print(text.hashing_trick("The cat sat on the mat", 20, hash_function="md5"))
print(text.hashing_trick("naïve café", 1000, hash_function="md5", lower=False))
