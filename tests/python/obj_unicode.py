# Non-ASCII text: case mappings, predicates, \N{} names and code points.
words = ['straße', 'Ελληνικά', 'ÇA VA', 'ǆungla', 'İstanbul', 'ﬁne', 'Ωmega', 'ΌΣΟΣ']
for w in words:
    print(w.upper(), w.lower(), w.title(), w.capitalize(), w.swapcase(), len(w.upper()))
print('ΣΑΣ'.lower(), 'ΑΣ.'.lower(), 'Σ'.lower(), 'ΑΣ Β'.lower())
print('é'.isalpha(), '٣'.isdigit(), '٣'.isdecimal(), '²'.isdigit(), '²'.isdecimal(), '½'.isnumeric(), 'Ⅻ'.isnumeric())
print('\u00a0'.isspace(), '\u2003'.isspace(), '\u200b'.isspace(), 'ÀÉ'.isupper(), 'àé'.islower(), 'Ǆ'.istitle())
print('naïve café'.title(), 'ÉCOLE'.casefold() == 'école', 'x\u0301'.upper(), 'Ⓐⓑ'.upper(), 'Ⓐⓑ'.isupper())
print('\N{GREEK SMALL LETTER LAMDA}', '\N{bullet}', '\N{EURO SIGN}', '\N{LATIN SMALL LETTER E WITH ACUTE}' == 'é')
print('\N{DEGREE SIGN}C', '\N{WHITE SMILING FACE}', '\N{LINE FEED}' == '\n')
print([hex(ord(c)) for c in 'aé€😀'], chr(0x1F600), ascii('é€😀'), repr('\u200b'), 'é'.encode('utf-8'))
print(sorted(['é', 'e', 'z', 'É', 'E']), max('aéz'), 'ÿ' > 'z', 'añb'.find('b'), 'añb'[1], 'añb'[::-1])
print('straße'.center(10, '*'), f'{"añb":>6}|{"é":^5}|', 'ab\u00e9'.isidentifier(), 'é1'.isidentifier(), '1é'.isidentifier())
