import Foundation

/// Options for `UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)`
/// (`UISceneDestructionRequestOptions`). Segue has no animation to choose
/// when a scene goes away: the options carry nothing it reads.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}
