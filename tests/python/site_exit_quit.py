# exit and quit: the site module's _sitebuiltins.Quitter instances, calling them raises SystemExit.
print(repr(exit), repr(quit), type(quit).__name__, type(exit).__module__)
print(str(exit))
for q in (exit, quit):
    for args in [(), (3,), ("msg",), (None,)]:
        try:
            q(*args)
        except SystemExit as e:
            print(repr(e.code), e.args)
try:
    exit(code=5)
except SystemExit as e:
    print(e.code)
quit("bye")
