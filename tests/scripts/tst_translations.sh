#!/usr/bin/env bash
# The Simplified Chinese interface is complete (issue 23): lupdate reads ui/ and app/ into a copy
# of translations/coordscope_zh_CN.ts, and this fails listing every source string without a
# finished translation, and every translation whose placeholders (%1 … %99, %L1, %n, %Ln) differ
# from its source's. The fix: translations/zh_CN.py, then translations/translate.py (docs/
# ARCHITECTURE.md, translations/).
#
#   tests/scripts/tst_translations.sh [LUPDATE [SOURCE_DIR]]
set -uo pipefail
LUPDATE=${1:-/usr/lib/qt6/bin/lupdate}
SOURCE_DIR=${2:-$(cd "$(dirname "$0")/../.." && pwd)}
command -v "$LUPDATE" >/dev/null || { echo "FAIL no lupdate at $LUPDATE (qt6-l10n-tools)"; exit 2; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cp "$SOURCE_DIR/translations/coordscope_zh_CN.ts" "$TMP/coordscope_zh_CN.ts"
cd "$SOURCE_DIR" || exit 2
if ! "$LUPDATE" -extensions cpp,h -locations none -no-obsolete -silent ui app \
        -ts "$TMP/coordscope_zh_CN.ts" >"$TMP/lupdate.log" 2>&1; then
    echo "FAIL lupdate:"; cat "$TMP/lupdate.log"; exit 1
fi
python3 - "$TMP/coordscope_zh_CN.ts" <<'PY'
import re
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r'%L?(?:n|[1-9][0-9]?)')
root = ET.parse(sys.argv[1]).getroot()
missing, mismatched, total = [], [], 0
for context in root.iter('context'):
    name = context.findtext('name')
    for message in context.iter('message'):
        source = message.findtext('source') or ''
        translation = message.find('translation')
        kind = translation.get('type') if translation is not None else 'unfinished'
        if kind in ('vanished', 'obsolete'):
            continue
        total += 1
        forms = [f.text or '' for f in translation.iter('numerusform')] \
            if message.get('numerus') == 'yes' else [translation.text or '']
        if kind == 'unfinished' or not any(forms):
            missing.append('%s: %r' % (name, source))
            continue
        want = sorted(PLACEHOLDER.findall(source))
        for form in forms:
            if sorted(PLACEHOLDER.findall(form)) != want:
                mismatched.append('%s: %r -> %r (%s, not %s)' % (
                    name, source, form, ' '.join(sorted(PLACEHOLDER.findall(form))) or 'none',
                    ' '.join(want) or 'none'))
for line in missing:
    print('UNTRANSLATED ' + line)
for line in mismatched:
    print('PLACEHOLDERS ' + line)
print('%d source strings: %d without a zh_CN translation, %d with placeholders that differ'
      % (total, len(missing), len(mismatched)))
sys.exit(1 if missing or mismatched else 0)
PY
