/// The inspector page's script and styles (see `InspectorPage`), kept as
/// the resource files `Inspector/inspector.js` (plain browser JavaScript, no
/// library, nothing fetched) and `Inspector/inspector.css`.
///
/// SwiftPM embeds them in the module (`.embedInCode` in Package.swift:
/// `PackageResources`) rather than copying them into a resource bundle read
/// through `Bundle.module`: the gallery runs in `segue`, in its worker
/// processes and in a user's test process, and a binary copied away from its
/// build folder would find no bundle (`Bundle.module` then stops the process).
enum InspectorResources {
    /// `inspector.js`, without the file's final newline (the page puts it
    /// between `<script>` and `</script>`).
    static let script = text(PackageResources.inspector_js)
    /// `inspector.css`, ending with a newline (the page puts it between
    /// `<style>` and `</style>` lines).
    static let styles = String(decoding: PackageResources.inspector_css, as: UTF8.self)

    private static func text(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
