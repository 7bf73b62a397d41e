import Foundation
import CEGL
import OpenUIKit

/// GPU textures for layer `contents`, one per `CGImage` identity, with mipmaps
/// made the first time a draw minifies one through them (`.trilinear`).
///
/// Entries are keyed by `ObjectIdentifier` and hold their image, so its
/// address cannot be recycled while the entry exists: an image is kept at
/// most until the end of the first frame that does not use it (or until the
/// cache is emptied), which its texture costs anyway. (A weak reference would
/// give every cached image a side table that outlives the reference: on an
/// image kept for the process's life, such as a static fixture, LeakSanitizer
/// reports it as a leak; docs/RELIABILITY.md, "Leaks".) After each frame,
/// textures not used during that frame are deleted; within a frame, when the
/// total exceeds `budgetBytes`, least-recently-used textures are evicted and
/// the overflow is logged. The owning context must be current for every call.
final class ImageTextureCache {
    private struct Entry {
        let image: CGImage
        var texture: GLuint
        var bytes: Int
        var lastUse: Int
        var hasMipmaps = false
        /// The texture's GL minification and magnification filters.
        var filters: (min: Int32, mag: Int32) = (GL_LINEAR, GL_LINEAR)
    }

    private let gl: GLFunctions
    private let maxTextureSize: Int
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0
    private var useCounter = 0
    /// Bytes the cache may hold before evicting least-recently-used textures.
    var budgetBytes: Int
    private(set) var totalBytes = 0

    init(gl: GLFunctions, maxTextureSize: Int, budgetBytes: Int) {
        self.gl = gl
        self.maxTextureSize = maxTextureSize
        self.budgetBytes = budgetBytes
    }

    /// The texture for `image`, uploaded on first use, bound to `GL_TEXTURE_2D`, with the
    /// filters Core Animation names: minification `.linear` (its default) filters the
    /// image's own pixels bilinearly, `.trilinear` goes through mipmaps (made on first
    /// need: "Enables mipmap generation", as Apple's documentation puts it) and
    /// `.nearest` takes the nearest pixel; magnification `.nearest` or bilinear.
    func texture(for image: CGImage, minification: CALayerContentsFilter = .linear,
                 magnification: CALayerContentsFilter = .linear) -> GLuint {
        let key = ObjectIdentifier(image)
        useCounter += 1
        var entry: Entry
        if let cached = entries[key] {
            entry = cached
            entry.lastUse = useCounter
            gl.bindTexture(GLenum(GL_TEXTURE_2D), entry.texture)
        } else {
            entry = upload(image)
        }
        let wantsMipmaps = minification == .trilinear
        if wantsMipmaps && !entry.hasMipmaps {
            gl.generateMipmap(GLenum(GL_TEXTURE_2D))
            entry.hasMipmaps = true
            totalBytes += entry.bytes / 3
            entry.bytes += entry.bytes / 3
        }
        let filters = (min: wantsMipmaps ? GL_LINEAR_MIPMAP_LINEAR : minification == .nearest ? GL_NEAREST : GL_LINEAR,
                       mag: magnification == .nearest ? GL_NEAREST : GL_LINEAR)
        if filters.min != entry.filters.min {
            gl.texParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filters.min)
        }
        if filters.mag != entry.filters.mag {
            gl.texParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filters.mag)
        }
        entry.filters = filters
        let isNew = entries[key] == nil
        entries[key] = entry
        if isNew || wantsMipmaps { enforceBudget(keeping: key) }
        return entry.texture
    }

    /// Uploads `image` (bilinear filters, no mipmaps) into a new texture, left bound.
    private func upload(_ image: CGImage) -> Entry {
        let (width, height, pixels) = Self.fitting(image, maxSize: maxTextureSize)
        var texture: GLuint = 0
        gl.genTextures(1, &texture)
        gl.bindTexture(GLenum(GL_TEXTURE_2D), texture)
        gl.pixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        pixels.withUnsafeBytes { bytes in
            gl.texImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                          GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        for (name, value) in [(GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                              (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)] {
            gl.texParameteri(GLenum(GL_TEXTURE_2D), GLenum(name), value)
        }
        let bytes = width * height * 4
        totalBytes += bytes
        return Entry(image: image, texture: texture, bytes: bytes, lastUse: useCounter)
    }

    /// Ends a frame: deletes textures that were not used since the previous call.
    func endFrame() {
        let frameStart = frame
        for (key, entry) in entries where entry.lastUse <= frameStart {
            delete(entry)
            entries[key] = nil
        }
        frame = useCounter
    }

    /// Deletes every texture.
    func removeAll() {
        for entry in entries.values { delete(entry) }
        entries = [:]
    }

    var count: Int { entries.count }

    private var overBudget = false

    private func enforceBudget(keeping keep: ObjectIdentifier) {
        guard totalBytes > budgetBytes else { overBudget = false; return }
        if !overBudget {
            overBudget = true
            renderLog.warning("SegueRender: image textures use \(totalBytes) bytes, over the \(budgetBytes)-byte budget; evicting least recently used")
        }
        let victims = entries.filter { $0.key != keep }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in victims where totalBytes > budgetBytes {
            delete(entry)
            entries[key] = nil
        }
    }

    private func delete(_ entry: Entry) {
        var texture = entry.texture
        gl.deleteTextures(1, &texture)
        totalBytes -= entry.bytes
    }

    /// The image's pixels, box-downsampled by an integer factor when a side exceeds `maxSize`.
    static func fitting(_ image: CGImage, maxSize: Int) -> (Int, Int, [UInt8]) {
        let factor = max(1, (max(image.width, image.height) + maxSize - 1) / maxSize)
        guard factor > 1 else { return (image.width, image.height, image.pixels) }
        let w = max(1, image.width / factor), h = max(1, image.height / factor)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let source = image.pixels
        for y in 0..<h {
            for x in 0..<w {
                var sum = [Int](repeating: 0, count: 4)
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let i = ((y * factor + dy) * image.width + (x * factor + dx)) * 4
                        for c in 0..<4 { sum[c] += Int(source[i + c]) }
                    }
                }
                for c in 0..<4 { out[(y * w + x) * 4 + c] = UInt8(sum[c] / (factor * factor)) }
            }
        }
        renderLog.warning("SegueRender: \(image.width)×\(image.height) image exceeds the \(maxSize)-pixel texture limit; downsampled by \(factor)")
        return (w, h, out)
    }
}
