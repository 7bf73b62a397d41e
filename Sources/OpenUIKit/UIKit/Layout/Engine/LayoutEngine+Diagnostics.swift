import Foundation

/// UIKit's "Unable to simultaneously satisfy constraints." report.
extension LayoutEngine {
    static func itemName(_ item: AnyObject) -> String {
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(item).toOpaque()), radix: 16)
        return "\(TypeNames.unqualified(type(of: item))):0x\(address)"
    }

    static func describe(_ c: SolverConstraint) -> String {
        if let owner = c.owner as? NSLayoutConstraint { return owner.description }
        let label = c.label()
        return label.hasPrefix("<") ? label : "<\(label)   (active)>"
    }

    /// Logs the conflict the solver found when `broken` could not be
    /// satisfied with the required constraints already installed. The
    /// broken constraint is the one being added (or whose constant
    /// changed): it stays active, as in UIKit, but is not enforced until
    /// the engine is rebuilt.
    func reportUnsatisfiable(breaking broken: SolverConstraint) {
        var list = solver.lastConflict.filter { $0 !== broken }
        list.append(broken)
        let lines = list.map { "    \"\(LayoutEngine.describe($0))\"" }.joined(separator: ",\n")
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
        \(LayoutEngine.describe(broken))

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """)
    }
}
