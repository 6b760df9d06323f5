"""Heartpath's asset generators: pixel art, sound effects, music and the Tiled files.

Everything is synthesised from code with fixed seeds, so rerunning tools/gen_assets.py
rewrites the same bytes. Only the Python standard library is used (plus oggenc for music).
"""
