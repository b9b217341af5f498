#!/usr/bin/env bash
# flowlint benchmark: Benchmarks/run.sh [--lines N] [options]
#
#   1. generates Benchmarks/corpus (synthetic iOS app, N lines; default 1,000,000) unless a corpus
#      with the same size, seed and generator is already there (see Benchmarks/corpus/.stamp);
#   2. builds `flowlint` and, if it exists, `flowlint-bench` in release mode;
#   3. times `cat` over the corpus (for scale), runs `flowlint-bench` (lex+parse only) once
#      with --jobs J and once on one core,
#      and runs `flowlint --quiet --jobs 2 Benchmarks/corpus` several times;
#   4. prints best/median wall time, lines/s, MB/s and peak RSS as a table.
#
# Options:
#   --lines N        corpus size in lines (default 1000000)
#   --seed S         corpus seed (default 1)
#   --runs R         timed flowlint runs (default 5)
#   --jobs J         value for flowlint/flowlint-bench --jobs (default 2)
#   --skip-build     do not run `swift build` (use the existing release binaries)
#   --no-gnu-time    skip the /usr/bin/time -v cross-check run
#   -h, --help       show this help
#
# Environment: FLOWLINT=/path/to/flowlint and FLOWLINT_BENCH=/path/to/flowlint-bench benchmark
# other binaries (this also skips building that product).
#
# Timings are warm-cache: the `cat` pass reads the whole corpus into the page cache first.
# Sizes: MB = 10^6 bytes; RSS in MiB = 2^20 bytes.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

BENCH=Benchmarks
CORPUS="$BENCH/corpus"
STAMP="$CORPUS/.stamp"
MEASURE=(python3 "$BENCH/measure.py")

LINES=1000000
SEED=1
RUNS=5
JOBS=2
SKIP_BUILD=0
GNU_TIME=1

usage() { sed -n '2,/^$/p' "$0" | sed -e 's/^# \{0,1\}//'; }

while [[ $# -gt 0 ]]; do
    case "$1" in
        --lines) LINES="${2:?--lines needs a value}"; shift 2 ;;
        --lines=*) LINES="${1#*=}"; shift ;;
        --seed) SEED="${2:?--seed needs a value}"; shift 2 ;;
        --seed=*) SEED="${1#*=}"; shift ;;
        --runs) RUNS="${2:?--runs needs a value}"; shift 2 ;;
        --runs=*) RUNS="${1#*=}"; shift ;;
        --jobs) JOBS="${2:?--jobs needs a value}"; shift 2 ;;
        --jobs=*) JOBS="${1#*=}"; shift ;;
        --skip-build) SKIP_BUILD=1; shift ;;
        --no-gnu-time) GNU_TIME=0; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "run.sh: unknown argument: $1 (see --help)" >&2; exit 2 ;;
    esac
done
for v in LINES SEED RUNS JOBS; do
    if ! [[ "${!v}" =~ ^[0-9]+$ ]] || [[ "${!v}" -lt 1 ]]; then
        echo "run.sh: --$(tr '[:upper:]' '[:lower:]' <<<"$v") must be a positive integer" >&2
        exit 2
    fi
done

command -v python3 >/dev/null || { echo "run.sh: python3 is required" >&2; exit 2; }

TMP="$(mktemp -d "${TMPDIR:-/tmp}/flowlint-bench.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT

section() { printf '\n== %s\n' "$*"; }

# ---------------------------------------------------------------------------------------------
# 1. Corpus
# ---------------------------------------------------------------------------------------------
section "Corpus"
GEN_HASH="$(python3 -c 'import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],"rb").read()).hexdigest()[:16])' "$BENCH/generate-corpus.py")"
WANT_STAMP="lines=$LINES seed=$SEED generator=$GEN_HASH"
if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$WANT_STAMP" && -f "$CORPUS/.corpus-manifest.json" ]]; then
    echo "up to date ($WANT_STAMP)"
else
    if [[ -f "$STAMP" ]]; then
        echo "stale corpus ($(cat "$STAMP")); regenerating"
    else
        echo "no corpus yet; generating"
    fi
    python3 "$BENCH/generate-corpus.py" --lines "$LINES" --seed "$SEED" --out "$CORPUS" --quiet
    echo "$WANT_STAMP" > "$STAMP"
