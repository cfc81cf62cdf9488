# np.random.multinomial, the sampler of the keras.io "Character-level text generation with LSTM"
# example (sample(preds, temperature): np.random.multinomial(1, preds, 1) then np.argmax).
# RandomState.multinomial (numpy/random/mtrand.pyx) reads pvals as a 1-d float64 array
# (TypeError "pvals must be a 1-d sequence" for a scalar), checks them with CONS_BOUNDED_0_1
# ("pvals < 0, pvals > 1 or pvals contains NaNs") and kahan_sum(pvals[:-1]) <= 1 + 1e-12
# ("sum(pvals[:-1]) > 1.0"), shapes the int64 result (operator.index(size), d) or
# tuple(size) + (d,), checks n ("n < 0"), and draws with distributions.c random_multinomial:
# binomial(n_left, p_j / p_left) for all outcomes but the last, which gets the rest. The values
# for seed 1234567890 are those of NumPy's own test (numpy/random/tests/test_random.py
# TestRandomDist.test_multinomial).
import numpy as np

np.random.seed(1234567890)
print(np.random.multinomial(20, [1 / 6.] * 6, size=(3, 2)))
p = [0.5, 0.5]
print(np.random.multinomial(1, p).shape, np.random.multinomial(1, p, np.int64(1)).shape,
      np.random.multinomial(1, p, [2, 2]).shape, np.random.multinomial(1, p, np.array((2, 2))).shape)
print(np.random.multinomial(100, [0.2, 0.8, 0.0, 0.0, 0.0])[2:], np.random.multinomial(5, [0.0, 1.0]))
print(np.random.multinomial(7, [0.3, 0.3, 0.4], 4).sum(axis=1), np.random.multinomial(3, p).dtype)


def sample(preds, temperature=1.0):
    # helper function to sample an index from a probability array
    preds = np.asarray(preds).astype("float64")
    preds = np.log(preds) / temperature
    exp_preds = np.exp(preds)
    preds = exp_preds / np.sum(exp_preds)
    probas = np.random.multinomial(1, preds, 1)
    return probas.shape, int(probas.sum()), type(np.argmax(probas)).__name__


print(sample(np.array([0.1, 0.2, 0.3, 0.4], dtype="float32"), 0.5))


def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)


attempt(lambda: np.random.multinomial(10, 0.5))
attempt(lambda: np.random.multinomial(10, [[0, 1]]))
attempt(lambda: np.random.multinomial(10, [1.0, 2.0]))
attempt(lambda: np.random.multinomial(10, [0.7, 0.6, 0.1]))
attempt(lambda: np.random.multinomial(10, [np.nan, 1.0]))
attempt(lambda: np.random.multinomial(-1, p))
attempt(lambda: np.random.multinomial(1, p, 1.0))
attempt(lambda: np.random.multinomial(4, []))
