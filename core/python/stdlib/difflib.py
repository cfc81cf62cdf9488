# difflib for tfplay: SequenceMatcher, get_close_matches, unified_diff, context_diff, ndiff /
# Differ and restore, with the results of CPython 3.12's Lib/difflib.py (the same matching
# algorithm: longest matching blocks found recursively, junk and "popular" elements of b
# ignored, ties broken the same way). Not provided: HtmlDiff and diff_bytes.
import heapq as _heapq
import re as _re
from collections import namedtuple as _namedtuple

__all__ = ['get_close_matches', 'ndiff', 'restore', 'SequenceMatcher', 'Differ', 'IS_CHARACTER_JUNK',
           'IS_LINE_JUNK', 'context_diff', 'unified_diff', 'diff_bytes', 'HtmlDiff', 'Match']

Match = _namedtuple('Match', 'a b size')


def _calculate_ratio(matches, length):
    if length:
        return 2.0 * matches / length
    return 1.0


class SequenceMatcher:
    """Compares two sequences of hashable elements: the blocks they share, the operations that
    turn a into b, and how similar they are (ratio)."""

    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        self.isjunk = isjunk
        self.a = self.b = None
        self.autojunk = autojunk
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self._index_b()

    def _index_b(self):
        """b2j: each element of b to the indices where it occurs, without the junk elements
        (isjunk) and, for a b of 200 or more elements, those occurring more than 1% + 1 times."""
        b = self.b
        self.b2j = b2j = {}
        for i, elt in enumerate(b):
            b2j.setdefault(elt, []).append(i)
        self.bjunk = junk = set()
        if self.isjunk:
            for elt in b2j.keys():
                if self.isjunk(elt):
                    junk.add(elt)
            for elt in junk:
                del b2j[elt]
        self.bpopular = popular = set()
        n = len(b)
        if self.autojunk and n >= 200:
            ntest = n // 100 + 1
            for elt, indices in b2j.items():
                if len(indices) > ntest:
                    popular.add(elt)
            for elt in popular:
                del b2j[elt]

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        """The longest block a[i:i+k] == b[j:j+k] inside a[alo:ahi], b[blo:bhi] (the earliest in a,
        then in b, among the longest), grown over junk-free then junk neighbours."""
        a, b, b2j, isbjunk = self.a, self.b, self.b2j, self.bjunk.__contains__
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        besti, bestj, bestsize = alo, blo, 0
        lengths = {}
        for i in range(alo, ahi):
            new_lengths = {}
            for j in b2j.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = new_lengths[j] = lengths.get(j - 1, 0) + 1
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            lengths = new_lengths
        while besti > alo and bestj > blo and not isbjunk(b[bestj - 1]) and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while (besti + bestsize < ahi and bestj + bestsize < bhi and not isbjunk(b[bestj + bestsize])
               and a[besti + bestsize] == b[bestj + bestsize]):
            bestsize += 1
        while besti > alo and bestj > blo and isbjunk(b[bestj - 1]) and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while (besti + bestsize < ahi and bestj + bestsize < bhi and isbjunk(b[bestj + bestsize])
               and a[besti + bestsize] == b[bestj + bestsize]):
            bestsize = bestsize + 1
        return Match(besti, bestj, bestsize)

    def get_matching_blocks(self):
        """The Match(i, j, n) blocks of a and b in order, adjacent ones merged, ending with
        Match(len(a), len(b), 0)."""
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        pending = [(0, la, 0, lb)]
        blocks = []
        while pending:
            alo, ahi, blo, bhi = pending.pop()
            i, j, k = x = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                blocks.append(x)
                if alo < i and blo < j:
                    pending.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    pending.append((i + k, ahi, j + k, bhi))
        blocks.sort()
        merged = []
        i1 = j1 = k1 = 0
        for i2, j2, k2 in blocks:
            if i1 + k1 == i2 and j1 + k1 == j2:
                k1 += k2
            else:
                if k1:
                    merged.append((i1, j1, k1))
                i1, j1, k1 = i2, j2, k2
        if k1:
            merged.append((i1, j1, k1))
        merged.append((la, lb, 0))
        self.matching_blocks = [Match(*m) for m in merged]
        return self.matching_blocks

    def get_opcodes(self):
        """(tag, i1, i2, j1, j2) steps turning a into b: 'replace', 'delete', 'insert', 'equal'."""
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        self.opcodes = answer = []
        for ai, bj, size in self.get_matching_blocks():
            tag = ''
            if i < ai and j < bj:
                tag = 'replace'
            elif i < ai:
                tag = 'delete'
            elif j < bj:
                tag = 'insert'
            if tag:
                answer.append((tag, i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                answer.append(('equal', ai, i, bj, j))
        return answer

    def get_grouped_opcodes(self, n=3):
        """The opcodes in groups with at most n lines of context around each change."""
        codes = self.get_opcodes()
        if not codes:
            codes = [("equal", 0, 1, 0, 1)]
        if codes[0][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[0]
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        if codes[-1][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[-1]
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
        nn = n + n
        group = []
        for tag, i1, i2, j1, j2 in codes:
            if tag == 'equal' and i2 - i1 > nn:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == 'equal'):
            yield group

    def ratio(self):
        """2.0 * matched elements / (len(a) + len(b)), 1.0 for two empty sequences."""
        matches = sum(triple[-1] for triple in self.get_matching_blocks())
        return _calculate_ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        """An upper bound of ratio() from the elements' counts alone."""
        if self.fullbcount is None:
            self.fullbcount = counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
        counts = self.fullbcount
        avail = {}
        matches = 0
        for elt in self.a:
            numb = avail[elt] if elt in avail else counts.get(elt, 0)
            avail[elt] = numb - 1
            if numb > 0:
                matches = matches + 1
        return _calculate_ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        """An upper bound of ratio() from the lengths alone."""
        la, lb = len(self.a), len(self.b)
        return _calculate_ratio(min(la, lb), la + lb)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    """The (at most n) possibilities most similar to word with a ratio of at least cutoff, the
    most similar first."""
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))
    result = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff and s.ratio() >= cutoff:
            result.append((s.ratio(), x))
    result = _heapq.nlargest(n, result)
    return [x for score, x in result]


def _keep_original_ws(s, tag_s):
    """tag_s with the whitespace characters of s where tag_s has spaces."""
    return ''.join(c if tag_c == " " and c.isspace() else tag_c for c, tag_c in zip(s, tag_s))


class Differ:
    """Human-readable line deltas: '- ' lines of a only, '+ ' lines of b only, '  ' common lines,
    '? ' lines pointing at the changed characters of similar lines."""

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        cruncher = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in cruncher.get_opcodes():
            if tag == 'replace':
                g = self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == 'delete':
                g = self._dump('-', a, alo, ahi)
            elif tag == 'insert':
                g = self._dump('+', b, blo, bhi)
            elif tag == 'equal':
                g = self._dump(' ', a, alo, ahi)
            else:
                raise ValueError('unknown tag %r' % (tag,))
            yield from g

    def _dump(self, tag, x, lo, hi):
        for i in range(lo, hi):
            yield '%s %s' % (tag, x[i])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        if bhi - blo < ahi - alo:
            first = self._dump('+', b, blo, bhi)
            second = self._dump('-', a, alo, ahi)
        else:
            first = self._dump('-', a, alo, ahi)
            second = self._dump('+', b, blo, bhi)
        for g in first, second:
            yield from g

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # The most similar pair of lines (ratio above 0.74, needing 0.75 to count) is shown
        # as a change with '?' guides; the lines before and after it are compared again.
        best_ratio, cutoff = 0.74, 0.75
        cruncher = SequenceMatcher(self.charjunk)
        eqi, eqj = None, None
        for j in range(blo, bhi):
            bj = b[j]
            cruncher.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if eqi is None:
                        eqi, eqj = i, j
                    continue
                cruncher.set_seq1(ai)
                if (cruncher.real_quick_ratio() > best_ratio and cruncher.quick_ratio() > best_ratio
                        and cruncher.ratio() > best_ratio):
                    best_ratio, best_i, best_j = cruncher.ratio(), i, j
        if best_ratio < cutoff:
            if eqi is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j, best_ratio = eqi, eqj, 1.0
        else:
            eqi = None
        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)
        aelt, belt = a[best_i], b[best_j]
        if eqi is None:
            atags = btags = ''
            cruncher.set_seqs(aelt, belt)
            for tag, ai1, ai2, bj1, bj2 in cruncher.get_opcodes():
                la, lb = ai2 - ai1, bj2 - bj1
                if tag == 'replace':
                    atags += '^' * la
                    btags += '^' * lb
                elif tag == 'delete':
                    atags += '-' * la
                elif tag == 'insert':
                    btags += '+' * lb
                elif tag == 'equal':
                    atags += ' ' * la
                    btags += ' ' * lb
                else:
                    raise ValueError('unknown tag %r' % (tag,))
            yield from self._qformat(aelt, belt, atags, btags)
        else:
            yield '  ' + aelt
        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        g = []
        if alo < ahi:
            if blo < bhi:
                g = self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                g = self._dump('-', a, alo, ahi)
        elif blo < bhi:
            g = self._dump('+', b, blo, bhi)
        yield from g

    def _qformat(self, aline, bline, atags, btags):
        atags = _keep_original_ws(aline, atags).rstrip()
        btags = _keep_original_ws(bline, btags).rstrip()
        yield "- " + aline
        if atags:
            yield f"? {atags}\n"
        yield "+ " + bline
        if btags:
            yield f"? {btags}\n"


