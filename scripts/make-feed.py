#!/usr/bin/env python3
"""Writes DIR/NAME.xml: an Atom feed of COUNT entries shaped like a small contact or note (author, category, content,
gd:email), the data of scripts/bench-serve.sh and scripts/soak-serve.sh.

    scripts/make-feed.py DIR NAME COUNT
"""
import os
import sys

directory, name, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
os.makedirs(directory, exist_ok=True)
out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">',
       f'<id>tag:bench,2026:{name}</id><title>Bench</title><updated>2026-01-01T00:00:00Z</updated>']
for i in range(count):
    out.append(f'<entry><id>tag:bench,2026:{name}:{i}</id><title>Entry {i}</title><updated>2026-01-01T00:00:00Z</updated>'
               f'<author><name>Author {i % 7}</name></author><category term="c{i % 5}"/>'
               f'<content>Body of entry {i}, long enough to look like a real note about something.</content>'
               f'<gd:email address="user{i}@example.com" rel="http://schemas.google.com/g/2005#work"/></entry>')
out.append('</feed>')
with open(os.path.join(directory, f'{name}.xml'), 'w') as file:
    file.write('\n'.join(out))
