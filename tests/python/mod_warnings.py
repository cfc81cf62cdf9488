import warnings


def risky(x):
    warnings.warn(f"x={x} is deprecated-ish")
    return x


for i in range(3):
    risky(1)          # printed once: same text, same line
risky(2)              # new text: printed again
warnings.warn("top level", stacklevel=1)
warnings.warn("a runtime problem", RuntimeWarning)


def helper():
    warnings.warn("blame the caller", UserWarning, stacklevel=2)


helper()
warnings.warn("old API", DeprecationWarning)   # shown: triggered in __main__
warnings.warn(UserWarning("an instance"))
print("stdout keeps going")

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    risky(1)
    risky(1)
    warnings.warn("recorded", RuntimeWarning)
print(len(caught), [str(w.message) for w in caught], [w.category.__name__ for w in caught])
print(caught[0].lineno, caught[0].filename.endswith("mod_warnings.py"))

with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("now an error")
    except UserWarning as e:
        print("caught:", type(e).__name__, e)

warnings.filterwarnings("ignore", message="noisy")
warnings.warn("noisy library message")
warnings.warn("Noisy too, matched case-insensitively")
warnings.warn("quiet message is shown")
warnings.filterwarnings("ignore", category=RuntimeWarning)
warnings.warn("hidden", RuntimeWarning)
warnings.simplefilter("once")
for _ in range(2):
    warnings.warn("once only")
warnings.warn("once only")
warnings.filterwarnings('ignore')
warnings.warn("everything is ignored now")
risky(3)
try:
    warnings.warn("bad", category=int)
except TypeError as e:
    print(e)
try:
    warnings.simplefilter("loud")
except AssertionError as e:
    print("AssertionError:", e)
print("done")
