#!/usr/bin/env python3
"""Checks flowlint's `html` report: well formed, links that resolve, and what a real browser makes of it.

    .ci/check-html-report.py FLOWLINT [--screenshot PNG]

Lints docs/examples/html-report (our own sample screen) with `--format html` and `--format json`, then
1. parses the page with Python's HTML parser: every element closed in order, ids unique, every
   `#anchor` link pointing at an id, one <article> per finding;
2. when Chromium is installed (Debian's `chromium` package), loads the page headless: the DOM it
   builds must hold one <article class="finding"> per finding, and it takes a screenshot of the
   page (to PNG, default a temporary file), checked to be a PNG of the window's size.
   docs/images/html-report.png is made this way:
       .ci/check-html-report.py .build/release/flowlint --screenshot docs/images/html-report.png
Without Chromium, step 2 is skipped with a message.
"""
import html.parser
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE = "docs/examples/html-report"
VOID = {"meta", "link", "br", "hr", "img", "input", "col", "area", "base", "wbr", "source", "track", "embed"}
WIDTH, HEIGHT = 1200, 1500


class Checker(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.ids, self.links, self.articles, self.errors = [], set(), [], 0, []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("id"):
            if attrs["id"] in self.ids:
                self.errors.append(f"duplicate id {attrs['id']}")
            self.ids.add(attrs["id"])
        if tag == "a" and (attrs.get("href") or "").startswith("#"):
            self.links.append(attrs["href"][1:])
        if tag == "article":
            self.articles += 1
        if tag not in VOID:
            self.stack.append((tag, self.getpos()))

    def handle_startendtag(self, tag, attrs):
        # <path .../> and the other self-closed elements of the inline SVG.
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1][0] != tag:
            self.errors.append(f"</{tag}> at line {self.getpos()[0]} closes {self.stack[-1] if self.stack else 'nothing'}")
            return
        self.stack.pop()


def run(flowlint, fmt, out):
    status = subprocess.run([flowlint, SAMPLE, "--quiet", "--config", os.devnull, "--format", fmt, "--output", out], cwd=ROOT).returncode
    if status > 1:
        sys.exit(f"check-html-report: flowlint --format {fmt} exited {status}")


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"check-html-report: {path} is not a PNG")
    return struct.unpack(">II", head[16:24])


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    flowlint = os.path.abspath(sys.argv[1])
    screenshot = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None
    work = tempfile.mkdtemp(prefix="flowlint-html-")
    try:
        check(flowlint, screenshot, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check(flowlint, screenshot, work):
    page, report = os.path.join(work, "report.html"), os.path.join(work, "report.json")
    run(flowlint, "html", page)
    run(flowlint, "json", report)
    findings = len(json.load(open(report))["diagnostics"])
    if findings == 0:
        sys.exit("check-html-report: the sample has no findings")

    checker = Checker()
    checker.feed(open(page, encoding="utf-8").read())
    checker.close()
    errors = checker.errors + [f"unclosed <{t}> from line {p[0]}" for t, p in checker.stack]
    errors += [f"link #{target} has no element" for target in checker.links if target not in checker.ids]
    if checker.articles != findings:
        errors.append(f"{checker.articles} <article> elements for {findings} findings")
    if errors:
        sys.exit("check-html-report: " + "\n  ".join(errors))
    print(f"html report: well formed, {findings} findings, {len(checker.links)} links resolve")

    browser = next((b for b in ("chromium", "chromium-browser", "google-chrome") if shutil.which(b)), None)
    if browser is None:
        print("html report: no Chromium here (Debian: apt-get install chromium); the browser check is skipped")
        return
    flags = [browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             f"--user-data-dir={os.path.join(work, 'profile')}"]
    url = "file://" + page
    dom = subprocess.run(flags + ["--dump-dom", url], capture_output=True, text=True, timeout=120).stdout
    built = dom.count('<article class="finding')
    if built != findings:
        sys.exit(f"check-html-report: Chromium built {built} findings of {findings}")
    shot = os.path.abspath(screenshot) if screenshot else os.path.join(work, "report.png")
    subprocess.run(flags + [f"--screenshot={shot}", f"--window-size={WIDTH},{HEIGHT}", url],
                   capture_output=True, timeout=120)
    if not os.path.exists(shot) or png_size(shot) != (WIDTH, HEIGHT):
        sys.exit(f"check-html-report: Chromium did not write a {WIDTH}x{HEIGHT} screenshot")
    print(f"html report: Chromium built all {findings} findings; screenshot of {WIDTH}x{HEIGHT} ({os.path.getsize(shot)} bytes)")


if __name__ == "__main__":
    main()
