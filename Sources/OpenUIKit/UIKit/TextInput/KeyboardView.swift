import Foundation

/// The software keyboard's view: iOS's letter layout drawn as keys —
/// a 44 pt suggestion bar, three rows of letter keys, and a row with the
/// number, space and return keys, over the keyboard's grey backdrop (dark
/// for `UIKeyboardAppearance.dark`). The space below the keys is the home
/// indicator's.
@MainActor
final class KeyboardView: UIView {
    private static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    private static let suggestionBarHeight: CGFloat = 44
    private static let keyAreaHeight: CGFloat = 216

    var appearance: UIKeyboardAppearance = .default { didSet { applyColors() } }
    private var keys: [(view: UIView, label: UILabel)] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for row in KeyboardView.rows {
            for letter in row { addKey(String(letter)) }
        }
        for title in ["123", "space", "return"] { addKey(title) }
        applyColors()
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    private func addKey(_ title: String) {
        let key = UIView()
        key.layer.cornerRadius = 5
        let label = UILabel()
        label.text = title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: title.count == 1 ? 22 : 16)
        key.addSubview(label)
        addSubview(key)
        keys.append((key, label))
    }

    private func applyColors() {
        let dark = appearance == .dark
        backgroundColor = dark ? UIColor(white: 0.17, alpha: 1) : UIColor(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1)
        for (index, key) in keys.enumerated() {
            let special = index >= keys.count - 3 && index != keys.count - 2
            key.view.backgroundColor = dark ? UIColor(white: special ? 0.27 : 0.42, alpha: 1)
                : (special ? UIColor(red: 172 / 255, green: 177 / 255, blue: 186 / 255, alpha: 1) : .white)
            key.label.textColor = dark ? .white : .black
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let rowHeight = KeyboardView.keyAreaHeight / 4
        let gap: CGFloat = 6, keyHeight = rowHeight - 12
        let keyWidth = (width - gap * 11) / 10
        var index = 0
        for (rowIndex, row) in KeyboardView.rows.enumerated() {
            let rowWidth = CGFloat(row.count) * keyWidth + CGFloat(row.count - 1) * gap
            let x0 = (width - rowWidth) / 2
            let y = KeyboardView.suggestionBarHeight + CGFloat(rowIndex) * rowHeight + 6
            for column in 0..<row.count {
                place(index, CGRect(x: x0 + CGFloat(column) * (keyWidth + gap), y: y, width: keyWidth, height: keyHeight))
                index += 1
            }
        }
        let y = KeyboardView.suggestionBarHeight + 3 * rowHeight + 6
        let sideWidth = keyWidth * 2 + gap
        place(index, CGRect(x: gap, y: y, width: sideWidth, height: keyHeight))
        place(index + 1, CGRect(x: gap * 2 + sideWidth, y: y, width: width - 2 * sideWidth - gap * 4, height: keyHeight))
        place(index + 2, CGRect(x: width - gap - sideWidth, y: y, width: sideWidth, height: keyHeight))
    }

    private func place(_ index: Int, _ frame: CGRect) {
        keys[index].view.frame = frame
        keys[index].label.frame = CGRect(origin: .zero, size: frame.size)
    }
}