fi
read -r C_FILES C_LINES C_BYTES < <(python3 -c '
import json, sys
m = json.load(open(sys.argv[1]))
print(m["files"], m["lines"], m["bytes"])' "$CORPUS/.corpus-manifest.json")
printf '%s: %s files, %s lines, %s bytes\n' "$CORPUS" "$C_FILES" "$C_LINES" "$C_BYTES"

# ---------------------------------------------------------------------------------------------
# 2. Build
# ---------------------------------------------------------------------------------------------
section "Build"
BENCH_BUILT=0
if [[ $SKIP_BUILD -eq 0 && -z "${FLOWLINT:-}" ]]; then
    echo "+ swift build -c release --product flowlint"
    swift build -c release --product flowlint
fi
if [[ $SKIP_BUILD -eq 0 && -z "${FLOWLINT_BENCH:-}" ]]; then
    echo "+ swift build -c release --product flowlint-bench"
    if swift build -c release --product flowlint-bench > "$TMP/bench-build.log" 2>&1; then
        BENCH_BUILT=1
    else
        echo "note: flowlint-bench did not build (not written yet?); skipping it. Last lines of the build log:"
        tail -n 5 "$TMP/bench-build.log" | sed 's/^/    /'
    fi
fi
BIN_DIR=""
if [[ -z "${FLOWLINT:-}" || -z "${FLOWLINT_BENCH:-}" ]]; then
    if command -v swift >/dev/null; then
        BIN_DIR="$(swift build -c release --show-bin-path 2>/dev/null || true)"
    fi
    BIN_DIR="${BIN_DIR:-$ROOT/.build/release}"
fi
FLOWLINT="${FLOWLINT:-$BIN_DIR/flowlint}"
if [[ -n "${FLOWLINT_BENCH:-}" ]]; then
    BENCH_BUILT=1
elif [[ $SKIP_BUILD -eq 1 && -x "$BIN_DIR/flowlint-bench" ]]; then
    BENCH_BUILT=1
fi
FLOWLINT_BENCH="${FLOWLINT_BENCH:-$BIN_DIR/flowlint-bench}"
if [[ ! -x "$FLOWLINT" ]]; then
    echo "run.sh: no flowlint binary at $FLOWLINT" >&2
    exit 1
fi
echo "flowlint:       $FLOWLINT"
if [[ $BENCH_BUILT -eq 1 && -x "$FLOWLINT_BENCH" ]]; then
    echo "flowlint-bench: $FLOWLINT_BENCH"
else
    BENCH_BUILT=0
    echo "flowlint-bench: (not available)"
fi

# Flags that this flowlint understands.
HELP="$("$FLOWLINT" --help 2>&1 || true)"
FLAGS=()
if grep -q -- '--quiet' <<<"$HELP"; then FLAGS+=(--quiet); else echo "note: flowlint has no --quiet yet; running without it"; fi
if grep -q -- '--jobs' <<<"$HELP"; then FLAGS+=(--jobs "$JOBS"); else echo "note: flowlint has no --jobs yet; running without it"; fi
# The repository's own .flowlint.yml excludes Benchmarks/corpus (and flowlint reads .flowlint.yml
# from the working directory), so pass an explicit empty configuration: default rules and
# settings, nothing excluded.
CONFIG_FLAGS=()
if grep -q -- '--config' <<<"$HELP"; then
    printf '# flowlint benchmark: default configuration\n' > "$TMP/benchmark.flowlint.yml"
    CONFIG_FLAGS=(--config "$TMP/benchmark.flowlint.yml")
fi

# ---------------------------------------------------------------------------------------------
# 3. Measurements
# ---------------------------------------------------------------------------------------------
# measure LABEL OUTFILE CMD... : one timed run, result line appended to $TMP/LABEL.times
measure() {
    local label="$1" out="$2"; shift 2
    local rc=0
    "${MEASURE[@]}" --out "$TMP/$label.times" -- "$@" > "$out" 2>&1 || rc=$?
    if [[ $rc -ne 0 ]]; then
        echo "run.sh: '$*' failed with exit code $rc; last lines of its output:" >&2
        tail -n 20 "$out" | sed 's/^/    /' >&2
        exit 1
    fi
    tail -n 1 "$TMP/$label.times"
}

printf '\nhost: %s, %s CPUs' "$(uname -sm)" "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')"
VERSION="$("$FLOWLINT" --version 2>/dev/null | head -n 1 || true)"
[[ -n "$VERSION" ]] && printf ', flowlint %s' "$VERSION"
printf '\n'

section "cat (read every byte of the corpus; also warms the page cache)"
CAT_CMD=(sh -c 'find "$1" -name "*.swift" -print0 | xargs -0 cat > /dev/null' sh "$CORPUS")
"${CAT_CMD[@]}"  # warm-up
for i in $(seq 1 "$RUNS"); do
    printf 'run %d/%d: ' "$i" "$RUNS"
    measure cat "$TMP/cat.out" "${CAT_CMD[@]}"
done

if [[ $BENCH_BUILT -eq 1 ]]; then
    section "flowlint-bench --jobs $JOBS $CORPUS (lex+parse only)"
    measure bench "$TMP/bench.out" "$FLOWLINT_BENCH" --jobs "$JOBS" "$CORPUS" > "$TMP/bench.line"
    cat "$TMP/bench.out"
    cat "$TMP/bench.line"
    if [[ "$JOBS" -ne 1 ]]; then
        # The one-core figure (the foundation issue's lexing + parsing target).
        section "flowlint-bench --jobs 1 $CORPUS (lex+parse only, one core)"
        "$FLOWLINT_BENCH" --jobs 1 "$CORPUS" > "$TMP/bench1.out"
        cat "$TMP/bench1.out"
    fi
fi

section "flowlint${FLAGS[*]+ ${FLAGS[*]}} $CORPUS"
# Untimed warm-up without --quiet, to check from flowlint's summary line that it really linted
# the corpus (a config that excludes it would make every run look impossibly fast).
WARM_FLAGS=()
for f in ${FLAGS[@]+"${FLAGS[@]}"}; do [[ "$f" == --quiet ]] || WARM_FLAGS+=("$f"); done
rc=0
"$FLOWLINT" ${CONFIG_FLAGS[@]+"${CONFIG_FLAGS[@]}"} ${WARM_FLAGS[@]+"${WARM_FLAGS[@]}"} "$CORPUS" > /dev/null 2> "$TMP/warmup.err" || rc=$?
if [[ $rc -gt 1 ]]; then
    echo "run.sh: flowlint failed with exit code $rc:" >&2
    tail -n 20 "$TMP/warmup.err" | sed 's/^/    /' >&2
    exit 1
fi
SUMMARY="$(grep -E '^flowlint: [0-9]+ files' "$TMP/warmup.err" | tail -n 1 || true)"
if [[ -n "$SUMMARY" ]]; then
    echo "warm-up: $SUMMARY"
    LINTED="$(sed -E 's/^flowlint: ([0-9]+) files.*/\1/' <<<"$SUMMARY")"
    if [[ "$LINTED" -ne "$C_FILES" ]]; then
        echo "WARNING: flowlint linted $LINTED files but the corpus has $C_FILES; the figures below do not measure the whole corpus." >&2
    fi
fi
for i in $(seq 1 "$RUNS"); do
    printf 'run %d/%d: ' "$i" "$RUNS"
    measure flowlint "$TMP/flowlint.$i.out" "$FLOWLINT" ${CONFIG_FLAGS[@]+"${CONFIG_FLAGS[@]}"} ${FLAGS[@]+"${FLAGS[@]}"} "$CORPUS"
done
OUT_LINES=$(wc -l < "$TMP/flowlint.1.out" | tr -d ' ')
if [[ "$OUT_LINES" -gt 0 ]]; then
    echo "output of run 1 ($OUT_LINES lines), last lines:"
    tail -n 3 "$TMP/flowlint.1.out" | cut -c1-200 | sed 's/^/    /'
fi

GNU_RSS=""
if [[ $GNU_TIME -eq 1 ]]; then
    if [[ -x /usr/bin/time ]]; then
        section "cross-check with /usr/bin/time -v (one extra run)"
        rc=0
        /usr/bin/time -v "$FLOWLINT" ${CONFIG_FLAGS[@]+"${CONFIG_FLAGS[@]}"} ${FLAGS[@]+"${FLAGS[@]}"} "$CORPUS" > /dev/null 2> "$TMP/gnu-time.txt" || rc=$?
        if [[ $rc -le 1 ]]; then
            GNU_RSS="$(awk -F: '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$TMP/gnu-time.txt")"
            # "Elapsed (wall clock) time (h:mm:ss or m:ss): 0:02.31" -> seconds
            GNU_WALL="$(awk '/Elapsed \(wall clock\)/ { n = split($NF, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; printf "%.2f", s }' "$TMP/gnu-time.txt")"
            echo "wall=$GNU_WALL maxrss_mib=$GNU_RSS"
        else
            echo "note: /usr/bin/time run failed with exit code $rc"
        fi
    else
        echo
        echo "hint: /usr/bin/time is not installed; measure.py's figures are used (install it with: apt-get install -y time)"
    fi
