# float.__trunc__, __floor__, __ceil__ and __getnewargs__ (Objects/floatobject.c), with
# PyLong_FromDouble's errors for infinities and NaN; math.trunc/floor/ceil call them.
import math
print(math.trunc(2.7), math.floor(-2.5), math.ceil(2.1), (2.7).__trunc__(), (-2.5).__floor__(), (2.1).__ceil__(), (1.5).__getnewargs__())
for v in (float('inf'), float('nan')):
    try:
        v.__trunc__()
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
