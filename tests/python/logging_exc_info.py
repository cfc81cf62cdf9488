# logging with exc_info (CPython 3.12's Lib/logging: Logger.exception, exc_info=True / an
# exception / a tuple, Formatter.formatException through traceback.print_exception, 'NoneType:
# None' outside an except block), under contextlib.redirect_stderr and to a stdout handler.
import logging, io, contextlib, traceback, sys
buf = io.StringIO()
with contextlib.redirect_stderr(buf):
    logging.basicConfig(level=logging.DEBUG, format="%(levelname)s %(name)s %(message)s")
    log = logging.getLogger("train")
    log.info("epoch %d loss %.3f", 1, 0.25)
    try:
        1 / 0
    except ZeroDivisionError:
        log.exception("failed")
        traceback.print_exc()
print(buf.getvalue())
log.warning("after")
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("[%(levelname)-8s] %(message)s"))
log.addHandler(h)
log.error("to stdout too")
log.propagate = False
log.debug("only stdout")
print(logging.getLevelName("INFO"), logging.WARNING, log.isEnabledFor(logging.DEBUG), log.name, logging.getLogger("train.sub").parent.name)


def train_step(x):
    return 1 / x


try:
    train_step(0)
except ZeroDivisionError as err:
    log.error("step failed", exc_info=err)
    caught = err
log.warning("no exception here", exc_info=True)
log.info("as tuple", exc_info=(type(caught), caught, caught.__traceback__))
logging.exception("root level")
