import Foundation
@testable import OpenUIKit

/// Runs `body` in a transaction with actions disabled: the model changes it
/// makes start no implicit animations (set-up, or a change of the model
/// under a running animation).
@MainActor
func withoutActions(_ body: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    body()
    CATransaction.commit()
}
