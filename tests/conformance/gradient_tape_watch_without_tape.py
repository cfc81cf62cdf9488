# GradientTape.watch when the tape has no underlying tape: before the first `with` and after a
# non-persistent tape computed its gradients. TF 2.20's backprop.py GradientTape.watch calls
# tape.watch / tape.watch_variable (eager/tape.py), which pass `tape._tape` to pywrap_tfe.
# GradientTape._tape is None at those times (__init__; gradient() sets it to None for a
# non-persistent tape), so Python raises AttributeError reading `None._tape`. A tape that was
# entered and exited still has its tape, so watching then raises nothing. reset() outside the
# context is _pop_tape's ValueError.
import tensorflow as tf

x = tf.Variable(2.0)
c = tf.constant(3.0)

tape = tf.GradientTape()
for value in (x, c, [c, x]):
    try:
        tape.watch(value)
    except AttributeError as e:
        print("AttributeError:", e)

with tf.GradientTape() as t:
    y = x * c
t.watch(c)  # exited, not yet used: the tape is still there
print(t.gradient(y, x))
try:
    t.watch(x)
except AttributeError as e:
    print("AttributeError:", e)

try:
    tf.GradientTape().reset()
except ValueError as e:
    print("ValueError:", e)

# The usual order works: watch inside the context.
with tf.GradientTape() as t:
    t.watch(c)
    y = c * c
print(t.gradient(y, c))
