# The time module's calendar side: struct_time (repr, indexing, slicing, tm_* attributes,
# tm_zone/tm_gmtoff, read-only), gmtime/localtime (local time is UTC: this corpus runs with
# the machine's zone set to UTC, as tfplay always is), mktime, asctime, ctime, strftime
# (log-directory names), strptime and their errors, the *_ns clocks and the zone constants.
import datetime
import time

g = time.gmtime(1704164645.75)
print(g)
print(g.tm_zone, g.tm_gmtoff, len(g), g[0], g[-1], g[1:3], g.tm_year, g.tm_yday, g.tm_wday)
print(type(g), type(g).__mro__, time.struct_time.__module__)
l = time.localtime(1704164645)
print(l, l.tm_zone, l.tm_gmtoff)
print(time.gmtime(-1.5))
print(time.gmtime(0) == (1970, 1, 1, 0, 0, 0, 3, 1, 0), tuple(time.gmtime(0)))
print(time.mktime(l), time.mktime((2024, 1, 2, 3, 4, 5, 0, 0, 0)), time.mktime((2024, 13, 40, 0, 0, 0, 0, 0, -1)))
print(time.asctime(l), time.ctime(1704164645), time.asctime((2024, 1, 2, 3, 4, 5, 0, 0, 0)))
print(time.asctime((2024, 0, 0, 0, 0, 0, 8, 0, 0)))
print(time.strftime("logs/fit/%Y%m%d-%H%M%S", l))
print(time.strftime("%Y-%m-%d_%H-%M-%S %a %A %b %B %j %U %W %w %y %p %I %Z %z %% %f %Q", l))
print(time.strftime("%Z %z", g), time.strftime("%Z %z", (2024, 1, 2, 3, 4, 5, 0, 0, 0)))
print(time.strftime("%c|%x|%X|%D|%e|%G-%V|%u|%C|%h|%n|%t|%F %T %R", (2024, 1, 2, 3, 4, 5, 1, 2, 0)))
s = time.strptime("2024-01-02 03:04", "%Y-%m-%d %H:%M")
print(s, s.tm_zone, s.tm_gmtoff)
print(time.strptime("Tue Jan  2 03:04:05 2024"))
print(time.strptime("2024-03-01 +0130", "%Y-%m-%d %z").tm_gmtoff)
st = time.struct_time((2024, 1, 2, 3, 4, 5, 6, 7, 8))
print(st, st.tm_zone, st.tm_gmtoff, st.n_fields, st.n_sequence_fields, st.n_unnamed_fields)
print(time.struct_time((2024, 1, 2, 3, 4, 5, 6, 7, 8, 'X', 3600)).tm_zone)
print(time.timezone, time.altzone, time.daylight, time.tzname)
print(datetime.datetime(2024, 1, 2, 3, 4, 5).timetuple())
print(datetime.date(2024, 5, 6).timetuple().tm_yday, datetime.datetime(2024, 1, 2).strftime("%Y %f %j %a"))
for f in [lambda: time.struct_time((1, 2)), lambda: time.struct_time(5), lambda: setattr(g, 'tm_year', 1),
          lambda: time.gmtime('x'), lambda: time.gmtime(float('nan')), lambda: time.gmtime(1e20),
          lambda: time.mktime(1), lambda: time.mktime((1, 2, 3)), lambda: time.strftime('%Y', (1, 2)),
          lambda: time.strftime('%Y', (2024, 13, 1, 0, 0, 0, 0, 1, 0)),
          lambda: time.strftime('%Y', (2024, 1, 32, 0, 0, 0, 0, 1, 0)),
          lambda: time.strftime('%Y', (2024, 1, 1, 24, 0, 0, 0, 1, 0)),
          lambda: time.strftime('%a %Y', (2024, 1, 1, 0, 0, 0, -1, 1, 0)),
          lambda: time.strftime('%Y', (2024, 1, 1, 0, 0, 0, -2, 1, 0)), lambda: time.asctime((2024, 1, 1, 0, 0, 0, -8, 1, 0)),
          lambda: time.strftime('%Y', (2024, 1, 1, 0, 0, 0, 0, 367, 0)),
          lambda: time.strptime('x', '%Y'), lambda: time.strptime('2024', '%Q'), lambda: time.strptime(1, '%Y'),
          lambda: time.asctime(1), lambda: time.strftime(1), lambda: time.struct_time((1,) * 12)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print([isinstance(f(), int) for f in (time.perf_counter_ns, time.monotonic_ns, time.process_time_ns, time.time_ns)])
start = time.perf_counter_ns()
time.sleep(0.01)
print(time.perf_counter_ns() - start >= 10_000_000)
