"""Canvas: an RGBA pixel buffer with the few drawing operations the generators need."""

from .png import encode_png

TRANSPARENT = (0, 0, 0, 0)


class Canvas:
    """width*height RGBA pixels, (0, 0) top-left; colours are (r, g, b, a) tuples of 0..255."""

    def __init__(self, width, height, fill=TRANSPARENT):
        self.width = width
        self.height = height
        self.pixels = [fill] * (width * height)

    def inside(self, x, y):
        return 0 <= x < self.width and 0 <= y < self.height

    def get(self, x, y):
        return self.pixels[y * self.width + x]

    def set(self, x, y, color):
        """Replace a pixel; silently ignores pixels off the canvas so shapes may overhang."""
        if self.inside(x, y):
            self.pixels[y * self.width + x] = _rgba(color)

    def blend(self, x, y, color, alpha=1.0):
        """Draw color over the pixel (source-over), with extra opacity alpha in 0..1."""
        if not self.inside(x, y):
            return
        r, g, b, a = _rgba(color)
        sa = a / 255.0 * alpha
        if sa <= 0:
            return
        dr, dg, db, da = self.pixels[y * self.width + x]
        da_f = da / 255.0
        out_a = sa + da_f * (1 - sa)
        if out_a <= 0:
            return
        mix = lambda s, d: int(round((s * sa + d * da_f * (1 - sa)) / out_a))
        self.pixels[y * self.width + x] = (mix(r, dr), mix(g, dg), mix(b, db),
                                           int(round(out_a * 255)))

    def paste(self, other, ox, oy):
        """Composite another canvas onto this one with its top-left at (ox, oy)."""
        for y in range(other.height):
            for x in range(other.width):
                p = other.get(x, y)
                if p[3] == 255:
                    self.set(ox + x, oy + y, p)
                elif p[3] > 0:
                    self.blend(ox + x, oy + y, p)

    def crop(self, x0, y0, width, height):
        out = Canvas(width, height)
        for y in range(height):
            for x in range(width):
                if self.inside(x0 + x, y0 + y):
                    out.pixels[y * width + x] = self.get(x0 + x, y0 + y)
        return out

    def copy(self):
        out = Canvas(self.width, self.height)
        out.pixels = list(self.pixels)
        return out

    def map(self, fn):
        """A new canvas with fn applied to every (r, g, b, a) pixel."""
        out = Canvas(self.width, self.height)
        out.pixels = [fn(p) for p in self.pixels]
        return out

    def scaled(self, factor, background=None):
        """Nearest-neighbour enlargement, for preview sheets."""
        out = Canvas(self.width * factor, self.height * factor)
        for y in range(out.height):
            for x in range(out.width):
                p = self.get(x // factor, y // factor)
                if background is not None and p[3] < 255:
                    out.set(x, y, background)
                    out.blend(x, y, p)
                else:
                    out.set(x, y, p)
        return out

    def png_bytes(self):
        return encode_png(self.width, self.height, bytes(c for p in self.pixels for c in p))


def _rgba(color):
    return color if len(color) == 4 else (color[0], color[1], color[2], 255)
