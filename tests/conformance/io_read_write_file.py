# tf.io.write_file / tf.io.read_file and tf.io.gfile in the run's file system. Expected output
# from TF 2.20's source: WriteFile makes the file's missing folders (WriteFileOp calls
# RecursivelyCreateDir, core/kernels/whole_file_read_ops.cc); ReadFile returns the bytes as a
# scalar string, eagerly and inside a tf.function (one ReadFile op); a missing file is a
# NotFoundError whose message is "<path>; No such file or directory" (IOError in
# platform/errors.cc), inside the eager op's "{{function_node __wrapped__ReadFile...}} ...
# [Op:ReadFile] name: " frame. tf.io.gfile follows python/lib/io/file_io.py: GFile opens on
# first use, listdir raises "Could not find directory <path>", remove a missing file raises
# NotFoundError. listdir and glob order is the file system's, so the program sorts.
import tensorflow as tf

tf.io.write_file("data/hello.txt", "hello\nworld")
print(tf.io.gfile.exists("data"), tf.io.gfile.isdir("data"), tf.io.gfile.exists("data/hello.txt"))
contents = tf.io.read_file("data/hello.txt")
print(contents)
print(tf.strings.split(contents, "\n"))
tf.io.write_file(tf.constant("data/bytes.bin"), tf.constant(b"\x00\x01\x02"))
print(tf.io.read_file("data/bytes.bin").numpy())


@tf.function
def read_lines(path):
    print("tracing read_lines")
    return tf.strings.split(tf.io.read_file(path), "\n")


print(read_lines(tf.constant("data/hello.txt")))
tf.io.write_file("data/hello.txt", "changed\ntext\nhere")
print(read_lines(tf.constant("data/hello.txt")))
print([op.type for op in read_lines.get_concrete_function(tf.constant("x")).graph.get_operations()][:2])

try:
    tf.io.read_file("missing.txt")
except tf.errors.NotFoundError as e:
    print(type(e).__name__, e)

with tf.io.gfile.GFile("data/notes.csv", "w") as f:
    f.write("a,b\n")
    f.write("1,2\n")
with tf.io.gfile.GFile("data/notes.csv") as f:
    print(f.readlines())
with tf.io.gfile.GFile("data/notes.csv", "rb") as f:
    print(f.read())
print(sorted(tf.io.gfile.listdir("data")))
print(sorted(tf.io.gfile.glob("data/*.txt")), sorted(tf.io.gfile.glob("data/*.csv")))
tf.io.gfile.makedirs("out/a/b")
tf.io.gfile.makedirs("out/a/b")
print(tf.io.gfile.isdir("out/a/b"), sorted(tf.io.gfile.listdir("out")))
tf.io.gfile.copy("data/notes.csv", "out/notes.csv")
print(tf.io.gfile.GFile("out/notes.csv").read())
tf.io.gfile.remove("data/bytes.bin")
print(tf.io.gfile.exists("data/bytes.bin"))
try:
    tf.io.gfile.remove("data/bytes.bin")
except tf.errors.NotFoundError as e:
    print(type(e).__name__, e)
try:
    tf.io.gfile.listdir("nowhere")
except tf.errors.NotFoundError as e:
    print(type(e).__name__, e)
try:
    tf.io.gfile.GFile("nowhere.txt").read()
except tf.errors.NotFoundError as e:
    print(type(e).__name__, e)
tf.io.gfile.rmtree("out")
print(tf.io.gfile.exists("out"))
