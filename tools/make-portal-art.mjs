// Writes the investor dashboard's illustrations (frontend/public/images/portal/**/*.svg): the master
// plan, the architectural plan slides and the progress gallery. Original, stylised artwork made for
// this project; run again after changing a drawing:
//   node tools/make-portal-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'frontend/public/images/portal');

const C = {
  ink: '#0b0c0e',
  night: '#131519',
  panel: '#1c1f24',
  asphalt: '#2a2e35',
  asphaltLight: '#3a3f48',
  red: '#e10600',
  redLight: '#ff4d42',
  white: '#f4f4f5',
  grey: '#a1a1aa',
  amber: '#ffb020',
  grass: '#1d3a2b',
  grassLight: '#28503a',
  tree: '#173024',
  dirt: '#6b4f2e',
  dirtLight: '#8a6a3f',
  blueprint: '#0f1d2e',
  line: '#9fc3e6',
  lineDim: '#4b6b8c',
};

const attrs = (object) =>
  Object.entries(object)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
const el = (name, attributes, children) =>
  children === undefined ? `<${name} ${attrs(attributes)}/>` : `<${name} ${attrs(attributes)}>${children}</${name}>`;
const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
const rect = (x, y, width, height, extra = {}) => el('rect', { x, y, width, height, ...extra });
const line = (x1, y1, x2, y2, extra = {}) => el('line', { x1, y1, x2, y2, ...extra });
const text = (x, y, content, extra = {}) =>
  el('text', { x, y, 'font-family': 'Arial, Helvetica, sans-serif', 'font-size': 18, fill: C.white, ...extra }, content);
const pathEl = (d, extra = {}) => el('path', { d, fill: 'none', ...extra });

// A small deterministic generator: the same drawing on every run.
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function trees(seed, count, area, size = [8, 16]) {
  const next = random(seed);
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = area.x + next() * area.w;
    const y = area.y + next() * area.h;
    const r = size[0] + next() * (size[1] - size[0]);
    out += el('circle', { cx: x.toFixed(1), cy: y.toFixed(1), r: r.toFixed(1), fill: index % 3 ? C.tree : C.grassLight });
  }
  return out;
}

/** Asphalt with a kerb and a dashed centre line. */
function track(d, width, { kerb = C.white, surface = C.asphalt, centre = true } = {}) {
  return (
    pathEl(d, { stroke: kerb, 'stroke-width': width + 6, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }) +
    pathEl(d, { stroke: surface, 'stroke-width': width, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }) +
    (centre ? pathEl(d, { stroke: C.white, 'stroke-width': 1.5, 'stroke-dasharray': '10 12', opacity: 0.5 }) : '')
  );
}

const label = (x, y, content, extra = {}) =>
  text(x, y, content, { 'font-size': 20, 'font-weight': 700, 'letter-spacing': 1, stroke: C.ink, 'stroke-width': 4, 'paint-order': 'stroke', ...extra });

