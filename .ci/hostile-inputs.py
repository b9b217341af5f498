#!/usr/bin/env python3
"""Writes the hostile inputs that .ci/run lints with the AddressSanitizer build of flowlint.

    .ci/hostile-inputs.py DIRECTORY

Each one is something flowlint must survive: it may report problems and exit 0, 1 or 2, but it
must not crash, hang or make a sanitizer report. The output is the same on every run (the
"binary" bytes come from a fixed seed). Prints one line per input.
"""

import os
import random
import shutil
import sys


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    out = sys.argv[1]
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)

    def write(name, data):
        path = os.path.join(out, name)
        with open(path, "wb") as f:
            f.write(data.encode("utf-8") if isinstance(data, str) else data)
        print(f"  {name}: {len(data):,} bytes")

    # A folder of 1,200 empty Swift files (file discovery, scheduling, the project index).
    folder = os.path.join(out, "empty-files")
    os.makedirs(folder)
    for i in range(1200):
        open(os.path.join(folder, f"Empty{i:04}.swift"), "wb").close()
    print("  empty-files/: 1,200 empty files")

    # One line with a problem at every byte: 300 KB of stray '@', and of stray '#'.
    write("at-signs.swift", "@" * 300 * 1024)
    write("hashes.swift", "#" * 300 * 1024)
    # Deep nesting: the parser keeps its own stack (no recursion may overflow the call stack).
    write("nested-braces.swift", "{" * 20_000)
    write("nested-closures.swift", "let x = " + "{ " * 20_000 + "\n")
    write("nested-parens-brackets.swift", "f" + "([" * 10_000 + "\n")
    write("nested-types.swift", "class A {\n" * 5_000)
    write("nested-interpolations.swift", 'let s = "' + "\\(\"" * 5_000 + "\n")
    # Constructs that run to the end of the file.
    write("unterminated-string.swift", 'let s = "never closed\nlet t = 1\n')
    write("unterminated-multiline-string.swift", 'let s = """\nnever closed\nlet t = 1\n')
    write("unterminated-raw-string.swift", 'let s = ##"never closed"#\n')
    write("unterminated-comment.swift", "/* never closed /* nested\nlet t = 1\n")
    write("unterminated-regex.swift", "let r = #/\n  never closed\n")
    # Binary data named .swift: not UTF-8, and UTF-8 with a NUL byte (both rejected before
    # lexing), and control characters without NUL (lexed).
    rng = random.Random(12)
    write("binary.swift", bytes(rng.randrange(256) for _ in range(64 * 1024)))
    write("nul-bytes.swift", "let a = 1\n\0\0\0let b = 2\n")
    write("control-characters.swift", "".join(chr(rng.randrange(1, 32)) for _ in range(64 * 1024)))


if __name__ == "__main__":
    main()
