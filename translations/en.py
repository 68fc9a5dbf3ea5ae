# English plural forms (translations/translate.py): singular, plural. Sources with "(s)" need no
# entry (translate.py's plural() below does them); the rest are here.
import re

STRINGS = {
    'Released one hold of %1; %n left': ('Released one hold of %1; %n left',
                                         'Released one hold of %1; %n left'),
    'The sandbox holds %n key(s). Keep them for the next start?':
        ('The sandbox holds %n key. Keep it for the next start?',
         'The sandbox holds %n keys. Keep them for the next start?'),
    '%n stretch(es) over the limit': ('%n stretch over the limit', '%n stretches over the limit'),
    '%n entry(s)': ('%n entry', '%n entries'),
}


def _forms(source):
    return (re.sub(r'\(s\)', '', source), re.sub(r'\(s\)', 's', source))


class _Plurals(dict):
    def get(self, key, default=None):
        if key in self:
            return self[key]
        source = key.split('|', 1)[-1] if '|' in key and '(s)' not in key.split('|', 1)[0] else key
        if '(s)' in source and '%' in source:
            return _forms(source)
        return default


STRINGS = _Plurals(STRINGS)
