# A plain SyntaxError shows the line and a caret.
print('never printed')
x = (1 +
y = 2 3
