import Foundation

/// A scenario's `inspector.html`: one self-contained file (inline CSS and
/// script, from the resource files in `Inspector/`, see `InspectorResources`;
/// the APNG inside as base64, the `InspectorData` JSON inside) that opens
/// from disk with no network:
///
/// - the frame, scrubbed with a slider or the arrow keys (Shift: 10 frames),
///   played at 1× or 0.25× (space bar: play/pause);
/// - the timeline under the slider on the same time axis, a lane per kind of
///   step (delegate queries, appearance callbacks, `completeTransition`,
///   interaction updates, finish, cancel…), each step named on hover and
///   listed below (a click scrubs to it);
/// - SVG curves of the main layers' animated properties with a cursor at
///   the scrubbed time;
/// - an exploded 3-D view of the layer tree at the scrubbed frame (CSS 3-D
///   transforms: layers spread by depth in the tree, rotated by dragging,
///   zoomed with the wheel, a layer's name, frame and opacity on hover).
///
/// The page decodes the APNG itself, synchronously (its own inflate and PNG
/// unfiltering, so the page is complete when its load event fires): the
/// frames are the gallery's delta rectangles (`dispose_op` none, `blend_op`
/// source), put on a canvas over a full copy kept every 8 frames; a run of
/// equal frames is one APNG frame with a longer delay, which the page maps
/// back to the recorded frames (`frame k` is the APNG frame shown at k/fps
/// s). The APNG is inside the page and beside it: a page opened from
/// `file://` cannot read a file's bytes (Chromium refuses `fetch` and
/// `XMLHttpRequest` of `file://`, and a canvas that draws a `file://` image
/// is tainted), and an `<img>` plays an APNG but cannot show a chosen frame,
/// so the scrubber decodes its own copy. With `#selftest` in its
/// address it scrubs from the first frame to one inside the first
/// transition and writes what it saw into `<pre id="selftest">` (the
/// headless-browser check reads it with `--dump-dom`).
package enum InspectorPage {
    package static func html(title: String, summary: String, dataJSON: String, animation: [UInt8]) -> String {
        let base64 = Data(animation).base64EncodedString()
        // `</` cannot occur in the JSON (InspectorData escapes `<`) nor in base64.
        return head(title: escape(title)) + """
        <body>
        <header><a href="../../index.html">Gallery</a> · <a href="animation.png">APNG</a>
        <h1>\(escape(title))</h1><p class=summary>\(escape(summary))</p></header>
        """ + body + """
        <script id="data" type="application/json">\(dataJSON)</script>
        <script id="apng" type="text/plain">\(base64)</script>
        <script>
        """ + InspectorResources.script + """
        </script>
        </body></html>

        """
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static func head(title: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(title) · Segue inspector</title>
        <style>

        """ + InspectorResources.styles + """
        </style></head>

        """
    }

    private static let body = """
    <div class=top>
      <div class=panel>
        <canvas id="frame" width="1" height="1"></canvas>
      </div>
      <div class=panel>
        <div id="scene" title="Drag to rotate, wheel to zoom"><div id="stage"></div></div>
        <div class=controls>spread <input id="spread" type="range" min="0" max="120" value="40"> <button id="reset">Front</button></div>
        <div id="hover">Hover a layer for its name and frame.</div>
      </div>
    </div>
    <div class="panel" style="margin-top: 16px">
      <div class=controls>
        <button id="play">Play</button>
        <select id="rate"><option value="1">1×</option><option value="0.25">0.25×</option></select>
        <span id="readout"></span>
      </div>
      <div class=axis><input id="scrub" type="range" min="0" max="0" value="0" aria-label="Frame"></div>
      <h2>Timeline</h2>
      <div class=axis><svg id="timeline"></svg></div>
      <h2>Animated properties of the main layers</h2>
      <div class=legend id="legend"></div>
      <div class=axis id="curves"></div>
      <h2>Steps</h2>
      <ul id="events"></ul>
    </div>
    <pre id="selftest" hidden></pre>

    """
}
