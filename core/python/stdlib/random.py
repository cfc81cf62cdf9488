# random for tfplay: CPython's Mersenne Twister (MT19937, init_by_array seeding) and its
# Random methods, so that random.seed(n) gives CPython's exact values.
from math import floor as _floor, log as _log, ceil as _ceil, exp as _exp, sqrt as _sqrt, cos as _cos, \
    sin as _sin, acos as _acos, pi as _pi, e as _e, lgamma as _lgamma, fabs as _fabs, isfinite as _isfinite
from operator import index as _index
import time as _time
from _tfplay_random import init_by_array as _mt_init_by_array, twist as _mt_twist

_N = 624
_M = 397

class Random:
    def __init__(self, x=None):
        self.seed(x)

    def seed(self, a=None, version=2):
        if a is None:
            a = int(_time.time() * 1000003)
        if isinstance(a, (str, bytes)):
            if version != 2:
                raise NotImplementedError('tfplay: random.seed(version=1) with a str or bytes seed is not supported')
            # Random.seed's version 2: the bytes and their SHA-512 digest as one big-endian int.
            from hashlib import sha512 as _sha512
            if isinstance(a, str):
                a = a.encode()
            a = int.from_bytes(a + _sha512(a).digest(), 'big')
        elif not isinstance(a, (int, float)):
            raise TypeError('The only supported seed types are: None,\n'
                            'int, float, str, bytes, and bytearray.')
        if not isinstance(a, int):
            a = hash(a)
        n = abs(a)
        key = []
        while n:
            key.append(n & 0xffffffff)
            n >>= 32
        if not key:
            key = [0]
        self._init_by_array(key)
        self.gauss_next = None

    def _init_by_array(self, key):
        # CPython's init_by_array (init_genrand(19650218), then the key mixed in), natively.
        self._mt = _mt_init_by_array(key)
        self._mti = _N

    def _genrand_uint32(self):
        mt = self._mt
        if self._mti >= _N:
            # The twist, natively; here when a setstate gave words that are not 32-bit ints.
            if not _mt_twist(mt):
                for kk in range(_N):
                    y = (mt[kk] & 0x80000000) | (mt[(kk + 1) % _N] & 0x7fffffff)
                    mt[kk] = mt[(kk + _M) % _N] ^ (y >> 1) ^ (0x9908b0df if y & 1 else 0)
            self._mti = 0
        y = mt[self._mti]
        self._mti += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9d2c5680
        y ^= (y << 15) & 0xefc60000
        y ^= y >> 18
        return y

    def random(self):
        a = self._genrand_uint32() >> 5
        b = self._genrand_uint32() >> 6
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)

    def getrandbits(self, k):
        if k < 0:
            raise ValueError('number of bits must be non-negative')
        if k == 0:
            return 0
        if k <= 32:
            return self._genrand_uint32() >> (32 - k)
        result = 0
        shift = 0
        while k > 0:
            r = self._genrand_uint32()
            if k < 32:
                r >>= 32 - k
            result |= r << shift
            shift += 32
            k -= 32
        return result

    def _randbelow(self, n):
        k = n.bit_length()
        r = self.getrandbits(k)
        while r >= n:
            r = self.getrandbits(k)
        return r

    def randrange(self, start, stop=None, step=1):
        # CPython 3.12 takes only integers (operator.index): randint(0, 10e6) is a TypeError.
        istart = _index(start)
        if stop is None:
            if step != 1:
                raise TypeError('Missing a non-None stop argument')
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError('empty range for randrange()')
        istop = _index(stop)
        width = istop - istart
        istep = _index(step)
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError(f'empty range in randrange({start}, {stop})')
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError('zero step for randrange()')
        if n <= 0:
            raise ValueError(f'empty range in randrange({start}, {stop}, {step})')
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            raise IndexError('Cannot choose from an empty sequence')
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        randbelow = self._randbelow
        for i in reversed(range(1, len(x))):
            j = randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        from _collections_abc import Sequence as _Sequence
        if not isinstance(population, _Sequence):
            raise TypeError("Population must be a sequence.  "
                            "For dicts or sets, use sorted(d).")
        n = len(population)
        if counts is not None:
            from itertools import accumulate as _accumulate
            from bisect import bisect as _bisect
            cum_counts = list(_accumulate(counts))
            if len(cum_counts) != n:
                raise ValueError('The number of counts does not match the population')
            total = cum_counts.pop()
            if not isinstance(total, int):
                raise TypeError('Counts must be integers')
            if total <= 0:
                raise ValueError('Total of counts must be greater than zero')
            selections = self.sample(range(total), k=k)
            return [population[_bisect(cum_counts, s)] for s in selections]
        if not 0 <= k <= n:
            raise ValueError('Sample larger than population or is negative')
        result = [None] * k
        setsize = 21
        if k > 5:
            setsize += 4 ** _ceil(_log(k * 3, 4))
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = self._randbelow(n - i)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected = set()
            for i in range(k):
                j = self._randbelow(n)
                while j in selected:
                    j = self._randbelow(n)
                selected.add(j)
                result[i] = population[j]
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        # Imported here: CPython's itertools is built in, tfplay's is Python, and importing it
        # would be half of what `import random` costs.
        from itertools import accumulate as _accumulate, repeat as _repeat

        n = len(population)
        if cum_weights is None:
            if weights is None:
                return [population[_floor(self.random() * n)] for i in _repeat(None, k)]
            try:
                cum_weights = list(_accumulate(weights))
            except TypeError:
                if not isinstance(weights, int):
                    raise
                k = weights
                raise TypeError(
                    f'The number of choices must be a keyword argument: {k=}'
                ) from None
        elif weights is not None:
            raise TypeError('Cannot specify both weights and cumulative weights')
        if len(cum_weights) != n:
            raise ValueError('The number of weights does not match the population')
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError('Total of weights must be greater than zero')
        if not _isfinite(total):
            raise ValueError('Total of weights must be finite')
        hi = n - 1
        result = []
        for i in _repeat(None, k):
            x = self.random() * total
            lo, h = 0, hi
            while lo < h:
                mid = (lo + h) // 2
                if x < cum_weights[mid]:
                    h = mid
                else:
                    lo = mid + 1
            result.append(population[lo])
        return result

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def randbytes(self, n):
        """n random bytes."""
        return self.getrandbits(n * 8).to_bytes(n, 'little')

    # The distributions draw from random() in CPython's order with its floating-point steps,
    # so a seeded generator gives CPython's values.

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        try:
            c = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > c:
            u, c, low, high = 1.0 - u, 1.0 - c, high, low
        return low + (high - low) * _sqrt(u * c)

    def normalvariate(self, mu=0.0, sigma=1.0):
        """Kinderman and Monahan's ratio-of-uniforms method."""
        while True:
            u1 = self.random()
            u2 = 1.0 - self.random()
            z = _NV_MAGICCONST * (u1 - 0.5) / u2
            if z * z / 4.0 <= -_log(u2):
                return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        """Box-Muller: each pair of draws gives two values, the second kept for the next call."""
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            angle = self.random() * _TWOPI
            radius = _sqrt(-2.0 * _log(1.0 - self.random()))
            z = _cos(angle) * radius
            self.gauss_next = _sin(angle) * radius
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        return _exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd=1.0):
        return -_log(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        if kappa <= 1e-6:
            return _TWOPI * self.random()
        s = 0.5 / kappa
        r = s + _sqrt(1.0 + s * s)
        while True:
            z = _cos(_pi * self.random())
            d = z / (r + z)
            u2 = self.random()
            if u2 < 1.0 - d * d or u2 <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        if self.random() > 0.5:
            return (mu + _acos(f)) % _TWOPI
        return (mu - _acos(f)) % _TWOPI

    def gammavariate(self, alpha, beta):
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError('gammavariate: alpha and beta must be > 0.0')
        if alpha > 1.0:
            # Cheng's rejection method (R. C. H. Cheng, 1977).
            ainv = _sqrt(2.0 * alpha - 1.0)
            bbb = alpha - _LOG4
            ccc = alpha + ainv
            while True:
                u1 = self.random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - self.random()
                v = _log(u1 / (1.0 - u1)) / ainv
                x = alpha * _exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + _SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
                    return x * beta
        if alpha == 1.0:
            return -_log(1.0 - self.random()) * beta
        # alpha < 1: Ahrens and Dieter's GS algorithm.
        while True:
            b = (_e + alpha) / _e
            p = b * self.random()
            x = p ** (1.0 / alpha) if p <= 1.0 else -_log((b - p) / alpha)
            u1 = self.random()
            if p > 1.0:
                if u1 <= x ** (alpha - 1.0):
                    return x * beta
            elif u1 <= _exp(-x):
                return x * beta

    def betavariate(self, alpha, beta):
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha):
        return (1.0 - self.random()) ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        return alpha * (-_log(1.0 - self.random())) ** (1.0 / beta)

    def binomialvariate(self, n=1, p=0.5):
        """The number of successes in n trials of probability p (new in 3.12)."""
        if n < 0:
            raise ValueError('n must be non-negative')
        if p <= 0.0 or p >= 1.0:
            if p == 0.0:
                return 0
            if p == 1.0:
                return n
            raise ValueError('p must be in the range 0.0 <= p <= 1.0')
        if n == 1:
            return _index(self.random() < p)
        if p > 0.5:
            return n - self.binomialvariate(n, 1.0 - p)
        if n * p < 10.0:
            # Geometric jumps between successes.
            x = y = 0
            c = _log(1.0 - p)
            if not c:
                return x
            while True:
                y += _floor(_log(self.random()) / c) + 1
                if y > n:
                    return x
                x += 1
        # Hormann's BTRS transformed rejection with squeeze.
        spq = _sqrt(n * p * (1.0 - p))
        b = 1.15 + 2.53 * spq
        a = -0.0873 + 0.0248 * b + 0.01 * p
        c = n * p + 0.5
        vr = 0.92 - 4.2 / b
        ready = False
        while True:
            u = self.random() - 0.5
            us = 0.5 - _fabs(u)
            k = _floor((2.0 * a / us + b) * u + c)
            if k < 0 or k > n:
                continue
            v = self.random()
            if us >= 0.07 and v <= vr:
                return k
            if not ready:
                alpha = (2.83 + 5.1 / b) * spq
                lpq = _log(p / (1.0 - p))
                m = _floor((n + 1) * p)
                h = _lgamma(m + 1) + _lgamma(n - m + 1)
                ready = True
            v *= alpha / (a / (us * us) + b)
            if _log(v) <= h - _lgamma(k + 1) - _lgamma(n - k + 1) + (k - m) * lpq:
                return k

    def getstate(self):
        """The generator's state, for setstate()."""
        return (3, tuple(self._mt) + (self._mti,), self.gauss_next)

    def setstate(self, state):
        version, internal, self.gauss_next = state
        if version != 3:
            raise ValueError(f'state with version {version} passed to Random.setstate() of version 3')
        self._mt = list(internal[:_N])
        self._mti = internal[_N]


_TWOPI = 2.0 * _pi
_LOG4 = _log(4.0)
_SG_MAGICCONST = 1.0 + _log(4.5)
_NV_MAGICCONST = 4 * _exp(-0.5) / _sqrt(2.0)

_inst = Random()
seed = _inst.seed
random = _inst.random
uniform = _inst.uniform
randint = _inst.randint
choice = _inst.choice
randrange = _inst.randrange
sample = _inst.sample
shuffle = _inst.shuffle
choices = _inst.choices
getrandbits = _inst.getrandbits
randbytes = _inst.randbytes
triangular = _inst.triangular
normalvariate = _inst.normalvariate
gauss = _inst.gauss
lognormvariate = _inst.lognormvariate
expovariate = _inst.expovariate
vonmisesvariate = _inst.vonmisesvariate
gammavariate = _inst.gammavariate
betavariate = _inst.betavariate
paretovariate = _inst.paretovariate
weibullvariate = _inst.weibullvariate
binomialvariate = _inst.binomialvariate
getstate = _inst.getstate
setstate = _inst.setstate
