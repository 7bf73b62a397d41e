// UIKit re-exports Foundation; so does OpenUIKit, so `import OpenUIKit` alone is enough.
@_exported import Foundation
