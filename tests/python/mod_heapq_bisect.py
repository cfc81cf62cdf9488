# heapq and bisect: the heap's layout after pushes and pops, the merge/nlargest helpers and
# binary search with key=.
import heapq
import bisect

h = []
for x in [5, 3, 8, 1, 9, 2, 7, 1, 6]:
    heapq.heappush(h, x)
print(h)
print([heapq.heappop(h) for _ in range(3)], h)
data = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
heapq.heapify(data)
print(data)
print(heapq.heapreplace(data, 10), data, heapq.heappushpop(data, -1), heapq.heappushpop(data, 4), data)
print(heapq.nlargest(3, [1, 8, 2, 9, 3]), heapq.nsmallest(2, [5, 1, 4, 1]), heapq.nsmallest(0, [1]), heapq.nlargest(5, []))
print(heapq.nlargest(2, ['bb', 'a', 'ccc', 'dd'], key=len), heapq.nsmallest(2, [(2, 'b'), (1, 'z'), (1, 'a')]))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])), list(heapq.merge('ace', 'bdf')))
print(list(heapq.merge([5, 3], [4, 1], reverse=True)), list(heapq.merge(['a', 'BB'], ['ccc'], key=len)))
tasks = []
for item in [(3, 'write'), (1, 'plan'), (2, 'code'), (1, 'eat')]:
    heapq.heappush(tasks, item)
print(tasks, [heapq.heappop(tasks)[1] for _ in range(4)])
for bad in [lambda: heapq.heappop([]), lambda: heapq.heappush((), 1), lambda: heapq.heapify('abc'), lambda: heapq.heapreplace([], 1)]:
    try:
        bad()
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
a = [1, 2, 4, 4, 4, 7]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 4), bisect.bisect(a, 0), bisect.bisect(a, 9))
print(bisect.bisect_left(a, 4, 4), bisect.bisect_right(a, 4, 0, 3), bisect.bisect_left(a, 4, hi=2))
bisect.insort(a, 5)
bisect.insort_left(a, 4)
bisect.insort_right(a, 0)
print(a)
people = [('ann', 20), ('bob', 25), ('cy', 31)]
print(bisect.bisect_left(people, 25, key=lambda p: p[1]), bisect.bisect_right(people, 25, key=lambda p: p[1]))
bisect.insort(people, ('dee', 27), key=lambda p: p[1])
print(people)
grades = 'FDCBA'
print([grades[bisect.bisect([60, 70, 80, 90], s)] for s in [33, 99, 77, 70, 89, 90, 100]])
try:
    bisect.bisect([1], 1, -1)
except ValueError as e:
    print(e)
