# argparse: usage wrapping for a long program name; parse_args() reads sys.argv[1:] (empty
# here), so a required positional ends the program with the usage and exit status 2.
import argparse
p = argparse.ArgumentParser(prog="a_really_long_program_name_for_testing_the_usage_wrapping_path.py")
for i in range(8):
    p.add_argument("--option-number-%d" % i, metavar="VALUE%d" % i, required=(i == 3))
p.add_argument("inputs", nargs="+")
p.add_argument("output")
p.print_help()
args = argparse.ArgumentParser()
args.add_argument("--epochs", type=int, default=3)
print(args.parse_args())
args.add_argument("data")
args.parse_args()
