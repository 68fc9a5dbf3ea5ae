#!/usr/bin/env bash
# bashcompletion.sh CLI TEMPLATE OUT: coordscope-cli's bash completion, TEMPLATE's function with
# what `CLI --help` and `CLI SUBCOMMAND --help` list in place of its "# @DATA@" line: the
# subcommands, their actions (the "lock acquire|release|extend|status NAME" of the synopsis),
# their options, which options take a value (--ttl <MS>) and what completes it (<FILE>: files;
# <auto|on|off>: these words), and the subcommands whose arguments are files (HISTORY.jsonl).
set -euo pipefail
cli=$1 template=$2 out=$3
export ASAN_OPTIONS=detect_leaks=0 # the sanitized build's leak check stays out of the status

# "  --ttl <MS>   text", "  -h, --help   text" -> "--ttl MS", "--help".
options_of() {
    grep -E '^  (-[a-zA-Z], )?--[a-z]' |
        sed -E 's/^  (-[a-zA-Z], )?(--[a-z0-9-]+)( <([^>]*)>)?.*/\2 \4/; s/ $//'
}
# What completes a value: @file, the words of <a|b|c>, or nothing.
value_words() {
    case $1 in
    FILE | *FILE) echo @file ;;
    *) if [[ $1 =~ ^[a-z0-9-]+(\|[a-z0-9-]+)+$ ]]; then echo "${1//|/ }"; fi ;;
    esac
}

help=$("$cli" --help)
global=() values=() actions=() own=() subcommands=() file_arguments=()
while read -r option value; do
    global+=("$option")
    [ -n "$value" ] && values+=("[' $option']='$(value_words "$value")'")
done < <(sed -n '/^Options:/,/^Arguments:/p' <<<"$help" | options_of)
while read -r name synopsis; do
    subcommands+=("$name")
    synopsis=${synopsis%%  *} # the summary follows two spaces or more
    first=${synopsis%% *}
    [[ $first =~ ^[a-z-]+(\|[a-z-]+)+$ ]] && actions+=("[$name]='${first//|/ }'")
    [[ " $synopsis " =~ \ [A-Z]+\.[a-z]+\  || " $synopsis " == *" FILE "* ]] && file_arguments+=("$name")
    names=()
    while read -r option value; do
        [[ " ${global[*]} " == *" $option "* ]] && continue
        names+=("$option")
        [ -n "$value" ] && values+=("['$name $option']='$(value_words "$value")'")
    done < <("$cli" "$name" --help | options_of)
    own+=("[$name]='${names[*]}'")
done < <(sed -n '/^Subcommands:/,/^Exit status/p' <<<"$help" | grep -E '^  [a-z]' | sed 's/^  //')
[ ${#subcommands[@]} -gt 0 ] && [ ${#global[@]} -gt 0 ] || {
    echo "bashcompletion.sh: no subcommands or options in $cli --help" >&2
    exit 1
}

data=$(
    echo "_coordscope_cli_subcommands='${subcommands[*]}'"
    echo "_coordscope_cli_global='${global[*]}'"
    echo "_coordscope_cli_file_arguments='${file_arguments[*]}'"
    printf 'declare -gA _coordscope_cli_actions=(\n'; printf '    %s\n' "${actions[@]}"; echo ')'
    printf 'declare -gA _coordscope_cli_options=(\n'; printf '    %s\n' "${own[@]}"; echo ')'
    printf 'declare -gA _coordscope_cli_values=(\n'; printf '    %s\n' "${values[@]}"; echo ')'
)
grep -qx '# @DATA@' "$template" || { echo "bashcompletion.sh: no '# @DATA@' line in $template" >&2; exit 1; }
{
    sed '/^# @DATA@$/,$d' "$template"
    echo "# What coordscope-cli $("$cli" --version | awk '{print $2}') lists:"
    echo "$data"
    sed '1,/^# @DATA@$/d' "$template"
} >"$out.tmp"
mv "$out.tmp" "$out"
