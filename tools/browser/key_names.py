"""Key names a step list may use, and the DOM key, code and legacy keyCode a real keyboard sends.

All three matter: SDL 2.26's emscripten backend maps keys by the legacy keyCode (DevTools'
windowsVirtualKeyCode), pages usually read `key`, and `code` is the physical key. Names follow
X11/SDL spelling ("Return", "BackSpace", "Left") and DOM spelling ("Enter", "ArrowLeft") alike;
case does not matter except for single characters. Combinations join with "+": "ctrl+s",
"shift+Tab".
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class KeySpec:
    key: str      # KeyboardEvent.key ("Enter", "a")
    code: str     # KeyboardEvent.code ("Enter", "KeyA")
    key_code: int  # KeyboardEvent.keyCode, Windows virtual-key code (13, 65)
    text: str     # what keypress carries; "" for keys that type nothing
    shifted: str = ""  # key (and text) with Shift held, for printable keys


# DevTools' modifier bits (Input.dispatchKeyEvent "modifiers").
MODIFIER_BITS = {"Alt": 1, "Control": 2, "Meta": 4, "Shift": 8}

_NAMED = {
    "enter": KeySpec("Enter", "Enter", 13, "\r"),
    "escape": KeySpec("Escape", "Escape", 27, ""),
    "space": KeySpec(" ", "Space", 32, " "),
    "tab": KeySpec("Tab", "Tab", 9, ""),
    "backspace": KeySpec("Backspace", "Backspace", 8, ""),
    "delete": KeySpec("Delete", "Delete", 46, ""),
    "insert": KeySpec("Insert", "Insert", 45, ""),
    "home": KeySpec("Home", "Home", 36, ""),
    "end": KeySpec("End", "End", 35, ""),
    "pageup": KeySpec("PageUp", "PageUp", 33, ""),
    "pagedown": KeySpec("PageDown", "PageDown", 34, ""),
    "arrowleft": KeySpec("ArrowLeft", "ArrowLeft", 37, ""),
    "arrowup": KeySpec("ArrowUp", "ArrowUp", 38, ""),
    "arrowright": KeySpec("ArrowRight", "ArrowRight", 39, ""),
    "arrowdown": KeySpec("ArrowDown", "ArrowDown", 40, ""),
    "shift": KeySpec("Shift", "ShiftLeft", 16, ""),
    "control": KeySpec("Control", "ControlLeft", 17, ""),
    "alt": KeySpec("Alt", "AltLeft", 18, ""),
    "meta": KeySpec("Meta", "MetaLeft", 91, ""),
    "minus": KeySpec("-", "Minus", 189, "-", "_"),
    "equal": KeySpec("=", "Equal", 187, "=", "+"),
    "comma": KeySpec(",", "Comma", 188, ",", "<"),
    "period": KeySpec(".", "Period", 190, ".", ">"),
    "slash": KeySpec("/", "Slash", 191, "/", "?"),
    "semicolon": KeySpec(";", "Semicolon", 186, ";", ":"),
    "apostrophe": KeySpec("'", "Quote", 222, "'", '"'),
    "bracketleft": KeySpec("[", "BracketLeft", 219, "[", "{"),
    "bracketright": KeySpec("]", "BracketRight", 221, "]", "}"),
    "backslash": KeySpec("\\", "Backslash", 220, "\\", "|"),
    "grave": KeySpec("`", "Backquote", 192, "`", "~"),
}
_ALIASES = {
    "return": "enter", "esc": "escape", "left": "arrowleft", "right": "arrowright",
    "up": "arrowup", "down": "arrowdown", "prior": "pageup", "next": "pagedown",
    "ctrl": "control", "shift_l": "shift", "control_l": "control", "alt_l": "alt",
    "equals": "equal", "quote": "apostrophe", "backquote": "grave",
}
for _number in range(1, 13):
    _NAMED[f"f{_number}"] = KeySpec(f"F{_number}", f"F{_number}", 111 + _number, "")
_DIGIT_SHIFTED = ")!@#$%^&*("
for _digit in range(10):
    _NAMED[str(_digit)] = KeySpec(str(_digit), f"Digit{_digit}", 48 + _digit, str(_digit),
                                  _DIGIT_SHIFTED[_digit])
for _letter in "abcdefghijklmnopqrstuvwxyz":
    _NAMED[_letter] = KeySpec(_letter, f"Key{_letter.upper()}", ord(_letter.upper()), _letter,
                              _letter.upper())
_PUNCTUATION = {spec.key: name for name, spec in _NAMED.items() if len(spec.key) == 1}
_PUNCTUATION.update({spec.shifted: name for name, spec in _NAMED.items() if spec.shifted})


class UnknownKey(ValueError):
    pass


def key_spec(name):
    """The KeySpec for one key name ("Return", "a", "F5", "-")."""
    if len(name) == 1 and name in _PUNCTUATION:
        return _NAMED[_PUNCTUATION[name]]
    lowered = name.lower()
    lowered = _ALIASES.get(lowered, lowered)
    if lowered in _NAMED:
        return _NAMED[lowered]
    raise UnknownKey(f"unknown key name '{name}' (try Return, Escape, space, Left, F1, a, 5)")


def parse_combination(text):
    """Splits "ctrl+shift+s" into the modifier KeySpecs held and the KeySpec pressed.
    A lone "+" is the key itself."""
    parts = [text] if text == "+" else text.split("+")
    specs = [key_spec(part) for part in parts]
    held, pressed = specs[:-1], specs[-1]
    for spec in held:
        if spec.key not in MODIFIER_BITS:
            raise UnknownKey(f"'{text}': only Shift, Ctrl, Alt and Meta can be held with a key")
    return held, pressed


def shifted_character(character):
    """The (key name, needs Shift) that types one character, for typing text."""
    if character not in _PUNCTUATION:
        raise UnknownKey(f"no key types {character!r} on a US layout")
    spec = _NAMED[_PUNCTUATION[character]]
    return spec, character != spec.key
