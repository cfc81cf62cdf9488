# logging.Formatter's '{' and '$' styles (CPython 3.12's StrFormatStyle / StringTemplateStyle),
# basicConfig(style=...)'s default format per style, defaults=, and the style error.
import logging, sys
logging.basicConfig(style="{", level=logging.INFO, stream=sys.stdout)
logging.info("brace default %s", "arg")
log = logging.getLogger("m")
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("${levelname} - ${name} - ${message}", style="$"))
log.addHandler(h)
log.warning("dollar")
h.setFormatter(logging.Formatter("{levelname:>8}|{name}|{message}|{extra_key}", style="{", defaults={"extra_key": "dflt"}))
log.error("brace %d", 5)
try:
    logging.Formatter("x", style="#")
except ValueError as e:
    print(e)
