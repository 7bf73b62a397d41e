import Foundation
import OpenCombine

/// The subscription shared by the operators that join several upstream
/// publishers into one stream (`merge`, `combineLatest`).
///
/// Each upstream is subscribed with unlimited demand; what they produce is
/// turned into outputs by `combine` (a merge passes each value through; a
/// combine-latest emits the tuple of the latest values once every upstream
/// has produced one) and queued, and the queue is delivered as the
/// downstream's demand allows, so the downstream never receives more than
/// it asked for. The stream finishes when every upstream has finished and
/// the queue is empty, and fails at the first upstream failure; cancelling
/// it cancels every upstream.
final class FanInSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    /// Turns upstream `index`'s value into the outputs to queue, given the
    /// latest value of every upstream (nil where none came yet).
    typealias Combine = (_ index: Int, _ latest: [Any?]) -> Output?

    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private let combine: Combine
    private var upstreams: [Subscription?]
    private var latest: [Any?]
    private var finished: [Bool]
    private var queue: [Output] = []
    private var demand = Subscribers.Demand.none
    private var failure: Failure?
    private var isDelivering = false

    init(count: Int, downstream: AnySubscriber<Output, Failure>, combine: @escaping Combine) {
        self.downstream = downstream
        self.combine = combine
        upstreams = Array(repeating: nil, count: count)
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    /// Subscribes to `publishers` (one per index) and hands the downstream
    /// this subscription.
    func start(_ publishers: [AnyPublisher<Any, Failure>]) {
        downstream?.receive(subscription: self)
        if publishers.isEmpty { return finishIfDone() }
        for (index, publisher) in publishers.enumerated() {
            publisher.subscribe(Inner(parent: self, index: index))
        }
    }

    fileprivate func attach(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard downstream != nil, upstreams[index] == nil else {
            lock.unlock()
            return subscription.cancel()
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    fileprivate func receive(_ value: Any, at index: Int) {
        lock.lock()
        guard downstream != nil else { return lock.unlock() }
        latest[index] = value
        if let output = combine(index, latest) { queue.append(output) }
        lock.unlock()
        drain()
    }

    fileprivate func receive(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard downstream != nil else { return lock.unlock() }
        finished[index] = true
        if case .failure(let error) = completion, failure == nil {
            failure = error
            queue.removeAll()
        }
        lock.unlock()
        finishIfDone()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        drain()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        let subscriptions = upstreams
        upstreams = Array(repeating: nil, count: upstreams.count)
        queue.removeAll()
        lock.unlock()
        for subscription in subscriptions { subscription?.cancel() }
    }

    /// Sends queued outputs while there is demand; reentrant calls (a
    /// downstream that sends more from its `receive`) leave it to the
    /// outer loop.
    private func drain() {
        lock.lock()
        guard !isDelivering else { return lock.unlock() }
        isDelivering = true
        while let downstream, demand > 0, !queue.isEmpty {
            let output = queue.removeFirst()
            demand -= 1
            lock.unlock()
            let more = downstream.receive(output)
            lock.lock()
            demand += more
        }
        isDelivering = false
        lock.unlock()
        finishIfDone()
    }

    private func finishIfDone() {
        lock.lock()
        guard let downstream, !isDelivering else { return lock.unlock() }
        let completion: Subscribers.Completion<Failure>
        if let failure {
            completion = .failure(failure)
        } else if queue.isEmpty, finished.allSatisfy({ $0 }) {
            completion = .finished
        } else {
            return lock.unlock()
        }
        self.downstream = nil
        let subscriptions = upstreams
        upstreams = Array(repeating: nil, count: upstreams.count)
        lock.unlock()
        if case .failure = completion { for subscription in subscriptions { subscription?.cancel() } }
        downstream.receive(completion: completion)
    }

    /// The subscriber attached to upstream `index`.
    private struct Inner: Subscriber {
        typealias Input = Any
        let parent: FanInSubscription
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { parent.attach(subscription, at: index) }
        func receive(_ input: Any) -> Subscribers.Demand {
            parent.receive(input, at: index)
            return .none
        }
        func receive(completion: Subscribers.Completion<Failure>) { parent.receive(completion, at: index) }
    }
}

extension Publisher {
    /// This publisher with its output erased to `Any`, for `FanInSubscription`.
    func erasedForFanIn() -> AnyPublisher<Any, Failure> {
        map { $0 as Any }.eraseToAnyPublisher()
    }
}
