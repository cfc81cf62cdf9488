# Unpacking is located at the assignment target (UNPACK_SEQUENCE), so the carets mark `a, b`.
pairs = [(1, 2), (3, 4)]
for left, right in pairs:
    print(left + right)
first, second = pairs[0][0]
