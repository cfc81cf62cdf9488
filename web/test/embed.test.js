import assert from 'node:assert/strict';
import { test } from 'node:test';

import { embedOptions, embedSnippet, embedUrl } from '../src/shell/embed.js';

const PAGE = 'https://play.example/tfplay/?editor=plain#v1/abc';

test('embedUrl puts the options in the query and keeps the program in the fragment', () => {
  const url = embedUrl(PAGE, { panes: ['output', 'cache'], autorun: true, readonly: true, theme: 'dark' });
  assert.equal(url, 'https://play.example/tfplay/?embed=1&panes=output%2Ccache&autorun=1&readonly=1&theme=dark#v1/abc');
  assert.deepEqual(embedOptions(new URL(url).searchParams), {
    panes: ['output', 'cache'],
    readonly: true,
    autorun: true,
    theme: 'dark',
    host: null,
  });
  assert.equal(embedUrl(PAGE, { panes: [], autorun: false, readonly: false, theme: '' }), 'https://play.example/tfplay/?embed=1#v1/abc');
});

test('embedOptions lists each pane once, in the order first given', () => {
  const options = embedOptions(new URLSearchParams('embed=1&panes=cache,cache, ops,cache,timeline'));
  assert.deepEqual(options.panes, ['cache', 'ops', 'timeline']);
});

test('embedSnippet is the iframe and a script that applies only its own embed\'s height messages', () => {
  const src = 'https://play.example/tfplay/?embed=1&panes=cache#v1/a"b';
  const lines = embedSnippet(src).split('\n');
  assert.equal(
    lines[0],
    '<iframe src="https://play.example/tfplay/?embed=1&amp;panes=cache#v1/a&quot;b" title="tfplay: a tf.function playground" width="100%" height="420" style="border:0" loading="lazy"></iframe>',
  );
  const script = lines.slice(1).join('\n');
  assert.match(script, /^<script>\n[\s\S]*\n<\/script>$/);
  assert.match(script, /e\.source !== frame\.contentWindow \|\| e\.origin !== "https:\/\/play\.example"/);
  assert.match(script, /document\.currentScript\.previousElementSibling/);
});
