// Tokenizer tests: token kinds and texts as CPython 3.12's tokenizer produces them (the tokenize
// module's names), indentation, line joining, strings, f-strings (PEP 701), numbers, operators,
// and the tokenizer's own errors.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "core/python/lexer.h"

using tfplay::py::SyntaxErrorException;
using tfplay::py::TokenKind;
using tfplay::py::TokenStream;
using tfplay::py::decode_string_body;
using tfplay::py::token_kind_name;
using tfplay::py::tokenize;

namespace {

/// "KIND:text KIND:text ..." for every token; NL, COMMENT and ENDMARKER left out unless asked.
std::string toks(std::string_view src, bool trivia = false) {
  TokenStream ts = tokenize(src);
  std::string out;
  for (const auto& t : ts.tokens) {
    if (!trivia && (t.kind == TokenKind::NL || t.kind == TokenKind::Comment ||
                    t.kind == TokenKind::EndMarker)) {
      continue;
    }
    if (!out.empty()) out += " ";
    out += token_kind_name(t.kind);
    if (!t.text.empty() && t.kind != TokenKind::Newline && t.kind != TokenKind::NL) out += ":" + std::string(t.text);
  }
  return out;
}

/// The tokenizer error as "Type|msg|lineno|offset|end_lineno|end_offset", whether thrown or
/// deferred to the parser (an Error token).
std::string tok_error(std::string_view src) {
  try {
    TokenStream ts = tokenize(src);
    if (!ts.error) return "<no error>";
    const SyntaxErrorException& e = *ts.error;
    return e.type + "|" + e.msg + "|" + std::to_string(e.lineno) + "|" + std::to_string(e.offset) +
           "|" + std::to_string(e.end_lineno) + "|" + std::to_string(e.end_offset);
  } catch (const SyntaxErrorException& e) {
    return e.type + "|" + e.msg + "|" + std::to_string(e.lineno) + "|" + std::to_string(e.offset) +
           "|" + std::to_string(e.end_lineno) + "|" + std::to_string(e.end_offset);
  }
}

std::string decode(std::string_view body, bool raw = false, bool bytes = false, bool fstring = false) {
  std::string err;
  char bad = 0;
  auto r = decode_string_body(body, raw, bytes, fstring, &err, &bad);
  return r ? *r : "ERR " + err;
}

}  // namespace

TEST_CASE("lexer: names, numbers, operators") {
  CHECK(toks("x = 1") == "NAME:x EQUAL:= NUMBER:1 NEWLINE");
  CHECK(toks("if not x: pass") == "NAME:if NAME:not NAME:x COLON:: NAME:pass NEWLINE");
  CHECK(toks("a**=b //= c @= d") ==
        "NAME:a DOUBLESTAREQUAL:**= NAME:b DOUBLESLASHEQUAL://= NAME:c ATEQUAL:@= NAME:d NEWLINE");
  CHECK(toks("(x := 1) -> ... != <= >= == << >> ** // @") ==
        "LPAR:( NAME:x COLONEQUAL::= NUMBER:1 RPAR:) RARROW:-> ELLIPSIS:... NOTEQUAL:!= "
        "LESSEQUAL:<= GREATEREQUAL:>= EQEQUAL:== LEFTSHIFT:<< RIGHTSHIFT:>> DOUBLESTAR:** "
        "DOUBLESLASH:// AT:@ NEWLINE");
  CHECK(toks("a.b ..c") == "NAME:a DOT:. NAME:b DOT:. DOT:. NAME:c NEWLINE");
  CHECK(toks("0xFF 0o17 0b1_0 1_000 1.5 .5 5. 1e10 1E-5 1.5e+3j 3J 0 00 0_0 0e5") ==
        "NUMBER:0xFF NUMBER:0o17 NUMBER:0b1_0 NUMBER:1_000 NUMBER:1.5 NUMBER:.5 NUMBER:5. "
        "NUMBER:1e10 NUMBER:1E-5 NUMBER:1.5e+3j NUMBER:3J NUMBER:0 NUMBER:00 NUMBER:0_0 "
        "NUMBER:0e5 NEWLINE");
  // A keyword right after a number is allowed (a SyntaxWarning in CPython).
  CHECK(toks("1if x else 2") == "NUMBER:1 NAME:if NAME:x NAME:else NUMBER:2 NEWLINE");
  CHECK(toks("1else") == "NUMBER:1 NAME:else NEWLINE");
  CHECK(toks("héllo_wörld = π") == "NAME:héllo_wörld EQUAL:= NAME:π NEWLINE");
  CHECK(toks("a $ b") == "NAME:a OP:$ NAME:b NEWLINE");
  CHECK(toks("x!") == "NAME:x EXCLAMATION:! NEWLINE");
}