def IS_LINE_JUNK(line, pat=_re.compile(r"\s*(?:#\s*)?$").match):
    """True for a blank line or a line holding only '#'."""
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    """True for a space or a tab."""
    return ch in ws


def _format_range_unified(start, stop):
    beginning = start + 1
    length = stop - start
    if length == 1:
        return '{}'.format(beginning)
    if not length:
        beginning -= 1
    return '{},{}'.format(beginning, length)


def _check_types(a, b, *args):
    if a and not isinstance(a[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' % (type(a[0]).__name__, a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' % (type(b[0]).__name__, b[0]))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError('all arguments must be str, not: %r' % (arg,))


def _file_headers(from_mark, to_mark, fromfile, tofile, fromfiledate, tofiledate, lineterm):
    """A diff's two file lines: the marks, the names and, when given, a tab and the dates."""
    fromdate = '\t{}'.format(fromfiledate) if fromfiledate else ''
    todate = '\t{}'.format(tofiledate) if tofiledate else ''
    yield '{} {}{}{}'.format(from_mark, fromfile, fromdate, lineterm)
    yield '{} {}{}{}'.format(to_mark, tofile, todate, lineterm)


def unified_diff(a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3, lineterm='\n'):
    """The lines of a unified diff ('---', '+++', '@@ -l,s +l,s @@' hunks) from a to b."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield from _file_headers('---', '+++', fromfile, tofile, fromfiledate, tofiledate, lineterm)
        first, last = group[0], group[-1]
        file1_range = _format_range_unified(first[1], last[2])
        file2_range = _format_range_unified(first[3], last[4])
        yield '@@ -{} +{} @@{}'.format(file1_range, file2_range, lineterm)
        for tag, i1, i2, j1, j2 in group:
            if tag == 'equal':
                for line in a[i1:i2]:
                    yield ' ' + line
                continue
            if tag in {'replace', 'delete'}:
                for line in a[i1:i2]:
                    yield '-' + line
            if tag in {'replace', 'insert'}:
                for line in b[j1:j2]:
                    yield '+' + line


def _format_range_context(start, stop):
    beginning = start + 1
    length = stop - start
    if not length:
        beginning -= 1
    if length <= 1:
        return '{}'.format(beginning)
    return '{},{}'.format(beginning, beginning + length - 1)


def context_diff(a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3, lineterm='\n'):
    """The lines of a context diff ('***', '---', '! ' changed lines) from a to b."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    prefix = dict(insert='+ ', delete='- ', replace='! ', equal='  ')
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield from _file_headers('***', '---', fromfile, tofile, fromfiledate, tofiledate, lineterm)
        first, last = group[0], group[-1]
        yield '***************' + lineterm
        file1_range = _format_range_context(first[1], last[2])
        yield '*** {} ****{}'.format(file1_range, lineterm)
        if any(tag in {'replace', 'delete'} for tag, _, _, _, _ in group):
            for tag, i1, i2, _, _ in group:
                if tag != 'insert':
                    for line in a[i1:i2]:
                        yield prefix[tag] + line
        file2_range = _format_range_context(first[3], last[4])
        yield '--- {} ----{}'.format(file2_range, lineterm)
        if any(tag in {'replace', 'insert'} for tag, _, _, _, _ in group):
            for tag, _, _, j1, j2 in group:
                if tag != 'delete':
                    for line in b[j1:j2]:
                        yield prefix[tag] + line


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    """Differ(linejunk, charjunk).compare(a, b)."""
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    """Sequence 1 or 2 of an ndiff / Differ delta."""
    try:
        tag = {1: "- ", 2: "+ "}[int(which)]
    except KeyError:
        raise ValueError('unknown delta choice (must be 1 or 2): %r' % which) from None
    prefixes = ("  ", tag)
    for line in delta:
        if line[:2] in prefixes:
            yield line[2:]


def diff_bytes(dfunc, a, b, fromfile=b'', tofile=b'', fromfiledate=b'', tofiledate=b'', n=3, lineterm=b'\n'):
    raise NotImplementedError('difflib.diff_bytes is not supported by tfplay')


class HtmlDiff(object):
    def __init__(self, *args, **kwargs):
        raise NotImplementedError('difflib.HtmlDiff is not supported by tfplay')
