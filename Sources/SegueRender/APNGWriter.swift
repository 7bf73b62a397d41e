/// Animated PNG encoding: every frame stored whole (no dispose/blend tricks).
public enum APNGWriter {
    /// The APNG file bytes of `frames`, shown at `fps` frames per second and
    /// repeated `loops` times (0: forever). Frames whose size differs from the
    /// first are cropped or padded (transparent) to it. An empty list gives a
    /// single transparent 1×1 image.
    public static func encode(frames: [Frame], fps: Double, loops: Int = 0) -> [UInt8] {
        guard let first = frames.first, first.width > 0, first.height > 0 else {
            return PNGCodec.encode(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])
        }
        let (width, height) = (first.width, first.height)
        let (delayNumerator, delayDenominator) = delay(fps: fps)
        var writer = PNGChunkWriter()
        writer.header(width: width, height: height)
        writer.chunk("acTL", PNGChunkWriter.bigEndian(UInt32(frames.count))
                     + PNGChunkWriter.bigEndian(UInt32(clamping: max(0, loops))))
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            var control = PNGChunkWriter.bigEndian(sequence)
            control += PNGChunkWriter.bigEndian(UInt32(width)) + PNGChunkWriter.bigEndian(UInt32(height))
            control += PNGChunkWriter.bigEndian(0) + PNGChunkWriter.bigEndian(0)
            control += PNGChunkWriter.bigEndian16(delayNumerator) + PNGChunkWriter.bigEndian16(delayDenominator)
            control += [0, 0] // dispose: none, blend: source
            writer.chunk("fcTL", control)
            sequence += 1
            let pixels = fitted(frame, width: width, height: height)
            let data = PNGChunkWriter.compressedImageData(width: width, height: height, premultipliedRGBA: pixels)
            if index == 0 {
                writer.chunk("IDAT", data)
            } else {
                writer.chunk("fdAT", PNGChunkWriter.bigEndian(sequence) + data)
                sequence += 1
            }
        }
        writer.chunk("IEND", [])
        return writer.bytes
    }

    /// Frame delay as a 16-bit fraction of a second.
    static func delay(fps: Double) -> (UInt16, UInt16) {
        guard fps.isFinite, fps > 0 else { return (1, 30) }
        if fps == fps.rounded(), fps <= 65535 { return (1, UInt16(fps)) }
        return (UInt16(clamping: Int((1000 / fps).rounded())), 1000)
    }

    private static func fitted(_ frame: Frame, width: Int, height: Int) -> [UInt8] {
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
