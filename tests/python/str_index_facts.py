# Indexing long strings in a loop (the facts of the last string indexed are remembered while it
# lives): ASCII and non-ASCII text, a string grown in place by +=, and aliases of it.
s = "é" * 3000 + "abc"
count = 0
for i in range(len(s)):
    if s[i] == "é":
        count += 1
print(count, s[-1], s[-3:], s[3000], s[2999])
grown = "ab"
alias = grown
grown += "é"
print(grown[2], alias[1], len(grown), len(alias))
x = "abc"
for k in range(4):
    x += "dé"
    print(x[-1], x[len(x) - 2], len(x), x[3:])
ascii_text = "tf.function" * 200
print(sum(1 for i in range(len(ascii_text)) if ascii_text[i] == "."), ascii_text[5] is ascii_text[16])
print([c for c in "héllo wörld"], "".join(reversed("naïve")))
text = "naïve café " * 40
i = found = 0
while i < len(text):
    if text[i] == "é" and "abc"[1] == "b" and len("xyz") == 3:
        found += 1
    i += 1
print(found, len(text), text[len(text) - 2], len(text + "ü"))
