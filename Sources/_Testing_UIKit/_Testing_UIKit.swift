// Swift Testing's cross-import overlay for UIKit, which the compiler loads
// whenever a file imports both Testing and UIKit. The Linux toolchain
// declares it (Testing.swiftcrossimport/UIKit.swiftoverlay) but ships no
// module, since UIKit exists on Apple platforms only; with Segue's UIKit a
// test file would fail with "no such module '_Testing_UIKit'". On Apple
// platforms the overlay adds image attachments; here it adds nothing.
