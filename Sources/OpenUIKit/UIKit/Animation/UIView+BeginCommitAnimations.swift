import Foundation

/// The animation-block API UIKit had before blocks (`beginAnimations(_:context:)`
/// … `commitAnimations()`), deprecated since iOS 13 and still used by older
/// code. Property changes between begin and commit are animated with the
/// block's settings: a duration of 0.2 seconds and the ease-in-out curve
/// unless set (UIKit's documented defaults). A setting applies to the
/// changes made after it in the block; UIKit's own order is not documented
/// (docs/FIDELITY.md). Outside a block the setters do nothing, as Apple
/// documents.
extension UIView {
    /// Begins an animation block named `animationID`; `context` is passed
    /// back to the delegate's will-start and did-stop selectors.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = BeginCommitAnimationBlock(animationID: animationID, context: context)
        BeginCommitAnimationBlock.open.append(block)
        UIViewAnimationContext.stack.append(block.animationContext)
    }

    /// Ends the innermost block and starts its animations; the delegate's
    /// did-stop selector is sent when they have all stopped.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func commitAnimations() {
        guard let block = BeginCommitAnimationBlock.open.popLast() else {
            Log.uiKit.error("commitAnimations() without a matching beginAnimations(_:context:); ignored")
            return
        }
        if let index = UIViewAnimationContext.stack.lastIndex(where: { $0 === block.animationContext }) {
            UIViewAnimationContext.stack.remove(at: index)
        }
        block.commit()
    }

    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDuration(_ duration: TimeInterval) {
        guard let block = BeginCommitAnimationBlock.current, duration.isFinite else { return }
        block.animationContext.duration = max(duration, 0)
    }

    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDelay(_ delay: TimeInterval) {
        guard let block = BeginCommitAnimationBlock.current, delay.isFinite else { return }
        block.animationContext.delay = max(delay, 0)
    }

    /// Starts the block's animations at `startDate` (measured from now by the system clock).
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationStart(_ startDate: Date) {
        guard let block = BeginCommitAnimationBlock.current else { return }
        block.animationContext.delay = max(startDate.timeIntervalSinceNow, 0)
    }

    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        BeginCommitAnimationBlock.current?.animationContext.timing = .curve(curve.timingFunction)
    }

    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        guard repeatCount.isFinite || repeatCount == .infinity else { return }
        BeginCommitAnimationBlock.current?.animationContext.repeatCount = max(repeatCount, 0)
    }

    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        BeginCommitAnimationBlock.current?.animationContext.autoreverses = repeatAutoreverses
    }

    /// Whether the block's animations start from what is shown (true) or
    /// from the end of animations in flight (false, the default).
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let context = BeginCommitAnimationBlock.current?.animationContext else { return }
        if fromCurrentState { context.options.insert(.beginFromCurrentState) } else { context.options.remove(.beginFromCurrentState) }
    }

    /// The object that receives the will-start and did-stop selectors.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDelegate(_ delegate: Any?) {
        BeginCommitAnimationBlock.current?.delegate = delegate as AnyObject?
    }

    /// Sent to the delegate when the block commits: `animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?)`.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationWillStart(_ selector: Selector?) {
        BeginCommitAnimationBlock.current?.willStart = selector
    }

    /// Sent to the delegate when the animations have stopped:
    /// `animationDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?)`.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDidStop(_ selector: Selector?) {
        BeginCommitAnimationBlock.current?.didStop = selector
    }
}

/// One `beginAnimations` … `commitAnimations` block.
@MainActor
final class BeginCommitAnimationBlock {
    static var open: [BeginCommitAnimationBlock] = []
    /// The innermost open block, when its context is the current one.
    static var current: BeginCommitAnimationBlock? {
        guard let block = open.last, UIViewAnimationContext.stack.last === block.animationContext else { return nil }
        return block
    }

    let animationID: String?
    let context: UnsafeMutableRawPointer?
    let animationContext: UIViewAnimationContext
    weak var delegate: AnyObject?
    var willStart: Selector?
    var didStop: Selector?

    init(animationID: String?, context: UnsafeMutableRawPointer?) {
        self.animationID = animationID
        self.context = context
        animationContext = .nested(duration: 0.2, delay: 0,
                                   timing: .curve(UIView.AnimationCurve.easeInOut.timingFunction), options: [])
    }

    func commit() {
        let (delegate, animationID, context) = (delegate, animationID, context)
        if let delegate, let willStart {
            _ = SelectorTable.send(willStart, to: delegate, [animationID, context])
        }
        if let didStop {
            animationContext.completion = { [weak delegate] finished in
                guard let delegate else { return }
                _ = SelectorTable.send(didStop, to: delegate, [animationID, NSNumber(value: finished), context])
            }
        }
        animationContext.seal()
    }
}
