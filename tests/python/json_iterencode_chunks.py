# json.JSONEncoder.iterencode yields the chunks of CPython's pure-Python encoder
# (Lib/json/encoder.py _make_iterencode): a list's scalar items come with the '[' or separator
# before them, a dict's braces, keys and separators come alone (Doc/library/json.rst's
# ComplexEncoder example); encode() and dumps() give the same text as before.
import json


class ComplexEncoder(json.JSONEncoder):
    def default(self, obj):
        if isinstance(obj, complex):
            return [obj.real, obj.imag]
        return super().default(obj)


print(list(ComplexEncoder().iterencode(2 + 1j)))
print(json.dumps(2 + 1j, cls=ComplexEncoder), ComplexEncoder().encode(2 + 1j))
enc = json.JSONEncoder()
print(list(enc.iterencode([2.0, 1.0])))
print(list(enc.iterencode({"a": 1, "b": [1, 2, {"c": None}], "d": {}, "e": [], 3: True, None: 1.5})))
print(list(enc.iterencode([[1, [2]], "s", [], {}])))
print(list(json.JSONEncoder(indent=2).iterencode({"a": [1, 2], "b": {"c": "d"}})))
print(list(json.JSONEncoder(indent='\t', separators=(',', ':')).iterencode([1, [2, 3]])))
print(list(json.JSONEncoder(sort_keys=True, skipkeys=True).iterencode({"b": 1, "a": 2})))
print(list(json.JSONEncoder(skipkeys=True).iterencode({"b": 1, (1,): 3, "a": 2})))
print(list(enc.iterencode("x")), list(enc.iterencode(5)), list(enc.iterencode(None)))
gen = enc.iterencode([1, 2])
print(type(gen).__name__, next(gen))
loop = []
loop.append(loop)
try:
    list(enc.iterencode(loop))
except ValueError as exc:
    print("ValueError:", exc)
try:
    list(enc.iterencode({(1,): 1}))
except TypeError as exc:
    print("TypeError:", exc)
