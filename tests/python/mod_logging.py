import logging
import sys

log = logging.getLogger("trainer")
log.info("not shown: nothing configured and INFO < WARNING")
log.warning("last resort handler prints just the message")
logging.info("module-level info is below the root's WARNING")
logging.warning("epoch %d loss %.3f", 1, 0.25)
logging.error("an error")
logging.critical("critical!")
logging.debug("hidden")
print(logging.getLogger() is logging.root, logging.root.level, logging.getLevelName(20), logging.getLevelName("ERROR"))
print(log.getEffectiveLevel(), log.isEnabledFor(logging.INFO), log.name, log.parent is logging.root)
logging.basicConfig(level=logging.DEBUG)   # no effect: root already has a handler
logging.debug("still hidden")
logging.basicConfig(level=logging.DEBUG, format="%(levelname)s|%(name)s|%(message)s", force=True)
logging.debug("now shown %s", "with args")
log.info("child propagates to root")
sub = logging.getLogger("trainer.step")
print(sub.parent is log, sub.getEffectiveLevel())
log.setLevel(logging.ERROR)
sub.warning("filtered by parent's level")
sub.error("passes")
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("[%(levelname)s] %(message)s"))
log.addHandler(h)
log.error("to stdout and stderr")
log.propagate = False
log.critical("only stdout")
logging.log(logging.WARNING, "via log()")
logging.getLogger("quiet").setLevel(logging.CRITICAL)
logging.getLogger("quiet").error("no")
print(repr(log), logging.getLogger("trainer") is log)
try:
    log.setLevel("LOUD")
except ValueError as e:
    print("ValueError:", e)
