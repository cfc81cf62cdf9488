# textwrap: wrap, fill, shorten, dedent, indent and TextWrapper's options.
import textwrap

text = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! "
        "How vexingly quick daft zebras jump; a well-known pangram uses every letter at least once.")
print(textwrap.wrap(text, 30))
print(textwrap.fill(text, 40))
print(textwrap.fill(text, width=25, initial_indent='* ', subsequent_indent='  '))
print(textwrap.wrap('supercalifragilisticexpialidocious is long', 10))
print(textwrap.wrap('supercalifragilisticexpialidocious is long', 10, break_long_words=False))
print(textwrap.wrap('a well-known long-term self-evident thing', 12))
print(textwrap.wrap('a well-known long-term self-evident thing', 12, break_on_hyphens=False))
print(textwrap.wrap('  leading   and    inner   spaces  ', 12), textwrap.wrap('tabs\tand\nnewlines', 8))
print(textwrap.wrap('  keep   spaces ', 6, drop_whitespace=False), textwrap.wrap('', 10), textwrap.wrap('   ', 10))
print(textwrap.shorten('Hello  world!', width=12), textwrap.shorten('Hello world!', width=11))
print(textwrap.shorten('Hello world, how are you today?', 20, placeholder='...'), textwrap.shorten(text, 50))
print(textwrap.wrap(text, 20, max_lines=3), textwrap.wrap(text, 20, max_lines=2, placeholder=' ~'))
print(textwrap.wrap('one two three', 5, max_lines=1, placeholder='..'))
print(repr(textwrap.dedent('''
    def f():
        return 1

    x = 2
    ''')))
print(repr(textwrap.dedent('  a\n\tb\n')), repr(textwrap.dedent('    a\n  \n      b')), repr(textwrap.dedent('x\n  y')))
print(repr(textwrap.indent('a\nb\n\nc', '> ')), repr(textwrap.indent('a\n  \nb', '+', lambda line: True)))
w = textwrap.TextWrapper(width=20, fix_sentence_endings=True)
print(w.wrap('It ends. Here it goes. Next one!'), w.width)
print(textwrap.fill('x-' * 20, 9), textwrap.wrap('a--b c---d', 4), textwrap.wrap('e-mail 1-2 x-ray', 5))
for bad in [lambda: textwrap.wrap('x', 0), lambda: textwrap.wrap('abc def', 3, max_lines=1, placeholder=' [...]')]:
    try:
        bad()
    except ValueError as e:
        print(e)
