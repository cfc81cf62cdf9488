// The re module's matcher (core/python/re): a catastrophic pattern ends on the step budget
// like an endless loop, and a subject of a million characters matches without deep native
// recursion (the matcher keeps its choice points on an explicit stack).
#include <doctest/doctest.h>

#include "core/session/session.h"

TEST_CASE("a catastrophically backtracking pattern stops on the step budget") {
  tfplay::session::RunOptions options;
  options.max_steps = 200000;
  auto result = tfplay::session::Session().run(
      "import re\nprint('start')\nprint(re.match(r'(a+)+b', 'a' * 40))\n", options);
  REQUIRE_FALSE(result.ok);
  CHECK(result.error->type == "StepBudgetExceeded");
}

TEST_CASE("a million-character subject matches, searches and substitutes") {
  auto result = tfplay::session::Session().run(
      "import re\ns = 'ab' * 500000\n"
      "print(re.match(r'(?:a|b)*', s).end(), re.fullmatch(r'(ab)*', s).span(1), re.search(r'b(?=$)', s).start())\n"
      "print(re.search(r'(.)\\1', s + 'cc').start(), re.match(r'(?:a(?!a)|b)+', s).end(), re.match(r'.*?$', s).end())\n");
  REQUIRE(result.ok);
  std::string out;
  for (const auto& e : result.events)
    if (e.kind == "print") out += e.text;
  CHECK(out == "1000000 (999998, 1000000) 999999\n1000000 1000000 1000000\n");
}
