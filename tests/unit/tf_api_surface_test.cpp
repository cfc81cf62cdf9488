// TF's API surface: declared signatures, argument binding and the stubs (core/tf/api_surface.h),
// the API table's parser (core/tf/api_table.h), and protobuf text (core/graph/proto_message.h).
#include <doctest/doctest.h>

#include "core/graph/proto_message.h"
#include "core/tf/api_table.h"
#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

TEST_CASE("the API table parses functions, keyword-only parameters, kinds and constants") {
  auto scopes = tfplay::tf::parse_api_table(
      "module tf.demo\n"
      "f(x, y=None, *args, k=tf.int64, **kwargs) as f_v2\n"
      "sub: module\n"
      "ANSWER = 42\n"
      "class tf.Demo\n"
      "classmethod make(cls, value)\n"
      "static build(value, name='b')\n");
  REQUIRE(scopes.size() == 2);
  const auto& f = scopes[0].members[0];
  CHECK(f.name == "f");
  CHECK(f.python_name == "f_v2");
  REQUIRE(f.params().size() == 5);
  CHECK(f.params()[1].default_text == "None");
  CHECK(f.params()[2].kind == tfplay::py::ParamKind::VarPositional);
  CHECK(f.params()[3].kind == tfplay::py::ParamKind::KeywordOnly);
  CHECK(f.params()[4].kind == tfplay::py::ParamKind::VarKeyword);
  CHECK(scopes[0].members[1].kind == tfplay::tf::ApiMember::Kind::Module);
  CHECK(scopes[0].members[2].value_text == "42");
  CHECK(scopes[1].is_class);
  CHECK(scopes[1].members[0].kind == tfplay::tf::ApiMember::Kind::ClassMethod);
  CHECK(scopes[1].members[1].kind == tfplay::tf::ApiMember::Kind::Static);
  CHECK_THROWS(tfplay::tf::parse_api_table("f(x)\n"));
}

TEST_CASE("every signature in tfplay's API table parses") {
  // params() parses a member's parameters on first use: this reads them all.
  std::size_t n = 0;
  for (const auto& scope : tfplay::tf::tf_api_table())
    for (const auto& m : scope.members) {
      CHECK_NOTHROW(n += m.params().size());
      for (const auto& p : m.params()) CHECK(!p.name.empty());
    }
  CHECK(n > 1000);
  CHECK_THROWS(tfplay::tf::parse_api_table("module tf.demo\nf(x, , y)\n")[0].members[0].params());
}

TEST_CASE("native TF functions have TF's signatures and bind their arguments as Python does") {
  auto r = run_program(
      "import inspect\nimport tensorflow as tf\n"
      "print(inspect.signature(tf.reduce_sum))\n"
      "print(inspect.signature(tf.constant([1.0]).set_shape))\n"
      "print(inspect.signature(tf.TensorSpec))\n"
      "try:\n    tf.reduce_sum(tf.constant([1]), axes=0)\nexcept TypeError as e:\n    print(e)\n"
      "try:\n    tf.reduce_sum(1, 0, False, None, 5)\nexcept TypeError as e:\n    print(e)\n");
  CHECK(r.stdout_text ==
        "(input_tensor, axis=None, keepdims=False, name=None)\n(shape)\n(shape, dtype=tf.float32, name=None)\n"
        "reduce_sum() got an unexpected keyword argument 'axes'\n"
        "reduce_sum() takes from 1 to 4 positional arguments but 5 were given\n");
}

TEST_CASE("a member tfplay lacks exists with TF's signature and raises NotImplementedError naming itself, run after run") {
  for (int run = 0; run < 2; ++run) {
    auto r = run_program(
        "import inspect\nimport tensorflow as tf\nimport _tfplay_api\n"
        "print(inspect.signature(tf.math.sobol_sample), _tfplay_api.is_stub(tf.math.sobol_sample))\n"
        "for call in [lambda: tf.math.sobol_sample(2, 3), lambda: tf.linalg.LinearOperator(), lambda: tf.audio.decode_wav(b''),\n"
        "             lambda: tf.random.fixed_unigram_candidate_sampler([[1]], 1, 1, True, 5), lambda: str(tf.qint8)]:\n"
        "    try:\n        call()\n    except NotImplementedError as e:\n        print(e)\n"
        "print(_tfplay_api.is_stub(tf.math.sin))\n");
    CHECK(r.stdout_text ==
          "(dim, num_results, skip=0, dtype=tf.float32, name=None) True\n"
          "tfplay does not implement tf.math.sobol_sample yet\n"
          "tfplay does not implement tf.linalg.LinearOperator yet\n"
          "tfplay does not implement tf.audio.decode_wav yet\n"
          "tfplay does not implement tf.random.fixed_unigram_candidate_sampler yet\n"
          "tfplay does not implement tf.qint8 yet\n"
          "False\n");
  }
}

TEST_CASE("a constant the API table gives a value (tf.data.AUTOTUNE) is not a stub, nor is that value elsewhere") {
  auto r = run_program(
      "import tensorflow as tf\nimport _tfplay_api\n"
      "print(tf.data.AUTOTUNE, tf.data.experimental.AUTOTUNE, _tfplay_api.is_stub(tf.data.AUTOTUNE), _tfplay_api.is_stub(-1))\n");
  CHECK(r.stdout_text == "-1 -1 False False\n");
}

TEST_CASE("protobuf text: fields in order, nested messages indented, bytes C-escaped") {
  using tfplay::graph::ProtoMessage;
  using tfplay::graph::ProtoValue;
  auto inner = std::make_shared<ProtoMessage>();
  inner->set("size", ProtoValue::integer(3));
  ProtoMessage m;
  m.set("name", ProtoValue::string("x"))
      .repeated("input", {ProtoValue::string("a"), ProtoValue::string("b:1")})
      .set("f", ProtoValue::float32(0.1))
      .set("content", ProtoValue::bytes(std::string("\0\x80?\"", 4)))
      .set("dim", ProtoValue::sub(inner))
      .set("empty", ProtoValue::sub(std::make_shared<ProtoMessage>()));
  CHECK(tfplay::graph::proto_text(m) ==
        "name: \"x\"\ninput: \"a\"\ninput: \"b:1\"\nf: 0.1\ncontent: \"\\000\\200?\\\"\"\ndim {\n  size: 3\n}\nempty {\n}\n");
}
