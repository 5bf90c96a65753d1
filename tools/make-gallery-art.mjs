// Writes the six gallery illustrations of the landing page (frontend/public/images/*.svg).
// Original, stylised artwork made for this project; run again after changing a drawing:
//   node tools/make-gallery-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'frontend/public/images');

const W = 800;
const H = 600;

const C = {
  ink: '#0b0c0e',
  night: '#131519',
  panel: '#1c1f24',
  asphalt: '#2a2e35',
  asphaltLight: '#3a3f48',
  red: '#e10600',
  redLight: '#ff4d42',
  white: '#f4f4f5',
  amber: '#ffb020',
  grass: '#1d3a2b',
  grassLight: '#28503a',
  tree: '#173024',
};

// A small deterministic generator: the same drawing on every run.
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const r = (value) => Math.round(value);
const attrs = (object) =>
  Object.entries(object)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
const el = (name, attributes, children) =>
  children === undefined ? `<${name} ${attrs(attributes)}/>` : `<${name} ${attrs(attributes)}>${children}</${name}>`;
const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  '</svg>\n';
const linear = (id, stops, { x2 = 0, y2 = 1 } = {}) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`).join('') +
  '</linearGradient>';

/** A track: asphalt, a red and white kerb along its edge, and a dashed centre line (one path, drawn four times). */
function track(d, width, { kerb = true, centre = true, id = 'track' } = {}) {
  const use = (attributes) => el('use', { href: `#${id}`, fill: 'none', ...attributes });
  return (
    `<defs>${el('path', { id, d })}</defs>` +
    (kerb ? use({ stroke: C.white, 'stroke-width': width + 8, 'stroke-linejoin': 'round' }) : '') +
    (kerb ? use({ stroke: C.red, 'stroke-width': width + 8, 'stroke-dasharray': '14 14', 'stroke-linejoin': 'round' }) : '') +
    use({ stroke: C.asphalt, 'stroke-width': width, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }) +
    (centre ? use({ stroke: C.asphaltLight, 'stroke-width': 2, 'stroke-dasharray': '12 16' }) : '')
  );
}

function trees(seed, count, area, radius = [8, 16]) {
  const next = random(seed);
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = r(area.x + next() * area.w);
    const y = r(area.y + next() * area.h);
    const size = r(radius[0] + next() * (radius[1] - radius[0]));
    out += el('circle', { cx: x, cy: y, r: size, fill: index % 3 === 0 ? C.grassLight : C.tree });
  }
  return out;
}

function checker(x, y, columns, rows, size) {
  let out = '';
  for (let column = 0; column < columns; column += 1) {
    for (let row = 0; row < rows; row += 1) {
      if ((column + row) % 2 === 0) out += el('rect', { x: x + column * size, y: y + row * size, width: size, height: size, fill: C.white });
    }
  }
  return el('rect', { x, y, width: columns * size, height: rows * size, fill: C.ink }) + out;
}

/** A race car seen from above, pointing right; (x, y) is its centre. */
function carTop(x, y, color, angle = 0) {
  return el(
    'g',
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    el('rect', { x: -26, y: -13, width: 10, height: 26, rx: 2, fill: C.ink }) +
      el('rect', { x: 14, y: -14, width: 9, height: 28, rx: 2, fill: C.ink }) +
      el('path', { d: 'M-24 -7 L18 -5 L30 -2 L30 2 L18 5 L-24 7 Z', fill: color }) +
      el('rect', { x: -30, y: -12, width: 6, height: 24, rx: 1, fill: color }) +
      el('ellipse', { cx: 0, cy: 0, rx: 7, ry: 4, fill: C.ink }),
  );
}

