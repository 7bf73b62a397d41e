"""The corpus loop: extract each unit, port it with `segue port`, type-check
it against Segue, and record one row per manifest file.

A row's status is one of:
- "compiles": no error in the file after porting;
- "fails": at least one error in the file (each classified);
- "empty": the file compiles to nothing on Linux (`#if os(iOS)` …), which
  does not count as compiling;
- "apart": the file imports a framework Linux cannot have (listed, not counted);
- "third-party": the file imports a package outside its repository (listed, not counted);
- "unusable": the file could not be had (not in the snapshot, not Swift, no snapshot).
"""

import os
import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from . import check, classify, extract, source

COUNTED = ("compiles", "fails", "empty")


@dataclass
class Row:
    repo: str
    path: str
    role: str
    status: str
    reason: str = ""
    errors: list = field(default_factory=list)      # [(line, message, category, blocker)]
    port_notes: list = field(default_factory=list)  # what `segue port` reported it could not port
    port_changes: int = 0


@dataclass
class Unit:
    """A unit as checked: its folder and the files in it with no error."""
    repo: str
    name: str
    folder: str
    clean: list
    files: list  # the manifest's files of this unit (repository paths)


def _units(repository):
    units = {}
    for item in repository.files:
        units.setdefault(item.unit, []).append(item)
    return units


_PORT_NOTE = re.compile(r"^(/[^:]+\.swift):\d+:\d+: warning: (.*)$")
_PORTED = re.compile(r"^(/[^:]+\.swift): ported \((\d+) change")


