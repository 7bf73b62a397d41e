"use strict";
const errors = [];
window.addEventListener("error", e => errors.push(String(e.message)));
window.addEventListener("unhandledrejection", e => errors.push(String(e.reason)));
const DATA = JSON.parse(document.getElementById("data").textContent);
const N = DATA.frames.length, FPS = DATA.fps, DURATION = Math.max(N - 1, 1) / FPS;
const $ = id => document.getElementById(id);
const SVGNS = "http://www.w3.org/2000/svg";
const PAD = 8, WIDTH = 1000; // SVG user units; the axis div pads 8 px like the slider thumb
const xOf = t => PAD + (WIDTH - 2 * PAD) * Math.min(1, Math.max(0, t / DURATION));

// ---- APNG decoding, synchronous (the page is complete when its load event fires) ----
// Inflate (RFC 1951) after Mark Adler's puff.c: canonical Huffman codes decoded bit by bit.
const LBASE = [3,4,5,6,7,8,9,10,11,13,15,17,19,23,27,31,35,43,51,59,67,83,99,115,131,163,195,227,258];
const LEXT = [0,0,0,0,0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,3,4,4,4,4,5,5,5,5,0];
const DBASE = [1,2,3,4,5,7,9,13,17,25,33,49,65,97,129,193,257,385,513,769,1025,1537,2049,3073,4097,6145,8193,12289,16385,24577];
const DEXT = [0,0,0,0,1,1,2,2,3,3,4,4,5,5,6,6,7,7,8,8,9,9,10,10,11,11,12,12,13,13];
const ORDER = [16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1,15];
function huffman(lengths) {
  const count = new Uint16Array(16), offsets = new Uint16Array(16), symbol = new Uint16Array(lengths.length);
  for (const l of lengths) count[l]++;
  count[0] = 0;
  for (let i = 1; i < 16; i++) offsets[i] = offsets[i - 1] + count[i - 1];
  for (let i = 0; i < lengths.length; i++) if (lengths[i]) symbol[offsets[lengths[i]]++] = i;
  return { count, symbol };
}
const FIXED = (() => {
  const l = new Uint8Array(288); l.fill(8, 0, 144); l.fill(9, 144, 256); l.fill(7, 256, 280); l.fill(8, 280, 288);
  return [huffman(l), huffman(new Uint8Array(30).fill(5))];
})();
function inflate(src, expected) {
  let pos = 2, buf = 0, cnt = 0, n = 0; // after the 2-byte zlib header
  const out = new Uint8Array(expected);
  const bits = k => { while (cnt < k) { if (pos >= src.length) throw new Error("APNG: truncated image data"); buf |= src[pos++] << cnt; cnt += 8; } const v = buf & ((1 << k) - 1); buf >>>= k; cnt -= k; return v; };
  const decode = h => {
    let code = 0, first = 0, index = 0;
    for (let len = 1; len < 16; len++) {
      code |= bits(1);
      const c = h.count[len];
      if (code - c < first) return h.symbol[index + (code - first)];
      index += c; first += c; first <<= 1; code <<= 1;
    }
    throw new Error("APNG: bad Huffman code");
  };
  let last = 0;
  while (!last) {
    last = bits(1);
    const type = bits(2);
    if (type === 0) {
      buf = 0; cnt = 0;
      const len = src[pos] | (src[pos + 1] << 8); pos += 4;
      out.set(src.subarray(pos, pos + len), n); pos += len; n += len;
      continue;
    }
    let lit, dist;
    if (type === 1) [lit, dist] = FIXED;
    else if (type === 2) {
      const nlen = bits(5) + 257, ndist = bits(5) + 1, ncode = bits(4) + 4;
      const cl = new Uint8Array(19);
      for (let i = 0; i < ncode; i++) cl[ORDER[i]] = bits(3);
      const lencode = huffman(cl), lengths = new Uint8Array(nlen + ndist);
      for (let i = 0; i < nlen + ndist;) {
        const sym = decode(lencode);
        if (sym < 16) { lengths[i++] = sym; continue; }
        let value = 0, repeat;
        if (sym === 16) { value = lengths[i - 1]; repeat = 3 + bits(2); }
        else if (sym === 17) repeat = 3 + bits(3);
        else repeat = 11 + bits(7);
        lengths.fill(value, i, i + repeat); i += repeat;
      }
      lit = huffman(lengths.subarray(0, nlen)); dist = huffman(lengths.subarray(nlen));
    } else throw new Error("APNG: bad deflate block");
    for (;;) {
      let sym = decode(lit);
      if (sym < 256) { out[n++] = sym; continue; }
      if (sym === 256) break;
      sym -= 257;
      const len = LBASE[sym] + bits(LEXT[sym]);
      const d = decode(dist), back = DBASE[d] + bits(DEXT[d]);
      for (let i = 0; i < len; i++, n++) out[n] = out[n - back];
    }
  }
  return out;
}
// PNG rows (filters None, Sub, Up, Average, Paeth; `bpp` bytes a pixel: 4 RGBA, 3 RGB) into straight RGBA.
function unfilter(raw, w, h, bpp) {
  const stride = w * bpp, image = new ImageData(w, h), px = image.data;
  const rows = bpp === 4 ? px : new Uint8Array(stride * h);
  for (let y = 0; y < h; y++) {
    const f = raw[y * (stride + 1)], inp = y * (stride + 1) + 1, o = y * stride, up = o - stride;
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? rows[o + i - bpp] : 0, b = y ? rows[up + i] : 0, c = y && i >= bpp ? rows[up + i - bpp] : 0;
      let v = raw[inp + i];
      if (f === 1) v += a; else if (f === 2) v += b; else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) { const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c); v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c; }
      rows[o + i] = v & 255;
    }
  }
  if (bpp === 3) for (let p = 0, q = 0; p < w * h; p++, q += 3) { px[p * 4] = rows[q]; px[p * 4 + 1] = rows[q + 1]; px[p * 4 + 2] = rows[q + 2]; px[p * 4 + 3] = 255; }
  return image;
}
const u32 = (a, o) => ((a[o] << 24) | (a[o + 1] << 16) | (a[o + 2] << 8) | a[o + 3]) >>> 0;
// The frames' rectangles and zlib streams (dispose none, blend source: each replaces its rectangle).
function parseAPNG(bytes) {
  let o = 8, width = 0, height = 0, bpp = 4, current = null;
  const frames = [], plain = [];
  while (o + 8 <= bytes.length) {
    const length = u32(bytes, o), type = String.fromCharCode(...bytes.subarray(o + 4, o + 8));
    const data = bytes.subarray(o + 8, o + 8 + length);
    o += 12 + length;
    if (type === "IHDR") { width = u32(data, 0); height = u32(data, 4); bpp = data[9] === 2 ? 3 : 4; }
    else if (type === "fcTL") { current = { w: u32(data, 4), h: u32(data, 8), x: u32(data, 12), y: u32(data, 16), delay: ((data[20] << 8) | data[21]) / (((data[22] << 8) | data[23]) || 100), parts: [] }; frames.push(current); }
    else if (type === "IDAT") (current ? current.parts : plain).push(data);
    else if (type === "fdAT" && current) current.parts.push(data.subarray(4));
    else if (type === "IEND") break;
  }
  if (!frames.length) frames.push({ w: width, h: height, x: 0, y: 0, delay: 0, parts: plain });
  // A frame equal to the one before is not stored: the one before is shown longer (its delay).
  // index[k]: the APNG frame on screen at recorded frame k (k / FPS seconds).
  const index = [];
  let time = 0;
  frames.forEach((f, j) => {
    time += f.delay;
    const end = Math.max(index.length + 1, Math.round(time * FPS));
    while (index.length < end) index.push(j);
    const z = new Uint8Array(f.parts.reduce((s, p) => s + p.length, 0));
    let at = 0; for (const p of f.parts) { z.set(p, at); at += p.length; }
    f.z = z; f.parts = null;
  });
  while (index.length < N) index.push(frames.length - 1);
  return { width, height, bpp, frames, index };
}
function pixels(f) { return unfilter(inflate(f.z, (f.w * apng.bpp + 1) * f.h), f.w, f.h, apng.bpp); }

