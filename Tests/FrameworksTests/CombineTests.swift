import Combine
import Foundation
import Testing

/// `import Combine` as iOS files use it, checked against the behaviour
/// Apple documents for each publisher, subject and operator.
@Suite struct CombineTests {
    /// "A publisher that emits an output to each subscriber just once, and
    /// then finishes." (Just)
    @Test func justDeliversItsValueThenFinishes() {
        var events: [String] = []
        let cancellable = Just(1).sink(receiveCompletion: { completion in
            if case .finished = completion { events.append("finished") }
        }, receiveValue: { events.append("value \($0)") })
        #expect(events == ["value 1", "finished"])
        _ = cancellable
    }

    /// "Unlike PassthroughSubject, CurrentValueSubject maintains a buffer of
    /// the most recently published element."
    @Test func currentValueSubjectReplaysItsValue() {
        let subject = CurrentValueSubject<Int, Never>(5)
        var received: [Int] = []
        var cancellables = Set<AnyCancellable>()
        subject.sink { received.append($0) }.store(in: &cancellables)
        #expect(received == [5])
        subject.send(6)
        #expect(received == [5, 6] && subject.value == 6)
        subject.value = 7
        #expect(received == [5, 6, 7])
        #expect(cancellables.count == 1)
    }

    /// A PassthroughSubject has no initial value or buffer: a subscriber
    /// sees only what is sent after it subscribed, until completion.
    @Test func passthroughSubjectDoesNotReplay() {
        let subject = PassthroughSubject<String, Never>()
        subject.send("before")
        var received: [String] = []
        var finished = false
        let cancellable = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        subject.send("after")
        subject.send(completion: .finished)
        subject.send("ignored")
        #expect(received == ["after"] && finished)
        cancellable.cancel()
    }

    final class Model: ObservableObject {
        @Published var count = 0
        @Published var name = ""
    }

    /// "When the property changes, publishing occurs in the property's
    /// willSet block": a subscriber reading the property still sees the old
    /// value; `objectWillChange` fires before any `@Published` change.
    @Test func publishedPublishesOnWillSet() {
        let model = Model()
        var seen: [(new: Int, stored: Int)] = []
        var willChange = 0
        var cancellables = Set<AnyCancellable>()
        model.$count.sink { [unowned model] value in seen.append((value, model.count)) }.store(in: &cancellables)
        model.objectWillChange.sink { willChange += 1 }.store(in: &cancellables)
        model.count = 3
        model.name = "x"
        #expect(seen.map(\.new) == [0, 3])
        #expect(seen.last?.stored == 0)
        #expect(willChange == 2)
    }

    final class Label { var text = "" }

    @Test func assignToOnWritesTheKeyPath() {
        let label = Label()
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.map { "\($0) items" }.assign(to: \.text, on: label)
        subject.send(3)
        #expect(label.text == "3 items")
        cancellable.cancel()
        subject.send(4)
        #expect(label.text == "3 items")
    }

    @Test func operatorsMapFilterRemoveDuplicatesCombineLatestMerge() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var filtered: [Int] = [], combined: [String] = [], merged: [Int] = []
        var cancellables = Set<AnyCancellable>()
        a.removeDuplicates().filter { $0 % 2 == 0 }.map { $0 * 10 }.sink { filtered.append($0) }.store(in: &cancellables)
        a.combineLatest(b).sink { combined.append("\($0)-\($1)") }.store(in: &cancellables)
        a.merge(with: b).eraseToAnyPublisher().sink { merged.append($0) }.store(in: &cancellables)
        a.send(2); a.send(2); a.send(3); b.send(9); a.send(4)
        #expect(filtered == [20, 40])
        #expect(combined == ["3-9", "4-9"])
        #expect(merged == [2, 2, 3, 9, 4])
    }

    /// "A publisher that emits elements when broadcasting notifications",
    /// filtered by object when one is given; cancelling removes the observer.
    @Test func notificationPublisherReceivesPostedNotifications() {
        let center = NotificationCenter()
        let name = Notification.Name("SegueCombineTest")
        let sender = NSObject(), other = NSObject()
        var all: [Notification] = [], fromSender: [Notification] = []
        let allCancellable = center.publisher(for: name).sink { all.append($0) }
        let senderCancellable = center.publisher(for: name, object: sender).sink { fromSender.append($0) }
        center.post(name: name, object: sender)
        center.post(name: name, object: other)
        #expect(all.count == 2 && fromSender.count == 1)
        #expect(center.publisher(for: name) == NotificationCenter.Publisher(center: center, name: name))
        allCancellable.cancel()
        center.post(name: name, object: sender)
        #expect(all.count == 2 && fromSender.count == 2)
        senderCancellable.cancel()
    }

    /// Stride literals are seconds; the helpers convert to the scheduler's unit.
    @Test func schedulerStrides() {
        let dispatch: DispatchQueue.SchedulerTimeType.Stride = 0.3
        #expect(dispatch.magnitude == 300_000_000)
        #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(300) == dispatch)
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(2) == 2)
        let runLoop: RunLoop.SchedulerTimeType.Stride = .milliseconds(250)
        #expect(runLoop.timeInterval == 0.25)
        let now = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
        #expect(now.distance(to: now.advanced(by: .microseconds(2))) == .nanoseconds(2_000))
    }

    /// A queue other than the main one schedules through GCD.
    @Test func globalQueueSchedulesThroughGCD() async {
        let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            let queue = DispatchQueue(label: "segue.combine.test")
            let box = ContinuationBox(continuation)
            Just(42).receive(on: queue).sink { box.resume($0) }.store(in: &box.cancellables)
        }
        #expect(value == 42)
    }

    @Test func foundationCodersAreTopLevelCoders() throws {
        struct Item: Codable, Equatable { let id: Int }
        var decoded: [Item] = []
        let cancellable = Just(try JSONEncoder().encode(Item(id: 7)))
            .decode(type: Item.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { decoded.append($0) })
        #expect(decoded == [Item(id: 7)])
        cancellable.cancel()
    }
}

/// A continuation and the subscription that resumes it, kept together.
private final class ContinuationBox: @unchecked Sendable {
    let continuation: CheckedContinuation<Int, Never>
    var cancellables = Set<AnyCancellable>()
    init(_ continuation: CheckedContinuation<Int, Never>) { self.continuation = continuation }
    func resume(_ value: Int) { continuation.resume(returning: value) }
}
