from ..... import nothing
