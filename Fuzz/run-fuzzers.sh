#!/usr/bin/env bash
# `make fuzz`: runs each libFuzzer target built into BIN for FUZZ_SECONDS, from seeds taken from
# Grammar/, Transcripts/ and ../shared/corpora/. A crash, a timeout or running out of memory
# leaves the input in Fuzz/findings/TARGET/ (crash-*, timeout-*, oom-*) and makes this exit 1;
# replay one with `BIN/TARGET Fuzz/findings/TARGET/crash-…`. New inputs that reached new code
# are kept in .build/fuzz-corpus/TARGET/ for the next run.
#
#   Fuzz/run-fuzzers.sh BIN TARGET...
set -uo pipefail
cd "$(dirname "$0")/.."

bin=$1
shift
seconds=${FUZZ_SECONDS:-60}
timeout=${FUZZ_TIMEOUT:-20}
findings=${FUZZ_FINDINGS:-Fuzz/findings}
corpus=${FUZZ_CORPUS:-.build/fuzz-corpus}
seeds=${FUZZ_SEEDS:-.build/fuzz-seeds}
shared=${FUZZ_SHARED_CORPORA:-../shared/corpora}

# NB: Swift's runtime keeps caches alive to the end of the process; LeakSanitizer would call them leaks.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}
export HAIL_GRAMMAR=$PWD/Grammar/en-US

# The `"text": "…"` of the first N lines of each JSON-lines corpus, one utterance a line.
corpus_utterances() {
    local limit=$1
    for file in "$shared"/*.jsonl; do
        [ -f "$file" ] || continue
        head -n "$limit" "$file" | sed -n 's/^.*"text": "\(\([^"\\]\|\\.\)*\)".*$/\1/p'
    done
}

# One seed file per line of standard input, named by its line number.
split_lines() {
    local folder=$1 prefix=$2 n=0
    while IFS= read -r line; do
        n=$((n + 1))
        printf '%s' "$line" > "$folder/$prefix-$n"
    done
}

make_seeds() {
    local target=$1 folder=$seeds/$1
    rm -rf "$folder"
    mkdir -p "$folder"
    case $target in
    UtteranceFuzzer)
        corpus_utterances 1500 | split_lines "$folder" corpus
        find Transcripts -name '*.txt' -exec sed -n 's/^> //p' {} + | grep -v '^:' | split_lines "$folder" transcript
        ;;
    GrammarFileFuzzer)
        cp Grammar/en-US/*.grammar Apps/Hail/Info.plist Apps/Hail/en.lproj/AppIntentVocabulary.plist "$folder/"
        ;;
    GrammarCacheFuzzer)
        HAIL_FUZZ_SEED_DIRECTORY=$folder "$bin/$target" -runs=0 "$folder" >/dev/null 2>&1
        ;;
    TranscriptFuzzer)
        find Transcripts -name '*.txt' | while IFS= read -r file; do cp "$file" "$folder/$(echo "$file" | tr / _)"; done
        ;;
    DialogFuzzer)
        # Each transcript's lines as one dialog (meta-commands and @advance included), then a few
        # corpus utterances with meta-commands between them.
        find Transcripts -name '*.txt' | while IFS= read -r file; do
            sed -n -e 's/^> //p' -e 's/^@advance /:advance /p' "$file" > "$folder/$(echo "$file" | tr / _)"
        done
        corpus_utterances 200 | awk 'NR % 4 == 1 { print ":watch" } { print } NR % 4 == 0 { print ":advance 5m" }' > "$folder/corpus-dialog"
        ;;
    esac
}

failed=()
for target in "$@"; do
    mkdir -p "$corpus/$target" "$findings/$target"
    make_seeds "$target"
    echo "fuzz: $target for ${seconds}s (seeds: $(find "$seeds/$target" -type f | wc -l))"
    log=$corpus/$target.log
    # NB: a dialog is kept to a few dozen lines (4 KB); other inputs may be as long as their largest seed.
    length=()
    [ "$target" = DialogFuzzer ] && length=(-max_len=4096)
    # shellcheck disable=SC2086 # FUZZ_OPTIONS: more libFuzzer flags, split on spaces
    "$bin/$target" "$corpus/$target" "$seeds/$target" "${length[@]}" ${FUZZ_OPTIONS:-} \
        -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=4096 \
        -artifact_prefix="$findings/$target/" -print_final_stats=1 -detect_leaks=0 >"$log" 2>&1
    status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    echo "fuzz: $target: ${runs:-?} executions, exit $status"
    if [ "$status" -ne 0 ]; then
        failed+=("$target")
        grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*Test unit written to)' "$log" | head -n 8
        echo "fuzz: $target failed; its input is in $findings/$target/ and its log in $log"
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: FAILED: ${failed[*]}"
    exit 1
fi
echo "fuzz: no crash, timeout or memory blow-up in ${#@} targets"
