"""Segue's open corpus tooling: real public UIKit code, extracted from local
snapshots, ported with `segue-port` and type-checked against Segue.
See docs/CORPUS.md."""
