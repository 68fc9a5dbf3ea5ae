#!/usr/bin/env bash
# tst_clicompletion.sh CLI COMPLETION MANPAGE.gz: every subcommand and option `CLI --help` lists
# is in the man page (each subcommand's own options in its part of SUBCOMMANDS) and is completed
# by the bash completion, registered for coordscope-cli; after a subcommand the completion offers
# exactly the options `CLI SUBCOMMAND --help` lists, and its actions; an option's value completes
# files or its choices. Fails naming what is wrong.
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
[ "$(complete -p coordscope-cli 2>&1)" = "complete -F _coordscope_cli coordscope-cli" ] ||
    { echo "FAIL the completion is not registered: $(complete -p coordscope-cli 2>&1)"; fail=1; }
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
# After each subcommand: exactly its options and the global ones, as its --help lists them; its
# own are in its part of the man page's SUBCOMMANDS.
for s in $subcommands; do
    listed=$(ASAN_OPTIONS=detect_leaks=0 "$cli" "$s" --help | grep -oE '^  (-[a-zA-Z], )?--[a-z0-9-]+' |
        grep -oE -- '--[a-z0-9-]+' | sort -u)
    section=$(awk -v s="$s" '/^\.S[SH] / { inside = index($0, ".SS \"" s " ") == 1 || $0 == ".SS \"" s "\"" }
        inside' <<<"$man")
    [ -n "$section" ] || { echo "FAIL the man page has no part for subcommand $s"; fail=1; }
    for o in $(comm -23 <(echo "$listed") <(sort -u <<<"$options")); do
        grep -qF -- "\fB$o\fR" <<<"$section" || { echo "FAIL the man page lacks $s's option $o"; fail=1; }
    done
    completed=$(complete_words coordscope-cli "$s" -- | sort -u)
    [ "$listed" = "$completed" ] || {
        echo "FAIL after '$s' the completion offers: $(comm -13 <(echo "$listed") <(echo "$completed") | tr '\n' ' ')and lacks: $(comm -23 <(echo "$listed") <(echo "$completed") | tr '\n' ' ')"
        fail=1
    }
done
# An option's value: the choices --help names, files for a FILE, nothing for free text.
[ "$(complete_words coordscope-cli inspect --value-shapes "" | tr '\n' ' ')" = "auto on off " ] ||
    { echo "FAIL --value-shapes completes to: $(complete_words coordscope-cli inspect --value-shapes "" | tr '\n' ' ')"; fail=1; }
here=$(mktemp -d)
trap 'rm -rf "$here"' EXIT
touch "$here/history.jsonl" "$here/key.pem"
(cd "$here" && [ "$(complete_words coordscope-cli --ssh-key k)" = "key.pem" ]) ||
    { echo "FAIL --ssh-key does not complete a file"; fail=1; }
(cd "$here" && [ "$(complete_words coordscope-cli check h)" = "history.jsonl" ]) ||
    { echo "FAIL check does not complete its history file"; fail=1; }
[ -z "$(complete_words coordscope-cli lock acquire --ttl "")" ] ||
    { echo "FAIL --ttl's value completes to: $(complete_words coordscope-cli lock acquire --ttl "" | tr '\n' ' ')"; fail=1; }
# A global option's value is not taken for the subcommand.
[ "$(complete_words coordscope-cli --prefix x: lock "" | sort | tr '\n' ' ')" = "acquire extend release status " ] ||
    { echo "FAIL after --prefix x: lock: $(complete_words coordscope-cli --prefix x: lock "" | tr '\n' ' ')"; fail=1; }
# A prefix narrows, a subcommand's actions follow it.
[ "$(complete_words coordscope-cli se)" = "$(printf 'sentinel\nsemaphore')" ] ||
    [ "$(complete_words coordscope-cli se | sort)" = "$(printf 'semaphore\nsentinel')" ] ||
    { echo "FAIL 'se' completes to: $(complete_words coordscope-cli se | tr '\n' ' ')"; fail=1; }
[ "$(complete_words coordscope-cli --json lock "" | sort | tr '\n' ' ')" = "acquire extend release status " ] ||
    { echo "FAIL 'lock' actions: $(complete_words coordscope-cli --json lock "" | tr '\n' ' ')"; fail=1; }
# Not `| grep -q`: with pipefail, grep leaving at the first match can cut printf off (SIGPIPE) and
# fail the pipeline now and then (it did once in CI, on a loaded machine).
grep -qx -- --ttl <<<"$(complete_words coordscope-cli lock acquire --t)" ||
    { echo "FAIL 'lock acquire --t' does not offer --ttl"; fail=1; }
[ $fail -eq 0 ] && echo "PASS $(wc -w <<<"$subcommands") subcommands and $(wc -w <<<"$options") options in the man page and the completion"
exit $fail
