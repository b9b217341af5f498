#!/usr/bin/env python3
"""Input shapes that once took quadratic time or memory, each run at N and 8N: the time (and
peak memory) ratio of a linear implementation is about 8.

    Benchmarks/scaling.py [--flowlint BIN] [--n N] [--only NAME]

Prints one line per shape: seconds and MiB at N and 8N and their ratios. Ratios well above
8 (say 16 or more) mean super-linear behaviour. Uses Benchmarks/measure.py for time and memory.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def strong_delegates(n):
    """N classes, each with a strong `delegate` that another class hands itself to."""
    out = ["protocol RowDelegate: AnyObject { func didTap() }\n"]
    for i in range(n):
        out.append(f"final class Row{i} {{\n    var delegate: RowDelegate?\n}}\n"
                   f"final class Screen{i}: RowDelegate {{\n    let row = Row{i}()\n"
                   f"    func start() {{ row.delegate = self }}\n    func didTap() {{}}\n}}\n")
    return {"Rows.swift": "".join(out)}


def nested_self_closures(n):
    """N nested `DispatchQueue.main.async { self.h(` in one method."""
    body = "DispatchQueue.main.async { self.h(" * n + ")}" * n
    return {"Nested.swift": f"final class Nested {{\n    func h(_ x: Any? = nil) {{}}\n    func f() {{\n        {body}\n    }}\n}}\n"}


def segue_casts(n):
    """N `segue.destination as!` casts in one `prepare(for:sender:)`."""
    lines = "".join(f"        let d{i} = segue.destination as! DetailViewController\n" for i in range(n))
    return {"Segues.swift": "final class ListViewController: UIViewController {\n"
            "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
            f"{lines}    }}\n}}\n"}


def presenting_helpers(n):
    """N methods in one file, each handing `self` to a helper that sets a delegate on a screen
    it presents, and each presenting a local it made (whole-argument and local-use lookups)."""
    out = ["protocol EditorDelegate: AnyObject { func didFinish() }\n",
           "final class Editor: UIViewController {\n    var delegate: EditorDelegate?\n}\n",
           "final class HostViewController: UIViewController, EditorDelegate {\n    func didFinish() {}\n"]
    for i in range(n):
        out.append(f"    func presentEditor{i}(delegate: EditorDelegate?) {{\n"
                   f"        let editor = Editor()\n        editor.delegate = delegate\n"
                   f"        present(editor, animated: true)\n    }}\n"
                   f"    func open{i}() {{\n        presentEditor{i}(delegate: self)\n"
                   f"        let picker = Editor()\n        picker.delegate = self\n"
                   f"        present(picker, animated: true)\n    }}\n")
    out.append("}\n")
    return {"Host.swift": "".join(out)}


def lexer_problems(n):
    """N lexer problems on one line (`@` alone is not a token of Swift)."""
    return {"At.swift": "let x = 1 " + "@ " * n + "\n"}


def unmatched_braces(n):
    """N unmatched `{` (memory per input byte)."""
    return {"Braces.swift": "func f() " + "{" * n + "\n"}


SHAPES = [
    ("strong-delegate, N classes", strong_delegates, 500),
    ("nested self closures, N deep", nested_self_closures, 300),
    ("segue force casts, N in one method", segue_casts, 2000),
    ("presenting helpers, N in one file", presenting_helpers, 750),
    ("lexer problems, N on one line", lexer_problems, 20000),
    ("unmatched braces, N", unmatched_braces, 100000),
]


def run(flowlint, files):
    d = tempfile.mkdtemp(prefix="flowlint-scaling-")
    try:
        for name, text in files.items():
            with open(os.path.join(d, name), "w") as f:
                f.write(text)
        with open(os.path.join(d, ".flowlint.yml"), "w") as f:
            f.write("excluded: []\n")
        out = os.path.join(d, "measure.txt")
        subprocess.run([sys.executable, os.path.join(HERE, "measure.py"), "--out", out, "--",
                        flowlint, d, "--quiet", "--format", "json", "--config", os.path.join(d, ".flowlint.yml")],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        fields = dict(kv.split("=") for kv in open(out).read().split())
        return float(fields["wall"]), float(fields["maxrss_mib"])
    finally:
        shutil.rmtree(d)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--flowlint", default=os.path.join(ROOT, ".build", "release", "flowlint"))
    ap.add_argument("--scale", type=float, default=1.0, help="multiply every N")
    ap.add_argument("--only")
    args = ap.parse_args()
    print(f"{'shape':40} {'N':>7} {'s at N':>8} {'s at 8N':>8} {'ratio':>6} {'MiB N':>7} {'MiB 8N':>7} {'ratio':>6}")
    for name, make, n in SHAPES:
        if args.only and args.only not in name:
            continue
        n = max(1, int(n * args.scale))
        t1, m1 = run(args.flowlint, make(n))
        t8, m8 = run(args.flowlint, make(8 * n))
        print(f"{name:40} {n:>7} {t1:>8.3f} {t8:>8.3f} {t8 / max(t1, 1e-3):>6.1f} {m1:>7.1f} {m8:>7.1f} {m8 / max(m1, 1e-3):>6.1f}")


if __name__ == "__main__":
    main()
