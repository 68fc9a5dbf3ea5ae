#!/usr/bin/env bash
# The Simplified Chinese interface is complete (issue 23): lupdate reads core/, ui/ and app/ into a copy
# of translations/coordscope_zh_CN.ts, and this fails listing every source string without a
# finished translation, and every translation whose placeholders (%1 … %99, %L1, %n, %Ln) differ
# from its source's. The same for the English plural forms (coordscope_en.ts, lupdate
# -pluralonly): without them tr("%n key(s)", nullptr, 2) reads "2 key(s)". The fix:
# translations/zh_CN.py or en.py, then translations/translate.py (docs/ARCHITECTURE.md).
#
#   tests/scripts/tst_translations.sh [LUPDATE [SOURCE_DIR]]
set -uo pipefail
LUPDATE=${1:-/usr/lib/qt6/bin/lupdate}
SOURCE_DIR=${2:-$(cd "$(dirname "$0")/../.." && pwd)}
command -v "$LUPDATE" >/dev/null || { echo "FAIL no lupdate at $LUPDATE (qt6-l10n-tools)"; exit 2; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cp "$SOURCE_DIR/translations/coordscope_zh_CN.ts" "$SOURCE_DIR/translations/coordscope_en.ts" "$TMP/"
cd "$SOURCE_DIR" || exit 2
OPTIONS=(-extensions cpp,h -locations none -no-obsolete -silent core ui app)
if ! "$LUPDATE" "${OPTIONS[@]}" -ts "$TMP/coordscope_zh_CN.ts" >"$TMP/lupdate.log" 2>&1 ||
   ! "$LUPDATE" "${OPTIONS[@]}" -pluralonly -ts "$TMP/coordscope_en.ts" >>"$TMP/lupdate.log" 2>&1; then
    echo "FAIL lupdate:"; cat "$TMP/lupdate.log"; exit 1
fi
python3 - "$TMP/coordscope_zh_CN.ts" "$TMP/coordscope_en.ts" <<'PY'
import re
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r'%L?(?:n|[1-9][0-9]?)')


def placeholders(text):
    return sorted(PLACEHOLDER.findall(text))


missing, mismatched, total = [], [], 0
for path in sys.argv[1:]:
    root = ET.parse(path).getroot()
    language = root.get('language')
    for context in root.iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            source = message.findtext('source') or ''
            translation = message.find('translation')
            kind = translation.get('type') if translation is not None else 'unfinished'
            if kind in ('vanished', 'obsolete'):
                continue
            total += 1
            if message.get('numerus') == 'yes':
                forms = [f.text or '' for f in translation.iter('numerusform')]
            else:
                forms = [translation.text or '']
            where = '%s %s: %r' % (language, name, source)
            if kind == 'unfinished' or not all(forms):
                missing.append(where)
                continue
            for form in forms:
                if placeholders(form) != placeholders(source):
                    mismatched.append('%s -> %r (%s, not %s)' % (
                        where, form, ' '.join(placeholders(form)) or 'none',
                        ' '.join(placeholders(source)) or 'none'))
for line in missing:
    print('UNTRANSLATED ' + line)
for line in mismatched:
    print('PLACEHOLDERS ' + line)
print('%d messages (zh_CN: every string; en: the plural ones): %d without a translation, '
      '%d with placeholders that differ' % (total, len(missing), len(mismatched)))
sys.exit(1 if missing or mismatched else 0)
PY
