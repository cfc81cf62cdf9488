# What __hash__ and __len__ may return (slot_tp_hash, slot_sq_length) and indexes past 64 bits:
# an IndexError for an item, clamped for a slice bound (PyNumber_AsSsize_t).
class H:
    def __init__(self, v): self.v = v
    def __hash__(self): return self.v
for v in ["x", 1.5, None, 2**70, -1, 7, True]:
    try:
        print(repr(v), hash(H(v)) == hash(H(v)), type(hash(H(v))).__name__)
    except TypeError as e:
        print(repr(v), "TypeError:", e)
class L:
    def __init__(self, v): self.v = v
    def __len__(self): return self.v
class I:
    def __index__(self): return 3
for v in [-1, 2**70, -2**70, "3", 3.0, I(), True, 0]:
    try:
        print(type(v).__name__, len(L(v)))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(v).__name__, type(e).__name__ + ":", e)
x = [1, 2, 3]
for i in [10**20, -10**20, 2**63, 2**63 - 1]:
    for seq in (x, "abc", (1, 2), b"ab", range(5)):
        try:
            seq[i]
        except IndexError as e:
            print(type(seq).__name__, "IndexError:", e)
print(x[:10**20], x[-10**20:], "abcdef"[10**30:-10**30:-1], x[::10**20], (1, 2, 3)[:2**64])
print(slice(0, 10**20).indices(5))
