#!/usr/bin/env bash
# The steps of the flowlint GitHub Action (action.yml), runnable locally:
#
#   FLOWLINT=.build/release/flowlint INPUT_PATHS="App" INPUT_BASELINE=.flowlint-baseline.txt \
#     INPUT_SARIF=flowlint.sarif action/run.sh
#
# 1. writes a SARIF report of every finding (for code scanning; never fails on findings);
# 2. runs again with the baseline (when the file exists), --changed-since (when
#    INPUT_CHANGED_SINCE is set) and --strict, as GitHub annotations, and exits with flowlint's
#    status: 1 for a new finding, 2 for a setup problem.
# It also appends a Markdown summary to $GITHUB_STEP_SUMMARY when that is set.
set -uo pipefail
# Empty arrays are spelled ${a[@]+"${a[@]}"}: bash 3.2 (macOS's /bin/bash) calls "${a[@]}" of an
# empty array unbound under set -u.

FLOWLINT="${FLOWLINT:-flowlint}"
read -r -a paths <<<"${INPUT_PATHS:-.}"
if [ ${#paths[@]} -eq 0 ]; then paths=(.); fi
baseline="${INPUT_BASELINE:-.flowlint-baseline.txt}"
sarif="${INPUT_SARIF:-flowlint.sarif}"
config=()
if [ -n "${INPUT_CONFIG:-}" ]; then config=(--config "$INPUT_CONFIG"); fi
changed=()
if [ -n "${INPUT_CHANGED_SINCE:-}" ]; then changed=(--changed-since "$INPUT_CHANGED_SINCE"); fi

status=0
"$FLOWLINT" "${paths[@]}" ${config[@]+"${config[@]}"} --quiet --lenient --format sarif --output "$sarif" || status=$?
if [ "$status" -ne 0 ]; then
    echo "flowlint: could not write the SARIF report (exit $status)" >&2
    exit "$status"
fi

gate=("${paths[@]}" ${config[@]+"${config[@]}"} ${changed[@]+"${changed[@]}"} --strict --format github)
if [ -f "$baseline" ]; then gate+=(--baseline "$baseline"); fi
status=0
"$FLOWLINT" "${gate[@]}" || status=$?

if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    summary=("${paths[@]}" ${config[@]+"${config[@]}"} ${changed[@]+"${changed[@]}"} --quiet --lenient --format markdown)
    if [ -f "$baseline" ]; then summary+=(--baseline "$baseline"); fi
    "$FLOWLINT" "${summary[@]}" >>"$GITHUB_STEP_SUMMARY" || true
fi
exit "$status"
