// Swift Testing's cross-import overlay for CoreGraphics, which the compiler loads
// whenever a file imports both Testing and CoreGraphics. The Linux toolchain
// declares it (Testing.swiftcrossimport/CoreGraphics.swiftoverlay) but ships no
// module, since CoreGraphics exists on Apple platforms only; with Segue's CoreGraphics a
// test file would fail with "no such module '_Testing_CoreGraphics'". On Apple
// platforms the overlay adds image attachments; here it adds nothing.
