# queue: FIFO, LIFO and priority queues in a single thread.
import queue

q = queue.Queue()
for i in range(3):
    q.put(i)
print(q.qsize(), q.empty(), q.full(), q.get(), q.get_nowait(), q.get(), q.empty())
try:
    q.get_nowait()
except queue.Empty:
    print('empty')
try:
    q.get(timeout=0.01)
except queue.Empty as e:
    print('empty after timeout', repr(e))
b = queue.Queue(maxsize=2)
b.put('a')
b.put_nowait('b')
print(b.full(), b.maxsize)
try:
    b.put('c', block=False)
except queue.Full:
    print('full')
s = queue.LifoQueue()
for x in 'abc':
    s.put(x)
print([s.get() for _ in range(3)])
p = queue.PriorityQueue()
for item in [(3, 'low'), (1, 'high'), (2, 'mid')]:
    p.put(item)
print(p.queue, [p.get()[1] for _ in range(3)])
q.put(1)
q.task_done()
try:
    q.task_done()
except ValueError as e:
    print(e)
sq = queue.SimpleQueue()
sq.put(5)
print(sq.qsize(), sq.get(), sq.empty(), issubclass(queue.Empty, Exception), queue.Queue.__name__)
