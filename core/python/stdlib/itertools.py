# itertools for tfplay: CPython 3.12's iterator types (Modules/itertoolsmodule.c) written in
# Python. Each is a class named as CPython names it (type(chain()) is itertools.chain), checks its
# arguments and takes its iterables' iterators when called, with CPython's error texts, and
# yields from a generator of the "roughly equivalent" code in CPython's docs.

# An integer argument (PyNumber_AsSsize_t): "'str' object cannot be interpreted as an integer".
from operator import index as _index

def _iter_self(self):
    return self


def _next_item(self):
    return next(self._it)


def _positional(name, args, kwargs, low, high=None, keywords_text=None):
    # PyArg_UnpackTuple's checks (cycle, starmap, islice, ...): no keywords, a count of arguments.
    if kwargs:
        raise TypeError(keywords_text or f'{name}() takes no keyword arguments')
    high = low if high is None else high
    n = len(args)
    if low <= n <= high:
        return args
    if low == high:
        raise TypeError(f'{name} expected {low} argument{"s" if low != 1 else ""}, got {n}')
    if n < low:
        raise TypeError(f'{name} expected at least {low} argument{"s" if low != 1 else ""}, got {n}')
    raise TypeError(f'{name} expected at most {high} argument{"s" if high != 1 else ""}, got {n}')


def _clinic(name, args, kwargs, params, required, kwonly=()):
    # Argument Clinic's parsing of `params` (positional-or-keyword; the first `required` ones
    # required) and keyword-only `kwonly`: a dict of the values given.
    if len(args) > len(params):
        kind = ' positional' if kwonly else ''
        raise TypeError(f'{name}() takes at most {len(params)}{kind} arguments ({len(args)} given)')
    values = dict(zip(params, args))
    for key, value in kwargs.items():
        if key not in params and key not in kwonly:
            raise TypeError(f'{key!r} is an invalid keyword argument for {name}()')
        if key in values:
            raise TypeError(f'argument for {name}() given by name ({key!r}) and position ({params.index(key) + 1})')
        values[key] = value
    for i, param in enumerate(params[:required]):
        if param not in values:
            raise TypeError(f'{name}() missing required argument {param!r} (pos {i + 1})')
    return values


def _is_number(value):
    cls = type(value)
    return isinstance(value, complex) or any(hasattr(cls, m) for m in ('__index__', '__int__', '__float__'))


class count:
    """count(start=0, step=1): start, start+step, start+2*step, ..."""

    def __init__(self, *args, **kwargs):
        values = _clinic('count', args, kwargs, ('start', 'step'), 0)
        start, step = values.get('start', 0), values.get('step', 1)
        if not _is_number(start) or not _is_number(step):
            raise TypeError('a number is required')
        self._count, self._step = start, step

    __iter__ = _iter_self

    def __next__(self):
        value = self._count
        self._count = value + self._step
        return value

    def __repr__(self):
        # The step is shown unless it is the int 1.
        name = type(self).__name__
        if type(self._step) is int and self._step == 1:
            return f'{name}({self._count!r})'
        return f'{name}({self._count!r}, {self._step!r})'


class cycle:
    """cycle(iterable): the iterable's elements, then the same ones again, forever."""

    def __init__(self, *args, **kwargs):
        (iterable,) = _positional('cycle', args, kwargs, 1)
        self._it = cycle._run(iter(iterable))

    @staticmethod
    def _run(it):
        saved = []
        for element in it:
            yield element
            saved.append(element)
        while saved:
            yield from saved

    __iter__ = _iter_self
    __next__ = _next_item


class repeat:
    """repeat(object [,times]): object, times times, or forever."""

    def __init__(self, *args, **kwargs):
        values = _clinic('repeat', args, kwargs, ('object', 'times'), 1)
        self._object = values['object']
        times = values.get('times')
        self._left = None if times is None else max(_index(times), 0)

    __iter__ = _iter_self

    def __next__(self):
        if self._left is None:
            return self._object
        if self._left <= 0:
            raise StopIteration
        self._left -= 1
        return self._object

    def __length_hint__(self):
        if self._left is None:
            raise TypeError('len() of unsized object')
        return self._left

    def __repr__(self):
        if self._left is None:
            return f'{type(self).__name__}({self._object!r})'
        return f'{type(self).__name__}({self._object!r}, {self._left})'


