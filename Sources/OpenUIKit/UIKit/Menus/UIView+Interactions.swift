import Foundation

extension UIView {
    /// The interactions attached to the view, in the order added. Setting it
    /// removes the current ones and adds the new ones.
    public var interactions: [UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction`, moving it from the view it was on; adding it
    /// twice does nothing. Calls `willMove(to: self)`, then `didMove(to: self)`.
    public func addInteraction(_ interaction: UIInteraction) {
        if interactionStorage.contains(where: { $0 === interaction }) { return }
        if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` (`willMove(to: nil)`, then `didMove(to: nil)`);
    /// one not attached here is left alone.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
