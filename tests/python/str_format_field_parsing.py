# str.format parses each replacement field as CPython's MarkupIterator/parse_field and
# FieldNameIterator do: the same ValueErrors for malformed fields, and !a escapes like ascii().
s = 'é☃'
print('{!a}'.format(s), '{0!a:>12}'.format(s), f'{s!a}', ascii(s), '{!a}'.format([s, 1]))
print('{0!r:}'.format('x'), '{0!s:^7}'.format(1.5), '{0[}]}'.format({'}': 'brace'}), '{0[:]}'.format({':': 'colon'}))
print('{0[1]}{0[-1]}'.format({'-1': 'neg', 1: 'one'}), '{[0]}'.format([7]), '{x[a b]}'.format(x={'a b': 2}))
print('{١}'.format('a', 'b'), '{0.real.imag}'.format(3), '{:{}{}}'.format(5, '>', 4), '{:>{w}.{p}f}'.format(1.5, w=8, p=2))
print('{{}}{{{0}}}'.format(9), '{0:{1}}'.format('abc', 's'), '{}-{}'.format(*'ab'))
class C:
    attr = 'A'
print('{0.attr}'.format(C()), '{c.attr}'.format(c=C()))
cases = ['{!x}', '{0!}', '{!rr}', '{0!s', '{0!', '{0[0}', '{0[}', '{a[x}', '{0.}', '{0[]}', '{0[1]x}', '{0..real}',
         '{0.real[}', '{0{}', '{!☃}', '{0!\x07}', '{', '}', 'a}b', '{0', '{0:', '{:{:{}}}', '{0:{1:{2}}}', '{0}{}',
         '{}{0}', '{9}', '{a}', '{0:d}', '{0!r:d}', '{99999999999999999999}', '{0[99999999999999999999]}']
for fmt in cases:
    try:
        print(repr(fmt), repr(fmt.format(1.5, 'b', 'c', a=1)))
    except Exception as e:
        print(repr(fmt), type(e).__name__, e)
for fmt in ['{}', '{0}', '{x}', '{x.real}', '{x!z}']:
    try:
        print(repr(fmt), repr(fmt.format_map({'x': 2})))
    except Exception as e:
        print(repr(fmt), type(e).__name__, e)
