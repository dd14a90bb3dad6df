#!/usr/bin/env python3
"""The oracle of the Discovery corpus test (Tests/GTLRGeneratorTests/DiscoveryCorpusTests.swift).

    scripts/discovery-oracle.py DOCUMENTS_DIR OUT_DIR [--all]

Reads the Discovery documents google-api-python-client bundles (DOCUMENTS_DIR, e.g.
`site-packages/googleapiclient/discovery_cache/documents`), picks a subset (one document per API, the newest stable
version, plus every document with a feature the others lack: inline request/response schemas, `dataWrapper`; `--all`
takes every document), and for every method chooses parameter values (reserved and simple path expansion, strings,
enums, Booleans, int32, int64, numbers, repeated parameters, a body) and asks google-api-python-client's own request
building (`build_from_document` with `HttpMock`, no network) for the request it would send. It writes two gzip files
into OUT_DIR:

- `documents.jsonl.gz`: one document a line, without its prose (descriptions, icons, links), which the request
  building does not read;
- `expected.jsonl.gz`: one method a line: `{"api", "id", "arguments": {wire name: value}, "body", "httpMethod",
  "path", "query": [[name, value], ...]}`, or `{"api", "id", "error"}` when the client refuses the method.

`path` is the URL without its query as it goes on the wire (httplib2's `iri2uri`); `query` is the decoded query items
without the client's own `alt=json`. Requires google-api-python-client (pinned in scripts/bench-rest.sh).
"""
import gzip
import json
import os
import re
import sys
import urllib.parse

from googleapiclient.discovery import build_from_document, fix_method_name, key2param
from googleapiclient.http import HttpMock
import httplib2

PROSE = {"description", "enumDescriptions", "icons", "documentationLink", "title", "ownerDomain", "ownerName"}

# The values a method's parameters get, by kind. Reserved expansion keeps `/` and an already-encoded `%2F`; simple
# expansion encodes both. No spaces in reserved values: the client's uritemplate leaves them raw (an invalid URL).
RESERVED_VALUE = "projects/p-1/locations/pct%2Fok:é@x"
SIMPLE_VALUE = "a/b c%2Fé"
STRING_VALUE = "v a&l=ue/é~"
STRING_VALUES = ["one", "two/é"]
INT64_VALUE = "-9007199254740993"
INT32_VALUE = 42
NUMBER_VALUE = 1.5
BODY = {"name": "n/é", "count": 3, "nested": {"list": [1, "two", True]}}


def strip(value, top=True):
    """The document without prose: `description` strings, enum descriptions, top-level links."""
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if key in PROSE and (isinstance(item, str) or key == "enumDescriptions" or (top and key == "icons")):
                continue
            out[key] = strip(item, top=False)
        return out
    if isinstance(value, list):
        return [strip(item, top=False) for item in value]
    return value


def methods(resource, names=()):
    for name, method in sorted(resource.get("methods", {}).items()):
        yield names, name, method
    for name, child in sorted(resource.get("resources", {}).items()):
        yield from methods(child, names + (name,))


def argument(name, schema, method_path):
    """The value chosen for parameter `name` (a JSON value), by its schema (the method's own parameters only: the
    client fills the API-wide ones, such as `alt`, itself)."""
    repeated = schema.get("repeated", False)
    kind, fmt = schema.get("type", "string"), schema.get("format")
    if "enum" in schema:
        values = schema["enum"]
        return [values[0], values[-1]] if repeated else values[-1]
    if schema.get("location") == "path" and kind != "integer":
        return RESERVED_VALUE if "{+" + name + "}" in method_path else SIMPLE_VALUE
    if kind == "boolean":
        return [True, False] if repeated else True
    if kind == "integer":
        single = int(INT64_VALUE) if fmt in ("int64", "uint64") else INT32_VALUE
        return [single, 7] if repeated else single
    if kind == "number":
        return [NUMBER_VALUE, 2.25] if repeated else NUMBER_VALUE
    if kind == "string" and fmt in ("int64", "uint64"):
        return [INT64_VALUE, "8"] if repeated else INT64_VALUE
    return STRING_VALUES if repeated else STRING_VALUE


