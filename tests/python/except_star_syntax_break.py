# An except* clause cannot be left with break, continue or return (compiler_unwind_fblock_stack).
for i in range(3):
    try:
        raise ValueError(i)
    except* ValueError:
        for j in range(2):
            break
        continue
