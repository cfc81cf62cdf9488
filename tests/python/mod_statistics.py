# statistics: exact means and variances, result types, medians, modes and quantiles.
import statistics as st
from fractions import Fraction

print(st.mean([1, 2, 3, 4]), st.mean([1, 2, 3]), st.mean([0.1, 0.2, 0.3]), st.mean([1, 2.5]), st.mean(range(10)))
print(st.mean([Fraction(1, 3), Fraction(2, 3)]), st.mean([True, False, True]), st.fmean([1, 2, 3, 4]), st.fmean([3.5, 4], weights=[1, 3]))
print(st.median([3, 1, 2]), st.median([4, 1, 3, 2]), st.median([1.5, 2.5]), st.median_low([1, 2, 3, 4]), st.median_high([1, 2, 3, 4]))
print(st.mode([1, 2, 2, 3, 3]), st.mode('abracadabra'), st.multimode('aabbc'), st.multimode([]), st.mode([('a', 1), ('a', 1), 'x']))
data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.variance(data), st.stdev(data), st.pvariance(data), st.pstdev(data))
print(st.variance([1, 2, 3, 4]), st.variance([1, 2, 3]), st.pvariance([1, 2, 3, 4]), st.stdev([1, 2, 3, 4]), st.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
print(st.variance([Fraction(1, 2), Fraction(3, 2), Fraction(5, 2)]), st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]))
print(st.variance([1, 3, 5], xbar=3), st.pvariance([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25], mu=1.25))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), st.quantiles(range(1, 11), n=10), st.quantiles([1, 5], method='inclusive'))
print(st.quantiles([105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91], n=10))
print(st.geometric_mean([54, 24, 36]), st.harmonic_mean([40, 60]), st.median_grouped([52, 52, 53, 54]))
print(st.correlation([1, 2, 3, 4], [2, 4, 5, 9]), st.covariance([1, 2, 3], [1, 3, 2]), st.linear_regression([1, 2, 3, 4, 5], [3, 5, 7, 9, 11]))
nd = st.NormalDist(100, 15)
print(nd, nd.mean, nd.stdev, round(nd.cdf(115), 6), round(nd.pdf(100), 6))
for bad in [lambda: st.mean([]), lambda: st.variance([1]), lambda: st.stdev([]), lambda: st.pvariance([]),
            lambda: st.median([]), lambda: st.mode([]), lambda: st.fmean([]), lambda: st.quantiles([1, 2], n=0),
            lambda: st.quantiles([])]:
    try:
        bad()
    except st.StatisticsError as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
