# A method call whose name sits on a later line than its object: CPython 3.12 reports the line
# of the method name and marks from the name on (compile.c update_start_location_to_match_attr).
class Pipeline:
    def __init__(self, steps):
        self.steps = steps

    def then(self, step):
        return Pipeline(self.steps + [step])

    def run(self, x):
        for step in self.steps:
            x = step(x)
        return x


result = (Pipeline([])
          .then(lambda v: v + 1)
          .then(lambda v: 10 // v)
          .run(-1))
