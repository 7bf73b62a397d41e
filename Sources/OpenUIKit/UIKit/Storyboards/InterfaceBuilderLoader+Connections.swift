import Foundation

/// Step 2 of loading: constraints, connections (outlets, actions, segues)
/// and user-defined runtime attributes, once every object is made; then
/// step 3, `awakeFromNib()`.
extension InterfaceBuilderLoader {
    /// Connects and wakes everything made so far.
    func finish() {
        for (view, element) in pendingConstraints {
            for constraint in element.children(of: "constraints") where constraint.name == "constraint" {
                addConstraint(constraint, of: view)
            }
        }
        pendingConstraints.removeAll()
        for (object, element) in madeElements {
            connect(element.children(of: "connections"), from: object, in: element)
            setRuntimeAttributes(element.children(of: "userDefinedRuntimeAttributes"), on: object, in: element)
        }
        for (object, connections) in placeholderConnections {
            connect(connections.children(of: "connections"), from: object, in: connections)
        }
        madeElements.removeAll()
        placeholderConnections.removeAll()
        // A controller whose view was loaded while it was made embeds now.
        for (controller, scene) in sceneViews where controller.storyboardSceneView !== scene {
            scene.performEmbeds(in: controller)
        }
        sceneViews.removeAll()
        awakeAll()
    }

    /// The File's Owner's (and other placeholders') connections of a nib.
    func connectPlaceholders(in topLevel: [InterfaceBuilderElement]) {
        for element in topLevel where element.name == "placeholder" {
            if let id = element["id"], let owner = objects[id] { placeholderConnections.append((owner, element)) }
        }
    }

    // MARK: Constraints

