# bash completion for coordscope-cli: subcommands, their actions and the options.
# Installed to /usr/share/bash-completion/completions/coordscope-cli by the .deb.
# tests/scripts/tst_clicompletion.sh checks it against `coordscope-cli --help`.

_coordscope_cli()
{
    local cur prev words cword
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    words=("${COMP_WORDS[@]}")
    cword=$COMP_CWORD

    local subcommands="ping info cluster sentinel lock semaphore queue delay limit bitmap hll
        bloom geo scan complete recent inspect simulate check"
    local global="--url --prefix --read-only --ssh --ssh-key --ssh-accept-new --ssh-known-hosts
        --ssh-jump --ssh-config --ssh-password --json --help --version"

    # Options that take a value: complete files where a file is wanted, nothing otherwise.
    case $prev in
    --ssh-key | --ssh-known-hosts | --ssh-config | --history | --file)
        COMPREPLY=($(compgen -f -- "$cur"))
        return
        ;;
    --url | --prefix | --ssh | --ssh-jump | --match | --count | --limit | --cursor | --pattern)
        return
        ;;
    --type)
        COMPREPLY=($(compgen -W "string list set zset hash stream" -- "$cur"))
        return
        ;;
    esac

    # The subcommand: the first word that is not an option (or an option's value).
    local i sub="" subat=0
    for ((i = 1; i < cword; i++)); do
        case ${words[i]} in
        --url | --prefix | --ssh | --ssh-key | --ssh-known-hosts | --ssh-jump | --ssh-config)
            ((i++))
            ;;
        -*) ;;
        *)
            sub=${words[i]}
            subat=$i
            break
            ;;
        esac
    done

    if [[ -z $sub ]]; then
        if [[ $cur == -* ]]; then
            COMPREPLY=($(compgen -W "$global" -- "$cur"))
        else
            COMPREPLY=($(compgen -W "$subcommands" -- "$cur"))
        fi
        return
    fi

    local actions=""
    case $sub in
    lock) actions="acquire release extend status" ;;
    semaphore) actions="acquire release refresh status" ;;
    queue) actions="push pop ack nack status reap" ;;
    delay) actions="add claim status" ;;
    limit) actions="hit status" ;;
    bitmap) actions="set get count pos" ;;
    hll) actions="add count merge" ;;
    bloom) actions="create add check info" ;;
    geo) actions="add search dist" ;;
    complete) actions="add remove query count sweep load" ;;
    recent) actions="add remove list query" ;;
    esac
    if [[ -n $actions && $cword -eq $((subat + 1)) && $cur != -* ]]; then
        COMPREPLY=($(compgen -W "$actions" -- "$cur"))
        return
    fi
    if [[ $cur == -* ]]; then
        local own=""
        case $sub in
        lock) own="--kind --ttl --wait --retry --hold --token" ;;
        semaphore) own="--kind --limit --lease --wait --hold" ;;
        limit) own="--kind --subject --limit --period --capacity --rate --count" ;;
        scan) own="--match --type --count --limit --cursor" ;;
        inspect) own="--pattern --rule --entries --value-shapes --budget --json-lines" ;;
        simulate) own="--list --scenario --kind --primitive --clients --duration --seed --history" ;;
        check) own="--allow-partial" ;;
        esac
        COMPREPLY=($(compgen -W "$own $global" -- "$cur"))
    elif [[ $sub == check ]]; then
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -F _coordscope_cli coordscope-cli