// ---------------------------------------------------------------- master plan (1200 × 720)
function masterPlan() {
  const W = 1200;
  const H = 720;
  const main = 'M150 560 L880 560 C960 560 1000 520 1000 450 L1000 250 C1000 170 950 130 880 130 L640 130 C590 130 570 170 540 200 C510 230 470 230 440 200 C410 170 380 130 320 130 L230 130 C170 130 130 170 130 230 L130 470 C130 530 140 560 150 560 Z';
  const oval = 'M330 300 L600 300 C660 300 690 340 690 380 C690 420 660 460 600 460 L330 460 C270 460 240 420 240 380 C240 340 270 300 330 300 Z';
  const dirt = 'M760 250 C800 230 860 240 870 280 C880 320 820 330 830 370 C840 410 900 400 900 440 C900 480 830 490 790 470 C740 445 770 400 740 370 C710 340 720 270 760 250 Z';
  const karts = 'M1050 170 L1150 170 C1170 170 1170 200 1150 205 L1090 220 C1075 225 1080 245 1095 248 L1150 260 C1175 265 1170 300 1150 300 L1050 300 C1030 300 1030 275 1045 270 L1100 250 C1112 245 1110 230 1098 226 L1050 210 C1030 205 1030 170 1050 170 Z';
  let body = rect(0, 0, W, H, { fill: C.grass });
  body += rect(0, 640, W, 80, { fill: C.grassLight });
  body += trees(11, 60, { x: 20, y: 20, w: 1160, h: 80 });
  body += trees(12, 40, { x: 20, y: 650, w: 1160, h: 60 });
  body += track(main, 26);
  body += track(oval, 20);
  body += track(dirt, 16, { surface: C.dirt, kerb: C.dirtLight, centre: false });
  body += track(karts, 10, { centre: false });
  // Drag strip at the south edge.
  body += rect(150, 608, 900, 18, { fill: C.asphalt, stroke: C.white, 'stroke-width': 2 });
  body += line(150, 617, 1050, 617, { stroke: C.white, 'stroke-dasharray': '14 10', opacity: 0.5 });
  // Main grandstand: six modules A–F facing the main straight.
  for (let index = 0; index < 6; index += 1) {
    const x = 260 + index * 95;
    body += rect(x, 500, 85, 34, { fill: C.red, stroke: C.white, 'stroke-width': 1.5, rx: 3 });
    body += text(x + 42.5, 523, 'ABCDEF'[index], { 'text-anchor': 'middle', 'font-weight': 700, 'font-size': 16 });
  }
  body += label(130, 110, 'CIRCUITO PRINCIPAL 3,902 m');
  body += label(360, 390, 'ÓVALO 949 m');
  body += label(730, 225, 'TERRACERÍA 1,295 m', { 'font-size': 16 });
  body += label(1030, 150, 'KARTS 1,325 m', { 'font-size': 16 });
  body += label(160, 600, 'ARRANCONES 857 m', { 'font-size': 16 });
  body += label(260, 492, 'TRIBUNA PRINCIPAL · MÓDULOS A–F', { 'font-size': 14 });
  // North arrow.
  body += pathEl('M1140 620 L1155 660 L1140 650 L1125 660 Z', { fill: C.white });
  body += text(1140, 612, 'N', { 'text-anchor': 'middle', 'font-weight': 700 });
  return svg(W, H, body);
}

// ---------------------------------------------------------------- plan sheets (1200 × 800, blueprint)
function sheet(title, drawing) {
  const W = 1200;
  const H = 800;
  let body = rect(0, 0, W, H, { fill: C.blueprint });
  for (let x = 40; x < W; x += 40) body += line(x, 0, x, H, { stroke: C.lineDim, 'stroke-width': 0.5, opacity: 0.35 });
  for (let y = 40; y < H; y += 40) body += line(0, y, W, y, { stroke: C.lineDim, 'stroke-width': 0.5, opacity: 0.35 });
  body += rect(24, 24, W - 48, H - 48, { fill: 'none', stroke: C.line, 'stroke-width': 2 });
  body += rect(800, 700, 376, 76, { fill: C.blueprint, stroke: C.line, 'stroke-width': 2 });
  body += text(816, 730, 'CIUDAD DEPORTE MOTOR ZMG', { fill: C.line, 'font-size': 14, 'font-weight': 700 });
  body += text(816, 758, title, { fill: C.white, 'font-size': 16 });
  return svg(W, H, body + drawing);
}

const wall = (d) => pathEl(d, { stroke: C.line, 'stroke-width': 6, 'stroke-linejoin': 'miter' });
const thin = (d, extra = {}) => pathEl(d, { stroke: C.line, 'stroke-width': 2, ...extra });
const dim = (x1, y1, x2, y2, value) => {
  const horizontal = y1 === y2;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  return (
    line(x1, y1, x2, y2, { stroke: C.amber, 'stroke-width': 1.5 }) +
    (horizontal
      ? line(x1, y1 - 8, x1, y1 + 8, { stroke: C.amber, 'stroke-width': 1.5 }) + line(x2, y2 - 8, x2, y2 + 8, { stroke: C.amber, 'stroke-width': 1.5 })
      : line(x1 - 8, y1, x1 + 8, y1, { stroke: C.amber, 'stroke-width': 1.5 }) + line(x2 - 8, y2, x2 + 8, y2, { stroke: C.amber, 'stroke-width': 1.5 })) +
    text(horizontal ? mx : x1 - 14, horizontal ? y1 - 12 : my, value, {
      fill: C.amber,
      'font-size': 16,
      'text-anchor': 'middle',
      ...(horizontal ? {} : { transform: `rotate(-90 ${x1 - 14} ${my})` }),
    })
  );
};