class accumulate:
    """accumulate(iterable, func=None, *, initial=None): running totals (or func's results)."""

    def __init__(self, *args, **kwargs):
        values = _clinic('accumulate', args, kwargs, ('iterable', 'func'), 1, kwonly=('initial',))
        self._it = accumulate._run(iter(values['iterable']), values.get('func'), values.get('initial'))

    @staticmethod
    def _run(it, func, total):
        if total is None:
            try:
                total = next(it)
            except StopIteration:
                return
        yield total
        for element in it:
            total = func(total, element) if func is not None else total + element
            yield total

    __iter__ = _iter_self
    __next__ = _next_item


class chain:
    """chain(*iterables): the elements of each iterable in turn (each iterable taken when reached)."""

    def __init__(self, *iterables, **kwargs):
        if kwargs:
            raise TypeError('chain() takes no keyword arguments')
        self._it = chain._run(iter(iterables))

    @staticmethod
    def _run(iterables):
        for iterable in iterables:
            yield from iterable

    @classmethod
    def from_iterable(cls, iterable):
        """chain.from_iterable(iterable): the elements of each iterable `iterable` yields."""
        c = cls.__new__(cls)
        c._it = chain._run(iter(iterable))
        return c

    __iter__ = _iter_self
    __next__ = _next_item


class compress:
    """compress(data, selectors): the data elements whose selector is true."""

    def __init__(self, *args, **kwargs):
        values = _clinic('compress', args, kwargs, ('data', 'selectors'), 2)
        self._it = (d for d, s in zip(iter(values['data']), iter(values['selectors'])) if s)

    __iter__ = _iter_self
    __next__ = _next_item


class dropwhile:
    """dropwhile(predicate, iterable): the elements from the first one predicate rejects on."""

    def __init__(self, *args, **kwargs):
        predicate, iterable = _positional('dropwhile', args, kwargs, 2)
        self._it = dropwhile._run(predicate, iter(iterable))

    @staticmethod
    def _run(predicate, it):
        for x in it:
            if not predicate(x):
                yield x
                break
        yield from it

    __iter__ = _iter_self
    __next__ = _next_item


class takewhile:
    """takewhile(predicate, iterable): the elements until predicate rejects one."""

    def __init__(self, *args, **kwargs):
        predicate, iterable = _positional('takewhile', args, kwargs, 2)
        self._it = takewhile._run(predicate, iter(iterable))

    @staticmethod
    def _run(predicate, it):
        for x in it:
            if not predicate(x):
                return
            yield x

    __iter__ = _iter_self
    __next__ = _next_item


class filterfalse:
    """filterfalse(function or None, iterable): the elements for which function(item) is false."""

    def __init__(self, *args, **kwargs):
        predicate, iterable = _positional('filterfalse', args, kwargs, 2)
        test = bool if predicate is None else predicate
        self._it = (x for x in iter(iterable) if not test(x))

    __iter__ = _iter_self
    __next__ = _next_item


class _grouper:
    # One group of a groupby, read lazily from the groupby's iterator; it ends when the key
    # changes or the groupby moves on.
    def __init__(self, parent, key):
        self._parent, self._key, self._id = parent, key, parent._id
        self._fresh, self._done = True, False

    __iter__ = _iter_self

    def __next__(self):
        parent = self._parent
        if self._done or parent._id is not self._id:
            raise StopIteration
        if not self._fresh:
            try:
                parent._step()
            except StopIteration:
                self._done = True
                raise
        self._fresh = False
        if not parent._current == self._key:
            self._done = True
            raise StopIteration
        return parent._value


_NONE = object()


class groupby:
    """groupby(iterable, key=None): (key, group) pairs of consecutive elements with equal keys."""

    def __init__(self, *args, **kwargs):
        values = _clinic('groupby', args, kwargs, ('iterable', 'key'), 1)
        self._it = iter(values['iterable'])
        self._keyfunc = values.get('key')
        self._current = self._target = self._value = _NONE
        self._id = object()

    def _step(self):
        # The next element and its key; StopIteration at the end.
        self._value = next(self._it)
        self._current = self._value if self._keyfunc is None else self._keyfunc(self._value)

    __iter__ = _iter_self

    def __next__(self):
        self._id = object()
        while self._current is self._target or self._current == self._target:
            self._step()
        self._target = self._current
        return self._current, _grouper(self, self._current)


