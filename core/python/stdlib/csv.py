# csv for tfplay: reader, writer, DictReader and DictWriter with the excel dialect's defaults,
# after CPython 3.12's Modules/_csv.c and Lib/csv.py (quoting rules, '\r\n' line ends, the
# errors' messages).
QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE, QUOTE_STRINGS, QUOTE_NOTNULL = range(6)

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE", "Error", "Dialect", "excel",
           "excel_tab", "reader", "writer", "DictReader", "DictWriter", "register_dialect", "get_dialect",
           "list_dialects", "field_size_limit"]


class Error(Exception):
    pass


Error.__module__ = '_csv'


class Dialect:
    delimiter = ','
    quotechar = '"'
    escapechar = None
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL
    strict = False


class excel(Dialect):
    pass


class excel_tab(excel):
    delimiter = '\t'


class unix_dialect(Dialect):
    lineterminator = '\n'
    quoting = QUOTE_ALL


_dialects = {'excel': excel, 'excel-tab': excel_tab, 'unix': unix_dialect}


def register_dialect(name, dialect=None, **fmtparams):
    _dialects[name] = _Params(dialect or excel, fmtparams)


def get_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    return _dialects[name]


def list_dialects():
    return list(_dialects)


def field_size_limit(new_limit=None):
    return 131072


class _Params:
    def __init__(self, dialect, fmtparams):
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)
        for name in ('delimiter', 'quotechar', 'escapechar', 'doublequote', 'skipinitialspace', 'lineterminator',
                     'quoting', 'strict'):
            setattr(self, name, fmtparams.get(name, getattr(dialect, name)))
        if not isinstance(self.delimiter, str) or len(self.delimiter) != 1:
            raise TypeError('"delimiter" must be a 1-character string')


class _Reader:
    def __init__(self, f, params):
        self._lines = iter(f)
        self.dialect = params
        self.line_num = 0

    def __iter__(self):
        return self

    def __next__(self):
        d = self.dialect
        fields = []
        field = ''
        quoted = False
        in_quotes = False
        started = False
        while True:
            try:
                line = next(self._lines)
            except StopIteration:
                if in_quotes:
                    if d.strict:
                        raise Error("unexpected end of data")
                    fields.append(field)
                    return fields
                if started:
                    fields.append(field)
                    return fields
                raise
            if not isinstance(line, str):
                raise Error("iterator should return strings, not " + type(line).__name__ +
                            " (the file should be opened in text mode)")
            self.line_num += 1
            started = True
            i = 0
            n = len(line)
            while i < n:
                c = line[i]
                if in_quotes:
                    if c == d.escapechar and i + 1 < n:
                        field += line[i + 1]
                        i += 2
                        continue
                    if c == d.quotechar:
                        if d.doublequote and i + 1 < n and line[i + 1] == d.quotechar:
                            field += c
                            i += 2
                            continue
                        in_quotes = False
                        i += 1
                        continue
                    field += c
                    i += 1
                    continue
                if c == d.delimiter:
                    fields.append(field if quoted or d.quoting != QUOTE_NONNUMERIC or field == '' else float(field))
                    field = ''
                    quoted = False
                    i += 1
                    if d.skipinitialspace:
                        while i < n and line[i] == ' ':
                            i += 1
                    continue
                if c in '\r\n':
                    rest = line[i:].lstrip('\r\n')
                    if rest:
                        raise Error("new-line character seen in unquoted field - do you need to open the file with newline=''?")
                    if not fields and field == '' and not quoted:
                        return []
                    fields.append(field if quoted or d.quoting != QUOTE_NONNUMERIC or field == '' else float(field))
                    return fields
                if c == d.quotechar and d.quoting != QUOTE_NONE and field == '':
                    in_quotes = True
                    quoted = True
                    i += 1
                    continue
                if c == d.escapechar and i + 1 < n:
                    field += line[i + 1]
                    i += 2
                    continue
                field += c
                i += 1
            if not in_quotes:
                if not fields and field == '' and not quoted:
                    return []
                fields.append(field if quoted or d.quoting != QUOTE_NONNUMERIC or field == '' else float(field))
                return fields


def reader(csvfile, dialect='excel', **fmtparams):
    return _Reader(csvfile, _Params(dialect, fmtparams))


class _Writer:
    def __init__(self, f, params):
        self._f = f
        self.dialect = params

    def _field(self, value):
        d = self.dialect
        if value is None:
            text = ''
        elif isinstance(value, float):
            text = repr(value)
        else:
            text = str(value)
        if d.quoting == QUOTE_ALL or (d.quoting == QUOTE_NONNUMERIC and not isinstance(value, (int, float))):
            need = True
        elif d.quoting == QUOTE_NONE:
            need = False
        else:
            need = any(c in text for c in (d.delimiter, d.quotechar, '\r', '\n'))
        if need:
            return d.quotechar + text.replace(d.quotechar, d.quotechar * 2) + d.quotechar
        return text

    def writerow(self, row):
        try:
            items = list(row)
        except TypeError:
            raise Error("iterable expected, not " + type(row).__name__)
        d = self.dialect
        if len(items) == 1 and items[0] in ('', None) and d.quoting != QUOTE_NONE:
            line = d.quotechar * 2
        else:
            line = d.delimiter.join(self._field(v) for v in items)
        return self._f.write(line + d.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(csvfile, dialect='excel', **fmtparams):
    return _Writer(csvfile, _Params(dialect, fmtparams))


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect='excel', *args, **kwds):
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel", *args, **kwds):
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong_fields = [k for k in rowdict if k not in self.fieldnames]
            if wrong_fields:
                raise ValueError("dict contains fields not in fieldnames: " + ", ".join([repr(x) for x in wrong_fields]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))
