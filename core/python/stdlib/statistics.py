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


def _rank(data, /, *, key=None, reverse=False, ties='average', start=1):
    """Rank order of data (CPython 3.12's statistics._rank): ranks from start, ties averaged."""
    if ties != 'average':
        raise ValueError(f'Unknown tie resolution method: {ties!r}')
    data = list(data) if key is None else list(map(key, data))
    val_pos = sorted(zip(data, range(len(data))), reverse=reverse)
    i = start - 1
    result = [0] * len(val_pos)
    k = 0
    while k < len(val_pos):
        # the run of equal values starting at k shares the mean of their ranks
        end = k + 1
        while end < len(val_pos) and val_pos[end][0] == val_pos[k][0]:
            end += 1
        size = end - k
        rank = i + (size + 1) / 2
        for _, orig_pos in val_pos[k:end]:
            result[orig_pos] = rank
        i += size
        k = end
    return result


def _sqrtprod(x, y):
    """sqrt(x * y) with a differential correction, scaled against overflow and underflow
    (CPython 3.12's statistics._sqrtprod)."""
    h = math.sqrt(x * y)
    if not math.isfinite(h):
        if math.isinf(h) and not math.isinf(x) and not math.isinf(y):
            scale = 2.0 ** -512
            return _sqrtprod(scale * x, scale * y) / scale
        return h
    if not h:
        if x and y:
            scale = 2.0 ** 537
            return _sqrtprod(scale * x, scale * y) / scale
        return h
    d = math.sumprod((x, h), (y, -h))
    return h + d / (2.0 * h)


