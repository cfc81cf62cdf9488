# datetime: date, time, datetime, timedelta and timezone arithmetic, reprs and formats.
from datetime import date, time, datetime, timedelta, timezone
import datetime as dt

d = date(2024, 2, 28)
print(d, repr(d), d.year, d.month, d.day, d.weekday(), d.isoweekday(), d.isocalendar(), d.toordinal())
print(d + timedelta(days=2), d - timedelta(weeks=1), date(2024, 3, 1) - d, d.replace(day=1), d.ctime(), d.isoformat())
print(d.strftime('%Y/%m/%d %A %a %B %b %j %U %W %w %y %%'), f'{d:%d.%m.%Y}', format(d), date.fromordinal(738000))
print(date.fromisoformat('2023-12-31'), date.fromisocalendar(2024, 1, 1), date(2023, 1, 1).isocalendar(), date(2020, 12, 31).isocalendar().week)
print(d < date(2025, 1, 1), d == date(2024, 2, 28), max(d, date(2000, 1, 1)), sorted([date(2022, 5, 1), date(2021, 1, 1)]))
print(date.min, date.max, date.resolution, len({date(2024, 1, 1), date(2024, 1, 1)}))
t = time(14, 5, 9, 120)
print(t, repr(t), repr(time(7, 30)), repr(time(7, 30, 1)), time(), t.isoformat('minutes'), t.strftime('%I:%M %p'), t.replace(hour=1))
print(time.fromisoformat('10:20:30.5'), time(1, 2, 3, 4000).isoformat(timespec='milliseconds'), time(9) < time(10))
x = datetime(2024, 1, 31, 23, 59, 30, 500)
print(x, repr(x), repr(datetime(2024, 1, 1)), repr(datetime(2024, 1, 1, 5, 0, 7)), x.date(), x.time())
print(x + timedelta(seconds=45), x - timedelta(days=31), x - datetime(2024, 1, 1), x.isoformat(), x.isoformat(' ', 'seconds'))
print(x.strftime('%Y-%m-%d %H:%M:%S.%f %I %p %c %x %X'), x.replace(year=2020, microsecond=0), x.weekday(), x.timetuple()[:6])
print(datetime.strptime('2023-07-04 09:15', '%Y-%m-%d %H:%M'), datetime.strptime('04/Jul/2023:9:05:01 PM', '%d/%b/%Y:%I:%M:%S %p'))
print(datetime.fromisoformat('2024-05-06T07:08:09'), datetime.fromisoformat('2024-05-06'), datetime.fromisoformat('2024-05-06 07:08:09.123+02:00'))
print(datetime.combine(date(2024, 1, 1), time(12)), datetime.fromtimestamp(0, timezone.utc), datetime(1970, 1, 2, tzinfo=timezone.utc).timestamp())
u = datetime(2024, 3, 10, 12, 0, tzinfo=timezone.utc)
e = u.astimezone(timezone(timedelta(hours=-5)))
print(u, e, repr(u), repr(e.tzinfo), e.tzname(), e.utcoffset(), u == e, e - u, timezone(timedelta(hours=5, minutes=30), 'IST'))
print(u.strftime('%z %Z'), e.isoformat(), timezone.utc, str(timezone(timedelta(hours=-3))), dt.UTC is timezone.utc)
print(timedelta(days=1, hours=2), timedelta(hours=-1), timedelta(seconds=90.5), timedelta(microseconds=-1), timedelta(weeks=2, minutes=1))
print(repr(timedelta(1, 2, 3)), repr(timedelta(0)), repr(timedelta(hours=-1)), timedelta(days=2) / 4, timedelta(days=1) / timedelta(hours=6))
print(timedelta(hours=1).total_seconds(), timedelta(minutes=90) // timedelta(hours=1), timedelta(minutes=90) % timedelta(hours=1), timedelta(days=3) * 1.5)
print(divmod(timedelta(hours=25), timedelta(days=1)), -timedelta(days=1, seconds=1), abs(timedelta(-2)), timedelta(1) > timedelta(0, 86399), bool(timedelta()))
print(timedelta(days=1, seconds=3661).seconds, timedelta(days=-1).days, timedelta.max, timedelta.min, timedelta(milliseconds=1.5), 3 * timedelta(hours=8))
print(sum([timedelta(hours=1)] * 30, timedelta()), timedelta(seconds=1) / 3, timedelta(seconds=2) // 3, hash(timedelta(1)) == hash(timedelta(hours=24)))
for bad in [lambda: date(2023, 2, 29), lambda: date(2024, 13, 1), lambda: date(0, 1, 1), lambda: time(24), lambda: datetime(2024, 1, 1, 0, 60),
            lambda: datetime.strptime('2024-01', '%Y-%m-%d'), lambda: datetime.strptime('2024-01-01x', '%Y-%m-%d'), lambda: date.fromisoformat('2024-1-1'),
            lambda: date(2024, 1, 1) + 1, lambda: datetime(2024, 1, 1) - datetime(2024, 1, 1, tzinfo=timezone.utc), lambda: datetime(2024, 1, 1) < date(2024, 1, 1),
            lambda: date(2024, 1, 1.0), lambda: timedelta(days=1e10)]:
    try:
        print(bad())
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
print(date(2024, 1, 1) == datetime(2024, 1, 1), type(datetime.now()).__name__, datetime.now() > datetime(2020, 1, 1), date.today() > date(2020, 1, 1))