function circuit() {
  const loop =
    'M120 470 L520 470 C600 470 650 430 660 370 C670 310 640 280 600 270 C560 260 540 230 560 190 ' +
    'C580 150 620 140 650 110 C680 80 650 50 600 60 L330 110 C290 118 270 150 280 190 C290 230 260 260 220 255 ' +
    'L150 245 C100 238 70 280 75 330 L80 420 C82 450 95 470 120 470 Z';
  const defs =
    linear('sky', [
      [0, '#3b1f2b'],
      [1, C.grass],
    ]) + linear('glow', [[0, C.amber, 0.35], [1, C.amber, 0]], { x2: 1, y2: 1 });
  const stands =
    el('rect', { x: 180, y: 500, width: 300, height: 40, rx: 4, fill: C.panel }) +
    Array.from({ length: 9 }, (_, index) => el('rect', { x: 192 + index * 32, y: 510, width: 22, height: 10, rx: 2, fill: C.amber, opacity: 0.85 })).join('') +
    el('rect', { x: 180, y: 528, width: 300, height: 4, fill: C.red });
  return svg(
    defs,
    el('rect', { width: W, height: H, fill: 'url(#sky)' }) +
      el('rect', { width: W, height: H, fill: 'url(#glow)' }) +
      trees(11, 26, { x: 20, y: 20, w: 760, h: 80 }) +
      trees(12, 10, { x: 330, y: 150, w: 200, h: 90 }) +
      trees(13, 12, { x: 700, y: 160, w: 80, h: 400 }) +
      track(loop, 30) +
      checker(300, 455, 3, 3, 10) +
      el('rect', { x: 330, y: 432, width: 200, height: 14, fill: C.asphaltLight }) +
      stands +
      carTop(430, 470, C.red) +
      carTop(610, 330, C.white, 100) +
      carTop(240, 252, C.redLight, 185),
  );
}

function grandstand() {
  // The crowd: one tile of spectators, repeated.
  const crowdTile =
    `<pattern id="crowd" width="60" height="32" patternUnits="userSpaceOnUse">` +
    [
      [7, 8, C.white],
      [22, 8, C.redLight],
      [37, 8, '#9aa3ad'],
      [52, 8, C.amber],
      [14, 24, C.amber],
      [29, 24, C.white],
      [44, 24, C.redLight],
      [59, 24, '#9aa3ad'],
    ]
      .map(([cx, cy, fill]) => el('circle', { cx, cy, r: 4, fill }))
      .join('') +
    '</pattern>';
  const defs =
    linear('sky', [
      [0, '#1a2230'],
      [0.6, '#7a2a2a'],
      [1, '#e0603a'],
    ]) +
    linear('glass', [
      [0, C.amber, 0.95],
      [1, '#c46a10', 0.9],
    ]) +
    crowdTile;
  const crowd = el('rect', { x: 40, y: 146, width: 720, height: 80, fill: 'url(#crowd)' });
  let boxes = '';
  for (let floor = 0; floor < 2; floor += 1) {
    for (let column = 0; column < 10; column += 1) {
      const x = 50 + column * 70;
      const y = 262 + floor * 78;
      boxes +=
        el('rect', { x, y, width: 60, height: 46, rx: 3, fill: 'url(#glass)' }) +
        el('rect', { x: x + 29, y, width: 2, height: 46, fill: C.panel, opacity: 0.6 }) +
        el('rect', { x: x - 4, y: y + 48, width: 68, height: 6, fill: C.white }) +
        el('path', { d: `M${x - 4} ${y + 54} v10 M${x + 64} ${y + 54} v10`, stroke: C.white, 'stroke-width': 2 });
    }
  }
  return svg(
    defs,
    el('rect', { width: W, height: H, fill: 'url(#sky)' }) +
      el('path', { d: 'M20 130 L780 90 L780 110 L20 148 Z', fill: C.panel }) +
      el('rect', { x: 30, y: 140, width: 740, height: 110, fill: C.night }) +
      crowd +
      el('rect', { x: 30, y: 250, width: 740, height: 180, fill: C.panel }) +
      boxes +
      el('rect', { x: 30, y: 248, width: 740, height: 6, fill: C.red }) +
      el('rect', { x: 0, y: 430, width: W, height: 12, fill: C.asphaltLight }) +
      el('rect', { x: 0, y: 442, width: W, height: 110, fill: C.asphalt }) +
      el('path', { d: 'M0 497 H800', stroke: C.asphaltLight, 'stroke-width': 3, 'stroke-dasharray': '24 20' }) +
      el('rect', { x: 0, y: 552, width: W, height: 10, fill: C.white }) +
      el('path', { d: 'M0 557 H800', stroke: C.red, 'stroke-width': 10, 'stroke-dasharray': '20 20' }) +
      el('rect', { x: 0, y: 562, width: W, height: 38, fill: C.grass }) +
      el(
        'g',
        { transform: 'translate(470 470)' },
        el('path', { d: 'M-150 40 L-140 14 L-60 6 L-30 -14 L20 -16 L60 4 L130 10 L150 30 L150 40 Z', fill: C.red }) +
          el('path', { d: 'M-26 -12 L14 -13 L40 2 L-40 4 Z', fill: C.ink }) +
          el('rect', { x: -160, y: -8, width: 34, height: 8, fill: C.ink }) +
          el('circle', { cx: -92, cy: 42, r: 18, fill: C.ink }) +
          el('circle', { cx: 96, cy: 42, r: 18, fill: C.ink }) +
          el('circle', { cx: -92, cy: 42, r: 7, fill: C.asphaltLight }) +
          el('circle', { cx: 96, cy: 42, r: 7, fill: C.asphaltLight }) +
          el('path', { d: 'M-110 26 H110', stroke: C.white, 'stroke-width': 4 }),
      ),
  );
}

