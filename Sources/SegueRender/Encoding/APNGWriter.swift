import Foundation
import SeguePNG

/// Animated PNG encoding. The first frame is stored whole; each later one as
/// the smallest rectangle holding every pixel that differs from the frame
/// before it (`dispose_op` none, `blend_op` source: the rectangle replaces
/// those pixels, the rest of the canvas stays). A frame equal to the one
/// before is not stored again: the one before is shown for longer (its
/// `fcTL` delay), as APNG 1.0 lets each frame carry its own delay.
public enum APNGWriter {
    /// The APNG file bytes of `frames`, shown at `fps` frames per second and
    /// repeated `loops` times (0: forever). Frames whose size differs from the
    /// first are cropped or padded (transparent) to it. An empty list gives a
    /// single transparent 1×1 image. `opaque` is `APNGEncoder`'s.
    public static func encode(frames: [Frame], fps: Double, loops: Int = 0, opaque: Bool = false) -> [UInt8] {
        guard let first = frames.first, first.width > 0, first.height > 0 else {
            return PNGCodec.encode(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])
        }
        let encoder = APNGEncoder(width: first.width, height: first.height, fps: fps, loops: loops, opaque: opaque)
        for frame in frames { encoder.append(frame) }
        return encoder.finish()
    }

    /// The delay of a frame shown for `frames` frame periods, as a 16-bit
    /// fraction of a second (`frames`/`fps` when `fps` is a whole number,
    /// else in milliseconds).
    static func delay(fps: Double, frames: Int = 1) -> (UInt16, UInt16) {
        let frames = max(1, min(frames, Int(UInt16.max)))
        guard fps.isFinite, fps > 0 else { return (UInt16(frames), 30) }
        if fps == fps.rounded(), fps <= 65535 { return (UInt16(frames), UInt16(fps)) }
        return (UInt16(clamping: Int((1000 * Double(frames) / fps).rounded())), 1000)
    }

    /// The most frame periods one `fcTL` delay can hold at `fps`.
    static func maximumRepeat(fps: Double) -> Int {
        guard fps.isFinite, fps > 0, fps != fps.rounded() || fps > 65535 else { return Int(UInt16.max) }
        return max(1, Int(Double(UInt16.max) * fps / 1000))
    }

    /// Whether the two pixel buffers are byte for byte the same.
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// The bounding rectangle of the pixels where `a` and `b` (both
    /// `width × height` RGBA8) differ; (0, 0, 1, 1) when they are equal.
    static func changedRegion(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int)
        -> (x: Int, y: Int, width: Int, height: Int) {
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                let a = a.bindMemory(to: UInt32.self), b = b.bindMemory(to: UInt32.self)
                let rowBytes = width * 4
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(a.baseAddress! + y * width, b.baseAddress! + y * width, rowBytes) != 0
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return (0, 0, 1, 1) }
                let bottom = (top..<height).last(where: rowDiffers)!
                var left = width, right = -1
                for y in top...bottom {
                    let row = y * width
                    var x = 0
                    while x < left, a[row + x] == b[row + x] { x += 1 }
                    left = min(left, x)
                    var r = width - 1
                    while r > right, a[row + r] == b[row + r] { r -= 1 }
                    right = max(right, r)
                }
                return (left, top, right - left + 1, bottom - top + 1)
            }
        }
    }

    static func fitted(_ frame: Frame, width: Int, height: Int) -> [UInt8] {
        if frame.width == width && frame.height == height { return frame.pixels }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<min(height, frame.height) {
            let n = min(width, frame.width) * 4
            out.replaceSubrange(y * width * 4 ..< y * width * 4 + n,
                                with: frame.pixels[y * frame.width * 4 ..< y * frame.width * 4 + n])
        }
        return out
    }
}

/// Streaming APNG encoder: each appended frame is compressed at once and only
/// its compressed chunks (and the previous frame's pixels, to find what
/// changed) are kept, so a long sequence costs its file size, not its raw
/// pixels. A frame equal to the one before is not stored: the frame before
/// is shown for longer (its `fcTL` delay counts both), so `count` (frames
/// appended) can exceed the APNG's frame count (`storedCount`). A frame's
/// `fcTL` is written once the next different frame (or `finish()`) fixes its
/// delay; the animation control chunk (which carries the frame count) is
/// written by `finish()`. Produces the same bytes as `APNGWriter.encode`
/// with the same options.
///
/// Not thread-safe; use from one thread at a time.
public final class APNGEncoder {
    public let width: Int
    public let height: Int
    private let fps: Double
    private let loops: Int
    /// Whether frames are stored as RGB (colour type 2), composited over black.
    public let opaque: Bool
    /// Chunks after acTL (fcTL, IDAT / fdAT), without the trailing IEND.
    private var body = PNGChunkWriter(signature: [])
    private var sequence: UInt32 = 0
    private var frameCount = 0
    private var storedFrames = 0
    private var finished: [UInt8]?
    /// The pixels of the last appended frame (fitted to the encoder's size).
    private var previous: [UInt8] = []
    /// The last distinct frame, not written yet: its rectangle, compressed
    /// data and how many appended frames it stands for.
    private var pending: (region: (x: Int, y: Int, width: Int, height: Int), data: [UInt8], frames: Int)?

