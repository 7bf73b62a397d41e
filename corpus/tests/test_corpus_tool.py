"""The corpus tool's behaviour on good and bad input (docs/CORPUS.md).

Run: python3 -m pytest -q corpus/tests
"""

import json
import os
import subprocess
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from segue_corpus import check, classify, extract, manifest, run, source  # noqa: E402


# The manifest: every malformed entry is a row with a reason, never an exception.

def test_a_manifest_entry_without_a_repo_or_commit_is_a_problem_row():
    m = manifest.parse({"repositories": [
        {"commit": "0" * 40, "files": [{"path": "a.swift"}]},
        {"repo": "owner/name", "files": [{"path": "a.swift"}]},
        {"repo": "owner/other", "commit": "abc", "files": [{"path": "a.swift"}]},
        {"repo": "owner/good", "commit": "a" * 40, "files": [{"path": "a.swift", "role": "animator"}, {"nopath": 1}]},
    ]})
    assert [r.repo for r in m.repositories] == ["owner/good"]
    reasons = [reason for _, reason in m.problems]
    assert any("owner/name" in reason for reason in reasons)
    assert any("cannot be pinned" in reason for reason in reasons)
    assert any("without a 'path'" in reason for reason in reasons)


def test_an_unknown_role_counts_as_other():
    m = manifest.parse({"repositories": [
        {"repo": "o/n", "commit": "b" * 40, "files": [{"path": "a.swift", "role": "wizard"}]}]})
    assert m.files[0].role == "other" and m.problems


def test_a_manifest_that_is_not_json_is_a_value_error(tmp_path):
    bad = tmp_path / "m.json"
    bad.write_text("{ not json")
    with pytest.raises(ValueError):
        manifest.load(str(bad))


# Conditional compilation as the compiler on Linux sees it.

def test_a_file_wrapped_in_os_ios_compiles_to_nothing():
    text = "import UIKit\n#if os(iOS)\nclass A: UIView {}\n#endif\n"
    assert source.compiles_to_nothing(text)


def test_canimport_uikit_is_true_with_segue_and_os_linux_is_true():
    assert not source.compiles_to_nothing("#if canImport(UIKit)\nclass A {}\n#endif\n")
    assert not source.compiles_to_nothing("#if os(iOS) || os(Linux)\nclass A {}\n#endif\n")


def test_else_branches_and_nesting_follow_the_first_true_condition():
    text = "#if os(macOS)\nlet a = 1\n#elseif os(iOS)\nlet b = 2\n#else\nlet c = 3\n#endif\n"
    assert source.active_lines(text) == ["let c = 3"]
    nested = "#if !os(iOS)\n#if DEBUG\nlet d = 1\n#endif\nlet e = 2\n#endif\n"
    assert source.active_lines(nested) == ["let e = 2"]


def test_imports_are_read_from_active_lines_only():
    text = "import UIKit\n@testable import Foo\nimport class UIKit.UIView\n#if os(iOS)\nimport Photos\n#endif\n"
    assert source.imports(text) == ["UIKit", "Foo", "UIKit"]


def test_a_file_of_comments_only_is_not_empty_code():
    assert not source.compiles_to_nothing("// nothing here\n")


# Classification of compiler errors.

@pytest.mark.parametrize("message, kind, blocker", [
    ("cannot find 'UIContextMenuInteraction' in scope", classify.MISSING_API, "UIContextMenuInteraction"),
    ("value of type 'UIImageView' has no member 'preferredSymbolConfiguration'", classify.MISSING_API,
     "UIImageView.preferredSymbolConfiguration"),
    ("cannot find type 'MyModel' in scope", classify.SIBLING, "MyModel"),
    ("no such module 'Photos'", classify.FRAMEWORK, "import Photos"),
    ("no such module 'SnapKit'", classify.SIBLING, "import SnapKit (third party)"),
    ("no such module 'UIKit.UIColor'", classify.ERA, "import UIKit.UIColor"),
    ("Objective-C interoperability is disabled", classify.OBJC, "Objective-C interoperability is disabled"),
    ("'UIViewAnimationOptions' has been renamed to 'UIView.AnimationOptions'", classify.ERA, None),
])
def test_errors_are_sorted_by_what_they_show(message, kind, blocker):
    got_kind, got_blocker = classify.classify(message)
    assert got_kind == kind
    if blocker is not None:
        assert got_blocker == blocker


def test_a_member_the_repository_declares_itself_points_at_a_sibling():
    kind, _ = classify.classify("value of type 'UIView' has no member 'cornerRadius'", {"cornerRadius"})
    assert kind == classify.SIBLING


# Extraction from a snapshot, with bad input.

