// The tf module's op functions and the numpy module, through whole programs: eager and graph
// execution of the same expression give identical values (a property over many ops), NumPy's
// promotion rules, and a few texts.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

namespace {

struct Case {
  const char* inputs;  // Python expressions for the arguments, comma separated
  const char* expr;    // the body, over the parameters a, b
};

// Expressions whose eager result must equal the result of the traced graph, element for
// element (design rule: eager runs the same kernel as graph execution).
const Case kCases[] = {
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "a[0]"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "a[:, 1]"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "a[..., None]"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "a[::-1, ::2]"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "a[tf.newaxis, 1, -2:]"},
    {"tf.constant([1.5, -2.5, 3.0])", "a * 2.0 + 1.0"},
    {"tf.constant([1, 2, 3]), tf.constant([3, 2, 1])", "a // b + a % b - a * b"},
    {"tf.constant([1, 2, 3]), tf.constant([3, 2, 1])", "a / b"},
    {"tf.constant([1.0, 4.0, 9.0])", "tf.sqrt(a) + tf.exp(-a) - tf.math.log(a)"},
    {"tf.constant([[1.0, 2.0], [3.0, 4.0]])", "tf.matmul(a, a, transpose_a=True)"},
    {"tf.constant([[1.0, 2.0], [3.0, 4.0]])", "a @ a"},
    {"tf.constant([[1.0, 2.0], [3.0, 4.0]])", "tf.tensordot(a, a, axes=1)"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.reduce_sum(a, axis=0)"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.reduce_mean(a, axis=-1, keepdims=True)"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.reduce_max(a, axis=[0, 1])"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.argmax(a, axis=1)"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.transpose(a)"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.reshape(a, [3, -1])"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.concat([a, a], axis=1)"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.stack([a, a], axis=-1)"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.unstack(a)[1]"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.split(a, 3, axis=1)[2]"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.tile(a, [2, 1])"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.gather(a, [2, 0], axis=1)"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.slice(a, [1, 0], [1, 2])"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.expand_dims(a, 1)"},
    {"tf.constant([[1, 2, 3]])", "tf.squeeze(a)"},
    {"tf.constant([1, 2])", "tf.broadcast_to(a, [3, 2])"},
    {"tf.constant([1, 5, 10])", "tf.clip_by_value(a, 2, 8)"},
    {"tf.constant([True, False, True])", "tf.where(a, 1.0, -1.0)"},
    {"tf.constant([-1.0, 0.5, 2.0])", "tf.nn.relu(a) + tf.nn.sigmoid(a)"},
    {"tf.constant([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]])", "tf.nn.softmax(a)"},
    {"tf.constant([3.0, 4.0])", "tf.linalg.norm(a)"},
    {"tf.constant([1.7, -1.7])", "tf.cast(a, tf.int32)"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.zeros_like(a) + tf.ones_like(a)"},
    {"tf.constant([[1, 2, 3], [4, 5, 6]])", "tf.shape(a) * tf.size(a) + tf.rank(a)"},
    {"tf.constant(4)", "tf.eye(2) * tf.cast(a, tf.float32)"},
    {"tf.constant(0.5)", "tf.linspace(0.0, a, 3)"},
    // num=5: the step divides by 4, which grappler's division by a constant (x * 0.25) keeps exact.
    {"tf.constant([[0.0], [1.0]]), tf.constant([3.0, 7.0])", "tf.linspace(a, b, 5, axis=-1)"},
    {"tf.constant([0.0, 3.0]), tf.constant([0.0, 2.0])", "tf.math.xdivy(a, b) + tf.math.polyval([a, b], 2.0)"},
    {"tf.constant([2, 3]), tf.constant([4, 1, 1])", "tf.broadcast_dynamic_shape(tf.reshape(a, [2]), b[1:])"},
    {"tf.constant(['a', 'b'])", "tf.strings.join([a, a], separator='+')"},
    {"tf.constant(['ab', 'c'])", "tf.strings.length(a)"},
    {"tf.constant([[1, 2], [3, 4]])", "a == tf.constant([1, 2])"},
};

}  // namespace

TEST_CASE("property: eager and graph execution of the same ops give identical results") {
  for (const Case& c : kCases) {
    const std::string source =
        "import tensorflow as tf\n"
        "def body(a, b=None):\n"
        "    return " + std::string(c.expr) + "\n"
        "traced = tf.function(body)\n"
        "args = [" + c.inputs + "]\n"
        "print(body(*args))\n"
        "print(traced(*args))\n";
    auto r = run_program(source);
    INFO(c.expr);
    INFO(r.stderr_text);
    REQUIRE(r.result.ok);
    const std::string& out = r.stdout_text;
    // The two printed tensors (possibly multi-line) must be the same text.
    const size_t mid = out.find("tf.Tensor", 1);
    REQUIRE(mid != std::string::npos);
    CHECK(out.substr(0, mid) == out.substr(mid));
  }
}

TEST_CASE("numpy: NEP 50 promotion and NumPy 2 reprs") {
  auto r = run_program(
      "import numpy as np\n"
      "i32 = np.array([1, 2], dtype=np.int32)\n"
      "print(repr(i32 + 1), repr(i32 + 1.5), repr(i32 + np.float32(1)), repr(i32 + np.int64(1)))\n"
      "print(repr(np.array([1], np.uint8) + np.array([1], np.int8)), repr(np.array([1], np.int8) + np.float16(1)))\n"
      "print(repr(np.array([True]) + 1), repr(np.float32(2) * 2), repr(np.float64(2) / 4))\n"
      "try:\n    np.array([1], np.uint8) + 300\nexcept OverflowError as e:\n    print(e)\n"
      "try:\n    np.array([1, 2]) ** -1\nexcept ValueError as e:\n    print(e)\n");
  CHECK(r.stdout_text ==
        "array([2, 3], dtype=int32) array([2.5, 3.5]) array([2., 3.]) array([2, 3])\n"
        "array([2], dtype=int16) array([2.], dtype=float16)\n"
        "array([2]) np.float32(4.0) np.float64(0.5)\n"
        "Python integer 300 out of bounds for uint8\n"
        "Integers to negative integer powers are not allowed.\n");
}

