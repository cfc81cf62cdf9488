# difflib (CPython 3.12's Lib/difflib.py): unified, context and ndiff deltas with '?' guides,
# restore, get_close_matches, SequenceMatcher's blocks, opcodes and ratios (junk, autojunk).
import difflib
import random

a = ["import tensorflow as tf\n", "\n", "x = tf.constant([1, 2, 3])\n", "y = x * 2\n", "print(y)\n", "model.fit(x, y, epochs=5)\n", "done\n"]
b = ["import tensorflow as tf\n", "import numpy as np\n", "\n", "x = tf.constant([1, 2, 4])\n", "y = x * 3\n", "print(y)\n", "model.fit(x, y, epochs=10)\n"]
print("".join(difflib.unified_diff(a, b, fromfile="old.py", tofile="new.py")))
print("".join(difflib.unified_diff(a, b, n=0, lineterm="\n")))
print("".join(difflib.context_diff(a, b, fromfile="old.py", tofile="new.py", fromfiledate="d1", tofiledate="d2")))
delta = list(difflib.ndiff(a, b))
print("".join(delta))
print("".join(difflib.restore(delta, 1)) == "".join(a), "".join(difflib.restore(delta, 2)) == "".join(b))
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
print(difflib.get_close_matches("Dense", ["Dense", "dense", "Dropout", "Conv2D", "DenseFeatures"], n=2, cutoff=0.3))
s = difflib.SequenceMatcher(None, "abxcd", "abcd")
print(s.ratio(), s.quick_ratio(), s.real_quick_ratio(), s.get_matching_blocks(), s.get_opcodes())
s = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.find_longest_match(0, 29, 0, 38), list(s.get_grouped_opcodes(1)))
random.seed(5)
for trial in range(40):
    x = "".join(random.choice("abcde ") for _ in range(random.randint(0, 40)))
    y = "".join(random.choice("abcde ") for _ in range(random.randint(0, 40)))
    m = difflib.SequenceMatcher(None, x, y)
    print(m.get_opcodes(), round(m.ratio(), 6))
big_a = [random.choice("ab") for _ in range(300)]
big_b = [random.choice("abc") for _ in range(300)]
m = difflib.SequenceMatcher(None, big_a, big_b)
print(sorted(m.bpopular), len(m.get_matching_blocks()), m.ratio())
m = difflib.SequenceMatcher(None, big_a, big_b, autojunk=False)
print(len(m.get_matching_blocks()), m.ratio())
lines1 = ["line %d\n" % random.randint(0, 9) for _ in range(30)]
lines2 = ["line %d\n" % random.randint(0, 9) for _ in range(30)]
print("".join(difflib.ndiff(["abcdefg hij\n", "same\n"], ["abXdefg  hij\n", "same\n", "new\n"])))
print("".join(difflib.unified_diff(lines1, lines2)))
print("".join(difflib.ndiff(lines1, lines2)))
print(difflib.IS_LINE_JUNK("  # \n"), difflib.IS_LINE_JUNK("x"), difflib.IS_CHARACTER_JUNK("\t"))
try:
    list(difflib.unified_diff([1], ["a"]))
except TypeError as e:
    print(e)
try:
    difflib.get_close_matches("a", [], n=0)
except ValueError as e:
    print(e)