fi

# ---------------------------------------------------------------------------------------------
# 4. Summary
# ---------------------------------------------------------------------------------------------
section "Summary"
BENCH_TIMES="$TMP/bench.times"
[[ $BENCH_BUILT -eq 1 ]] || BENCH_TIMES=""
python3 - "$C_FILES" "$C_LINES" "$C_BYTES" "$JOBS" "${FLAGS[*]-}" "$TMP/cat.times" "$TMP/flowlint.times" "$BENCH_TIMES" "$TMP/bench.out" "$GNU_RSS" "$TMP/bench1.out" <<'PY'
import re, statistics, sys

files, lines, nbytes = (int(x) for x in sys.argv[1:4])
jobs, flags, cat_t, fl_t, bench_t, bench_out, gnu_rss, bench1_out = sys.argv[4:12]

def load(path):
    runs = []
    if not path:
        return runs
    try:
        for l in open(path):
            m = re.search(r"wall=([0-9.]+) maxrss_mib=([0-9.]+)", l)
            if m:
                runs.append((float(m.group(1)), float(m.group(2))))
    except OSError:
        pass
    return runs

def fmt_int(x):
    return "{:,.0f}".format(x)

rows = []
def add(label, runs, show_rss=True):
    if not runs:
        return
    walls = [w for w, _ in runs]
    best, med = min(walls), statistics.median(walls)
    rss = "%.1f" % max(r for _, r in runs) if show_rss else "-"
    rows.append((label, "%.3f" % best, "%.3f" % med, fmt_int(lines / best) if best > 0 else "-",
                 "%.1f" % (nbytes / 1e6 / best) if best > 0 else "-", rss, str(len(runs))))

