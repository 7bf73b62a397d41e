import Foundation

/// Cell and supplementary registrations (`UICollectionView.CellRegistration`,
/// `UICollectionView.SupplementaryRegistration`): a class (or nib) and a
/// handler that configures each view handed out. A registration registers
/// itself, under an identifier of its own, the first time it dequeues.
extension UICollectionView {
    @MainActor
    static var registrationCounter = 0

    @MainActor
    static func newRegistrationIdentifier(_ type: Any.Type) -> String {
        registrationCounter += 1
        return "\(TypeNames.unqualified(type))-registration-\(registrationCounter)"
    }

    /// How to make and configure a cell for an item.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let reuseIdentifier: String
        let nib: UINib?
        let handler: Handler

        public init(handler: @escaping Handler) {
            reuseIdentifier = UICollectionView.newRegistrationIdentifier(Cell.self)
            nib = nil
            self.handler = handler
        }

        public init(cellNib: UINib, handler: @escaping Handler) {
            reuseIdentifier = UICollectionView.newRegistrationIdentifier(Cell.self)
            nib = cellNib
            self.handler = handler
        }
    }

    /// How to make and configure a supplementary view of one kind.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        let reuseIdentifier: String
        let elementKind: String
        let nib: UINib?
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            reuseIdentifier = UICollectionView.newRegistrationIdentifier(Supplementary.self)
            self.elementKind = elementKind
            nib = nil
            self.handler = handler
        }

        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            reuseIdentifier = UICollectionView.newRegistrationIdentifier(Supplementary.self)
            self.elementKind = elementKind
            nib = supplementaryNib
            self.handler = handler
        }
    }

    /// A cell of the registration's class, recycled or new, configured by
    /// its handler with `item`. A nil item (UIKit raises) is reported and
    /// the cell returned unconfigured.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell {
        let id = registration.reuseIdentifier
        if !registeredCellRegistrations.contains(id) {
            registeredCellRegistrations.insert(id)
            if let nib = registration.nib { register(nib, forCellWithReuseIdentifier: id) } else { register(Cell.self, forCellWithReuseIdentifier: id) }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: id, for: indexPath)
        let cell: Cell
        if let typed = dequeued as? Cell {
            cell = typed
        } else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "the cell made for registration \(id) is \(uiKitDescription(dequeued)), not a \(TypeNames.qualified(Cell.self))")
            cell = Cell(frame: .zero)
            cell.reuseIdentifier = id
        }
        guard let item else {
            UIKitException.raise(UIKitException.invalidArgument,
                                 "attempt to dequeue a cell for a nil item at index path \(indexPath) with registration \(id)")
            return cell
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's class and kind, recycled
    /// or new, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary where Supplementary: UICollectionReusableView {
        let id = registration.reuseIdentifier
        let kind = registration.elementKind
        if !registeredCellRegistrations.contains(id) {
            registeredCellRegistrations.insert(id)
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: id)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: id)
            }
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: id, for: indexPath)
        let view: Supplementary
        if let typed = dequeued as? Supplementary {
            view = typed
        } else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 "the view made for registration \(id) is \(uiKitDescription(dequeued)), not a \(TypeNames.qualified(Supplementary.self))")
            view = Supplementary(frame: .zero)
            view.reuseIdentifier = id
            view.elementKind = kind
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