function karting() {
  const lap =
    'M110 480 L330 480 C380 480 390 430 360 400 C330 370 340 330 390 330 L560 330 C620 330 640 390 600 420 ' +
    'C570 445 590 490 640 490 L690 490 C730 490 740 440 720 400 L650 240 C630 190 660 140 710 140 C740 140 750 100 720 90 ' +
    'L200 90 C150 90 140 140 180 160 L300 220 C340 240 320 280 280 280 L150 280 C100 280 80 320 80 360 L80 450 C80 470 90 480 110 480 Z';
  const next = random(31);
  let tyres = '';
  for (let index = 0; index < 22; index += 1) {
    tyres += el('circle', { cx: 36 + index * 34, cy: 560, r: 13, fill: C.ink, stroke: index % 2 ? C.red : C.white, 'stroke-width': 5 });
  }
  let dots = '';
  for (let index = 0; index < 60; index += 1) {
    dots += el('circle', { cx: r(next() * W), cy: r(next() * 60 + 10), r: 1.5, fill: C.grassLight });
  }
  return svg(
    '',
    el('rect', { width: W, height: H, fill: C.grass }) +
      dots +
      track(lap, 34) +
      checker(200, 464, 4, 3, 10) +
      carTop(260, 480, C.red) +
      carTop(470, 330, C.white) +
      carTop(700, 200, C.amber, -115) +
      tyres,
  );
}

