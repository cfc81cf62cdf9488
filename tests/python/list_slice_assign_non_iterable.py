# Assigning a non-iterable to a list slice: list_ass_slice's and list_ass_subscript's
# PySequence_Fast messages, after the slice's own checks.
a = [1, 2, 3, 4]
for key, value in [(slice(1, 2), 5), (slice(None, None, 2), 5), (slice(0, 1), None), (slice("x", 1), 5)]:
    try:
        a[key] = value
    except TypeError as e:
        print(key, "TypeError:", e)
a[1:2] = "xy"
a[::2] = (7, 8)
print(a)
a[1:3] = 1
