import OpenCombine

extension Publishers {
    /// A publisher created by applying the merge function to an arbitrary
    /// number of upstream publishers.
    ///
    /// https://developer.apple.com/documentation/combine/publishers/mergemany
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output {
            let subscription = FanInSubscription<Output, Failure>(count: publishers.count,
                                                                  downstream: AnySubscriber(subscriber)) { index, latest in
                latest[index] as? Output
            }
            subscription.start(publishers.map { $0.erasedForFanIn() })
        }

        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }
}