def correlation(x, y, /, *, method='linear'):
    """Pearson's correlation coefficient; with method='ranked', Spearman's (ranks centred on 0)."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError('correlation requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('correlation requires at least two data points')
    if method not in {'linear', 'ranked'}:
        raise ValueError(f'Unknown method: {method!r}')
    if method == 'ranked':
        start = (n - 1) / -2
        x = _rank(x, start=start)
        y = _rank(y, start=start)
        try:
            return math.sumprod(x, y) / _sqrtprod(math.sumprod(x, x), math.sumprod(y, y))
        except ZeroDivisionError:
            raise StatisticsError('at least one of the inputs is constant')
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


# The inverse of the standard normal CDF: Wichura's rational approximation, algorithm AS241
# (Applied Statistics 37(3), 1988), evaluated in CPython's order so results agree to the bit.
# Each polynomial's coefficients run from the highest power down (Horner's scheme).
_AS241_CENTRAL = (
    (2.5090809287301226727e+3, 3.3430575583588128105e+4, 6.7265770927008700853e+4,
     4.5921953931549871457e+4, 1.3731693765509461125e+4, 1.9715909503065514427e+3,
     1.3314166789178437745e+2, 3.3871328727963666080e+0),
    (5.2264952788528545610e+3, 2.8729085735721942674e+4, 3.9307895800092710610e+4,
     2.1213794301586595867e+4, 5.3941960214247511077e+3, 6.8718700749205790830e+2,
     4.2313330701600911252e+1, 1.0),
)
_AS241_NEAR = (
    (7.7454501427834140764e-4, 2.2723844989269184583e-2, 2.4178072517745061177e-1,
     1.2704582524523683826e+0, 3.6478483247632045410e+0, 5.7694972214606914055e+0,
     4.6303378461565452959e+0, 1.4234371107496835773e+0),
    (1.0507500716444168432e-9, 5.4759380849953449460e-4, 1.5198666563616457197e-2,
     1.4810397642748007459e-1, 6.8976733498510000455e-1, 1.6763848301838038494e+0,
     2.0531916266377588219e+0, 1.0),
)
_AS241_TAIL = (
    (2.0103343992922881327e-7, 2.7115555687434875782e-5, 1.2426609473880784386e-3,
     2.6532189526576123093e-2, 2.9656057182850489123e-1, 1.7848265399172913358e+0,
     5.4637849111641143699e+0, 6.6579046435011037772e+0),
    (2.0442631033899397856e-15, 1.4215117583164458887e-7, 1.8463183175100546818e-5,
     7.8686913114561325910e-4, 1.4875361290850614852e-2, 1.3692988092273580531e-1,
     5.9983220655588793769e-1, 1.0),
)


def _horner(coefficients, r):
    value = coefficients[0]
    for c in coefficients[1:]:
        value = value * r + c
    return value


def _normal_dist_inv_cdf(p, mu, sigma):
    q = p - 0.5
    if math.fabs(q) <= 0.425:
        r = 0.180625 - q * q
        num, den = _AS241_CENTRAL
        x = (_horner(num, r) * q) / _horner(den, r)
        return mu + (x * sigma)
    r = math.sqrt(-math.log(p if q <= 0.0 else 1.0 - p))
    if r <= 5.0:
        r = r - 1.6
        num, den = _AS241_NEAR
    else:
        r = r - 5.0
        num, den = _AS241_TAIL
    x = _horner(num, r) / _horner(den, r)
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


class NormalDist:
    """Normal distribution of a random variable (mean mu, standard deviation sigma)."""

    __slots__ = {
        '_mu': 'Arithmetic mean of a normal distribution',
        '_sigma': 'Standard deviation of a normal distribution',
    }

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        data = list(data)
        return cls(fmean(data), stdev(data))

    def samples(self, n, *, seed=None):
        """n values drawn with random.gauss (or a random.Random(seed)'s gauss), as 3.12 does."""
        import random
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for _ in range(n)]

    mean = property(lambda self: self._mu)
    median = property(lambda self: self._mu)
    mode = property(lambda self: self._mu)
    stdev = property(lambda self: self._sigma)
    variance = property(lambda self: self._sigma * self._sigma)

    def pdf(self, x):
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError('pdf() not defined when sigma is zero')
        diff = x - self._mu
        return math.exp(diff * diff / (-2.0 * variance)) / math.sqrt(math.tau * variance)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        return 0.5 * (1.0 + math.erf((x - self._mu) / (self._sigma * math.sqrt(2.0))))

    def inv_cdf(self, p):
        """The x with P(X <= x) = p. 3.12 allows sigma == 0 (the result is mu); 3.11 refused it."""
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        """The n - 1 cut points dividing the distribution into n intervals of equal probability."""
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        """The overlapping coefficient of two normal densities (Inman and Bradley, 1989)."""
        if not isinstance(other, NormalDist):
            raise TypeError('Expected another NormalDist instance')
        lo, hi = self, other
        if (hi._sigma, hi._mu) < (lo._sigma, lo._mu):   # the same result either way round
            lo, hi = hi, lo
        lo_var, hi_var = lo.variance, hi.variance
        if not lo_var or not hi_var:
            raise StatisticsError('overlap() not defined when sigma is zero')
        dv = hi_var - lo_var
        dm = math.fabs(hi._mu - lo._mu)
        if not dv:
            return 1.0 - math.erf(dm / (2.0 * lo._sigma * math.sqrt(2.0)))
        a = lo._mu * hi_var - hi._mu * lo_var
        b = lo._sigma * hi._sigma * math.sqrt(dm * dm + dv * math.log(hi_var / lo_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (math.fabs(hi.cdf(x1) - lo.cdf(x1)) + math.fabs(hi.cdf(x2) - lo.cdf(x2)))

    def zscore(self, x):
        """How many standard deviations x lies above the mean."""
        if not self._sigma:
            raise StatisticsError('zscore() not defined when sigma is zero')
        return (x - self._mu) / self._sigma

    # Arithmetic: a constant shifts or scales; two independent distributions add variances.
    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, math.hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, math.hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * math.fabs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / math.fabs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f'{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})'

    def __getstate__(self):
        return self._mu, self._sigma

    def __setstate__(self, state):
        self._mu, self._sigma = state