def _islice_index(value, text):
    if value is None:
        return None
    try:
        value = _index(value)
    except TypeError:
        raise ValueError(text) from None
    if value < 0:
        raise ValueError(text)
    return value


class islice:
    """islice(iterable, stop) or islice(iterable, start, stop[, step]): selected elements."""

    def __init__(self, *args, **kwargs):
        args = _positional('islice', args, kwargs, 2, 4, 'islice() takes no keyword arguments')
        stop_text = 'Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.'
        index_text = 'Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.'
        if len(args) == 2:
            start, stop, step = 0, _islice_index(args[1], stop_text), 1
        else:
            stop = _islice_index(args[2], stop_text)
            start = _islice_index(args[1], index_text) or 0
            step = 1
            if len(args) == 4 and args[3] is not None:
                try:
                    step = _index(args[3])
                except TypeError:
                    step = -1
                if step < 1:
                    raise ValueError('Step for islice() must be a positive integer or None.')
        self._it = islice._run(iter(args[0]), start, stop, step)

    @staticmethod
    def _run(it, start, stop, step):
        # islice_next: the items before the next wanted index are consumed, even when that index
        # is the stop (islice(it, 3, 3) takes three items from it); the wanted index never passes
        # the stop.
        count, wanted = 0, start
        while True:
            while count < wanted:
                try:
                    next(it)
                except StopIteration:
                    return
                count += 1
            if stop is not None and count >= stop:
                return
            try:
                item = next(it)
            except StopIteration:
                return
            count += 1
            wanted += step
            if stop is not None and wanted > stop:
                wanted = stop
            yield item

    __iter__ = _iter_self
    __next__ = _next_item


class starmap:
    """starmap(function, iterable): function(*args) for each args tuple."""

    def __init__(self, *args, **kwargs):
        function, iterable = _positional('starmap', args, kwargs, 2)
        self._it = (function(*a) for a in iter(iterable))

    __iter__ = _iter_self
    __next__ = _next_item


class _tee:
    # One of tee's iterators: the values the others have read and it has not are queued for it.
    def __init__(self, it, queues, queue):
        self._it, self._queues, self._queue = it, queues, queue

    __iter__ = _iter_self

    def __next__(self):
        if self._queue:
            return self._queue.pop(0)
        value = next(self._it)
        for q in self._queues:
            if q is not self._queue:
                q.append(value)
        return value


def tee(*args, **kwargs):
    """tee(iterable, n=2): n independent iterators over one iterable."""
    args = _positional('tee', args, kwargs, 1, 2, 'itertools.tee() takes no keyword arguments')
    n = _index(args[1]) if len(args) > 1 else 2
    if n < 0:
        raise ValueError('n must be >= 0')
    it = iter(args[0])
    queues = [[] for _ in range(n)]
    return tuple(_tee(it, queues, q) for q in queues)


class zip_longest:
    """zip_longest(*iterables, fillvalue=None): tuples until the longest iterable ends."""

    def __init__(self, *iterables, **kwargs):
        if any(key != 'fillvalue' for key in kwargs):
            raise TypeError('zip_longest() got an unexpected keyword argument')
        self._it = zip_longest._run([iter(it) for it in iterables], kwargs.get('fillvalue'))

    @staticmethod
    def _run(iterators, fillvalue):
        active = len(iterators)
        if not active:
            return
        while True:
            values = []
            for i, it in enumerate(iterators):
                try:
                    value = next(it)
                except StopIteration:
                    active -= 1
                    if not active:
                        return
                    iterators[i] = repeat(fillvalue)
                    value = fillvalue
                values.append(value)
            yield tuple(values)

    __iter__ = _iter_self
    __next__ = _next_item


