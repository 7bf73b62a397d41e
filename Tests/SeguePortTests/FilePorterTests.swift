import Foundation
import SeguePort
import Testing

/// `segue-port` on files and folders: what is ported, what is written, what
/// is said, and the exit status.
@Suite("Porting files and folders")
struct FilePorterTests {
    static let portable = "import UIKit\n\nfinal class A {\n    @IBOutlet weak var card: UIView!\n}\n"
    static let ported = "import UIKit\n\nfinal class A {\n    weak var card: UIView!\n}\n"
    static let unportable = "let type = NSClassFromString(\"A\")\n"
    static let broken = "final class A {\n    func f( {\n}\n"

    @Test("Without --in-place, nothing is written and the diff is the file's")
    func diffOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("A.swift", Self.portable)
        let files = FilePorter().port(paths: [path])
        #expect(files.count == 1)
        #expect(files[0].wasWritten == false)
        #expect(try folder.read("A.swift") == Self.portable)
        #expect(files[0].diff == UnifiedDiff.between(Self.portable, Self.ported, path: path))
        #expect(files[0].messages == [])
        #expect(FilePorter.exitCode(for: files) == 0)
    }

    @Test("--in-place writes the ported file, and a second run changes nothing")
    func inPlace() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("A.swift", Self.portable)
        let first = FilePorter(writesInPlace: true).port(paths: [path])
        #expect(first[0].wasWritten)
        #expect(try folder.read("A.swift") == Self.ported)
        let second = FilePorter(writesInPlace: true).port(paths: [path])
        #expect(second[0].wasWritten == false)
        #expect(second[0].diff == "")
    }

    @Test("A file with a syntax error is left untouched, says so, and exits 2")
    func syntaxError() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("Broken.swift", Self.broken + "@objc func g() {}\n")
        let files = FilePorter(writesInPlace: true).port(paths: [path])
        #expect(files[0].wasWritten == false)
        #expect(try folder.read("Broken.swift") == Self.broken + "@objc func g() {}\n")
        #expect(files[0].diff == "")
        #expect(files[0].messages.last == "\(path): error: the file has syntax errors; it was left unchanged")
        #expect(files[0].messages.first?.hasPrefix("\(path):2:12: error: expected ')'") == true)
        #expect(files[0].messages.dropLast().allSatisfy { $0.contains(": error: ") })
        #expect(FilePorter.exitCode(for: files) == 2)
    }

    @Test("A path that is not a Swift file is an error, and the file is untouched")
    func notSwift() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("notes.txt", "@objc func f() {}\n")
        let files = FilePorter(writesInPlace: true).port(paths: [path])
        #expect(files.map(\.messages) == [["\(path): error: not a Swift source file (segue-port reads .swift files)"]])
        #expect(try folder.read("notes.txt") == "@objc func f() {}\n")
        #expect(FilePorter.exitCode(for: files) == 2)
    }

    @Test("A missing path is an error")
    func missing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let files = FilePorter().port(paths: ["\(folder.path)/Nowhere.swift"])
        #expect(files.map(\.messages) == [["\(folder.path)/Nowhere.swift: error: no such file or directory"]])
        #expect(FilePorter.exitCode(for: files) == 2)
    }

    @Test("A file that is not UTF-8 is an error")
    func notUTF8() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("Latin1.swift", Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]))
        let files = FilePorter().port(paths: [path])
        #expect(files.map(\.messages) == [["\(path): error: the file is not UTF-8 text"]])
    }

    @Test("One bad file does not stop the others; errors outrank warnings")
    func mixed() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let good = try folder.write("Good.swift", Self.portable)
        let bad = try folder.write("Bad.swift", Self.broken)
        let files = FilePorter(writesInPlace: true).port(paths: [bad, good])
        #expect(files.map(\.path) == [bad, good])
        #expect(try folder.read("Good.swift") == Self.ported)
        #expect(FilePorter.exitCode(for: files) == 2)
    }

    @Test("Unportable constructs exit 1 and are listed as warnings")
    func unportableExit() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("A.swift", Self.unportable)
        let files = FilePorter().port(paths: [path])
        #expect(files[0].messages.count == 1)
        #expect(files[0].messages[0].hasPrefix("\(path):1:12: warning: 'NSClassFromString' cannot be ported: "))
        #expect(FilePorter.exitCode(for: files) == 1)
    }

    @Test("A folder is searched recursively, in path (byte) order, skipping hidden folders and other files")
    func folderWalk() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for name in ["b.swift", "sub/a.swift", "sub/deeper/c.swift", ".build/x.swift", ".hidden/y.swift",
                     "sub/.z.swift", "README.md", "Z.swift"] {
            try folder.write(name, Self.portable)
        }
        let files = FilePorter().port(paths: [folder.path + "/"])
        #expect(files.map(\.path) == ["Z.swift", "b.swift", "sub/a.swift", "sub/deeper/c.swift"].map { "\(folder.path)/\($0)" })
    }

    @Test("A file named twice, directly and through its folder, is ported once")
    func duplicates() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("A.swift", Self.portable)
        #expect(FilePorter().port(paths: [path, folder.path]).count == 1)
    }
}
