"""Extracts a unit's files from a local repository snapshot into the ignored
work folder. Snapshots are bare git directories (the search tool's `fetch`
writes them to /work/.mirror/OWNER+NAME/repo); nothing from them is ever
committed.
"""

import os
import re
import subprocess

DEFAULT_MIRRORS = os.environ.get("SEGUE_CORPUS_MIRRORS", "/work/.mirror")


def snapshot_path(repo, mirrors=DEFAULT_MIRRORS):
    """The bare git directory of `repo` (owner/name), or None."""
    candidate = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    return candidate if os.path.isdir(candidate) else None


def _git(snapshot, *args):
    return subprocess.run(["git", "-C", snapshot, *args], capture_output=True, timeout=120)


def has_commit(snapshot, commit):
    return _git(snapshot, "cat-file", "-e", f"{commit}^{{commit}}").returncode == 0


def read(snapshot, commit, path):
    """The bytes of `path` at `commit`, or None when the snapshot lacks it."""
    result = _git(snapshot, "show", f"{commit}:{path}")
    return result.stdout if result.returncode == 0 else None


def safe_relative(path):
    """`path` when it stays inside the folder it is written to."""
    normal = os.path.normpath(path)
    if normal.startswith("..") or os.path.isabs(normal):
        return None
    return normal


def write_unit(snapshot, commit, paths, destination):
    """Writes each of `paths` under `destination`; returns {path: reason} for
    the ones that could not be written."""
    missing = {}
    for path in paths:
        relative = safe_relative(path)
        if relative is None:
            missing[path] = "path leaves the repository"
            continue
        if not path.endswith(".swift"):
            missing[path] = "not a Swift file"
            continue
        data = read(snapshot, commit, path)
        if data is None:
            missing[path] = "not in the snapshot at this commit"
            continue
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            missing[path] = "not UTF-8 text"
            continue
        target = os.path.join(destination, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)
    return missing


_DECLARATION = re.compile(r"\b(?:func|var|let|class|struct|enum|protocol|typealias|case|associatedtype)\s+`?(\w+)|\binit[?!]?\s*\(\s*(\w+)")


def declared_names(snapshot, commit):
    """Every name the repository's Swift files declare (functions, properties,
    types, enum cases, first initialiser labels), overrides of UIKit's
    members not included: an error about one of them points at a sibling the
    manifest did not name, not at Segue."""
    result = _git(snapshot, "grep", "-h", "-E",
                  r"(func|var|let|class|struct|enum|protocol|typealias|case|associatedtype)[[:space:]]+`?[A-Za-z_]|init[?!]?[[:space:]]*\(",
                  commit, "--", "*.swift")
    names = set()
    for line in result.stdout.decode("utf-8", "replace").splitlines():
        if re.search(r"\boverride\b", line):
            continue
        for match in _DECLARATION.finditer(line):
            names.add(match.group(1) or match.group(2))
    return names


def files_declaring(snapshot, commit, name):
    """The Swift files of the repository that declare `name` (a type, a
    function, a property, an enum case or an initialiser label)."""
    pattern = (r"(class|struct|enum|protocol|typealias|func|var|let|case|associatedtype|actor)[[:space:]]+`?"
               + re.escape(name) + r"\b|init[?!]?[[:space:]]*\([[:space:]]*" + re.escape(name) + r"[[:space:]]*[:_a-zA-Z]")
    result = _git(snapshot, "grep", "-l", "-E", pattern, commit, "--", "*.swift")
    prefix = commit + ":"
    return [line.removeprefix(prefix) for line in result.stdout.decode("utf-8", "replace").splitlines()]


def folder_names(snapshot, commit):
    """The names of the repository's folders (any depth)."""
    result = _git(snapshot, "ls-tree", "-r", "-d", "--name-only", commit)
    return {line.rsplit("/", 1)[-1] for line in result.stdout.decode("utf-8", "replace").splitlines()}
