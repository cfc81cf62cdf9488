import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  activeParam,
  callAt,
  createIndex,
  findUnsupported,
  importCompletion,
  maskCode,
  namesSomethingNew,
  boundSignature,
  resolveName,
  scanImports,
  scanInstances,
  signatureParams,
} from '../src/editor-symbols.js';

// A small index in scripts/editor_symbols.py's format.
const INDEX_JSON = {
  tensorflow: {
    k: 'm',
    m: {
      function: { k: 'f', s: '(func=None, input_signature=None, autograph=True)' },
      constant: { k: 'f', s: "(value, dtype=None, shape=None, name='Const')", y: 'tensorflow.Tensor' },
      Tensor: { k: 'c', m: { numpy: { k: 'f', s: '(self)' }, shape: { k: 'p' }, eval: { k: 'f', s: '(self, feed_dict=None, session=None)', u: 'stub' } } },
      reduce_sum: { k: 'f', s: '(input_tensor, axis=None, keepdims=False, name=None)' },
      linalg: { k: 'm', m: { expm: { k: 'f', s: '(input, name=None)', u: 'stub' }, matmul: { k: 'f', s: '(a, b)' } } },
      io: { k: 'm', u: 'stub' },
      keras: { k: 'm', r: 'keras' },
      raw_ops: { k: 'm', o: 1, m: { AddV2: { k: 'f', s: '(x, y, name=None)' } } },
      data: { k: 'm', m: { Dataset: { k: 'c', m: { map: { k: 'f', s: '(self, map_func, name=None)' } } } } },
    },
  },
  keras: {
    k: 'm',
    m: {
      layers: { k: 'm', m: { Dense: { k: 'c', s: '(units, activation=None, **kwargs)' } } },
      Sequential: { k: 'c', s: '(layers=None, trainable=True, name=None)', m: { fit: { k: 'f', s: '(self, x=None, y=None, epochs=1)' }, summary: { k: 'f', s: '(self)' } } },
      ops: { k: 'm', m: { fft: { k: 'f', s: '(x)', u: 'complex tensors' } } },
    },
  },
  numpy: { k: 'm', m: { array: { k: 'f' } } },
  builtins: { k: 'm', m: { print: { k: 'f', s: "(*args, sep=' ', end='\\n', file=None, flush=False)" }, len: { k: 'f', s: '(obj, /)' } } },
};
const INDEX = createIndex(INDEX_JSON);

test('maskCode blanks comments and strings, keeping every offset', () => {
  const source = 'x = "tf.a" # tf.b\ny = """tf.c\ntf.d""" + tf.e\n';
  const masked = maskCode(source);
  assert.equal(masked.length, source.length);
  assert.equal(masked.trimEnd().replace(/ +/g, ' '), 'x = \ny = \n + tf.e');
  assert.equal(masked.indexOf('tf.e'), source.indexOf('tf.e'));
});

test('scanImports reads the names imports bind to tensorflow, keras and numpy', () => {
  const aliases = scanImports(
    [
      'import tensorflow as tf',
      'import numpy as np, os',
      'from tensorflow import keras',
      'from keras.layers import (Dense,',
      '    Dropout as Drop)',
      'import tensorflow.math',
      'from collections import deque',
      '# import keras as k',
    ].join('\n'),
  );
  assert.deepEqual(Object.fromEntries(aliases), {
    tf: 'tensorflow',
    np: 'numpy',
    keras: 'tensorflow.keras',
    Dense: 'keras.layers.Dense',
    Drop: 'keras.layers.Dropout',
    tensorflow: 'tensorflow',
  });
});

test('resolveName follows aliases and references, and says what is missing or a stub', () => {
  const aliases = new Map([['tf', 'tensorflow'], ['keras', 'keras'], ['K', 'tensorflow.keras']]);
  const resolve = (name) => resolveName(INDEX, aliases, name.split('.'));
  assert.equal(resolve('tf.function').status, 'ok');
  assert.equal(resolve('tf.function').node.s, '(func=None, input_signature=None, autograph=True)');
  assert.equal(resolve('K.layers.Dense').node.s, '(units, activation=None, **kwargs)');
  assert.deepEqual(resolve('tf.nonexistent'), { node: INDEX.lookup('tensorflow'), depth: 1, status: 'missing' });
  assert.equal(resolve('tf.linalg.expm').status, 'unsupported');
  assert.equal(resolve('tf.io.gfile.GFile').status, 'unsupported');
  assert.equal(resolve('tf.data.Dataset.map').status, 'ok');
  assert.equal(resolve('tf.data.Dataset.whatever').status, 'ok', 'a class attribute the index lacks is not flagged');
  assert.equal(resolve('tf.reduce_sum.__name__').status, 'ok');
  assert.equal(resolve('tf.__version__').status, 'ok', 'dunders are left out of the index, never flagged');
  assert.equal(resolve('tf.raw_ops.Add').status, 'ok', 'an open module has more than it lists');
  assert.equal(resolve('print').node.k, 'f');
  assert.equal(resolve('torch.nn'), null);
});

