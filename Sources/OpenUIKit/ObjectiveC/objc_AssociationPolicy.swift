/// How an associated value is held (the Objective-C runtime's
/// `objc_AssociationPolicy`, with its raw values): `OBJC_ASSOCIATION_ASSIGN`
/// does not retain the value, the `RETAIN` policies keep it alive, the `COPY`
/// policies keep a copy of it (`NSCopying`'s `copy()` for objects that adopt
/// it). The `NONATOMIC` variants differ on iOS only in locking; Segue locks
/// every access ("objc_AssociationPolicy",
/// developer.apple.com/documentation/objectivec/objc_associationpolicy).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}
