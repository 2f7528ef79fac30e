#!/usr/bin/env python3
"""Draws the demo's eleven monkey pictures and the window icon into assets/.

Our own drawings, made of circles, ellipses and polygons: each picture is rendered at four
times its size and averaged down (anti-aliasing), then written as PNG with zlib. Only the
Python standard library is used. Run `make assets` (or this script) to regenerate them.
"""
import math
import os
import struct
import sys
import zlib

SIZE = 256
SS = 4  # supersampling factor


def png_bytes(width, height, rows_rgba):
    """A PNG file (8-bit RGBA) of `rows_rgba`: one bytes object per row."""
    raw = b"".join(b"\x00" + row for row in rows_rgba)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def rgb(hex_value):
    return bytes(((hex_value >> 16) & 255, (hex_value >> 8) & 255, hex_value & 255))


class Canvas:
    """An RGB canvas at SS× resolution; shapes take coordinates in picture points (0…SIZE)."""

    def __init__(self, size, background):
        self.size = size
        self.n = size * SS
        self.pixels = bytearray(rgb(background) * (self.n * self.n))

    def span(self, y, x0, x1, colour):
        if y < 0 or y >= self.n:
            return
        x0 = max(int(math.ceil(x0)), 0)
        x1 = min(int(math.floor(x1)), self.n - 1)
        if x1 < x0:
            return
        start = (y * self.n + x0) * 3
        self.pixels[start:start + (x1 - x0 + 1) * 3] = colour * (x1 - x0 + 1)

    def ellipse(self, cx, cy, rx, ry, colour):
        colour = rgb(colour)
        cx, cy, rx, ry = cx * SS, cy * SS, rx * SS, ry * SS
        for y in range(int(cy - ry), int(cy + ry) + 1):
            dy = (y + 0.5 - cy) / ry
            if abs(dy) > 1:
                continue
            half = rx * math.sqrt(1 - dy * dy)
            self.span(y, cx - half - 0.5, cx + half - 0.5, colour)

    def circle(self, cx, cy, r, colour):
        self.ellipse(cx, cy, r, r, colour)

    def polygon(self, points, colour):
        """A filled polygon (even-odd), points in picture coordinates."""
        colour = rgb(colour)
        pts = [(x * SS, y * SS) for x, y in points]
        ys = [p[1] for p in pts]
        for y in range(int(min(ys)), int(max(ys)) + 1):
            sy = y + 0.5
            xs = []
            for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]):
                if (y0 <= sy < y1) or (y1 <= sy < y0):
                    xs.append(x0 + (sy - y0) * (x1 - x0) / (y1 - y0))
            xs.sort()
            for a, b in zip(xs[0::2], xs[1::2]):
                self.span(y, a - 0.5, b - 0.5, colour)

    def rect(self, x, y, w, h, colour):
        self.polygon([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], colour)

    def line(self, x0, y0, x1, y1, width, colour):
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy) or 1
        nx, ny = -dy / length * width / 2, dx / length * width / 2
        self.polygon([(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)], colour)
        self.circle(x0, y0, width / 2, colour)
        self.circle(x1, y1, width / 2, colour)

    def arc(self, cx, cy, r, start, end, width, colour):
        """A thick arc from angle `start` to `end` (degrees, y down)."""
        steps = max(int(abs(end - start) / 6), 2)
        points = [
            (cx + r * math.cos(math.radians(start + (end - start) * i / steps)),
             cy + r * math.sin(math.radians(start + (end - start) * i / steps)))
            for i in range(steps + 1)
        ]
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            self.line(x0, y0, x1, y1, width, colour)

    def rows(self, alpha_mask=None):
        """The picture averaged down to SIZE×SIZE, as RGBA rows."""
        n, size = self.n, self.size
        out = []
        p = self.pixels
        for y in range(size):
            row = bytearray(size * 4)
            for x in range(size):
                r = g = b = 0
                for sy in range(y * SS, y * SS + SS):
                    base = (sy * n + x * SS) * 3
                    chunk = p[base:base + SS * 3]
                    r += sum(chunk[0::3])
                    g += sum(chunk[1::3])
                    b += sum(chunk[2::3])
                count = SS * SS
                row[x * 4:x * 4 + 4] = bytes((r // count, g // count, b // count,
                                              255 if alpha_mask is None else alpha_mask(x, y)))
            out.append(bytes(row))
        return out


# Colours
INK = 0x2B1B14
WHITE = 0xFFFFFF