    /// An encoder for `width × height` frames shown at `fps` frames per second
    /// and repeated `loops` times (0: forever). With `opaque`, frames are
    /// stored as 8-bit RGB, each pixel composited over black (its
    /// premultiplied colour without its alpha): frames rendered over an
    /// opaque background lose nothing, and there is a quarter less to
    /// filter and compress.
    public init(width: Int, height: Int, fps: Double, loops: Int = 0, opaque: Bool = false) {
        self.opaque = opaque
        self.width = max(0, width)
        self.height = max(0, height)
        self.fps = fps
        self.loops = loops
    }

    /// Number of frames appended so far.
    public var count: Int { frameCount }

    /// Number of APNG frames: the appended frames less those equal to the one before.
    public var storedCount: Int { storedFrames + (pending == nil ? 0 : 1) }

    /// Compresses `frame` (cropped or padded, transparent, to the encoder's size)
    /// and appends it. Frames appended after `finish()` are ignored.
    public func append(_ frame: Frame) {
        guard finished == nil, width > 0, height > 0 else { return }
        let pixels = APNGWriter.fitted(frame, width: width, height: height)
        frameCount += 1
        if pending != nil, pending!.frames < APNGWriter.maximumRepeat(fps: fps), APNGWriter.equal(pixels, previous) {
            pending!.frames += 1
            return
        }
        flush()
        let region = storedFrames == 0 ? (x: 0, y: 0, width: width, height: height)
            : APNGWriter.changedRegion(previous, pixels, width: width, height: height)
        let data = PNGChunkWriter.compressedImageData(premultipliedRGBA: pixels, rowLength: width, x: region.x, y: region.y,
                                                     width: region.width, height: region.height, opaque: opaque)
        pending = (region, data, 1)
        previous = pixels
    }

    /// Writes the pending frame, its delay covering the frames it stands for.
    private func flush() {
        guard let (region, data, frames) = pending else { return }
        pending = nil
        let (delayNumerator, delayDenominator) = APNGWriter.delay(fps: fps, frames: frames)
        var control = PNGChunkWriter.bigEndian(sequence)
        control += PNGChunkWriter.bigEndian(UInt32(region.width)) + PNGChunkWriter.bigEndian(UInt32(region.height))
        control += PNGChunkWriter.bigEndian(UInt32(region.x)) + PNGChunkWriter.bigEndian(UInt32(region.y))
        control += PNGChunkWriter.bigEndian16(delayNumerator) + PNGChunkWriter.bigEndian16(delayDenominator)
        control += [0, 0] // dispose: none, blend: source
        body.chunk("fcTL", control)
        sequence += 1
        if storedFrames == 0 {
            body.chunk("IDAT", data)
        } else {
            body.chunk("fdAT", PNGChunkWriter.bigEndian(sequence) + data)
            sequence += 1
        }
        storedFrames += 1
    }

    /// The file bytes. Without frames (or with an empty size): a single
    /// transparent 1×1 image. Calling it again returns the same bytes.
    public func finish() -> [UInt8] {
        if let finished { return finished }
        flush()
        let bytes: [UInt8]
        if storedFrames == 0 {
            bytes = PNGCodec.encode(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])
        } else {
            var head = PNGChunkWriter()
            head.header(width: width, height: height, opaque: opaque)
            head.chunk("acTL", PNGChunkWriter.bigEndian(UInt32(storedFrames))
                       + PNGChunkWriter.bigEndian(UInt32(clamping: max(0, loops))))
            var tail = PNGChunkWriter(signature: [])
            tail.chunk("IEND", [])
            var out = head.bytes
            out.reserveCapacity(out.count + body.bytes.count + tail.bytes.count)
            out += body.bytes
            out += tail.bytes
            bytes = out
        }
        body = PNGChunkWriter(signature: [])
        previous = []
        finished = bytes
        return bytes
    }
}
