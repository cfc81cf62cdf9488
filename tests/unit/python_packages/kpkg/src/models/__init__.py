from .sequential import Sequential