// ---- Frames: a full copy every KEY frames, rectangles in between ----
const KEY = 8;
let apng = null, keys = [], shown = -1, shownFrame = -1, frame = 0;
const canvas = $("frame"), ctx = canvas.getContext("2d", { willReadFrequently: location.hash === "#selftest" });
function buildKeys() {
  const W = apng.width, work = new ImageData(W, apng.height), full = work.data;
  apng.frames.forEach((f, i) => {
    const d = pixels(f).data;
    for (let y = 0; y < f.h; y++) full.set(d.subarray(y * f.w * 4, (y + 1) * f.w * 4), ((f.y + y) * W + f.x) * 4);
    if (i % KEY === 0) keys.push(new ImageData(new Uint8ClampedArray(full), W, apng.height));
  });
}
function drawFrame(k) {
  if (!apng) return;
  const j = apng.index[Math.min(k, apng.index.length - 1)];
  shownFrame = k;
  if (j === shown) return;
  let from = j; // the next APNG frame: one more rectangle on what is shown
  if (j !== shown + 1) { const base = Math.floor(j / KEY) * KEY; ctx.putImageData(keys[base / KEY], 0, 0); from = base + 1; }
  for (let i = from; i <= j; i++) { const f = apng.frames[i]; ctx.putImageData(pixels(f), f.x, f.y); }
  shown = j;
}

