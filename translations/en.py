# English plural forms (translations/translate.py): singular, plural. Sources with "(s)" need no
# entry (translate.py's plural() below does them); the rest are here.
import re

STRINGS = {
    '"%1": %n suggestions in %2 µs by %3, %4 commands':
        ('"%1": %n suggestion in %2 µs by %3, %4 commands',
         '"%1": %n suggestions in %2 µs by %3, %4 commands'),
    '%n masters': ('%n master', '%n masters'),
    'cluster · %n masters': ('cluster · %n master', 'cluster · %n masters'),
    '%n replicas': ('%n replica', '%n replicas'),
    '%n operations failed': ('%n operation failed', '%n operations failed'),
    '%n operations failed: %1.': ('%n operation failed: %1.', '%n operations failed: %1.'),
    'Released one hold of %1; %n left': ('Released one hold of %1; %n left',
                                         'Released one hold of %1; %n left'),
    '%n contacts': ('%n contact', '%n contacts'),
    'The sandbox holds %n key(s). Keep them for the next start?':
        ('The sandbox holds %n key. Keep it for the next start?',
         'The sandbox holds %n keys. Keep them for the next start?'),
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
