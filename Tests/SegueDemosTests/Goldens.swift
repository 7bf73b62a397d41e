import SegueTestSupport

/// This target's goldens (`Goldens/` beside this file).
let goldens = GoldenImages(besideFile: #filePath)
