# The exit uses the exception's code attribute, also when the program assigned it.
e = SystemExit(4)
e.code = "changed code"
raise e