@pytest.fixture
def snapshot(tmp_path):
    work = tmp_path / "src"
    work.mkdir()
    (work / "A.swift").write_text("import Foundation\nstruct A { var x = 1 }\n")
    (work / "B.swift").write_text("import NoSuchModule\nstruct B {}\n")
    (work / "notes.txt").write_text("not Swift\n")
    (work / "Latin1.swift").write_bytes(b"let s = \"\xe9\"\n")
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t")
    subprocess.run(["git", "init", "-q", str(work)], check=True)
    subprocess.run(["git", "-C", str(work), "add", "."], check=True)
    subprocess.run(["git", "-C", str(work), "commit", "-qm", "x"], check=True, env=env)
    mirrors = tmp_path / "mirrors"
    (mirrors / "owner+repo").mkdir(parents=True)
    subprocess.run(["git", "clone", "-q", "--bare", str(work), str(mirrors / "owner+repo" / "repo")], check=True)
    commit = subprocess.run(["git", "-C", str(work), "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    return str(mirrors), commit


def test_missing_files_non_swift_files_and_escaping_paths_get_reasons(snapshot, tmp_path):
    mirrors, commit = snapshot
    path = extract.snapshot_path("owner/repo", mirrors)
    missing = extract.write_unit(path, commit, ["A.swift", "Gone.swift", "notes.txt", "../x.swift", "Latin1.swift"],
                                 str(tmp_path / "out"))
    assert set(missing) == {"Gone.swift", "notes.txt", "../x.swift", "Latin1.swift"}
    assert (tmp_path / "out" / "A.swift").exists()
    assert extract.snapshot_path("owner/absent", mirrors) is None
    assert not extract.has_commit(path, "f" * 40)


def test_a_whole_repository_run_gives_a_row_per_file_and_never_raises(snapshot, tmp_path):
    mirrors, commit = snapshot
    fake_segue = tmp_path / "segue"
    fake_segue.write_text("#!/bin/sh\nexit 0\n")
    fake_segue.chmod(0o755)
    m = manifest.parse({"repositories": [
        {"repo": "owner/repo", "commit": commit, "files": [
            {"path": "A.swift", "role": "animator"}, {"path": "B.swift", "role": "view"},
            {"path": "Gone.swift"}, {"path": "notes.txt"}]},
        {"repo": "owner/absent", "commit": commit, "files": [{"path": "A.swift"}]},
        {"repo": "owner/old", "commit": "e" * 40, "files": [{"path": "A.swift"}]},
    ]})
    (tmp_path / "mirrors" / "owner+old").mkdir()
    os.symlink(extract.snapshot_path("owner/repo", mirrors), tmp_path / "mirrors" / "owner+old" / "repo")
    rows, units = run.run(m, str(tmp_path / "work"), str(fake_segue), str(tmp_path), str(tmp_path / "build"),
                          mirrors=mirrors, jobs=1)
    status = {(r.repo, r.path): (r.status, r.reason) for r in rows}
    assert status[("owner/repo", "A.swift")][0] == "compiles"
    assert status[("owner/repo", "B.swift")] == ("third-party", "imports NoSuchModule")
    assert status[("owner/repo", "Gone.swift")] == ("unusable", "not in the snapshot at this commit")
    assert status[("owner/repo", "notes.txt")] == ("unusable", "not a Swift file")
    assert status[("owner/absent", "A.swift")][0] == "unusable"
    assert "not in the snapshot" in status[("owner/old", "A.swift")][1]
    assert len(rows) == 6


def test_type_check_errors_are_attributed_to_their_files_and_a_missing_import_sets_a_file_aside(tmp_path):
    good = tmp_path / "Good.swift"
    good.write_text("struct Good { let x: Int = 1 }\n")
    bad = tmp_path / "Bad.swift"
    bad.write_text("struct Bad { let y: Int = \"no\" }\n")
    lost = tmp_path / "Lost.swift"
    lost.write_text("import NotAModuleAnywhere\nstruct Lost {}\n")
    errors, failure = check.typecheck([str(good), str(bad), str(lost)], [])
    assert failure is None
    assert str(good.resolve()) not in errors
    assert "cannot convert" in errors[str(bad.resolve())][0][1]
    assert "no such module" in errors[str(lost.resolve())][0][1]


# Drivers: which objects are driven, and how they are built.

from segue_corpus import drivers  # noqa: E402


def _write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_transition_objects_are_found_by_what_they_conform_to_or_inherit(tmp_path):
    a = _write(tmp_path, "A.swift", "final class Slide: NSObject, UIViewControllerAnimatedTransitioning {}\n"
                                    "class Sheet: UIPresentationController {}\n"
                                    "class Pan: UIPercentDrivenInteractiveTransition {}\n"
                                    "class Box<T>: NSObject, UIViewControllerAnimatedTransitioning {}\n")
    b = _write(tmp_path, "B.swift", "class CardVC: UIViewController {}\n"
                                    "extension CardVC: UIViewControllerTransitioningDelegate {}\n"
                                    "extension UIView: UIViewControllerTransitioningDelegate {}\n")
    found = drivers.candidates([a, b], [a, b])
    assert ("Slide", "animator", False) in found
    assert ("Sheet", "presentation-controller", True) in found or ("Sheet", "presentation-controller", False) in found
    assert ("Pan", "interaction-controller", False) in found
    assert ("CardVC", "transitioning-delegate", True) in found
    assert all(name not in ("Box", "UIView") for name, _, _ in found)


def test_an_animator_with_a_presenting_flag_is_built_twice_with_opposite_flags():
    body = drivers._driver_body("Fade", "animator", False, ["isPresenting: Bool, duration: TimeInterval = 0.3"], {})
    assert "Fade(isPresenting: true)" in body and "Fade(isPresenting: false)" in body


def test_a_navigation_operation_and_an_enum_of_the_unit_are_chosen_by_direction():
    enums = drivers._enums(["enum Direction {\n case present\n case dismiss\n}\n"])
    assert enums == {"Direction": ["present", "dismiss"]}
    body = drivers._driver_body("Slide", "animator", False,
                                ["operation: UINavigationController.Operation, direction: Direction"], enums)
    assert "Slide(operation: .push, direction: .present)" in body
    assert "Slide(operation: .pop, direction: .dismiss)" in body


def test_an_object_whose_initialiser_takes_what_no_driver_can_make_is_not_driven():
    assert drivers._driver_body("Zoom", "animator", False, ["source: MyThumbnailProvider"], {}) is None


def test_a_presentation_controller_gets_the_presented_and_presenting_controllers():
    body = drivers._driver_body("Sheet", "presentation-controller", False,
                                ["presentedViewController: UIViewController, presenting presentingViewController: UIViewController?"], {})
    assert "Sheet(presentedViewController: $0, presenting: $1)" in body


def test_a_name_hidden_by_an_ios_only_condition_is_the_porters_not_a_sibling(tmp_path):
    kind, blocker = classify.classify("cannot find type 'PanThing' in scope", {"PanThing"}, {"PanThing"})
    assert kind == classify.ERA and blocker == classify.HIDDEN
    path = _write(tmp_path, "P.swift", "#if os(iOS)\nprotocol PanThing {}\n#endif\nstruct Shown {}\n")
    assert run._hidden_names([path]) == {"PanThing"}


def test_a_library_example_importing_its_own_library_is_compiled_as_that_module(tmp_path):
    a = _write(tmp_path, "Example.swift", "import UIKit\nimport Sheets\nlet x = SheetView()\n")
    b = _write(tmp_path, "SheetView.swift", "import UIKit\nclass SheetView: UIView {}\n")
    assert run._own_module([a, b], {"Sheets", "Example"}) == ["Sheets"]
    c = _write(tmp_path, "Other.swift", "import Core\n")
    assert run._own_module([a, c], {"Sheets", "Core"}) == []


def test_a_presentation_controller_without_initialisers_uses_the_inherited_designated_one():
    body = drivers._driver_body("Sheet", "presentation-controller", False, [], {})
    assert "Sheet(presentedViewController: $0, presenting: $1)" in body


def test_base_classes_are_not_driven_and_one_way_animators_animate_their_way_only(tmp_path):
    a = _write(tmp_path, "A.swift", "class BaseAnimator: NSObject, UIViewControllerAnimatedTransitioning {}\n"
                                    "final class SlideAnimator: BaseAnimator {}\n")
    found = [name for name, _, _ in drivers.candidates([a], [a])]
    assert "BaseAnimator" not in found and "SlideAnimator" in found
    body = drivers._driver_body("DrawerDismisser", "animator", False, [], {})
    assert "t.presenting = { SegueDriverFade() }" in body and "t.dismissing = { DrawerDismisser() }" in body


def test_a_sibling_with_the_file_name_of_a_units_own_file_is_left_out():
    paths = ["App/ViewController.swift", "App/Extensions/Decode.swift", "Other/Decode.swift",
             "App/ViewController.swift"]
    assert run._distinct_names(paths) == ["App/ViewController.swift", "App/Extensions/Decode.swift"]


def test_the_combine_helpers_module_map_is_passed_when_built(tmp_path):
    build = tmp_path / "debug"
    (build / "COpenCombineHelpers.build").mkdir(parents=True)
    (build / "COpenCombineHelpers.build" / "module.modulemap").write_text("module COpenCombineHelpers {}\n")
    flags = check.compiler_flags(str(tmp_path), str(build))
    assert f"-fmodule-map-file={build}/COpenCombineHelpers.build/module.modulemap" in flags


def test_an_enum_case_named_with_a_keyword_in_backticks_is_chosen_by_direction():
    enums = drivers._enums(["enum AnimationDirection {\n    case `in` // note\n    case out\n}\n"])
    assert enums == {"AnimationDirection": ["`in`", "out"]}
    body = drivers._driver_body("Bounce", "animator", False, ["direction: AnimationDirection"], enums)
    assert "Bounce(direction: .`in`)" in body
    assert "Bounce(direction: .out)" in body


def test_an_animator_that_casts_the_contexts_controllers_drives_the_units_own():
    texts = ["class Sheet: UIViewController {}\nclass Base: UIViewController {}\nclass Grid: Base {}\n"
             "class Cell: UICollectionViewCell {}\n"]
    controllers = drivers.view_controller_classes(texts)
    assert controllers == {"Sheet", "Base", "Grid"}
    presenting = ("guard let to = ctx.viewController(forKey: .to) as? Sheet,\n"
                  "      let from = ctx.viewController(forKey: .from) as? Grid else { return }")
    assert drivers.cast_controllers("SheetPresentationAnimator", presenting, controllers) == ("Sheet", "Grid")
    dismissing = "let fromVC = ctx.viewController(forKey: .from) as! Sheet\nlet c = x as? Cell"
    assert drivers.cast_controllers("SheetDismissalAnimator", dismissing, controllers) == ("Sheet", None)
    body = drivers._driver_body("SheetPresentationAnimator", "animator", False, [], {}, "Sheet", "Grid")
    assert "segueDriveModal(Sheet(), root: Grid())" in body
    push = drivers._driver_body("Coordinator", "navigation-delegate", False, [], {}, "Sheet", "Grid")
    assert "segueDrivePush(first: Grid(), delegate: d, pushed: Sheet())" in push


def test_a_cast_through_a_bound_variable_or_to_a_protocol_picks_the_units_controller():
    texts = ["class Detail: UIViewController {\n    init(photo: Int) { super.init(nibName: nil, bundle: nil) }\n"
             "    required init?(coder: NSCoder) { fatalError() }\n}\n"
             "class List: UIViewController {}\nextension List: Zooming {}\nprotocol Zooming {}\n"]
    controllers = drivers.view_controller_classes(texts)
    conformers = drivers.protocol_conformers(texts, controllers)
    assert conformers["Zooming"] == ["List"]
    body = ("let vc1 = ctx.viewController(forKey: .from)!\nlet vc2 = ctx.viewController(forKey: .to)!\n"
            "let d = vc2 as! Detail\nlet z = (vc1 as! Zooming)\n")
    assert drivers.cast_controllers("ZoomPushAnimator", body, controllers, conformers) == ("Detail", "List")
    inits = drivers._class_inits(texts[0], "Detail")
    assert drivers.controller_construction("Detail", inits, {}) == "Detail(photo: 0)"
    assert drivers.controller_construction("List", [], {}) == "List()"
    made = drivers._driver_body("ZoomPushAnimator", "animator", False, [], {}, "Detail(photo: 0)", "List()")
    assert "segueDriveModal(Detail(photo: 0), root: List())" in made


def test_an_initialiser_taking_the_units_own_types_gets_values_made_from_the_unit():
    texts = ["protocol Animatable: AnyObject {}\nclass Card: UIViewController, Animatable {}\n"
             "struct Style {\n    init(radius: CGFloat) {}\n}\n"
             "class Zoom: NSObject, UIViewControllerAnimatedTransitioning {\n"
             "    init(from: Animatable, style: Style, done: (() -> ())? = nil) {}\n}\n"]
    controllers = drivers.view_controller_classes(texts)
    unit = drivers.UnitTypes(texts, controllers, drivers.protocol_conformers(texts, controllers), {})
    inits = drivers._class_inits(texts[0], "Zoom")
    assert inits == ["from: Animatable, style: Style, done: (() -> ())? = nil"]
    assert drivers._construction("Zoom", inits, True, {}, {"unit": unit}) == \
        "Zoom(from: Card(), style: Style(radius: 0.3))"
    assert drivers._construction("Zoom", inits, True, {}, {}) is None
    assert drivers._class_inits("class A {\n    func f() { super.init(x: 1) }\n}\n", "A") == []
