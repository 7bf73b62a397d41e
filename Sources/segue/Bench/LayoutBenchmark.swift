import Foundation
import OpenUIKit

/// Auto Layout on a 200-view screen with 600 constraints: 20 rows of 10
/// tiles, each tile placed after its neighbour (leading), on its row (top)
/// and sized (width; its height is an intrinsic 30 pt). Measures the first
/// solve (activation plus the first layout pass, which builds the engine
/// and sets every frame) and a re-solve after one `constant` change (the
/// incremental path, plus the layout pass that moves the affected tiles).
@MainActor
enum LayoutBenchmark {
    struct Result {
        let constraints: Int
        let medianFirstSolveMilliseconds: Double
        let medianResolveMilliseconds: Double
    }

    final class Tile: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 30) }
    }

    static func makeScreen() -> (root: UIView, constraints: [NSLayoutConstraint], firstLeading: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var constraints: [NSLayoutConstraint] = []
        var firstLeading: NSLayoutConstraint!
        for row in 0..<20 {
            var previous: UIView?
            for column in 0..<10 {
                let tile = Tile()
                tile.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(tile)
                let leading = previous.map { tile.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 4) }
                    ?? tile.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
                if row == 0, column == 0 { firstLeading = leading }
                constraints.append(leading)
                constraints.append(tile.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(row * 40)))
                constraints.append(tile.widthAnchor.constraint(equalToConstant: 34))
                previous = tile
            }
        }
        return (root, constraints, firstLeading)
    }

    static func run(trials: Int) -> Result {
        var first: [Double] = [], resolve: [Double] = []
        var count = 0
        for _ in 0..<max(trials, 3) {
            let (root, constraints, leading) = makeScreen()
            count = constraints.count
            let start = Measure.now()
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            first.append(Double(Measure.now() - start) / 1e6)
            for i in 0..<20 {
                let t0 = Measure.now()
                leading.constant = CGFloat(4 + (i % 2) * 10)
                root.layoutIfNeeded()
                resolve.append(Double(Measure.now() - t0) / 1e6)
            }
        }
        return Result(constraints: count, medianFirstSolveMilliseconds: Measure.median(first),
                      medianResolveMilliseconds: Measure.median(resolve))
    }
}