test('findUnsupported marks stubs and unknown names, never supported ones, strings or comments', () => {
  const source = [
    'import tensorflow as tf',
    'import keras',
    'x = tf.linalg.expm(tf.linalg.matmul(a, b))',
    'y = tf.nonexistent.thing  # tf.other',
    's = "tf.also_not"',
    'z = keras.ops.fft(x) + tf.reduce_sum(x)',
  ].join('\n');
  assert.deepEqual(findUnsupported(INDEX, source), [
    { line: 3, column: 5, endColumn: 19, message: 'tf.linalg.expm is not supported by tfplay: it raises NotImplementedError' },
    { line: 4, column: 5, endColumn: 19, message: 'tfplay has no tf.nonexistent' },
    {
      line: 6,
      column: 5,
      endColumn: 18,
      message: 'keras.ops.fft is not supported by tfplay: it raises NotImplementedError (tfplay lacks complex tensors)',
    },
  ]);
  assert.deepEqual(findUnsupported(INDEX, 'tf.nonexistent\n'), [], 'without an import, tf is not TensorFlow');
});

test('signatureParams splits a signature at its top-level commas, without / and *', () => {
  const sig = "(x, /, shape=(1, 2), *, sep=', ', **kwargs)";
  assert.deepEqual(
    signatureParams(sig).map((p) => [p.text, sig.slice(p.start, p.end)]),
    [['x', 'x'], ['shape=(1, 2)', 'shape=(1, 2)'], ["sep=', '", "sep=', '"], ['**kwargs', '**kwargs']],
  );
  assert.deepEqual(signatureParams('()'), []);
});

test('callAt finds the call around the cursor and the argument being written', () => {
  assert.deepEqual(callAt('y = tf.reduce_sum('), { callee: ['tf', 'reduce_sum'], argument: 0, keyword: null });
  assert.deepEqual(callAt('y = tf.reduce_sum(f(a, b), [1, 2], '), { callee: ['tf', 'reduce_sum'], argument: 2, keyword: null });
  assert.deepEqual(callAt('y = tf.reduce_sum(x, keepdims='), { callee: ['tf', 'reduce_sum'], argument: 1, keyword: 'keepdims' });
  assert.deepEqual(callAt('y = tf.reduce_sum(x == 1'), { callee: ['tf', 'reduce_sum'], argument: 0, keyword: null });
  assert.equal(callAt('y = [1, '), null);
  assert.equal(callAt('y = f(x)'), null);
});

test('activeParam picks the parameter an argument fills', () => {
  const params = signatureParams('(input_tensor, axis=None, keepdims=False, name=None)');
  assert.equal(activeParam(params, { argument: 1, keyword: null }), 1);
  assert.equal(activeParam(params, { argument: 0, keyword: 'name' }), 3);
  assert.equal(activeParam(params, { argument: 5, keyword: null }), -1);
  const printParams = signatureParams("(*args, sep=' ', end='\\n', file=None, flush=False)");
  assert.equal(activeParam(printParams, { argument: 3, keyword: null }), 0);
  assert.equal(activeParam(printParams, { argument: 1, keyword: 'end' }), 2);
});

test('scanInstances finds variables whose class is evident from their assignment', () => {
  const source = [
    'import tensorflow as tf',
    'import keras',
    'x = tf.constant([1.0])',
    'model = keras.Sequential([keras.layers.Dense(2)])',
    'y = tf.function(f)          # a function without a known result: nothing',
    'z = tf.constant(1.0)',
    'z += 1                      # rebound another way: nothing',
    'for w in range(3): pass',
    'w = tf.constant(2.0)',
    't = tf.constant(1.0)',
    't = keras.Sequential()      # two classes: nothing',
    's = "x = tf.constant(1)"',
    'u = tf.constant(1.0)',
    'u, v = 1, 2                 # unpacked: nothing',
  ].join('\n');
  const instances = scanInstances(INDEX, scanImports(source), source);
  assert.deepEqual([...instances.keys()].sort(), ['model', 'x']);
  assert.equal(instances.get('x').type, 'tf.Tensor');
  assert.equal(instances.get('x').node, INDEX.lookup('tensorflow.Tensor'));
  assert.equal(instances.get('model').type, 'keras.Sequential');
  assert.equal(instances.get('model').node, INDEX.lookup('keras.Sequential'));
});

