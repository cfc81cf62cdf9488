# int() and float() read any Unicode decimal digit and strip Unicode whitespace, as CPython's
# _PyUnicode_TransformDecimalAndSpaceToASCII does.
print(int('١٢٣'), float('٣.٥'), int('１２'), int('\u0966\u0967'), int('𝟗𝟖'))
print(int('\xa07\u3000'), float('\u2003-٢.٥e٣ '), int('١_٢'), int('٧f', 16), float('١e-٢'))
for text in ['1\u30002', '١٢x', '²', '½', '\u00a0', '٣.٥', 'Ⅻ', '\x1c1']:
    for conv in (int, float):
        try:
            print(repr(conv(text)))
        except ValueError as e:
            print('ValueError:', e)
for data in [b'12', b' 3.5 ']:
    print(int(data) if b'.' not in data else float(data))
try:
    int('١٢'.encode())
except ValueError as e:
    print('ValueError:', e)
