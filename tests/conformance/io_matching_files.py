# tf.io.matching_files (TF 2.20's MatchingFiles op, io_ops.cc and matching_files_op.cc, over
# Env::GetMatchingPaths in tsl/platform/file_system_helper.cc): the sorted paths matching one or
# more patterns as a string vector, eagerly and in a tf.function (shape (None,) while tracing). A
# pattern with no directory part is matched under "./" and so are its results (PatchPattern, then
# JoinPath(".", child)); a pattern without wildcards is itself when it exists; '*', '?' and
# [...] stay within one path component (fnmatch with FNM_PATHNAME); an empty pattern or a missing
# folder matches nothing. tf.io.gfile.glob shares the matcher. The kernel wants a scalar or a
# vector of patterns; the shape function a rank of at most 1.
import tensorflow as tf

for path in ["train.csv", "test.csv", "notes.txt", "logs/a1.txt", "logs/a2.txt", "logs/b1.txt", "logs/old/c.txt",
             "/data/x.csv", "/data/y.csv"]:
    tf.io.write_file(path, "1,2\n")

print(tf.io.matching_files("*.csv"))
print(tf.io.matching_files("logs/a?.txt"))
print(tf.io.matching_files(["logs/[ab]1.txt", "/data/*.csv", "notes.txt"]))
print(tf.io.matching_files("logs/*/*.txt"))
print(tf.io.matching_files("missing/*.txt"), tf.io.matching_files(""))
print(tf.io.gfile.glob("*.txt"), tf.io.gfile.glob("logs/*"))


@tf.function
def find(pattern):
    names = tf.io.matching_files(pattern)
    print("tracing", names)
    return names


print(find("logs/*1.txt"))
print(find(tf.constant(["/data/y.csv", "*.csv"])))
try:
    tf.io.matching_files([["*.csv"]])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e.message)
try:
    tf.function(lambda p: tf.io.matching_files(p)).get_concrete_function(tf.TensorSpec([1, 1], tf.string))
except ValueError as e:
    print(str(e).strip().splitlines()[-1].strip())
