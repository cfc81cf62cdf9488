# ',' and '_' together in a format spec (CPython 3.12's test_format / test_fstring):
# parse_internal_render_format_spec says "Cannot specify both ',' and '_'." for both orders.
for spec in (',_', '_,', ',_d', '_,f', '10,_'):
    for value in (1, 1.5):
        try:
            format(value, spec)
        except ValueError as e:
            print(spec, type(value).__name__, e)
try:
    f"{1:,_}"
except ValueError as e:
    print(e)
