#!/usr/bin/env bash
# subcommandsman.sh CLI OUT: a help2man include file (--include) with a SUBCOMMANDS section: for
# each subcommand `CLI --help` lists, its synopsis, its summary and the options of its own that
# `CLI SUBCOMMAND --help` lists (the global ones are in OPTIONS already).
set -euo pipefail
cli=$1 out=$2
# shellcheck source=packaging/clihelp.sh
source "$(dirname "$0")/clihelp.sh"
export ASAN_OPTIONS=detect_leaks=0 # the sanitized build's leak check stays out of the status

# Text as roff: backslashes escaped, a leading "." or "'" made plain; in an option's name, the
# dashes are minus signs.
roff() { sed -e 's/\\/\\e/g' -e "s/^[.']/\\\\\\&&/"; }
option_roff() { sed -e 's/-/\\-/g'; }

help=$("$cli" --help)
global=$(cli_options <<<"$help" | cut -f1)
{
    echo '[SUBCOMMANDS]'
    echo 'Each subcommand takes the options above, and these of its own.'
    while IFS= read -r line; do
        name=$(cli_field 1 "$line") synopsis=$(cli_field 2 "$line") summary=$(cli_field 3 "$line")
        printf '.SS "%s"\n' "$(printf '%s%s' "$name" "${synopsis:+ $synopsis}" | roff | option_roff | sed 's/"/\\(dq/g')"
        roff <<<"$summary"
        "$cli" "$name" --help | cli_options | while IFS= read -r line; do
            option=$(cli_field 1 "$line") value=$(cli_field 2 "$line") text=$(cli_field 3 "$line")
            grep -qx -- "$option" <<<"$global" && continue
            echo '.TP'
            printf '\\fB%s\\fR%s\n' "$(option_roff <<<"$option")" \
                "${value:+ \\fI$(roff <<<"$value" | option_roff)\\fR}"
            roff <<<"$text"
        done
    done < <(cli_subcommands <<<"$help")
} >"$out.tmp"
mv "$out.tmp" "$out"
