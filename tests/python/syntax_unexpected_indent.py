# 3.12 expected output (syntax_unexpected_indent.expected): 3.12 reports the error at the tokenizer's cursor, inside the indentation, so it prints no caret (3.11: one caret); Parser/pegen_errors.c _PyPegen_raise_error and Python/pythonrun.c print_error_text.
# An unexpected indent is an IndentationError before anything runs.
print('never printed')
x = 1
    y = 2
