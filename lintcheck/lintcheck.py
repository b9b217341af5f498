#!/usr/bin/env python3
"""flowlint's real-code check: lint pinned public iOS apps and compare with the judged ledger.

    lintcheck/lintcheck.py prepare [--mirror DIR] [--apps DIR] [--available]
    lintcheck/lintcheck.py run     [--apps DIR] [--flowlint BIN] [--check] [--markdown]
                                   [--findings FILE] [--app NAME ...] [--available]

`prepare` unpacks the `*.swift` files (and the storyboards, nibs, Info.plist files, Objective-C sources, Xcode project files and other build descriptions flowlint reads) of each app of lintcheck/apps.tsv, at its pinned commit,
from a git mirror (`DIR/<owner>+<name>/repo`, as the search tool's `fetch` leaves them; default
$LINTCHECK_MIRROR or /work/.mirror) into the apps folder (default $LINTCHECK_APPS or
.lintcheck/apps, ignored by git). No app code is ever committed: the ledger holds only paths,
lines, verdicts and one-line reasons.

`run` lints every app on its own (working directory = the app, configuration
lintcheck/lintcheck.yml, so no app's own settings apply), then compares the findings with
lintcheck/ledger.tsv and prints:

  - new findings that nobody has judged yet (they must be judged and added to the ledger);
  - findings judged wrong or debatable that still fire (the known false alarms);
  - findings judged correct that no longer fire (lost recall), apart from those recorded with a
    reason in lintcheck/accepted-losses.tsv;
  - precision per rule: correct / judged among the findings that fire now.

With --check the exit status is 1 when there are unjudged findings or lost correct ones, so CI
stays green only while the ledger is current. --markdown prints the precision table as Markdown
(for docs/real-code-evaluation.md). --findings FILE writes every current finding as TSV.

--available (both commands) works with the mirrors a machine has: `prepare` unpacks the apps
whose mirrors are present and names the others on stderr; `run` lints the apps that are unpacked
at their pinned commit and leaves the others, and their ledger rows, out of every figure, saying
how many it left out on stderr and above the table. Without it, one missing app is an error.

Exit status: 0 fine, 1 --check failed, 2 usage error or an app missing (run `prepare` first).
"""

import argparse
import collections
import csv
import json
import re
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
APPS_TSV = os.path.join(HERE, "apps.tsv")
LEDGER_TSV = os.path.join(HERE, "ledger.tsv")
# Correct findings a rule change gave up on purpose (app, path, line, rule, why).
LOSSES_TSV = os.path.join(HERE, "accepted-losses.tsv")
CONFIG = os.path.join(HERE, "lintcheck.yml")
VERDICTS = ("correct", "wrong", "debatable")
# Where there are more findings of one rule in one app than this, only a sample is judged.
SAMPLE_LIMIT = 30

Key = collections.namedtuple("Key", "app path line rule")


def read_tsv(path):
    with open(path, newline="", encoding="utf-8") as f:
        rows = [r for r in csv.reader(f, delimiter="\t") if r and not r[0].startswith("#")]
    return rows[0], [dict(zip(rows[0], r)) for r in rows[1:]]


def read_apps():
    _, apps = read_tsv(APPS_TSV)
    return apps


def read_ledger():
    header, rows = read_tsv(LEDGER_TSV)
    ledger = {}
    for n, r in enumerate(rows, start=2):
        if r.get("verdict") not in VERDICTS:
            sys.exit(f"lintcheck: {LEDGER_TSV}:{n}: verdict must be one of {', '.join(VERDICTS)}")
        key = Key(r["app"], r["path"], int(r["line"]), r["rule"])
        if key in ledger:
            sys.exit(f"lintcheck: {LEDGER_TSV}:{n}: judged twice: {key}")
        ledger[key] = r
    return ledger


def read_losses():
    if not os.path.exists(LOSSES_TSV):
        return {}
    _, rows = read_tsv(LOSSES_TSV)
    return {Key(r["app"], r["path"], int(r["line"]), r["rule"]): r["why"] for r in rows}


def default_apps_dir():
    return os.environ.get("LINTCHECK_APPS", os.path.join(ROOT, ".lintcheck", "apps"))


# What `prepare` writes: the Swift files, and the storyboards, nibs, Info.plist files, Objective-C
# sources, Xcode project files and other build descriptions flowlint reads (never linted). The
# stamp changes when that set does.
STAMP = "{commit} swift+interface+objc+headers+projects+workspaces"

