"""Runtime drivers: the transition objects of the files that compile are
presented, dismissed, pushed and popped (interactive ones cancelled and
finished) under `TransitionHarness`, each in its own process, so that a
crash is one row, not the end of the run.

For each unit with a transition object, the unit's clean files and a
generated driver file are compiled into one module (the driver reaches the
unit's internal types from inside it); one executable links every such
module with Segue's built objects and runs one object per invocation.
"""

import glob
import os
import re
import subprocess

from . import check

SUPPORT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "driver",
                       "SegueCorpusDriverSupport.swift")
SEGUE_OBJECTS = ["OpenUIKit", "UIKit", "QuartzCore", "CoreGraphics", "SegueTesting", "SegueRender", "Logging",
                 "CPrefetch", "_Testing_UIKit", "_Testing_CoreGraphics"]
_CLASS = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|public|open|internal|fileprivate|private)\s+)*"
                    r"class\s+(\w+)\s*(<[^>{]*>)?\s*:\s*([^{]+)\{", re.M)
_EXTENSION = re.compile(r"^\s*(?:(?:public|internal|fileprivate|private)\s+)?extension\s+(\w+)\s*:\s*([^{]+)\{", re.M)
_INIT = re.compile(r"\b(?:override\s+|required\s+|convenience\s+|public\s+|private\s+|fileprivate\s+)*init\s*\??\s*\(([^)]*)\)")

# How each kind of object is driven, most specific first.
KINDS = [
    ("presentation-controller", {"UIPresentationController"}),
    ("interaction-controller", {"UIPercentDrivenInteractiveTransition"}),
    ("transitioning-delegate", {"UIViewControllerTransitioningDelegate"}),
    ("navigation-delegate", {"UINavigationControllerDelegate"}),
    ("animator", {"UIViewControllerAnimatedTransitioning"}),
]
_VIEW_CONTROLLERS = {"UIViewController", "UITableViewController", "UICollectionViewController",
                     "UINavigationController", "UITabBarController", "UIPageViewController"}


def _conformances(text):
    found = {}
    for match in _CLASS.finditer(text):
        name, generic, inherits = match.groups()
        if generic:
            continue
        found.setdefault(name, set()).update(t.strip().split("<")[0] for t in inherits.split(","))
    for match in _EXTENSION.finditer(text):
        name, inherits = match.groups()
        found.setdefault(name, set()).update(t.strip().split("<")[0] for t in inherits.split(","))
    return found


def _class_inits(text, name):
    """The parameter lists of `name`'s initialisers declared in its class body
    (rough: from the class line to the next top-level class)."""
    start = re.search(r"class\s+" + re.escape(name) + r"\b", text)
    if not start:
        return []
    body = text[start.end():]
    end = re.search(r"^(?:final\s+|public\s+|open\s+)*class\s+\w+", body, re.M)
    return _INIT.findall(body[: end.start()] if end else body)


def candidates(paths, declaring):
    """[(type, kind, is a view controller)] of the transition objects that
    `declaring` (some of `paths`) declare, with conformances from all `paths`."""
    classes, texts = {}, {}
    for path in paths:
        text = open(path, encoding="utf-8", errors="replace").read()
        texts[path] = text
        for name, inherits in _conformances(text).items():
            classes.setdefault(name, set()).update(inherits)
    declared_in = {}
    for path in declaring:
        text = texts[path]
        for match in _CLASS.finditer(text):
            declared_in.setdefault(match.group(1), path)
    found = []
    for name, inherits in sorted(classes.items()):
        if name not in declared_in:
            continue  # an extension of a type declared elsewhere (UIKit's own, say)
        for kind, markers in KINDS:
            if inherits & markers:
                found.append((name, kind, inherits & _VIEW_CONTROLLERS != set() or name.endswith("Controller")
                              and kind == "transitioning-delegate"))
                break
    return found


