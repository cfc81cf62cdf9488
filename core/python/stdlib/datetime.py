# datetime: dates, times and durations as CPython 3.12's datetime module gives them: date,
# time, datetime, timedelta and fixed-offset timezone, with their arithmetic, comparisons,
# reprs, isoformat/fromisoformat and strftime/strptime for the common codes. The playground
# has no time-zone database: local time is UTC (now() reads the engine's clock).
import time as _time

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo", "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999

from _timefmt import (_DAYNAMES, _DAYS_BEFORE_MONTH, _DAYS_IN_MONTH, _FULLDAYNAMES, _FULLMONTHNAMES,
                      _MONTHNAMES, _days_before_month, _days_before_year, _days_in_month, _is_leap,
                      _isocalendar, _ord2ymd, _strftime as _format_fields, _strptime as _parse_fields,
                      _ymd2ord, struct_time as _struct_time_type)


def _check_int(value):
    if isinstance(value, int):
        return value
    try:
        return value.__index__()
    except AttributeError:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(value).__name__) from None


def _check_date_fields(year, month, day):
    year = _check_int(year)
    month = _check_int(month)
    day = _check_int(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError('year %d is out of range' % year)
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError('day is out of range for month')
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour = _check_int(hour)
    minute = _check_int(minute)
    second = _check_int(second)
    microsecond = _check_int(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError('hour must be in 0..23')
    if not 0 <= minute <= 59:
        raise ValueError('minute must be in 0..59')
    if not 0 <= second <= 59:
        raise ValueError('second must be in 0..59')
    if not 0 <= microsecond <= 999999:
        raise ValueError('microsecond must be in 0..999999')
    if fold not in (0, 1):
        raise ValueError('fold must be either 0 or 1')
    return hour, minute, second, microsecond, fold


def _cmp(x, y):
    return 0 if x == y else 1 if x > y else -1


def _round_half_even(x):
    return round(x)


# ----- timedelta ----------------------------------------------------------------------------------

class timedelta:
    """Difference between two datetime values: days, seconds and microseconds, normalized."""

    __slots__ = '_days', '_seconds', '_microseconds', '_hashcode'

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        for v in (days, seconds, microseconds, milliseconds, minutes, hours, weeks):
            if not isinstance(v, (int, float)):
                raise TypeError("unsupported type for timedelta %s component: %s" % (
                    ['days', 'seconds', 'microseconds', 'milliseconds', 'minutes', 'hours', 'weeks'][
                        [days, seconds, microseconds, milliseconds, minutes, hours, weeks].index(v)], type(v).__name__))
        # Everything to microseconds: exactly with ints, rounded half-even with floats.
        if all(isinstance(v, int) for v in (days, seconds, microseconds, milliseconds, minutes, hours, weeks)):
            total = ((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000000 \
                + milliseconds * 1000 + microseconds
        else:
            from fractions import Fraction
            total = Fraction(0)
            for v, scale in ((weeks, 604800000000), (days, 86400000000), (hours, 3600000000), (minutes, 60000000),
                             (seconds, 1000000), (milliseconds, 1000), (microseconds, 1)):
                total += Fraction(v) * scale
            total = round(total)
            if abs(total) >= 1000000000 * 86400000000:
                raise OverflowError("Python int too large to convert to C int")
        return cls._from_microseconds(total)

    @classmethod
    def _from_microseconds(cls, total):
        self = object.__new__(cls)
        days, rest = divmod(total, 86400000000)
        seconds, us = divmod(rest, 1000000)
        if abs(days) > 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % days)
        self._days = days
        self._seconds = seconds
        self._microseconds = us
        self._hashcode = -1
        return self

    def _to_microseconds(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append('0')
        return "%s.%s(%s)" % (_module_of(self), self.__class__.__qualname__, ', '.join(args))

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            plural = "s" if abs(self._days) != 1 else ""
            s = ("%d day%s, " % (self._days, plural)) + s
        if self._microseconds:
            s = s + ".%06d" % self._microseconds
        return s

    def total_seconds(self):
        """Total seconds in the duration."""
        return self._to_microseconds() / 10 ** 6

    days = property(lambda self: self._days)
    seconds = property(lambda self: self._seconds)
    microseconds = property(lambda self: self._microseconds)

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_microseconds(self._to_microseconds() + other._to_microseconds())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_microseconds(self._to_microseconds() - other._to_microseconds())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta._from_microseconds(-self._to_microseconds())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta._from_microseconds(self._to_microseconds() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_microseconds(_divide_half_even(self._to_microseconds() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if not isinstance(other, (int, timedelta)):
            return NotImplemented
        usec = self._to_microseconds()
        if isinstance(other, timedelta):
            return usec // other._to_microseconds()
        return timedelta._from_microseconds(usec // other)

    def __truediv__(self, other):
        if not isinstance(other, (int, float, timedelta)):
            return NotImplemented
        usec = self._to_microseconds()
        if isinstance(other, timedelta):
            return usec / other._to_microseconds()
        if isinstance(other, int):
            return timedelta._from_microseconds(_divide_half_even(usec, other))
        a, b = other.as_integer_ratio()
        return timedelta._from_microseconds(_divide_half_even(b * usec, a))

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_microseconds(self._to_microseconds() % other._to_microseconds())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._to_microseconds(), other._to_microseconds())
            return q, timedelta._from_microseconds(r)
        return NotImplemented

    def _key(self):
        return (self._days, self._seconds, self._microseconds)

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._key() == other._key()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._key() < other._key()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._key() <= other._key()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._key() > other._key()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._key() >= other._key()
        return NotImplemented

    def __hash__(self):
        return hash(self._key())

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (self.__class__, self._key())


def _divide_half_even(a, b):
    q, r = divmod(a, b)
    r2 = 2 * r
    if b > 0:
        greater = r2 > b or (r2 == b and q % 2 == 1)
    else:
        greater = r2 < b or (r2 == b and q % 2 == 1)
    return q + 1 if greater else q


def _module_of(obj):
    # CPython's reprs name the module: datetime.timedelta(...), or a subclass's own module.
    module = type(obj).__module__
    return 'datetime' if module == 'datetime' else module


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


# ----- strftime / strptime --------------------------------------------------------------------------

def _format_offset(off, sep=':'):
    if off is None:
        return ''
    sign = '+'
    if off.days < 0:
        sign = '-'
        off = -off
    hh, mm = divmod(off, timedelta(hours=1))
    mm, ss = divmod(mm, timedelta(minutes=1))
    s = '%s%02d%s%02d' % (sign, hh, sep, mm)
    if ss or ss.microseconds:
        s += '%s%02d' % (sep, ss.seconds)
        if ss.microseconds:
            s += '.%06d' % ss.microseconds
    return s


def _strftime(obj, fmt, parts):
    # The shared formatter (_timefmt) given a date's, time's or datetime's fields; %z and %Z
    # ask the object's utcoffset() and tzname() only when the format uses them.
    year, month, day = parts[:3]
    weekday = (_ymd2ord(year, month, day) + 6) % 7  # Monday 0
    yday = _ymd2ord(year, month, day) - _ymd2ord(year, 1, 1) + 1

    def zone(code):
        if code == 'z':
            off = obj.utcoffset() if hasattr(obj, 'utcoffset') else None
            return _format_offset(off, '') if off is not None else ''
        name = obj.tzname() if hasattr(obj, 'tzname') else None
        return name or ''

    return _format_fields(fmt, tuple(parts) + (weekday, yday), zone)


def _strptime(text, fmt):
    """(year, month, day, hour, minute, second, microsecond, offset or None) read from `text`."""
    *fields, offset = _parse_fields(text, fmt)
    return (*fields, None if offset is None else timedelta(seconds=offset))


# ----- date ---------------------------------------------------------------------------------------

def _no_arguments(name, args, kwargs):
    # A METH_NOARGS method's refusals (date.today is one in CPython's _datetime).
    if kwargs:
        raise TypeError(f'{name}() takes no keyword arguments')
    if args:
        raise TypeError(f'{name}() takes no arguments ({len(args)} given)')


class date:
    """date(year, month, day) --> date object"""

    __slots__ = '_year', '_month', '_day', '_hashcode'

    def __new__(cls, year, month=None, day=None):
        year, month, day = _check_date_fields(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        y, m, d = _gmtime(t)[:3]
        return cls(y, m, d)

    @classmethod
    def today(cls, *args, **kwargs):
        _no_arguments('date.today', args, kwargs)
        t = _time.time()
        y, m, d = _ord2ymd(int(t // 86400) + _EPOCH_ORDINAL)
        return cls(y, m, d)

    @classmethod
    def fromordinal(cls, n):
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        try:
            return cls(*_parse_isoformat_date(date_string))
        except (ValueError, IndexError):
            raise ValueError('Invalid isoformat string: %r' % date_string) from None

    @classmethod
    def fromisocalendar(cls, year, week, day):
        first = _ymd2ord(year, 1, 1)
        first_weekday = (first + 6) % 7
        monday = first - first_weekday + (7 if first_weekday > 3 else 0)
        return cls(*_ord2ymd(monday + (week - 1) * 7 + day - 1))

    def __repr__(self):
        return "%s.%s(%d, %d, %d)" % (_module_of(self), self.__class__.__qualname__, self._year, self._month, self._day)

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d 00:00:00 %04d" % (_DAYNAMES[weekday], _MONTHNAMES[self._month], self._day, self._year)

    def strftime(self, format):
        return _strftime(self, format, (self._year, self._month, self._day, 0, 0, 0, 0))

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    __str__ = isoformat

    year = property(lambda self: self._year)
    month = property(lambda self: self._month)
    day = property(lambda self: self._day)

    def timetuple(self):
        return _struct_time(self._year, self._month, self._day, 0, 0, 0, self.weekday(),
                            self.toordinal() - _ymd2ord(self._year, 1, 1) + 1, -1)

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        return type(self)(self._year if year is None else year, self._month if month is None else month,
                          self._day if day is None else day)

    def _cmpkey(self):
        return (self._year, self._month, self._day)

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime) and not isinstance(self, datetime):
            return self._cmpkey() == other._cmpkey()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() <= other._cmpkey()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() < other._cmpkey()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() >= other._cmpkey()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() > other._cmpkey()
        return NotImplemented

    def __hash__(self):
        return hash(self._cmpkey())

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= _MAX_ORDINAL:
                return type(self).fromordinal(o)
            raise OverflowError("result out of range")
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def weekday(self):
        """Return day of the week, where Monday == 0 ... Sunday == 6."""
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        """Return day of the week, where Monday == 1 ... Sunday == 7."""
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        """Return a named tuple containing ISO year, week number, and weekday."""
        return _IsoCalendarDate(*_isocalendar(self._year, self._month, self._day))

    def __reduce__(self):
        return (self.__class__, (self._year, self._month, self._day))


_EPOCH_ORDINAL = _ymd2ord(1970, 1, 1)
_MAX_ORDINAL = _ymd2ord(9999, 12, 31)


class _IsoCalendarDate(tuple):
    def __new__(cls, year, week, weekday):
        return super().__new__(cls, (year, week, weekday))

    year = property(lambda self: self[0])
    week = property(lambda self: self[1])
    weekday = property(lambda self: self[2])

    def __repr__(self):
        return 'datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)' % (self[0], self[1], self[2])


_IsoCalendarDate.__name__ = 'IsoCalendarDate'


def _struct_time(*fields):
    return _struct_time_type(fields)


def _gmtime(t):
    days, secs = divmod(int(t), 86400)
    y, m, d = _ord2ymd(days + _EPOCH_ORDINAL)
    hh, rest = divmod(secs, 3600)
    mm, ss = divmod(rest, 60)
    return y, m, d, hh, mm, ss, (days + _EPOCH_ORDINAL + 6) % 7, 0, 0


def _parse_isoformat_date(s):
    # YYYY-MM-DD, YYYYMMDD, YYYY-Www-D
    if len(s) >= 10 and s[4] == '-' and s[7] == '-' and len(s) == 10:
        return int(s[0:4]), int(s[5:7]), int(s[8:10])
    if len(s) == 8 and s.isdigit():
        return int(s[0:4]), int(s[4:6]), int(s[6:8])
    if len(s) in (8, 10) and 'W' in s:
        compact = s.replace('-', '')
        year, week, day = int(compact[0:4]), int(compact[5:7]), int(compact[7:8]) if len(compact) > 7 else 1
        d = date.fromisocalendar(year, week, day)
        return d.year, d.month, d.day
    raise ValueError


def _parse_isoformat_time(s):
    # HH[:MM[:SS[.ffffff]]][+HH:MM | Z]
    tz = None
    for k, ch in enumerate(s):
        if ch in '+-Z':
            tzpart = s[k:]
            s = s[:k]
            if tzpart == 'Z':
                tz = timezone.utc
            else:
                sign = -1 if tzpart[0] == '-' else 1
                body = tzpart[1:].replace(':', '')
                hh = int(body[0:2])
                mm = int(body[2:4]) if len(body) >= 4 else 0
                ss = int(body[4:6]) if len(body) >= 6 else 0
                off = timedelta(hours=hh, minutes=mm, seconds=ss) * sign
                tz = timezone.utc if not off else timezone(off)
            break
    frac = 0
    if '.' in s or ',' in s:
        s, _, f = s.replace(',', '.').partition('.')
        if not f.isdigit():
            raise ValueError
        frac = int((f + '000000')[:6])
    parts = s.split(':') if ':' in s else [s[k:k + 2] for k in range(0, len(s), 2)]
    if not parts or len(parts) > 3 or any(len(p) != 2 or not p.isdigit() for p in parts):
        raise ValueError
    nums = [int(p) for p in parts] + [0] * (3 - len(parts))
    return nums[0], nums[1], nums[2], frac, tz


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


# ----- tzinfo and timezone ----------------------------------------------------------------------

class tzinfo:
    """Abstract base class for time zone info objects."""
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError("tzinfo subclass must override tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("tzinfo subclass must override utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("tzinfo subclass must override dst()")

    def fromutc(self, dt):
        return dt + self.utcoffset(dt)


_tzinfo_class = tzinfo


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""
    __slots__ = '_offset', '_name'

    def __new__(cls, offset, name=None):
        if not isinstance(offset, timedelta):
            raise TypeError("offset must be a timedelta")
        if not -timedelta(hours=24) < offset < timedelta(hours=24):
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                             "timedelta(hours=24), not %r." % offset)
        self = tzinfo.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is timezone.utc:
            return 'datetime.timezone.utc'
        if self._name is None:
            return "%s.%s(%r)" % (_module_of(self), self.__class__.__qualname__, self._offset)
        return "%s.%s(%r, %r)" % (_module_of(self), self.__class__.__qualname__, self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        return self._offset

    def tzname(self, dt):
        if self._name is not None:
            return self._name
        if not self._offset:
            return 'UTC'
        return 'UTC' + _format_offset(self._offset)

    def dst(self, dt):
        return None

    def fromutc(self, dt):
        return dt + self._offset


timezone.utc = timezone(timedelta(0))
timezone.min = timezone(-timedelta(hours=23, minutes=59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = timezone.utc


# ----- time ---------------------------------------------------------------------------------------

class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object"""

    __slots__ = '_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_hashcode', '_fold'

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond, fold = _check_time_fields(hour, minute, second, microsecond, fold)
        self = object.__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    hour = property(lambda self: self._hour)
    minute = property(lambda self: self._minute)
    second = property(lambda self: self._second)
    microsecond = property(lambda self: self._microsecond)
    tzinfo = property(lambda self: self._tzinfo)
    fold = property(lambda self: self._fold)

    @classmethod
    def fromisoformat(cls, time_string):
        if not isinstance(time_string, str):
            raise TypeError('fromisoformat: argument must be str')
        try:
            s = time_string[1:] if time_string.startswith('T') else time_string
            hh, mm, ss, us, tz = _parse_isoformat_time(s)
            return cls(hh, mm, ss, us, tz)
        except (ValueError, IndexError):
            raise ValueError('Invalid isoformat string: %r' % time_string) from None

    def _cmpkey(self):
        return (self._hour, self._minute, self._second, self._microsecond)

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmpkey() == other._cmpkey() and self.utcoffset() == other.utcoffset()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmpkey() < other._cmpkey()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmpkey() <= other._cmpkey()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmpkey() > other._cmpkey()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmpkey() >= other._cmpkey()
        return NotImplemented

    def __hash__(self):
        return hash(self._cmpkey())

    def __repr__(self):
        if self._microsecond != 0:
            s = ", %d, %d" % (self._second, self._microsecond)
        elif self._second != 0:
            s = ", %d" % self._second
        else:
            s = ""
        s = "%s.%s(%d, %d%s)" % (_module_of(self), self.__class__.__qualname__, self._hour, self._minute, s)
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def isoformat(self, timespec='auto'):
        s = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        off = self.utcoffset()
        if off is not None:
            s += _format_offset(off)
        return s

    __str__ = isoformat

    def strftime(self, format):
        return _strftime(self, format, (1900, 1, 1, self._hour, self._minute, self._second, self._microsecond))

    def __format__(self, fmt):
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.utcoffset(None)

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(None)

    def dst(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.dst(None)

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        return type(self)(self._hour if hour is None else hour, self._minute if minute is None else minute,
                          self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo, fold=self._fold if fold is None else fold)

    def __bool__(self):
        return True


def _format_time(hh, mm, ss, us, timespec='auto'):
    specs = {
        'hours': '%02d',
        'minutes': '%02d:%02d',
        'seconds': '%02d:%02d:%02d',
        'milliseconds': '%02d:%02d:%02d.%03d',
        'microseconds': '%02d:%02d:%02d.%06d',
    }
    if timespec == 'auto':
        timespec = 'microseconds' if us else 'seconds'
    elif timespec == 'milliseconds':
        us //= 1000
    try:
        fmt = specs[timespec]
    except KeyError:
        raise ValueError('Unknown timespec value')
    return fmt % (hh, mm, ss, us)[:fmt.count('%')]


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


# ----- datetime -----------------------------------------------------------------------------------

class datetime(date):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])"""

    __slots__ = '_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_fold'

    def __new__(cls, year, month=None, day=None, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(hour, minute, second, microsecond, fold)
        if tzinfo is not None and not isinstance(tzinfo, _tzinfo_class):
            raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                            % type(tzinfo).__name__)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    hour = property(lambda self: self._hour)
    minute = property(lambda self: self._minute)
    second = property(lambda self: self._second)
    microsecond = property(lambda self: self._microsecond)
    tzinfo = property(lambda self: self._tzinfo)
    fold = property(lambda self: self._fold)

    @classmethod
    def _from_microseconds(cls, total, tz=None):
        days, us = divmod(total, 86400000000)
        y, m, d = _ord2ymd(days + _EPOCH_ORDINAL)
        secs, us = divmod(us, 1000000)
        hh, rest = divmod(secs, 3600)
        mm, ss = divmod(rest, 60)
        return cls(y, m, d, hh, mm, ss, us, tz)

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        """Construct a datetime from a POSIX timestamp (local time is UTC in tfplay)."""
        total = round(t * 1000000)
        result = cls._from_microseconds(total, None)
        if tz is not None:
            result = (result + tz.utcoffset(result)).replace(tzinfo=tz)
        return result

    @classmethod
    def utcfromtimestamp(cls, t):
        return cls._from_microseconds(round(t * 1000000))

    @classmethod
    def now(cls, tz=None):
        "Construct a datetime from time.time() and optional time zone info."
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def utcnow(cls):
        "Construct a UTC datetime from time.time()."
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def today(cls, *args, **kwargs):
        _no_arguments('datetime.today', args, kwargs)
        return cls.now()

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        "Construct a datetime from a given date and a given time."
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second, time.microsecond, tzinfo,
                   fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        try:
            if len(date_string) > 10 and date_string[10] in 'T ' or (len(date_string) > 8 and date_string[8] == 'T'):
                cut = 10 if len(date_string) > 10 and date_string[10] in 'T ' else 8
                d = _parse_isoformat_date(date_string[:cut])
                t = _parse_isoformat_time(date_string[cut + 1:])
            else:
                d = _parse_isoformat_date(date_string)
                t = (0, 0, 0, 0, None)
            return cls(*d, *t)
        except (ValueError, IndexError):
            raise ValueError('Invalid isoformat string: %r' % date_string) from None

    @classmethod
    def strptime(cls, date_string, format):
        'string, format -> new datetime parsed from a string (like time.strptime()).'
        y, m, d, hh, mm, ss, us, off = _strptime(date_string, format)
        tz = None
        if off is not None:
            tz = timezone.utc if not off else timezone(off)
        return cls(y, m, d, hh, mm, ss, us, tz)

    def timetuple(self):
        return _struct_time(self._year, self._month, self._day, self._hour, self._minute, self._second,
                            self.weekday(), self.toordinal() - _ymd2ord(self._year, 1, 1) + 1, -1)

    def _micros(self):
        return ((self.toordinal() - _EPOCH_ORDINAL) * 86400 + self._hour * 3600 + self._minute * 60
                + self._second) * 1000000 + self._microsecond

    def timestamp(self):
        "Return POSIX timestamp as float"
        total = self._micros()
        off = self.utcoffset()
        if off is not None:
            total -= off._to_microseconds()
        return total / 10 ** 6

    def utctimetuple(self):
        return self.timetuple()

    def date(self):
        "Return the date part."
        return date(self._year, self._month, self._day)

    def time(self):
        "Return the time part, with tzinfo None."
        return time(self.hour, self.minute, self.second, self.microsecond, fold=self.fold)

    def timetz(self):
        "Return the time part, with same tzinfo."
        return time(self.hour, self.minute, self.second, self.microsecond, self._tzinfo, fold=self.fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        return type(self)(self._year if year is None else year, self._month if month is None else month,
                          self._day if day is None else day, self._hour if hour is None else hour,
                          self._minute if minute is None else minute, self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo, fold=self._fold if fold is None else fold)

    def astimezone(self, tz=None):
        if tz is None:
            tz = timezone.utc
        off = self.utcoffset()
        if off is None:
            off = timedelta(0)
        utc = (self - off).replace(tzinfo=None)
        return (utc + tz.utcoffset(None)).replace(tzinfo=tz)

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d %02d:%02d:%02d %04d" % (_DAYNAMES[weekday], _MONTHNAMES[self._month], self._day,
                                                 self._hour, self._minute, self._second, self._year)

    def isoformat(self, sep='T', timespec='auto'):
        s = "%04d-%02d-%02d%s" % (self._year, self._month, self._day, sep) + \
            _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        off = self.utcoffset()
        if off is not None:
            s += _format_offset(off)
        return s

    def __repr__(self):
        parts = [self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond]
        if parts[-1] == 0:
            del parts[-1]
        if parts[-1] == 0:
            del parts[-1]
        s = "%s.%s(%s)" % (_module_of(self), self.__class__.__qualname__, ", ".join(map(str, parts)))
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def __str__(self):
        return self.isoformat(sep=' ')

    def strftime(self, format):
        return _strftime(self, format, (self._year, self._month, self._day, self._hour, self._minute, self._second,
                                        self._microsecond))

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.utcoffset(self)

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(self)

    def dst(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.dst(self)

    def _utc_micros(self, other):
        if (self._tzinfo is None) != (other._tzinfo is None):
            return None
        a, b = self._micros(), other._micros()
        if self._tzinfo is not None:
            a -= self.utcoffset()._to_microseconds()
            b -= other.utcoffset()._to_microseconds()
        return a, b

    def _compare(self, other, test, equality=False):
        if isinstance(other, datetime):
            pair = self._utc_micros(other)
            if pair is None:
                if equality:
                    return test(0, 1)
                raise TypeError("can't compare offset-naive and offset-aware datetimes")
            return test(*pair)
        if isinstance(other, date) and equality:
            return test(0, 1)
        if isinstance(other, date):
            raise TypeError("can't compare %s.%s to %s.%s" % (type(self).__module__, type(self).__qualname__,
                                                              type(other).__module__, type(other).__qualname__))
        return NotImplemented

    def __eq__(self, other):
        return self._compare(other, lambda a, b: a == b, True)

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __lt__(self, other):
        return self._compare(other, lambda a, b: a < b)

    def __le__(self, other):
        return self._compare(other, lambda a, b: a <= b)

    def __gt__(self, other):
        return self._compare(other, lambda a, b: a > b)

    def __ge__(self, other):
        return self._compare(other, lambda a, b: a >= b)

    def __hash__(self):
        total = self._micros()
        if self._tzinfo is not None:
            total -= self.utcoffset()._to_microseconds()
        return hash(total)

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        total = self._micros() + other._to_microseconds()
        days = total // 86400000000 + _EPOCH_ORDINAL
        if not 0 < days <= _MAX_ORDINAL:
            raise OverflowError("date value out of range")
        return type(self)._from_microseconds(total, self._tzinfo)

    __radd__ = __add__

    def __sub__(self, other):
        if not isinstance(other, datetime):
            if isinstance(other, timedelta):
                return self + -other
            return NotImplemented
        pair = self._utc_micros(other)
        if pair is None:
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        return timedelta(microseconds=pair[0] - pair[1])

    def __reduce__(self):
        return (self.__class__, (self._year, self._month, self._day, self._hour, self._minute, self._second,
                                 self._microsecond, self._tzinfo))


import _tfplay_types
for _cls in (timedelta, date, tzinfo, timezone, time, datetime):
    _tfplay_types.static_type(_cls)
del _cls, _tfplay_types

datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)
