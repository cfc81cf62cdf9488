# re: the errors of bad patterns, templates and arguments, and a long subject.
import re

for pattern in ['(', 'a)', '*a', 'a**', '[a', '\\q', '[z-a]', '(?P<a', '(?P<a-b>x)', '(?<x)', '(?x',
                '(?P=zz)', '(a)\\2', '(?<=a+)b', 'a{3,2}', '(a)(?P<a>b)(?P<a>c)', 'x(?i)', '(?z)', '(?P',
                '(?', '\\x1', '\\u12', '(?P=', 'a|*', '(?#x', '(a\\1)', '[\\d-z]', '\\N{FOO}', '(?i',
                '(?-i)', 'abc(', '\\c', '(?P<1a>x)', '(?(1)a|b)', '(?(x)a)', 'a\n(b', '\\', 'a{2}{3}',
                '(?<=a|bc)', '^*', '\\777', '[\\777]', 'x++*', '$?']:
    try:
        re.compile(pattern)
    except re.error as e:
        print(repr(pattern), '->', e, '|', e.msg, e.pos, e.lineno, e.colno, e.pattern == pattern)
    else:
        print(repr(pattern), 'compiles')
print(issubclass(re.error, Exception), re.error.__name__, re.error.__module__)
for args in [(r'(\w)', r'\2', 'ab'), (r'(\w)', r'\g<x>', 'ab'), (r'(\w)', r'\g<1', 'ab'), (r'(\w)', r'\q', 'ab'),
             (r'(?P<x>\w)', r'\g<-1>', 'ab'), (r'(\w)', '\\', 'ab')]:
    try:
        print(re.sub(*args))
    except (re.error, IndexError) as e:
        print(type(e).__name__, e)
for call in [lambda: re.match('a', b'a'), lambda: re.match(b'a', 'a'), lambda: re.match('a', 5),
             lambda: re.compile(5), lambda: re.compile(re.compile('a'), re.I), lambda: re.match('(a)', 'a').group(2),
             lambda: re.match('(a)', 'a').group('x'), lambda: re.compile(b'a', re.U), lambda: re.sub('a', 5, 'a'),
             lambda: re.match('(a)', 'a').start(3), lambda: re.compile('a', re.L)]:
    try:
        print(call())
    except (TypeError, ValueError, IndexError, re.error) as e:
        print(type(e).__name__, e)
print(re.compile(re.compile('ab')).pattern)
# A million characters: the matcher backtracks on its own stack, never the native one.
text = 'ab' * 500000
print(re.search('b$', text), re.match('(?:ab)*', text).end(), re.match(r'.*', text).end(), re.match(r'(a|b)*?$', text).span(1))
print(re.fullmatch(r'(ab)+', text).span(1), re.search(r'(.)\1', text + 'cc').span(), re.search('(a|b)*c', 'ab' * 1000))
short = 'ab' * 5000
print(len(re.findall('ab', short)), len(re.sub('a', '', short)), len(re.split('b', short)))
print(re.match(r'(\w+\s?)*$', 'an example of a sentence' * 2).span())
