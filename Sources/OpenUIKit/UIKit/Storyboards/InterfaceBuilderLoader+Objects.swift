import Foundation

/// What each kind of element sets on the object made from it.
extension InterfaceBuilderLoader {
    /// A view's own properties and its subviews, decoded in
    /// `UIView.init?(coder:)` (so a subclass sees them after `super.init(coder:)`).
    func decodeView(_ view: UIView, from element: InterfaceBuilderElement) {
        if let frame = element.child("rect", key: "frame") { view.frame = rect(frame) }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            var value: UIView.AutoresizingMask = []
            if mask.bool("widthSizable") == true { value.insert(.flexibleWidth) }
            if mask.bool("heightSizable") == true { value.insert(.flexibleHeight) }
            if mask.bool("flexibleMinX") == true { value.insert(.flexibleLeftMargin) }
            if mask.bool("flexibleMaxX") == true { value.insert(.flexibleRightMargin) }
            if mask.bool("flexibleMinY") == true { value.insert(.flexibleTopMargin) }
            if mask.bool("flexibleMaxY") == true { value.insert(.flexibleBottomMargin) }
            view.autoresizingMask = value
        }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if let hidden = element.bool("hidden") { view.isHidden = hidden }
        if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let enabled = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let multiple = element.bool("multipleTouchEnabled") { view.isMultipleTouchEnabled = multiple }
        if let opaque = element.bool("opaque") { view.isOpaque = opaque }
        if let tag = element["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if let mode = Self.contentMode(element["contentMode"]) { view.contentMode = mode }
        if element.bool("translatesAutoresizingMaskIntoConstraints") == false {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let background = element.child("color", key: "backgroundColor") { view.backgroundColor = color(background) }
        if let tint = element.child("color", key: "tintColor") { view.tintColor = color(tint) }
        if let identifier = element["accessibilityIdentifier"] ?? element.child("accessibility", key: "accessibilityConfiguration")?["identifier"] {
            view.accessibilityIdentifier = identifier
        }
        // A cell's content view is the cell's own.
        let container: UIView
        if let cell = view as? UITableViewCell, let content = element.child(key: "contentView") {
            container = cell.contentView
            decodeView(cell.contentView, from: content)
            if let id = content["id"] { objects[id] = cell.contentView }
        } else if let cell = view as? UICollectionViewCell, let content = element.child(key: "contentView") {
            container = cell.contentView
            if let id = content["id"] { objects[id] = cell.contentView }
            for child in content.children(of: "subviews") {
                if let subview = make(child) as? UIView { cell.contentView.addSubview(subview) }
            }
        } else {
            container = view
        }
        if container === view {
            for child in element.children(of: "subviews") {
                guard let subview = make(child) as? UIView else { continue }
                if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
            }
        }
        if let guide = element.child("viewLayoutGuide", key: "safeArea"), let id = guide["id"] {
            objects[id] = view.safeAreaLayoutGuide
        }
        if let guide = element.child("viewLayoutGuide", key: "layoutMargins"), let id = guide["id"] {
            objects[id] = view.layoutMarginsGuide
        }
        pendingConstraints.append((view, element))
    }

    /// What the loader sets after `init?(coder:)`: a class's own properties
    /// (but a label's, button's and image view's, which their `init?(coder:)`
    /// reads), a controller's view and items, a recognizer's settings.
    func configure(_ object: AnyObject, from element: InterfaceBuilderElement) {
        switch object {
        // Labels, buttons and image views read theirs in their own init?(coder:).
        case let stack as UIStackView: configureStack(stack, element)
        case let toggle as UISwitch:
            toggle.isOn = element.bool("on") ?? false
            if let tint = element.child("color", key: "onTintColor") { toggle.onTintColor = color(tint) }
        case let slider as UISlider:
            if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = element.number("value") { slider.value = Float(value) }
        case let segmented as UISegmentedControl:
            for (index, segment) in element.children(of: "segments").enumerated() {
                segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if let selected = element["selectedSegmentIndex"].flatMap({ Int($0) }) { segmented.selectedSegmentIndex = selected }
        case let pages as UIPageControl:
            if let count = element["numberOfPages"].flatMap({ Int($0) }) { pages.numberOfPages = count }
            if let current = element["currentPage"].flatMap({ Int($0) }) { pages.currentPage = current }
        case let progress as UIProgressView:
            if let value = element.number("progress") { progress.progress = Float(value) }
        case let stepper as UIStepper:
            if let minimum = element.number("minimumValue") { stepper.minimumValue = Double(minimum) }
            if let maximum = element.number("maximumValue") { stepper.maximumValue = Double(maximum) }
            if let step = element.number("stepValue") { stepper.stepValue = Double(step) }
            if let value = element.number("value") { stepper.value = Double(value) }
        case let spinner as UIActivityIndicatorView:
            spinner.style = element["style"] == "large" ? .large : .medium
            if let hides = element.bool("hidesWhenStopped") { spinner.hidesWhenStopped = hides }
            if element.bool("animating") == true { spinner.startAnimating() }
        case let field as UITextField:
            field.text = element["text"] ?? element.child("string", key: "text")?["text"]
            field.placeholder = element["placeholder"]
            if let alignment = Self.textAlignment(element["textAlignment"]) { field.textAlignment = alignment }
            if let font = element.child("fontDescription") { field.font = self.font(font) }
            if let text = element.child("color", key: "textColor") { field.textColor = color(text) }
        case let textView as UITextView:
            textView.text = element["text"] ?? element.child("string", key: "text")?["text"] ?? ""
            if let font = element.child("fontDescription") { textView.font = self.font(font) }
            if let editable = element.bool("editable") { textView.isEditable = editable }
        case let scroll as UIScrollView:
            if let paging = element.bool("pagingEnabled") { scroll.isPagingEnabled = paging }
            if let bounces = element.bool("bounces") { scroll.bounces = bounces }
            if let minimum = element.number("minimumZoomScale") { scroll.minimumZoomScale = minimum }
            if let maximum = element.number("maximumZoomScale") { scroll.maximumZoomScale = maximum }
            if let table = scroll as? UITableView { configureTable(table, element) }
            if let collection = scroll as? UICollectionView { configureCollection(collection, element) }
        case let controller as UIViewController: configureController(controller, element)
        case let item as UIBarButtonItem:
            if let title = element["title"] { item.title = title }
            if let image = image(of: element, key: "image") { item.image = image }
            if let style = element["style"] { item.style = style == "done" ? .done : .plain }
            if let width = element.number("width") { item.width = width }
            if let tag = element["tag"].flatMap({ Int($0) }) { item.tag = tag }
            if let enabled = element.bool("enabled") { item.isEnabled = enabled }
        case let recognizer as UIGestureRecognizer: configureRecognizer(recognizer, element)
        case let cell as UITableViewCell:
            let accessories: [String: UITableViewCell.AccessoryType] = [
                "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
                "checkmark": .checkmark, "detailButton": .detailButton,
            ]
            if let accessory = element["accessoryType"].flatMap({ accessories[$0] }) { cell.accessoryType = accessory }
            if element["selectionStyle"] == "none" { cell.selectionStyle = .none }
        default:
            break
        }
    }

    /// A label's text, alignment, lines, font and colour, read in
    /// `UILabel.init?(coder:)` (a subclass sees them after `super.init(coder:)`).
    func decodeLabel(_ label: UILabel, from element: InterfaceBuilderElement) {
        label.text = element["text"] ?? element.child("string", key: "text")?["text"]
        if let alignment = Self.textAlignment(element["textAlignment"]) { label.textAlignment = alignment }
        if let lines = element["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
        if let font = element.child("fontDescription") { label.font = self.font(font) }
        if let text = element.child("color", key: "textColor") { label.textColor = color(text) }
    }

    /// An image view's images, read in `UIImageView.init?(coder:)`.
    func decodeImageView(_ imageView: UIImageView, from element: InterfaceBuilderElement) {
        imageView.image = image(of: element, key: "image")
        imageView.highlightedImage = image(of: element, key: "highlightedImage")
    }

    /// A button's titles, title colours and images by state and its font,
    /// read in `UIButton.init?(coder:)`.
    func decodeButton(_ button: UIButton, from element: InterfaceBuilderElement) {
        let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted,
                                                 "selected": .selected, "disabled": .disabled]
        for state in element.children where state.name == "state" {
            guard let key = state["key"], let controlState = states[key] else { continue }
            if let title = state["title"] { button.setTitle(title, for: controlState) }
            if let titleColor = state.child("color", key: "titleColor") { button.setTitleColor(color(titleColor), for: controlState) }
            if let image = image(of: state, key: "image") { button.setImage(image, for: controlState) }
            if let background = image(of: state, key: "backgroundImage") { button.setBackgroundImage(background, for: controlState) }
        }
        if let font = element.child("fontDescription") { button.titleLabel?.font = self.font(font) }
        if element.child("buttonConfiguration") != nil {
            document.report(element, "a button configuration (iOS 15 button styles) is not read; the button keeps its states")
        }
    }

    private func configureStack(_ stack: UIStackView, _ element: InterfaceBuilderElement) {
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        if let spacing = element.number("spacing") { stack.spacing = spacing }
        let alignments: [String: UIStackView.Alignment] = [
            "fill": .fill, "top": .top, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
            "bottom": .bottom, "trailing": .trailing, "lastBaseline": .lastBaseline,
        ]
        if let alignment = element["alignment"].flatMap({ alignments[$0] }) { stack.alignment = alignment }
        let distributions: [String: UIStackView.Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        if let distribution = element["distribution"].flatMap({ distributions[$0] }) { stack.distribution = distribution }
    }

    private func configureController(_ controller: UIViewController, _ element: InterfaceBuilderElement) {
        controller.storyboardStorage = storyboard
        if let title = element["title"] { controller.title = title }
        if let identifier = element["restorationIdentifier"] { controller.restorationIdentifier = identifier }
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "overFullScreen": .overFullScreen,
            "overCurrentContext": .overCurrentContext, "currentContext": .currentContext, "custom": .custom,
        ]
        if let style = element["modalPresentationStyle"].flatMap({ styles[$0] }) { controller.modalPresentationStyle = style }
        let transitions: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal,
            "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
        ]
        if let style = element["modalTransitionStyle"].flatMap({ transitions[$0] }) { controller.modalTransitionStyle = style }
        if let defines = element.bool("definesPresentationContext") { controller.definesPresentationContext = defines }
        if let provides = element.bool("providesPresentationContextTransitionStyle") {
            controller.providesPresentationContextTransitionStyle = provides
        }
        if let rootView = element.child(key: "view"), let view = make(rootView) as? UIView {
            // Installed when the view is first asked for (then viewDidLoad), as UIKit loads a scene's view.
            let scene = StoryboardSceneView(view: view, scene: element, storyboard: storyboard)
            if controller.isViewLoaded {
                scene.install(in: controller)  // its init?(coder:) asked for the view already
            } else {
                controller.storyboardSceneView = scene
            }
            sceneViews.append((controller, scene))
        }
        if let item = element.child("navigationItem", key: "navigationItem") {
            if let title = item["title"] { controller.navigationItem.title = title }
            if let id = item["id"] { objects[id] = controller.navigationItem }
            for key in ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"] {
                guard let itemElement = item.child("barButtonItem", key: key),
                      let made = make(itemElement) as? UIBarButtonItem else { continue }
                switch key {
                case "leftBarButtonItem": controller.navigationItem.leftBarButtonItem = made
                case "rightBarButtonItem": controller.navigationItem.rightBarButtonItem = made
                default: controller.navigationItem.backBarButtonItem = made
                }
            }
        }
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            let type = customClass(of: item, base: UITabBarItem.self) as? UITabBarItem.Type ?? UITabBarItem.self
            let tabItem = type.init(coder: InterfaceBuilderCoder(element: item, loader: self))
                ?? UITabBarItem(title: nil, image: nil, tag: 0)
            tabItem.title = item["title"]
            tabItem.image = image(of: item, key: "image")
            tabItem.tag = item["tag"].flatMap { Int($0) } ?? 0
            tabItem.selectedImage = image(of: item, key: "selectedImage")
            if let id = item["id"] { objects[id] = tabItem }
            made.append(tabItem)
            madeElements.append((tabItem, item))
            if let system = item["systemItem"] {
                document.report(item, "a system tab bar item ('\(system)') is not supported; the item keeps its title and image")
            }
            controller.tabBarItem = tabItem
        }
        if let navigation = controller as? UINavigationController { configureNavigationController(navigation, element) }
    }

    /// A table's prototype cells, registered by reuse identifier as nibs
    /// of their own (each dequeue makes one from the document).
    private func configureTable(_ table: UITableView, _ element: InterfaceBuilderElement) {
        if let height = element.number("rowHeight") { table.rowHeight = height }
        for prototype in element.children(of: "prototypes") where prototype.name == "tableViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            table.register(prototypeNib(prototype), forCellReuseIdentifier: identifier)
        }
    }

    /// A prototype cell's nib, whose cells trigger their segues on the scene's controller.
    private func prototypeNib(_ prototype: InterfaceBuilderElement) -> UINib {
        let nib = UINib(document: document, element: prototype)
        nib.storyboard = storyboard
        var scene = prototype.parent
        while let element = scene, element["sceneMemberID"] != "viewController" { scene = element.parent }
        nib.prototypeOwner = scene.flatMap { $0["id"] }.flatMap { objects[$0] as? UIViewController } ?? prototypeOwner
        return nib
    }

    /// A collection view's flow layout and prototype cells.
    private func configureCollection(_ collection: UICollectionView, _ element: InterfaceBuilderElement) {
        if let flow = element.child("collectionViewFlowLayout", key: "collectionViewLayout") {
            let layout = UICollectionViewFlowLayout()
            if let spacing = flow.number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
            if let spacing = flow.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
            if let size = flow.child("size", key: "itemSize") {
                layout.itemSize = CGSize(width: size.number("width") ?? 50, height: size.number("height") ?? 50)
            }
            if let inset = flow.child("inset", key: "sectionInset") {
                layout.sectionInset = UIEdgeInsets(top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0,
                                                   bottom: inset.number("maxY") ?? 0, right: inset.number("maxX") ?? 0)
            }
            if flow["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
            collection.collectionViewLayout = layout
        }
        for child in element.children where child.name == "cells" {
            for prototype in child.children where prototype.name == "collectionViewCell" {
                guard let identifier = prototype["reuseIdentifier"] else { continue }
                collection.register(prototypeNib(prototype), forCellWithReuseIdentifier: identifier)
            }
        }
    }
}
