# statistics: CPython 3.12's statistics functions for ints, floats and Fractions. Sums are
# exact (every value becomes a Fraction), so mean([0.1, 0.2, 0.3]) is the correctly rounded
# 0.2 as in CPython, and results come back as the data's type (an int mean stays an int when
# it is whole). stdev rounds the square root of the exact variance correctly, as 3.12 does.
import math
from fractions import Fraction
from collections import Counter

__all__ = [
    'NormalDist', 'StatisticsError', 'correlation', 'covariance', 'fmean', 'geometric_mean',
    'harmonic_mean', 'linear_regression', 'mean', 'median', 'median_grouped', 'median_high',
    'median_low', 'mode', 'multimode', 'pstdev', 'pvariance', 'quantiles', 'stdev', 'variance',
]


class StatisticsError(ValueError):
    pass


def _fraction(x):
    if isinstance(x, Fraction):
        return x
    if isinstance(x, bool) or isinstance(x, int):
        return Fraction(int(x))
    if isinstance(x, float):
        if x != x or x in (float('inf'), float('-inf')):
            return x
        return Fraction(*x.as_integer_ratio())
    if hasattr(x, 'as_integer_ratio'):
        return Fraction(*x.as_integer_ratio())
    raise TypeError("can't convert type '%s' to numerator/denominator" % type(x).__name__)


def _result_type(types):
    """The type results are given in: float when any value is a float, else Fraction or int."""
    chosen = int
    for t in types:
        if t is bool:
            t = int
        if t is chosen:
            continue
        if chosen is int:
            chosen = t
        elif t is int:
            continue
        elif issubclass(t, chosen):
            chosen = t
        elif issubclass(chosen, t):
            continue
        else:
            raise TypeError("don't know how to coerce %s and %s" % (chosen.__name__, t.__name__))
    return chosen


def _sum(data):
    """(type, exact sum, count); a sum holding inf or nan stays a float."""
    total = Fraction(0)
    special = None
    types = set()
    count = 0
    for x in data:
        count += 1
        types.add(type(x))
        f = _fraction(x)
        if isinstance(f, float):
            special = f if special is None else special + f
        else:
            total += f
    T = _result_type(types)
    if special is not None:
        return T, special, count
    return T, total, count


def _convert(value, T):
    if type(value) is T:
        return value
    if isinstance(value, float):
        return value
    if T is int and value.denominator != 1:
        T = float
    if T is int:
        return int(value.numerator)
    if T is float:
        return value.numerator / value.denominator
    if T is Fraction:
        return value
    return T(value)


def mean(data):
    """Return the sample arithmetic mean of data."""
    data = list(data)
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    return _convert(total / n, T)


def fmean(data, weights=None):
    """Convert data to floats and compute the arithmetic mean."""
    data = list(data)
    if weights is None:
        n = len(data)
        if n == 0:
            raise StatisticsError('fmean requires at least one data point')
        return math.fsum(data) / n
    weights = list(weights)
    if len(weights) != len(data):
        raise StatisticsError('data and weights must be the same length')
    total = math.fsum(weights)
    if not total:
        raise StatisticsError('sum of weights must be non-zero')
    return math.fsum(x * w for x, w in zip(data, weights)) / total


def geometric_mean(data):
    """Convert data to floats and compute the geometric mean."""
    data = list(data)
    if not data:
        raise StatisticsError('geometric mean requires a non-empty dataset containing positive numbers')
    try:
        return math.exp(fmean([math.log(x) for x in data]))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset containing positive numbers') from None


def harmonic_mean(data, weights=None):
    """Return the harmonic mean of data."""
    data = list(data)
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    if n == 1 and weights is None:
        x = data[0]
        if isinstance(x, (int, float, Fraction)):
            if x < 0:
                raise StatisticsError('harmonic mean does not support negative values')
            return x
        raise TypeError('unsupported type')
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        sum_weights = _sum(weights)[1]
    for x in data:
        if x < 0:
            raise StatisticsError('harmonic mean does not support negative values')
    if any(x == 0 for x in data):
        return 0
    T, total, count = _sum([w / x if w else 0 for w, x in zip(weights, data)])
    if total <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(sum_weights / total, T)


