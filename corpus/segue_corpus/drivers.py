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
SEGUE_OBJECTS = ["OpenUIKit", "SeguePNG", "UIKit", "QuartzCore", "CoreGraphics", "SegueTesting", "SegueRender",
                 "Logging", "CPrefetch", "_Testing_UIKit", "_Testing_CoreGraphics", "os", "Combine", "OpenCombine",
                 "OpenCombineDispatch", "OpenCombineFoundation", "COpenCombineHelpers"]
_CLASS = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|public|open|internal|fileprivate|private)\s+)*"
                    r"class\s+(\w+)\s*(<[^>{]*>)?\s*:\s*([^{]+)\{", re.M)
_EXTENSION = re.compile(r"^\s*(?:(?:public|internal|fileprivate|private)\s+)?extension\s+(\w+)\s*:\s*([^{]+)\{", re.M)

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


_INIT_DECLARATION = re.compile(r"^[ \t]*(?:@\w+[ \t]+)*(?:(?:override|required|convenience|public|open|internal|"
                               r"private|fileprivate|nonisolated|dynamic)[ \t]+)*init[ \t]*[?!]?[ \t]*(?:<[^>]*>)?\(",
                               re.M)


def _balanced(text, start):
    """The text inside the parentheses that open at `start`."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] in "([{":
            depth += 1
        elif text[index] in ")]}":
            depth -= 1
            if depth == 0:
                return text[start + 1: index]
    return text[start + 1:]


def _class_inits(text, name):
    """The parameter lists of `name`'s initialisers declared in its body
    (rough: from the type's line to the next top-level type), never calls
    such as `super.init(...)`."""
    start = re.search(r"(?:class|struct)\s+" + re.escape(name) + r"\b", text)
    if not start:
        return []
    body = text[start.end():]
    end = re.search(r"^(?:final\s+|public\s+|open\s+|internal\s+)*(?:class|struct|enum|extension|protocol)\s+\w+",
                    body, re.M)
    body = body[: end.start()] if end else body
    return [_balanced(body, match.end() - 1) for match in _INIT_DECLARATION.finditer(body)]


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
    superclass_of = {}
    for text in texts.values():
        for match in _CLASS.finditer(text):
            superclass_of[match.group(1)] = match.group(3).split(",")[0].strip().split("<")[0]
    superclasses = set(superclass_of.values())
    found = []
    for name, inherits in sorted(classes.items()):
        if name not in declared_in:
            continue  # an extension of a type declared elsewhere (UIKit's own, say)
        if name in superclasses:
            continue  # a base class: its subclasses are the objects apps use
        chain, current = set(inherits), name
        for _ in range(6):  # what the class inherits through its superclasses in the unit
            parent = superclass_of.get(current)
            if parent is None:
                break
            chain |= classes.get(parent, set())
            current = parent
        inherits = chain
        for kind, markers in KINDS:
            if inherits & markers:
                found.append((name, kind, inherits & _VIEW_CONTROLLERS != set() or name.endswith("Controller")
                              and kind == "transitioning-delegate"))
                break
    return found


_PRESENTING_WORDS = re.compile(r"present|push|forward|appear|show|open|expand|insert|in\b|entering", re.I)
_DISMISSING_WORDS = re.compile(r"dismiss|pop|revers|back|disappear|hide|close|collapse|remov|out\b|exiting", re.I)


def _split_parameters(text):
    depth, current, parts = 0, "", []
    for index, ch in enumerate(text):
        if ch in "([<{":
            depth += 1
        elif ch in ")]}" or ch == ">" and text[index - 1: index] != "-":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


def _argument(name, kind, presenting, enums, context):
    """A value for one parameter of type `kind` named `name`, for the
    presenting (or dismissing) instance; None when none can be made."""
    kind = kind.replace(" ", "")
    if kind.endswith("?") or kind.endswith("!"):
        if "UIViewController" in kind and name in ("presenting", "presentingViewController"):
            return context.get("presenter", "nil")
        return "nil"
    if kind == "Bool":
        if _DISMISSING_WORDS.search(name):
            return "false" if presenting else "true"
        if _PRESENTING_WORDS.search(name) or name.startswith("is"):
            return "true" if presenting else "false"
        return "true"
    if kind in ("UINavigationController.Operation", "UINavigationControllerOperation"):
        return ".push" if presenting else ".pop"
    if kind in ("TimeInterval", "Double", "CGFloat", "Float"):
        return "0.3"
    if kind in ("Int", "UInt"):
        return "0"
    if kind == "String":
        return '""'
    if kind == "CGRect":
        return "CGRect(x: 40, y: 200, width: 120, height: 120)"
    if kind == "CGPoint":
        return "CGPoint(x: 100, y: 300)"
    if kind == "CGSize":
        return "CGSize(width: 120, height: 120)"
    if kind in ("UIViewController",):
        return context.get("presented")
    if kind in ("UIView", "UIImageView"):
        return f"{kind}(frame: CGRect(x: 40, y: 200, width: 120, height: 120))"
    if kind in ("UIColor",):
        return ".black"
    if kind in enums:
        cases = enums[kind]
        pick = [c for c in cases if (_PRESENTING_WORDS if presenting else _DISMISSING_WORDS).search(c)]
        return "." + (pick[0] if pick else cases[0 if presenting else min(1, len(cases) - 1)])
    if kind in _UIKIT_VALUES:
        return _UIKIT_VALUES[kind]
    maker = context.get("unit")
    return maker(kind) if maker else None


# Values for UIKit types that initialisers of transition objects take.
_UIKIT_VALUES = {
    "Any": "UIViewController()", "AnyObject": "UIViewController()", "NSObject": "UIViewController()",
    "UINavigationController": "UINavigationController(rootViewController: UIViewController())",
    "UIScrollView": "UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))",
    "UIPanGestureRecognizer": "UIPanGestureRecognizer()", "UIGestureRecognizer": "UIPanGestureRecognizer()",
    "UIScreenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer()",
    "UIRectEdge": ".left", "UIEdgeInsets": ".zero", "NSDirectionalEdgeInsets": ".zero",
    "NSNumber": "NSNumber(value: 0.3)", "UIModalPresentationStyle": ".custom",
    "UIView.AnimationOptions": "[]", "UIView.AnimationCurve": ".easeInOut", "UIImage": "UIImage()",
    "UILabel": "UILabel()", "UIButton": "UIButton()",
}


class UnitTypes:
    """Makes values of a unit's own types for initialiser arguments: its
    view controllers, a conforming class for a protocol, and classes or
    structs whose own initialisers can be satisfied (two levels deep)."""

    def __init__(self, texts, controllers, conformers, enums):
        self.texts, self.controllers, self.enums = list(texts), controllers, enums
        self.conformers = {}
        for text in self.texts:
            for name, inherits in _conformances(text).items():
                for protocol in inherits:
                    self.conformers.setdefault(protocol, set()).add(name)
        self.types = {m.group(1) for t in self.texts for m in re.finditer(r"\b(?:class|struct)\s+(\w+)", t)}
        self.protocols = {m.group(1) for t in self.texts for m in re.finditer(r"\bprotocol\s+(\w+)", t)}
        self.depth = 0

    def inits(self, name):
        return [i for t in self.texts for i in _class_inits(t, name) if not re.search(r"\bcoder\b", i)]

    def __call__(self, kind):
        kind = kind.split("&")[0]
        if kind in self.protocols:
            conforming = sorted(self.conformers.get(kind, ()), key=lambda c: (c not in self.controllers, c))
            kind = conforming[0] if conforming else None
        if kind is None or kind not in self.types or self.depth >= 2:
            return None
        self.depth += 1
        try:
            context = {"presented": "UIViewController()", "presenter": "UIViewController()", "unit": self}
            return _construction(kind, self.inits(kind), True, self.enums, context)
        finally:
            self.depth -= 1


def _construction(name, text_inits, presenting, enums, context):
    """`Name(args)` for the first initialiser whose arguments can all be made."""
    if not text_inits:
        return f"{name}()"
    for parameters in text_inits:
        arguments = []
        for parameter in _split_parameters(parameters):
            if "=" in parameter.split(":", 1)[-1]:
                continue  # a default value
            head, _, kind = parameter.partition(":")
            words = head.split()
            if not words or not kind:
                arguments = None
                break
            label, local = words[0], words[-1]
            value = _argument(local, kind.strip(), presenting, enums, context)
            if value is None:
                arguments = None
                break
            arguments.append(value if label == "_" else f"{label}: {value}")
        if arguments is not None:
            return f"{name}({', '.join(arguments)})"
    return None


_CAST = re.compile(r"(?:viewController\(forKey:\s*(?:UITransitionContextViewControllerKey)?\.(to|from)\)"
                   r"|\b(to|from)(?:VC|ViewController|Controller)\b[^\n]*?)\s*as[?!]\s*(\w+)")


def view_controller_classes(texts):
    """The classes of a unit that are view controllers (through their
    superclasses in the unit)."""
    superclass_of = {}
    for text in texts:
        for match in _CLASS.finditer(text):
            superclass_of[match.group(1)] = match.group(3).split(",")[0].strip().split("<")[0]
    found = set()
    for name in superclass_of:
        current = name
        for _ in range(8):
            current = superclass_of.get(current)
            if current is None:
                break
            if current in _VIEW_CONTROLLERS:
                found.add(name)
                break
    return found


_BOUND = re.compile(r"\b(?:let|var)\s+(\w+)\s*(?::[^=\n]*)?=\s*[^\n]*?viewController\(forKey:\s*"
                    r"(?:UITransitionContextViewControllerKey)?\.(to|from)\)")


def cast_controllers(name, text, controllers, conformers=None):
    """(presented, presenting) view-controller classes of the unit that the
    object's file casts the context's controllers to, or None each: an
    animator written for its own screens casts `.to` (presenting) or
    `.from` (dismissing) to the presented controller's class, directly or
    through a variable bound to `viewController(forKey:)`. A cast to a
    protocol picks a controller class of the unit that conforms to it
    (`conformers`: protocol -> sorted classes)."""
    conformers = conformers or {}
    def resolve(cls):
        if cls in controllers:
            return cls
        return (conformers.get(cls) or [None])[0]
    to_casts, from_casts = [], []
    found = [(m.start(), m.group(1) or m.group(2), m.group(3)) for m in _CAST.finditer(text)]
    for bound in _BOUND.finditer(text):
        variable, key = bound.groups()
        cast = re.compile(r"\b" + re.escape(variable) + r"\b\s*(?:\?|!)?\s*as[?!]\s*(\w+)")
        found += [(m.start(), key, m.group(1)) for m in cast.finditer(text, bound.start())]
    for _, key, cls in sorted(found):
        resolved = resolve(cls)
        if resolved:
            (to_casts if key == "to" else from_casts).append(resolved)
    dismissing = bool(_DISMISSING_WORDS.search(name)) and not _PRESENTING_WORDS.search(name)
    presented_casts, presenter_casts = (from_casts, to_casts) if dismissing else (to_casts, from_casts)
    presented = presented_casts[0] if presented_casts else None
    presenter = next((c for c in presenter_casts if c != presented), None)
    return presented, presenter


def protocol_conformers(texts, controllers):
    """protocol -> the unit's view-controller classes that declare conformance
    to it (in their class line or an extension), sorted."""
    found = {}
    for text in texts:
        for name, inherits in _conformances(text).items():
            if name in controllers:
                for protocol in inherits:
                    found.setdefault(protocol, set()).add(name)
    return {protocol: sorted(names) for protocol, names in found.items()}


def controller_construction(cls, inits, enums):
    """An expression that makes the unit's controller `cls`: `cls()` when it
    declares no initialiser the driver must call, otherwise the first whose
    arguments can be made (`init?(coder:)` is the storyboard's, not ours)."""
    usable = [i for i in inits if not re.search(r"\bcoder\b", i)]
    context = {"presented": "UIViewController()", "presenter": "UIViewController()"}
    return _construction(cls, usable, True, enums, context) or f"{cls}()"


def _driver_body(name, kind, is_view_controller, inits, enums, presented_type=None, presenter_type=None, unit=None,
                 vends_presentation_controller=True):
    def make(presenting=True, **context):
        return _construction(name, inits, presenting, enums, dict(context, unit=unit) if unit else context)
    if kind == "presentation-controller":
        if not inits:  # UIPresentationController's designated initialiser, inherited
            inits = ["presentedViewController: UIViewController, presenting presentingViewController: UIViewController?"]
        built = make(presented="$0", presenter="$1")
        if built is None:
            return None
        return (f"let t = SegueDriverTransitions(); t.presentation = {{ {built} }}\n"
                "    return segueDriveModal(UIViewController()) { $0.modalPresentationStyle = .custom; $0.transitioningDelegate = t }")
    if kind == "interaction-controller":
        built = make()
        return built and f"return segueDriveInteractive {{ {built} }}"
    if is_view_controller and kind in ("transitioning-delegate", "navigation-delegate"):
        built = make()
        return built and f"return segueDriveModal({built})"
    made = lambda t: t if "(" in t else f"{t}()"
    presented = made(presented_type or "UIViewController")
    root = f", root: {made(presenter_type)}" if presenter_type else ""
    if kind == "transitioning-delegate":
        built = make()
        # A delegate that vends no presentation controller is used with a
        # full-screen presentation (as apps do); with one, a custom one.
        style = ".custom" if vends_presentation_controller else ".fullScreen"
        return built and (f"let t = {built}\n"
                          f"    return segueDriveModal({presented}{root}) {{ $0.modalPresentationStyle = {style}; $0.transitioningDelegate = t }}")
    if kind == "navigation-delegate":
        built = make()
        first = f"first: {made(presenter_type)}, " if presenter_type else ""
        pushed = f", pushed: {made(presented_type)}" if presented_type else ""
        return built and f"let d = {built}\n    return segueDrivePush({first}delegate: d{pushed})"
    presenting, dismissing = make(True), make(False)
    if presenting is None or dismissing is None:
        return None
    # An animator named for one direction animates that one only; the other
    # way is a plain fade.
    if _DISMISSING_WORDS.search(name) and not _PRESENTING_WORDS.search(name):
        presenting = "SegueDriverFade()"
    elif _PRESENTING_WORDS.search(name) and not _DISMISSING_WORDS.search(name):
        dismissing = "SegueDriverFade()"
    return (f"let t = SegueDriverTransitions(); t.presenting = {{ {presenting} }}; t.dismissing = {{ {dismissing} }}\n"
            f"    return segueDriveModal({presented}{root}) {{ $0.modalPresentationStyle = .fullScreen; $0.transitioningDelegate = t }}")


def _how(kind, is_view_controller):
    return {
        "presentation-controller": "custom presentation, then dismissal",
        "interaction-controller": "interactive presentation, cancelled; then finished",
        "transitioning-delegate": "presented and dismissed (it is the controller)" if is_view_controller
        else "presentation and dismissal through it",
        "navigation-delegate": "presented and dismissed (it is the controller)" if is_view_controller
        else "push and pop",
        "animator": "presentation and dismissal (full screen)",
    }[kind]


_ENUM = re.compile(r"\benum\s+(\w+)[^{]*\{(.*?)\n\s*\}", re.S)


def _enums(texts):
    found = {}
    for text in texts:
        for match in _ENUM.finditer(text):
            cases = re.findall(r"\bcase\s+(`?\w+`?)(?!\s*\()", match.group(2))
            if cases and "(" not in match.group(2).split("case", 1)[-1].split("\n")[0]:
                found[match.group(1)] = cases
    return found


def _generate(found, bodies):
    lines = ["import UIKit", "import SegueTesting", ""]
    spans = {}
    for name, kind, is_vc in found:
        start = len(lines) + 1
        lines += ["@MainActor func segueDrive_" + name + "() -> [String] {", "    " + bodies[name], "}", ""]
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
        texts = {p: open(p, encoding="utf-8", errors="replace").read() for p in sources}
        enums = _enums(texts.values())
        controllers = view_controller_classes(texts.values())
        conformers = protocol_conformers(texts.values(), controllers)
        def construct(cls):
            if cls is None:
                return None
            inits = [i for p in sources for i in _class_inits(texts[p], cls)]
            return controller_construction(cls, inits, enums)
        declaring = {name: next((p for p in sources if re.search(r"class\s+" + re.escape(name) + r"\b", texts[p])), None)
                     for name, _, _ in found}
        bodies, problems, alternatives = {}, {}, {}
        unit_types = UnitTypes(texts.values(), controllers, conformers, enums)
        for name, kind, is_vc in found:
            inits = [i for p in driven_paths for i in _class_inits(texts.get(p, ""), name)]
            cast = (None, None)
            if kind != "presentation-controller" and kind != "interaction-controller" and not is_vc:
                cast = cast_controllers(name, texts.get(declaring[name], "") if declaring[name] else "",
                                        controllers, conformers)
            # Most faithful first: the unit's own controllers and argument
            # types; then plain UIKit controllers; then plain arguments only.
            vends = "presentationController(forPresented" in (texts.get(declaring[name], "") if declaring[name] else "")
            tried = [_driver_body(name, kind, is_vc, inits, enums, *map(construct, cast), unit=unit_types,
                                  vends_presentation_controller=vends),
                     _driver_body(name, kind, is_vc, inits, enums, unit=unit_types, vends_presentation_controller=vends),
                     _driver_body(name, kind, is_vc, inits, enums, vends_presentation_controller=vends)]
            tried = list(dict.fromkeys(b for b in tried if b is not None))
            if not tried:
                problems[name] = "no initialiser whose arguments a driver can make"
                continue
            bodies[name], alternatives[name] = tried[0], tried[1:]
        remaining = [c for c in found if c[0] in bodies]
        for _ in range(len(found) + len(sources) + 1):
            if not remaining:
                break
            lines, spans = _generate(remaining, bodies)
            with open(generated, "w") as handle:
                handle.write("\n".join(lines + [_table(remaining)]))
            errors, failure = check.typecheck(sources + [SUPPORT, generated], flags, module_name=module)
            if failure:
                for name, _, _ in remaining:
                    problems.setdefault(name, failure)
                remaining = []
                break
            # Files that stop compiling without the unit's failing files go
            # too (a fixed point), and the objects they declare with them.
            broken = [p for p in sources if os.path.realpath(p) in errors]
            if broken:
                sources = [p for p in sources if p not in broken]
                for name, _, _ in remaining:
                    if declaring.get(name) in broken:
                        first = errors[os.path.realpath(declaring[name])][0][1]
                        problems.setdefault(name, "needs code that does not compile: " + first)
                remaining = [c for c in remaining if declaring.get(c[0]) not in broken]
                continue
            bad = set()
            for line, message in errors.get(os.path.realpath(generated), []):
                for name, (start, end) in spans.items():
                    if start <= line <= end:
                        bad.add(name)
                        problems.setdefault(name, message)
            if errors and not bad:
                for name, _, _ in remaining:
                    problems.setdefault(name, "the generated driver does not compile")
                remaining = []
                break
            if not bad:
                break
            retried = {n for n in bad if alternatives.get(n)}  # the next, less faithful way
            for name in retried:
                bodies[name] = alternatives[name].pop(0)
                problems.pop(name, None)
            bad -= retried
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
               *[obj for _, _, obj, _ in compiled_units], *objects, "-lfreetype", "-lpng", "-lz", "-ldl", "-lstdc++", "-lFoundationXML"]
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
