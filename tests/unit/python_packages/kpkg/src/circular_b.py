from kpkg.src import circular_a

seen_partial = not hasattr(circular_a, "X")
from kpkg.src.circular_a import X
