import Foundation

/// An action of the framework's own that animates a layer property change:
/// Core Animation's implicit action and UIKit's view-animation blocks.
///
/// `CALayer` runs these directly with what it already knows about the
/// change (the parsed key and the value before it) instead of going through
/// `run(forKey:object:arguments:)`, which would box the layer in `Any` and
/// cast it back. Run through `CAAction` (by a user who asked a layer for its
/// action), they read the change in progress from the layer as before.
@MainActor
class LayerChangeAction: NSObject, @MainActor CAAction {
    /// Animates `layer`'s change of `key` (named `name`): `before` is the
    /// value shown before the change (the presentation value), `model` the
    /// model value before it; the new model value is on the layer.
    func animateChange(of layer: CALayer, key: LayerKeyPath, name: String,
                       from before: AnimatableValue, model: AnimatableValue) {}

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let change = layer.valueBeforeChange else { return }
        animateChange(of: layer, key: change.key, name: event, from: change.value, model: change.model)
    }
}
