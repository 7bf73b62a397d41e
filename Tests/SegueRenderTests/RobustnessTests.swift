import Foundation
import OpenUIKit
import Testing
@testable import SegueRender
import SegueTestSupport
import SegueTesting

@Suite(.serialized) struct RobustnessTests {
    @Test func nonFiniteGeometryIsSkipped() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 60, height: 60), children: [
            .frame(CGRect(x: 0, y: 0, width: 20, height: 20)) { $0.backgroundColor = .white; $0.position.x = .nan },
            .frame(CGRect(x: 0, y: 0, width: 20, height: 20)) { $0.backgroundColor = .white; $0.transform.m11 = .infinity },
            .frame(CGRect(x: 0, y: 0, width: 20, height: 20)) { $0.backgroundColor = .white; $0.bounds.size.width = .nan },
            .frame(CGRect(x: 40, y: 40, width: 20, height: 20)) { $0.backgroundColor = color(0, 1, 0) },
            .frame(CGRect(x: 20, y: 20, width: 0, height: 0)) { $0.backgroundColor = .white; $0.borderWidth = 3; $0.borderColor = .white },
        ]))
        let renderer = try Renderer()
        let (rendered, diagnostics) = try withCapturedDiagnostics { try renderer.render(tree) }
        let frame = rendered
        // One warning for each of the three broken layers.
        #expect(diagnostics.count == 3 && diagnostics.allSatisfy { $0.message.contains("has non-finite geometry; skipped") },
                "\(diagnostics)")
        #expect(frame.rgb(10, 10) == [0, 0, 0])
        #expect(frame.rgb(20, 20) == [0, 0, 0])
        #expect(frame.rgb(50, 50) == [0, 255, 0])
        // Twice: logged once per layer, still no crash.
        #expect(try renderer.render(tree).pixels == frame.pixels)
        // Degenerate requests.
        #expect(try renderer.render(tree, scale: .nan).width == 60)
        #expect(try renderer.render(tree, size: CGSize(width: 0, height: 10)).width == 0)
        #expect(try renderer.render(RenderTree(time: 0, layers: [])).width == 0)
    }

    @Test func hugeLayerRendersInBoundedMemory() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 120, height: 120), children: [
            .frame(CGRect(x: -49_940, y: 30, width: 100_000, height: 60), { layer in
                layer.backgroundColor = color(1, 0, 0)
                layer.cornerRadius = 10
                layer.borderWidth = 2
                layer.borderColor = .white
                layer.opacity = 0.999
                layer.masksToBounds = true
                layer.shadowOpacity = 1
            }, children: [
                .frame(CGRect(x: 49_950, y: 10, width: 20, height: 20)) { $0.backgroundColor = color(0, 0, 1) },
            ]),
        ]))
        let renderer = try Renderer()
        let frame = try renderer.render(tree, scale: 2)
        #expect(frame.width == 240)
        expectPixel(frame, 10, 120, to: [255, 0, 0])
        expectPixel(frame, 230, 120, to: [255, 0, 0])
        #expect(frame.rgb(120, 10) == [0, 0, 0])
        expectPixel(frame, 120, 61, to: [255, 255, 255]) // top border: 2 pt = rows 60..<64 at 2x
        expectPixel(frame, 120, 66, to: [255, 0, 0])
        expectPixel(frame, 40, 100, to: [0, 0, 255])
        // Targets are the output size (plus one group target), never the layer's.
        #expect(renderer.textureMemoryBytes < 2 * 240 * 240 * 40)
    }

    @Test func imageTexturesAreCachedPerImageAndEvicted() throws {
        let image = CompositingTests.quadrantImage()
        func tree(_ image: CGImage) -> RenderTree {
            makeTree(.frame(CGRect(x: 0, y: 0, width: 40, height: 40), children: [
                .frame(CGRect(x: 0, y: 0, width: 40, height: 40)) { $0.contents = image },
                .frame(CGRect(x: 0, y: 0, width: 20, height: 20)) { $0.contents = image },
            ]))
        }
        let renderer = try Renderer()
        _ = try renderer.render(tree(image))
        #expect(renderer.cachedImageCount == 1)
        _ = try renderer.render(tree(CompositingTests.quadrantImage()))
        #expect(renderer.cachedImageCount == 1) // the first image's texture was unused for a frame
        _ = try renderer.render(makeTree(.frame(CGRect(x: 0, y: 0, width: 10, height: 10))))
        #expect(renderer.cachedImageCount == 0)
    }

    @Test func benchmarkReportsEachScale() throws {
        let results = try RenderBenchmark.measure(tree: PerspectiveTests.tree(angle: 0.4), scales: [1, 2], iterations: 3)
        #expect(results.map(\.scale) == [1, 2])
        #expect(results.allSatisfy { $0.medianMilliseconds > 0 && $0.floorMilliseconds > 0 && $0.drawMilliseconds > 0 })
        for r in results where ProcessInfo.processInfo.environment["SEGUE_TEST_VERBOSE"] == "1" { print("bench scale \(r.scale): median \(r.medianMilliseconds) ms, floor \(r.floorMilliseconds) ms") }
    }
}

