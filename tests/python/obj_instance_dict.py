# obj.__dict__ is the live instance dict: writes through it are attributes, attribute writes
# show in it, vars(obj) is the same object, and assigning __dict__ replaces it.
class Record:
    def __init__(self, **fields):
        self.__dict__.update(fields)
    def __repr__(self):
        return f'Record({self.__dict__})'

r = Record(name='ada', year=1843)
print(r.name, r.year, r)
d = r.__dict__
d['lang'] = 'notes'
print(r.lang, vars(r) is d, r.__dict__ is d)
r.extra = 1
print(d, 'extra' in d, len(d))
del d['year']
print(hasattr(r, 'year'), sorted(vars(r)))
del r.extra
print(d)
d.setdefault('count', 0)
d['count'] += 5
r.count += 1
print(r.count, d['count'], d.pop('lang'), getattr(r, 'lang', 'gone'))
vars(r).clear()
print(r.__dict__, hasattr(r, 'name'))
r.__dict__ = {'fresh': True}
print(r.fresh, vars(r))
r.more = 2
print(r.__dict__)

class Settings:
    defaults = {'debug': False, 'level': 1}
    def __init__(self, overrides):
        vars(self).update(self.defaults)
        vars(self).update(overrides)
s = Settings({'level': 3})
print(s.debug, s.level, list(vars(s).items()))
for key, value in list(s.__dict__.items()):
    setattr(s, key, str(value))
print(s.__dict__, type(s.__dict__).__name__)

def f():
    pass
f.__dict__['tag'] = 'x'
print(f.tag, f.__dict__)
try:
    r.__dict__ = 5
except TypeError as e:
    print(e)
