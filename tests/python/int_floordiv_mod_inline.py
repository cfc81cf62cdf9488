# Floor division and modulo of ints within int64 computed inline: signs, the int64 edges
# (the quotient of the most negative int by -1 leaves int64) and division by zero.
vals = [0, 1, -1, 2, -2, 7, -7, 100, -100, 2**62, -(2**62), 2**63 - 1, -(2**63)]
out = []
for a in vals:
    for b in vals:
        if b == 0:
            try:
                a % b
            except ZeroDivisionError as e:
                out.append(str(e))
            try:
                a // b
            except ZeroDivisionError as e:
                out.append(str(e))
            continue
        out.append((a, b, a // b, a % b, a * b if abs(a) < 2**31 else 0))
print(len(out))
for o in out:
    print(o)
print(-(2**63) // -1, -(2**63) % -1, 5 % -1)
