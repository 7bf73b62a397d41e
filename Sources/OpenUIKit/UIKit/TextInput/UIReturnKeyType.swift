/// The title of the keyboard's return key (`UIReturnKeyType`, part of `UITextInputTraits`).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
