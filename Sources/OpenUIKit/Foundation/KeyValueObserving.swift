import Foundation

/// The observations of Segue's observable properties, by object, held
/// weakly (an observation lives as long as its owner keeps it), and the
/// hooks the properties' setters call. With no observation anywhere the
/// hooks return at once.
@MainActor
enum KeyValueObserving {
    private final class Entry {
        weak var observation: NSKeyValueObservation?
        init(_ observation: NSKeyValueObservation) { self.observation = observation }
    }

    private static var observations: [ObjectIdentifier: [Entry]] = [:]

    static func add(_ observation: NSKeyValueObservation) {
        guard let object = observation.object else { return }
        observations[ObjectIdentifier(object), default: []].append(Entry(observation))
    }

    static func remove(_ observation: NSKeyValueObservation) {
        for (id, list) in observations {
            let kept = list.filter { $0.observation != nil && $0.observation !== observation }
            observations[id] = kept.isEmpty ? nil : kept
        }
    }

    /// Called by a setter before it changes `key` of `object`.
    static func willChange(_ object: AnyObject, _ key: String) {
        for observation in matching(object, key) { observation.willChange() }
    }

    /// Called by a setter after it changed `key` of `object`.
    static func didChange(_ object: AnyObject, _ key: String) {
        for observation in matching(object, key) { observation.didChange() }
    }

    private static func matching(_ object: AnyObject, _ key: String) -> [NSKeyValueObservation] {
        guard !observations.isEmpty, let list = observations[ObjectIdentifier(object)] else { return [] }
        return list.compactMap { entry in
            guard let observation = entry.observation, observation.isValid, observation.key == key,
                  observation.object === object else { return nil }
            return observation
        }
    }
}
