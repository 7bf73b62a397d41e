import Logging

/// The logger SegueRender reports diagnostics to (label `segue.render`).
let renderLog = Logger(label: "segue.render")
