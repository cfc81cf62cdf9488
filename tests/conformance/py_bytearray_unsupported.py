# bytearray and memoryview are not emulated: they exist as classes, so isinstance() and
# type checks answer as in CPython for every other object, and making one raises a
# NotImplementedError that names the class instead of printing what CPython would not.
print(isinstance(b"raw", (bytes, bytearray)), isinstance("text", (bytearray, memoryview)))
print(bytearray, memoryview, type(bytearray))
try:
    memoryview(b"ab")
except NotImplementedError as e:
    print("NotImplementedError:", e)
# bytearray.fromhex makes a bytearray too (stdtypes.rst: bytearray(b'.\xf0\xf1\xf2') in CPython).
try:
    bytearray.fromhex('2Ef0 F1f2  ')
except NotImplementedError as e:
    print("NotImplementedError:", e)
buffer = bytearray(b"abc")
