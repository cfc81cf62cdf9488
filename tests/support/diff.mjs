// A small line diff for test failures: "-" lines are expected, "+" lines are what came out,
// "  " lines agree. Whitespace is made visible at line ends, and a missing final newline
// is called out, since conformance output must match byte for byte.

const MAX_CELLS = 4_000_000; // past this, fall back to showing both sides whole

function show(line) {
  return line.replace(/[ \t]+$/, (ws) => ws.replace(/ /g, '·').replace(/\t/g, '→'));
}

function split(text) {
  const lines = text.split('\n');
  const endsWithNewline = lines.at(-1) === '';
  if (endsWithNewline) lines.pop();
  return { lines, endsWithNewline };
}

/** A unified-style diff of two texts, line by line (longest common subsequence). */
export function lineDiff(expectedText, actualText) {
  const a = split(expectedText);
  const b = split(actualText);
  const out = [];
  if (a.lines.length * b.lines.length > MAX_CELLS) {
    out.push(...a.lines.map((l) => `- ${show(l)}`), ...b.lines.map((l) => `+ ${show(l)}`));
  } else {
    const n = a.lines.length;
    const m = b.lines.length;
    // lcs[i][j]: length of the LCS of a[i..] and b[j..].
    const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i][j] = a.lines[i] === b.lines[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a.lines[i] === b.lines[j]) {
        out.push(`  ${show(a.lines[i])}`);
        i++;
        j++;
      } else if (i < n && (j === m || lcs[i + 1][j] >= lcs[i][j + 1])) {
        out.push(`- ${show(a.lines[i])}`);
        i++;
      } else {
        out.push(`+ ${show(b.lines[j])}`);
        j++;
      }
    }
  }
  if (a.endsWithNewline !== b.endsWithNewline) {
    out.push(`(expected ${a.endsWithNewline ? 'a' : 'no'} final newline, got ${b.endsWithNewline ? 'one' : 'none'})`);
  }
  return out.map((l) => `    ${l}`).join('\n');
}
