# String building: concatenation, f-strings, join, methods.
parts = []
s = ''
for i in range(150000):
    s += str(i % 10)
    parts.append(f'{i}:{i * 2}')
text = ','.join(parts)
words = text.split(',')
print(len(s), len(text), len(words), words[-1].upper(), s.count('7'))