TEST_CASE("lexer: NEWLINE, NL, comments, line joining") {
  CHECK(toks("x = 1  # hi\n\n# c\ny", true) ==
        "NAME:x EQUAL:= NUMBER:1 COMMENT:# hi NEWLINE NL COMMENT:# c NL NAME:y NEWLINE ENDMARKER");
  CHECK(toks("x = (1,\n     2)\n", true) ==
        "NAME:x EQUAL:= LPAR:( NUMBER:1 COMMA:, NL NUMBER:2 RPAR:) NEWLINE ENDMARKER");
  CHECK(toks("x = 1 + \\\n    2") == "NAME:x EQUAL:= NUMBER:1 PLUS:+ NUMBER:2 NEWLINE");
  CHECK(toks("a;b") == "NAME:a SEMI:; NAME:b NEWLINE");
  CHECK(toks("x\r\ny\rz") == "NAME:x NEWLINE NAME:y NEWLINE NAME:z NEWLINE");
  auto ts = tokenize("x = 1");  // a final newline is added, as CPython does
  CHECK(*ts.source == "x = 1\n");
  CHECK(ts.tokens[3].kind == TokenKind::Newline);
  CHECK(ts.tokens[3].col == 5);
  CHECK(ts.tokens[3].end_col == 5);
}

TEST_CASE("lexer: indentation") {
  CHECK(toks("if x:\n    a\n    b\nc") ==
        "NAME:if NAME:x COLON:: NEWLINE INDENT NAME:a NEWLINE NAME:b NEWLINE DEDENT NAME:c NEWLINE");
  CHECK(toks("if x:\n  if y:\n    a\nb") ==
        "NAME:if NAME:x COLON:: NEWLINE INDENT NAME:if NAME:y COLON:: NEWLINE INDENT NAME:a "
        "NEWLINE DEDENT DEDENT NAME:b NEWLINE");
  // Blank and comment-only lines do not count, whatever their indentation.
  CHECK(toks("if x:\n    a\n\n  # c\n        \n    b\n") ==
        "NAME:if NAME:x COLON:: NEWLINE INDENT NAME:a NEWLINE NAME:b NEWLINE DEDENT");
  // Tabs go to the next multiple of 8; consistent use is fine.
  CHECK(toks("if x:\n\ta\n\tb\n") == "NAME:if NAME:x COLON:: NEWLINE INDENT NAME:a NEWLINE NAME:b NEWLINE DEDENT");
  CHECK(tok_error("if x:\n\ta\n        b") ==
        "TabError|inconsistent use of tabs and spaces in indentation|3|1|3|0");
  CHECK(tok_error("if x:\n        a\n    b") ==
        "IndentationError|unindent does not match any outer indentation level|3|6|3|-1");
  // Dedents at the end of input come before ENDMARKER.
  auto ts = tokenize("if x:\n  a");
  CHECK(ts.tokens[ts.tokens.size() - 2].kind == TokenKind::Dedent);
  CHECK(ts.tokens.back().kind == TokenKind::EndMarker);
  CHECK(ts.tokens[4].kind == TokenKind::Indent);
  CHECK(ts.tokens[4].synthetic);
  CHECK(ts.tokens[4].cursor_col == 2);
}

