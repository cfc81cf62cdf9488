loaded = True
raise ValueError("broken on purpose")
