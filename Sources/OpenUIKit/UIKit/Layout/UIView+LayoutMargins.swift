import Foundation

/// Layout margins, safe-area insets and the guides built on them.
extension UIView {
    /// `layoutMargins` as `UIView` answers it (see the property in UIView.swift).
    var viewLayoutMargins: UIEdgeInsets {
        get {
            var m = layoutStorage?.layoutMargins ?? defaultLayoutMargins
            if layoutStorage?.insetsLayoutMarginsFromSafeArea ?? true {
                let s = safeAreaInsets
                m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
            }
            return m
        }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                Log.uiKit.error("UIView.layoutMargins: ignoring non-finite insets \(newValue)")
                return
            }
            guard newValue != layoutStorage?.layoutMargins else { return }
            autoLayout.layoutMargins = newValue
            marginsDidChange()
        }
    }

    /// 8 points on every side; a controller's root view: 16 points left and right, none above or below.
    var defaultLayoutMargins: UIEdgeInsets {
        owningViewController != nil ? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                                    : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// `layoutMargins` with leading and trailing edges, which are the right
    /// and left ones when the view lays out right-to-left.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the margins include the safe-area insets (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue; marginsDidChange() }
    }

    func marginsDidChange() {
        layoutMarginsDidChange()
        setNeedsLayout()
        if let engine = layoutStorage?.engine {
            // Margin attributes are folded into constraint constants: rebuild.
            engine.needsRebuild = true
            engine.root?.setNeedsLayout()
        }
    }

    /// A guide for the area inside the safe-area insets.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide") }
    /// A guide for the area inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins, "UIViewLayoutMarginsGuide") }
    /// A guide for text of a readable width (here: the margins guide's area).
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent, "UIViewReadableContentGuide") }

    private func systemGuide(_ role: LayoutGuideRole, _ identifier: String) -> UILayoutGuide {
        let storage = autoLayout
        let existing: UILayoutGuide? = switch role {
        case .safeArea: storage.safeAreaGuide
        case .layoutMargins: storage.marginsGuide
        case .readableContent: storage.readableGuide
        case .topLayoutSupport, .bottomLayoutSupport: nil
        }
        if let existing { return existing }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.systemRole = role
        addLayoutGuide(guide)
        switch role {
        case .safeArea: storage.safeAreaGuide = guide
        case .layoutMargins: storage.marginsGuide = guide
        case .readableContent: storage.readableGuide = guide
        case .topLayoutSupport, .bottomLayoutSupport: break
        }
        return guide
    }
}
