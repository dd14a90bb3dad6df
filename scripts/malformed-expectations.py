#!/usr/bin/env python3
"""Regenerates the expectations of the malformed-document tests from this machine's libxml2 and xmllint.

For every document of the malformed corpus (Tests/GDataTests/Fixtures/malformed/*.xml) it records libxml2's first
fatal error as `xmllint --noout` meets it, in expectations.json: the message and line that xmllint prints, and the code
and column, which xmllint does not print, from scripts/xml-first-error.c (the same parse, xmlReadFile with xmllint's
default options, with a structured error handler). The two are checked against each other: the script stops if
xmllint's first error is not the program's (message or line), or if xmllint accepts a document.

It does the same for every prefix of the feeds in PREFIX_SOURCES (a download cut off after each byte), in
prefixes-NAME.tsv: LENGTH, CODE, LINE, COLUMN, MESSAGE (first line), or LENGTH and "ok" for a well-formed prefix.

    scripts/malformed-expectations.py          # rewrite the expectations
    scripts/malformed-expectations.py --check  # compare with the file instead (exit 1 on a difference)

Needs cc, pkg-config, libxml2's headers (libxml2-dev) and xmllint (libxml2-utils).
"""

import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "GDataTests", "Fixtures", "malformed")
EXPECTATIONS = os.path.join(CORPUS, "expectations.json")
# Feeds (under Tests/GDataTests/Fixtures) whose every prefix is checked.
PREFIX_SOURCES = ["gdata-objc/FeedCalendarTest1.xml"]
# `FILE:LINE: parser error : MESSAGE`, the first line xmllint prints for a parser error. Namespace errors ("namespace
# error : Failed to parse QName 'xmlns:'") and warnings leave a document well-formed and are not its diagnosis.
XMLLINT_ERROR = re.compile(r"^(?P<file>.*?):(?P<line>\d+): parser error : (?P<message>.*)$")


def fail(text):
    sys.stderr.write("malformed-expectations: %s\n" % text)
    sys.exit(1)


def build_oracle(directory):
    binary = os.path.join(directory, "xml-first-error")
    flags = subprocess.run(
        ["pkg-config", "--cflags", "--libs", "libxml-2.0"], check=True, capture_output=True, text=True
    ).stdout.split()
    subprocess.run(["cc", "-O1", "-o", binary, os.path.join(ROOT, "scripts", "xml-first-error.c")] + flags, check=True)
    return binary


def first_errors(binary, paths):
    """{path: (code, line, column, message) or None for a well-formed file} from the C program."""
    result = {}
    for start in range(0, len(paths), 500):
        run = subprocess.run([binary] + paths[start : start + 500], check=True, capture_output=True)
        for row in run.stdout.decode("utf-8", "replace").splitlines():
            fields = row.split("\t", 4)
            if fields[1] == "ok":
                result[fields[0]] = None
                continue
            message = re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "n" else m.group(1), fields[4])
            result[fields[0]] = (int(fields[1]), int(fields[2]), int(fields[3]), message)
    return result


def xmllint_first_error(path):
    """(line, message) of the first error xmllint prints for `path`, or None when it accepts the file."""
    run = subprocess.run(["xmllint", "--noout", path], capture_output=True)
    if run.returncode == 0:
        return None
    for row in run.stderr.decode("utf-8", "replace").splitlines():
        match = XMLLINT_ERROR.match(row)
        if match and match.group("file") == path:
            return int(match.group("line")), match.group("message")
    fail("no error line in xmllint's output for %s" % path)


def checked(path, error):
    """`error` (the program's) as (code, line, column, first line of the message), after checking it is xmllint's."""
    lint = xmllint_first_error(path)
    if error is None or lint is None:
        if error is not None or lint is not None:
            fail("%s: xmllint says %r, the program %r" % (path, lint, error))
        return None
    code, line, column, message = error
    first_line = message.split("\n")[0].rstrip()
    if lint[0] != line or lint[1].rstrip() != first_line:
        fail("%s: xmllint says %d: %r, the program %d: %r" % (path, lint[0], lint[1], line, first_line))
    return code, line, column, first_line


def prefix_rows(binary, source, directory):
    """The TSV rows of every proper prefix of `source`."""
    with open(source, "rb") as file:
        data = file.read()
    paths = []
    for length in range(len(data)):
        path = os.path.join(directory, "prefix-%07d.xml" % length)
        with open(path, "wb") as prefix:
            prefix.write(data[:length])
        paths.append(path)
    errors = first_errors(binary, paths)
    rows = []
    for length, path in enumerate(paths):
        error = checked(path, errors[path])
        if error is None:
            rows.append("%d\tok" % length)
        else:
            rows.append("%d\t%d\t%d\t%d\t%s" % ((length,) + error))
    return rows


def compare_or_write(path, text, check):
    if check:
        with open(path, encoding="utf-8") as existing:
            if existing.read() != text:
                fail("%s differs from what this libxml2 reports (rerun without --check)" % path)
        print("matches: %s" % os.path.relpath(path, ROOT))
    else:
        with open(path, "w", encoding="utf-8") as output:
            output.write(text)
        print("wrote %s" % os.path.relpath(path, ROOT))


def main():
    check = "--check" in sys.argv[1:]
    names = sorted(name for name in os.listdir(CORPUS) if name.endswith(".xml"))
    if not names:
        fail("no documents in %s" % CORPUS)
    version = subprocess.run(["xmllint", "--version"], capture_output=True, text=True).stderr.split("\n")[0]
    with tempfile.TemporaryDirectory() as directory:
        binary = build_oracle(directory)
        paths = [os.path.join(CORPUS, name) for name in names]
        errors = first_errors(binary, paths)
        documents = []
        for name, path in zip(names, paths):
            error = checked(path, errors[path])
            if error is None:
                fail("%s is well-formed: not a malformed document" % name)
            code, line, column, message = error
            documents.append({"file": name, "code": code, "line": line, "column": column, "message": message})
        text = json.dumps({"libxml2": version, "documents": documents}, indent=2, ensure_ascii=False) + "\n"
        compare_or_write(EXPECTATIONS, text, check)
        for source in PREFIX_SOURCES:
            rows = prefix_rows(binary, os.path.join(ROOT, "Tests", "GDataTests", "Fixtures", source), directory)
            name = os.path.splitext(os.path.basename(source))[0]
            compare_or_write(os.path.join(CORPUS, "prefixes-%s.tsv" % name), "\n".join(rows) + "\n", check)


if __name__ == "__main__":
    main()