@Suite(.serialized) struct MalformedTreeTests {
    @Test func inconsistentSubtreeEndsDoNotHangOrCrash() throws {
        var layers = makeTree(.frame(CGRect(x: 0, y: 0, width: 40, height: 40), children: [
            .frame(CGRect(x: 0, y: 0, width: 20, height: 20)) { $0.backgroundColor = .white },
            .frame(CGRect(x: 20, y: 20, width: 20, height: 20)) { $0.backgroundColor = .white },
        ])).layers
        let renderer = try Renderer()
        try expectDiagnostic("render tree has inconsistent subtreeEnd values; repaired") {
            for ends in [[0, 0, 0], [3, 1, 99], [3, 3, 2], [-5, 2, 3], [2, 3, 3]] {
                for (i, end) in ends.enumerated() { layers[i].subtreeEnd = end }
                _ = try renderer.render(RenderTree(time: 0, layers: layers))
            }
        }
        #expect(TreeStructure([0, 0, 0]).ends == [1, 2, 3])
        #expect(TreeStructure([3, 1, 99]).ends == [3, 2, 3])
        #expect(TreeStructure([2, 3, 3]).ends == [2, 2, 3])
        #expect(TreeStructure([3, 2, 3]).children(of: 0) == [1, 2])
    }

    @Test func deepNestingIsBounded() throws {
        // A chain of 3000 nested layers, built flat (nested `Node`s would overflow the test's own stack).
        let count = 3000
        let layers = (0..<count).map { i in
            RenderLayer(layerID: i + 1, subtreeEnd: count, bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
                        position: CGPoint(x: 5, y: 5), opacity: i % 2 == 0 ? 0.999 : 1,
                        backgroundColor: i == count - 1 ? .white : nil)
        }
        let frame = try expectDiagnostic("layers nested deeper than 256 levels are not drawn") {
            try Renderer().render(RenderTree(time: 0, layers: layers))
        }
        #expect(frame.width == 10)
    }

    @Test func emptyFrameEncodesAsTransparentPixel() {
        let decoded = decodePNG(PNGCodec.encode(Frame(width: 0, height: 0, pixels: [])))
        #expect(decoded?.width == 1 && decoded?.pixels == [0, 0, 0, 0])
    }
}

