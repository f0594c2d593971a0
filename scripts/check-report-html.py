#!/usr/bin/env python3
"""Checks an amp2hip migration report (--report=FILE.html) as a browser sees it.

    check-report-html.py REPORT.html DIAGNOSTICS.json [--browser PATH]

REPORT.html is loaded in a headless Chromium (Debian's `chromium`); the DOM
the browser built is then checked, not the file's bytes:
  - the page has its title and every section (summary, next steps, projects,
    refused files, to review, diagnostics by number);
  - every diagnostic of DIAGNOSTICS.json (amp2hip's --export-diagnostics=...
    --diagnostics-format=json of the same run) has its number's heading with
    the right severity and count (each place once), and each of its places
    appears as file:line:col;
  - every link opens a file that exists (file:// only: nothing from the
    network), and one documentation page, loaded in the browser too, shows
    its number;
  - nothing loads from elsewhere: no script, style sheet, image or frame.
Prints what it checked; exits 1 with the failures.
"""
import argparse
import html.parser
import json
import os
import shutil
import subprocess
import sys
import urllib.parse
import urllib.request


def dump_dom(browser, url):
    """The DOM as the browser built it, serialized."""
    cmd = [browser, "--headless", "--no-sandbox", "--disable-gpu",
           "--no-first-run", "--disable-extensions", "--dump-dom", url]
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=120, text=True)
    if r.returncode != 0 or "<html" not in r.stdout:
        sys.exit("check-report-html: %s could not load %s:\n%s" %
                 (browser, url, r.stderr[-2000:]))
    return r.stdout


class Dom(html.parser.HTMLParser):
    """Text by element id, the headings, links and anything loaded."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.text = []
        self.headings = {}  # id -> text
        self.links = []
        self.loads = []
        self._heading = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("h1", "h2", "h3"):
            self._heading = [a.get("id", ""), ""]
        if tag == "a" and "href" in a:
            self.links.append(a["href"])
        if tag in ("script", "iframe", "img", "embed", "object") or (
                tag == "link" and a.get("rel") != "icon"):
            self.loads.append(tag)
        for k in ("src",):
            if k in a:
                self.loads.append("%s %s" % (tag, a[k]))

    def handle_endtag(self, tag):
        if tag in ("h1", "h2", "h3") and self._heading:
            self.headings[self._heading[0]] = self._heading[1].strip()
            self._heading = None

    def handle_data(self, data):
        self.text.append(data)
        if self._heading:
            self._heading[1] += data


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("diagnostics")
    ap.add_argument("--browser", default=shutil.which("chromium") or
                    shutil.which("chromium-browser") or "chromium")
    args = ap.parse_args()
    report = os.path.abspath(args.report)
    dom = Dom()
    dom.feed(dump_dom(args.browser, "file://" + urllib.request.pathname2url(report)))
    text = " ".join(" ".join(dom.text).split())
    failures = []

    def need(cond, what):
        if not cond:
            failures.append(what)

    need(dom.headings.get("") == "amp2hip migration report" or
         "amp2hip migration report" in dom.headings.values(), "title")
    for sid, name in [("summary", "Summary"), ("next", "What to do next"),
                      ("projects", "Projects"), ("refused", "Refused files"),
                      ("review", "To review"),
                      ("diagnostics", "Diagnostics by number")]:
        need(dom.headings.get(sid) == name, "section %s" % name)

    # Every diagnostic, each place once.
    with open(args.diagnostics) as f:
        diags = json.load(f)
    groups = {}
    for d in diags:
        if d.get("level") not in ("error", "warning"):
            continue
        code = d.get("code") or ""
        key = (d.get("file", ""), d.get("line", 0), d.get("column", 0),
               d.get("message", ""))
        g = groups.setdefault(code, {"level": d["level"], "places": set()})
        g["places"].add(key)
    for code, g in sorted(groups.items()):
        hid = "diag-" + (code or "clang")
        want = "%s (%s, %d)" % (code or "Clang's own", g["level"], len(g["places"]))
        need(dom.headings.get(hid) == want,
             "heading %s: want %r, got %r" % (hid, want, dom.headings.get(hid)))
        for (path, line, col, _) in g["places"]:
            if path:
                need(":%d:%d" % (line, col) in text and
                     os.path.basename(path) in text,
                     "%s place %s:%d:%d" % (code, path, line, col))

    # Links: local files that exist; one page opened in the browser.
    need(dom.links or not groups, "no links")
    doc_page = None
    for href in dom.links:
        u = urllib.parse.urlparse(href)
        if u.scheme != "file":
            failures.append("link to %s" % href)
            continue
        path = urllib.request.url2pathname(u.path)
        need(os.path.isfile(path), "link to a missing file %s" % path)
        if doc_page is None and path.endswith(".md") and "/diagnostics/" in path:
            doc_page = (href, os.path.basename(path)[:-3])
    if doc_page:
        page = dump_dom(args.browser, doc_page[0])
        need(("# " + doc_page[1]) in page, "page %s shows its number" % doc_page[0])
    need(not dom.loads, "loads from elsewhere: %s" % dom.loads)

    print("check-report-html: %s: %d section(s), %d number(s), %d place(s), "
          "%d link(s)" % (args.report, 6, len(groups),
                          sum(len(g["places"]) for g in groups.values()),
                          len(dom.links)))
    if failures:
        for f in failures:
            print("check-report-html: FAIL: %s" % f)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
