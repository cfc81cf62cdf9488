# Format specs with the '0' option (CPython 3.12's parse_internal_render_format_spec and
# calc_number_widths): zeros fill unless a fill was written, pad after the sign only without an
# explicit alignment, and take thousands separators when grouping.
for spec in ('>08.2f', '<08.2f', '^08.2f', '08.2f', '*>08.2f', ' >08.2f', '=08.2f', '+08.2f', '08', '<05', '^07', '=+08'):
    print(spec, repr(format(-3.14159, spec)) if 'f' in spec else repr(format(-42, spec)))
for spec in ('05', '<05', '>05', '^05', 'x<05', '05s'):
    print(spec, repr(format('ab', spec)))
print(f'{7:03}', f'{7:<03}', f'{-7:03}', f'{3.5:06}', f'{"z":03}', '%05d' % -3, '%-05d|' % 3, f'{12345:010,}', f'{255:#010x}')
for v in (12345, -1234, 1234567, 0, 1234.5, -98765.4321):
    print(repr(format(v, '010,')), repr(format(v, '08,')), repr(format(v, '012_')), repr(format(v, '+011,.1f')), repr(format(v, '0=12,')), repr(format(v, '*=12,')))
print(repr(format(255, '012_x')), repr(format(255, '#012_b')), repr(format(2**70, '030,')), repr(format(12345, '<010,')))