TEST_CASE("numpy: indexing errors and reductions") {
  auto r = run_program(
      "import numpy as np\n"
      "a = np.arange(6).reshape(2, 3)\n"
      "print(a[1], a[:, -1], a[..., None].shape, a[a % 2 == 0], a[[1, 0]])\n"
      "print(a.sum(axis=1), a.mean(axis=0), np.max(a), np.argmax(a, axis=1), a.prod())\n"
      "for bad in (lambda: a[2], lambda: a[0, 0, 0], lambda: a.sum(axis=2)):\n"
      "    try:\n        bad()\n    except Exception as e:\n        print(type(e).__name__, e)\n");
  CHECK(r.stdout_text ==
        "[3 4 5] [2 5] (2, 3, 1) [0 2 4] [[3 4 5]\n [0 1 2]]\n"
        "[ 3 12] [1.5 2.5 3.5] 5 [2 2] 0\n"
        "IndexError index 2 is out of bounds for axis 0 with size 2\n"
        "IndexError too many indices for array: array is 2-dimensional, but 3 were indexed\n"
        "AxisError axis 2 is out of bounds for array of dimension 2\n");
}

TEST_CASE("numpy: float32 sums use NumPy's pairwise summation") {
  // 0.1 summed 1000 times in float32 (value checked against NumPy 1.24's pairwise summation,
  // numpy/_core/src/umath/loops_utils.h.src, which NumPy 2 keeps).
  auto r = run_program(
      "import numpy as np\n"
      "a = np.ones(1000, dtype=np.float32) * np.float32(0.1)\n"
      "print(a.sum(), a.sum() == np.float32(100.0))\n");
  CHECK(r.stdout_text == "100.000015 False\n");
}

TEST_CASE("unsupported NumPy features say so") {
  auto r = run_program(
      "import numpy as np\n"
      "import tensorflow as tf\n"
      "a = np.array([1.0, 2.0])\n"
      "alias = np.asarray(tf.constant([1.0]))  # TF's __array__ shares the tensor's memory\n"
      "for bad in (lambda: np.mean([]), lambda: np.einsum(a, [0], []), lambda: alias.__setitem__(0, 1)):\n"
      "    try:\n        bad()\n    except NotImplementedError as e:\n        print('NotImplementedError')\n");
  CHECK(r.stdout_text == "NotImplementedError\nNotImplementedError\nNotImplementedError\n");
}

TEST_CASE("numpy: floating-point errors warn as NumPy's default error state does, once per line") {
  auto r = run_program(
      "import numpy as np\n"
      "for z in (1000.0, 2000.0):\n"
      "    y = np.exp(np.array([z])) - np.inf\n"
      "print(y, np.array([1, 2]) // 0)\n");
  CHECK(r.stdout_text == "[nan] [0 0]\n");
  CHECK(r.stderr_text ==
        "main.py:3: RuntimeWarning: overflow encountered in exp\n"
        "  y = np.exp(np.array([z])) - np.inf\n"
        "main.py:3: RuntimeWarning: invalid value encountered in subtract\n"
        "  y = np.exp(np.array([z])) - np.inf\n"
        "main.py:4: RuntimeWarning: divide by zero encountered in floor_divide\n"
        "  print(y, np.array([1, 2]) // 0)\n");
}

TEST_CASE("complex tensors: ops without a complex kernel raise NotImplementedError") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "print(tf.constant(1 + 2j).dtype, tf.zeros([1], tf.complex64).dtype, tf.cast(1.0, 'complex64').dtype)\n"
      "try:\n    tf.reduce_prod(tf.constant([1j, 2j]))\nexcept NotImplementedError as e:\n    print(e)\n"
      "@tf.function\ndef f(x):\n    return tf.reduce_prod(x)\n"
      "try:\n    f(tf.constant([1j]))\nexcept NotImplementedError as e:\n    print(e)\n"
      "print(isinstance(1.5, complex), complex(1, 2))\n");
  CHECK(r.stdout_text ==
        "<dtype: 'complex128'> <dtype: 'complex64'> <dtype: 'complex64'>\n"
        "tfplay does not support this reduction on complex128 tensors (the Prod op)\n"
        "tfplay does not support this reduction on complex128 tensors (the Prod op)\n"
        "False (1+2j)\n");
}

TEST_CASE("numpy print options a program sets last one run, and unsupported ones say so") {
  auto r = run_program(
      "import numpy as np\n"
      "np.set_printoptions(precision=2)\n"
      "try:\n    np.set_printoptions(floatmode='fixed')\nexcept NotImplementedError as e:\n    print(e)\n");
  CHECK(r.stdout_text == "tfplay's numpy.set_printoptions does not support the floatmode option\n");
  auto next = run_program("import numpy as np\nprint(np.array([1 / 3]))\n");
  CHECK(next.stdout_text == "[0.33333333]\n");
}

TEST_CASE("a TensorArray returned by a tf.function is a variant tensor tfplay does not print") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\ndef f():\n    return tf.TensorArray(tf.float32, size=1).write(0, 1.0)\n"
      "try:\n    print(f())\nexcept NotImplementedError as e:\n    print('NotImplementedError')\n");
  CHECK(r.stdout_text == "NotImplementedError\n");
}
