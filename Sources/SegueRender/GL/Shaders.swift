/// GLSL ES 3.00 sources of the one program SegueRender draws with.
///
/// Vertices carry a position in the layer's bounds space (points) and a
/// texture coordinate; `uMatrix` maps layer space to clip space with the
/// layer's full 4×4 matrix, so the GPU does the perspective divide and
/// interpolation is perspective-correct. All colours are premultiplied.
enum Shaders {
    static let vertex = """
    #version 300 es
    layout(location = 0) in vec2 aPosition;
    layout(location = 1) in vec2 aTexCoord;
    uniform mat4 uMatrix;
    out vec2 vLocal;
    out vec2 vTexCoord;
    void main() {
        vLocal = aPosition;
        vTexCoord = aTexCoord;
        gl_Position = uMatrix * vec4(aPosition, 0.0, 1.0);
    }
    """

    /// The fragment shader specialised for one `DrawMode` (a separate program
    /// per mode: llvmpipe runs both sides of data-dependent branches, so an
    /// uber-shader would pay for the shadow maths on every pixel).
    static func fragment(mode: DrawMode) -> String {
        "#version 300 es\n#define MODE \(mode.rawValue)\n" + fragmentBody
    }

    private static let fragmentBody = """
    precision highp float;
    in vec2 vLocal;
    in vec2 vTexCoord;
    uniform vec4 uColor;        // premultiplied
    uniform vec4 uTint;         // backdrops: the layer's background (premultiplied), laid over the blur
    uniform vec4 uShape;        // x, y, width, height in layer space
    uniform float uRadius;      // corner radius of uShape
    uniform vec4 uCorners;      // 1 for each rounded corner: minX-minY, maxX-minY, minX-maxY, maxX-maxY
    uniform vec4 uInner;        // border: inner rect (width <= 0: none)
    uniform float uInnerRadius;
    uniform float uSigma;       // shadow blur sigma (points)
    uniform float uThreshold;   // stencil shape: smallest corner coverage kept
    uniform vec2 uStep;         // blur: one pixel along the blur direction, in texture units
    uniform vec4 uEdges;        // antialiased quad edges: minX, minY, maxX, maxY in layer space
                                // (far outside the quad when its edges need no antialiasing)
    uniform sampler2D uTexture;
    out vec4 fragColor;

    // The radius of the corner whose quadrant of `rect` holds p (CACornerMask).
    float radiusAt(vec2 p, vec4 rect, float r) {
        vec2 centre = rect.xy + rect.zw * 0.5;
        float rounded = p.y < centre.y ? (p.x < centre.x ? uCorners.x : uCorners.y)
                                       : (p.x < centre.x ? uCorners.z : uCorners.w);
        return r * rounded;
    }

    float roundedRectDistance(vec2 p, vec4 rect, float r) {
        r = radiusAt(p, rect, r);
        vec2 halfSize = rect.zw * 0.5;
        vec2 q = abs(p - (rect.xy + halfSize)) - halfSize + vec2(r);
        return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
    }

    // Coverage of the rounded corners only (the straight edges are `edgeCoverage`'s).
    // Valid when the drawn quad lies inside `rect`.
    float cornerCoverage(vec2 p, vec4 rect, float r, float pixel) {
        r = radiusAt(p, rect, r);
        if (r <= 0.0) return 1.0;
        vec2 halfSize = rect.zw * 0.5;
        vec2 q = abs(p - (rect.xy + halfSize)) - (halfSize - vec2(r));
        if (q.x <= 0.0 || q.y <= 0.0) return 1.0;
        return clamp(0.5 - (length(q) - r) / pixel, 0.0, 1.0);
    }

    // Analytic antialiasing of the quad's straight edges: the fraction of a one-pixel box
    // filter inside [edges.xy, edges.zw], per axis, from the fragment's screen distance to
    // each edge (layer distance over the length of that coordinate's screen gradient, exact
    // for affine matrices). Sub-pixel-thin quads get their fractional coverage.
    float edgeCoverage(vec2 p, vec4 edges, vec2 gradient) {
        vec2 lo = clamp((p - edges.xy) / gradient + 0.5, 0.0, 1.0);
        vec2 hi = clamp((p - edges.zw) / gradient + 0.5, 0.0, 1.0);
        vec2 c = lo - hi;
        return c.x * c.y;
    }

    vec2 erf2(vec2 x) {
        vec2 s = sign(x), a = abs(x);
        x = 1.0 + (0.278393 + (0.230389 + 0.078108 * (a * a)) * a) * a;
        x *= x;
        return s - s / (x * x);
    }

    float gaussian(float x, float sigma) {
        return exp(-(x * x) / (2.0 * sigma * sigma)) / (2.5066282746 * sigma);
    }

    float shadowX(float x, float y, float sigma, float corner, vec2 halfSize) {
        float delta = min(halfSize.y - corner - abs(y), 0.0);
        float curved = halfSize.x - corner + sqrt(max(0.0, corner * corner - delta * delta));
        vec2 integral = 0.5 + 0.5 * erf2((x + vec2(-curved, curved)) * (0.7071067812 / sigma));
        return integral.y - integral.x;
    }

    // Gaussian-blurred rounded box (Evan Wallace's closed form in x, 4 samples in y).
    float roundedBoxShadow(vec2 p, vec4 rect, float corner, float sigma) {
        vec2 halfSize = rect.zw * 0.5;
        p -= rect.xy + halfSize;
        float low = p.y - halfSize.y, high = p.y + halfSize.y;
        float start = clamp(-3.0 * sigma, low, high), end = clamp(3.0 * sigma, low, high);
        float step = (end - start) / 4.0;
        float y = start + step * 0.5;
        float value = 0.0;
        for (int i = 0; i < 4; i++) {
            value += shadowX(p.x, p.y - y, sigma, corner, halfSize) * gaussian(y, sigma) * step;
            y += step;
        }
        return value;
    }

    #if MODE == 7 || MODE == 8
    // One-dimensional Gaussian (sigma uSigma pixels) along uStep, of the texture's
    // alpha (MODE 7, from a layer picture) or red channel (MODE 8, from the first pass).
    float blurred() {
        float sigma = max(uSigma, 0.3);
        float reach = ceil(3.0 * sigma);
        float stride = max(1.0, reach / 16.0); // at most 33 taps; linear filtering fills the gaps
        int taps = int(ceil(reach / stride));
        // Tap i weighs exp(-(i·stride)² / 2σ²) = q^(i²): built by products (q^((i+1)²) =
        // q^(i²) · q^(2i+1)), one exp a fragment instead of one a tap.
        float q = exp(-stride * stride / (2.0 * sigma * sigma));
        float w = 1.0, grow = q, q2 = q * q, total = 1.0;
        #if MODE == 7
        float sum = texture(uTexture, vTexCoord).a;
        #else
        float sum = texture(uTexture, vTexCoord).r;
        #endif
        for (int i = 1; i <= taps; i++) {
            w *= grow;
            grow *= q2;
            vec2 d = uStep * (float(i) * stride);
        #if MODE == 7
            sum += w * (texture(uTexture, vTexCoord + d).a + texture(uTexture, vTexCoord - d).a);
        #else
            sum += w * (texture(uTexture, vTexCoord + d).r + texture(uTexture, vTexCoord - d).r);
        #endif
            total += 2.0 * w;
        }
        return sum / total;
    }
    #endif

    #if MODE == 12
    // One-dimensional Gaussian (sigma uSigma pixels) of the RGBA texture along uStep.
    vec4 blurredColor() {
        float sigma = max(uSigma, 0.3);
        float reach = ceil(3.0 * sigma);
        float stride = max(1.0, reach / 16.0);
        int taps = int(ceil(reach / stride));
        // Weights q^(i²) by products, as in `blurred`.
        float q = exp(-stride * stride / (2.0 * sigma * sigma));
        float w = 1.0, grow = q, q2 = q * q, total = 1.0;
        vec4 sum = texture(uTexture, vTexCoord);
        for (int i = 1; i <= taps; i++) {
            w *= grow;
            grow *= q2;
            vec2 d = uStep * (float(i) * stride);
            sum += w * (texture(uTexture, vTexCoord + d) + texture(uTexture, vTexCoord - d));
            total += 2.0 * w;
        }
        return sum / total;
    }
    #endif

    void main() {
    #if MODE == 12                   // backdrop blur pass
        fragColor = blurredColor();
    #elif MODE == 7                    // horizontal shadow pass: blurred alpha into an R8 target
        fragColor = vec4(blurred(), 0.0, 0.0, 1.0);
    #elif MODE == 8                  // vertical shadow pass, composited in the shadow colour
        fragColor = uColor * blurred();
    #elif MODE == 5                  // flat colour
        fragColor = uColor;
    #elif MODE == 6                  // texture, square corners
        fragColor = texture(uTexture, vTexCoord) * uColor.a;
    #elif MODE == 15                 // vibrancy: the group's alpha × opacity as a grey of level uColor.rgb
        float a = texture(uTexture, vTexCoord).a * uColor.a;
        fragColor = vec4(uColor.rgb * a, a);
    #elif MODE == 14                 // blurred backdrop under a tint, where the shape's coverage is 1
                                     // (no shape maths; vTexCoord: the fragment's window position)
        fragColor = uTint + texture(uTexture, vTexCoord) * (uColor.a * (1.0 - uTint.a));
    #else
        // Size of one output pixel in layer units (derivatives taken in uniform control flow).
        vec2 dx = dFdx(vLocal), dy = dFdy(vLocal);
        float pixel = max(length(vec2(length(dx), length(dy))) * 0.7071067812, 1e-6);
        vec2 gradient = max(vec2(length(vec2(dx.x, dy.x)), length(vec2(dx.y, dy.y))), vec2(1e-6));
        float shape = cornerCoverage(vLocal, uShape, uRadius, pixel) * edgeCoverage(vLocal, uEdges, gradient);
    #endif
    #if MODE == 0                    // solid fill, optionally a border ring
            float coverage = shape;
            if (uInner.z > 0.0 && uInner.w > 0.0) {
                float inside = clamp(0.5 - roundedRectDistance(vLocal, uInner, uInnerRadius) / pixel, 0.0, 1.0);
                coverage *= 1.0 - inside;
            }
            fragColor = uColor * coverage;
    #elif MODE == 1                  // premultiplied RGBA texture; uColor.a is the opacity
            fragColor = texture(uTexture, vTexCoord) * (uColor.a * shape);
    #elif MODE == 2                  // glyph coverage (R8 atlas) tinted by uColor
            fragColor = uColor * (texture(uTexture, vTexCoord).r * shape);
    #elif MODE == 3                  // blurred rounded-box shadow
            fragColor = uColor * roundedBoxShadow(vLocal, uShape, uRadius, max(uSigma, 0.05));
    #elif MODE >= 9 && MODE <= 11    // gradient: start point uInner.xy, start → end vector uStep (layer space)
        #if MODE == 9                // axial
            float t = dot(vLocal - uInner.xy, uStep) / max(dot(uStep, uStep), 1e-12);
        #elif MODE == 10             // radial: radii uInner.zw
            float t = length((vLocal - uInner.xy) / max(uInner.zw, vec2(1e-6)));
        #else                        // conic: location 0 in the direction of uStep, clockwise on screen
            vec2 d = vLocal - uInner.xy;
            float t = fract((atan(d.y, d.x) - atan(uStep.y, uStep.x)) / 6.2831853072 + 1.0);
        #endif
            // The ramp's 256 texels hold the colours at t = i / 255.
            fragColor = texture(uTexture, vec2((clamp(t, 0.0, 1.0) * 255.0 + 0.5) / 256.0, 0.5)) * (uColor.a * shape);
    #elif MODE == 13                 // blurred backdrop at this fragment's window position, under a tint
                                     // (the tint and the blur each with the shape's coverage, as two draws)
            vec4 tint = uTint * shape;
            fragColor = tint + texture(uTexture, gl_FragCoord.xy * uStep) * (uColor.a * shape * (1.0 - tint.a));
    #elif MODE == 4                  // stencil shape: keep fragments inside the rounded rect;
                                     // with MSAA, alpha-to-coverage turns the corner coverage into samples
            if (shape < uThreshold) discard;
            fragColor = vec4(shape);
    #elif MODE == 16                 // stencil outside: keep the fragments MODE 4 discards
            if (shape >= uThreshold) discard;
            fragColor = vec4(1.0);
    #endif
    }
    """
}
