# A KeyError escaping a converted function comes back as error_utils.MultilineMessageKeyError:
# a KeyError subclass whose __name__ is patched to "KeyError" (its __qualname__, which the
# traceback shows, stays MultilineMessageKeyError), whose args hold the original error as
# api._attach_error_metadata formats it ("KeyError: 'b'"), and whose str() is the
# "in user code" message.
# TF source: tensorflow/python/autograph/pyct/error_utils.py (MultilineMessageKeyError,
# ErrorMetadataBase.create_exception: MultilineMessageKeyError(message, self.cause_message)),
# tensorflow/python/autograph/impl/api.py (_attach_error_metadata: cause_message is
# traceback.format_exception_only(e.__class__, e)[0].strip()).
import tensorflow as tf


@tf.function
def f(a):
    x = {"a": a}
    return x["b"]


try:
    f(1)
except KeyError as e:
    print(type(e).__name__, type(e).__qualname__, e.args)
    print(repr(e))
    print(str(e))
