"""Sorts a compiler error into the kind of gap it shows, and names the
blocker (the symbol or construct) it is about, so that the report can count
files per blocker.
"""

import re

MISSING_API = "missing Segue API"
DIFFERENT = "present but different"
ERA = "language era or port artifact"
OBJC = "Objective-C runtime"
FRAMEWORK = "framework Linux lacks"
SIBLING = "missing sibling or user code"
CATEGORIES = [MISSING_API, DIFFERENT, OBJC, ERA, FRAMEWORK, SIBLING]

# Apple frameworks that Linux cannot have (hardware, OS services, media,
# other UI frameworks). A file importing one is listed apart, not counted.
UNAVAILABLE_FRAMEWORKS = {
    "Photos", "PhotosUI", "AVKit", "AVFoundation", "SwiftUI", "MapKit", "WebKit", "SafariServices",
    "MessageUI", "CoreLocation", "CoreMotion", "ARKit", "RealityKit", "SceneKit", "SpriteKit",
    "Metal", "MetalKit", "MetalPerformanceShaders", "CoreData", "CloudKit", "StoreKit",
    "UserNotifications", "LocalAuthentication", "Vision", "VisionKit", "CoreML", "HealthKit",
    "Contacts", "ContactsUI", "EventKit", "EventKitUI", "GameKit", "GameplayKit",
    "AuthenticationServices", "LinkPresentation", "QuickLook", "PDFKit", "WidgetKit", "Intents",
    "IntentsUI", "CoreHaptics", "CoreBluetooth", "NetworkExtension", "CoreTelephony", "MediaPlayer",
    "CoreAudio", "AudioToolbox", "CoreMedia", "CoreVideo", "GLKit", "OpenGLES", "ReplayKit", "Social",
    "AdSupport", "AppTrackingTransparency", "iAd", "CoreNFC", "PassKit", "Messages", "CarPlay",
    "ActivityKit", "AppKit", "Cocoa", "WatchKit", "ClockKit", "PencilKit", "MusicKit", "ShazamKit",
    "AppIntents", "TipKit", "SwiftData", "Speech", "SoundAnalysis", "CallKit", "PushKit",
    "DeviceCheck", "BackgroundTasks", "QuickLookThumbnailing", "FileProvider", "NaturalLanguage",
}
# Other Apple modules: missing on Linux today, but nothing stops Segue from
# providing them; a file importing one counts (as a FRAMEWORK failure).
APPLE_MODULES = UNAVAILABLE_FRAMEWORKS | {
    "Combine", "os", "Darwin", "ObjectiveC", "CoreImage", "ImageIO", "Accelerate",
    "MobileCoreServices", "UniformTypeIdentifiers", "CoreText", "CoreFoundation", "Network",
    "SystemConfiguration", "Security", "CryptoKit", "CoreServices", "CoreSpotlight", "OSLog",
    "QuartzCore", "CoreGraphics", "UIKit", "Foundation", "Dispatch", "simd", "CoreAnimation",
    "MediaAccessibility", "Observation", "UserNotificationsUI", "Symbols",
}

_APPLE_NAME = re.compile(
    r"^(UI|CA|CG|NS|CI|AV|PH|MK|WK|SF|SK|SCN|CF|CT|CL|CM|CN|GK|LA|UN|kCA|kCF|kCG|os_|OS|objc_|dispatch_|AnyCancellable|"
    r"Published|ObservableObject|PassthroughSubject|CurrentValueSubject|Just|Logger|DispatchQueue|Selector|"
    r"AVMakeRect|Darwin|autoreleasepool|NSKeyValue|UTType|Observable|Combine|Cancellable)")
_OBJC = re.compile(
    r"@objc|#selector|Objective-C|'dynamic'|\bdynamic\b|objc_|\bSelector\b|NSKeyValueObserv|#keyPath|"
    r"'observe'|responds\(to|'responds'|'perform'|perform\(|forwardingTarget|NSClassFromString|"
    r"optional requirement|'optional'|declarations in extensions cannot override|non-@objc|"
    r"overriding declarations in extensions|setValue\(|value\(forKey|'value'|'setValue'|addObserver\(_:forKeyPath|"
    r"observeValue|@NSManaged|NSProxy|method_exchangeImplementations|class_getInstanceMethod|#keyPath")
_ERA = re.compile(
    r"has been renamed to|has been replaced by|renamed|is unavailable in Swift|was obsoleted|"
    r"unavailable: use|^expected|consecutive statements|unknown attribute|"
    r"'private\(set\)'|cannot be used in an '@objc'|closure use of non-escaping|"
    r"extraneous|unterminated|invalid redeclaration")
_QUOTED = re.compile(r"'([^']+)'")


def _apple(name):
    return bool(_APPLE_NAME.match(name.split(".")[0].split("<")[0].strip()))


HIDDEN = "`#if` hides the declaration on Linux"


def classify(message, declared=frozenset(), hidden=frozenset()):
    """(category, blocker) of one error message. `declared` holds the names
    the file's repository declares: an error about one of those is about
    user code the check did not include, not about Segue; `hidden` holds the
    names the checked files declare only under a condition false on Linux
    (`#if os(iOS)`), an error about which is the porter's to fix."""
    module = re.search(r"no such module '([\w.]+)'", message)
    if module:
        name = module.group(1)
        root = name.split(".")[0]
        if "." in name:
            return ERA, f"import {name}"
        if root in APPLE_MODULES:
            return FRAMEWORK, f"import {root}"
        return SIBLING, f"import {root} (third party)"
    for pattern in (r"cannot find (?:type )?'(\w+)' in scope", r"has no member '(\w+)'"):
        match = re.search(pattern, message)
        if match and match.group(1) in hidden:
            return ERA, HIDDEN
    if _OBJC.search(message):
        return OBJC, _blocker(message)
    missing = re.search(r"cannot find (?:type )?'([^']+)' in scope", message)
    if missing:
        name = missing.group(1)
        return (MISSING_API if _apple(name) and name not in declared else SIBLING), name
    member = re.search(r"(?:value of type|type) '([^']+)' has no member '([^']+)'", message)
    if member:
        owner, name = member.groups()
        owner = owner.removeprefix("any ").removesuffix("?").removesuffix("!")
        if _apple(owner) and name not in declared:
            return MISSING_API, f"{owner}.{name}"
        return SIBLING, f"{owner}.{name}"
    module_member = re.search(r"module '(\w+)' has no member named '([^']+)'", message)
    if module_member:
        return MISSING_API, f"{module_member.group(1)}.{module_member.group(2)}"
    if re.search(r"reference to member '([^']+)' cannot be resolved", message):
        return MISSING_API, f".{_QUOTED.search(message).group(1)} (implicit member)"
    labels = re.search(r"incorrect argument labels? in call \(have '(\w+):", message)
    if labels and labels.group(1) in declared:
        return SIBLING, _blocker(message)
    if _ERA.search(message):
        return ERA, _blocker(message)
    return DIFFERENT, _blocker(message)


def _blocker(message):
    """A message with its specifics kept but its variable parts (literals,
    local names) normalised enough that equal causes group together."""
    text = re.sub(r"\(have '[^']*', expected '[^']*'\)", "(labels)", message)
    text = re.sub(r"\b\d+\b", "N", text)
    return text[:160]
