#!/usr/bin/env python3
"""The peer of `gdata api` in the REST benchmark: google-api-python-client doing the same three jobs.

    python_client.py ROOT_URL list BUCKET PAGE_SIZE          # prints the merged listing (JSON)
    python_client.py ROOT_URL upload BUCKET NAME FILE CHUNK  # MediaFileUpload(resumable=True); prints the object
    python_client.py ROOT_URL download BUCKET NAME FILE CHUNK  # MediaIoBaseDownload into FILE

The Discovery document is the bundled Schemas/discovery/storage.v1.json with its root URL replaced, given to
`build_from_document` (no network look-up), with `build_http()` (no credentials: the emulator needs none).
"""
import json
import os
import sys

from googleapiclient.discovery import build_from_document
from googleapiclient.http import MediaFileUpload, MediaIoBaseDownload, build_http

HERE = os.path.dirname(os.path.abspath(__file__))
DOCUMENT = os.path.join(HERE, "..", "..", "Schemas", "discovery", "storage.v1.json")


def service(root):
    with open(DOCUMENT, encoding="utf-8") as handle:
        doc = json.load(handle)
    if not root.endswith("/"):
        root += "/"
    doc["rootUrl"] = root
    doc["baseUrl"] = root + doc["servicePath"]
    # build_http(): httplib2 with 308 taken out of its redirect codes, as `build()` sets it up.
    return build_from_document(doc, http=build_http())


def main():
    root, job = sys.argv[1], sys.argv[2]
    storage = service(root)
    if job == "list":
        bucket, page_size = sys.argv[3], int(sys.argv[4])
        objects = storage.objects()
        request = objects.list(bucket=bucket, maxResults=page_size)
        merged = None
        while request is not None:
            page = request.execute()
            if merged is None:
                merged = page
            else:
                merged.setdefault("items", []).extend(page.get("items", []))
            request = objects.list_next(request, page)
        merged.pop("nextPageToken", None)
        sys.stdout.write(json.dumps(merged, indent=2, sort_keys=True) + "\n")
    elif job == "upload":
        bucket, name, path, chunk = sys.argv[3], sys.argv[4], sys.argv[5], int(sys.argv[6])
        media = MediaFileUpload(path, mimetype="application/octet-stream", chunksize=chunk, resumable=True)
        request = storage.objects().insert(bucket=bucket, body={"name": name}, media_body=media)
        response = None
        while response is None:
            _, response = request.next_chunk()
        sys.stdout.write(json.dumps(response) + "\n")
    elif job == "download":
        bucket, name, path, chunk = sys.argv[3], sys.argv[4], sys.argv[5], int(sys.argv[6])
        request = storage.objects().get_media(bucket=bucket, object=name)
        with open(path, "wb") as handle:
            downloader = MediaIoBaseDownload(handle, request, chunksize=chunk)
            done = False
            while not done:
                _, done = downloader.next_chunk()
    else:
        sys.exit("unknown job " + job)


if __name__ == "__main__":
    main()