    private func addConstraint(_ element: InterfaceBuilderElement, of owner: UIView) {
        let first: AnyObject? = element["firstItem"].map { objects[$0] } ?? owner
        // Without `secondItem`, a second attribute is the owner's own (an aspect ratio).
        let second: AnyObject? = element["secondItem"].map { objects[$0] }
            ?? (element["secondAttribute"] != nil ? owner : nil)
        guard let first, let firstAttribute = Self.attribute(element["firstAttribute"]) else {
            return document.report(element, "a constraint whose first item or attribute Segue cannot find; left out")
        }
        let secondAttribute = Self.attribute(element["secondAttribute"]) ?? .notAnAttribute
        if element["secondItem"] != nil && second == nil {
            return document.report(element, "a constraint to an object Segue did not make; left out")
        }
        let relation: NSLayoutConstraint.Relation = element["relation"] == "greaterThanOrEqual" ? .greaterThanOrEqual
            : element["relation"] == "lessThanOrEqual" ? .lessThanOrEqual : .equal
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                            toItem: second, attribute: secondAttribute,
                                            multiplier: Self.multiplier(element["multiplier"]),
                                            constant: element.number("constant") ?? 0)
        if let priority = element.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
        constraint.isActive = true
        if let id = element["id"] { objects[id] = constraint }
    }

    /// `multiplier="2"`, or a ratio `"16:9"`.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
        return parts.first.map { CGFloat($0) } ?? 1
    }

    static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
        let attributes: [String: NSLayoutConstraint.Attribute] = [
            "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
            "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
            "lastBaseline": .lastBaseline, "baseline": .lastBaseline, "firstBaseline": .firstBaseline,
            "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
            "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
            "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
        ]
        return name.flatMap { attributes[$0] }
    }

    // MARK: Outlets and actions

    private func connect(_ connections: [InterfaceBuilderElement], from source: AnyObject, in owner: InterfaceBuilderElement) {
        var collections: [String: [Any]] = [:]
        for connection in connections {
            switch connection.name {
            case "outlet":
                guard let property = connection["property"], let destination = destination(of: connection) else { continue }
                setOutlet(property, to: destination, on: source, connection)
            case "outletCollection":
                guard let property = connection["property"], let destination = destination(of: connection) else { continue }
                collections[property, default: []].append(destination)
            case "action":
                guard let selector = connection["selector"], let destination = destination(of: connection) else { continue }
                connectAction(Selector(selector), to: destination, from: source, event: connection["eventType"], connection)
            case "segue":
                connectSegue(connection, from: source, in: owner)
            default:
                document.report(connection, "a <\(connection.name)> connection is not supported; left out")
            }
        }
        for (property, values) in collections.sorted(by: { $0.key < $1.key }) {
            setOutlet(property, to: values, on: source, nil)
        }
    }

    private func destination(of connection: InterfaceBuilderElement) -> AnyObject? {
        guard let id = connection["destination"], let object = objects[id] else {
            document.report(connection, "a connection to an object Segue did not make (\(connection["destination"] ?? "none")); left out")
            return nil
        }
        return object
    }

    private func setOutlet(_ property: String, to value: Any, on source: AnyObject, _ connection: InterfaceBuilderElement?) {
        if let responder = source as? UIResponder {
            responder.setValue(value, forKey: property)
        } else if let recognizer = source as? UIGestureRecognizer, property == "delegate" {
            recognizer.delegate = value as? UIGestureRecognizerDelegate
        } else if let connection {
            document.report(connection, "an outlet '\(property)' of a \(type(of: source)), which Segue cannot set; left out")
        }
    }

    private func connectAction(_ selector: Selector, to target: AnyObject, from source: AnyObject, event: String?,
                               _ connection: InterfaceBuilderElement) {
        if let responder = target as? UIResponder {
            _ = type(of: responder).interfaceBuilderActions  // registers the class's @IBAction methods
        }
        if !SelectorTable.isImplemented(selector, byInstancesOf: type(of: target)) {
            document.report(connection, "\(type(of: target)) has no @IBAction \(selector.name) (port the file with segue-port, which registers them)")
        }
        let send: @MainActor (Any?) -> Void = { [weak target] sender in
            guard let target else { return }
            _ = SelectorTable.send(selector, to: target, [sender, nil])
        }
        switch source {
        case let control as UIControl:
            control.addAction(UIAction { action in send(action.sender) }, for: Self.controlEvent(event))
        case let item as UIBarButtonItem:
            // The item holds its action: the action holds the item weakly (no cycle).
            item.primaryAction = UIAction { [weak item] _ in send(item) }
        case let recognizer as UIGestureRecognizer:
            recognizer.addTarget(nil) { send($0) }
        default:
            document.report(connection, "an action from a \(type(of: source)), which sends none; left out")
        }
    }

    static func controlEvent(_ name: String?) -> UIControl.Event {
        let events: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside,
            "touchCancel": .touchCancel, "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
            "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        return name.flatMap { events[$0] } ?? .touchUpInside
    }

    // MARK: Runtime attributes

    private func setRuntimeAttributes(_ attributes: [InterfaceBuilderElement], on object: AnyObject, in owner: InterfaceBuilderElement) {
        for attribute in attributes where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = runtimeValue(attribute)
            if let view = object as? UIView, keyPath.hasPrefix("layer.") {
                setLayerAttribute(String(keyPath.dropFirst("layer.".count)), value, on: view.layer, attribute)
            } else if let responder = object as? UIResponder {
                responder.setValue(value, forKey: keyPath)
            } else {
                document.report(attribute, "a runtime attribute '\(keyPath)' of a \(type(of: object)); left out")
            }
        }
    }

    private func runtimeValue(_ attribute: InterfaceBuilderElement) -> Any? {
        switch attribute["type"] {
        case "boolean": return attribute["value"] == "YES"
        case "string", "localizedString": return attribute["value"]
        case "number": return attribute.children.first.flatMap { $0.number("value") }
        case "color": return attribute.child("color").flatMap(color)
        case "image": return image(named: attribute["value"])
        case "rect": return attribute.child("rect").map(rect)
        case "point": return attribute.child("point").map { CGPoint(x: $0.number("x") ?? 0, y: $0.number("y") ?? 0) }
        case "size": return attribute.child("size").map { CGSize(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0) }
        default: return nil
        }
    }

    private func setLayerAttribute(_ key: String, _ value: Any?, on layer: CALayer, _ attribute: InterfaceBuilderElement) {
        switch (key, value) {
        case ("cornerRadius", let number as CGFloat): layer.cornerRadius = number
        case ("borderWidth", let number as CGFloat): layer.borderWidth = number
        case ("masksToBounds", let flag as Bool): layer.masksToBounds = flag
        case ("shadowOpacity", let number as CGFloat): layer.shadowOpacity = Float(number)
        case ("shadowRadius", let number as CGFloat): layer.shadowRadius = number
        case ("borderColor", let color as UIColor): layer.borderColor = color.cgColor
        case ("shadowColor", let color as UIColor): layer.shadowColor = color.cgColor
        case ("shadowOffset", let size as CGSize): layer.shadowOffset = size
        case ("opacity", let number as CGFloat): layer.opacity = Float(number)
        case ("zPosition", let number as CGFloat): layer.zPosition = number
        default: document.report(attribute, "the runtime attribute 'layer.\(key)' is not supported; left out")
        }
    }
}
