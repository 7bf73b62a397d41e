import Foundation

/// A layer that draws plain text (`CATextLayer`), with the glyph path
/// `UILabel` uses: FreeType metrics here, the renderer's glyph atlas there.
///
/// Lines start at the top of the bounds; `isWrapped` wraps them at the
/// bounds' width (otherwise each paragraph is one line); text that does not
/// fit is truncated per `truncationMode` or clipped. `fontSize` and
/// `foregroundColor` are animatable: while they animate, each frame's text
/// is laid out with the presented values.
open class CATextLayer: CALayer {
    public required init() {
        super.init()
        modelState.hot.isTextLayer = true
        modelState.textLayer = TextLayerValues()
    }

    private var values: TextLayerValues { modelState.textLayer ?? TextLayerValues() }

    private func update(_ body: (inout TextLayerValues) -> Void) {
        var v = values
        body(&v)
        modelState.textLayer = v
        relayout()
    }

    /// Lays the model text out again (after a change of the text or the bounds).
    private func relayout() {
        textLayout = values.layout(in: bounds)
        noteChange()
    }

    /// The text: a `String` or an `NSAttributedString` (drawn as its plain
    /// string, in the layer's font and colour). Other values draw nothing (logged).
    open var string: Any? {
        didSet {
            let text: String
            switch string {
            case nil: text = ""
            case let s as String: text = s
            case let s as NSAttributedString: text = s.string
            case let s as NSString: text = s as String
            default:
                Log.quartzCore.warning("CATextLayer.string: \(Swift.type(of: string!)) is not a String or NSAttributedString; nothing is drawn")
                text = ""
            }
            update { $0.string = text }
        }
    }

    /// The font: a `UIFont` (its face; the size is `fontSize`) or a font name
    /// (`String`). Default Helvetica (a DejaVu face here, as `UIFont` maps it).
    open var font: AnyObject? {
        didSet {
            var face: UIFont?
            if let f = font as? UIFont {
                face = f
            } else if let name = font as? String ?? (font as? NSString).map({ $0 as String }) {
                face = UIFont(name: name, size: values.fontSize)
            }
            guard let face else {
                if font != nil { Log.quartzCore.warning("CATextLayer.font: unsupported value; keeping the current font") }
                return
            }
            update { $0.font = face }
        }
    }

    /// The font size in points (default 36). Animatable.
    open var fontSize: CGFloat {
        get { values.fontSize }
        set {
            guard newValue.isFinite, newValue >= 0 else { return reject("fontSize", newValue) }
            change(.textFontSize, "fontSize") { state in
                var v = state.textLayer ?? TextLayerValues()
                v.fontSize = newValue
                state.textLayer = v
            }
            relayout()
        }
    }

    /// The text colour (default opaque white). Animatable.
    open var foregroundColor: CGColor? {
        get { values.foregroundColor }
        set {
            change(.textForegroundColor, "foregroundColor") { state in
                var v = state.textLayer ?? TextLayerValues()
                v.foregroundColor = newValue
                state.textLayer = v
            }
            relayout()
        }
    }

    /// How lines are aligned (default `.natural`: left).
    open var alignmentMode: CATextLayerAlignmentMode {
        get { values.alignment }
        set { update { $0.alignment = newValue } }
    }

    /// Whether lines wrap at the bounds' width (default false).
    open var isWrapped: Bool {
        get { values.isWrapped }
        set { update { $0.isWrapped = newValue } }
    }

    /// How text that does not fit is truncated (default `.none`: clipped).
    open var truncationMode: CATextLayerTruncationMode {
        get { values.truncation }
        set { update { $0.truncation = newValue } }
    }

    open override func layoutSublayers() {
        super.layoutSublayers()
        if !values.string.isEmpty { relayout() }
    }

    /// Lays out `node`'s text from its presented values (capture, for an
    /// animated text layer).
    static func layOutPresentedText(of node: inout RenderLayer) {
        guard let values = node.state.cold.textLayer else { return }
        let layout = values.layout(in: node.bounds)
        if layout != node.state.text { node.state.text = layout }
    }
}
