# An error inside an except block prints both tracebacks.
def load(cfg):
    try:
        return cfg['path']
    except KeyError:
        return cfg.path

load({})