function premiumModule() {
  let d = '';
  d += wall('M120 180 H1080 V520 H120 Z');
  // Ten boxes along the track side, alternating P and M.
  for (let index = 0; index < 10; index += 1) {
    const x = 120 + index * 96;
    d += thin(`M${x} 300 V520`);
    const code = `${Math.ceil((index + 1) / 2)}${index % 2 === 0 ? 'P' : 'M'}`;
    d += text(x + 48, 420, code, { fill: C.white, 'text-anchor': 'middle', 'font-size': 22, 'font-weight': 700 });
    d += rect(x + 10, 520, 76, 34, { fill: 'none', stroke: C.line, 'stroke-width': 2, 'stroke-dasharray': '6 4' });
  }
  d += thin('M120 300 H1080');
  d += text(600, 250, 'CIRCULACIÓN Y ACCESOS', { fill: C.line, 'text-anchor': 'middle', 'font-size': 18, 'letter-spacing': 2 });
  d += thin('M130 190 l40 0 l0 100 l-40 0', { 'stroke-dasharray': '4 4' });
  d += thin('M1070 190 l-40 0 l0 100 l40 0', { 'stroke-dasharray': '4 4' });
  d += text(600, 590, 'BALCONES', { fill: C.line, 'text-anchor': 'middle', 'font-size': 16, 'letter-spacing': 2 });
  d += rect(120, 620, 960, 40, { fill: C.asphalt, stroke: C.white, 'stroke-width': 2 });
  d += text(600, 647, 'PISTA · RECTA PRINCIPAL', { fill: C.white, 'text-anchor': 'middle', 'font-size': 16, 'letter-spacing': 3 });
  d += dim(120, 140, 1080, 140, '2,200 m² · NIVEL 1');
  return sheet('PLANTA DEL MÓDULO · LÁMINA 1/3', d);
}

function premiumBox() {
  let d = '';
  d += wall('M300 140 H900 V560 H300 Z');
  d += thin('M300 250 H520 V140');
  d += text(410, 205, 'MEDIO BAÑO', { fill: C.line, 'text-anchor': 'middle', 'font-size': 16 });
  d += rect(560, 160, 320, 40, { fill: 'none', stroke: C.line, 'stroke-width': 2 });
  d += text(720, 230, 'BARRA DE SERVICIO', { fill: C.line, 'text-anchor': 'middle', 'font-size': 16 });
  // Lounge furniture.
  d += rect(380, 360, 200, 70, { fill: 'none', stroke: C.line, 'stroke-width': 2, rx: 10 });
  d += rect(640, 350, 160, 90, { fill: 'none', stroke: C.line, 'stroke-width': 2, rx: 45 });
  d += text(600, 490, 'SALA', { fill: C.white, 'text-anchor': 'middle', 'font-size': 22, 'font-weight': 700 });
  // Door to the corridor and glass front.
  d += thin('M300 300 a60 60 0 0 1 60 60', { 'stroke-dasharray': '4 4' });
  d += line(300, 560, 900, 560, { stroke: C.white, 'stroke-width': 3, 'stroke-dasharray': '30 10' });
  d += rect(300, 560, 600, 90, { fill: 'none', stroke: C.line, 'stroke-width': 2 });
  d += text(600, 612, 'BALCÓN', { fill: C.white, 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 700 });
  d += dim(300, 110, 900, 110, 'FRENTE A PISTA');
  d += text(600, 700, '↓ PISTA', { fill: C.amber, 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 700 });
  return sheet('PLANTA DEL BOX TIPO · LÁMINA 2/3', d);
}

