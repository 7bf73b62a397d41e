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


def port(segue, folder):
    """Runs `segue-port --in-place` on `folder` (`segue` is the segue-port
    executable); returns ({path: [notes]}, {path: changes}, a failure reason or None)."""
    try:
        result = subprocess.run([segue, "--in-place", folder], capture_output=True, text=True, timeout=600)
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


def run_repository(repository, work, segue, flags, mirrors, timeout):
    snapshot = extract.snapshot_path(repository.repo, mirrors)
    rows, units = [], []
    def unusable(reason, files):
        return [Row(repository.repo, f.path, f.role, "unusable", reason) for f in files]
    if snapshot is None:
        return unusable("no snapshot (fetch github:%s)" % repository.repo, repository.files), []
    if not extract.has_commit(snapshot, repository.commit):
        return unusable(f"commit {repository.commit[:12]} not in the snapshot", repository.files), []
    declared = extract.declared_names(snapshot, repository.commit)
    for unit, files in _units(repository).items():
        folder = os.path.join(work, repository.repo.replace("/", "+"), unit)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        wanted = list(dict.fromkeys([f.path for f in files] + repository.shared +
                                    [s for f in files for s in f.siblings]))
        missing = extract.write_unit(snapshot, repository.commit, wanted, folder)
        notes, changes, port_failure = port(segue, folder)
        present = {}
        for item in files:
            if item.path in missing:
                rows.append(Row(repository.repo, item.path, item.role, "unusable", missing[item.path]))
                continue
            present[os.path.realpath(os.path.join(folder, extract.safe_relative(item.path)))] = item
        compiled = []
        for path in sorted({os.path.realpath(os.path.join(folder, extract.safe_relative(p)))
                            for p in wanted if p not in missing}):
            text = open(path, encoding="utf-8", errors="replace").read()
            imported = set(source.imports(text))
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
        name = re.sub(r"\W", "_", repository.repo.split("/")[1]) or "Unit"
        errors, failure = check.typecheck(compiled, flags, module_name=f"Corpus_{name}", timeout=timeout) \
            if compiled else ({}, None)
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
            found = [(line, message, *classify.classify(message, declared)) for line, message in errors.get(path, [])]
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
