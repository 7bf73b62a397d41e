import OpenUIKit
