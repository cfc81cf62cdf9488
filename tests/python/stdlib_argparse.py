# argparse (CPython 3.12's Lib/argparse.py): parsing optionals (=value, attached short values,
# abbreviations, counts, append, BooleanOptionalAction, nargs), positionals, defaults converted
# by type, the help and usage layout at 80 columns, and the error messages with exit status 2.
import argparse
import sys


def attempt(parser, args):
    try:
        print(parser.parse_args(args))
    except SystemExit as e:
        print("exit", e.code)


p = argparse.ArgumentParser(description="Train a model on some data for a while with options that are described here at length.")
p.add_argument("data", help="path to the data")
p.add_argument("-e", "--epochs", type=int, default=10, help="number of epochs to train the model for, a long help text that wraps around")
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--verbose", action="store_true", help="chatty")
p.add_argument("--mode", choices=["train", "eval"], default="train", help="one of %(choices)s (default %(default)s)")
p.add_argument("--layers", nargs="+", type=int)
print(p.parse_args(["d", "--epochs", "3", "--layers", "1", "2"]))
print(p.parse_args(["--lr=0.5", "-e5", "x", "--verbose", "--mode", "eval"]))
print(p.parse_args(["--ep", "7", "x"]))
p.print_help()
print(repr(p.format_usage()))
sys.stderr = sys.stdout
for bad in [[], ["x", "--epochs", "z"], ["x", "--mode", "bad"], ["x", "--epochs"], ["x", "y"], ["x", "--foo"], ["x", "--layers"], ["-h"]]:
    attempt(p, bad)
sys.stderr = sys.__stderr__

q = argparse.ArgumentParser(prog="tool", formatter_class=argparse.ArgumentDefaultsHelpFormatter, epilog="See the docs.")
q.add_argument("-v", "--verbose", action="count", default=0)
q.add_argument("--tag", action="append")
q.add_argument("--flag", action=argparse.BooleanOptionalAction, default=True, help="a switch")
q.add_argument("--batch-size", type=int, default=32, help="batch size")
q.add_argument("files", nargs="*", default=[])
q.add_argument("--opt", nargs="?", const="C", default="D")
g = q.add_mutually_exclusive_group()
g.add_argument("--cpu", action="store_true")
g.add_argument("--gpu", action="store_true")
grp = q.add_argument_group("model", "Model settings.")
grp.add_argument("--units", type=int, default=64, metavar="N", help="units per layer")
print(q.parse_args([]))
print(q.parse_args(["-vvv", "--tag", "a", "--tag", "b", "--no-flag", "--batch-size", "8", "f1", "f2", "--opt"]))
print(q.parse_args(["--opt", "X", "-v", "--cpu", "--units", "3"]))
q.print_help()
sys.stderr = sys.stdout
attempt(q, ["--cpu", "--gpu"])
sys.stderr = sys.__stderr__
ns = argparse.Namespace(a=1, b="x")
print(ns, ns.a, "a" in ns, ns == argparse.Namespace(a=1, b="x"), vars(ns))
print(p.parse_known_args(["x", "--zzz", "1"]))
r = argparse.ArgumentParser(prog="r", add_help=False)
r.add_argument("n", type=int, nargs=2)
r.add_argument("--version", action="version", version="%(prog)s 1.0")
print(r.parse_args(["1", "2"]))
r.print_usage()
try:
    r.parse_args(["--version"])
except SystemExit as e:
    print("exit", e.code)
try:
    r.add_argument("--version")
except argparse.ArgumentError as e:
    print(e)
try:
    r.add_argument("--x", action="nope")
except ValueError as e:
    print(e)
try:
    r.add_argument("y", required=True)
except TypeError as e:
    print(e)
s = argparse.ArgumentParser(exit_on_error=False)
s.add_argument("--n", type=int)
try:
    s.parse_args(["--n", "q"])
except argparse.ArgumentError as e:
    print("ArgumentError:", e)
def positive(v):
    n = int(v)
    if n <= 0:
        raise argparse.ArgumentTypeError("%r is not positive" % v)
    return n
t = argparse.ArgumentParser(prog="t")
t.add_argument("--k", type=positive, default="5")
print(t.parse_args([]), t.get_default("k"))
sys.stderr = sys.stdout
attempt(t, ["--k", "-3"])
attempt(t, ["--k", "0"])
sys.stderr = sys.__stderr__
print(t.parse_args(args=sys.argv[1:]))
t.set_defaults(extra=1)
print(t.parse_args([]))
