extension UIAlertAction {
    /// How an action's button looks (`UIAlertAction.Style`): `.default` in
    /// the tint colour, `.cancel` in bold (and, in an action sheet, in its
    /// own group at the bottom), `.destructive` in red.
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }
}
