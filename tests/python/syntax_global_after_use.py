# A global declaration after the scope used the name: "used prior" wins over "assigned".
import math
math = math.pi
global math
