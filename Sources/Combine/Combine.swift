// `import Combine` on Linux: Apple's Combine, as OpenCombine implements it,
// with what OpenCombine spells differently added in Apple's spelling.
//
// https://developer.apple.com/documentation/combine
//
// OpenCombine supplies the publishers, subscribers, subjects, operators,
// `AnyCancellable`, `@Published` and `ObservableObject`. This module adds
// Apple's Foundation integration under Apple's names — `DispatchQueue` and
// `RunLoop` are `Scheduler`s themselves (not through `.ocombine`),
// `NotificationCenter.Publisher`, `Timer.TimerPublisher` — and runs the
// main queue's and the main run loop's work on Segue's clock (see
// `MainRunLoopRoute`). The package declares this target on Linux only, so
// on Apple platforms `import Combine` is always Apple's. FIDELITY.md lists
// the differences.
@_exported import OpenCombine
