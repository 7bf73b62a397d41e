import Logging

enum Log { static let quartzCore = Logger(label: "Segue.QuartzCore"); static let uiKit = Logger(label: "Segue.UIKit") }
