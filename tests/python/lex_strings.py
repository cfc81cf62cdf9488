# String literal forms: quotes, escapes, raw, bytes, triple-quoted, implicit concatenation.
a = 'single'
b = "double"
c = '''triple
single'''
d = """triple "double" quotes"""
print(a, b, c, d)
print('tab\there', "new\nline", 'quote\'s', "back\\slash")
print(r'raw\n\t', R"raw\d+", rb'\x00raw')
print(b'bytes', b"\x41\x42", B'\n')
print('\x41\u00e9\N{GREEK SMALL LETTER ALPHA}\101')
print('implicit' ' concatenation' " works")
print(repr('mixed "and" \'quotes\''), repr("it's"), repr('say "hi"'))
print(len('héllo'), 'héllo'[1], 'héllo'.upper())
long_text = ("line one "
             "line two")
print(long_text)
print('a' \
      'b')
x = 1 + \
    2
print(x)  # comments are ignored
# a full-line comment
print([1,
       2,  # comment inside brackets
       3])
print('\\', '\'', "\"", '\a\b\f\v'.encode())
