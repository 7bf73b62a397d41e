import OpenCombine

extension Publishers {
    /// A publisher created by applying the merge function to two upstream
    /// publishers.
    ///
    /// https://developer.apple.com/documentation/combine/publishers/merge
    ///
    /// It republishes every element of both as it arrives, finishes when
    /// both have finished, and fails when either fails.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Failure, S.Input == Output {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).receive(subscriber: subscriber)
        }

        public func merge<P: Publisher>(with other: P) -> Merge3<A, B, P> where P.Failure == Failure, P.Output == Output {
            Merge3(a, b, other)
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from another
    /// publisher of the same type, delivering an interleaved sequence of
    /// elements.
    ///
    /// https://developer.apple.com/documentation/combine/publisher/merge(with:)-7fk3a
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// Combines elements from this publisher with those from two others.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    /// Combines elements from this publisher with those from any number of
    /// others of its type.
    public func merge(with other: Self...) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany([self] + other)
    }
}
