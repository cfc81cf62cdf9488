import json
for s in ['', '  ', '{"a" 1}', '{"a":1,}', '[1,]', '[1 2]', '{"a":1 "b":2}', '"abc', '"a\x01"', '"a\\qb"', '"\\u12"', '"\\u12zz"', '01', '1 2', '{1:2}', "{'a':1}", 'nul', '[', '{', '{"a":', 'tru', '-', '1.', '1e', '-Infinity', 'NaN', '"\\ud83d\\ude00"', '[1,\n 2,\n x]', '\ufeff1', '{"a":1}}']:
    try:
        print(repr(s), repr(json.loads(s)))
    except json.JSONDecodeError as e:
        print(repr(s), type(e).__module__, e, e.pos, e.lineno, e.colno, repr(e.msg))
try:
    json.dumps({(1,2): 3})
except TypeError as e: print(e)
try:
    json.loads(3)
except TypeError as e: print(e)
a = []; a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print(e)
print(json.dumps({'b': 1, 'a': [1, 2.5, None, True, {}], 'c': [], 3: 'x', 1.5: 'y', None: 'z', False: 0}, indent=2))
print(json.dumps({"é": "日本\U0001F600\n\t\x7f\x00\"\\/"}), json.dumps("é\U0001F600\x7f\x00", ensure_ascii=False))
print(json.dumps([1, {'a': 2}], separators=(',', ':')), json.dumps({'z': 1, 'a': (1, 2)}, sort_keys=True, indent='\t'))
print(json.dumps(1e100), json.dumps(1e16), json.dumps(0.1), json.dumps(float('inf')), json.dumps(-float('inf')), json.dumps(10**20))
import sys
class Config:
    def __init__(self):
        self.lr = 0.01
        self.layers = [64, 32]
try:
    json.dumps({'cfg': Config()})
except TypeError as e:
    print('TypeError:', e)
print(json.dumps(Config(), default=lambda o: o.__dict__, indent=4, sort_keys=True))
json.dump({'x': [1, 2], 'y': 'z'}, sys.stdout, separators=(',', ':'))
print()
doc = json.dumps({'epochs': 3, 'history': [0.5, 0.25, 0.125], 'name': 'run-1', 'ok': True})
back = json.loads(doc)
print(back == {'epochs': 3, 'history': [0.5, 0.25, 0.125], 'name': 'run-1', 'ok': True}, back)
print(json.loads(' {"a" : [ 1 , 2.0e3 , -0.5, "s\\u00e9\\n" ] , "b" : { } } '))
print(json.loads('[1.5, 2]', parse_float=str, parse_int=float), json.loads('{"a": 1}', object_hook=lambda d: sorted(d)))
print(issubclass(json.JSONDecodeError, ValueError), json.dumps((1, 'two')), json.dumps("plain"), json.dumps(None))
try:
    json.loads('{"broken": tru}')
except ValueError as e:
    print(type(e).__name__, e)