class pairwise:
    """pairwise(iterable): overlapping pairs of consecutive elements."""

    def __init__(self, *args, **kwargs):
        (iterable,) = _positional('pairwise', args, kwargs, 1)
        self._it = pairwise._run(iter(iterable))

    @staticmethod
    def _run(it):
        a = next(it, _NONE)
        if a is _NONE:
            return
        for b in it:
            yield a, b
            a = b

    __iter__ = _iter_self
    __next__ = _next_item


class batched:
    """batched(iterable, n): tuples of n elements (the last may be shorter). New in 3.12."""

    def __init__(self, *args, **kwargs):
        values = _clinic('batched', args, kwargs, ('iterable', 'n'), 2)
        n = _index(values['n'])
        if n < 1:
            raise ValueError('n must be at least one')
        self._it = batched._run(iter(values['iterable']), n)

    @staticmethod
    def _run(it, n):
        while batch := tuple(islice(it, n)):
            yield batch

    __iter__ = _iter_self
    __next__ = _next_item


class product:
    """product(*iterables, repeat=1): the Cartesian product, as nested for loops would give it."""

    def __init__(self, *iterables, **kwargs):
        for key in kwargs:
            if key != 'repeat':
                raise TypeError(f'{key!r} is an invalid keyword argument for product()')
        times = _index(kwargs.get('repeat', 1))
        if times < 0:
            raise ValueError('repeat argument cannot be negative')
        self._it = product._run([tuple(pool) for pool in iterables] * times)

    @staticmethod
    def _run(pools):
        result = [[]]
        for pool in pools:
            result = [x + [y] for x in result for y in pool]
        for prod in result:
            yield tuple(prod)

    __iter__ = _iter_self
    __next__ = _next_item


def _pool_and_r(name, args, kwargs, r_required):
    values = _clinic(name, args, kwargs, ('iterable', 'r'), 2 if r_required else 1)
    pool = tuple(values['iterable'])
    r = values.get('r')
    r = len(pool) if r is None else _index(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return pool, r


class permutations:
    """permutations(iterable, r=None): r-length orderings of the elements."""

    def __init__(self, *args, **kwargs):
        self._it = permutations._run(*_pool_and_r('permutations', args, kwargs, False))

    @staticmethod
    def _run(pool, r):
        n = len(pool)
        if r > n:
            return
        indices = list(range(n))
        cycles = list(range(n, n - r, -1))
        yield tuple(pool[i] for i in indices[:r])
        while n:
            for i in reversed(range(r)):
                cycles[i] -= 1
                if cycles[i] == 0:
                    indices[i:] = indices[i + 1:] + indices[i:i + 1]
                    cycles[i] = n - i
                else:
                    j = cycles[i]
                    indices[i], indices[-j] = indices[-j], indices[i]
                    yield tuple(pool[i] for i in indices[:r])
                    break
            else:
                return

    __iter__ = _iter_self
    __next__ = _next_item


class combinations:
    """combinations(iterable, r): r-length subsequences, in the elements' order."""

    def __init__(self, *args, **kwargs):
        self._it = combinations._run(*_pool_and_r('combinations', args, kwargs, True))

    @staticmethod
    def _run(pool, r):
        n = len(pool)
        if r > n:
            return
        indices = list(range(r))
        yield tuple(pool[i] for i in indices)
        while True:
            for i in reversed(range(r)):
                if indices[i] != i + n - r:
                    break
            else:
                return
            indices[i] += 1
            for j in range(i + 1, r):
                indices[j] = indices[j - 1] + 1
            yield tuple(pool[i] for i in indices)

    __iter__ = _iter_self
    __next__ = _next_item


class combinations_with_replacement:
    """combinations_with_replacement(iterable, r): r-length subsequences, elements repeatable."""

    def __init__(self, *args, **kwargs):
        self._it = combinations_with_replacement._run(
            *_pool_and_r('combinations_with_replacement', args, kwargs, True))

    @staticmethod
    def _run(pool, r):
        n = len(pool)
        if not n and r:
            return
        indices = [0] * r
        yield tuple(pool[i] for i in indices)
        while True:
            for i in reversed(range(r)):
                if indices[i] != n - 1:
                    break
            else:
                return
            indices[i:] = [indices[i] + 1] * (r - i)
            yield tuple(pool[i] for i in indices)

    __iter__ = _iter_self
    __next__ = _next_item