TEST_CASE("lexer: strings") {
  CHECK(toks(R"(a = 'x' "y" '''z''' """w""" b'\x00' rb'\d' BR"x" u'u' R'r' Rb'' bR'')") ==
        R"(NAME:a EQUAL:= STRING:'x' STRING:"y" STRING:'''z''' STRING:"""w""" STRING:b'\x00' )"
        R"(STRING:rb'\d' STRING:BR"x" STRING:u'u' STRING:R'r' STRING:Rb'' STRING:bR'' NEWLINE)");
  CHECK(toks("'a\\'b' 'c\\\nd'") == "STRING:'a\\'b' STRING:'c\\\nd' NEWLINE");
  CHECK(toks("'''a\nb'''") == "STRING:'''a\nb''' NEWLINE");
  CHECK(toks("ur'x'") == "NAME:ur STRING:'x' NEWLINE");  // no ur prefix in Python 3
  CHECK(toks("''") == "STRING:'' NEWLINE");
  auto ts = tokenize("x = '''a\nbc'''");
  CHECK(ts.tokens[2].line == 1);
  CHECK(ts.tokens[2].col == 4);
  CHECK(ts.tokens[2].end_line == 2);
  CHECK(ts.tokens[2].end_col == 5);
}

TEST_CASE("lexer: f-strings (PEP 701)") {
  CHECK(toks("f'a{x}b'") ==
        "FSTRING_START:f' FSTRING_MIDDLE:a LBRACE:{ NAME:x RBRACE:} FSTRING_MIDDLE:b FSTRING_END:' NEWLINE");
  CHECK(toks("f'{x!r:>{w}.2f}'") ==
        "FSTRING_START:f' LBRACE:{ NAME:x EXCLAMATION:! NAME:r COLON:: FSTRING_MIDDLE:> LBRACE:{ "
        "NAME:w RBRACE:} FSTRING_MIDDLE:.2f RBRACE:} FSTRING_END:' NEWLINE");
  CHECK(toks("f'{{}}{x=}'") ==
        "FSTRING_START:f' FSTRING_MIDDLE:{{}} LBRACE:{ NAME:x EQUAL:= RBRACE:} FSTRING_END:' NEWLINE");
  CHECK(toks("f\"{d[\"k\"]}\"") ==
        "FSTRING_START:f\" LBRACE:{ NAME:d LSQB:[ STRING:\"k\" RSQB:] RBRACE:} FSTRING_END:\" NEWLINE");
  CHECK(toks("f'{f'{x}'}'") ==
        "FSTRING_START:f' LBRACE:{ FSTRING_START:f' LBRACE:{ NAME:x RBRACE:} FSTRING_END:' RBRACE:} "
        "FSTRING_END:' NEWLINE");
  CHECK(toks("rf'\\{x}' Rf'' fR\"\"\"{\nx\n}\"\"\"") ==
        "FSTRING_START:rf' FSTRING_MIDDLE:\\ LBRACE:{ NAME:x RBRACE:} FSTRING_END:' FSTRING_START:Rf' "
        "FSTRING_END:' FSTRING_START:fR\"\"\" LBRACE:{ NAME:x RBRACE:} FSTRING_END:\"\"\" NEWLINE");
  CHECK(toks("f'\\N{BULLET}{x}'") ==
        "FSTRING_START:f' FSTRING_MIDDLE:\\N{BULLET} LBRACE:{ NAME:x RBRACE:} FSTRING_END:' NEWLINE");
  CHECK(toks("f'{x:{{}}}'") ==  // in a format spec '{' always opens a field: here {} is a dict
        "FSTRING_START:f' LBRACE:{ NAME:x COLON:: LBRACE:{ LBRACE:{ RBRACE:} RBRACE:} RBRACE:} "
        "FSTRING_END:' NEWLINE");
  CHECK(tok_error("f'}'") == "SyntaxError|f-string: single '}' is not allowed|1|3|1|3");
  CHECK(tok_error("f'abc") == "SyntaxError|unterminated f-string literal (detected at line 1)|1|1|1|1");
  CHECK(tok_error("f'{x'") == "SyntaxError|f-string: expecting '}'|1|5|1|5");
}

TEST_CASE("lexer: errors") {
  CHECK(tok_error("x = 'abc") == "SyntaxError|unterminated string literal (detected at line 1)|1|5|1|5");
  CHECK(tok_error("x = 'abc\\\ndef") == "SyntaxError|unterminated string literal (detected at line 2)|1|5|1|5");
  CHECK(tok_error("x = \"\"\"abc\n\n") ==
        "SyntaxError|unterminated triple-quoted string literal (detected at line 2)|1|5|1|5");
  CHECK(tok_error("1abc") == "SyntaxError|invalid decimal literal|1|1|1|1");
  CHECK(tok_error("1_") == "SyntaxError|invalid decimal literal|1|2|1|2");
  CHECK(tok_error("x = 1__0") == "SyntaxError|invalid decimal literal|1|6|1|6");
  CHECK(tok_error("1e") == "SyntaxError|invalid decimal literal|1|1|1|1");
  CHECK(tok_error("1e+") == "SyntaxError|invalid decimal literal|1|3|1|3");
  CHECK(tok_error("0x") == "SyntaxError|invalid hexadecimal literal|1|2|1|2");
  CHECK(tok_error("0xg") == "SyntaxError|invalid hexadecimal literal|1|2|1|2");
  CHECK(tok_error("0b2") == "SyntaxError|invalid digit '2' in binary literal|1|3|1|3");
  CHECK(tok_error("0o8") == "SyntaxError|invalid digit '8' in octal literal|1|3|1|3");
  CHECK(tok_error("0o") == "SyntaxError|invalid octal literal|1|2|1|2");
  CHECK(tok_error("1j2") == "SyntaxError|invalid imaginary literal|1|2|1|2");
  CHECK(tok_error("x = 09") ==
        "SyntaxError|leading zeros in decimal integer literals are not permitted; use an 0o prefix "
        "for octal integers|1|5|1|6");
  CHECK(tok_error("x = )") == "SyntaxError|unmatched ')'|1|5|1|5");
  CHECK(tok_error("x = (1]") ==
        "SyntaxError|closing parenthesis ']' does not match opening parenthesis '('|1|7|1|7");
  CHECK(tok_error("x = €") == "SyntaxError|invalid character '€' (U+20AC)|1|5|1|5");
  CHECK(tok_error("x€ = 1") == "SyntaxError|invalid character '€' (U+20AC)|1|2|1|2");
  CHECK(tok_error("x = \x01") == "SyntaxError|invalid non-printable character U+0001|1|5|1|5");
  CHECK(tok_error("x = \xff") ==
        "SyntaxError|(unicode error) 'utf-8' codec can't decode byte 0xff in position 4: invalid "
        "continuation byte|1|0|1|0");
  CHECK(tok_error("x = 1 \\ y") ==
        "SyntaxError|unexpected character after line continuation character|1|8|1|0");
  CHECK(tok_error("x = 1 \\") == "SyntaxError|unexpected EOF while parsing|1|8|1|-1");
  CHECK(tok_error(std::string(200, '(')) == "<no error>");
  CHECK(tok_error(std::string(201, '(')) == "SyntaxError|too many nested parentheses|1|201|1|201");
  // An open bracket at the end is reported by the parser; the stream records it.
  auto ts = tokenize("x = [1,\n (2");
  CHECK(ts.unclosed_char == '(');
  CHECK(ts.unclosed_line == 2);
  CHECK(ts.unclosed_col == 1);
}

TEST_CASE("lexer: string literal decoding") {
  CHECK(decode(R"(a\tb\n\\\'\"\x41\101\0)") == std::string("a\tb\n\\'\"AA\0", 10));
  CHECK(decode(R"(\u00e9\U0001F600\N{GREEK SMALL LETTER ALPHA})") == "é😀α");
  CHECK(decode(R"(\d\q)") == R"(\d\q)");  // unknown escapes keep the backslash
  CHECK(decode(R"(\d\n)", true) == R"(\d\n)");
  CHECK(decode(R"(\xff\u1234)", false, true) == std::string("\xff\\u1234"));
  CHECK(decode(R"(a\
b)") == "ab");
  CHECK(decode("{{x}}", false, false, true) == "{x}");
  CHECK(decode(R"(\x4)") ==
        "ERR (unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape");
  CHECK(decode(R"(ab\u12)") ==
        "ERR (unicode error) 'unicodeescape' codec can't decode bytes in position 2-5: truncated \\uXXXX escape");
  CHECK(decode(R"(\N{NO SUCH NAME})").rfind("ERR (unicode error)", 0) == 0);
  std::string err;
  char bad = 0;
  decode_string_body(R"(a\db)", false, false, false, &err, &bad);
  CHECK(bad == 'd');
}
