import Foundation

/// A grid of downscaled frames with a caption under each (drawn on the CPU
/// with FreeType; no GL needed), on a white background with thin gaps.
public enum ContactSheet {
    /// Thumbnails are at most this many pixels wide (frames are never enlarged).
    public static let maximumThumbnailWidth = 240
    /// Pixels between thumbnails and around the sheet.
    public static let gap = 4
    /// Height of the caption strip under each thumbnail.
    public static let captionHeight = 16

    /// `frame` box-filtered down to the thumbnail size `make` would give it
    /// (at most `maximumWidth` wide; never enlarged). Passing thumbnails of
    /// equally sized frames to `make` with the same width gives the same
    /// sheet as the frames themselves, so a long sequence need not be kept whole.
    public static func thumbnail(of frame: Frame, maximumWidth: Int = maximumThumbnailWidth) -> Frame {
        guard frame.width > 0, frame.height > 0 else { return frame }
        let factor = min(1, Double(max(1, maximumWidth)) / Double(frame.width))
        guard factor < 1 else { return frame }
        let w = max(1, Int((Double(frame.width) * factor).rounded()))
        let h = max(1, Int((Double(frame.height) * factor).rounded()))
        var canvas = CPUCanvas(width: w, height: h, fill: (0, 0, 0, 0))
        canvas.drawDownscaled(frame, x: 0, y: 0, width: w, height: h)
        return Frame(width: w, height: h, pixels: canvas.pixels, time: frame.time)
    }

    /// Lays out `frames` in `columns` columns (at least 1). Thumbnails share one
    /// size: the largest frame scaled down to `maximumThumbnailWidth` (by
    /// default the type's `maximumThumbnailWidth`, 240 pixels); each frame
    /// is box-filtered into it. `labels[i]` is drawn under frame `i` (missing
    /// labels are blank). The sheet is
    /// `columns·(w + gap) + gap` × `rows·(h + captionHeight + gap) + gap` pixels.
    public static func make(frames: [Frame], columns: Int, labels: [String],
                            maximumThumbnailWidth: Int = maximumThumbnailWidth) -> Frame {
        let columns = max(1, min(columns, max(frames.count, 1)))
        let rows = max(1, (frames.count + columns - 1) / columns)
        let frameWidth = max(1, frames.map(\.width).max() ?? 1)
        let frameHeight = max(1, frames.map(\.height).max() ?? 1)
        let factor = min(1, Double(max(1, maximumThumbnailWidth)) / Double(frameWidth))
        let thumbWidth = max(1, Int((Double(frameWidth) * factor).rounded()))
        let thumbHeight = max(1, Int((Double(frameHeight) * factor).rounded()))
        let width = columns * (thumbWidth + gap) + gap
        let height = rows * (thumbHeight + captionHeight + gap) + gap
        var sheet = CPUCanvas(width: width, height: height, fill: (255, 255, 255, 255))
        let text = CaptionRenderer()
        for (index, frame) in frames.enumerated() {
            let x = gap + (index % columns) * (thumbWidth + gap)
            let y = gap + (index / columns) * (thumbHeight + captionHeight + gap)
            if frame.width > 0 && frame.height > 0 {
                let w = max(1, Int((Double(frame.width) * factor).rounded()))
                let h = max(1, Int((Double(frame.height) * factor).rounded()))
                sheet.drawDownscaled(frame, x: x, y: y, width: min(w, thumbWidth), height: min(h, thumbHeight))
            }
            if index < labels.count {
                text.draw(labels[index], on: &sheet, x: x + 2, baseline: y + thumbHeight + captionHeight - 4,
                          maxWidth: thumbWidth - 2)
            }
        }
        return Frame(width: width, height: height, pixels: sheet.pixels, time: frames.first?.time ?? 0)
    }
}
