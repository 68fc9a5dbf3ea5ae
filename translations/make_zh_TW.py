#!/usr/bin/env python3
"""Writes translations/zh_TW.py (Traditional Chinese, Taiwan usage) from zh_CN.py (issue 23).

OpenCC's s2twp (Simplified to Traditional with Taiwan phrases: 伺服器, 連線, 記憶體, 訊息, 設定)
converts each translation, then the terms of /work/shared/glossary-zh.md's zh_TW column replace
OpenCC's choices. Needs the opencc program (Debian: opencc; a development step, not the build's).

    translations/make_zh_TW.py && translations/translate.py translations/coordscope_zh_TW.ts translations/zh_TW.py
"""
import os
import runpy
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))

# OpenCC's word -> the glossary's (zh_TW column), longest first where they overlap.
GLOSSARY = [
    ('訊號量', '信號量'),
    ('延時佇列', '延遲佇列'),
    ('只讀', '唯讀'),
    ('命令日誌', '命令紀錄'),
    ('日誌', '紀錄'),
    ('獲取', '取得'),
    ('超時', '逾時'),
    ('場景', '情境'),
    ('死鎖', '死結'),
]


def convert(texts):
    # One text a line: newlines inside a translation travel as U+2028 and come back.
    joined = '\n'.join(t.replace('\n', '\u2028') for t in texts)
    out = subprocess.run(['opencc', '-c', 's2twp'], input=joined, capture_output=True, text=True,
                         check=True).stdout
    lines = out.rstrip('\n').split('\n')
    assert len(lines) == len(texts), 'opencc changed the number of lines'
    result = []
    for line in lines:
        line = line.replace('\u2028', '\n')
        for simplified, glossary in GLOSSARY:
            line = line.replace(simplified, glossary)
        result.append(line)
    return result


def main():
    strings = runpy.run_path(os.path.join(HERE, 'zh_CN.py'))['STRINGS']
    sources = list(strings)
    converted = convert([strings[s] for s in sources])
    with open(os.path.join(HERE, 'zh_TW.py'), 'w', encoding='utf-8') as out:
        out.write('# Traditional Chinese (zh_TW), made by translations/make_zh_TW.py from zh_CN.py:\n'
                  '# edit zh_CN.py (or make_zh_TW.py\'s GLOSSARY), then run it again.\n\n'
                  'STRINGS = {\n')
        for source, text in zip(sources, converted):
            out.write('    %r:\n        %r,\n' % (source, text))
        out.write('}\n')
    print('zh_TW.py: %d strings' % len(sources))


if __name__ == '__main__':
    main()