def port(segue, *paths):
    """Runs `segue-port --in-place` on `paths`, files or folders (`segue` is
    the segue-port executable); returns ({path: [notes]}, {path: changes}, a
    failure reason or None)."""
    try:
        result = subprocess.run([segue, "--in-place", *paths], capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as error:
        return {}, {}, f"segue-port failed: {error}"
    notes, changes = {}, {}
    for line in result.stderr.splitlines():
        match = _PORT_NOTE.match(line)
        if match:
            notes.setdefault(os.path.realpath(match.group(1)), []).append(match.group(2))
    for line in result.stdout.splitlines():
        match = _PORTED.match(line)
        if match:
            changes[os.path.realpath(match.group(1))] = int(match.group(2))
    if result.returncode not in (0, 1, 2):
        return notes, changes, f"segue-port exited {result.returncode}: {result.stderr.strip()[-200:]}"
    return notes, changes, None


def _sort(paths, present, notes, changes, repository, rows, own=frozenset()):
    """Splits the extracted `paths` into the ones to type-check, and rows for
    manifest files that are set apart (frameworks, third party, empty).
    `own` names the repository's module that the unit is compiled as (a
    library's example importing the library whose sources the unit holds)."""
    compiled = []
    for path in paths:
        text = open(path, encoding="utf-8", errors="replace").read()
        imported = set(source.imports(text)) - set(own)
        item = present.get(path)
        apart = sorted(imported & classify.UNAVAILABLE_FRAMEWORKS)
        foreign = sorted(m for m in imported if m not in classify.APPLE_MODULES and m not in source.LINUX_MODULES)
        if item is not None and apart:
            rows.append(Row(repository.repo, item.path, item.role, "apart", "imports " + ", ".join(apart)))
        elif item is not None and foreign:
            rows.append(Row(repository.repo, item.path, item.role, "third-party", "imports " + ", ".join(foreign)))
        elif item is not None and source.compiles_to_nothing(text):
            rows.append(Row(repository.repo, item.path, item.role, "empty",
                            "compiles to nothing on Linux (#if)", port_notes=notes.get(path, []),
                            port_changes=changes.get(path, 0)))
        elif not apart and not foreign:
            compiled.append(path)
    return compiled


def _own_module(paths, folders):
    """The one module of the repository that the unit's files import (a folder
    of the repository or the repository itself bears its name), as a
    one-element list, or [] when there is none or more than one: a unit is
    one module, so only then can its files import it."""
    names = set()
    for path in paths:
        text = open(path, encoding="utf-8", errors="replace").read()
        names.update(m for m in source.imports(text)
                     if m in folders and m not in classify.APPLE_MODULES and m not in source.LINUX_MODULES)
    return sorted(names) if len(names) == 1 else []


_NAMED = [re.compile(r"cannot find (?:type )?'(\w+)' in scope"),
          re.compile(r"has no member '(\w+)'"),
          re.compile(r"incorrect argument labels? in call \(have '(\w+):")]


def _wanted_names(errors, declared):
    """The names that errors say are missing and the repository declares."""
    names = set()
    for found in errors.values():
        for _, message in found:
            for pattern in _NAMED:
                match = pattern.search(message)
                if match and match.group(1) in declared:
                    names.add(match.group(1))
    return names


_DECLARES = re.compile(r"\b(?:class|struct|enum|protocol|typealias|func|var|let|case|actor)\s+`?(\w+)")


def _hidden_names(paths):
    """Names the files declare only in code that is not compiled on Linux."""
    every, active = set(), set()
    for path in paths:
        text = open(path, encoding="utf-8", errors="replace").read()
        every.update(_DECLARES.findall(text))
        active.update(_DECLARES.findall("\n".join(source.active_lines(text))))
    return every - active


def _distinct_names(paths):
    """`paths` without repeats and without a later path whose file name an
    earlier one has: one module cannot hold two files of the same name, so
    a sibling that clashes with a unit's own file is left out."""
    kept, names = [], set()
    for path in dict.fromkeys(paths):
        if os.path.basename(path) not in names:
            names.add(os.path.basename(path))
            kept.append(path)
    return kept


def _closest(candidates, near):
    """The candidate path sharing the longest leading folders with `near`."""
    def shared(path):
        a, b = path.split("/"), near.split("/")
        n = 0
        while n < min(len(a), len(b)) and a[n] == b[n]:
            n += 1
        return n
    return max(sorted(candidates), key=shared)


def run_repository(repository, work, segue, flags, mirrors, timeout, rounds=4):
    """Rows for the repository's manifest files. Siblings the manifest did not
    name are found by the names the errors miss: a file of the repository
    that declares one is added (not counted) and the unit checked again."""
    snapshot = extract.snapshot_path(repository.repo, mirrors)
    rows, units = [], []
    def unusable(reason, files):
        return [Row(repository.repo, f.path, f.role, "unusable", reason) for f in files]
    if snapshot is None:
        return unusable("no snapshot (fetch github:%s)" % repository.repo, repository.files), []
    if not extract.has_commit(snapshot, repository.commit):
        return unusable(f"commit {repository.commit[:12]} not in the snapshot", repository.files), []
    declared = extract.declared_names(snapshot, repository.commit)
    folders = extract.folder_names(snapshot, repository.commit) | {repository.repo.split("/")[1]}
    for unit, files in _units(repository).items():
        folder = os.path.join(work, repository.repo.replace("/", "+"), unit)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        wanted = _distinct_names([f.path for f in files] + repository.shared +
                                 [s for f in files for s in f.siblings])
        missing = extract.write_unit(snapshot, repository.commit, wanted, folder)
        notes, changes, port_failure = port(segue, folder)
        present = {}
        for item in files:
            if item.path in missing:
                rows.append(Row(repository.repo, item.path, item.role, "unusable", missing[item.path]))
                continue
            present[os.path.realpath(os.path.join(folder, extract.safe_relative(item.path)))] = item
        local = lambda p: os.path.realpath(os.path.join(folder, extract.safe_relative(p)))
        set_apart = []
        extracted = sorted({local(p) for p in wanted if p not in missing})
        own = _own_module(extracted, folders)
        compiled = _sort(extracted, present, notes, changes, repository, set_apart, own)
        name = own[0] if own else "Corpus_" + (re.sub(r"\W", "_", repository.repo.split("/")[1]) or "Unit")
        errors, failure = check.typecheck(compiled, flags, module_name=name, timeout=timeout) \
            if compiled else ({}, None)
        tried = set()
        for _ in range(rounds):
            if failure or port_failure or not errors:
                break
            names = _wanted_names(errors, declared) - tried
            tried |= names
            added = []
            # The compiler needs distinct file names within a module.
            taken = {os.path.basename(p) for p in wanted}
            for missing_name in sorted(names):
                declaring = [p for p in extract.files_declaring(snapshot, repository.commit, missing_name)
                             if p not in wanted and "Tests/" not in p and "/Pods/" not in p
                             and os.path.basename(p) not in taken]
                if declaring:
                    chosen = _closest(declaring, files[0].path)
                    taken.add(os.path.basename(chosen))
                    added.append(chosen)
            added = list(dict.fromkeys(added))
            if not added:
                break
            if extract.write_unit(snapshot, repository.commit, added, folder):
                added = [p for p in added if os.path.exists(local(p))]
            wanted += added
            more_notes, more_changes, _ = port(segue, *[local(p) for p in added]) if added else ({}, {}, None)
            notes.update(more_notes)
            changes.update(more_changes)
            compiled += _sort([local(p) for p in added], present, notes, changes, repository, set_apart, own)
            errors, failure = check.typecheck(compiled, flags, module_name=name, timeout=timeout)
        rows += set_apart
        hidden = _hidden_names(compiled + [p for p in present if p not in compiled])
        if not failure and not port_failure:
            units.append(Unit(repository.repo, unit, folder, [p for p in compiled if p not in errors],
                              [f.path for f in files]))
        for path in compiled:
            item = present.get(path)
            if item is None:
                continue
            if failure or port_failure:
                rows.append(Row(repository.repo, item.path, item.role, "unusable", failure or port_failure))
                continue
            found = [(line, message, *classify.classify(message, declared, hidden))
                     for line, message in errors.get(path, [])]
            rows.append(Row(repository.repo, item.path, item.role, "fails" if found else "compiles", "",
                            found, notes.get(path, []), changes.get(path, 0)))
    return rows, units


def run(manifest, work, segue, package_root, build_dir, mirrors=extract.DEFAULT_MIRRORS, jobs=2,
        timeout=600, only=None):
    flags = check.compiler_flags(package_root, build_dir)
    os.makedirs(work, exist_ok=True)
    repositories = [r for r in manifest.repositories if not only or r.repo in only]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(lambda r: _guarded(r, work, segue, flags, mirrors, timeout), repositories))
    return [row for rows, _ in results for row in rows], [unit for _, units in results for unit in units]


def _guarded(repository, work, segue, flags, mirrors, timeout):
    """A repository's rows; an unexpected failure becomes rows with its reason."""
    try:
        return run_repository(repository, work, segue, flags, mirrors, timeout)
    except Exception as error:  # one bad repository never stops the run
        return [Row(repository.repo, f.path, f.role, "unusable", f"tooling error: {error!r}"[:200])
                for f in repository.files], []
