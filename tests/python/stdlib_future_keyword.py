# __future__ (CPython 3.12's Lib/__future__.py feature records) and keyword. The 3.12
# softkwlist adds 'type' (3.11's has not), so only membership is printed.
from __future__ import absolute_import, division, print_function, unicode_literals
import __future__ as f
for n in f.all_feature_names: print(n, getattr(f, n))
print(f.__all__, f.CO_NESTED, f.annotations.getMandatoryRelease(), f.division.compiler_flag)
import keyword
print(keyword.iskeyword("def"), keyword.issoftkeyword("match"), len(keyword.kwlist), "match" in keyword.softkwlist)
