# pathlib.Path and the csv module over files: the path arithmetic learners use, reading and
# writing through Path, and CSV files written and read back. Runs in a fresh temporary folder.
# 3.12 expected output (files_pathlib_csv.expected): 3.11's relative_to error adds "OR one path
# is relative and the other is absolute."
import csv
import io
import os
import shutil
import tempfile
from pathlib import Path, PurePosixPath

home = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)

p = Path('data') / 'train' / 'images.csv'
print(p, repr(p), p.name, p.stem, p.suffix, p.parent, p.parts, p.parent.parent)
print(Path('a//b/./c'), Path(''), Path('/x/y/../z'), Path('archive.tar.gz').suffixes, Path('.bashrc').suffix)
print(p.with_suffix('.txt'), p.with_name('labels.csv'), Path('a') / 'b' / Path('c'), 'root' / Path('leaf'))
print(Path('a/b') == Path('a/b/'), Path('a') < Path('b'), sorted([Path('b'), Path('a/c'), Path('a')]))
print(PurePosixPath('x/y.py').stem, Path('/etc/hosts').is_absolute(), Path('rel').is_absolute(), str(Path('/')))
print(p.relative_to('data'), Path('data/x.py').match('*.py'), list(Path('d/e/f').parents))

p.parent.mkdir(parents=True)
p.parent.mkdir(parents=True, exist_ok=True)
print(p.exists(), p.parent.exists(), p.parent.is_dir(), Path('data').is_file())
print(p.write_text('id,label\n1,cat\n2,dog\n'), p.exists(), p.is_file(), p.stat().st_size)
print(repr(p.read_text()), p.read_bytes()[:6])
Path('data/blob.bin').write_bytes(bytes([1, 2, 3]))
Path('data/empty.txt').touch()
print(sorted(x.name for x in Path('data').iterdir()))
print(sorted(str(x) for x in Path('data').glob('*.txt')), sorted(str(x) for x in Path('data').rglob('*.csv')))
with p.open() as f:
    print(f.readline().strip())
Path('data/empty.txt').unlink()
Path('data/empty.txt').unlink(missing_ok=True)
print(Path.cwd() == Path(work), Path('data').absolute() == Path(work) / 'data')

rows = [['name', 'score', 'note'], ['ana', 91.5, 'top, first'], ['bo', 78, 'said "hi"'], ['cy', '', 'multi\nline']]
with open('scores.csv', 'w', newline='') as f:
    writer = csv.writer(f)
    for row in rows[:2]:
        writer.writerow(row)
    writer.writerows(rows[2:])
print(repr(open('scores.csv', newline='').read()))
with open('scores.csv', newline='') as f:
    reader = csv.reader(f)
    for row in reader:
        print(row, reader.line_num)
with open('people.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=['name', 'age'])
    w.writeheader()
    w.writerow({'name': 'ana', 'age': 31})
    w.writerows([{'name': 'bo', 'age': 27}, {'name': 'cy'}])
with open('people.csv', newline='') as f:
    for record in csv.DictReader(f):
        print(record)
with open('tabs.tsv', 'w', newline='') as f:
    csv.writer(f, delimiter='\t').writerow(['a', 'b c', 1])
print(list(csv.reader(open('tabs.tsv', newline=''), delimiter='\t')))
print(list(csv.reader(io.StringIO('x,"y, z",3\n\n4,5,6\n'))))
buffer = io.StringIO()
csv.writer(buffer, quoting=csv.QUOTE_ALL).writerow([1, 'two', None])
print(repr(buffer.getvalue()))


def attempt(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__ + ':', e)


attempt(lambda: Path('ghost.txt').read_text())
attempt(lambda: Path('data').mkdir())
attempt(lambda: Path('no/parent').mkdir())
attempt(lambda: Path('ghost.txt').unlink())
attempt(lambda: Path('data').rmdir())
attempt(lambda: Path('x').with_suffix('txt'))
attempt(lambda: p.relative_to('other'))
attempt(lambda: list(Path('.').glob('')))

os.chdir(home)
shutil.rmtree(work)
