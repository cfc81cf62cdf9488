# Scanning text character by character, as a hand-written tokenizer does: indexing one long
# string in a loop (ASCII and not), comparisons of one-character strings, iteration.
text = ("def f(x): return x * 2  # comment\n" * 3000) + "café = 'naïve'\n" * 1000
i = 0
n = len(text)
words = 0
letters = 0
while i < n:
    c = text[i]
    if "a" <= c <= "z" or "A" <= c <= "Z" or c == "_":
        letters += 1
        j = i + 1
        while j < n and ("a" <= text[j] <= "z" or text[j] == "_"):
            j += 1
        words += 1
        i = j
    else:
        i += 1
vowels = sum(1 for ch in text if ch in "aeiou")
print(n, words, letters, vowels)