def expect(service, names, method_name, method):
    target = service
    for name in names:
        target = getattr(target, fix_method_name(name))()
    call = getattr(target, fix_method_name(method_name))
    arguments = {}
    kwargs = {}
    for name, schema in sorted(method.get("parameters", {}).items()):
        if name == "alt":  # the client sends its own `alt=json` whatever the caller gives (oauth2 v2 lists `alt`)
            continue
        value = argument(name, schema, method["path"])
        arguments[name] = value
        kwargs[key2param(name)] = value
    if "request" in method:
        kwargs["body"] = BODY
    request = call(**kwargs)
    url = httplib2.iri2uri(request.uri)
    path, _, query = url.partition("?")
    items = [[k, v] for k, v in urllib.parse.parse_qsl(query, keep_blank_values=True) if not (k == "alt" and v == "json")]
    body = None
    if request.body is not None and request.method != "GET":
        text = request.body.decode() if isinstance(request.body, bytes) else request.body
        if request.headers.get("content-type", "").startswith("application/json"):
            body = json.loads(text)
    return {
        "arguments": arguments,
        "body": body,
        "httpMethod": request.method,
        "path": re.sub(r"%[0-9a-f]{2}", lambda m: m.group(0).upper(), path),
        "query": items,
        "hasBody": "request" in method,
    }


def version_key(version):
    """Stable versions first (v1 > v1beta), then the highest number."""
    match = re.match(r"v(\d+)(?:\.(\d+))?(.*)", version)
    if not match:
        return (0, 0, 0, version)
    return (0 if match.group(3) else 1, int(match.group(1)), int(match.group(2) or 0), version)


def special(document):
    if "dataWrapper" in document.get("features", []):
        return True
    return any(
        kind in method and "$ref" not in method[kind]
        for _, _, method in methods(document)
        for kind in ("request", "response")
    )


def main():
    source, out_dir = sys.argv[1], sys.argv[2]
    take_all = "--all" in sys.argv[3:]
    documents = {}
    for file in sorted(os.listdir(source)):
        if file.endswith(".json"):
            with open(os.path.join(source, file), encoding="utf-8") as handle:
                document = json.load(handle)
            if document.get("kind") == "discovery#restDescription":  # not index.json (the directory list)
                documents[file] = document
    chosen = {}
    for file, document in documents.items():
        name = document["name"]
        if special(document) or take_all:
            chosen[file] = document
            continue
        best = max((d for d in documents.values() if d["name"] == name), key=lambda d: version_key(d["version"]))
        if best is document:
            chosen[file] = document
    os.makedirs(out_dir, exist_ok=True)
    counts = {"documents": 0, "methods": 0, "refused": 0}
    with gzip.open(os.path.join(out_dir, "documents.jsonl.gz"), "wt", encoding="utf-8", compresslevel=9) as docs, \
            gzip.open(os.path.join(out_dir, "expected.jsonl.gz"), "wt", encoding="utf-8", compresslevel=9) as out:
        for file, document in sorted(chosen.items()):
            api = document["id"]
            docs.write(json.dumps(strip(document), separators=(",", ":"), ensure_ascii=False) + "\n")
            counts["documents"] += 1
            # Path patterns are the client's own input check (the Swift runtime has none); drop them so that the
            # chosen values reach the URL.
            unpatterned = json.loads(json.dumps(document))
            for _, _, method in methods(unpatterned):
                for schema in method.get("parameters", {}).values():
                    schema.pop("pattern", None)
            service = build_from_document(unpatterned, http=HttpMock(None, {"status": "200"}))
            for names, method_name, method in methods(document):
                line = {"api": api, "id": method["id"]}
                try:
                    line.update(expect(service, names, method_name, method))
                    counts["methods"] += 1
                except Exception as error:  # the client refuses the call: recorded, not compared
                    line["error"] = f"{type(error).__name__}: {error}"
                    counts["refused"] += 1
                out.write(json.dumps(line, separators=(",", ":"), ensure_ascii=False) + "\n")
    print(json.dumps(counts))


if __name__ == "__main__":
    main()
