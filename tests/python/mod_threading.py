# threading in a single-threaded program: local, Lock, RLock, the main thread.
import threading

data = threading.local()
data.x = 1
print(data.x, hasattr(data, 'y'))

lock = threading.Lock()
print(type(lock), lock.locked(), lock.acquire(), lock.locked(), lock.acquire(False), lock.acquire(timeout=0.01))
lock.release()
with lock:
    print('inside', lock.locked())
print('after', lock.locked(), repr(lock).startswith('<unlocked _thread.lock object at 0x'))
try:
    lock.release()
except RuntimeError as exc:
    print('RuntimeError:', exc)
try:
    lock.acquire(False, 1)
except ValueError as exc:
    print('ValueError:', exc)

rlock = threading.RLock()
with rlock:
    with rlock:
        print('reentered', repr(rlock).startswith('<locked _thread.RLock object owner='))
print(repr(rlock).startswith('<unlocked _thread.RLock object owner=0 count=0 at 0x'))
try:
    rlock.release()
except RuntimeError as exc:
    print('RuntimeError:', exc)

main = threading.current_thread()
print(main.name, main is threading.main_thread(), threading.active_count(), threading.get_ident() == main.ident)
print(repr(main).startswith('<_MainThread(MainThread, started '), main.is_alive(), main.daemon)
