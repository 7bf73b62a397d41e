"""What a Swift file holds on Linux: its active lines under `#if`, the
modules it imports, and whether it compiles to nothing here.

Conditional compilation is evaluated as the Swift compiler on Linux with
Segue would: `os(Linux)` is true, other `os(...)` false; `canImport(M)` is
true for the modules Segue and the toolchain provide; `targetEnvironment`,
unknown flags (`DEBUG` included, since `swiftc -typecheck` defines none)
are false; `swift(...)` and `compiler(...)` are true.
"""

import re

# Modules that a file may import and that exist on Linux with Segue.
LINUX_MODULES = {
    "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "XCTest", "Testing",
    "UIKit", "QuartzCore", "CoreGraphics", "OpenUIKit", "OpenUIKitShim",
}

_IF = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")
_IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([\w.]+)")


def _condition(expression, modules):
    text = expression.split("//")[0].strip()
    def can_import(match):
        return " True " if match.group(1).split(".")[0] in modules else " False "
    text = re.sub(r"canImport\(\s*([\w.]+)\s*(?:,[^)]*)?\)", can_import, text)
    text = re.sub(r"os\(\s*(\w+)\s*\)", lambda m: " True " if m.group(1) == "Linux" else " False ", text)
    text = re.sub(r"arch\(\s*(\w+)\s*\)", lambda m: " True " if m.group(1) in ("x86_64", "arm64") else " False ", text)
    text = re.sub(r"(swift|compiler)\([^)]*\)", " True ", text)
    text = re.sub(r"(targetEnvironment|hasFeature|hasAttribute)\([^)]*\)", " False ", text)
    text = re.sub(r"\b(?!True\b|False\b)[A-Za-z_]\w*\b", " False ", text)
    text = text.replace("&&", " and ").replace("||", " or ")
    text = re.sub(r"!(?!=)", " not ", text)
    try:
        return bool(eval(text, {"__builtins__": {}}, {}))  # only True/False/and/or/not/parentheses remain
    except Exception:
        return False


def active_lines(text, modules=LINUX_MODULES):
    """The lines of `text` that are compiled on Linux."""
    active = []
    stack = []  # (branch active, some branch taken, parent active)
    current = True
    for line in text.splitlines():
        match = _IF.match(line)
        if not match:
            if current:
                active.append(line)
            continue
        keyword, rest = match.groups()
        if keyword == "if":
            value = current and _condition(rest, modules)
            stack.append((value, value, current))
            current = value
        elif keyword == "elseif" and stack:
            _, taken, parent = stack[-1]
            value = parent and not taken and _condition(rest, modules)
            stack[-1] = (value, taken or value, parent)
            current = value
        elif keyword == "else" and stack:
            _, taken, parent = stack[-1]
            value = parent and not taken
            stack[-1] = (value, True, parent)
            current = value
        elif keyword == "endif" and stack:
            _, _, parent = stack.pop()
            current = parent
    return active


def _strip_comments(lines):
    text = "\n".join(lines)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return [l for l in (re.sub(r"//.*", "", line).strip() for line in text.splitlines()) if l]


def imports(text, modules=LINUX_MODULES):
    """The top-level module names the active lines import."""
    names = []
    for line in active_lines(text, modules):
        match = _IMPORT.match(line)
        if match:
            names.append(match.group(1).split(".")[0])
    return names


def compiles_to_nothing(text, modules=LINUX_MODULES):
    """True when, on Linux, the file declares nothing: every line but imports
    and comments sits in a branch that is not compiled here."""
    code = [l for l in _strip_comments(active_lines(text, modules)) if not _IMPORT.match(l)]
    everything = [l for l in _strip_comments(text.splitlines())
                  if not _IMPORT.match(l) and not _IF.match(l)]
    return bool(everything) and not code