def monkey(c, fur, skin, mouth="smile", eyes="open", face_red=False):
    """The monkey common to every picture: ears, head, face mask, eyes, nose and mouth."""
    ear_y = 132
    for side in (-1, 1):
        c.circle(128 + side * 88, ear_y, 30, fur)
        c.circle(128 + side * 88, ear_y, 18, skin)
    c.circle(128, 132, 90, fur)
    # The face mask: two brows and a wide muzzle.
    c.circle(101, 118, 36, skin)
    c.circle(155, 118, 36, skin)
    c.ellipse(128, 170, 62, 44, skin)
    c.ellipse(128, 140, 48, 40, skin)
    if face_red:
        c.ellipse(128, 150, 54, 46, 0xE8706A)
    # Eyes
    for side, x in ((-1, 104), (1, 152)):
        if eyes == "wink" and side == 1:
            c.arc(x, 124, 12, 200, 340, 5, INK)
            continue
        c.ellipse(x, 120, 13, 16, WHITE)
        c.ellipse(x + 2, 123, 8, 10, INK)
        c.circle(x + 5, 118, 3, WHITE)
    # Nose
    c.ellipse(121, 152, 4, 3, INK)
    c.ellipse(135, 152, 4, 3, INK)
    # Mouth
    if mouth == "smile":
        c.arc(128, 160, 26, 25, 155, 6, INK)
    elif mouth == "grin":
        c.ellipse(128, 180, 30, 16, INK)
        c.ellipse(128, 172, 30, 9, skin)
        c.rect(108, 173, 40, 7, WHITE)
    elif mouth == "o":
        c.ellipse(128, 182, 11, 13, INK)
        c.ellipse(128, 186, 6, 6, 0xC0504D)
    elif mouth == "tongue":
        c.arc(128, 160, 26, 25, 155, 6, INK)
        c.ellipse(136, 190, 10, 9, 0xE0607A)
        c.rect(126, 181, 20, 6, 0xE0607A)
    elif mouth == "happy":
        c.ellipse(128, 178, 26, 16, INK)
        c.ellipse(128, 170, 28, 10, skin)
        c.ellipse(128, 186, 12, 6, 0xE0607A)


def party_hat(c):
    c.polygon([(128, 10), (92, 66), (164, 66)], 0xE53935)
    for x, y in ((120, 40), (136, 52), (128, 28), (110, 58), (146, 60)):
        c.circle(x, y, 4, 0xFFEB3B)
    c.circle(128, 10, 8, 0xFFEB3B)


def glasses(c):
    for x in (104, 152):
        c.circle(x, 121, 21, INK)
        c.circle(x, 121, 16, 0xBFE3F5)
        c.ellipse(x + 2, 123, 8, 10, INK)
        c.circle(x + 5, 118, 3, WHITE)
    c.rect(122, 117, 12, 5, INK)
    c.line(84, 118, 60, 112, 5, INK)
    c.line(172, 118, 196, 112, 5, INK)


def bow(c):
    c.polygon([(128, 52), (92, 30), (92, 74)], 0xEC407A)
    c.polygon([(128, 52), (164, 30), (164, 74)], 0xEC407A)
    c.circle(128, 52, 11, 0xD81B60)


def banana(c):
    # A big banana in the corner, curving up past the cheek.
    c.arc(150, 262, 92, 275, 350, 26, 0xF9A825)
    c.arc(150, 262, 92, 280, 345, 14, 0xFFE066)
    c.circle(160, 171, 7, 0x5D4037)
    c.circle(241, 246, 6, 0x5D4037)


def headphones(c):
    c.arc(128, 132, 100, 200, 340, 12, 0x37474F)
    for side in (-1, 1):
        c.ellipse(128 + side * 92, 140, 20, 30, 0x263238)
        c.ellipse(128 + side * 92, 140, 12, 20, 0xFF7043)


def crown(c):
    c.polygon([(86, 66), (86, 30), (106, 48), (128, 18), (150, 48), (170, 30), (170, 66)], 0xFFC107)
    for x, colour in ((106, 0xE53935), (128, 0x1E88E5), (150, 0x43A047)):
        c.circle(x, 56, 6, colour)


def scarf(c):
    for i, colour in enumerate((0xE53935, 0xFFFFFF, 0xE53935, 0xFFFFFF, 0xE53935)):
        c.rect(60 + i * 28, 212, 28, 26, colour)
    c.rect(150, 230, 24, 26, 0xE53935)
    c.rect(150, 244, 24, 6, 0xFFFFFF)


