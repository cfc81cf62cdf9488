# PEP 701 f-strings (Python 3.12): a replacement field may reuse the enclosing quote, nest
# f-strings to any depth, hold backslashes and span lines with comments. Python 3.11 rejects
# these, so syntax_pep701_fstrings.expected holds 3.12's output (PEP 701's own examples).
songs = ["Take me back to Eden", "Alkaline", "Ascensionism"]
print(f"This is the playlist: {", ".join(songs)}")
d = {"k": 1, "name": "tf"}
print(f"{d["k"]} {d['name']!r:>6}")
print(f"{f"{f"{f"{f"{f"{1+1}"}"}"}"}"}")
print(f"{'\n'.join(['a', 'b'])}")
print(f"{"\t".join(songs[:2])}|")
x = 5
print(f"{x # a comment about x
}")
print(f"{x:{"<"}10}|{x:{'>'}{4}}")
print(f"{
    x
    * 2
}")
print(f'{'single'}', f"""{"""triple"""}""")
