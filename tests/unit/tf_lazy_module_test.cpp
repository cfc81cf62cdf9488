// The tensorflow module's lazy attributes (core/tf/lazy_module.h): a run that does not use
// tf.train, tf.io.gfile, tf.Module, ... does not run their library modules; one that does sees
// them as if they had been there from the start (values, dir(), hasattr, signatures, stubs).
#include <doctest/doctest.h>

#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

TEST_CASE("tf's library modules run on first use, not at import") {
  auto r = run_program(
      "import sys\nimport tensorflow as tf\n"
      "names = ['tensorflow.python.checkpoint.checkpoint', 'tensorflow.python.lib.io.file_io',\n"
      "         'tensorflow.python.module.module', 'tensorflow.python.types.trace', 'collections']\n"
      "print([n in sys.modules for n in names])\n"
      "tf.train.Checkpoint\nprint([n in sys.modules for n in names])\n"
      "print(tf.io.gfile.exists('/nothing'), [n in sys.modules for n in names])\n");
  CHECK(r.stderr_text == "");
  CHECK(r.stdout_text ==
        "[False, False, False, False, False]\n"
        "[True, False, False, False, True]\n"
        "False [True, True, False, False, True]\n");
}

TEST_CASE("a lazy attribute is listed, found and signed before and after it is loaded") {
  auto r = run_program(
      "import inspect\nimport tensorflow as tf\n"
      "print('gfile' in dir(tf.io), hasattr(tf.train, 'Example'), '__dir__' in dir(tf.config))\n"
      "from tensorflow.io import gfile\nprint(gfile.__name__)\n"
      "print(inspect.signature(tf.io.parse_single_example))\n"
      "print(tf.config.list_physical_devices()[0].device_type, tf.config.PhysicalDevice.__module__)\n"
      "print(issubclass(tf.TensorSpec, tf.types.experimental.TraceType), issubclass(tf.TensorSpec, tf.TypeSpec))\n"
      "try:\n    tf.train.ClusterSpec()\nexcept NotImplementedError as e:\n    print(e)\n");
  CHECK(r.stderr_text == "");
  CHECK(r.stdout_text ==
        "True True False\n"
        "tensorflow._api.v2.io.gfile\n"
        "(serialized, features, example_names=None, name=None)\n"
        "CPU tensorflow.python.eager.context\n"
        "True True\n"
        "tfplay does not implement tf.train.ClusterSpec yet\n");
}