def median(data):
    """Return the median (middle value) of numeric data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    """Return the low median of numeric data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    """Return the high median of data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1.0):
    """Estimates the median for numeric data binned around the midpoints of consecutive intervals."""
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    lo = data.index(x)
    hi = n - data[::-1].index(x)
    L = x - interval / 2
    cf = lo
    f = hi - lo
    return L + interval * (n / 2 - cf) / f


def mode(data):
    """Return the most common data point from discrete or nominal data."""
    pairs = Counter(iter(data)).most_common(1)
    if not pairs:
        raise StatisticsError('no mode for empty data')
    return pairs[0][0]


def multimode(data):
    """Return a list of the most frequently occurring values."""
    counts = Counter(iter(data))
    if not counts:
        return []
    top = max(counts.values())
    return [value for value, c in counts.items() if c == top]


def _ss(data, c=None):
    """(type, sum of squared deviations, mean, count), exactly."""
    data = list(data)
    if c is not None:
        T, total, n = _sum(data)
        cf = _fraction(c)
        ss = sum(((_fraction(x) - cf) ** 2 for x in data), Fraction(0))
        return _result_type([type(x) for x in data] + [type(c)]), ss, cf, n
    T, total, n = _sum(data)
    if isinstance(total, float):
        return T, total, total, n
    if n == 0:
        return T, Fraction(0), Fraction(0), 0
    m = total / n
    ss = sum(((_fraction(x) - m) ** 2 for x in data), Fraction(0))
    return T, ss, m, n


def _isqrt_frac_odd(n, m):
    """floor(sqrt(n / m)), with the lowest bit set when inexact (round-to-odd)."""
    a = math.isqrt(n // m)
    return a | (a * a * m != n)


def _float_sqrt_of_frac(n, m):
    """The correctly rounded float square root of the fraction n / m."""
    shift = (n.bit_length() - m.bit_length() - 109) // 2
    if shift >= 0:
        return float(_isqrt_frac_odd(n, m << (2 * shift)) << shift)
    return _isqrt_frac_odd(n << (-2 * shift), m) / (1 << -shift)


def variance(data, xbar=None):
    """Return the sample variance of data."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('variance requires at least two data points')
    return _convert(ss / (n - 1), T)


def pvariance(data, mu=None):
    """Return the population variance of ``data``."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pvariance requires at least one data point')
    return _convert(ss / n, T)


def _sqrt_result(value, T):
    if isinstance(value, float):
        return math.sqrt(value)
    if value < 0:
        raise StatisticsError('negative variance')
    return _float_sqrt_of_frac(value.numerator, value.denominator)


def stdev(data, xbar=None):
    """Return the square root of the sample variance."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    return _sqrt_result(ss / (n - 1) if not isinstance(ss, float) else ss, T)


def pstdev(data, mu=None):
    """Return the square root of the population variance."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pstdev requires at least one data point')
    return _sqrt_result(ss / n if not isinstance(ss, float) else ss, T)


def quantiles(data, *, n=4, method='exclusive'):
    """Divide data into n continuous intervals with equal probability."""
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    if method == 'inclusive':
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            interpolated = (data[j] * (n - delta) + data[j + 1] * delta) / n
            result.append(interpolated)
        return result
    if method == 'exclusive':
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            interpolated = (data[j - 1] * (n - delta) + data[j] * delta) / n
            result.append(interpolated)
        return result
    raise ValueError('Unknown method: %r' % (method,))


def covariance(x, y, /):
    """Covariance of two inputs."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('covariance requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('covariance requires at least two data points')
    xbar = fmean(x)
    ybar = fmean(y)
    sxy = math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('correlation requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('correlation requires at least two data points')
    xbar = fmean(x)
    ybar = fmean(y)
    sxy = math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = math.fsum((d := xi - xbar) * d for xi in x)
    syy = math.fsum((d := yi - ybar) * d for yi in y)
    try:
        return sxy / math.sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant')


class _LinearRegression(tuple):
    def __new__(cls, slope, intercept):
        return tuple.__new__(cls, (slope, intercept))

    slope = property(lambda self: self[0])
    intercept = property(lambda self: self[1])

    def __repr__(self):
        return 'LinearRegression(slope=%r, intercept=%r)' % (self[0], self[1])


def linear_regression(x, y, /, *, proportional=False):
    """Slope and intercept for simple linear regression."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('linear regression requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('linear regression requires at least two data points')
    if proportional:
        sxy = math.fsum(xi * yi for xi, yi in zip(x, y))
        sxx = math.fsum(xi * xi for xi in x)
        if not sxx:
            raise StatisticsError('x is constant')
        return _LinearRegression(sxy / sxx, 0.0)
    xbar = fmean(x)
    ybar = fmean(y)
    sxy = math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = math.fsum((d := xi - xbar) * d for xi in x)
    if not sxx:
        raise StatisticsError('x is constant')
    slope = sxy / sxx
    return _LinearRegression(slope, ybar - slope * xbar)


class NormalDist:
    """Normal distribution of a random variable (mean mu, standard deviation sigma)."""

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        data = list(data)
        return cls(fmean(data), stdev(data))

    mean = property(lambda self: self._mu)
    median = property(lambda self: self._mu)
    mode = property(lambda self: self._mu)
    stdev = property(lambda self: self._sigma)
    variance = property(lambda self: self._sigma ** 2)

    def pdf(self, x):
        variance = self._sigma ** 2
        if not variance:
            raise StatisticsError('pdf() not defined when sigma is zero')
        diff = x - self._mu
        return math.exp(diff * diff / (-2.0 * variance)) / math.sqrt(math.tau * variance)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        return 0.5 * (1.0 + math.erf((x - self._mu) / (self._sigma * math.sqrt(2.0))))

    def __repr__(self):
        return '%s(mu=%r, sigma=%r)' % (type(self).__name__, self._mu, self._sigma)

    def __eq__(self, other):
        if not isinstance(other, NormalDist):
            return NotImplemented
        return self._mu == other._mu and self._sigma == other._sigma
