#!/usr/bin/env bash
# flowlint must compile on Linux (Glibc) and on macOS (Darwin). Every system call goes through
# the platform shim, Sources/Platform/Platform.swift, the one file that imports the C library.
# This check fails, listing the lines, when a file in Sources/ or Rules/:
#   - imports the C library (Glibc, Darwin, Musl, ...) or tests for it with canImport, other
#     than the shim;
#   - names a C library module (`Glibc.read`), other than the shim;
#   - uses a symbol that only glibc has, other than in a `#if canImport(Glibc)` branch of the shim.
# Comments are not checked. Usage: .ci/check-portability.sh [REPOSITORY_ROOT]
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"

SHIM=Sources/Platform/Platform.swift
# Not in Darwin, or with another name or type there.
GLIBC_ONLY='mallopt|malloc_usable_size|malloc_trim|mallinfo|mallinfo2|memalign|M_TOP_PAD|M_MMAP_THRESHOLD'
GLIBC_ONLY+='|get_nprocs|get_nprocs_conf|sysinfo|__errno_location|program_invocation_name|program_invocation_short_name'
GLIBC_ONLY+='|strchrnul|mempcpy|rawmemchr|memrchr|pipe2|accept4|dup3|epoll_create|epoll_create1|epoll_ctl|epoll_wait'
GLIBC_ONLY+='|inotify_init|inotify_init1|inotify_add_watch|sendfile|gettid|getauxval|prctl|sched_getaffinity|CPU_COUNT'
GLIBC_ONLY+='|canonicalize_file_name|O_TMPFILE|O_DIRECT|O_PATH|SOCK_CLOEXEC|SOCK_NONBLOCK|st_mtim|st_atim|st_ctim|d_off'
GLIBC_ONLY+='|__GLIBC__|RUSAGE_SELF[.]rawValue'
# Marked unavailable in Swift's Darwin module ("use posix_spawn APIs or NSTask instead").
GLIBC_ONLY+='|popen|pclose|vfork'

if [ ! -f "$SHIM" ]; then
    echo "check-portability: no platform shim at $SHIM" >&2
    exit 1
fi

count=$(find Sources Rules -name '*.swift' | wc -l | tr -d ' ')
problems=$(find Sources Rules -name '*.swift' -print0 | LC_ALL=C sort -z | xargs -0 awk -v shim="$SHIM" -v glibcOnly="$GLIBC_ONLY" '
    BEGIN { libc = "(Glibc|Darwin|Musl|Bionic|WASILibc|ucrt|CRT|WinSDK)" }
    FNR == 1 { depth = 0 }
    function report(what) { printf "%s:%d: %s: %s\n", FILENAME, FNR, what, $0 }
    function insideGlibcBranch(   k) {
        for (k = 1; k <= depth; k++) if (branch[k] == "glibc") return 1
        return 0
    }
    {
        code = $0
        sub(/\/\/.*/, "", code)                      # comments are not checked
        if (code ~ /^[ \t]*$/) next
        directive = code
        sub(/^[ \t]+/, "", directive)
        if (directive ~ /^#if[ \t(]/) { branch[++depth] = (directive ~ /canImport\(Glibc\)/) ? "glibc" : "other" }
        else if (directive ~ /^#elseif[ \t(]/) { branch[depth] = (directive ~ /canImport\(Glibc\)/) ? "glibc" : "other" }
        else if (directive ~ /^#else/) { branch[depth] = "other" }
        else if (directive ~ /^#endif/) { if (depth > 0) depth-- }
        isShim = (FILENAME == shim)
        if (code ~ ("(^|[^A-Za-z0-9_])import[ \t]+" libc "([^A-Za-z0-9_]|$)")) {
            if (!isShim) report("imports the C library outside the platform shim")
            else if (code ~ /@_exported/) report("the platform shim must not re-export the C library")
        }
        if (!isShim && code ~ ("canImport\\(" libc "\\)")) report("platform condition outside the platform shim")
        if (!isShim && code ~ ("(^|[^A-Za-z0-9_.])" libc "[.]")) report("names a C library module")
        if (code ~ ("(^|[^A-Za-z0-9_])(" glibcOnly ")([^A-Za-z0-9_]|$)") && !(isShim && insideGlibcBranch()))
            report("Glibc-only symbol (not in Darwin)" (isShim ? " outside #if canImport(Glibc)" : " outside the platform shim"))
    }
')

if [ -n "$problems" ]; then
    echo "$problems"
    echo "check-portability: platform calls must go through $SHIM (see the lines above)" >&2
    exit 1
fi
echo "check-portability: $count files; C library only in $SHIM, Glibc-only code only in its #if canImport(Glibc) branches"