function drift() {
  const defs =
    linear('sky', [
      [0, '#141821'],
      [1, '#2f3542'],
    ]) + `<radialGradient id="smoke"><stop offset="0" stop-color="${C.white}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.white}" stop-opacity="0"/></radialGradient>`;
  const next = random(41);
  let smoke = '';
  for (let index = 0; index < 24; index += 1) {
    const t = index / 23;
    smoke += el('circle', { cx: r(120 + t * 300 + next() * 40), cy: r(330 - t * 60 + next() * 50), r: r(40 + next() * 50), fill: 'url(#smoke)' });
  }
  let cones = '';
  for (const [x, y] of [
    [600, 470],
    [680, 430],
    [720, 360],
  ]) {
    cones += el('path', { d: `M${x - 12} ${y} L${x} ${y - 34} L${x + 12} ${y} Z`, fill: C.amber }) + el('rect', { x: x - 8, y: y - 20, width: 16, height: 5, fill: C.white });
  }
  return svg(
    defs,
    el('rect', { width: W, height: H, fill: 'url(#sky)' }) +
      el('rect', { y: 300, width: W, height: 300, fill: C.asphalt }) +
      el('path', { d: 'M60 600 C200 420 420 380 760 380', fill: 'none', stroke: C.ink, 'stroke-width': 10, opacity: 0.7 }) +
      el('path', { d: 'M140 600 C260 460 460 430 800 430', fill: 'none', stroke: C.ink, 'stroke-width': 10, opacity: 0.7 }) +
      el('path', { d: 'M0 300 H800', stroke: C.white, 'stroke-width': 6 }) +
      el('path', { d: 'M0 300 H800', stroke: C.red, 'stroke-width': 6, 'stroke-dasharray': '26 26' }) +
      smoke +
      el(
        'g',
        { transform: 'translate(470 380) rotate(-14)' },
        el('path', { d: 'M-170 40 L-160 0 L-70 -10 L-30 -52 L70 -54 L120 -8 L180 0 L190 40 Z', fill: C.red }) +
          el('path', { d: 'M-20 -44 L62 -46 L98 -10 L-60 -8 Z', fill: C.night }) +
          el('path', { d: 'M20 -46 L24 -8', stroke: C.red, 'stroke-width': 6 }) +
          el('path', { d: 'M-150 16 H170', stroke: C.white, 'stroke-width': 4 }) +
          el('text', { x: -118, y: 36, fill: C.white, 'font-family': 'Arial, sans-serif', 'font-weight': 700, 'font-size': 26 }, '27') +
          el('circle', { cx: -100, cy: 44, r: 28, fill: C.ink }) +
          el('circle', { cx: 120, cy: 44, r: 28, fill: C.ink }) +
          el('circle', { cx: -100, cy: 44, r: 12, fill: C.asphaltLight }) +
          el('circle', { cx: 120, cy: 44, r: 12, fill: C.asphaltLight }) +
          el('rect', { x: 176, y: 4, width: 12, height: 8, fill: C.amber }),
      ) +
      cones,
  );
}

function residentialLots() {
  const next = random(51);
  let lots = '';
  const roofs = ['#8a4b3a', '#6b7280', '#a0583f', '#4b5563', '#7c3f32'];
  for (let row = 0; row < 2; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const x = 60 + column * 140;
      const y = row === 0 ? 110 : 340;
      const roof = roofs[(row * 5 + column) % roofs.length];
      lots +=
        el('rect', { x, y, width: 124, height: 150, fill: C.grassLight, stroke: '#e7e5e4', 'stroke-width': 2, 'stroke-dasharray': '6 5' }) +
        el('rect', { x: x + 18, y: y + (row === 0 ? 60 : 20), width: 70, height: 56, fill: roof }) +
        el('path', { d: `M${x + 18} ${y + (row === 0 ? 88 : 48)} h70`, stroke: C.ink, 'stroke-width': 2, opacity: 0.4 }) +
        el('rect', { x: x + 92, y: y + (row === 0 ? 100 : 30), width: 22, height: 34, rx: 4, fill: '#38bdf8', opacity: 0.85 }) +
        el('circle', { cx: x + 24 + r(next() * 70), cy: y + (row === 0 ? 30 : 120), r: 11, fill: C.tree });
    }
  }
  return svg(
    '',
    el('rect', { width: W, height: H, fill: C.grass }) +
      el('rect', { x: 0, y: 272, width: W, height: 56, fill: C.asphaltLight }) +
      el('path', { d: 'M0 300 H800', stroke: C.white, 'stroke-width': 3, 'stroke-dasharray': '22 18' }) +
      el('rect', { x: 0, y: 0, width: W, height: 80, fill: C.panel }) +
      track('M-20 46 H820', 30, { centre: false }) +
      carTop(300, 46, C.red) +
      carTop(540, 46, C.white) +
      lots +
      trees(52, 14, { x: 10, y: 520, w: 780, h: 70 }),
  );
}