extension RobustnessTests {
    /// Over budget, image textures are evicted least-recently-used mid-frame and
    /// every image still draws correctly; group opacity falls back to per-layer opacity.
    @Test func textureBudgetIsEnforced() throws {
        func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> CGImage {
            var pixels = [UInt8](repeating: 255, count: 1024 * 1024 * 4)
            for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = r; pixels[i + 1] = g; pixels[i + 2] = b }
            return CGImage(width: 1024, height: 1024, premultipliedRGBA: pixels)!
        }
        // Five 4 MB textures: over the smallest image budget (16 MB) together.
        let images = [solid(255, 0, 0), solid(0, 255, 0), solid(0, 0, 255), solid(255, 255, 0), solid(0, 255, 255)]
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 100, height: 20), children: images.enumerated().map { i, image in
            .frame(CGRect(x: CGFloat(i) * 20, y: 0, width: 20, height: 20)) { $0.contents = image }
        } + [
            .frame(CGRect(x: 0, y: 0, width: 10, height: 10), { $0.opacity = 0.5 },
                   children: [.frame(CGRect(x: 0, y: 0, width: 10, height: 10)) { $0.backgroundColor = .white }]),
        ]))
        let renderer = try Renderer()
        renderer.textureBudgetBytes = 1 << 20 // room for the 100×20 frame, not for the images or a group target
        let frame = try expectDiagnostic("budget; evicting least recently used") { try renderer.render(tree) }
        expectPixel(frame, 15, 15, to: [255, 0, 0])
        expectPixel(frame, 30, 10, to: [0, 255, 0])
        expectPixel(frame, 50, 10, to: [0, 0, 255])
        expectPixel(frame, 70, 10, to: [255, 255, 0])
        expectPixel(frame, 90, 10, to: [0, 255, 255])
        expectPixel(frame, 5, 5, to: [255, 128, 128], tolerance: 1) // white at 0.5 over red, no group target
        #expect(renderer.imageTextureBytes <= RenderEngine.minimumImageBudgetBytes)
        #expect(renderer.cachedImageCount < images.count)
    }

    @Test func missingLibraryErrorNamesPackages() {
        #expect {
            _ = try DynamicLibrary(candidates: ["libSegueDoesNotExist.so.9"], debianPackages: ["libegl1", "libegl-mesa0"])
        } throws: { error in
            let text = "\(error)"
            return text.contains("libSegueDoesNotExist.so.9") && text.contains("libegl1, libegl-mesa0")
        }
    }
}

extension RobustnessTests {
    /// Outputs too large for the memory budget lose multisampling, then shrink.
    @Test func oversizedOutputIsReducedToTheBudget() throws {
        let tree = makeTree(.frame(CGRect(x: 0, y: 0, width: 100, height: 100), children: [
            .frame(CGRect(x: 0, y: 0, width: 50, height: 50)) { $0.backgroundColor = color(1, 0, 0) },
        ]))
        let renderer = try Renderer()
        renderer.textureBudgetBytes = 4 << 20
        let frame = try expectDiagnostic("a 5000×5000 frame exceeds the GL limit or memory budget") {
            try renderer.render(tree, scale: 50)   // asks for 5000 × 5000
        }
        #expect(frame.width > 100 && frame.width < 5000 && frame.width == frame.height)
        #expect(frame.width * frame.height * 9 <= 2 << 20)
        expectPixel(frame, 10, 10, to: [255, 0, 0])
        #expect(renderer.textureMemoryBytes <= 4 << 20)
        // A frame that fits keeps 4× MSAA (when the driver has it) and its full size.
        renderer.textureBudgetBytes = 256 << 20
        #expect(try renderer.render(tree, scale: 2).width == 200)
    }
}

extension RobustnessTests {
    /// Renderers come and go (each with its own context) without exhausting
    /// anything, and work from whichever thread calls them.
    @Test func renderersAreCreatedAndReleasedRepeatedly() async throws {
        let tree = PerspectiveTests.tree(angle: 0.3)
        let reference = try Renderer().render(tree).pixels
        for _ in 0..<20 {
            let renderer = try Renderer()
            #expect(try renderer.render(tree).pixels == reference)
        }
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 { group.addTask { try Renderer().render(tree).pixels } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == reference })
    }
}
