# _timefmt: the calendar arithmetic and the text forms of times that the time and datetime
# modules share: proleptic Gregorian ordinals, strftime's and strptime's codes, and the time
# module's struct_time with the functions built on it (gmtime, localtime, mktime, asctime,
# ctime, strftime, strptime). CPython writes the time module in C (Modules/timemodule.c) over
# the C library's calendar functions and its Lib/_strptime.py; tfplay's time module
# (core/python/modules.cpp) takes these from here. The playground has no time-zone database:
# local time is UTC, in the native build and the page alike. This module imports time only
# inside functions (time imports this module while it is being built).
import _tfplay_types

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_n = 0
for _d in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_n)
    _n += _d
del _n, _d

_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FULLMONTHNAMES = [None, "January", "February", "March", "April", "May", "June", "July", "August",
                   "September", "October", "November", "December"]
_DAYNAMES = [None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_FULLDAYNAMES = [None, "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


def _ord2ymd(n):
    # Whole 400-, 100-, 4- and 1-year cycles, then the month.
    n -= 1
    n400, n = divmod(n, 146097)
    year = n400 * 400 + 1
    n100, n = divmod(n, 36524)
    n4, n = divmod(n, 1461)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leap = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    before = _DAYS_BEFORE_MONTH[month] + (month > 2 and leap)
    if before > n:
        month -= 1
        before -= _DAYS_IN_MONTH[month] + (month == 2 and leap)
    n -= before
    return year, month, n + 1


def _strftime(fmt, fields, zone):
    """The text of `fmt` with its % codes replaced, as the C library's strftime writes them in
    the C locale (what Modules/timemodule.c time_strftime and datetime's strftime call).
    fields: (year, month, day, hour, minute, second, microsecond or None, weekday (Monday 0),
    day of the year); %f is left alone when the microsecond is None (time.strftime's C
    strftime has no %f). zone(code) is the text of %z or %Z."""
    year, month, day, hour, minute, second, us, weekday, yday = fields
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        i += 1
        if c != '%' or i >= n:
            out.append(c)
            continue
        code = fmt[i]
        i += 1
        if code == 'Y':
            out.append(str(year))
        elif code == 'm':
            out.append('%02d' % month)
        elif code == 'd':
            out.append('%02d' % day)
        elif code == 'e':
            out.append('%2d' % day)
        elif code == 'H':
            out.append('%02d' % hour)
        elif code == 'I':
            out.append('%02d' % (hour % 12 or 12))
        elif code == 'M':
            out.append('%02d' % minute)
        elif code == 'S':
            out.append('%02d' % second)
        elif code == 'f' and us is not None:
            out.append('%06d' % us)
        elif code == 'p':
            out.append('AM' if hour < 12 else 'PM')
        elif code == 'y':
            out.append('%02d' % (year % 100))
        elif code == 'C':
            out.append('%02d' % (year // 100))
        elif code == 'b' or code == 'h':
            out.append(_MONTHNAMES[month])
        elif code == 'B':
            out.append(_FULLMONTHNAMES[month])
        elif code == 'a':
            out.append(_DAYNAMES[weekday + 1])
        elif code == 'A':
            out.append(_FULLDAYNAMES[weekday + 1])
        elif code == 'w':
            out.append(str((weekday + 1) % 7))
        elif code == 'u':
            out.append(str(weekday + 1))
        elif code == 'j':
            out.append('%03d' % yday)
        elif code == 'U':
            out.append('%02d' % ((yday + 6 - (weekday + 1) % 7) // 7))
        elif code == 'W':
            out.append('%02d' % ((yday + 6 - weekday) // 7))
        elif code == 'G' or code == 'V':
            iy, iw, _ = _isocalendar(year, month, day)
            out.append(str(iy) if code == 'G' else '%02d' % iw)
        elif code == 'c':
            out.append('%s %s %2d %02d:%02d:%02d %d' % (_DAYNAMES[weekday + 1], _MONTHNAMES[month], day, hour,
                                                         minute, second, year))
        elif code == 'x':
            out.append('%02d/%02d/%02d' % (month, day, year % 100))
        elif code == 'X':
            out.append('%02d:%02d:%02d' % (hour, minute, second))
        elif code == 'D':
            out.append('%02d/%02d/%02d' % (month, day, year % 100))
        elif code == 'F':
            out.append('%d-%02d-%02d' % (year, month, day))
        elif code == 'T':
            out.append('%02d:%02d:%02d' % (hour, minute, second))
        elif code == 'R':
            out.append('%02d:%02d' % (hour, minute))
        elif code == 'z' or code == 'Z':
            out.append(zone(code))
        elif code == 'n':
            out.append('\n')
        elif code == 't':
            out.append('\t')
        elif code == '%':
            out.append('%')
        else:
            out.append('%' + code)
    return ''.join(out)


def _isocalendar(year, month, day):
    def week1_monday(y):
        first = _ymd2ord(y, 1, 1)
        first_weekday = (first + 6) % 7
        monday = first - first_weekday
        if first_weekday > 3:
            monday += 7
        return monday

    ordinal = _ymd2ord(year, month, day)
    monday = week1_monday(year)
    if ordinal < monday:
        year -= 1
        monday = week1_monday(year)
    elif ordinal >= week1_monday(year + 1):
        year += 1
        monday = week1_monday(year)
    week, day_index = divmod(ordinal - monday, 7)
    return year, week + 1, day_index + 1


def _strptime(text, fmt):
    """(year, month, day, hour, minute, second, microsecond, UTC offset in seconds or None) read
    from `text` (Lib/_strptime.py's _strptime, for the common codes)."""
    fields = {'Y': 1900, 'm': 1, 'd': 1, 'H': 0, 'M': 0, 'S': 0, 'f': 0}
    pm = None
    offset = None
    i = 0
    j = 0
    n = len(fmt)

    def fail():
        raise ValueError("time data %r does not match format %r" % (text, fmt))

    def number(width, low=None):
        nonlocal i
        start = i
        while i < len(text) and i - start < width and text[i].isdigit():
            i += 1
        if i == start:
            fail()
        return int(text[start:i])

    def name(options):
        nonlocal i
        for k, opt in enumerate(options):
            if opt and text[i:i + len(opt)].lower() == opt.lower():
                i += len(opt)
                return k
        fail()

    while j < n:
        c = fmt[j]
        j += 1
        if c == '%' and j < n:
            code = fmt[j]
            j += 1
            if code == 'Y':
                fields['Y'] = number(4)
            elif code == 'y':
                y = number(2)
                fields['Y'] = 2000 + y if y < 69 else 1900 + y
            elif code == 'm':
                fields['m'] = number(2)
            elif code == 'd':
                fields['d'] = number(2)
            elif code == 'H':
                fields['H'] = number(2)
            elif code == 'I':
                fields['H'] = number(2)
                if pm is None:
                    pm = False
            elif code == 'M':
                fields['M'] = number(2)
            elif code == 'S':
                fields['S'] = number(2)
            elif code == 'f':
                start = i
                v = number(6)
                fields['f'] = v * 10 ** (6 - (i - start))
            elif code == 'p':
                pm = name(['AM', 'PM']) == 1
            elif code in 'bh':
                fields['m'] = name(_FULLMONTHNAMES[1:] + _MONTHNAMES[1:]) % 12 + 1
            elif code == 'B':
                fields['m'] = name(_FULLMONTHNAMES[1:] + _MONTHNAMES[1:]) % 12 + 1
            elif code in 'aA':
                name(_FULLDAYNAMES[1:] + _DAYNAMES[1:])
            elif code == 'j':
                fields['j'] = number(3)
            elif code == 'z':
                if text[i:i + 1] == 'Z':
                    i += 1
                    offset = 0
                else:
                    sign = text[i:i + 1]
                    if sign not in ('+', '-'):
                        fail()
                    i += 1
                    hh = number(2)
                    if text[i:i + 1] == ':':
                        i += 1
                    mm = number(2)
                    offset = hh * 3600 + mm * 60
                    if sign == '-':
                        offset = -offset
            elif code == '%':
                if text[i:i + 1] != '%':
                    fail()
                i += 1
            else:
                raise ValueError("'%s' is a bad directive in format '%s'" % (code, fmt))
        elif c.isspace():
            while i < len(text) and text[i].isspace():
                i += 1
        else:
            if text[i:i + 1] != c:
                fail()
            i += 1
    if i != len(text):
        raise ValueError("unconverted data remains: %s" % text[i:])
    hour = fields['H']
    if pm is not None:
        hour = hour % 12 + (12 if pm else 0)
    year, month, day = fields['Y'], fields['m'], fields['d']
    if 'j' in fields:
        year, month, day = _ord2ymd(_ymd2ord(year, 1, 1) + fields['j'] - 1)
    return year, month, day, hour, fields['M'], fields['S'], fields['f'], offset


# ----- the time module's struct_time and the functions on it ------------------------------------

_EPOCH_ORDINAL = _ymd2ord(1970, 1, 1)
_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec', 'tm_wday', 'tm_yday', 'tm_isdst')

# time.timezone, altzone, daylight and tzname: the playground's local time is UTC.
timezone = 0
altzone = 0
daylight = 0
tzname = ('UTC', 'UTC')


class struct_time(tuple):
    """The time value as returned by gmtime(), localtime(), and strptime(), and
 accepted by asctime(), mktime() and strftime().  May be considered as a
 sequence of 9 integers.

 Note that several fields' values are not the same as those defined by
 the C language standard for struct tm.  For example, the value of the
 field tm_year is the actual year, not year - 1900.  See individual
 fields' descriptions for details."""

    # A structseq (Objects/structseq.c): a tuple of the nine tm_* fields, with tm_zone and
    # tm_gmtoff as attributes only (None unless given).
    __module__ = 'time'
    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0

    def __new__(cls, sequence, dict=None):
        try:
            items = tuple(sequence)
        except TypeError:
            raise TypeError('constructor requires a sequence') from None
        if len(items) < 9:
            raise TypeError('time.struct_time() takes an at least 9-sequence (%d-sequence given)' % len(items))
        if len(items) > 11:
            raise TypeError('time.struct_time() takes an at most 11-sequence (%d-sequence given)' % len(items))
        self = tuple.__new__(cls, items[:9])
        rest = items[9:] + (None,) * (11 - len(items))
        object.__setattr__(self, '_extra', rest)
        return self

    def __setattr__(self, name, value):
        raise AttributeError('readonly attribute')

    def __repr__(self):
        return 'time.struct_time(' + ', '.join('%s=%r' % (f, v) for f, v in zip(_FIELDS, self)) + ')'

    def __reduce__(self):
        return (struct_time, (tuple(self) + self._extra,))

    tm_zone = property(lambda self: self._extra[0], doc='abbreviation of timezone name')
    tm_gmtoff = property(lambda self: self._extra[1], doc='offset from UTC in seconds')


for _i, _name in enumerate(_FIELDS):
    setattr(struct_time, _name, property(lambda self, i=_i: tuple.__getitem__(self, i)))
del _i, _name
_tfplay_types.static_type(struct_time)


def _seconds(secs):
    # The whole seconds of a timestamp, rounded down, as _PyTime_ObjectToTime_t does; None is now.
    if secs is None:
        import time
        secs = time.time()
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError('Invalid value NaN (not a number)')
        if not -9.223372036854775808e18 <= secs < 9.223372036854775808e18:
            raise OverflowError('timestamp out of range for platform time_t')
        return int(secs // 1)
    index = getattr(type(secs), '__index__', None)
    if index is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(secs).__name__)
    secs = index(secs)
    if not -2 ** 63 <= secs < 2 ** 63:
        raise OverflowError('timestamp out of range for platform time_t')
    return secs


def _broken_down(secs, zone):
    days, rest = divmod(_seconds(secs), 86400)
    ordinal = days + _EPOCH_ORDINAL
    if not 1 <= ordinal or ordinal > _ymd2ord(2 ** 31 - 1 + 1900, 12, 31):
        # glibc's gmtime_r: the year does not fit its int (EOVERFLOW).
        raise OSError(75, 'Value too large for defined data type')
    year, month, day = _ord2ymd(ordinal)
    hour, rest = divmod(rest, 3600)
    minute, second = divmod(rest, 60)
    yday = ordinal - _ymd2ord(year, 1, 1) + 1
    return struct_time((year, month, day, hour, minute, second, (ordinal + 6) % 7, yday, 0, zone, 0))


def gmtime(seconds=None):
    """gmtime([seconds]) -> (tm_year, tm_mon, tm_mday, tm_hour, tm_min,
                       tm_sec, tm_wday, tm_yday, tm_isdst)

Convert seconds since the Epoch to a time tuple expressing UTC (a.k.a.
GMT).  When 'seconds' is not passed in, convert the current time instead.

If the platform supports the tm_gmtoff and tm_zone, they are available as
attributes only."""
    # glibc's gmtime_r names the zone GMT.
    return _broken_down(seconds, 'GMT')


def localtime(seconds=None):
    """localtime([seconds]) -> (tm_year,tm_mon,tm_mday,tm_hour,tm_min,
                          tm_sec,tm_wday,tm_yday,tm_isdst)

Convert seconds since the Epoch to a time tuple expressing local time.
When 'seconds' is not passed in, convert the current time instead."""
    return _broken_down(seconds, 'UTC')


def _time_tuple(t, caller):
    # gettmarg (Modules/timemodule.c): the nine fields of a struct_time or 9-tuple as ints.
    if not isinstance(t, tuple):
        raise TypeError('Tuple or struct_time argument required')
    if len(t) != 9 and not isinstance(t, struct_time):
        raise TypeError('%s(): illegal time tuple argument' % caller)
    fields = []
    for v in t[:9]:
        if isinstance(v, float):
            raise TypeError("'float' object cannot be interpreted as an integer")
        fields.append(_seconds(v))
    return fields


def _checked(fields, caller):
    # checktm plus the adjustments strftime and asctime make first (Modules/timemodule.c):
    # out-of-range fields are errors, a zero month, day or day of the year counts as the first.
    year, month, day, hour, minute, second, wday, yday, isdst = fields
    month = month or 1
    day = day or 1
    yday = yday or 1
    if not 1 <= month <= 12:
        raise ValueError('month out of range')
    if not 1 <= day <= 31:
        raise ValueError('day of month out of range')
    if not 0 <= hour <= 23:
        raise ValueError('hour out of range')
    if not 0 <= minute <= 59:
        raise ValueError('minute out of range')
    if not 0 <= second <= 61:
        raise ValueError('seconds out of range')
    # gettmarg makes the weekday C's (Sunday 0) with C's remainder, which keeps the sign.
    c_wday = (wday + 1) % 7 if wday + 1 >= 0 else -(-(wday + 1) % 7)
    if c_wday < 0:
        raise ValueError('day of week out of range')
    if not 1 <= yday <= 366:
        raise ValueError('day of year out of range')
    return year, month, day, hour, minute, second, (c_wday + 6) % 7, yday, isdst


def mktime(t):
    """mktime(tuple) -> floating point number

Convert a time tuple in local time to seconds since the Epoch.
Note that mktime(gmtime(0)) will not generally return zero for most
time zones; instead the returned value will either be equal to that
of the timezone or altzone attributes on the time module."""
    year, month, day, hour, minute, second = _time_tuple(t, 'mktime')[:6]
    # The C library's mktime normalizes: a 13th month is January of the next year, and so on.
    year += (month - 1) // 12
    month = (month - 1) % 12 + 1
    days = _ymd2ord(year, month, 1) + day - 1 - _EPOCH_ORDINAL
    return float(days * 86400 + hour * 3600 + minute * 60 + second)


def asctime(t=None):
    """asctime([tuple]) -> string

Convert a time tuple to a string, e.g. 'Sat Jun 06 16:26:11 1998'.
When the time tuple is not present, current time as returned by localtime()
is used."""
    fields = _checked(_time_tuple(localtime() if t is None else t, 'asctime'), 'asctime')
    year, month, day, hour, minute, second, wday = fields[:7]
    return '%s %s%3d %.2d:%.2d:%.2d %d' % (_DAYNAMES[wday + 1], _MONTHNAMES[month], day, hour, minute, second, year)


def ctime(seconds=None):
    """ctime(seconds) -> string

Convert a time in seconds since the Epoch to a string in local time.
This is equivalent to asctime(localtime(seconds)). When the time tuple is
not present, current time as returned by localtime() is used."""
    return asctime(localtime(seconds))


def strftime(format, t=None):
    if not isinstance(format, str):
        raise TypeError('strftime() argument 1 must be str, not %s' % type(format).__name__)
    if t is None:
        t = localtime()
    year, month, day, hour, minute, second, wday, yday, isdst = _checked(_time_tuple(t, 'strftime'), 'strftime')
    name = t.tm_zone if isinstance(t, struct_time) and t.tm_zone is not None else tzname[isdst > 0]
    offset = t.tm_gmtoff if isinstance(t, struct_time) and t.tm_gmtoff is not None else 0

    def zone(code):
        if code == 'Z':
            return name
        sign = '-' if offset < 0 else '+'
        hh, rest = divmod(abs(offset) // 60, 60)
        return '%s%02d%02d' % (sign, hh, rest)

    return _strftime(format, (year, month, day, hour, minute, second, None, wday, yday), zone)


def strptime(string, format='%a %b %d %H:%M:%S %Y'):
    # Lib/_strptime.py _strptime_time: the fields read, the weekday and day of the year worked
    # out, daylight saving time unknown (-1); tm_gmtoff is the %z offset.
    for index, value in enumerate((string, format)):
        if not isinstance(value, str):
            raise TypeError('strptime() argument %d must be str, not %s' % (index, type(value)))
    year, month, day, hour, minute, second, _, offset = _strptime(string, format)
    ordinal = _ymd2ord(year, month, day)
    return struct_time((year, month, day, hour, minute, second, (ordinal + 6) % 7,
                        ordinal - _ymd2ord(year, 1, 1) + 1, -1, None, offset))


# time.strftime's and time.strptime's docstrings share the list of format codes.
_FORMAT_CODES = """Commonly used format codes:

%Y  Year with century as a decimal number.
%m  Month as a decimal number [01,12].
%d  Day of the month as a decimal number [01,31].
%H  Hour (24-hour clock) as a decimal number [00,23].
%M  Minute as a decimal number [00,59].
%S  Second as a decimal number [00,61].
%z  Time zone offset from UTC.
%a  Locale's abbreviated weekday name.
%A  Locale's full weekday name.
%b  Locale's abbreviated month name.
%B  Locale's full month name.
%c  Locale's appropriate date and time representation.
%I  Hour (12-hour clock) as a decimal number [01,12].
%p  Locale's equivalent of either AM or PM.

Other codes may be available on your platform.  See documentation for
the C library strftime function.
"""
strftime.__doc__ = """strftime(format[, tuple]) -> string

Convert a time tuple to a string according to a format specification.
See the library reference manual for formatting codes. When the time tuple
is not present, current time as returned by localtime() is used.

""" + _FORMAT_CODES
strptime.__doc__ = """strptime(string, format) -> struct_time

Parse a string to a time tuple according to a format specification.
See the library reference manual for formatting codes (same as
strftime()).

""" + _FORMAT_CODES