// ---- Scrubbing and playing ----
const scrub = $("scrub");
scrub.max = String(Math.max(0, N - 1));
let playing = false, playTime = 0, lastTick = 0;
function setFrame(k) {
  frame = Math.max(0, Math.min(N - 1, k | 0));
  scrub.value = String(frame);
  drawFrame(frame);
  const t = frame / FPS;
  $("readout").textContent = `frame ${frame + 1} of ${N} · ${t.toFixed(3)} s`;
  moveCursors(t);
  drawScene(frame);
  markEvents(t);
}
scrub.addEventListener("input", () => { playing && togglePlay(); setFrame(+scrub.value); });
document.addEventListener("keydown", e => {
  if (e.target.tagName === "SELECT") return;
  if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
    e.preventDefault();
    if (playing) togglePlay();
    setFrame(frame + (e.key === "ArrowRight" ? 1 : -1) * (e.shiftKey ? 10 : 1));
  } else if (e.key === " ") { e.preventDefault(); togglePlay(); }
});
function togglePlay() {
  playing = !playing;
  $("play").textContent = playing ? "Pause" : "Play";
  if (playing) { if (frame >= N - 1) frame = 0; playTime = frame / FPS; lastTick = performance.now(); requestAnimationFrame(tick); }
}
function tick(now) {
  if (!playing) return;
  playTime += (now - lastTick) / 1000 * +$("rate").value;
  lastTick = now;
  if (playTime > DURATION) playTime = 0;
  const k = Math.floor(playTime * FPS + 1e-6);
  if (k !== frame) setFrame(k);
  requestAnimationFrame(tick);
}
$("play").addEventListener("click", togglePlay);

// ---- Timeline ----
const CATEGORIES = [["query", "delegate queries", "#7b61ff"], ["began", "began", "#0a7d32"],
  ["presentation", "presentation controller", "#b36b00"], ["appearance", "appearance callbacks", "#0a5fd6"],
  ["interaction", "interaction", "#c2185b"], ["complete", "completeTransition / animationEnded", "#00838f"],
  ["ended", "ended", "#555"], ["other", "other", "#999"]];
const cursors = [];
function svg(tag, attrs, parent) { const e = document.createElementNS(SVGNS, tag); for (const k in attrs) e.setAttribute(k, attrs[k]); if (parent) parent.appendChild(e); return e; }
function addCursor(root, height) { const c = svg("line", { class: "cursor", y1: 0, y2: height, x1: PAD, x2: PAD }, root); cursors.push(c); }
function moveCursors(t) { const x = xOf(t); for (const c of cursors) { c.setAttribute("x1", x); c.setAttribute("x2", x); } }
function drawTimeline() {
  const root = $("timeline");
  const used = CATEGORIES.filter(([key]) => DATA.events.some(e => e[1] === key));
  const lane = 24, height = 20 + lane * used.length;
  root.setAttribute("viewBox", `0 0 ${WIDTH} ${height}`);
  root.style.height = (height * root.getBoundingClientRect().width / WIDTH || height) + "px";
  for (let s = 0; s <= DURATION + 1e-9; s += DURATION > 4 ? 1 : DURATION > 1 ? 0.25 : 0.1) {
    svg("line", { x1: xOf(s), x2: xOf(s), y1: 0, y2: height - 14, stroke: "#e3e3e8" }, root);
    svg("text", { x: xOf(s), y: height - 2, "text-anchor": "middle" }, root).textContent = `${+s.toFixed(2)} s`;
  }
  used.forEach(([key, label, colour], row) => {
    const y = 2 + row * lane; // the lane's name on its first line, its steps on the second
    svg("text", { x: WIDTH - PAD, y: y + 9, "text-anchor": "end", class: "lane-label" }, root).textContent = label;
    for (const [t, category, text] of DATA.events) {
      if (category !== key) continue;
      const mark = svg("rect", { x: xOf(t) - 2, y: y + 11, width: 4, height: lane - 13, fill: colour, rx: 1 }, root);
      svg("title", {}, mark).textContent = `${t.toFixed(3)} s  ${text}`;
      mark.addEventListener("click", () => setFrame(Math.round(t * FPS)));
    }
  });
  addCursor(root, height - 14);
  const list = $("events");
  for (const [t, category, text] of DATA.events) {
    const li = document.createElement("li");
    li.textContent = `${t.toFixed(3)}  ${text}`;
    li.dataset.time = t;
    li.style.borderLeft = `4px solid ${(CATEGORIES.find(c => c[0] === category) || CATEGORIES[7])[2]}`;
    li.style.paddingLeft = "6px";
    li.addEventListener("click", () => setFrame(Math.round(t * FPS)));
    list.appendChild(li);
  }
}
function markEvents(t) {
  const step = 0.5 / FPS;
  for (const li of $("events").children) {
    const time = +li.dataset.time;
    li.classList.toggle("past", time <= t + step);
    li.classList.toggle("now", Math.abs(time - t) <= step);
  }
}

