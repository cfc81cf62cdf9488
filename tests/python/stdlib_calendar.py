# calendar (CPython 3.12's Lib/calendar.py, English names): month and year text layouts,
# another first weekday, the iterators, monthrange / weekday (3.12 returns calendar.Day
# members, 3.11 ints: printed as int), timegm and the errors.
import calendar
print(calendar.month(2024, 2))
print(calendar.month(2023, 12, w=3, l=2))
print(calendar.calendar(2024))
print(calendar.calendar(2025, w=2, l=1, c=3, m=4))
calendar.prmonth(1999, 9)
print(calendar.isleap(2000), calendar.isleap(1900), calendar.leapdays(1900, 2025), int(calendar.weekday(2024, 7, 4)), [int(x) for x in calendar.monthrange(2024, 2)])
print(calendar.monthcalendar(2024, 3))
print(calendar.month_name[1], calendar.day_abbr[6], list(calendar.month_abbr)[:3], calendar.timegm((2024, 1, 1, 12, 0, 0)))
tc = calendar.TextCalendar(calendar.SUNDAY)
print(tc.formatmonth(2024, 6))
print(list(calendar.Calendar(6).iterweekdays()), list(calendar.Calendar().itermonthdates(2024, 2))[:2], list(calendar.Calendar().itermonthdays3(2024, 1))[-3:])
print(calendar.weekheader(3), calendar.firstweekday())
for bad in [lambda: calendar.monthrange(2024, 13), lambda: calendar.setfirstweekday(9)]:
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e)
