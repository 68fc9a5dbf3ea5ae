#!/usr/bin/env python3
"""Fills the translations that follow from others (docs/ARCHITECTURE.md, "translations/"):

  - translations/coordscope_zh_TW.ts: every message zh_TW has not translated yet and zh_CN has,
    converted to Traditional characters and Taiwan usage with OpenCC (s2twp: 服务器 -> 伺服器,
    内存 -> 記憶體) and the terms of the glossary below; finished zh_TW messages are left alone,
    so a hand-made translation stays;
  - translations/coordscope_en.ts: the singular and plural of every numerus message without them,
    from its source ("%n primitive(s)" -> "%n primitive", "%n primitives").

Then run `cmake --build build --target update_translations`: lupdate writes the files back in its
own layout. Needs python3 and opencc (scripts/debian-packages.txt).

    scripts/derive-translations.py [--check]   (--check: change nothing, exit 1 if a file would)
"""
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TRANSLATIONS = Path(__file__).resolve().parent.parent / 'translations'

# After s2twp: the terms Traditional-script readers of the Redis literature use.
TAIWAN_TERMS = [
    ('命令日誌', '命令紀錄'), ('日誌', '紀錄'), ('場景', '情境'), ('只讀', '唯讀'), ('超時', '逾時'),
    ('訊號量', '信號量'), ('延時佇列', '延遲佇列'), ('獲取', '取得'), ('影象', '影像'),
    ('十六進位制', '十六進位'), ('標籤頁', '分頁'), ('點陣圖', '位元圖'), ('載荷', '酬載'),
    ('幫助', '說明'), ('配置', '設定'), ('死鎖', '死結'), ('刷新', '重新整理'), ('條目', '項目'),
    ('“', '「'), ('”', '」'), ('引數', '參數'),
]


def messages(root):
    for context in root.iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            yield name, message


def finished(message):
    translation = message.find('translation')
    if translation is None or translation.get('type') in ('unfinished', 'vanished', 'obsolete'):
        return False
    forms = [f.text for f in translation.findall('numerusform')] or [translation.text]
    return all(forms)


def forms_of(message):
    translation = message.find('translation')
    return [f.text for f in translation.findall('numerusform')] or [translation.text]


def set_forms(message, forms):
    translation = message.find('translation')
    for child in list(translation):
        translation.remove(child)
    translation.text = None
    translation.attrib.pop('type', None)
    if message.get('numerus') == 'yes':
        for form in forms:
            ET.SubElement(translation, 'numerusform').text = form
    else:
        translation.text = forms[0]


def to_taiwan(texts):
    if not texts:
        return []
    lines = ''.join(json.dumps(t, ensure_ascii=False) + '\n' for t in texts)
    out = subprocess.run(['opencc', '-c', 's2twp.json'], input=lines, capture_output=True,
                         text=True, check=True).stdout
    converted = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert len(converted) == len(texts)
    for a, b in TAIWAN_TERMS:
        converted = [t.replace(a, b) for t in converted]
    return converted


def english_forms(source):
    singular = re.sub(r'\b(\w+)\((?:s|es)\)', r'\1', source)
    plural = re.sub(r'\b(\w+)\((s|es)\)',
                    lambda m: 'entries' if m.group(1) == 'entry' else m.group(1) + m.group(2),
                    source)
    return [singular, plural]


def write(tree, path):
    tree.write(path, encoding='utf-8', xml_declaration=True)
    text = path.read_text(encoding='utf-8')
    text = text.replace("<?xml version='1.0' encoding='utf-8'?>\n",
                        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n', 1)
    path.write_text(text, encoding='utf-8')


def main():
    check = '--check' in sys.argv[1:]
    simplified = {}
    for context, message in messages(ET.parse(TRANSLATIONS / 'coordscope_zh_CN.ts').getroot()):
        if finished(message):
            simplified[(context, message.findtext('source'))] = forms_of(message)

    changed = 0
    path = TRANSLATIONS / 'coordscope_zh_TW.ts'
    tree = ET.parse(path)
    todo = [(m, simplified[(c, m.findtext('source'))]) for c, m in messages(tree.getroot())
            if not finished(m) and (c, m.findtext('source')) in simplified]
    flat = [form for _, forms in todo for form in forms]
    converted = iter(to_taiwan(flat))
    for message, forms in todo:
        set_forms(message, [next(converted) for _ in forms])
    if todo and not check:
        write(tree, path)
    print(f'zh_TW: {len(todo)} message(s) from zh_CN')
    changed += len(todo)

    path = TRANSLATIONS / 'coordscope_en.ts'
    tree = ET.parse(path)
    todo = [m for _, m in messages(tree.getroot())
            if m.get('numerus') == 'yes' and not finished(m)]
    for message in todo:
        set_forms(message, english_forms(message.findtext('source')))
    if todo and not check:
        write(tree, path)
    print(f'en: {len(todo)} plural message(s)')
    changed += len(todo)
    return 1 if check and changed else 0


if __name__ == '__main__':
    sys.exit(main())