// ---- Curves ----
const COLOURS = ["#0a5fd6", "#d62f0a", "#0a7d32", "#8e24aa", "#b36b00", "#00838f"];
const PROPERTIES = [["x", "position.x (pt)"], ["y", "position.y (pt)"], ["opacity", "opacity"], ["angle", "transform angle (°)"], ["scale", "transform scale"], ["tx", "transform translation x (pt)"], ["ty", "transform translation y (pt)"]];
const readouts = [];
function drawCurves() {
  const legend = $("legend");
  DATA.curves.forEach((c, i) => {
    const span = document.createElement("span");
    span.innerHTML = `<i style="background:${COLOURS[i % COLOURS.length]}"></i>`;
    span.appendChild(document.createTextNode(DATA.layers[c.layer][0]));
    legend.appendChild(span);
  });
  if (!DATA.curves.length) legend.textContent = "No layer\u2019s position, opacity or transform changes in this scenario.";
  for (const [key, label] of PROPERTIES) {
    const series = DATA.curves.map((c, i) => [c[key], i]).filter(([values]) => values);
    if (!series.length) continue;
    const values = series.flatMap(([v]) => v.filter(x => x !== null));
    let low = Math.min(...values), high = Math.max(...values);
    if (high - low < 1e-9) { low -= 1; high += 1; }
    const height = 90, top = 14, bottom = height - 4;
    const yOf = v => bottom - (bottom - top) * (v - low) / (high - low);
    const root = svg("svg", { viewBox: `0 0 ${WIDTH} ${height}`, preserveAspectRatio: "none" });
    root.style.height = height + "px";
    svg("rect", { x: PAD, y: top, width: WIDTH - 2 * PAD, height: bottom - top, fill: "#fafafc", stroke: "#e3e3e8" }, root);
    svg("text", { x: PAD + 2, y: 10 }, root).textContent = `${label}: ${+low.toFixed(2)} … ${+high.toFixed(2)}`;
    const readout = svg("text", { x: WIDTH - PAD, y: 10, "text-anchor": "end" }, root);
    readouts.push([readout, series]);
    for (const [v, i] of series) {
      let d = "";
      v.forEach((value, k) => { if (value === null) return; d += `${d && v[k - 1] !== null ? "L" : "M"}${xOf(k / FPS).toFixed(1)},${yOf(value).toFixed(1)}`; });
      svg("path", { d, fill: "none", stroke: COLOURS[i % COLOURS.length], "stroke-width": 1.5, "vector-effect": "non-scaling-stroke" }, root);
    }
    addCursor(root, height);
    $("curves").appendChild(root);
  }
}
function updateReadouts(k) {
  for (const [text, series] of readouts) {
    text.textContent = series.map(([v, i]) => v[k] === null ? "–" : `${+v[k].toFixed(2)}`).join("  ·  ");
  }
}

