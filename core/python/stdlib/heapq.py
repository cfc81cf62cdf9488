# heapq: the binary min-heap functions of CPython 3.12's heapq over plain lists. The sift
# steps follow the same order of comparisons and moves as CPython's (Modules/_heapqmodule.c),
# so a heap printed after any sequence of pushes and pops lists its items as CPython's does.

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


def _need_list(name, heap, which=" 1"):
    if not isinstance(heap, list):
        raise TypeError("%s() argument%s must be list, not %s" % (name, which, type(heap).__name__))


def _move_up(heap, top, pos):
    # The item at pos climbs while it is smaller than its parent (never above index `top`).
    item = heap[pos]
    while pos > top:
        parent = (pos - 1) >> 1
        above = heap[parent]
        if item < above:
            heap[pos] = above
            pos = parent
            continue
        break
    heap[pos] = item


def _move_down(heap, pos):
    # The hole at pos sinks to a leaf along the smaller children, then its item climbs back.
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _move_up(heap, start, pos)


def heappush(heap, item):
    """Push item onto heap, maintaining the heap invariant."""
    _need_list("heappush", heap)
    heap.append(item)
    _move_up(heap, 0, len(heap) - 1)


def heappop(heap):
    """Pop the smallest item off the heap, maintaining the heap invariant."""
    _need_list("heappop", heap)
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if heap:
        smallest = heap[0]
        heap[0] = last
        _move_down(heap, 0)
        return smallest
    return last


def heapreplace(heap, item):
    """Pop and return the current smallest value, and add the new item."""
    _need_list("heapreplace", heap)
    if not heap:
        raise IndexError("index out of range")
    smallest = heap[0]
    heap[0] = item
    _move_down(heap, 0)
    return smallest


def heappushpop(heap, item):
    """Fast version of a heappush followed by a heappop."""
    _need_list("heappushpop", heap)
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _move_down(heap, 0)
    return item


def heapify(x):
    """Transform list into a heap, in-place, in O(len(x)) time."""
    _need_list("heapify", x, "")
    for i in reversed(range(len(x) // 2)):
        _move_down(x, i)


def _move_up_max(heap, top, pos):
    item = heap[pos]
    while pos > top:
        parent = (pos - 1) >> 1
        above = heap[parent]
        if above < item:
            heap[pos] = above
            pos = parent
            continue
        break
    heap[pos] = item


def _move_down_max(heap, pos):
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[right] < heap[child]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _move_up_max(heap, start, pos)


def _heapify_max(x):
    for i in reversed(range(len(x) // 2)):
        _move_down_max(x, i)


def _heappop_max(heap):
    last = heap.pop()
    if heap:
        largest = heap[0]
        heap[0] = last
        _move_down_max(heap, 0)
        return largest
    return last


def _heapreplace_max(heap, item):
    largest = heap[0]
    heap[0] = item
    _move_down_max(heap, 0)
    return largest


def merge(*iterables, key=None, reverse=False):
    """Merge multiple sorted inputs into a single sorted output (a generator)."""
    entries = []
    for order, it in enumerate(map(iter, iterables)):
        for value in it:
            entries.append([value if key is None else key(value), order, value, it])
            break
    def before(a, b):
        if reverse:
            if b[0] < a[0]:
                return True
            if a[0] < b[0]:
                return False
        else:
            if a[0] < b[0]:
                return True
            if b[0] < a[0]:
                return False
        return a[1] < b[1]

    while entries:
        best = 0
        for k in range(1, len(entries)):
            if before(entries[k], entries[best]):
                best = k
        entry = entries[best]
        yield entry[2]
        for value in entry[3]:
            entry[0] = value if key is None else key(value)
            entry[2] = value
            break
        else:
            del entries[best]


def nsmallest(n, iterable, key=None):
    """Find the n smallest elements in a dataset: sorted(iterable, key=key)[:n]."""
    if n <= 0:
        return []
    return sorted(iterable, key=key)[:n]


def nlargest(n, iterable, key=None):
    """Find the n largest elements in a dataset: sorted(iterable, key=key, reverse=True)[:n]."""
    if n <= 0:
        return []
    return sorted(iterable, key=key, reverse=True)[:n]
