import Foundation
import OpenCombine

// Foundation's coders are Combine's top-level coders, as on Apple platforms
// (`decode(type:decoder:)`, `encode(encoder:)`): their `encode(_:)` and
// `decode(_:from:)` are the protocols' requirements as they stand.
// https://developer.apple.com/documentation/combine/topleveldecoder

extension JSONEncoder: @retroactive TopLevelEncoder {}
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
