# An unexpected indent is an IndentationError before anything runs.
print('never printed')
x = 1
    y = 2
