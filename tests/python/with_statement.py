# with: several items, exceptions passed to __exit__, suppression, order of exits.
class Res:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print('enter', self.name)
        return self.name.upper()
    def __exit__(self, et, ev, tb):
        print('exit', self.name, et.__name__ if et else None, ev)
        return self.suppress
with Res('a') as a, Res('b') as b:
    print('body', a, b)
with Res('outer', suppress=True):
    with Res('inner'):
        raise KeyError('k')
print('after suppressed')
try:
    with Res('plain'):
        raise ValueError('propagates')
except ValueError as e:
    print('caught', e)
def early():
    with Res('func'):
        return 'returned'
print(early())
for i in range(2):
    with Res(f'loop{i}'):
        if i == 0:
            continue
        break
try:
    with 5:
        pass
except TypeError as e:
    print('TypeError:', e)
class NoExit:
    def __enter__(self):
        return self
try:
    with NoExit():
        pass
except TypeError as e:
    print('TypeError:', e)
