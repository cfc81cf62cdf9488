# f-strings: nested expressions, conversions, format specs, the = specifier.
name = 'Ada'
value = 3.14159
items = [1, 2, 3]
print(f'hello {name}!')
print(f'{name!r} {name!s} {name!a} {"é"!a}')
print(f'{value:.2f} {value:10.3f}| {value:<10.1f}| {value:^9.2f}|')
print(f'{42:05d} {42:x} {42:#x} {42:b} {42:#o} {255:X}')
print(f'{1234567:,} {1234567:_} {0.5:%} {0.25:.1%}')
print(f'{items[0] + items[-1]} {len(items)} {items!r}')
print(f'{"nested " + name.upper()}')
width = 8
print(f'[{name:>{width}}] [{name:*^{width}}] [{value:{width}.{2}f}]')
print(f'{value=} {name=!s} {1 + 2=}')
print(f'{{literal braces}} {{{name}}}')
d = {'k': 'v'}
print(f"{d['k']} {d!r}")
print(f'{3 if value > 3 else 0}')
print(f'{-5:+d} {5:+d} {5: d} {-0.0:+.1f}')
print(f'{"left":<6}|{"right":>6}|{"mid":^7}|')
print(f'{True} {None} {[1, "a"]}')
print(f'''triple {name}''')
