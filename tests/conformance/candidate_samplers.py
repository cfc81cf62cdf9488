# tf.random.log_uniform_candidate_sampler and uniform_candidate_sampler, as the word2vec
# tutorial draws negative samples (candidate_sampling_ops.py: seeds from random_seed.get_seed,
# then the LogUniformCandidateSampler / UniformCandidateSampler kernels of
# candidate_sampler_ops.cc with range_sampler.cc's samplers: a SimplePhilox over the kernel's
# Philox generator, 2048 uint32 reserved per sampled candidate, rejection until new when
# unique, ExpectedCountHelper's counts). The first result is the tutorial's own printed output
# (vocab_size 8, num_ns 4, SEED 42); an eager kernel keeps its generator from call to call.
import tensorflow as tf

SEED = 42
context_class = tf.reshape(tf.constant(3, dtype="int64"), (1, 1))
negative_sampling_candidates, _, _ = tf.random.log_uniform_candidate_sampler(
    true_classes=context_class, num_true=1, num_sampled=4, unique=True, range_max=8, seed=SEED,
    name="negative_sampling")
print(negative_sampling_candidates)

result = tf.random.log_uniform_candidate_sampler(context_class, 1, 4, True, 8, seed=SEED)
print(result)
print(type(result).__name__, result._fields)

print(tf.random.uniform_candidate_sampler([[0, 1], [5, 9]], 2, 6, False, 10, seed=7))
print(tf.random.log_uniform_candidate_sampler([[1]], 1, 5, False, 1000, seed=3).sampled_candidates)


@tf.function
def negatives(classes):
    return tf.random.log_uniform_candidate_sampler(classes, 1, 3, True, 50, seed=11).sampled_candidates


print(negatives(tf.constant([[4]], tf.int64)), negatives(tf.constant([[4]], tf.int64)))

for args in [([1, 2], 1, 2, True, 8), ([[1, 2]], 1, 2, True, 8), ([[1]], 1, 9, True, 8)]:
    try:
        tf.random.log_uniform_candidate_sampler(*args, seed=1)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e)

# The op's attrs have minimums (num_true, num_sampled, range_max: int >= 1), checked before the
# kernel runs (node_def_util.cc ValidateAttrValue).
for kwargs in [dict(num_sampled=0), dict(num_sampled=-1), dict(range_max=0)]:
    args = dict(true_classes=[[1]], num_true=1, num_sampled=2, unique=False, range_max=8, seed=1)
    args.update(kwargs)
    try:
        tf.random.uniform_candidate_sampler(**args)
    except tf.errors.InvalidArgumentError as e:
        print(str(e).split("\n")[0])