def beanie(c):
    c.ellipse(128, 70, 80, 46, 0x1E88E5)
    c.rect(48, 70, 160, 10, 0x1E88E5)
    c.rect(46, 66, 164, 18, 0x1565C0)
    c.circle(128, 22, 15, 0xFFFFFF)


def flower(c):
    cx, cy = 200, 98
    for angle in range(0, 360, 60):
        c.circle(cx + 13 * math.cos(math.radians(angle)), cy + 13 * math.sin(math.radians(angle)), 10, 0xF48FB1)
    c.circle(cx, cy, 8, 0xFFD54F)


def eyepatch(c):
    c.line(60, 84, 196, 150, 6, INK)
    c.ellipse(152, 121, 19, 20, INK)


def bow_tie(c):
    c.polygon([(128, 226), (96, 210), (96, 244)], 0x5E35B1)
    c.polygon([(128, 226), (160, 210), (160, 244)], 0x5E35B1)
    c.circle(128, 226, 9, 0x4527A0)


MONKEYS = [
    # background, fur, skin, mouth, eyes, accessory, red face
    (0xFFF3B0, 0x8D5A3B, 0xF2C8A0, "smile", "open", party_hat, False),
    (0xC9E7F8, 0x5D3A24, 0xE9B98F, "grin", "open", glasses, False),
    (0xFAD4E4, 0xC68A45, 0xF7DDBB, "happy", "open", bow, False),
    (0xCFF3E3, 0x7D7D85, 0xE6D3C3, "o", "open", banana, False),
    (0xE3DAF7, 0xA0522D, 0xF0C9A8, "smile", "open", headphones, False),
    (0xFFDCC2, 0x6B4226, 0xEBC29B, "smile", "open", crown, False),
    (0xDDF2C8, 0x3B2F2A, 0xD8B596, "smile", "open", scarf, False),
    (0xCDE8FF, 0xB98552, 0xF6D7B4, "tongue", "open", beanie, False),
    (0xDCE3EA, 0xE8E1D6, 0xF4C6B4, "smile", "open", flower, True),
    (0xF0E2C0, 0x7A4A2A, 0xE6BE97, "grin", "open", eyepatch, False),
    (0xFFD0C8, 0x4E2E1E, 0xDDB08C, "smile", "wink", bow_tie, False),
]


def draw(index):
    background, fur, skin, mouth, eyes, accessory, red = MONKEYS[index]
    c = Canvas(SIZE, background)
    monkey(c, fur, skin, mouth=mouth, eyes=eyes, face_red=red)
    accessory(c)
    return c


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets")
    os.makedirs(root, exist_ok=True)
    for index in range(len(MONKEYS)):
        rows = draw(index).rows()
        with open(os.path.join(root, "monkey-%02d.png" % (index + 1)), "wb") as f:
            f.write(png_bytes(SIZE, SIZE, rows))
    # The window icon: the first monkey in a rounded square, 256 × 256.
    icon = draw(0)
    radius = 48

    def rounded(x, y):
        cx = min(max(x + 0.5, radius), SIZE - radius)
        cy = min(max(y + 0.5, radius), SIZE - radius)
        d = math.hypot(x + 0.5 - cx, y + 0.5 - cy)
        return int(max(0.0, min(1.0, radius - d + 0.5)) * 255)

    with open(os.path.join(root, "icon.png"), "wb") as f:
        f.write(png_bytes(SIZE, SIZE, icon.rows(alpha_mask=rounded)))
    if len(sys.argv) > 1:
        # A contact sheet at 100 × 100 each, for looking at them together (not committed).
        sheet_n = 4
        cell = 100
        sheet = bytearray(b"\xff\xff\xff\xff" * (sheet_n * cell) * (3 * cell))
        for index in range(len(MONKEYS)):
            rows = draw(index).rows()
            ox, oy = (index % sheet_n) * cell, (index // sheet_n) * cell
            for y in range(cell):
                src = rows[int(y * SIZE / cell)]
                for x in range(cell):
                    sx = int(x * SIZE / cell)
                    d = ((oy + y) * sheet_n * cell + ox + x) * 4
                    sheet[d:d + 4] = src[sx * 4:sx * 4 + 4]
        w = sheet_n * cell
        with open(sys.argv[1], "wb") as f:
            f.write(png_bytes(w, 3 * cell, [bytes(sheet[y * w * 4:(y + 1) * w * 4]) for y in range(3 * cell)]))


if __name__ == "__main__":
    main()