function nightRace() {
  const defs =
    linear('sky', [
      [0, '#05070d'],
      [1, '#17223a'],
    ]) +
    linear('beam', [
      [0, '#fff7d6', 0.5],
      [1, '#fff7d6', 0],
    ]) +
    linear('trailRed', [
      [0, C.red, 0],
      [1, C.redLight, 1],
    ], { x2: 1, y2: 0 }) +
    linear('trailWhite', [
      [0, C.white, 0],
      [1, C.white, 1],
    ], { x2: 1, y2: 0 });
  const next = random(61);
  let stars = '';
  for (let index = 0; index < 70; index += 1) {
    stars += el('circle', { cx: r(next() * W), cy: r(next() * 200), r: next() > 0.85 ? 2 : 1, fill: C.white, opacity: (0.4 + next() * 0.6).toFixed(2) });
  }
  let towers = '';
  for (const x of [140, 400, 660]) {
    towers +=
      el('path', { d: `M${x - 20} 112 L${x - 170} 460 L${x + 170} 460 L${x + 20} 112 Z`, fill: 'url(#beam)' }) +
      el('rect', { x: x - 3, y: 112, width: 6, height: 230, fill: C.asphaltLight }) +
      el('rect', { x: x - 26, y: 96, width: 52, height: 18, rx: 3, fill: '#fff7d6' });
  }
  let windows = '';
  for (let index = 0; index < 26; index += 1) {
    windows += el('rect', { x: 24 + index * 30, y: 300, width: 20, height: 12, fill: C.amber, opacity: index % 4 === 0 ? 0.4 : 0.9 });
  }
  return svg(
    defs,
    el('rect', { width: W, height: H, fill: 'url(#sky)' }) +
      stars +
      el('path', { d: 'M0 290 L800 270 L800 340 L0 340 Z', fill: C.night }) +
      windows +
      towers +
      el('path', { d: 'M0 380 C250 360 520 360 800 400 L800 600 L0 600 Z', fill: C.asphalt }) +
      el('path', { d: 'M0 380 C250 360 520 360 800 400', fill: 'none', stroke: C.white, 'stroke-width': 6 }) +
      el('path', { d: 'M0 380 C250 360 520 360 800 400', fill: 'none', stroke: C.red, 'stroke-width': 6, 'stroke-dasharray': '24 24' }) +
      el('path', { d: 'M0 470 C240 440 520 440 800 480', fill: 'none', stroke: C.asphaltLight, 'stroke-width': 3, 'stroke-dasharray': '26 22' }) +
      el('path', { d: 'M40 450 C220 425 400 420 560 428', fill: 'none', stroke: 'url(#trailRed)', 'stroke-width': 8, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M60 520 C260 490 430 486 620 500', fill: 'none', stroke: 'url(#trailWhite)', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M20 560 C200 540 300 536 420 542', fill: 'none', stroke: 'url(#trailRed)', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
      carTop(590, 430, C.red, 2) +
      carTop(652, 502, C.white, 4),
  );
}

const drawings = {
  'circuito-principal.svg': circuit,
  'tribuna-boxes.svg': grandstand,
  'karting.svg': karting,
  'drift.svg': drift,
  'lotes-residenciales.svg': residentialLots,
  'carrera-nocturna.svg': nightRace,
};

mkdirSync(outDir, { recursive: true });
for (const [file, draw] of Object.entries(drawings)) {
  const content = draw();
  writeFileSync(path.join(outDir, file), content);
  process.stdout.write(`${file}: ${(content.length / 1024).toFixed(1)} KB\n`);
}
