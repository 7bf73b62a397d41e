import Foundation

/// The constraints a stack view makes for its arrangement.
extension UIStackView {
    /// Remakes the arrangement's constraints (and the gap guides of the
    /// equal-spacing distributions).
    func arrangementDidChange() {
        guard !isArranging else { return }
        isArranging = true
        defer { isArranging = false }
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
        setNeedsLayout()
    }

    /// An arranged view's `isHidden` changed.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arranged.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    private struct AxisAnchors {
        let leading: NSLayoutAnchor<AnyObject>
        let trailing: NSLayoutAnchor<AnyObject>
        let center: NSLayoutAnchor<AnyObject>
        let length: NSLayoutAnchor<AnyObject>
    }

    /// An item's anchors along (`along`) or across the stack's axis.
    private func anchors(_ item: AnyObject, along: Bool) -> AxisAnchors {
        let horizontal = (axis == .horizontal) == along
        func a(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchor<AnyObject> {
            NSLayoutAnchor<AnyObject>(item: item, attribute: attribute)
        }
        return horizontal ? AxisAnchors(leading: a(.leading), trailing: a(.trailing), center: a(.centerX), length: a(.width))
                          : AxisAnchors(leading: a(.top), trailing: a(.bottom), center: a(.centerY), length: a(.height))
    }

    private func make(_ identifier: String, _ first: NSLayoutAnchor<AnyObject>, _ relation: NSLayoutConstraint.Relation,
                      _ second: NSLayoutAnchor<AnyObject>?, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(first: first.itemStorage, first.attribute, relation, second: second?.itemStorage,
                                   second?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        c.identifier = identifier
        c.priority = priority
        return c
    }

    private func gap(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == UIStackView.spacingUseSystem ? LayoutEngine.systemSpacing : custom
    }

    func makeArrangementConstraints() -> [NSLayoutConstraint] {
        guard !arranged.isEmpty else { return [] }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = anchors(canvas, along: true), across = anchors(canvas, along: false)
        var list: [NSLayoutConstraint] = []
        let visible = arranged.filter { !$0.isHidden }

        // Along the axis: the chain of visible views from edge to edge.
        for view in arranged where view.isHidden {
            let a = anchors(view, along: true)
            list.append(make("UISV-hiding", a.length, .equal, nil))
            list.append(make("UISV-hiding", a.leading, .equal, along.leading))
        }
        if let first = visible.first, let last = visible.last {
            list.append(make("UISV-canvas-connection", anchors(first, along: true).leading, .equal, along.leading))
            list.append(make("UISV-canvas-connection", anchors(last, along: true).trailing, .equal, along.trailing))
        } else {
            list.append(make("UISV-canvas-connection", along.length, .equal, nil, priority: .fittingSizeLevel))
        }
        for (a, b) in zip(visible, visible.dropFirst()) {
            let pa = anchors(a, along: true), pb = anchors(b, along: true)
            let space = gap(after: a)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                list.append(make("UISV-spacing", pb.leading, .equal, pa.trailing, constant: space))
            case .equalSpacing, .equalCentering:
                list.append(make("UISV-spacing", pb.leading, .greaterThanOrEqual, pa.trailing, constant: space))
                let guide = UILayoutGuide()
                guide.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-edge"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                let g = anchors(guide, along: true)
                let from = distribution == .equalSpacing ? pa.trailing : pa.center
                let to = distribution == .equalSpacing ? pb.leading : pb.center
                list.append(make("UISV-distributing-edge", g.leading, .equal, from))
                list.append(make("UISV-distributing-edge", g.trailing, .equal, to))
                let gc = anchors(guide, along: false)
                list.append(make("UISV-distributing-edge", gc.leading, .equal, across.leading))
                list.append(make("UISV-distributing-edge", gc.length, .equal, nil))
            }
        }
        if let firstGuide = spacerGuides.first {
            for guide in spacerGuides.dropFirst() {
                list.append(make("UISV-fill-equally", anchors(guide, along: true).length, .equal, anchors(firstGuide, along: true).length))
            }
        }
        if let first = visible.first {
            let base = anchors(first, along: true).length
            switch distribution {
            case .fillEqually:
                for view in visible.dropFirst() {
                    list.append(make("UISV-fill-equally", anchors(view, along: true).length, .equal, base))
                }
            case .fillProportionally:
                let lengths = visible.map { intrinsicLength(of: $0) }
                if let l0 = lengths[0], l0 > 0 {
                    for (view, length) in zip(visible, lengths).dropFirst() {
                        guard let length else { continue }
                        list.append(make("UISV-fill-proportionally", anchors(view, along: true).length, .equal, base,
                                         multiplier: length / l0, priority: UILayoutPriority(999)))
                    }
                }
            default:
                break
            }
        }

        // Across the axis: the alignment.
        for view in arranged {
            let c = anchors(view, along: false)
            switch alignment {
            case .fill:
                list.append(make("UISV-alignment", c.leading, .equal, across.leading))
                list.append(make("UISV-alignment", c.trailing, .equal, across.trailing))
            case .leading:
                list.append(make("UISV-alignment", c.leading, .equal, across.leading))
                list.append(make("UISV-spanning-boundary", c.trailing, .lessThanOrEqual, across.trailing))
            case .trailing:
                list.append(make("UISV-alignment", c.trailing, .equal, across.trailing))
                list.append(make("UISV-spanning-boundary", c.leading, .greaterThanOrEqual, across.leading))
            case .center, .firstBaseline, .lastBaseline:
                if axis == .horizontal, alignment != .center, view !== arranged[0] {
                    // Baselines line up with the first arranged view's.
                    let attribute: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    list.append(make("UISV-alignment", NSLayoutAnchor<AnyObject>(item: view, attribute: attribute), .equal,
                                     NSLayoutAnchor<AnyObject>(item: arranged[0], attribute: attribute)))
                } else {
                    list.append(make("UISV-alignment", c.center, .equal, across.center))
                }
                list.append(make("UISV-spanning-boundary", c.leading, .greaterThanOrEqual, across.leading))
                list.append(make("UISV-spanning-boundary", c.trailing, .lessThanOrEqual, across.trailing))
            }
        }
        if alignment != .fill {
            // The stack hugs its tallest view when nothing else sizes it.
            list.append(make("UISV-canvas-fit", across.length, .equal, nil, priority: UILayoutPriority(49)))
        }
        return list
    }

    private func intrinsicLength(of view: UIView) -> CGFloat? {
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length == UIView.noIntrinsicMetric || !length.isFinite ? nil : length
    }
}
