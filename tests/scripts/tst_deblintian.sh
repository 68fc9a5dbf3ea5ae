#!/usr/bin/env bash
# tst_deblintian.sh BUILD_DIR: cpack builds the .deb into a directory of its own, lintian checks
# it; any error (E:) or warning (W:) fails: the README says it has none. The informational tags
# left are printed (docs/ARCHITECTURE.md, packaging/, says why they stay).
set -uo pipefail
build=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if ! (cd "$build" && cpack -G DEB -B "$out" >"$out/cpack.log" 2>&1); then
    tail -30 "$out/cpack.log"
    echo "FAIL cpack"
    exit 1
fi
deb=$(find "$out" -maxdepth 1 -name 'coordscope_*.deb' -print -quit)
[ -n "$deb" ] || { echo "FAIL no .deb in $out"; exit 1; }
report=$(lintian --tag-display-limit 0 "$deb" 2>&1 | grep -v "running with root privileges")
echo "$report"
contents=$(dpkg-deb -c "$deb")
for want in usr/share/doc/coordscope/copyright usr/share/man/man1/coordscope-cli.1.gz \
    usr/share/bash-completion/completions/coordscope-cli usr/share/doc/coordscope/README.md; do
    grep -q "\./$want\$" <<<"$contents" || { echo "FAIL the .deb lacks /$want"; exit 1; }
done
if grep -q '^[EW]: ' <<<"$report"; then
    echo "FAIL lintian reports errors or warnings"
    exit 1
fi
echo "PASS lintian: no errors, no warnings"