test('resolveName through an instance: its class, and its methods without self', () => {
  const source = 'import tensorflow as tf\nimport keras\nx = tf.constant([1.0])\nmodel = keras.Sequential()\n';
  const aliases = scanImports(source);
  const instances = scanInstances(INDEX, aliases, source);
  assert.deepEqual(resolveName(INDEX, aliases, ['x'], instances), { node: INDEX.lookup('tensorflow.Tensor'), depth: 1, status: 'ok', instanceOf: 'tf.Tensor' });
  assert.equal(resolveName(INDEX, aliases, ['model', 'fit'], instances).node.s, '(x=None, y=None, epochs=1)');
  assert.equal(resolveName(INDEX, aliases, ['x', 'eval'], instances).status, 'unsupported');
  // A member the index does not list stops at the class, without a "missing" verdict.
  assert.deepEqual(resolveName(INDEX, aliases, ['x', 'device'], instances), { node: INDEX.lookup('tensorflow.Tensor'), depth: 1, status: 'ok' });
  // Without instances (the markers), a variable is none of ours.
  assert.equal(resolveName(INDEX, aliases, ['x', 'numpy']), null);
  assert.equal(boundSignature('(self)'), '()');
  assert.equal(boundSignature('(self, a, b=1)'), '(a, b=1)');
  assert.equal(boundSignature('(selfish, a)'), '(selfish, a)');
});

test('builtin methods: list.append and x.append for a literal x have their docstring and signature', () => {
  const index = createIndex({
    builtins: {
      k: 'm',
      m: {
        list: { k: 'c', d: 'Built-in mutable sequence.', m: { append: { k: 'f', s: '(self, object, /)', d: 'Append object to the end of the list.' } } },
        dict: { k: 'c', m: { get: { k: 'f', s: '(self, key, default=None, /)', d: 'Return the value for key if key is in the dictionary, else default.' } } },
        set: { k: 'c', m: { add: { k: 'f', d: 'Add an element to a set.' } } },
        str: { k: 'c', m: { split: { k: 'f', s: '(self, /, sep=None, maxsplit=-1)', d: 'Return a list of the substrings in the string, using sep as the separator string.' } } },
      },
    },
  });
  const source = ['xs = [1, 2]', 'd = {"a": 1}', 'e = {}', 'u = {1, 2}', 's = "a b"', 'n = "a" + s', 'w = [1] + xs'].join('\n');
  const instances = scanInstances(index, new Map(), source);
  assert.deepEqual(Object.fromEntries([...instances].map(([k, v]) => [k, v.type])), { xs: 'list', d: 'dict', e: 'dict', u: 'set', s: 'str' });
  const append = resolveName(index, new Map(), ['xs', 'append'], instances);
  assert.equal(append.node.d, 'Append object to the end of the list.');
  assert.equal(append.node.s, '(object, /)');
  assert.equal(resolveName(index, new Map(), ['list', 'append']).node.s, '(self, object, /)');
  assert.match(resolveName(index, new Map(), ['s', 'split'], instances).node.d, /substrings/);
});

// Completion stays away where the program names something new: with Monaco's suggestions on,
// typing `import tensorflow as tf` offered `tf` itself, and the Enter that followed took it
// instead of starting a new line.
test('namesSomethingNew: aliases, def and class names, import statements', () => {
  for (const line of ['import tensorflow as tf', 'import numpy as ', 'from keras import layers as L', '    except ValueError as e',
    'with tf.GradientTape() as tape', 'def f', 'class Net', 'import tensorflow', 'import ', 'from keras import lay', 'from keras.layers import Dense, Dro']) {
    assert.equal(namesSomethingNew(line), true, line);
  }
  for (const line of ['x = tf', '    return x', 'print(has', 'y = class_', 'model = Seq', '@tf', 'x = alias', 'default = ']) {
    assert.equal(namesSomethingNew(line), false, line);
  }
});

test('importCompletion offers the modules a program can import, submodules after a dot, members after from ... import', () => {
  const index = createIndex({ ...INDEX_JSON, '(modules)': ['functools', 'math', 'sys'] });
  const names = (line) => importCompletion(index, line)?.names.map(([name]) => name) ?? null;
  assert.deepEqual(names('import ker'), ['keras']);
  assert.equal(importCompletion(index, 'import ker').word, 'ker');
  assert.deepEqual(names('import '), ['functools', 'keras', 'math', 'numpy', 'sys', 'tensorflow']);
  assert.deepEqual(names('from ma'), ['math']);
  assert.deepEqual(names('import numpy as np, ten'), ['tensorflow']);
  assert.deepEqual(names('import keras.'), ['layers', 'ops']);
  assert.deepEqual(names('from tensorflow.li'), ['linalg']);
  assert.deepEqual(names('from keras.layers import De'), ['Dense']);
  assert.deepEqual(names('from keras import layers, Se'), ['Sequential']);
  assert.deepEqual(names('import nothing.'), []);
  // Not an import being written: an alias, code, a module's name already followed by a space.
  for (const line of ['import keras as k', 'x = ker', 'print(math', 'from keras ']) assert.equal(importCompletion(index, line), null, line);
  // An index without the list (an older build) offers the roots.
  assert.deepEqual(names('import n'), ['numpy']);
  assert.deepEqual(importCompletion(INDEX, 'import ').names.map(([name]) => name), ['keras', 'numpy', 'tensorflow']);
});
