import OpenCombine

extension Publishers {
    /// A publisher that receives and combines the latest elements from
    /// three publishers.
    ///
    /// https://developer.apple.com/documentation/combine/publishers/combinelatest3
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output {
            let subscription = FanInSubscription<Output, Failure>(count: 3, downstream: AnySubscriber(subscriber)) { _, latest in
                guard let a = latest[0] as? A.Output, let b = latest[1] as? B.Output,
                      let c = latest[2] as? C.Output else { return nil }
                return (a, b, c)
            }
            subscription.start([a.erasedForFanIn(), b.erasedForFanIn(), c.erasedForFanIn()])
        }
    }
}