function premiumSection() {
  let d = '';
  // Stepped seating.
  let steps = 'M140 620';
  for (let index = 0; index < 8; index += 1) steps += ` h60 v-30`;
  steps += ' V620 Z';
  d += pathEl(steps, { stroke: C.line, 'stroke-width': 3, fill: 'rgba(159,195,230,0.08)' });
  d += text(260, 560, 'GRADAS GENERALES', { fill: C.line, 'font-size': 16 });
  // Box level above, cantilevered balcony, roof.
  d += wall('M620 380 H980 V250 H620 Z');
  d += text(800, 322, 'NIVEL DE BOXES', { fill: C.white, 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 700 });
  d += thin('M620 380 H520 V360', { 'stroke-width': 3 });
  d += text(560, 405, 'BALCÓN', { fill: C.line, 'text-anchor': 'middle', 'font-size': 14 });
  d += thin('M460 200 L1020 160', { 'stroke-width': 5 });
  d += thin('M980 170 V620 M700 190 V250', { 'stroke-width': 4 });
  d += line(60, 620, 1140, 620, { stroke: C.line, 'stroke-width': 3 });
  d += rect(40, 620, 100, 20, { fill: C.asphalt, stroke: C.white, 'stroke-width': 2 });
  d += text(90, 670, 'PISTA', { fill: C.white, 'text-anchor': 'middle', 'font-size': 16, 'font-weight': 700 });
  // Sight line from the box to the track.
  d += line(700, 330, 90, 615, { stroke: C.amber, 'stroke-width': 1.5, 'stroke-dasharray': '8 6' });
  d += text(330, 470, 'VISUAL A PISTA', { fill: C.amber, 'font-size': 14, transform: 'rotate(-25 330 470)' });
  return sheet('CORTE TRANSVERSAL · LÁMINA 3/3', d);
}

function kartsPlan() {
  let d = '';
  d += wall('M260 140 H940 V600 H260 Z');
  d += rect(290, 170, 260, 60, { fill: 'none', stroke: C.line, 'stroke-width': 2 });
  d += text(420, 260, 'BANCO DE TRABAJO', { fill: C.line, 'text-anchor': 'middle', 'font-size': 16 });
  for (let index = 0; index < 4; index += 1) d += rect(700 + index * 55, 170, 45, 70, { fill: 'none', stroke: C.line, 'stroke-width': 2 });
  d += text(810, 265, 'LOCKERS', { fill: C.line, 'text-anchor': 'middle', 'font-size': 16 });
  for (const y of [340, 460]) {
    d += rect(400, y, 170, 80, { fill: 'none', stroke: C.white, 'stroke-width': 2.5, rx: 18 });
    d += el('circle', { cx: 430, cy: y, r: 12, fill: 'none', stroke: C.white, 'stroke-width': 2 });
    d += el('circle', { cx: 540, cy: y, r: 12, fill: 'none', stroke: C.white, 'stroke-width': 2 });
    d += el('circle', { cx: 430, cy: y + 80, r: 12, fill: 'none', stroke: C.white, 'stroke-width': 2 });
    d += el('circle', { cx: 540, cy: y + 80, r: 12, fill: 'none', stroke: C.white, 'stroke-width': 2 });
  }
  d += text(485, 590, 'GUARDADO DE KARTS', { fill: C.white, 'text-anchor': 'middle', 'font-size': 16, 'font-weight': 700 });
  d += line(940, 300, 940, 560, { stroke: C.white, 'stroke-width': 3, 'stroke-dasharray': '16 8' });
  d += text(1000, 440, 'CORTINA', { fill: C.line, 'font-size': 14, transform: 'rotate(-90 1000 440)', 'text-anchor': 'middle' });
  d += text(1060, 440, 'A PISTA →', { fill: C.amber, 'font-size': 18, 'font-weight': 700, transform: 'rotate(-90 1060 440)', 'text-anchor': 'middle' });
  d += dim(260, 110, 940, 110, 'BOX DE KARTS');
  return sheet('PLANTA DEL BOX DE KARTS · LÁMINA 1/2', d);
}