// ---- Exploded 3-D view ----
const stage = $("stage"), scene = $("scene");
let rotX = -18, rotY = 32, zoom = 1;
const pool = [];
const picture = document.createElement("canvas");
stage.appendChild(picture);
function fit() { return Math.min(scene.clientWidth / DATA.width, scene.clientHeight / DATA.height) * 0.72; }
function placeStage() {
  stage.style.width = DATA.width + "px"; stage.style.height = DATA.height + "px";
  stage.style.transform = `translate(-50%, -50%) scale(${fit() * zoom}) rotateX(${rotX}deg) rotateY(${rotY}deg)`;
  stage.style.transformOrigin = "50% 50%";
}
function drawScene(k) {
  updateReadouts(k);
  const rows = DATA.geo[DATA.frames[k]], spread = +$("spread").value;
  picture.width = canvas.width; picture.height = canvas.height;
  picture.getContext("2d").drawImage(canvas, 0, 0);
  const ratio = DATA.width / Math.max(1, canvas.width);
  picture.style.transform = `scale(${ratio}) translateZ(${-spread / ratio}px)`;
  picture.style.opacity = "0.9";
  while (pool.length < rows.length) { const d = document.createElement("div"); d.className = "layer"; stage.appendChild(d); pool.push(d); }
  pool.forEach((d, i) => {
    const r = rows[i];
    if (!r) { d.style.display = "none"; return; }
    const [li, x, y, w, h, alpha, colour] = r, [name, depth, kind] = DATA.layers[li];
    d.style.display = "block";
    d.style.width = Math.max(1, w) + "px"; d.style.height = Math.max(1, h) + "px";
    d.style.transform = `translate3d(${x}px, ${y}px, ${depth * spread + i * 0.01}px)`;
    d.style.background = colour >= 0 ? DATA.palette[colour] : "transparent";
    d.style.opacity = String(Math.max(0.15, alpha / 100));
    d.className = "layer" + (kind === "i" ? " image" : "");
    d.dataset.info = `${name} · frame (${x}, ${y}, ${w} × ${h}) · depth ${depth} · opacity ${alpha / 100}`;
  });
}
stage.addEventListener("mouseover", e => {
  if (!e.target.dataset.info) return;
  e.target.classList.add("hover");
  $("hover").textContent = e.target.dataset.info;
});
stage.addEventListener("mouseout", e => e.target.classList.remove("hover"));
let drag = null;
scene.addEventListener("pointerdown", e => { drag = [e.clientX, e.clientY, rotX, rotY]; scene.setPointerCapture(e.pointerId); scene.style.cursor = "grabbing"; });
scene.addEventListener("pointermove", e => {
  if (!drag) return;
  rotY = drag[3] + (e.clientX - drag[0]) * 0.4; rotX = drag[2] - (e.clientY - drag[1]) * 0.4; placeStage();
});
scene.addEventListener("pointerup", () => { drag = null; scene.style.cursor = "grab"; });
scene.addEventListener("wheel", e => { e.preventDefault(); zoom = Math.min(4, Math.max(0.25, zoom * Math.exp(-e.deltaY / 500))); placeStage(); }, { passive: false });
$("spread").addEventListener("input", () => drawScene(frame));
$("reset").addEventListener("click", () => { rotX = 0; rotY = 0; zoom = 1; placeStage(); });

// ---- Start ----
function bytesOf(base64) { const s = atob(base64.trim()); const a = new Uint8Array(s.length); for (let i = 0; i < s.length; i++) a[i] = s.charCodeAt(i); return a; }
function pixelHash() {
  const p = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  let h = 2166136261;
  for (let i = 0; i < p.length; i += 7) h = Math.imul(h ^ p[i], 16777619) >>> 0;
  return h;
}
function start() {
  drawTimeline();
  drawCurves();
  placeStage();
  apng = parseAPNG(bytesOf($("apng").textContent));
  canvas.width = apng.width; canvas.height = apng.height;
  buildKeys();
  setFrame(0);
  if (location.hash === "#selftest") selfTest();
}
function selfTest() {
  const first = pixelHash(), firstLabel = $("readout").textContent;
  const began = DATA.events.find(e => e[1] === "began");
  const target = Math.min(N - 1, Math.max(1, Math.round(((began ? began[0] : 0) + 0.15) * FPS)));
  scrub.value = String(target);
  scrub.dispatchEvent(new Event("input"));
  const second = pixelHash();
  const result = { frames: N, decoded: apng.index.length, stored: apng.frames.length, target, shown: shownFrame, firstLabel, label: $("readout").textContent,
    frameChanged: first !== second, layers: stage.querySelectorAll(".layer").length,
    curves: $("curves").children.length, events: DATA.events.length, errors };
  const out = $("selftest");
  out.textContent = JSON.stringify(result);
  out.hidden = false;
}
try { start(); } catch (e) {
  errors.push(String(e && e.stack || e));
  console.error(e);
  if (location.hash === "#selftest") { $("selftest").textContent = JSON.stringify({ errors }); $("selftest").hidden = false; }
}
