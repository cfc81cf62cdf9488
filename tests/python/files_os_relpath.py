# os.path.relpath and os.path.commonprefix, which Keras's directory datasets use to name files
# relative to their class folder.
import os
import tempfile

os.chdir(tempfile.mkdtemp())
print(os.path.relpath("a/b/c.txt", "a"), os.path.relpath("a/b", "a/b"), os.path.relpath("a", "a/b/c"))
print(os.path.relpath("/x/y", "/x/z/w"), os.path.relpath("data/pos"), os.path.relpath(os.getcwd() + "/q/r"))
print(os.path.commonprefix(["interval", "internal", "intern"]), repr(os.path.commonprefix([])))
print(os.path.commonprefix([["a", "b", "c"], ["a", "b", "d"]]), os.path.commonprefix(["same"]))
try:
    os.path.relpath("")
except ValueError as e:
    print("ValueError:", e)
