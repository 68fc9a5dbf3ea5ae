#!/usr/bin/env bash
# bashcompletion.sh CLI TEMPLATE OUT: coordscope-cli's bash completion, TEMPLATE's function with
# what `CLI --help` and `CLI SUBCOMMAND --help` list in place of its "# @DATA@" line: the
# subcommands, their actions (the "lock acquire|release|extend|status NAME" of the synopsis),
# their options, which options take a value (--ttl <MS>) and what completes it (<FILE>: files;
# <auto|on|off>: these words), and the subcommands whose arguments are files (HISTORY.jsonl).
set -euo pipefail
cli=$1 template=$2 out=$3
# shellcheck source=packaging/clihelp.sh
source "$(dirname "$0")/clihelp.sh"
export ASAN_OPTIONS=detect_leaks=0 # the sanitized build's leak check stays out of the status

# What completes a value: @file, the words of <a|b|c>, or nothing.
value_words() {
    case $1 in
    FILE | *FILE) echo @file ;;
    *) if [[ $1 =~ ^[a-z0-9-]+(\|[a-z0-9-]+)+$ ]]; then echo "${1//|/ }"; fi ;;
    esac
}

help=$("$cli" --help)
global=() values=() actions=() own=() subcommands=() file_arguments=()
while IFS= read -r line; do
    option=$(cli_field 1 "$line") value=$(cli_field 2 "$line")
    global+=("$option")
    [ -n "$value" ] && values+=("[' $option']='$(value_words "$value")'")
done < <(cli_options <<<"$help")
while IFS= read -r line; do
    name=$(cli_field 1 "$line") synopsis=$(cli_field 2 "$line")
    subcommands+=("$name")
    first=${synopsis%% *}
    [[ $first =~ ^[a-z-]+(\|[a-z-]+)+$ ]] && actions+=("[$name]='${first//|/ }'")
    [[ " $synopsis " =~ \ [A-Z]+\.[a-z]+\  || " $synopsis " == *" FILE "* ]] && file_arguments+=("$name")
    names=()
    while IFS= read -r line; do
        option=$(cli_field 1 "$line") value=$(cli_field 2 "$line")
        [[ " ${global[*]} " == *" $option "* ]] && continue
        names+=("$option")
        [ -n "$value" ] && values+=("['$name $option']='$(value_words "$value")'")
    done < <("$cli" "$name" --help | cli_options)
    own+=("[$name]='${names[*]}'")
done < <(cli_subcommands <<<"$help")
if [ ${#subcommands[@]} -eq 0 ] || [ ${#global[@]} -eq 0 ]; then
    echo "bashcompletion.sh: no subcommands or options in $cli --help" >&2
    exit 1
fi
grep -qx '# @DATA@' "$template" || {
    echo "bashcompletion.sh: no '# @DATA@' line in $template" >&2
    exit 1
}
{
    sed '/^# @DATA@$/,$d' "$template"
    echo "# What coordscope-cli $("$cli" --version | awk '{print $2}') lists:"
    echo "_coordscope_cli_subcommands='${subcommands[*]}'"
    echo "_coordscope_cli_global='${global[*]}'"
    echo "_coordscope_cli_file_arguments='${file_arguments[*]}'"
    printf 'declare -gA _coordscope_cli_actions=(\n'
    printf '    %s\n' "${actions[@]}"
    printf ')\ndeclare -gA _coordscope_cli_options=(\n'
    printf '    %s\n' "${own[@]}"
    printf ')\ndeclare -gA _coordscope_cli_values=(\n'
    printf '    %s\n' "${values[@]}"
    printf ')\n'
    sed '1,/^# @DATA@$/d' "$template"
} >"$out.tmp"
mv "$out.tmp" "$out"
