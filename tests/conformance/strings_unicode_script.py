# tf.strings.unicode_script as the Unicode strings guide uses it: ICU UScriptCode numbers
# (COMMON 0, CYRILLIC 8, HAN 17, HIRAGANA 20, LATIN 25). Expected values: the guide's
# [17, 8] for '芸' and 'Б', and its scripts of the decoded batch (Latin letters 25, spaces 0, the
# emoji 0); Unicode's Scripts.txt for "Hello, world." and '世界こんにちは' (punctuation and spaces
# Common, 世界 Han, こんにちは Hiragana); -1 (USCRIPT_INVALID_CODE) for a negative value. tfplay
# knows only some scripts: others raise NotImplementedError naming the code point.
import tensorflow as tf

uscript = tf.strings.unicode_script([33464, 1041])
print(uscript.numpy())
batch_utf8 = [s.encode("UTF-8") for s in [u"hÃllo", u"What is the weather tomorrow", u"Göödnight", u"😊"]]
batch_chars_ragged = tf.strings.unicode_decode(batch_utf8, input_encoding="UTF-8")
print(tf.strings.unicode_script(batch_chars_ragged).to_list())
print(tf.strings.unicode_script(tf.strings.unicode_decode(["Hello, world.", "世界こんにちは"], "UTF-8")).to_list())
print(tf.strings.unicode_script(-5))
try:
    tf.strings.unicode_script([0x0627])
except NotImplementedError as e:
    print("NotImplementedError:", e)
