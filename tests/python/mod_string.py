# string: the character constants, capwords and Template.
import string

print(string.ascii_lowercase, string.ascii_uppercase, string.digits, string.hexdigits, string.octdigits)
print(repr(string.punctuation), repr(string.whitespace), repr(string.printable))
print(string.ascii_letters == string.ascii_lowercase + string.ascii_uppercase)
print(string.capwords('  hello   wide  world '), string.capwords('a-b--c', '-'), string.capwords('ÉCOLE à paris'))

t = string.Template('$who likes ${what}; it costs $$${price} (${who})')
print(t.substitute(who='tim', what='tea', price=3))
print(t.substitute({'who': 'ann', 'what': 'cake', 'price': 1}, what='pie'))
print(t.safe_substitute(who='bob'), t.get_identifiers(), t.is_valid(), t.template)
try:
    t.substitute(who='x')
except KeyError as exc:
    print('KeyError:', exc)
for text in ('cost: $ 5', 'line one\nline $2 two', '${unclosed', 'end $'):
    bad = string.Template(text)
    print(repr(bad.safe_substitute()), bad.is_valid())
    try:
        bad.substitute()
    except ValueError as exc:
        print('ValueError:', exc)


class Percent(string.Template):
    delimiter = '%'


print(Percent('%name is 100%% done').substitute(name='job'))
