"""The corpus manifest: which public files, from which repository at which
commit, play which role. Only names are committed; the code stays in the
repositories (docs/CORPUS.md).
"""

import json
import re
from dataclasses import dataclass, field

ROLES = {
    "animator", "interaction-controller", "presentation-controller",
    "transitioning-delegate", "navigation-delegate", "tab-delegate",
    "view-controller", "view", "cell", "layout", "gesture", "support", "other",
}
TRANSITION_ROLES = {
    "animator", "interaction-controller", "presentation-controller",
    "transitioning-delegate", "navigation-delegate", "tab-delegate",
}
_COMMIT = re.compile(r"^[0-9a-f]{40}$")


@dataclass
class CorpusFile:
    repo: str
    path: str
    role: str
    unit: str = "main"
    siblings: list = field(default_factory=list)

    @property
    def key(self):
        return f"{self.repo}:{self.path}"


@dataclass
class Repository:
    repo: str
    commit: str
    kind: str
    files: list
    shared: list = field(default_factory=list)
    note: str = ""


@dataclass
class Manifest:
    repositories: list
    problems: list  # (where, reason): entries that cannot be used, each a row in the report

    @property
    def files(self):
        return [f for r in self.repositories for f in r.files]


def load(path):
    """Reads a manifest. A malformed entry becomes a problem row, never an
    exception; only a file that is not JSON at all raises ValueError."""
    with open(path, encoding="utf-8") as handle:
        try:
            data = json.load(handle)
        except json.JSONDecodeError as error:
            raise ValueError(f"{path}: not valid JSON: {error}") from error
    return parse(data)


def parse(data):
    problems = []
    repositories = []
    entries = data.get("repositories") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        return Manifest([], [("manifest", "no 'repositories' list")])
    seen = set()
    for index, entry in enumerate(entries):
        where = f"repositories[{index}]"
        if not isinstance(entry, dict) or not isinstance(entry.get("repo"), str) or "/" not in entry["repo"]:
            problems.append((where, "entry without an owner/name 'repo'"))
            continue
        name = entry["repo"]
        if name in seen:
            problems.append((name, "repository listed twice; the second entry is ignored"))
            continue
        seen.add(name)
        commit = entry.get("commit")
        if not isinstance(commit, str) or not _COMMIT.match(commit):
            problems.append((name, "no 40-hex 'commit': the repository cannot be pinned"))
            continue
        shared = [p for p in entry.get("shared", []) if isinstance(p, str)]
        files = []
        for file_index, item in enumerate(entry.get("files", [])):
            if not isinstance(item, dict) or not isinstance(item.get("path"), str):
                problems.append((f"{name} files[{file_index}]", "file entry without a 'path'"))
                continue
            role = item.get("role", "other")
            if role not in ROLES:
                problems.append((f"{name}:{item['path']}", f"unknown role '{role}', counted as 'other'"))
                role = "other"
            siblings = [p for p in item.get("siblings", []) if isinstance(p, str)]
            files.append(CorpusFile(name, item["path"], role, str(item.get("unit", "main")), siblings))
        if not files:
            problems.append((name, "no files"))
        repositories.append(Repository(name, commit, str(entry.get("kind", "")), files, shared,
                                       str(entry.get("note", ""))))
    return Manifest(repositories, problems)
