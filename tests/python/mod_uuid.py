# uuid: parsing and the fields of UUID objects; uuid4's form.
import uuid

u = uuid.UUID('{12345678-1234-5678-1234-567812345678}')
print(u, repr(u), u.hex, u.int, u.version, u.variant, u.fields, u.urn, u.time_low, u.node, u.clock_seq)
print(uuid.UUID(int=1), uuid.UUID(bytes=bytes(range(16))), uuid.UUID(fields=(1, 2, 3, 4, 5, 6)), u.bytes, u.bytes_le)
print(u == uuid.UUID(u.hex), u < uuid.UUID(int=2 ** 127), hash(u) == hash(uuid.UUID(str(u))), str(uuid.NAMESPACE_DNS), int(uuid.UUID(int=7)))
r = uuid.uuid4()
print(type(r).__name__, r.version, r.variant, len(str(r)), str(r)[14], str(r)[19] in '89ab', r != uuid.uuid4())
for bad in [lambda: uuid.UUID('xyz'), lambda: uuid.UUID(), lambda: uuid.UUID(int=-1), lambda: setattr(u, 'int', 1)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print('%032x|%X|%#o|%.30x|%-40x|' % (2 ** 127 + 5, 2 ** 70, -2 ** 65, 2 ** 64, 2 ** 64), (10 ** 30 + 1) / 3, (2 ** 60 + 1) / 2 ** 60, -(10 ** 20) / 7)