function kartsSite() {
  const kart = 'M200 520 L760 520 C820 520 840 470 800 440 L640 330 C610 310 620 270 660 270 L900 270 C960 270 980 220 940 190 L880 150 C850 130 800 140 780 170 L700 200 C660 215 620 190 600 160 L570 130 C540 100 480 100 450 130 L230 330 C150 400 130 520 200 520 Z';
  let d = pathEl(kart, { stroke: C.line, 'stroke-width': 26, 'stroke-linejoin': 'round' });
  d += pathEl(kart, { stroke: C.blueprint, 'stroke-width': 20, 'stroke-linejoin': 'round' });
  d += pathEl(kart, { stroke: C.white, 'stroke-width': 1.5, 'stroke-dasharray': '10 10', opacity: 0.6 });
  for (let index = 0; index < 10; index += 1) {
    d += rect(220 + index * 56, 580, 48, 56, { fill: index === 3 ? 'rgba(225,6,0,0.35)' : 'none', stroke: index === 3 ? C.redLight : C.line, 'stroke-width': 2 });
  }
  d += text(500, 670, 'BOXES DE KARTS', { fill: C.white, 'text-anchor': 'middle', 'font-size': 18, 'font-weight': 700 });
  d += rect(210, 545, 580, 20, { fill: 'none', stroke: C.amber, 'stroke-width': 2, 'stroke-dasharray': '6 4' });
  d += text(820, 560, 'PITS', { fill: C.amber, 'font-size': 16, 'font-weight': 700 });
  d += text(560, 420, 'PISTA DE KARTS · 1,325 m', { fill: C.line, 'text-anchor': 'middle', 'font-size': 18, 'letter-spacing': 2 });
  return sheet('UBICACIÓN · LÁMINA 2/2', d);
}

// ---------------------------------------------------------------- progress gallery (800 × 600)
function scene(sky, ground, body) {
  const W = 800;
  const H = 600;
  return svg(
    W,
    H,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
      rect(0, 0, W, H, { fill: 'url(#sky)' }) +
      rect(0, 330, W, 270, { fill: ground }) +
      body,
  );
}

function landScene() {
  let b = pathEl('M0 340 C120 280 220 300 320 320 C420 340 520 270 640 290 C720 300 770 320 800 330 V360 H0 Z', { fill: C.grassLight });
  b += trees(21, 26, { x: 0, y: 300, w: 800, h: 40 }, [10, 20]);
  const next = random(22);
  for (let index = 0; index < 7; index += 1) {
    const x = 90 + index * 100 + next() * 20;
    const y = 420 + next() * 120;
    b += line(x, y, x, y - 40, { stroke: C.white, 'stroke-width': 4 });
    b += rect(x, y - 40, 20, 10, { fill: C.red });
  }
  b += el('circle', { cx: 650, cy: 110, r: 46, fill: C.amber, opacity: 0.85 });
  return scene(['#2b3a55', '#d08c4a'], C.grass, b);
}

function surveyScene() {
  let b = '';
  for (let index = 0; index < 8; index += 1) {
    b += pathEl(`M-20 ${360 + index * 32} C200 ${330 + index * 30} 420 ${400 + index * 28} 820 ${350 + index * 34}`, { stroke: C.grassLight, 'stroke-width': 3 });
  }
  b += pathEl('M560 560 L600 430 L640 560 M600 430 V400', { stroke: C.white, 'stroke-width': 5 });
  b += rect(575, 370, 50, 32, { fill: C.amber, rx: 4 });
  b += el('circle', { cx: 625, cy: 386, r: 9, fill: C.ink });
  b += line(625, 386, 200, 330, { stroke: C.redLight, 'stroke-width': 2, 'stroke-dasharray': '8 6' });
  b += line(200, 330, 200, 280, { stroke: C.white, 'stroke-width': 4 });
  b += rect(200, 280, 24, 12, { fill: C.red });
  return scene(['#1f3b5c', '#6f9bbf'], C.grass, b);
}

function layoutScene() {
  let b = pathEl('M0 345 C200 320 600 320 800 345 V360 H0 Z', { fill: C.grassLight });
  b += pathEl('M120 540 C60 470 120 400 260 400 L560 400 C700 400 740 460 700 520 C660 580 520 560 420 540 C320 520 200 600 120 540 Z', {
    stroke: C.white,
    'stroke-width': 5,
    'stroke-dasharray': '18 12',
  });
  b += pathEl('M150 520 C110 470 150 430 260 430', { stroke: C.dirtLight, 'stroke-width': 30, opacity: 0.7, 'stroke-linecap': 'round' });
  b += rect(520, 450, 90, 40, { fill: C.amber, rx: 6 });
  b += rect(600, 462, 40, 28, { fill: C.amber, rx: 4 });
  b += el('circle', { cx: 545, cy: 495, r: 12, fill: C.ink });
  b += el('circle', { cx: 620, cy: 495, r: 12, fill: C.ink });
  return scene(['#33475f', '#9db3c7'], C.grass, b);
}