BUILD_DESCRIPTIONS = (b"project.pbxproj", b"contents.xcworkspacedata", b"project.yml", b"project.yaml", b"BUILD", b"BUILD.bazel", b"BUCK")


def wanted(path):
    name = path.rsplit(b"/", 1)[-1]
    return (path.endswith((b".swift", b".storyboard", b".xib", b"Info.plist", b".m", b".mm", b".h", b".podspec", b".podspec.json"))
            or name in BUILD_DESCRIPTIONS)


GIT_CRYPT_HEADER = b"\0GITCRYPT\0"


def prepare(args):
    missing = []
    for app in read_apps():
        git_dir = os.path.join(args.mirror, app["name"], "repo")
        if os.path.isdir(os.path.join(git_dir, ".git")):
            git_dir = os.path.join(git_dir, ".git")   # a mirror kept as a work tree's git folder
        into = os.path.join(args.apps, app["name"])
        stamp = os.path.join(into, ".lintcheck-commit")
        if unpacked(app, args.apps):
            continue
        if not os.path.isdir(git_dir):
            missing.append(app)
            continue
        listed = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", app["commit"]], capture_output=True)
        if listed.returncode != 0:
            # A mirror fetched before the app was pinned again, say: it lacks the pinned commit.
            print(f"lintcheck: the mirror of {app['repo']} under {args.mirror} lacks commit {app['commit'][:12]}: "
                  f"fetch github:{app['repo']} again", file=sys.stderr)
            if not args.available:
                return 2
            missing.append(app)
            continue
        listing = listed.stdout
        blobs = []
        for entry in listing.split(b"\0"):
            if not entry:
                continue
            meta, path = entry.split(b"\t", 1)
            mode, kind, sha = meta.split(b" ")
            if kind == b"blob" and mode != b"120000" and wanted(path):
                blobs.append((sha, path.decode("utf-8", "surrogateescape")))
        subprocess.run(["rm", "-rf", into], check=True)
        cat = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                             input=b"".join(sha + b"\n" for sha, _ in blobs), check=True,
                             capture_output=True).stdout
        pos = 0
        encrypted = 0
        absent = 0
        written = []
        for sha, path in blobs:
            header_end = cat.index(b"\n", pos)
            header = cat[pos:header_end].split(b" ")
            if header[-1] == b"missing":
                # The snapshot lists the blob but does not hold it (its largest files may be absent).
                pos = header_end + 1
                absent += 1
                continue
            size = int(header[2])
            body = cat[header_end + 1:header_end + 1 + size]
            pos = header_end + 1 + size + 1
            if body.startswith(GIT_CRYPT_HEADER):
                # Kept encrypted in the repository (git-crypt): no checkout without the key
                # can read it, and flowlint rightly refuses it.
                encrypted += 1
                continue
            target = os.path.join(into, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(body)
            written.append(path)
        # An app with none of these files (all Objective-C, say) still gets its folder and stamp.
        os.makedirs(into, exist_ok=True)
        with open(stamp, "w") as f:
            f.write(STAMP.format(commit=app["commit"]) + "\n")
        swift = sum(1 for p in written if p.endswith(".swift"))
        others = len(written) - swift
        skipped = f", {encrypted} files encrypted with git-crypt left out" if encrypted else ""
        skipped += f", {absent} files absent from the mirror" if absent else ""
        print(f"{app['name']}: {swift} Swift files, {others} storyboards, nibs, Info.plist, Objective-C and project files at {app['commit'][:12]}{skipped}")
    if missing:
        for app in missing:
            if not os.path.isdir(os.path.join(args.mirror, app["name"], "repo")):
                print(f"lintcheck: no mirror of {app['repo']} under {args.mirror}: fetch github:{app['repo']} first",
                      file=sys.stderr)
        if args.available:
            print(f"lintcheck: {len(missing)} of {len(read_apps())} apps have no usable mirror here and are left out",
                  file=sys.stderr)
            return 0
        return 2
    return 0


def unpacked(app, apps_dir):
    stamp = os.path.join(apps_dir, app["name"], ".lintcheck-commit")
    return os.path.exists(stamp) and open(stamp).read().strip() == STAMP.format(commit=app["commit"])


def lint(app_dir, flowlint):
    proc = subprocess.run([flowlint, ".", "--config", CONFIG, "--format", "json", "--quiet"],
                          cwd=app_dir, capture_output=True, text=True)
    if proc.returncode not in (0, 1):
        sys.exit(f"lintcheck: flowlint exited {proc.returncode} on {app_dir}:\n{proc.stderr}")
    return json.loads(proc.stdout)["diagnostics"]


def run(args):
    apps = [a for a in read_apps() if not args.app or a["name"] in args.app]
    absent = [a for a in apps if not unpacked(a, args.apps)]
    if absent and not args.available:
        app = absent[0]
        print(f"lintcheck: {app['name']} is not unpacked at {app['commit'][:12]} under {args.apps}: "
              "run `lintcheck/lintcheck.py prepare`", file=sys.stderr)
        return 2
    left_out = ""
    if absent:
        apps = [a for a in apps if a not in absent]
        if not apps:
            # Nothing to check on this machine: said, not an error (`.ci/run` relies on it).
            print(f"lintcheck: no app is unpacked at its pinned commit under {args.apps}: nothing checked "
                  "(run `lintcheck/lintcheck.py prepare` where the mirrors are)", file=sys.stderr)
            return 0
        left_out = f"{len(absent)} of {len(absent) + len(apps)} apps are not unpacked here and are left out, with their ledger rows"
        print(f"lintcheck: {left_out}", file=sys.stderr)
    # With --app, only those apps' rows; otherwise every row but those of apps left out, so that
    # the rows of an app no longer in apps.tsv show up as lost.
    absent_names = {a["name"] for a in absent}
    ledger = {k: v for k, v in read_ledger().items()
              if k.app not in absent_names and (not args.app or k.app in args.app)}
    current = {}
    for app in apps:
        for d in lint(os.path.join(args.apps, app["name"]), args.flowlint):
            current[Key(app["name"], d["path"], d["line"], d["rule"])] = d["message"]
    if args.findings:
        with open(args.findings, "w", encoding="utf-8") as f:
            for k in sorted(current):
                f.write(f"{k.app}\t{k.path}\t{k.line}\t{k.rule}\t{current[k]}\n")

    judged_per_pair = collections.Counter((k.app, k.rule) for k in ledger)
    unjudged = [k for k in sorted(current) if k not in ledger and judged_per_pair[(k.app, k.rule)] < SAMPLE_LIMIT]
    unsampled = [k for k in current if k not in ledger and k not in unjudged]
    still_wrong = [k for k in sorted(current) if k in ledger and ledger[k]["verdict"] != "correct"]
    lost_all = [k for k in sorted(ledger) if ledger[k]["verdict"] == "correct" and k not in current]
    accepted = read_losses()
    lost = [k for k in lost_all if k not in accepted]
    lost_accepted = [k for k in lost_all if k in accepted]

    def show(title, keys, with_reason):
        print(f"\n## {title}: {len(keys)}")
        for k in keys:
            extra = f"  [{ledger[k]['verdict']}: {ledger[k]['reason']}]" if with_reason else f"  {current.get(k, '')}"
            print(f"{k.app}\t{k.path}:{k.line}\t{k.rule}{extra}")

    if not args.markdown:
        show("New findings, not judged yet", unjudged, False)
        show("Judged wrong or debatable, still reported", still_wrong, True)
        show("Judged correct, no longer reported", lost, True)
        print(f"\n## Judged correct, no longer reported, accepted in {os.path.basename(LOSSES_TSV)}: {len(lost_accepted)}")
        for k in lost_accepted:
            print(f"{k.app}\t{k.path}:{k.line}\t{k.rule}  [{accepted[k]}]")
    table = precision(current, ledger)
    if left_out:
        print(f"\n## Apps left out: {left_out}" if not args.markdown else f"Apps left out: {left_out}.\n")
    print_table(table, args.markdown, len(current), len(unsampled))
    if args.check and (unjudged or lost):
        print(f"\nlintcheck: {len(unjudged)} unjudged finding(s), {len(lost)} lost correct finding(s)", file=sys.stderr)
        return 1
    return 0


def precision(current, ledger):
    table = collections.defaultdict(collections.Counter)
    for k in current:
        verdict = ledger[k]["verdict"] if k in ledger else "unjudged"
        table[k.rule][verdict] += 1
        table["all"][verdict] += 1
    for k, v in ledger.items():
        if v["verdict"] == "correct" and k not in current:
            table[k.rule]["lost"] += 1
            table["all"]["lost"] += 1
    return table


def print_table(table, markdown, total, unsampled):
    cols = ("findings", "judged", "correct", "wrong", "debatable", "precision", "lost correct")
    rows = []
    for rule in sorted(r for r in table if r != "all") + ["all"]:
        c = table[rule]
        judged = c["correct"] + c["wrong"] + c["debatable"]
        found = judged + c["unjudged"]
        share = f"{100 * c['correct'] / judged:.0f} %" if judged else "—"
        rows.append((rule, found, judged, c["correct"], c["wrong"], c["debatable"], share, c["lost"]))
    if markdown:
        print("| rule | " + " | ".join(cols) + " |")
        print("|---|" + "---:|" * len(cols))
        for r in rows:
            name = f"**{r[0]}**" if r[0] == "all" else f"`{r[0]}`"
            print(f"| {name} | " + " | ".join(str(x) for x in r[1:]) + " |")
    else:
        print(f"\n## Precision (correct / judged), {total} findings, {unsampled} beyond the sample")
        print(f"{'rule':32}" + "".join(f"{c:>14}" for c in cols))
        for r in rows:
            print(f"{r[0]:32}" + "".join(f"{str(x):>14}" for x in r[1:]))


GRAPH_LINE = re.compile(r"flowlint graph: (\d+) files, (\d+) classes with edges, (\d+) edges \((\d+) strong, (\d+) weak or unowned\), "
                        r"(\d+) proven retain cycles; graph built in (\d+) ms")


def graph(args):
    """The ownership graph's size per app, its proven cycles and the time to build it."""
    apps = [a for a in read_apps() if not args.app or a["name"] in args.app]
    rows = []
    for app in apps:
        best = None
        for _ in range(args.runs):
            proc = subprocess.run([args.flowlint, "graph", ".", "--config", CONFIG, "--jobs", "2"],
                                  cwd=os.path.join(args.apps, app["name"]), capture_output=True, text=True)
            m = GRAPH_LINE.search(proc.stderr)
            if proc.returncode != 0 or not m:
                sys.exit(f"lintcheck: flowlint graph failed on {app['name']} ({proc.returncode}):\n{proc.stderr}")
            values = [int(v) for v in m.groups()]
            best = values if best is None or values[6] < best[6] else best
        rows.append((app["name"], best))
    print("| app | files | classes with edges | edges | strong | weak or unowned | proven cycles | graph built in |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    totals = [0] * 7
    for name, v in rows:
        totals = [t + x for t, x in zip(totals, v)]
        print(f"| {name} | {v[0]} | {v[1]} | {v[2]} | {v[3]} | {v[4]} | {v[5]} | {v[6]} ms |")
    t = totals
    print(f"| **all {len(rows)}** | {t[0]} | {t[1]} | {t[2]} | {t[3]} | {t[4]} | {t[5]} | {t[6]} ms |")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("prepare", help="unpack the pinned apps from their git mirrors")
    p.add_argument("--mirror", default=os.environ.get("LINTCHECK_MIRROR", "/work/.mirror"))
    p.add_argument("--apps", default=default_apps_dir())
    p.add_argument("--available", action="store_true", help="unpack the apps whose mirrors are here, name the others")
    r = sub.add_parser("run", help="lint the apps and compare with the ledger")
    r.add_argument("--apps", default=default_apps_dir())
    r.add_argument("--flowlint", default=os.path.join(ROOT, ".build", "release", "flowlint"))
    r.add_argument("--check", action="store_true", help="exit 1 on unjudged or lost correct findings")
    r.add_argument("--markdown", action="store_true",
                   help="print only the precision table, as Markdown (and the apps left out, with --available)")
    r.add_argument("--findings", help="write the current findings to this TSV file")
    r.add_argument("--app", action="append", help="only this app (repeatable)")
    r.add_argument("--available", action="store_true", help="lint only the apps unpacked here, leave the others out")
    g = sub.add_parser("graph", help="the ownership graph's size, proven cycles and build time per app")
    g.add_argument("--apps", default=default_apps_dir())
    g.add_argument("--flowlint", default=os.path.join(ROOT, ".build", "release", "flowlint"))
    g.add_argument("--runs", type=int, default=3, help="best of this many runs for the time")
    g.add_argument("--app", action="append", help="only this app (repeatable)")
    args = parser.parse_args()
    if args.command in ("run", "graph"):
        args.flowlint = os.path.abspath(args.flowlint)
    return {"prepare": prepare, "run": run, "graph": graph}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
