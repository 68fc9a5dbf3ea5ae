#!/usr/bin/env python3
"""Fills a Qt Linguist .ts file from a dictionary of source string -> translation (issue 23).

    translations/translate.py translations/coordscope_zh_CN.ts translations/zh_CN.py
    translations/translate.py translations/coordscope_zh_TW.ts translations/zh_TW.py

The dictionary file defines STRINGS = {source: translation}; a plural (numerus) message takes a
string (one form: Chinese) or a tuple of forms (English: singular, plural). A message in the
dictionary gets its translation and loses type="unfinished"; the others are left as they are.
A key "Context|source" applies to that context only and wins over a bare "source".
Run `cmake --build <dir> --target update_translations` first, so the .ts has every string.
"""
import html
import re
import runpy
import sys

CONTEXT = re.compile(r'(<context>\s*<name>(.*?)</name>)(.*?)(</context>)', re.S)
MESSAGE = re.compile(r'(<message(?: [^>]*)?>)(.*?)(</message>)', re.S)
SOURCE = re.compile(r'<source>(.*?)</source>', re.S)
TRANSLATION = re.compile(r'( *)<translation(?: [^>]*)?>.*?</translation>|( *)<translation(?: [^>]*)?/>', re.S)


def escape(text):
    return html.escape(text, quote=False).replace('"', '&quot;').replace("'", '&apos;')


def fill(ts_text, strings):
    filled = 0
    missing = 0

    def message(match, context):
        nonlocal filled, missing
        head, body, tail = match.groups()
        source = html.unescape(SOURCE.search(body).group(1))
        value = strings.get(context + '|' + source, strings.get(source))
        if value is None:
            if 'type="unfinished"' in body or 'type="vanished"' in body:
                missing += 1
            return match.group(0)
        numerus = 'numerus="yes"' in head
        translation = TRANSLATION.search(body)
        indent = translation.group(1) or translation.group(2) or '        '
        if numerus:
            forms = value if isinstance(value, tuple) else (value,)
            inner = ''.join('\n%s    <numerusform>%s</numerusform>' % (indent, escape(f))
                            for f in forms)
            new = '%s<translation>%s\n%s</translation>' % (indent, inner, indent)
        else:
            new = '%s<translation>%s</translation>' % (indent, escape(value))
        filled += 1
        body = body[:translation.start()] + new + body[translation.end():]
        return head + body + tail

    def context(match):
        name = html.unescape(match.group(2))
        messages = MESSAGE.sub(lambda m: message(m, name), match.group(3))
        return match.group(1) + messages + match.group(4)

    return CONTEXT.sub(context, ts_text), filled, missing


def main():
    if len(sys.argv) != 3:
        sys.exit('usage: translate.py FILE.ts DICTIONARY.py')
    ts_path, dictionary = sys.argv[1:]
    strings = runpy.run_path(dictionary)['STRINGS']
    with open(ts_path, encoding='utf-8') as f:
        text = f.read()
    text, filled, missing = fill(text, strings)
    with open(ts_path, 'w', encoding='utf-8') as f:
        f.write(text)
    print('%s: %d translated from %s, %d without a translation' % (ts_path, filled, dictionary, missing))


if __name__ == '__main__':
    main()
