import Foundation
import OpenCombine

extension NotificationCenter {
    /// A publisher that emits elements when broadcasting notifications.
    ///
    /// https://developer.apple.com/documentation/foundation/notificationcenter/publisher
    ///
    /// Each subscription adds its own observer to `center` (for `name`, and
    /// `object` when given) and removes it when cancelled. A notification
    /// posted while the subscriber has no outstanding demand is dropped, as
    /// Apple's publisher does. Notifications are delivered on the thread
    /// that posts them.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: subscription)
            subscription.observe(center: center, name: name, object: object)
        }
    }

    /// Returns a publisher that emits events when broadcasting notifications.
    ///
    /// https://developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:)
    ///
    /// - Parameters:
    ///   - name: The name of the notification to publish.
    ///   - object: The object posting the named notification. If `nil`, the
    ///     publisher emits elements for any object producing a notification
    ///     with the given name.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

extension NotificationCenter.Publisher: Equatable {
    /// Two publishers are equal when they have the same center, name and
    /// (identical) object.
    public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher) -> Bool {
        lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
    }
}

/// One subscriber's observation of a notification center.
private final class NotificationSubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Notification, Never>?
    private var demand = Subscribers.Demand.none
    private var center: NotificationCenter?
    private var observer: NSObjectProtocol?

    init(downstream: AnySubscriber<Notification, Never>) {
        self.downstream = downstream
    }

    func observe(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        lock.lock()
        guard downstream != nil else { return lock.unlock() }
        lock.unlock()
        let token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            self?.deliver(notification)
        }
        lock.lock()
        if downstream == nil {
            lock.unlock()
            center.removeObserver(token)
            return
        }
        self.center = center
        observer = token
        lock.unlock()
    }

    private func deliver(_ notification: Notification) {
        lock.lock()
        guard let downstream, demand > 0 else { return lock.unlock() }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(notification)
        lock.lock()
        if self.downstream != nil { demand += more }
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        if downstream != nil { self.demand += demand }
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let center = self.center, observer = self.observer
        downstream = nil
        self.center = nil
        self.observer = nil
        lock.unlock()
        if let center, let observer { center.removeObserver(observer) }
    }
}
