# An uncaught SystemExit with several arguments prints its code (the tuple) to stderr and exits 1.
print("before")
raise SystemExit(1, 2)
