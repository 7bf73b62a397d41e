extension UIActivity {
    /// Where an activity is listed in the share sheet (`UIActivity.Category`).
    public enum Category: Int, Sendable {
        case action = 0, share
    }
}
