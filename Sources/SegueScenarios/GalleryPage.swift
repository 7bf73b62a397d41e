import Foundation
import SegueRender

/// The gallery's index.html: every scenario with its name, summary, timings,
/// animation and contact sheet, linking its inspector page and its APNG;
/// opens from disk with no network.
package enum GalleryPage {
    /// The widest the index shows a contact sheet, in CSS pixels.
    package static let sheetWidth = 900
    /// Thumbnails a row of a contact sheet.
    package static let sheetColumns = 6
    /// The thumbnail width that makes a sheet of `sheetColumns` as wide as
    /// the index shows it (at most `sheetWidth`): the sheet holds the pixels
    /// the page shows, and the inspector page shows every frame at full size.
    package static var sheetThumbnailWidth: Int {
        (sheetWidth - ContactSheet.gap * (sheetColumns + 1)) / sheetColumns
    }

    /// The index while a run is under way (and after an interrupted one).
    package static let inProgressHTML = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Segue gallery (incomplete)</title></head>
    <body style="font: 15px/1.4 system-ui, sans-serif; margin: 24px">
    <h1>Segue gallery: incomplete</h1>
    <p>A <code>segue gallery</code> run is writing this folder, or was interrupted before it finished.
    Run it again to get the complete gallery.</p>
    </body></html>

    """

    /// The index of `outputs`, in their order (a heading for each new `app`). `intro` says
    /// what the scenarios are (the reference apps' by default); `totalSeconds`, when given,
    /// how long the run took.
    package static func html(_ outputs: [ScenarioRenderer.Output], scale: Double, fps: Double, totalSeconds: Double?,
                             intro: String = "Every scenario of the reference apps") -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        var body = ""
        var currentApp = ""
        for o in outputs {
            if o.app != currentApp {
                if !currentApp.isEmpty { body += "</section>\n" }
                currentApp = o.app
                body += "<section><h2>\(escape(o.app))</h2>\n"
            }
            let status = o.violations.isEmpty ? "" : "<p class=bad>\(o.violations.count) invariant violation(s): \(escape(o.violations.joined(separator: "; ")))</p>"
            body += """
            <article>
              <h3><a href="\(o.folder)/inspector.html">\(escape(o.scenario))</a></h3>
              <p>\(escape(o.summary))</p>
              <p class=meta>\(o.transitions) transition(s) · \(o.frameCount) frames · \(String(format: "%.2f", o.mediaSeconds)) s of media time · rendered in \(String(format: "%.2f", o.wallSeconds)) s</p>
              <p class=links><a href="\(o.folder)/inspector.html">Inspector</a> (scrub, timeline, curves, exploded layers) · <a href="\(o.folder)/animation.png">APNG</a> · <a href="\(o.folder)/contact-sheet.png">contact sheet</a></p>
              \(status)
              <div class=row>
                <img class=anim src="\(o.folder)/animation.png" alt="\(escape(o.scenario)) animation">
                <a href="\(o.folder)/contact-sheet.png"><img class=sheet src="\(o.folder)/contact-sheet.png" alt="contact sheet"></a>
              </div>
            </article>

            """
        }
        if !currentApp.isEmpty { body += "</section>\n" }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Segue gallery</title>
        <style>
        body { font: 15px/1.4 system-ui, sans-serif; margin: 24px; background: #f4f4f6; color: #222; }
        section { margin-bottom: 40px; } article { background: #fff; border-radius: 12px; padding: 16px; margin: 16px 0; }
        .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        .anim { height: 420px; border-radius: 8px; background: #000; } .sheet { max-width: \(sheetWidth)px; width: 100%; }
        .meta { color: #666; } .bad { color: #b00; }
        </style></head><body>
        <h1>Segue gallery</h1>
        <p>\(escape(intro)), run through the transition system on the virtual clock and rendered at \(scale)x, \(Int(fps)) frames per second.\(totalSeconds.map { String(format: " Total %.1f s.", $0) } ?? "")</p>
        \(body)
        </body></html>

        """
    }
}
