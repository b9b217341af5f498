#!/usr/bin/env python3
"""Differential test of flowlint's lexer against the Swift compiler's parser.

For every input file that `swiftc -frontend -parse` accepts, flowlint must not report the file
malformed (no lexer or parser problem in its JSON report): the compiler is the reference for
what valid Swift is. Files the compiler rejects are skipped (flowlint may be more lenient).

    .ci/lexer-differential.py [--flowlint PATH] [--jobs N] [--sample K] PATH...

PATH is a file or a folder (searched for *.swift and, under Fuzz/regressions, *.input).
--sample K keeps every K-th file of each folder (sorted), for big trees such as the benchmark
corpus or the real-code harness apps. Exits 1 on a disagreement, printing each one; 2 when a
tool cannot be run.
"""
import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile


def collect(paths, sample):
    files = []
    for path in paths:
        if os.path.isfile(path):
            files.append(path)
            continue
        found = []
        for root, dirs, names in os.walk(path):
            dirs[:] = sorted(d for d in dirs if not d.startswith(".build"))
            for name in sorted(names):
                if name.endswith(".swift") or (name.endswith(".input") and "regressions" in root):
                    found.append(os.path.join(root, name))
        files.extend(found[::sample] if sample > 1 else found)
    return files


def compiler_accepts(swiftc, path):
    if not path.endswith(".swift"):
        # The compiler goes by the file name's extension: give it a .swift copy.
        with tempfile.TemporaryDirectory(prefix="flowlint-differential-") as d:
            copy = os.path.join(d, "input.swift")
            shutil.copyfile(path, copy)
            return compiler_accepts(swiftc, copy)
    try:
        r = subprocess.run([swiftc, "-frontend", "-parse", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=60)
    except subprocess.TimeoutExpired:
        return False
    return r.returncode == 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--flowlint", default=".build/release/flowlint")
    ap.add_argument("--swiftc", default=shutil.which("swiftc") or "swiftc")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--sample", type=int, default=1)
    args = ap.parse_args()
    args.flowlint = os.path.abspath(args.flowlint)

    if not os.access(args.flowlint, os.X_OK):
        print(f"lexer-differential: no flowlint binary at {args.flowlint}", file=sys.stderr)
        return 2
    if shutil.which(args.swiftc) is None and not os.access(args.swiftc, os.X_OK):
        print(f"lexer-differential: no swiftc ({args.swiftc})", file=sys.stderr)
        return 2

    files = collect(args.paths, args.sample)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        accepted = [f for f, ok in zip(files, pool.map(lambda f: compiler_accepts(args.swiftc, f), files)) if ok]
    print(f"lexer-differential: {len(files)} files, {len(accepted)} accepted by swiftc -frontend -parse")
    if not accepted:
        return 0

    # flowlint lints only *.swift: copy the accepted files into a scratch tree under names that
    # keep them apart, and map the reported paths back.
    with tempfile.TemporaryDirectory(prefix="flowlint-differential-") as scratch:
        names = {}
        for n, f in enumerate(accepted):
            name = f"f{n:06d}.swift"
            shutil.copyfile(f, os.path.join(scratch, name))
            names[name] = f
        config = os.path.join(scratch, "empty.flowlint.yml")
        with open(config, "w") as c:
            c.write("# lexer differential: default configuration\n")
        r = subprocess.run([args.flowlint, "--format", "json", "--config", config, "--jobs", str(args.jobs), scratch],
                           capture_output=True, text=True, cwd=scratch)
        if r.returncode not in (0, 1, 2) or not r.stdout.strip():
            print(f"lexer-differential: flowlint failed (exit {r.returncode}): {r.stderr.strip()}", file=sys.stderr)
            return 2
        report = json.loads(r.stdout)

    disagreements = []
    for p in report.get("problems", []):
        name = os.path.basename(p.get("path", ""))
        disagreements.append(f"{names.get(name, name)}:{p.get('line')}:{p.get('column')}: {p.get('kind')}: {p.get('message')}")
    for d in sorted(disagreements):
        print(d)
    if disagreements:
        print(f"lexer-differential: {len(disagreements)} problems in files swiftc accepts", file=sys.stderr)
        return 1
    print("lexer-differential: no disagreement")
    return 0


if __name__ == "__main__":
    sys.exit(main())