function grandstandScene() {
  let b = rect(0, 470, 800, 60, { fill: C.asphalt });
  b += line(0, 500, 800, 500, { stroke: C.white, 'stroke-width': 2, 'stroke-dasharray': '24 16', opacity: 0.6 });
  for (let index = 0; index < 6; index += 1) {
    const x = 40 + index * 122;
    b += pathEl(`M${x} 460 L${x} 330 L${x + 112} 300 L${x + 112} 460 Z`, { fill: C.panel, stroke: C.white, 'stroke-width': 2 });
    b += rect(x + 8, 380, 96, 28, { fill: C.red, opacity: 0.9 });
    b += text(x + 56, 440, 'ABCDEF'[index], { 'text-anchor': 'middle', 'font-weight': 700, 'font-size': 22 });
  }
  b += pathEl('M20 300 L780 240 L780 255 L20 315 Z', { fill: C.asphaltLight });
  return scene(['#0f1420', '#2d3850'], C.grass, b);
}

function pitsScene() {
  let b = rect(0, 440, 800, 90, { fill: C.asphalt });
  b += line(0, 445, 800, 445, { stroke: C.red, 'stroke-width': 6, 'stroke-dasharray': '20 20' });
  b += line(0, 445, 800, 445, { stroke: C.white, 'stroke-width': 6, 'stroke-dasharray': '20 20', 'stroke-dashoffset': 20 });
  for (let index = 0; index < 8; index += 1) {
    const x = 20 + index * 97;
    b += rect(x, 300, 90, 130, { fill: C.panel, stroke: C.asphaltLight, 'stroke-width': 3 });
    b += rect(x + 10, 330, 70, 100, { fill: index % 3 === 0 ? C.redLight : C.asphaltLight, opacity: 0.85 });
    b += text(x + 45, 322, String(index + 1).padStart(2, '0'), { 'text-anchor': 'middle', 'font-weight': 700, 'font-size': 18 });
  }
  b += rect(0, 280, 800, 20, { fill: C.white, opacity: 0.85 });
  return scene(['#16202e', '#3b4d66'], C.grassLight, b);
}

function gateScene() {
  let b = pathEl('M360 600 L440 600 L420 340 L380 340 Z', { fill: C.asphalt });
  b += pathEl('M400 600 L400 340', { stroke: C.white, 'stroke-width': 3, 'stroke-dasharray': '14 12' });
  b += rect(200, 190, 30, 170, { fill: C.panel, stroke: C.white, 'stroke-width': 2 });
  b += rect(570, 190, 30, 170, { fill: C.panel, stroke: C.white, 'stroke-width': 2 });
  b += pathEl('M190 200 Q400 80 610 200 L610 230 Q400 115 190 230 Z', { fill: C.red });
  b += text(400, 180, 'CIUDAD DEPORTE MOTOR', { 'text-anchor': 'middle', 'font-weight': 700, 'font-size': 20, 'letter-spacing': 2 });
  b += rect(620, 300, 80, 60, { fill: C.panel, stroke: C.white, 'stroke-width': 2 });
  b += rect(635, 315, 50, 20, { fill: C.amber, opacity: 0.8 });
  b += trees(31, 18, { x: 0, y: 330, w: 180, h: 60 }, [12, 22]);
  b += trees(32, 18, { x: 620, y: 380, w: 180, h: 60 }, [12, 22]);
  return scene(['#3a2a4f', '#d9774a'], C.grass, b);
}

const files = {
  'plan-maestro.svg': masterPlan(),
  'planos/premium-modulo.svg': premiumModule(),
  'planos/premium-box.svg': premiumBox(),
  'planos/premium-corte.svg': premiumSection(),
  'planos/karts-planta.svg': kartsPlan(),
  'planos/karts-vista.svg': kartsSite(),
  'avance/terreno.svg': landScene(),
  'avance/topografia.svg': surveyScene(),
  'avance/trazo.svg': layoutScene(),
  'avance/tribuna.svg': grandstandScene(),
  'avance/pits.svg': pitsScene(),
  'avance/acceso.svg': gateScene(),
};

for (const [name, content] of Object.entries(files)) {
  const file = path.join(outDir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`${path.relative(root, file)} (${content.length} bytes)`);
}
