# shellcheck shell=bash
# clihelp.sh, sourced by bashcompletion.sh and subcommandsman.sh: reads the help texts of
# coordscope-cli (QCommandLineParser's layout: an entry's first line indented two spaces, its
# text after a gap of two spaces or more or on the lines below, indented further).

# The entries of one section of a help text (stdin; SECTION: "Options", "Subcommands"), one a
# line: the entry (--ttl <MS>, "lock acquire|release|extend|status NAME"), a tab, its text on one
# line.
cli_entries() { # cli_entries SECTION
    awk -v section="$1:" '
        function flush() { if (head != "") print head "\t" text; head = ""; text = "" }
        $0 == section { inside = 1; next }
        !inside { next }
        /^  [^ ]/ {
            flush()
            line = substr($0, 3)
            gap = index(line, "  ")
            if (gap == 0) { head = line; next }
            head = substr(line, 1, gap - 1)
            text = substr(line, gap)
            sub(/^ +/, "", text)
            next
        }
        /^   / && head != "" {
            more = $0
            sub(/^ +/, "", more)
            text = text (text == "" ? "" : " ") more
            next
        }
        { flush(); if ($0 != "") inside = 0 }
        END { flush() }
    '
}

# The options of a help text (stdin), one a line: the long name, a tab, the value's name (empty
# for a flag), a tab, the text.
cli_options() {
    cli_entries Options | sed -E 's/^(-[a-zA-Z], )?(--[a-z0-9-]+)( <([^>]*)>)?\t/\2\t\4\t/'
}

# The subcommands of coordscope-cli --help (stdin), one a line: the name, a tab, the rest of the
# synopsis, a tab, the summary.
cli_subcommands() {
    cli_entries Subcommands | sed -E 's/^([a-z-]+) ?([^\t]*)\t/\1\t\2\t/'
}

# Field N of a tab-separated LINE, empty fields kept (read with IFS=$'\t' merges two tabs).
cli_field() { # cli_field N LINE
    local line=$2 i
    for ((i = 1; i < $1; i++)); do line=${line#*$'\t'}; done
    echo "${line%%$'\t'*}"
}
