# statistics.correlation(x, y, method='ranked'), new in 3.12: Spearman's coefficient, the data
# replaced by their ranks centred on zero, ties averaged (CPython 3.12's Lib/statistics.py
# correlation / _rank / _sqrtprod; the first example is Doc/library/statistics.rst's, whose
# documented result is 1.0).
from statistics import correlation, StatisticsError

orbital_period = [88, 225, 365, 687, 4331, 10_756, 30_687, 60_190]
dist_from_sun = [58, 108, 150, 228, 778, 1_400, 2_900, 4_500]
print(correlation(orbital_period, dist_from_sun, method='ranked'))
print(correlation([1, 2, 3, 4], [4, 3, 2, 1], method='ranked'))
print(correlation([1, 2, 2, 3], [1, 3, 2, 4], method='ranked'))
print(correlation([1, 2, 3], [1, 2, 3], method='linear'))
try:
    correlation([1, 2], [3, 4], method='spearman')
except ValueError as exc:
    print('ValueError:', exc)
try:
    correlation([1, 1, 1], [1, 2, 3], method='ranked')
except StatisticsError as exc:
    print('StatisticsError:', exc)
