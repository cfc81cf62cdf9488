# AutoGraph loops from the tf.function guide: a tensor while with a tensor if (Collatz steps of 6
# and 27: 8 and 111), continue in a loop over a tensor, a Python range over a Python int unrolled
# into a list, a TensorArray in a tf.range loop, and a Python list appended inside a TF loop and
# returned (the body's tensor leaks: InaccessibleTensorError, as the guide warns; lists are not
# converted by default since AutoGraph's LISTS feature is optional).
import tensorflow as tf

@tf.function
def collatz(n):
    steps = tf.constant(0)
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps

print(collatz(tf.constant(6)))
print(collatz(tf.constant(27)))

@tf.function
def sum_even(items):
    s = 0
    for c in items:
        if c % 2 > 0:
            continue
        s += c
    return s

print(sum_even(tf.constant([10, 12, 15, 20])))

@tf.function
def py_loop(n):
    acc = []
    for i in range(n):
        acc.append(i * i)
    return tf.stack(acc)

print(py_loop(4))

@tf.function
def ta_loop(n):
    ta = tf.TensorArray(tf.int32, size=0, dynamic_size=True)
    for i in tf.range(n):
        ta = ta.write(i, i * i)
    return ta.stack()

print(ta_loop(tf.constant(4)))

@tf.function
def leaky(n):
    out = []
    for i in tf.range(n):
        out.append(i)
    return out

try:
    leaky(tf.constant(3))
except Exception as e:
    print(type(e).__name__)
