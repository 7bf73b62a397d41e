/// The unified diff of two versions of a text file, as `diff -u` and
/// `git diff` print it and `patch`/`git apply` read it.
///
/// ```text
/// --- a/Sources/Animator.swift
/// +++ b/Sources/Animator.swift
/// @@ -3,7 +3,7 @@
///  …three lines of context…
/// -    @objc func handlePan(_ g: UIPanGestureRecognizer) {
/// +    func handlePan(_ g: UIPanGestureRecognizer) {
///  …
/// ```
///
/// Lines are compared whole (`\n`-terminated; a `\r` stays part of its
/// line). Each hunk header counts lines from 1 and always gives both the
/// start and the count; a hunk that adds to an empty side starts at the line
/// before it (0 at the top). Hunks whose context would touch or overlap are
/// merged. A last line without a line break is followed by
/// `\ No newline at end of file`.
public enum UnifiedDiff {
    /// The diff from `original` to `modified`; empty when they are equal.
    ///
    /// - Parameters:
    ///   - path: The file's path, printed as `a/path` and `b/path` (a
    ///     leading `./` or `/` is dropped).
    ///   - context: The unchanged lines shown around each change.
    public static func between(_ original: String, _ modified: String, path: String, context: Int = 3) -> String {
        guard original != modified else { return "" }
        let old = lines(of: original)
        let new = lines(of: modified)
        let script = editScript(from: old, to: new)
        var displayPath = Substring(path)
        while displayPath.hasPrefix("./") { displayPath = displayPath.dropFirst(2) }
        while displayPath.hasPrefix("/") { displayPath = displayPath.dropFirst() }

        var output = "--- a/\(displayPath)\n+++ b/\(displayPath)\n"
        for hunk in hunks(of: script, context: max(0, context)) {
            let edits = script[hunk]
            let oldCount = edits.filter { $0.kind != .insert }.count
            let newCount = edits.filter { $0.kind != .delete }.count
            let first = edits.first!
            let oldStart = oldCount == 0 ? first.oldIndex : first.oldIndex + 1
            let newStart = newCount == 0 ? first.newIndex : first.newIndex + 1
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in edits {
                let line: Line
                switch edit.kind {
                case .equal: line = old[edit.oldIndex]; output += " "
                case .delete: line = old[edit.oldIndex]; output += "-"
                case .insert: line = new[edit.newIndex]; output += "+"
                }
                output += line.text + "\n"
                if !line.isTerminated { output += "\\ No newline at end of file\n" }
            }
        }
        return output
    }

    /// One line and whether a line break ends it (only the last may lack one).
    private struct Line: Hashable {
        let text: Substring
        let isTerminated: Bool
    }

    /// The lines of `text`, split at each `\n` scalar (a `\r\n` is one
    /// `Character`, so splitting characters would miss it).
    private static func lines(of text: String) -> [Line] {
        var pieces = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        let terminated = pieces.last?.isEmpty == true
        if terminated { pieces.removeLast() }
        return pieces.enumerated().map { index, piece in
            Line(text: Substring(piece), isTerminated: terminated || index < pieces.count - 1)
        }
    }

    /// One step of the edit script. `oldIndex` and `newIndex` are the
    /// 0-based positions in each side where the step stands (for an insert,
    /// `oldIndex` is the old line it goes before, and so on).
    private struct Edit {
        enum Kind { case equal, delete, insert }
        let kind: Kind
        let oldIndex: Int
        let newIndex: Int
    }

    /// A shortest edit script (the standard library's difference is a Myers
    /// diff), deletions before insertions within each change.
    private static func editScript(from old: [Line], to new: [Line]) -> [Edit] {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var script: [Edit] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                script.append(Edit(kind: .delete, oldIndex: i, newIndex: j)); i += 1
            } else if j < new.count, inserted.contains(j) {
                script.append(Edit(kind: .insert, oldIndex: i, newIndex: j)); j += 1
            } else {
                script.append(Edit(kind: .equal, oldIndex: i, newIndex: j)); i += 1; j += 1
            }
        }
        return script
    }

    /// The ranges of the script to print: each change with `context` equal
    /// steps around it, ranges that touch merged.
    private static func hunks(of script: [Edit], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, edit) in script.enumerated() where edit.kind != .equal {
            let range = max(0, index - context)..<min(script.count, index + context + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }
}
