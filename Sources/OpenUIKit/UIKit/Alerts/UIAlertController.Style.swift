extension UIAlertController {
    /// How an alert controller shows (`UIAlertController.Style`): `.alert`
    /// in the middle of the screen, `.actionSheet` at the bottom.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }
}
