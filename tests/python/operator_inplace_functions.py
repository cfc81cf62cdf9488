# operator's in-place functions and call().
import operator
s = {1}
print(operator.ior(s, {2}), s, operator.iand({1, 2}, {2}), operator.ixor(3, 5), operator.ipow(2, 10))
print(operator.ilshift(1, 4), operator.irshift(256, 2), operator.call(max, 3, 7, key=lambda v: -v))
l = [1]
print(operator.iadd(l, [2]) is l, l)
