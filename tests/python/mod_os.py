import os
os.environ['TF_CPP_MIN_LOG_LEVEL'] = '3'
print(os.environ['TF_CPP_MIN_LOG_LEVEL'], os.environ.get('TF_CPP_MIN_LOG_LEVEL'))
print(os.environ.get('TFPLAY_SURELY_UNSET'), os.getenv('TFPLAY_SURELY_UNSET', 'dflt'))
print('TF_CPP_MIN_LOG_LEVEL' in os.environ)
os.environ.setdefault('TFPLAY_X', 'one')
os.environ.setdefault('TFPLAY_X', 'two')
print(os.getenv('TFPLAY_X'))
try:
    os.environ['TFPLAY_Y'] = 3
except TypeError as e:
    print('TypeError:', e)
del os.environ['TFPLAY_X']
print(os.environ.pop('TFPLAY_X', 'gone'))
print(os.sep, os.name, os.curdir, os.pardir, os.extsep, os.pathsep)
j = os.path.join
print(j('a', 'b', 'c.txt'), j('a/', 'b'), j('a', '/abs', 'x'), j('', 'x'), j('a', ''))
for p in ['/x/y/z.py', 'z.py', '/x/', '/', '', 'a//b', '//a', '.bashrc', 'a.b.c', 'dir.d/file', '..', 'x/..tar']:
    print(repr(p), os.path.basename(p), repr(os.path.dirname(p)), os.path.split(p), os.path.splitext(p))
print(os.path.exists('model.keras'), os.path.isfile('data.csv'), os.path.isdir('logs'))
for p in ['a/./b/../c', '/../x', '', 'a/..', '//x//y/', '../..//a']:
    print(repr(os.path.normpath(p)))
print(os.path.isabs('/a'), os.path.isabs('a'))
from os.path import join as pjoin, splitext
from os import path, environ
import os.path
print(pjoin('models', 'best.keras'), splitext('weights.h5'), path.basename('/tmp/x.txt'), environ is os.environ)
print(os.path.expanduser('file'), os.path.normpath('a//b/'), os.path.isabs('~'))
