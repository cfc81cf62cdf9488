from kpkg.src.layers.core.dense import Dense
