# csv.Sniffer (CPython 3.12 Lib/csv.py), after Lib/test/test_csv.py's TestSniffer: sniff's
# delimiter, quotechar and skipinitialspace, has_header, the preferred delimiter among ties,
# the "Could not determine delimiter" error. Keras 3.11.3's
# keras/src/callbacks/csv_logger_test.py::test_CSVLogger sniffs the log it wrote.
import csv
import io

sniffer = csv.Sniffer()
samples = [
    'Harry\'s, Arlington Heights, IL, 2/1/03, Kimi Hayes\nShark City, Glendale Heights, IL, 12/28/02, Prezence\n',
    "'Harry''s':'Arlington Heights':'IL':'2/1/03':'Kimi Hayes'\n'Shark City':'Glendale Heights':'IL':'12/28/02':'Prezence'\n",
    '"venue","city","state","date","performers"\n"Harry\'s","Arlington Heights","IL","2/1/03","Kimi Hayes"\n',
    "a;b;c\n1;2;3\n4;5;6\n",
    "epoch\tloss\tacc\n0\t0.5\t0.75\n1\t0.25\t0.875\n",
    "abc def\nghi jkl\n",
]
for sample in samples:
    d = sniffer.sniff(sample)
    print(repr(d.delimiter), repr(d.quotechar), d.skipinitialspace, d.doublequote, repr(d.lineterminator),
          d.quoting, d._name)
    print(sniffer.has_header(sample))
    print(next(csv.reader(io.StringIO(sample), d)))
print(repr(sniffer.sniff("a|b|c\n1|2|3\n", delimiters="|").delimiter))
try:
    sniffer.sniff("")
except csv.Error as e:
    print("Error:", e)
print(sniffer.preferred)