def _driver_body(name, kind, is_view_controller):
    if kind == "presentation-controller":
        return (f"let t = SegueDriverTransitions(); t.presentation = {{ {name}(presentedViewController: $0, presenting: $1) }}\n"
                "    return segueDriveModal(UIViewController()) { $0.modalPresentationStyle = .custom; $0.transitioningDelegate = t }")
    if kind == "interaction-controller":
        return f"return segueDriveInteractive {{ {name}() }}"
    if kind == "transitioning-delegate" and is_view_controller:
        return f"return segueDriveModal({name}())"
    if kind == "transitioning-delegate":
        return (f"let t = {name}()\n"
                "    return segueDriveModal(UIViewController()) { $0.modalPresentationStyle = .custom; $0.transitioningDelegate = t }")
    if kind == "navigation-delegate" and is_view_controller:
        return f"return segueDriveModal({name}())"
    if kind == "navigation-delegate":
        return f"let d = {name}()\n    return segueDrivePush(delegate: d)"
    return (f"let t = SegueDriverTransitions(); t.presenting = {{ {name}() }}; t.dismissing = {{ {name}() }}\n"
            "    return segueDriveModal(UIViewController()) { $0.modalPresentationStyle = .fullScreen; $0.transitioningDelegate = t }")


def _how(kind, is_view_controller):
    return {
        "presentation-controller": "custom presentation, then dismissal",
        "interaction-controller": "interactive presentation, cancelled; then finished",
        "transitioning-delegate": "presented and dismissed (it is the controller)" if is_view_controller
        else "custom presentation and dismissal",
        "navigation-delegate": "presented and dismissed (it is the controller)" if is_view_controller
        else "push and pop",
        "animator": "presentation and dismissal (full screen)",
    }[kind]


def _generate(unit_index, found):
    lines = ["import UIKit", "import SegueTesting", ""]
    spans = {}
    for name, kind, is_vc in found:
        start = len(lines) + 1
        lines += ["@MainActor func segueDrive_" + name + "() -> [String] {", "    " + _driver_body(name, kind, is_vc), "}", ""]
        spans[name] = (start, len(lines))
    return lines, spans


