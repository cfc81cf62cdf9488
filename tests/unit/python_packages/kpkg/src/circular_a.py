import kpkg.src.circular_b
X = 1
