#!/usr/bin/env python3
"""Writes the PNG loader's fuzz seed corpus and its test fixtures (Python 3, stdlib only).

Tests/Fuzz/corpus/ gets a few tiny valid PNGs of different colour types, bit depths,
filters and interlacing, and a few broken ones (truncated, a bad CRC, a corrupt zlib
stream, a 20000 x 20000 header, text, nothing at all). Tests/Fixtures/ gets
huge-20000x20000.png: a complete, valid, blank 20000 x 20000 picture, small as a file,
that the loader must refuse from its header, and blank-4096x4096.png, packed as tightly as
zlib can, that it must still read.

The output is deterministic: run it again and git sees no change.
"""

import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CORPUS = os.path.join(ROOT, "Tests", "Fuzz", "corpus")
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures")

SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Adam7 passes: (x0, y0, dx, dy).
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
         (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data, crc=None):
    body = kind + data
    value = zlib.crc32(body) if crc is None else crc
    return struct.pack(">I", len(data)) + body + struct.pack(">I", value & 0xFFFFFFFF)


def ihdr(width, height, depth, colour, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace))


def pack_row(samples, depth):
    """Samples of one row (already flattened over channels) as bytes."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filtered(row, previous, kind, bpp):
    out = bytearray([kind])
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = previous[i] if previous else 0
        c = previous[i - bpp] if previous and i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - predictor) & 0xFF)
    return bytes(out)


def image_data(width, height, depth, colour, pixel, interlace):
    """The filtered scanlines; `pixel(x, y)` gives a tuple of samples."""
    bpp = max(1, CHANNELS[colour] * depth // 8)
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw, kind = bytearray(), 0
    for x0, y0, dx, dy in passes:
        xs, ys = range(x0, width, dx), range(y0, height, dy)
        if not xs or not ys:
            continue
        previous = None
        for y in ys:
            row = pack_row([s for x in xs for s in pixel(x, y)], depth)
            raw += filtered(row, previous, kind, bpp)
            previous, kind = row, (kind + 1) % 5
    return bytes(raw)


def png(width, height, depth, colour, pixel, interlace=0, extra=b"", level=9):
    data = zlib.compress(image_data(width, height, depth, colour, pixel, interlace), level)
    return (SIGNATURE + ihdr(width, height, depth, colour, interlace) + extra
            + chunk(b"IDAT", data) + chunk(b"IEND", b""))


def blank(side):
    """A blank side x side 1-bit grey picture, compressed as tightly as zlib can."""
    row = bytes(1 + (side + 7) // 8)
    compressor = zlib.compressobj(9)
    data = b"".join(compressor.compress(row) for _ in range(side)) + compressor.flush()
    return (SIGNATURE + ihdr(side, side, 1, 0) + chunk(b"IDAT", data)
            + chunk(b"IEND", b""))


def write(folder, name, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def main():
    valid = {
        "gray1.png": png(5, 3, 1, 0, lambda x, y: ((x + y) % 2,)),
        "gray4-interlaced.png": png(9, 7, 4, 0, lambda x, y: ((x * 3 + y) % 16,), interlace=1),
        "gray16-gamma.png": png(3, 2, 16, 0, lambda x, y: (x * 20000 + y * 999,),
                                extra=chunk(b"gAMA", struct.pack(">I", 45455))),
        "graya8.png": png(3, 3, 8, 4, lambda x, y: (x * 80, y * 120)),
        "rgb8-interlaced.png": png(10, 9, 8, 2, lambda x, y: (x * 25, y * 28, (x * y) % 256),
                                   interlace=1),
        "rgb16.png": png(2, 2, 16, 2, lambda x, y: (x * 65535, y * 40000, 1234)),
        "rgba8.png": png(4, 3, 8, 6, lambda x, y: (255, x * 60, y * 100, (x + y) * 40)),
        "rgba16-interlaced.png": png(3, 3, 16, 6, lambda x, y: (x * 30000, 0, y * 30000, 40000),
                                     interlace=1),
        "palette2-trns.png": png(6, 4, 2, 3, lambda x, y: ((x + y) % 4,),
                                 extra=chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255,
                                                            255, 255, 255]))
                                 + chunk(b"tRNS", bytes([0, 128]))),
        "palette8.png": png(3, 2, 8, 3, lambda x, y: (x + y * 3,),
                            extra=chunk(b"PLTE", bytes(range(18)))),
    }
    for name, data in valid.items():
        write(CORPUS, name, data)

    rgba = valid["rgba8.png"]
    idat = rgba.index(b"IDAT") - 4
    length = struct.unpack(">I", rgba[idat:idat + 4])[0]
    start, end = idat + 8, idat + 8 + length
    # Bytes flipped in the middle of the zlib stream, the CRC made right again: zlib fails.
    stream = bytearray(rgba[start:end])
    for i in range(len(stream) // 2 - 2, len(stream) // 2 + 2):
        stream[i] ^= 0xFF
    corrupt = rgba[:idat] + chunk(b"IDAT", bytes(stream)) + rgba[end + 4:]
    broken = {
        "truncated.png": rgba[: len(rgba) // 2],
        "bad-crc.png": rgba[:end] + b"\0\0\0\0" + rgba[end + 4:],
        "corrupt-idat.png": corrupt,
        # The header of a 20000 x 20000 picture and the start of its data.
        "huge-header.png": SIGNATURE + ihdr(20000, 20000, 1, 0)
        + chunk(b"IDAT", zlib.compress(bytes(2501 * 4), 9)),
        # 8000 x 8000 pixels claimed, far more than its few bytes of data could hold.
        "big-header.png": SIGNATURE + ihdr(8000, 8000, 8, 6)
        + chunk(b"IDAT", zlib.compress(bytes(32001 * 2), 9)) + chunk(b"IEND", b""),
        "not-png.txt": b"This is not a picture of a monkey.\n",
        "empty.png": b"",
    }
    for name, data in broken.items():
        write(CORPUS, name, data)

    # A blank 4096 x 4096 picture packed as tightly as zlib can: it must still decode.
    write(FIXTURES, "blank-4096x4096.png", blank(4096))
    # 20000 rows of a filter byte and 2500 zero bytes (1-bit grey): 50 MB that zlib packs
    # into about 50 kB.
    write(FIXTURES, "huge-20000x20000.png", blank(20000))

if __name__ == "__main__":
    main()
