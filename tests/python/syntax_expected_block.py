# 3.12 expected output (syntax_expected_block.expected): 3.12 underlines the whole first token of the unindented line (3.11: one caret); Parser/pegen_errors.c _PyPegen_raise_error and Python/pythonrun.c print_error_text.
# A compound statement without an indented body.
print('never printed')
def f():
return 1
