# int(text, 0) refuses a decimal literal with a leading 0 and names base 0, an underscore may follow
# a base prefix; round(int, -n) and float(int) are exact for big ints (round half to even,
# _PyLong_DivmodNear and _PyLong_Frexp); __float__ / __index__ returning a non-number raise
# CPython's TypeError (CPython 3.12 test_long.test_long, test_round, test_float_conversion,
# test_class.testBadTypeReturned).
for t,b in [('0x_1',0),('0x_1',16),('0_0',0),('00',0),('0_1',0),('08',0),('-08',0),(' 0 ',0),('0b_',0),('010',8), ('0o_7', 8), ('0_7', 8), ('z', 10), ('0x', 16), ('12', 0), ('1_000', 0)]:
  try: print(repr(t),b,int(t,b))
  except ValueError as e: print(repr(t),b,e)
print(round(10**20 + 324678, -3), round(10**19 + 324678, -3), round(-10**20 - 500, -3), round(-10**20 - 1500, -3), round(2**70, -100), round(True, -1), round(15, -1), round(25, -1), round(-25, -1), round(10**30, -29), round(-(10**30) // 2 * 3, -30))
print((10**20 + 324678).__round__(-3), type(round(True, -1)).__name__)
print(float(2**106 + 2**53 + 1), float(-(2**106 + 2**53 + 1)), float(2**1024 - 2**971), float(2**54+3))
for big in (2**1024 - 2**970, 2**1024):
    try: print(float(big))
    except OverflowError as e: print(e)
bad = [p for p in range(100) if int(float(2**p * (2**53 + 1) + 1)) != 2**p * (2**53 + 2)]
print(bad)
class Bad:
    def __float__(self): return None
    def __index__(self): return None
for f in (float, hex, lambda b: 'abc'[b], lambda b: __import__('math').sqrt(b)):
    try: print(f(Bad()))
    except TypeError as e: print('TypeError', e)
class I:
    def __index__(self): return 2**70
print(float(I()), __import__('math').sqrt(I()) > 0)
