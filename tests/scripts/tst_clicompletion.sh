#!/usr/bin/env bash
# tst_clicompletion.sh CLI COMPLETION MANPAGE.gz: every subcommand and option `CLI --help` lists
# is in the man page and is completed by the bash completion; the completion completes a
# subcommand's actions and its options. Fails naming what is missing.
set -uo pipefail
cli=$1 completion=$2 manpage=$3
fail=0
# In English, as the man page is, whatever the locale (translations/).
help=$(LANGUAGE= LC_ALL=C.UTF-8 ASAN_OPTIONS=detect_leaks=0 "$cli" --help) || { echo "FAIL $cli --help"; exit 1; }
subcommands=$(sed -n '/^Subcommands:/,/^Exit status/p' <<<"$help" | grep -E '^  [a-z]' | awk '{print $1}')
options=$(grep -oE '^  (-[a-z], )?--[a-z-]+' <<<"$help" | grep -oE -- '--[a-z-]+')
[ -n "$subcommands" ] && [ -n "$options" ] || { echo "FAIL no subcommands or options read from --help"; exit 1; }
man=$(zcat "$manpage" | sed 's/\\-/-/g') || { echo "FAIL cannot read $manpage"; exit 1; }

# shellcheck source=/dev/null
source "$completion"
complete_words() { # complete_words WORD... : COMPREPLY for the last word
    COMP_WORDS=("$@")
    COMP_CWORD=$(($# - 1))
    COMPREPLY=()
    _coordscope_cli
    printf '%s\n' "${COMPREPLY[@]}"
}
all_subcommands=$(complete_words coordscope-cli "")
all_options=$(complete_words coordscope-cli --)
for s in $subcommands; do
    grep -qw -- "$s" <<<"$man" || { echo "FAIL the man page lacks subcommand $s"; fail=1; }
    grep -qx -- "$s" <<<"$all_subcommands" || { echo "FAIL completion lacks subcommand $s"; fail=1; }
done
for o in $options; do
    grep -q -- "$o" <<<"$man" || { echo "FAIL the man page lacks option $o"; fail=1; }
    grep -qx -- "$o" <<<"$all_options" || { echo "FAIL completion lacks option $o"; fail=1; }
done
# A prefix narrows, a subcommand's actions follow it, an option's file value completes files.
[ "$(complete_words coordscope-cli se)" = "$(printf 'sentinel\nsemaphore')" ] ||
    [ "$(complete_words coordscope-cli se | sort)" = "$(printf 'semaphore\nsentinel')" ] ||
    { echo "FAIL 'se' completes to: $(complete_words coordscope-cli se | tr '\n' ' ')"; fail=1; }
[ "$(complete_words coordscope-cli --json lock "" | sort | tr '\n' ' ')" = "acquire extend release status " ] ||
    { echo "FAIL 'lock' actions: $(complete_words coordscope-cli --json lock "" | tr '\n' ' ')"; fail=1; }
complete_words coordscope-cli lock acquire --t | grep -qx -- --ttl ||
    { echo "FAIL 'lock acquire --t' does not offer --ttl"; fail=1; }
[ $fail -eq 0 ] && echo "PASS $(wc -w <<<"$subcommands") subcommands and $(wc -w <<<"$options") options in the man page and the completion"
exit $fail
