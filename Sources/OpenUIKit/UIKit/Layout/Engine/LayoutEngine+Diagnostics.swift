import Foundation

/// UIKit's "Unable to simultaneously satisfy constraints." report.
extension LayoutEngine {
    static func itemName(_ item: AnyObject) -> String {
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(item).toOpaque()), radix: 16)
        return "\(TypeNames.unqualified(type(of: item))):0x\(address)"
    }

    /// An item's name as `itemName(_:)` writes it, taken without keeping
    /// any reference to the item (a weak one costs a side table and slow
    /// reference counting): labels read it only when a diagnostic is built.
    struct ItemName {
        let type: Any.Type
        let address: UInt

        init(_ item: AnyObject) {
            type = Swift.type(of: item)
            address = UInt(bitPattern: ObjectIdentifier(item))
        }

        @MainActor var text: String { "\(TypeNames.unqualified(type)):0x\(String(address, radix: 16))" }
    }

    /// How the report names `c`: its `NSLayoutConstraint`'s description
    /// (found among the hierarchy's installed constraints by identity), or
    /// the label of a constraint the engine made itself.
    func describe(_ c: SolverConstraint) -> String {
        if let id = c.ownerID {
            if let root, let owner = installedConstraint(id, in: root) { return owner.description }
            return "<NSLayoutConstraint:0x\(String(UInt(bitPattern: id), radix: 16)) (no longer installed)>"
        }
        let label = c.label()
        return label.hasPrefix("<") ? label : "<\(label)   (active)>"
    }

    private func installedConstraint(_ id: ObjectIdentifier, in view: UIView) -> NSLayoutConstraint? {
        if let found = view.layoutStorage?.constraints.first(where: { ObjectIdentifier($0) == id }) { return found }
        for sub in view.subviewStorage {
            if let found = installedConstraint(id, in: sub) { return found }
        }
        return nil
    }

    /// Logs the conflict the solver found when `broken` could not be
    /// satisfied with the required constraints already installed. The
    /// broken constraint is the one being added (or whose constant
    /// changed): it stays active, as in UIKit, but is not enforced until
    /// the engine is rebuilt.
    func reportUnsatisfiable(breaking broken: SolverConstraint) {
        var list = solver.lastConflict.filter { $0 !== broken }
        list.append(broken)
        let lines = list.map { "    \"\(describe($0))\"" }.joined(separator: ",\n")
        Log.uiKit.error("""
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
        (
        \(lines)
        )

        Will attempt to recover by breaking constraint 
        \(describe(broken))

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """)
    }
}
