"""Type-checks a unit of ported files against Segue's built modules, in
Swift 5 language mode, and attributes each error to the file it is in.

A unit's files are checked together (they declare each other's types). An
import the compiler cannot resolve stops the whole compilation, so a file
with one is set aside with that error and the rest are checked again.
"""

import os
import re
import subprocess

_DIAGNOSTIC = re.compile(r"^(/[^:]+\.swift):(\d+):(\d+): (error|warning): (.*)$")
_NO_MODULE = re.compile(r"no such module '([\w.]+)'")


def compiler_flags(package_root, build_dir):
    """The flags that make Segue's modules (and the C modules they use)
    importable: `-I .build/debug/Modules`, the C modules' folders and module
    maps, and pkg-config's freetype2/libpng include flags."""
    modules = os.path.join(build_dir, "Modules")
    flags = ["-I", modules,
             "-I", os.path.join(package_root, "Sources", "CFreeType"),
             "-I", os.path.join(package_root, "Sources", "CPNG"),
             "-I", os.path.join(package_root, "Sources", "CEGL")]
    for c_module in ("CPrefetch", "CX11Window", "COpenCombineHelpers"):
        modulemap = os.path.join(build_dir, f"{c_module}.build", "module.modulemap")
        if os.path.exists(modulemap):
            flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    for package in ("freetype2", "libpng"):
        result = subprocess.run(["pkg-config", "--cflags", package], capture_output=True, text=True)
        for flag in result.stdout.split():
            flags += ["-Xcc", flag]
    return flags


def parse_diagnostics(output):
    """[(path, line, column, severity, message)] of a compiler's output."""
    found = []
    for line in output.splitlines():
        match = _DIAGNOSTIC.match(line)
        if match:
            path, row, column, severity, message = match.groups()
            found.append((os.path.realpath(path), int(row), int(column), severity, message))
    return found


def typecheck(files, flags, module_name="CorpusUnit", timeout=600, swiftc="swiftc"):
    """Type-checks `files` together. Returns ({path: [(line, message)]} of
    errors, a unit-level failure reason or None)."""
    remaining = [os.path.realpath(f) for f in files]
    errors = {}
    for _ in range(len(remaining) + 1):
        if not remaining:
            return errors, None
        command = [swiftc, "-typecheck", "-swift-version", "5", "-parse-as-library", "-continue-building-after-errors",
                   "-module-name", module_name, *flags, *remaining]
        try:
            result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return errors, f"type-check took longer than {timeout} s"
        diagnostics = parse_diagnostics(result.stdout + result.stderr)
        fatal = {path for path, _, _, severity, message in diagnostics
                 if severity == "error" and _NO_MODULE.search(message)}
        if fatal:
            for path, row, _, severity, message in diagnostics:
                if path in fatal and severity == "error":
                    errors.setdefault(path, []).append((row, message))
            remaining = [f for f in remaining if f not in fatal]
            continue
        for path, row, _, severity, message in diagnostics:
            if severity == "error":
                errors.setdefault(path, []).append((row, message))
        if result.returncode != 0 and not diagnostics:
            tail = (result.stderr or result.stdout).strip().splitlines()[-1:] or ["no output"]
            return errors, f"compiler failed without a diagnostic: {tail[0][:200]}"
        return errors, None
    return errors, "imports could not be resolved"
