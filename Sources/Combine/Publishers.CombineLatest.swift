import OpenCombine

extension Publishers {
    /// A publisher that receives and combines the latest elements from two
    /// publishers.
    ///
    /// https://developer.apple.com/documentation/combine/publishers/combinelatest
    ///
    /// It publishes a tuple of the latest element of each whenever either
    /// produces one, once both have produced at least one; it finishes when
    /// both have finished and fails when either fails.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output {
            let subscription = FanInSubscription<Output, Failure>(count: 2, downstream: AnySubscriber(subscriber)) { _, latest in
                guard let a = latest[0] as? A.Output, let b = latest[1] as? B.Output else { return nil }
                return (a, b)
            }
            subscription.start([a.erasedForFanIn(), b.erasedForFanIn()])
        }
    }
}

extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon
    /// receiving output from either publisher.
    ///
    /// https://developer.apple.com/documentation/combine/publisher/combinelatest(_:)
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to an additional publisher and invokes a closure upon
    /// receiving output from either publisher.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Subscribes to two additional publishers and publishes a tuple upon
    /// receiving output from any of the publishers.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Subscribes to two additional publishers and invokes a closure upon
    /// receiving output from any of the publishers.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                            _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }
}
