#!/usr/bin/env python3
"""Run a command and report its wall time and peak resident set size.

    Benchmarks/measure.py [--out FILE] [--] CMD [ARG...]

The command's stdout and stderr are passed through untouched. When it has finished, one line

    wall=<seconds> maxrss_mib=<MiB>

is printed on stderr, or, with --out FILE, appended to FILE instead (so that it cannot get mixed
up with the command's own output).

Exit status: the command's own exit status, except that 1 counts as success (0), because
flowlint exits with 1 when it reports findings. A command killed by a signal gives 128+signal;
a command that cannot be started gives 127.

Peak RSS comes from getrusage(RUSAGE_CHILDREN).ru_maxrss, i.e. the largest resident set of any
process in the command's tree that was waited for (for a pipeline that is the largest single
process, not the sum). It needs nothing beyond the Python standard library, unlike
`/usr/bin/time -v` (Debian/Ubuntu package `time`).

One Linux subtlety: the kernel folds the memory of the process image *before* exec() into
ru_maxrss, and a child forked from Python starts out as a copy of this ~10-15 MiB interpreter.
So ru_maxrss can never be below this wrapper's own size. To get small figures right anyway, the
wrapper also samples VmHWM (the high-water mark of the exec'd image alone) from
/proc/<pid>/status every 10 ms. If ru_maxrss is not above the wrapper's own peak it reports the
sampled value (a lower bound that can miss growth in the last few ms); otherwise ru_maxrss is
exact and is what gets reported.
"""

import os
import resource
import signal
import subprocess
import sys
import threading
import time

POLL_SECONDS = 0.01


def sample_hwm_kib(pid, stop, result):
    """Keep result[0] at the latest VmHWM (KiB) of /proc/<pid>/status until `stop` is set."""
    path = "/proc/%d/status" % pid
    while True:
        try:
            with open(path, "rb") as fh:
                for raw in fh:
                    if raw.startswith(b"VmHWM:"):
                        result[0] = max(result[0], int(raw.split()[1]))
                        break
        except (OSError, ValueError, IndexError):
            pass
        if stop.wait(POLL_SECONDS):
            return


def main(argv):
    out_file = None
    args = list(argv)
    while args and args[0].startswith("-"):
        a = args.pop(0)
        if a == "--":
            break
        if a == "--out" and args:
            out_file = args.pop(0)
        elif a.startswith("--out="):
            out_file = a[len("--out="):]
        elif a in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        else:
            print("measure.py: unknown option " + a, file=sys.stderr)
            return 2
    if not args:
        print("usage: measure.py [--out FILE] [--] CMD [ARG...]", file=sys.stderr)
        return 2

    start = time.perf_counter()
    try:
        proc = subprocess.Popen(args)
    except OSError as err:
        print("measure.py: cannot run " + args[0] + ": " + err.strerror, file=sys.stderr)
        return 127
    stop = threading.Event()
    hwm = [0]
    sampler = None
    if sys.platform.startswith("linux") and os.path.isdir("/proc/%d" % proc.pid):
        sampler = threading.Thread(target=sample_hwm_kib, args=(proc.pid, stop, hwm), daemon=True)
        sampler.start()
    while True:
        try:
            code = proc.wait()
            break
        except KeyboardInterrupt:
            # The child got the SIGINT too (same process group); wait for it to finish.
            continue
    wall = time.perf_counter() - start
    stop.set()
    if sampler is not None:
        sampler.join()

    maxrss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if sys.platform == "darwin":
        mib = maxrss / (1024.0 * 1024.0)  # bytes on macOS
    else:
        # The child's pre-exec image was a copy of this process; allow for a little growth of ours.
        own_peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        if maxrss <= own_peak + 1024 and hwm[0] > 0:
            maxrss = hwm[0]  # ru_maxrss only shows this wrapper's own size; use the sample
        mib = maxrss / 1024.0  # KiB on Linux
    line = "wall=%.3f maxrss_mib=%.1f" % (wall, mib)
    sys.stdout.flush()
    if out_file:
        with open(out_file, "a") as fh:
            fh.write(line + "\n")
    else:
        print(line, file=sys.stderr)

    if code < 0:
        return 128 + (-code)
    if code == 1:
        return 0
    return code


if __name__ == "__main__":
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    sys.exit(main(sys.argv[1:]))
