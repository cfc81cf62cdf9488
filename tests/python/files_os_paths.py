# The os and os.path functions over files and folders, shutil and tempfile: making, listing,
# renaming and removing, with CPython's errors. Runs in a fresh temporary folder.
import glob
import os
import shutil
import tempfile

home = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)
print(os.getcwd() == work, os.path.isabs(work), os.path.isdir(work))

os.mkdir('data')
os.makedirs('data/raw/2024')
os.makedirs('data/raw/2024', exist_ok=True)
for name in ['a.csv', 'b.csv', 'notes.md']:
    with open(os.path.join('data', 'raw', name), 'w') as f:
        f.write(name * 3)
print(sorted(os.listdir('data')), sorted(os.listdir('data/raw')))
print(os.path.exists('data/raw/a.csv'), os.path.isfile('data/raw/a.csv'), os.path.isdir('data/raw/a.csv'))
print(os.path.exists('nope'), os.path.isfile('data'), os.path.isdir('data'), os.path.getsize('data/raw/a.csv'))
print(os.path.basename('data/raw/a.csv'), os.path.dirname('data/raw/a.csv'), os.path.splitext('data/raw/a.csv'))
print(os.path.join('data', 'raw', 'b.csv'), os.path.split('data/raw/b.csv'), os.path.abspath('data') == os.path.join(work, 'data'))
print(os.stat('data/raw/a.csv').st_size, os.path.getsize('data/raw/notes.md'))
print(sorted(e.name for e in os.scandir('data/raw')), [e.is_dir() for e in sorted(os.scandir('data/raw'), key=lambda e: e.name)])
for root, dirs, files in os.walk('data'):
    print(root, sorted(dirs), sorted(files))

os.rename('data/raw/notes.md', 'data/notes.md')
os.replace('data/raw/a.csv', 'data/raw/c.csv')
print(sorted(os.listdir('data')), sorted(os.listdir('data/raw')))
os.remove('data/raw/b.csv')
os.unlink('data/raw/c.csv')
print(sorted(os.listdir('data/raw')))
shutil.copy('data/notes.md', 'data/raw/copy.md')
shutil.copyfile('data/notes.md', 'data/second.md')
print(open('data/raw/copy.md').read(), sorted(os.listdir('data')))
shutil.move('data/second.md', 'data/raw')
print(sorted(os.listdir('data/raw')))
shutil.copytree('data', 'backup')
print(sorted(os.listdir('backup')), sorted(os.listdir('backup/raw')))
print(sorted(glob.glob('data/*.md')), sorted(glob.glob('*/raw/*')), sorted(glob.glob('**/*.md', recursive=True)))
print(sorted(glob.glob('data/r?w')), glob.glob('nothing*'), sorted(glob.glob('back*/[nr]*')), glob.glob('data/notes.md'))


def attempt(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__ + ':', e)


attempt(lambda: os.mkdir('data'))
attempt(lambda: os.makedirs('data/raw'))
attempt(lambda: os.mkdir('no/such/parent'))
attempt(lambda: os.rmdir('data'))
attempt(lambda: os.rmdir('data/notes.md'))
attempt(lambda: os.remove('data'))
attempt(lambda: os.remove('ghost.txt'))
attempt(lambda: os.listdir('ghost'))
attempt(lambda: os.listdir('data/notes.md'))
attempt(lambda: os.rename('ghost', 'other'))
attempt(lambda: os.path.getsize('ghost'))
attempt(lambda: os.stat('ghost'))
attempt(lambda: os.chdir('ghost'))
attempt(lambda: shutil.rmtree('ghost'))
attempt(lambda: shutil.rmtree('data/notes.md'))
attempt(lambda: shutil.copy('ghost', 'x'))

with tempfile.TemporaryDirectory() as tmp:
    with open(os.path.join(tmp, 'inside.txt'), 'w') as f:
        f.write('temporary')
    print(os.listdir(tmp), os.path.isdir(tmp))
print(os.path.exists(tmp))
tmp_obj = tempfile.TemporaryDirectory()
print(os.path.isdir(tmp_obj.name))
tmp_obj.cleanup()
print(os.path.isdir(tmp_obj.name))

shutil.rmtree('data')
shutil.rmtree('backup')
print(os.listdir('.'))
os.chdir(home)
os.rmdir(work)
print(os.path.exists(work))
