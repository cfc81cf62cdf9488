# A call spanning several lines: CPython 3.12 marks it from its start to the end of its first
# line (traceback.py marks a multi-line position up to the line's end).
def ratio(total, count):
    return total / count


scores = [3, 4]
average = ratio(sum(scores),
                len(scores) - 2)
