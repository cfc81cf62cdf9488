# A compound statement without an indented body.
print('never printed')
def f():
return 1