def drive(units, rows, work, package_root, build_dir, timeout=60):
    """One record per transition object found in a clean file: how it was
    driven and whether it ran clean."""
    records = []
    folder = os.path.join(work, "drivers")
    os.makedirs(folder, exist_ok=True)
    flags = check.compiler_flags(package_root, build_dir)
    compiled_units = []
    counted = {(r.repo, r.path) for r in rows if r.status == "compiles"}
    for index, unit in enumerate(units):
        relative = {p: os.path.relpath(p, unit.folder) for p in unit.clean}
        driven_paths = [p for p in unit.clean if relative[p] in unit.files and (unit.repo, relative[p]) in counted]
        found = candidates(unit.clean, driven_paths)
        if not found:
            continue
        sources = [p for p in unit.clean
                   if not re.search(r"^\s*@(main|UIApplicationMain)\b", open(p, errors="replace").read(), re.M)]
        module = f"CorpusDriven{index}"
        generated = os.path.join(folder, f"{module}_drivers.swift")
        remaining = list(found)
        problems = {}
        for _ in range(3):
            lines, spans = _generate(index, remaining)
            with open(generated, "w") as handle:
                handle.write("\n".join(lines + [_table(remaining)]))
            errors, failure = check.typecheck(sources + [SUPPORT, generated], flags, module_name=module)
            bad = set()
            for line, message in errors.get(os.path.realpath(generated), []):
                for name, (start, end) in spans.items():
                    if start <= line <= end:
                        bad.add(name)
                        problems.setdefault(name, message)
            if failure or (errors and not bad):
                for name, kind, is_vc in remaining:
                    problems.setdefault(name, failure or "its unit needs files that do not compile")
                remaining = []
                break
            if not bad:
                break
            remaining = [c for c in remaining if c[0] not in bad]
        for name, kind, is_vc in found:
            if name in problems and all(c[0] != name for c in remaining):
                records.append({"repo": unit.repo, "type": name, "kind": kind, "how": _how(kind, is_vc),
                                "status": "not driven", "detail": _short(problems[name])})
        if not remaining:
            continue
        obj = os.path.join(folder, f"{module}.o")
        command = ["swiftc", "-swift-version", "5", "-parse-as-library", "-wmo", "-c", "-module-name", module,
                   "-emit-module-path", os.path.join(folder, f"{module}.swiftmodule"), "-o", obj,
                   *flags, *sources, SUPPORT, generated]
        result = subprocess.run(command, capture_output=True, text=True, timeout=900)
        if result.returncode != 0:
            for name, kind, is_vc in remaining:
                records.append({"repo": unit.repo, "type": name, "kind": kind, "how": _how(kind, is_vc),
                                "status": "not driven", "detail": "the driver module did not build"})
            continue
        compiled_units.append((unit, module, obj, remaining))
    if not compiled_units:
        return records
    main = os.path.join(folder, "main.swift")
    with open(main, "w") as handle:
        handle.write("import UIKit\n")
        for _, module, _, _ in compiled_units:
            handle.write(f"import {module}\n")
        handle.write("let name = CommandLine.arguments.dropFirst().first ?? \"\"\nMainActor.assumeIsolated {\n"
                     "    var problems: [String]? = nil\n    switch name {\n")
        for _, module, _, remaining in compiled_units:
            for type_name, _, _ in remaining:
                handle.write(f"    case \"{module}.{type_name}\": problems = {module}.segueDriverTable[\"{type_name}\"]!()\n")
        handle.write("    default: break\n    }\n"
                     "    print(\"SEGUE-DRIVER \" + (problems.map { $0.isEmpty ? \"clean\" : $0.joined(separator: \" | \") } ?? \"unknown\"))\n}\n")
    executable = os.path.join(folder, "drive")
    objects = [o for name in SEGUE_OBJECTS for o in glob.glob(os.path.join(build_dir, f"{name}.build", "*.o"))]
    command = ["swiftc", "-swift-version", "5", main, "-o", executable, "-I", folder, *flags,
               *[obj for _, _, obj, _ in compiled_units], *objects, "-lfreetype", "-lpng", "-lz", "-ldl"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=900)
    if result.returncode != 0:
        detail = _short(result.stderr.strip().splitlines()[-1] if result.stderr.strip() else "link failed")
        for unit, _, _, remaining in compiled_units:
            for name, kind, is_vc in remaining:
                records.append({"repo": unit.repo, "type": name, "kind": kind, "how": _how(kind, is_vc),
                                "status": "not driven", "detail": "driver did not link: " + detail})
        return records
    for unit, module, _, remaining in compiled_units:
        for name, kind, is_vc in remaining:
            record = {"repo": unit.repo, "type": name, "kind": kind, "how": _how(kind, is_vc)}
            try:
                result = subprocess.run([executable, f"{module}.{name}"], capture_output=True, text=True,
                                        timeout=timeout, cwd=folder)
                line = next((l for l in result.stdout.splitlines() if l.startswith("SEGUE-DRIVER ")), None)
                if result.returncode < 0:
                    record.update(status="crashed", detail=_short(_crash(result)))
                elif line is None:
                    record.update(status="crashed", detail=f"exit {result.returncode}: " + _short(_crash(result)))
                elif line == "SEGUE-DRIVER clean":
                    record.update(status="clean")
                else:
                    record.update(status="problems", detail=_short(line.removeprefix("SEGUE-DRIVER ")))
            except subprocess.TimeoutExpired:
                record.update(status="hung", detail=f"no result within {timeout} s")
            records.append(record)
    return records


def _table(found):
    entries = ", ".join(f"\"{name}\": segueDrive_{name}" for name, _, _ in found)
    return f"@MainActor public let segueDriverTable: [String: @MainActor () -> [String]] = [{entries}]\n"


def _crash(result):
    text = (result.stderr or result.stdout).strip().splitlines()
    fatal = [l for l in text if "Fatal error" in l or "fatal error" in l or "error:" in l]
    return (fatal or text or [f"signal {-result.returncode}"])[0]


def _short(text):
    text = re.sub(r"/[^ :]*/corpus/work/", "", text)
    return text.replace("|", "/")[:180]
