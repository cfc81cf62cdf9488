# queue: CPython 3.12's queue classes for a single-threaded program. tfplay runs no threads,
# so a call that would block forever (get() on an empty queue, put() on a full one, without a
# timeout) raises NotImplementedError saying so instead of hanging; with block=False or a
# timeout they raise Empty / Full as CPython does once the wait ends.
from collections import deque
import heapq

__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue', 'SimpleQueue']


class Empty(Exception):
    'Exception raised by Queue.get(block=0)/get_nowait().'
    pass


class Full(Exception):
    'Exception raised by Queue.put(block=0)/put_nowait().'
    pass


def _would_block(what):
    raise NotImplementedError("queue: %s would wait forever: tfplay runs no other threads that could "
                              "change the queue (pass block=False or a timeout)" % what)


class Queue:
    '''Create a queue object with a given maximum size (0 or less: unbounded).'''

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        '''Indicate that a formerly enqueued task is complete.'''
        if self.unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self.unfinished_tasks -= 1

    def join(self):
        '''Blocks until all items in the Queue have been gotten and processed.'''
        if self.unfinished_tasks:
            _would_block('join() with unfinished tasks')

    def qsize(self):
        '''Return the approximate size of the queue.'''
        return self._qsize()

    def empty(self):
        '''Return True if the queue is empty.'''
        return not self._qsize()

    def full(self):
        '''Return True if the queue is full.'''
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        '''Put an item into the queue.'''
        if self.maxsize > 0 and self._qsize() >= self.maxsize:
            if not block:
                raise Full
            if timeout is None:
                _would_block('put() on a full queue')
            if timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            raise Full
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        '''Remove and return an item from the queue.'''
        if not self._qsize():
            if not block:
                raise Empty
            if timeout is None:
                _would_block('get() on an empty queue')
            if timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            raise Empty
        return self._get()

    def put_nowait(self, item):
        '''Put an item into the queue without blocking.'''
        return self.put(item, block=False)

    def get_nowait(self):
        '''Remove and return an item from the queue without blocking.'''
        return self.get(block=False)

    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    def __class_getitem__(cls, item):
        return cls


class PriorityQueue(Queue):
    '''Variant of Queue that retrieves open entries in priority order (lowest first).'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heapq.heappush(self.queue, item)

    def _get(self):
        return heapq.heappop(self.queue)


class LifoQueue(Queue):
    '''Variant of Queue that retrieves most recently added entries first.'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    '''Simple, unbounded FIFO queue.'''

    def __init__(self):
        self._queue = deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        if not self._queue:
            if not block or timeout is not None:
                raise Empty
            _would_block('get() on an empty queue')
        return self._queue.popleft()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return not self._queue

    def qsize(self):
        return len(self._queue)

    def __class_getitem__(cls, item):
        return cls
