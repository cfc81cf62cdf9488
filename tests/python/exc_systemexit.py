import sys
print('before exit')
sys.stdout.write('written directly\n')
print('to stderr', file=sys.stderr)
sys.exit(3)
print('never')
