# str and bytes find/rfind/index/count/startswith/endswith: a start past the end finds nothing,
# not even '' (CPython's ADJUST_INDICES then `end - start < len(sub)`), ''.isascii() is True,
# and long repetitive needles are found in linear time (CPython 3.12 string_tests.py
# test_find_many_lengths, test_count, test_startswith/test_endswith, test_isascii; plain
# std::string::find made test_find_many_lengths take a minute).
import sys
print('aaa'.count('', 10), 'aaa'.count('', 3), ''.endswith('', 1, 0), ''.startswith('', 1, 0), ''.isascii())
print(b'aaa'.count(b'',10), b'aaa'.find(b'',10), b''.startswith(b'',1,0), b''.endswith(b'',1,0), b'abc'.find(b'', 3), b'abc'.count(b'', 3), b'abc'.rfind(b'',4))
print('abc'.find('', 3), 'abc'.find('', 4), 'abc'.rfind('', 4), 'abc'.rfind(''), 'héllo'.find('l', -3), 'héllo'.rfind('l', 0, -1), 'héllo'.count('l', 1, 4))
print('héllo'.startswith('él', 1), 'héllo'.endswith('ll', 0, 4), 'héllo'.startswith(('x', 'h')), 'abc'.startswith('', 3), 'abc'.startswith('', 4), 'abc'.endswith('', -10, -20))
print('ab'.find('xxx', sys.maxsize + 1, 0), 'ab'.rfind('x', sys.maxsize + 1), 'abc'.count('', -100, 100))
n = 3000
hay = 'abcab' * n + 'da'
needle = 'abcab' * (n // 3) + 'da'
print(hay.find(needle), hay.rfind(needle), hay.count(needle), needle in hay, hay[:-1].find(needle), hay.index(needle), hay.rindex(needle))
print(('é' + hay).find(needle), ('é' + hay).rfind(needle, 0, -1), (hay + needle).count(needle), hay.replace(needle, '!')[-5:])
bhay, bneedle = hay.encode(), needle.encode()
print(bhay.find(bneedle), bhay.rfind(bneedle), bhay.count(bneedle), bneedle in bhay, bhay[:-1].find(bneedle))
long = 'ab' * 40
text = ('ab' * 39 + 'b') * 2 + long + 'x' + long
print(text.find(long), text.rfind(long), text.count(long), text.find(long, 200), text.rfind(long, 0, 200))

from collections import UserString
for fix in (str, UserString):
    haystack_repeats = [a * 10**e for e in range(5) for a in (1, 2, 5)]
    haystacks = [(n, fix("abcab" * n + "da")) for n in haystack_repeats]
    needle_repeats = [a * 10**e for e in range(5) for a in (1, 3)]
    needles = [(m, fix("abcab" * m + "da")) for m in needle_repeats]
    bad = 0
    for n, haystack1 in haystacks:
        haystack2 = haystack1[:-1]
        for m, needle in needles:
            answer1 = 5 * (n - m) if m <= n else -1
            bad += haystack1.find(needle) != answer1
            bad += haystack2.find(needle) != -1
    print(fix.__name__, 'find_many_lengths mismatches:', bad)
for N in 1000, 10_000, 100_000:
    A, B = 'a' * N, 'b' * N
    haystack = A + A + B + A + A
    needle = A + B + B + A
    print(N, haystack.find(needle), haystack.count(needle), (haystack + needle).find(needle), (haystack + needle).count(needle))
