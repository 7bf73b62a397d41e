"""Command line of the corpus tool (corpus/segue-corpus)."""

import argparse
import datetime
import json
import os
import subprocess
import sys

from . import extract, manifest as manifest_module, report, run

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMMAND = "corpus/segue-corpus run"


def _arguments(argv):
    parser = argparse.ArgumentParser(prog="segue-corpus", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    fetch = sub.add_parser("fetch-list", help="list the snapshots to fetch")
    fetch.add_argument("--manifest", default=os.path.join(ROOT, "corpus", "manifest.json"))
    go = sub.add_parser("run", help="extract, port, type-check and report")
    go.add_argument("--manifest", default=os.path.join(ROOT, "corpus", "manifest.json"))
    go.add_argument("--work", default=os.path.join(ROOT, "corpus", "work"))
    go.add_argument("--build-dir", default=os.path.join(ROOT, ".build", "debug"))
    go.add_argument("--porter", help="the segue-port executable (default: BUILD_DIR/segue-port)")
    go.add_argument("--no-build", action="store_true", help="use the modules already built")
    go.add_argument("--report", default=os.path.join(ROOT, "docs", "CORPUS.md"))
    go.add_argument("--record", action="store_true", help="append the result to corpus/history.json")
    go.add_argument("--only", nargs="*", help="only these repositories (owner/name); no report is written")
    go.add_argument("--jobs", type=int, default=2)
    go.add_argument("--drivers", action="store_true", help="also drive the transition objects that compile")
    return parser.parse_args(argv)


def _load(path):
    try:
        return manifest_module.load(path)
    except (OSError, ValueError) as error:
        print(f"segue-corpus: {error}", file=sys.stderr)
        return None


def main(argv):
    args = _arguments(argv)
    manifest = _load(args.manifest)
    if manifest is None:
        return 2
    missing = [r.repo for r in manifest.repositories if extract.snapshot_path(r.repo) is None]
    if args.command == "fetch-list":
        for repo in missing:
            print(f"github:{repo}")
        print(f"{len(missing)} of {len(manifest.repositories)} snapshots missing", file=sys.stderr)
        return 1 if missing else 0
    if missing:
        print(f"segue-corpus: {len(missing)} snapshots missing (their files are reported unusable); "
              "`corpus/segue-corpus fetch-list` lists them", file=sys.stderr)
    if not args.no_build:
        # The porter, and everything a corpus file or driver may import: the UIKit,
        # Combine and os products' modules and SegueTesting.
        status = 0
        for product in ("segue-port", "UIKit", "Combine", "os"):
            status = status or subprocess.run(["swift", "build", "--product", product], cwd=ROOT).returncode
        # The drivers link SegueTesting's objects (a library target, no product of its own).
        status = status or subprocess.run(["swift", "build", "--target", "SegueTesting"], cwd=ROOT).returncode
        if status != 0:
            print("segue-corpus: swift build failed", file=sys.stderr)
            return 2
    segue = args.porter or os.path.join(args.build_dir, "segue-port")
    rows, units = run.run(manifest, args.work, segue, ROOT, args.build_dir, jobs=args.jobs, only=args.only)
    drivers = None
    if args.drivers:
        from . import drivers as drivers_module
        drivers = drivers_module.drive(units, rows, args.work, ROOT, args.build_dir)
    report.write_json(rows, os.path.join(args.work, "results.json"), drivers)
    summary = report.summary(rows)
    print(f"{summary['compiles']} of {summary['counted']} counted files compile "
          f"({100 * summary['rate']:.1f} %); {summary['by_status']}")
    if args.only:
        # A focused run is for working a repository's blockers down: show them.
        for row in rows:
            for line, message, kind, blocker in row.errors:
                print(f"{row.repo}: {row.path}:{line}: [{kind}] {message}")
        return 0
    history_path = os.path.join(ROOT, "corpus", "history.json")
    history = json.load(open(history_path)) if os.path.exists(history_path) else []
    if args.record:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                                capture_output=True, text=True).stdout.strip()
        history.append({"date": datetime.date.today().isoformat(), "commit": commit,
                        "counted": summary["counted"], "compiles": summary["compiles"]})
        with open(history_path, "w") as handle:
            json.dump(history, handle, indent=1)
    command = COMMAND + (" --drivers" if args.drivers else "")
    with open(args.report, "w", encoding="utf-8") as handle:
        handle.write(report.markdown(rows, manifest.problems, command, history, drivers))
    return 0
