#!/usr/bin/env python3
"""Writes a UTF-8 test input in another encoding, as Visual Studio saves it,
or checks a translated file's encoding.

  recode.py to ENCODING IN OUT [--crlf] [--damage odd|surrogate]
      ENCODING: utf-16le or utf-16be (with a byte-order mark), utf-8-bom.
      --crlf: Windows line endings. --damage: drop the last byte, or put an
      unpaired high surrogate before the last line.
  recode.py show FILE
      Prints the file's encoding (by its byte-order mark), whether its lines
      end in CRLF, and its text as UTF-8 (for FileCheck).
"""
import sys

BOMS = {"utf-16le": b"\xff\xfe", "utf-16be": b"\xfe\xff", "utf-8-bom": b"\xef\xbb\xbf"}


def to(encoding, src, dst, crlf, damage):
    text = open(src, encoding="utf-8").read()
    if crlf:
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")
    codec = "utf-8" if encoding == "utf-8-bom" else encoding
    data = BOMS[encoding] + text.encode(codec)
    if damage == "odd":
        data = data[:-1]
    elif damage == "surrogate":
        cut = text.rstrip("\r\n").rfind("\n") + 1
        head = BOMS[encoding] + text[:cut].encode(codec)
        lone = b"\x00\xd8" if encoding == "utf-16le" else b"\xd8\x00"
        data = head + lone + text[cut:].encode(codec)
    open(dst, "wb").write(data)


def show(path):
    data = open(path, "rb").read()
    name = "utf-8"
    for enc, bom in BOMS.items():
        if data.startswith(bom):
            name = enc
            data = data[len(bom):]
            break
    codec = "utf-8" if name.startswith("utf-8") else name
    text = data.decode(codec)
    crlf = "\r\n" in text and text.count("\r\n") == text.count("\n")
    out = "encoding: %s\ncrlf: %s\n" % (name, crlf) + text.replace("\r\n", "\n")
    sys.stdout.buffer.write(out.encode("utf-8"))


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[0] == "show":
        show(args[1])
    else:
        crlf = "--crlf" in args
        damage = args[args.index("--damage") + 1] if "--damage" in args else None
        to(args[1], args[2], args[3], crlf, damage)
