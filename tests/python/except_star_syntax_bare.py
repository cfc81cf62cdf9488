# except* needs one or more exception types.
try:
    pass
except*:
    pass