add("cat (read all bytes)", load(cat_t), show_rss=False)  # RSS of cat/xargs is meaningless
add("flowlint-bench --jobs %s" % jobs, load(bench_t))
add("flowlint " + flags, load(fl_t))

print("corpus: %s files, %s lines, %.1f MB" % (fmt_int(files), fmt_int(lines), nbytes / 1e6))
head = ("", "best s", "median s", "lines/s (best)", "MB/s (best)", "peak RSS MiB", "runs")
table = [head] + rows
widths = [max(len(r[i]) for r in table) for i in range(len(head))]
for n, r in enumerate(table):
    cells = [r[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(r[1:], widths[1:])]
    print("  ".join(cells).rstrip())
    if n == 0:
        print("  ".join("-" * w for w in widths))
if bench_t:
    # One core first (absent when --jobs 1 was asked for: then the run above is that run).
    for path in [bench1_out, bench_out]:
        try:
            lines = open(path).read().splitlines()
        except OSError:
            continue
        for k, l in enumerate(lines):
            if l.startswith("lex+parse:"):
                print("flowlint-bench reports: " + l.strip())
                if k + 1 < len(lines) and lines[k + 1].strip().startswith("best pass:"):
                    print("  its " + lines[k + 1].strip())
if gnu_rss:
    print("/usr/bin/time -v peak RSS for one flowlint run: %s MiB" % gnu_rss)
PY
