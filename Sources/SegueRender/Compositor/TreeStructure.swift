/// The parent/child structure of a `RenderTree`, validated: `subtreeEnd`
/// values that are out of range or inconsistent with their ancestors (which
/// would make child iteration loop or run off the array) are clamped, so a
/// malformed snapshot renders what it can instead of hanging or crashing.
struct TreeStructure {
    /// Validated one-past-the-end index of each layer's subtree.
    let ends: [Int]
    /// True when any `subtreeEnd` had to be corrected.
    let wasRepaired: Bool

    init(_ subtreeEnds: [Int]) {
        let layers = subtreeEnds
        let n = layers.count
        var ends = [Int](repeating: 0, count: n)
        var open: [Int] = [] // ends of the ancestors of the current layer
        var repaired = false
        for i in 0..<n {
            while let top = open.last, i >= top { open.removeLast() }
            let limit = open.last ?? n
            let end = min(max(layers[i], i + 1), limit)
            if end != layers[i] { repaired = true }
            ends[i] = end
            open.append(end)
        }
        self.ends = ends
        wasRepaired = repaired
    }

    /// Indices of the direct children of `index`, in sublayer order.
    func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var j = index + 1
        while j < ends[index] {
            result.append(j)
            j = ends[j]
        }
        return result
    }
}

