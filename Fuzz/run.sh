#!/usr/bin/env bash
# Builds the fuzz target with libFuzzer and AddressSanitizer and runs it for a while.
#   Fuzz/run.sh [SECONDS] [extra libFuzzer flags…]      (default 60 s)
# The corpus grows in Fuzz/corpus (not committed); seeds are the Swift files of Fixtures/.
# A crash leaves crash-<hash> in Fuzz/artifacts/ and fails the script: turn it into a regression
# test (docs/fuzzing.md).
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
shift || true
flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
swift build "${flags[@]}" --product flowlint-fuzz
bin="$(swift build "${flags[@]}" --show-bin-path)/flowlint-fuzz"
mkdir -p corpus seeds artifacts
find ../Fixtures -name '*.swift' -exec cp {} seeds/ \;
"$bin" corpus seeds -dict=swift.dict -max_total_time="$seconds" -max_len=16384 -timeout=20 \
    -rss_limit_mb=2048 -artifact_prefix=artifacts/ -print_final_stats=1 "$@"
