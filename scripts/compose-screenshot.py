#!/usr/bin/env python3
"""Puts PNG screenshots side by side, 16 pixels apart on a light grey ground, as one PNG.

Usage: compose-screenshot.py OUT.png IN.png [IN.png ...]. Reads the 8-bit RGB(A) PNGs the demo
writes (any filter, not interlaced) with the Python standard library only; `make pictures` makes
docs/screenshot.png with it.
"""
import importlib.util
import os
import struct
import sys
import zlib

GAP = 16
GROUND = (242, 242, 247, 255)

# The PNG writer the monkeys are drawn with.
_spec = importlib.util.spec_from_file_location(
    "draw_monkeys", os.path.join(os.path.dirname(os.path.abspath(__file__)), "draw-monkeys.py"))
_monkeys = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_monkeys)


def read_png(path):
    """(width, height, rows): rows of RGBA bytes."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"{path}: only 8-bit RGB or RGBA, not interlaced")
    channels = 4 if colour == 6 else 3
    stride = width * channels
    raw = zlib.decompress(idat)
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + left) & 255
            elif kind == 2:
                row[i] = (row[i] + up) & 255
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                row[i] = (row[i] + predictor) & 255
        previous = row
        if channels == 3:
            row = bytearray(b"".join(bytes(row[x:x + 3]) + b"\xff" for x in range(0, stride, 3)))
        rows.append(bytes(row))
    return width, height, rows


def main(out, inputs):
    pictures = [read_png(path) for path in inputs]
    height = max(h for _, h, _ in pictures) + 2 * GAP
    width = sum(w for w, _, _ in pictures) + GAP * (len(pictures) + 1)
    ground = bytes(GROUND)
    rows = []
    for y in range(height):
        row = bytearray(ground * GAP)
        for w, h, picture in pictures:
            inside = GAP <= y < GAP + h
            row += picture[y - GAP] if inside else ground * w
            row += ground * GAP
        rows.append(bytes(row))
    with open(out, "wb") as file:
        file.write(_monkeys.png_bytes(width, height, rows))


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
