#!/usr/bin/python3
"""The frame-time figures of a `heartpath play --frame-log FILE` log: median, 95th percentile
and worst frame interval, and the share of frames shown within 1/60 s plus a slack.

Usage: tools/browser/frame_figures.py LOG [--from S] [--to S] [--slack MS] [--json OUT]
                                          [--require-share FRACTION]

The log is what the game writes natively and in the page alike (window_loop.cpp), one frame a
line: seconds since the loop started, the frame interval, simulation and drawing milliseconds.
From a page, save it first with page_driver's step {"save_page_file": "/tmp/frames.log",
"to": "frames.log"}. --from/--to keep the frames whose start time (the first column) lies in
that window, so a battle turn can be measured apart from the title and loading. Prints one
line; --require-share makes the exit status 1 when fewer frames than FRACTION are on time.
"""
import argparse
import json
import sys

FRAME_MS_AT_60 = 1000.0 / 60.0
# A frame shown on the next display refresh arrives 16.7 ms after the last, give or take the
# browser's timer jitter; one that missed a refresh arrives a whole refresh later (33 ms). A
# slack of a quarter refresh tells the two apart without counting jitter as a miss.
DEFAULT_SLACK_MS = 4.0


class FrameLogError(ValueError):
    """The log could not be read as a frame log; the message names the line."""


def read_frames(lines):
    """(seconds, frame_ms, sim_ms, draw_ms) for each line; the first frame is dropped, since its
    interval counts from the loop's start-up rather than from a shown frame. A log read while
    the game still writes it (a page's) ends in a line cut short by the write buffer; that line
    is left out."""
    lines = [line for line in lines if line.strip()]
    if lines and len(lines[-1].split()) != 4:
        lines = lines[:-1]
    frames = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        fields = line.split()
        try:
            values = tuple(float(v) for v in fields)
        except ValueError:
            values = ()
        if len(values) != 4:
            raise FrameLogError(f"line {number}: expected 'seconds frame_ms sim_ms draw_ms', "
                                f"got {line.strip()!r}")
        frames.append(values)
    return frames[1:]


def percentile(sorted_values, fraction):
    """The nearest-rank percentile of values already sorted."""
    rank = max(0, min(len(sorted_values) - 1, int(round(fraction * len(sorted_values))) - 1))
    return sorted_values[rank]


def figures(frames, slack_ms=DEFAULT_SLACK_MS):
    """The figures of a list of frames (as read_frames gives them), as a dict."""
    if not frames:
        raise FrameLogError("no frames in the chosen window")
    intervals = sorted(f[1] for f in frames)
    sims = sorted(f[2] for f in frames)
    draws = sorted(f[3] for f in frames)
    limit = FRAME_MS_AT_60 + slack_ms
    on_time = sum(1 for v in intervals if v <= limit)
    span = frames[-1][0] - frames[0][0]
    return {
        "frames": len(frames),
        "seconds": round(span, 3),
        "fps": round((len(frames) - 1) / span, 1) if span > 0 else None,
        "median_ms": round(percentile(intervals, 0.5), 2),
        "p95_ms": round(percentile(intervals, 0.95), 2),
        "worst_ms": round(intervals[-1], 2),
        "on_time_limit_ms": round(limit, 2),
        "on_time_share": round(on_time / len(intervals), 4),
        "sim_median_ms": round(percentile(sims, 0.5), 2),
        "sim_worst_ms": round(sims[-1], 2),
        "draw_median_ms": round(percentile(draws, 0.5), 2),
        "draw_worst_ms": round(draws[-1], 2),
    }


def summary_line(result):
    return (f"frames {result['frames']} over {result['seconds']:.1f} s ({result['fps']} fps): "
            f"interval median {result['median_ms']:.2f} ms, 95th {result['p95_ms']:.2f} ms, "
            f"worst {result['worst_ms']:.2f} ms; {100 * result['on_time_share']:.1f}% within "
            f"{result['on_time_limit_ms']:.2f} ms; sim worst {result['sim_worst_ms']:.2f} ms, "
            f"draw median {result['draw_median_ms']:.2f} ms, "
            f"worst {result['draw_worst_ms']:.2f} ms")


def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="Frame-time figures of a heartpath --frame-log file.")
    parser.add_argument("log", help="the frame log ('-' for standard input)")
    parser.add_argument("--from", dest="start", type=float, default=None,
                        help="keep frames from this many seconds into the log")
    parser.add_argument("--to", dest="end", type=float, default=None,
                        help="keep frames up to this many seconds into the log")
    parser.add_argument("--slack", type=float, default=DEFAULT_SLACK_MS,
                        help=f"ms over 1/60 s still counted on time (default {DEFAULT_SLACK_MS})")
    parser.add_argument("--json", help="also write the figures here as JSON")
    parser.add_argument("--require-share", type=float, default=None,
                        help="exit 1 when the on-time share is below this fraction (0..1)")
    return parser.parse_args(argv)


def main(argv):
    args = parse_args(argv)
    try:
        if args.log == "-":
            frames = read_frames(sys.stdin.read().splitlines())
        else:
            with open(args.log) as f:
                frames = read_frames(f.read().splitlines())
        frames = [f for f in frames
                  if (args.start is None or f[0] >= args.start) and
                  (args.end is None or f[0] <= args.end)]
        result = figures(frames, args.slack)
    except (OSError, FrameLogError) as error:
        print(f"frame_figures: {args.log}: {error}", file=sys.stderr)
        return 2
    print(summary_line(result))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    if args.require_share is not None and result["on_time_share"] < args.require_share:
        print(f"frame_figures: only {100 * result['on_time_share']:.1f}% of frames within "
              f"{result['on_time_limit_ms']:.2f} ms; {100 * args.require_share:.1f}% required",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
