import Foundation
@_spi(SegueRender) import OpenUIKit

/// The data of a scenario's inspector page, as one compact JSON object,
/// sampled at the recorded frames (recorded frame `i`, at `i`/`fps` s, is
/// `frames[i]`; the APNG stores a run of equal frames once):
///
/// - `layers`: `[name, depth, kind]` per layer seen, in order of first appearance
///   (`kind`: `t` text, `i` image contents, `s` shape, `""` otherwise);
/// - `palette`: the layers' colours as CSS `#rrggbbaa`;
/// - `geo`: the distinct exploded-view pictures, each a list of rows
///   `[layer, x, y, width, height, opacity %, colour]` (window points, the
///   bounding box of the layer's bounds through every transform above it;
///   colour −1: none), one row per visible layer in drawing order;
///   `frames[i]` is the `geo` entry of frame `i` (still frames share one);
/// - `curves`: the main animated layers (those whose own values change in
///   the most frames), each with the tracks that change among `x`, `y`
///   (`position`), `opacity`, `angle` (degrees of the transform's z
///   rotation), `scale` (of the transform's x axis) and `tx`, `ty` (the
///   transform's translation, as `transform.translation.x`/`.y` read it),
///   one value per frame, null where the layer is absent;
/// - `events`: the harness's timeline, `[time, category, text]`, times from
///   the scenario's start as the frames' (categories: query, began,
///   appearance, presentation, complete, interaction, ended, other).
package struct InspectorData {
    /// A timeline step, time relative to the recording's start.
    package struct Event: Sendable {
        let time: Double
        let category: String
        let text: String
    }

    /// A frame's values of a layer that is not in it.
    static let absent: [Double?] = Array(repeating: nil, count: trackKeys.count)
    /// The tracks' names, in the order of their values.
    static let trackKeys = ["x", "y", "opacity", "angle", "scale", "tx", "ty"]
    /// How many layers get curves.
    static let curveLayers = 6
    /// Rows kept per frame for the exploded view (the first in drawing order).
    static let maximumRows = 600

    let fps: Double
    let size: CGSize
    private(set) var layerTable: [(name: String, depth: Int, kind: String)] = []
    private var layerIndex: [Int: Int] = [:]
    private(set) var palette: [String] = []
    private var paletteIndex: [String: Int] = [:]
    private(set) var pictures: [String] = []
    private var pictureIndex: [String: Int] = [:]
    private(set) var frames: [Int] = []
    /// Per layer ID: the `trackKeys` values per frame (nil: absent).
    private var tracks: [Int: [[Double?]]] = [:]
    private var trackOrder: [Int] = []
    private var frameCount = 0

    init(fps: Double, size: CGSize) {
        self.fps = fps
        self.size = size
    }

    /// The JSON of `trees` (one per frame) with layer `names` by layer ID and the timeline `events`.
    package static func json(trees: [RenderTree], names: [Int: String], events: [Event], fps: Double) -> String {
        let width = trees.map(\.rootSize.width).max() ?? 0
        let height = trees.map(\.rootSize.height).max() ?? 0
        var data = InspectorData(fps: fps, size: CGSize(width: width, height: height))
        var previous: RenderTree?
        for tree in trees {
            data.append(tree, names: names, sameAsPrevious: previous.map { tree.hasSameLayerBytes(as: $0) } ?? false)
            previous = tree
        }
        return data.json(events: events)
    }

    /// Adds the next frame.
    mutating func append(_ tree: RenderTree, names: [Int: String], sameAsPrevious: Bool) {
        defer { frameCount += 1 }
        if sameAsPrevious, let last = frames.last {
            frames.append(last)
            for id in trackOrder {
                tracks[id]!.append(tracks[id]!.last ?? Self.absent)
            }
            return
        }
        var rows: [String] = []
        var seen = Set<Int>()
        if !tree.layers.isEmpty {
            visit(0, in: tree, matrix: CATransform3DIdentity, opacity: 1, depth: 0, names: names,
                  rows: &rows, seen: &seen)
        }
        let picture = "[" + rows.joined(separator: ",") + "]"
        if let index = pictureIndex[picture] {
            frames.append(index)
        } else {
            pictureIndex[picture] = pictures.count
            frames.append(pictures.count)
            pictures.append(picture)
        }
        for id in trackOrder where !seen.contains(id) { tracks[id]!.append(Self.absent) }
    }

    private mutating func visit(_ i: Int, in tree: RenderTree, matrix: CATransform3D, opacity: Double, depth: Int,
                                names: [Int: String], rows: inout [String], seen: inout Set<Int>) {
        let layer = tree.layers[i]
        // A hidden or transparent layer has values and a name too (an opacity curve reaches 0).
        record(layer)
        seen.insert(layer.layerID)
        let li = tableIndex(of: layer, names: names, depth: depth)
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let own = i == 0 ? matrix : layer.localToParent.concatenating(matrix)
        let alpha = opacity * Double(layer.opacity)
        if rows.count < Self.maximumRows, layer.bounds.width > 0, layer.bounds.height > 0,
           let box = Self.boundingBox(layer.bounds, own) {
            let colour = colourIndex(of: layer)
            rows.append("[\(li),\(Self.int(box.minX)),\(Self.int(box.minY)),\(Self.int(box.width)),\(Self.int(box.height)),\(Int((alpha * 100).rounded())),\(colour)]")
        }
        let childMatrix = layer.childSpaceTransform.concatenating(Self.flatten).concatenating(own)
        for child in tree.children(of: i) {
            visit(child, in: tree, matrix: childMatrix, opacity: alpha, depth: depth + 1, names: names,
                  rows: &rows, seen: &seen)
        }
    }

    /// Drops z, as Core Animation renders sublayers into their parent's plane.
    static let flatten: CATransform3D = {
        var f = CATransform3DIdentity
        f.m33 = 0
        return f
    }()

    /// The window-space bounding box of `rect` under `m`; nil when a corner is behind the eye.
    static func boundingBox(_ rect: CGRect, _ m: CATransform3D) -> CGRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            let w = Double(x * m.m14 + y * m.m24 + m.m44)
            guard w > 1e-9 else { return nil }
            let px = Double(x * m.m11 + y * m.m21 + m.m41) / w, py = Double(x * m.m12 + y * m.m22 + m.m42) / w
            guard px.isFinite, py.isFinite else { return nil }
            minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private mutating func tableIndex(of layer: RenderLayer, names: [Int: String], depth: Int) -> Int {
        if let index = layerIndex[layer.layerID] { return index }
        let kind = layer.text != nil ? "t" : layer.contents != nil ? "i" : layer.shape != nil ? "s" : ""
        let name = layer.name ?? names[layer.layerID] ?? "CALayer"
        layerIndex[layer.layerID] = layerTable.count
        layerTable.append((name, depth, kind))
        return layerTable.count - 1
    }

    /// The colour the exploded view paints a layer with: its background,
    /// else its text's or its shape's fill; −1 for none.
    private mutating func colourIndex(of layer: RenderLayer) -> Int {
        let colour: CGColor?
        if let background = layer.backgroundColor, background.alpha > 0 {
            colour = background
        } else if let run = layer.text?.runs.first {
            colour = run.color
        } else if let fill = layer.shape?.fillColor, fill.alpha > 0 {
            colour = fill
        } else if let stroke = layer.shape?.strokeColor, stroke.alpha > 0 {
            colour = stroke
        } else {
            colour = nil
        }
        guard let colour else { return -1 }
        func hex(_ v: CGFloat) -> String {
            let byte = Int((v * 255).rounded())
            return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        let css = "#" + hex(colour.red) + hex(colour.green) + hex(colour.blue) + hex(colour.alpha)
        if let index = paletteIndex[css] { return index }
        paletteIndex[css] = palette.count
        palette.append(css)
        return palette.count - 1
    }

    /// Appends this frame's values of `layer`'s animated properties to its track.
    private mutating func record(_ layer: RenderLayer) {
        let t = layer.transform
        let values: [Double?] = [Double(layer.position.x), Double(layer.position.y), Double(layer.opacity),
                                 atan2(Double(t.m12), Double(t.m11)) * 180 / .pi,
                                 (Double(t.m11) * Double(t.m11) + Double(t.m12) * Double(t.m12)).squareRoot(),
                                 Double(t.m41), Double(t.m42)]
        if tracks[layer.layerID] == nil {
            tracks[layer.layerID] = Array(repeating: Self.absent, count: frameCount)
            trackOrder.append(layer.layerID)
        }
        if tracks[layer.layerID]!.count == frameCount { tracks[layer.layerID]!.append(values) }
    }

    /// The layers whose values change in the most frames (at least one), in that order.
    func mainLayers() -> [Int] {
        var scored: [(id: Int, changes: Int, order: Int)] = []
        for (order, id) in trackOrder.enumerated() where id != trackOrder.first {
            guard let track = tracks[id] else { continue }
            var changes = 0
            for i in track.indices.dropFirst() {
                let a = track[i - 1], b = track[i]
                if zip(a, b).contains(where: { p, q in
                    guard let p, let q else { return false }
                    return abs(p - q) > 1e-6
                }) { changes += 1 }
            }
            if changes > 0 { scored.append((id, changes, order)) }
        }
        return scored.sorted { ($0.changes, -$0.order) > ($1.changes, -$1.order) }.prefix(Self.curveLayers).map(\.id)
    }

    func json(events: [Event]) -> String {
        var out = "{\"fps\":\(Self.number(fps)),\"width\":\(Self.int(size.width)),\"height\":\(Self.int(size.height)),"
        out += "\"layers\":[" + layerTable.map { "[\(Self.string($0.name)),\($0.depth),\"\($0.kind)\"]" }
            .joined(separator: ",") + "],"
        out += "\"palette\":[" + palette.map { "\"\($0)\"" }.joined(separator: ",") + "],"
        out += "\"geo\":[" + pictures.joined(separator: ",") + "],"
        out += "\"frames\":[" + frames.map(String.init).joined(separator: ",") + "],"
        var curves: [String] = []
        for id in mainLayers() {
            guard let track = tracks[id], let li = layerIndex[id] else { continue }
            var fields = ["\"layer\":\(li)"]
            for (k, key) in Self.trackKeys.enumerated() {
                let values = track.map { $0[k] }
                let present = values.compactMap { $0 }
                guard let low = present.min(), let high = present.max(), high - low > 1e-6 else { continue }
                fields.append("\"\(key)\":[" + values.map { $0.map(Self.number) ?? "null" }.joined(separator: ",") + "]")
            }
            curves.append("{" + fields.joined(separator: ",") + "}")
        }
        out += "\"curves\":[" + curves.joined(separator: ",") + "],"
        out += "\"events\":[" + events.map { "[\(Self.number($0.time)),\"\($0.category)\",\(Self.string($0.text))]" }
            .joined(separator: ",") + "]}"
        return out
    }

    // MARK: Formatting

    static func int(_ v: CGFloat) -> Int { v.isFinite ? Int(v.rounded()) : 0 }

    /// At most 4 decimals, no trailing zeros: `0.5`, `12`, `-3.1416`.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let scaled = (v * 10_000).rounded()
        if scaled == 0 { return "0" }
        let sign = scaled < 0 ? "-" : ""
        let magnitude = Int(abs(scaled))
        let whole = magnitude / 10_000, fraction = magnitude % 10_000
        guard fraction > 0 else { return sign + String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 4 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(whole) + "." + digits
    }

    /// A JSON string literal; `<` escaped too, so the JSON can sit in a `<script>` element.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension CATransform3D {
    /// `self` then `next` (`CATransform3DConcat`).
    fileprivate func concatenating(_ next: CATransform3D) -> CATransform3D { CATransform3DConcat(self, next) }
}
