/**
 * Original illustrations for the demo catalogue, drawn as SVG and rasterised to WebP by the seed
 * script (the upload endpoint accepts no SVG). No text: fonts differ between machines.
 */
export type ApplianceKind = 'split' | 'window' | 'portable' | 'cassette' | 'cooler';

export interface Palette {
  sky: [string, string];
  body: string;
  accent: string;
}

export const palettes: Palette[] = [
  { sky: ['#dff3ff', '#9fd6f5'], body: '#ffffff', accent: '#1e88e5' },
  { sky: ['#e7f8ef', '#a8dfc0'], body: '#f7f9fa', accent: '#00897b' },
  { sky: ['#fff3e0', '#ffcc80'], body: '#fdfdfd', accent: '#ef6c00' },
  { sky: ['#ede7f6', '#b39ddb'], body: '#fafafa', accent: '#5e35b1' },
  { sky: ['#e3f2fd', '#90caf9'], body: '#eceff1', accent: '#37474f' },
  { sky: ['#fce4ec', '#f48fb1'], body: '#ffffff', accent: '#c2185b' },
];

const W = 800;
const H = 600;

function airflow(x: number, y: number, color: string) {
  return [0, 1, 2]
    .map((i) => {
      const dy = y + i * 28;
      return `<path d="M${x} ${dy} q 40 -18 80 0 t 80 0 t 80 0" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round" opacity="${0.55 - i * 0.12}"/>`;
    })
    .join('');
}

function snowflake(cx: number, cy: number, r: number, color: string) {
  const arms = [0, 60, 120]
    .map((deg) => `<line x1="${-r}" y1="0" x2="${r}" y2="0" transform="rotate(${deg})"/>`)
    .join('');
  return `<g transform="translate(${cx} ${cy})" stroke="${color}" stroke-width="5" stroke-linecap="round" opacity="0.7">${arms}</g>`;
}

function split(p: Palette) {
  return `
  <rect x="110" y="170" width="580" height="170" rx="34" fill="${p.body}" stroke="#cfd8dc" stroke-width="4"/>
  <rect x="130" y="292" width="540" height="26" rx="13" fill="#eceff1"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="150" y1="${298 + i * 3}" x2="650" y2="${298 + i * 3}" stroke="#b0bec5" stroke-width="1.5"/>`).join('')}
  <rect x="560" y="205" width="90" height="34" rx="8" fill="#263238"/>
  <circle cx="585" cy="222" r="7" fill="${p.accent}"/>
  <rect x="600" y="216" width="36" height="12" rx="3" fill="#4fc3f7"/>
  ${airflow(250, 380, p.accent)}`;
}

function windowUnit(p: Palette) {
  return `
  <rect x="170" y="120" width="460" height="330" rx="22" fill="${p.body}" stroke="#b0bec5" stroke-width="5"/>
  <rect x="200" y="150" width="280" height="270" rx="12" fill="#eceff1"/>
  ${Array.from({ length: 12 }, (_, i) => `<line x1="215" y1="${168 + i * 21}" x2="465" y2="${168 + i * 21}" stroke="#90a4ae" stroke-width="5" stroke-linecap="round"/>`).join('')}
  <rect x="505" y="160" width="95" height="150" rx="12" fill="#263238"/>
  <circle cx="552" cy="205" r="24" fill="none" stroke="${p.accent}" stroke-width="7"/>
  <circle cx="552" cy="270" r="16" fill="none" stroke="#90a4ae" stroke-width="6"/>
  <rect x="505" y="330" width="95" height="90" rx="10" fill="${p.accent}" opacity="0.18"/>`;
}

function portable(p: Palette) {
  return `
  <path d="M520 200 C 640 190 650 120 700 110" fill="none" stroke="#90a4ae" stroke-width="34" stroke-linecap="round"/>
  <rect x="280" y="110" width="240" height="400" rx="36" fill="${p.body}" stroke="#b0bec5" stroke-width="5"/>
  <rect x="305" y="140" width="190" height="60" rx="14" fill="#263238"/>
  <circle cx="335" cy="170" r="9" fill="${p.accent}"/>
  <rect x="360" y="162" width="110" height="16" rx="4" fill="#4fc3f7"/>
  ${Array.from({ length: 8 }, (_, i) => `<line x1="315" y1="${240 + i * 22}" x2="485" y2="${240 + i * 22}" stroke="#b0bec5" stroke-width="6" stroke-linecap="round"/>`).join('')}
  <rect x="300" y="500" width="40" height="18" rx="9" fill="#455a64"/>
  <rect x="460" y="500" width="40" height="18" rx="9" fill="#455a64"/>`;
}

function cassette(p: Palette) {
  return `
  <rect x="80" y="60" width="640" height="36" fill="#cfd8dc"/>
  <rect x="200" y="96" width="400" height="400" rx="28" fill="${p.body}" stroke="#b0bec5" stroke-width="5"/>
  <rect x="300" y="196" width="200" height="200" rx="16" fill="#eceff1"/>
  ${Array.from({ length: 8 }, (_, i) => `<line x1="320" y1="${216 + i * 23}" x2="480" y2="${216 + i * 23}" stroke="#b0bec5" stroke-width="4"/>`).join('')}
  <rect x="230" y="126" width="340" height="30" rx="10" fill="${p.accent}" opacity="0.3"/>
  <rect x="230" y="436" width="340" height="30" rx="10" fill="${p.accent}" opacity="0.3"/>
  <rect x="230" y="176" width="30" height="240" rx="10" fill="${p.accent}" opacity="0.3"/>
  <rect x="540" y="176" width="30" height="240" rx="10" fill="${p.accent}" opacity="0.3"/>`;
}

function cooler(p: Palette) {
  return `
  <rect x="270" y="90" width="260" height="420" rx="40" fill="${p.body}" stroke="#b0bec5" stroke-width="5"/>
  <rect x="300" y="120" width="200" height="200" rx="20" fill="#eceff1"/>
  ${Array.from({ length: 7 }, (_, i) => `<line x1="315" y1="${140 + i * 27}" x2="485" y2="${140 + i * 27}" stroke="${p.accent}" stroke-width="7" stroke-linecap="round" opacity="0.7"/>`).join('')}
  <rect x="300" y="340" width="200" height="120" rx="18" fill="#d7ccc8"/>
  ${Array.from({ length: 4 }, (_, r) => Array.from({ length: 6 }, (_, c) => `<circle cx="${322 + c * 31}" cy="${362 + r * 26}" r="8" fill="#a1887f"/>`).join('')).join('')}
  <rect x="300" y="500" width="50" height="22" rx="11" fill="#455a64"/>
  <rect x="450" y="500" width="50" height="22" rx="11" fill="#455a64"/>`;
}

const draw: Record<ApplianceKind, (p: Palette) => string> = {
  split,
  window: windowUnit,
  portable,
  cassette,
  cooler,
};

/** The remote a unit comes with, held up close. */
function remote(p: Palette) {
  const keys = Array.from({ length: 4 }, (_, r) =>
    Array.from(
      { length: 3 },
      (_, c) => `<rect x="${338 + c * 44}" y="${290 + r * 44}" width="32" height="30" rx="8" fill="#cfd8dc"/>`,
    ).join(''),
  ).join('');
  return `
  <g transform="rotate(-12 400 300)">
    <rect x="320" y="90" width="160" height="440" rx="60" fill="${p.body}" stroke="#b0bec5" stroke-width="5"/>
    <rect x="345" y="130" width="110" height="70" rx="10" fill="#263238"/>
    <rect x="360" y="150" width="60" height="26" rx="4" fill="#4fc3f7"/>
    <circle cx="400" cy="245" r="22" fill="${p.accent}"/>
    ${keys}
  </g>`;
}

/** What a listing's photos show: the unit, a close look at it, and its remote. */
export const artworkViews = ['unit', 'close-up', 'remote'] as const;
export type ArtworkView = (typeof artworkViews)[number];

/** One appliance on a soft sky with snowflakes; `variant` picks the palette, `view` the picture. */
export function applianceSvg(kind: ApplianceKind, variant: number, view: ArtworkView = 'unit') {
  const p = palettes[variant % palettes.length]!;
  const subject =
    view === 'remote'
      ? remote(p)
      : view === 'close-up'
        ? `<g transform="translate(400 300) scale(1.9) translate(-420 -260)">${draw[kind](p)}</g>`
        : draw[kind](p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <ellipse cx="400" cy="545" rx="300" ry="26" fill="#000" opacity="0.08"/>
  ${snowflake(90, 90, 26, '#ffffff')}${snowflake(720, 480, 20, '#ffffff')}${snowflake(700, 70, 14, '#ffffff')}
  ${subject}
</svg>`;
}

/**
 * The rating plate on the side of a unit, as a technician photographs it for an inspection report:
 * a riveted plate with rows of print and a barcode, drawn as bars (no text, as above).
 */
export function serialPlateSvg(variant: number) {
  const p = palettes[variant % palettes.length]!;
  const rows = [
    [150, 200],
    [120, 170],
    [165, 120],
    [135, 190],
    [110, 150],
    [155, 100],
  ]
    .map(([label, value], i) => {
      const y = 215 + i * 32;
      return `<rect x="215" y="${y}" width="${label}" height="12" rx="3" fill="#78909c"/><rect x="395" y="${y}" width="${value}" height="12" rx="3" fill="#37474f"/>`;
    })
    .join('');
  // Bars and gaps in turn, in widths of 4 px.
  const widths = [3, 1, 1, 2, 2, 1, 1, 3, 1, 1, 2, 2, 3, 1, 1, 2, 1, 1, 2, 3, 1, 2, 1, 1, 3, 1, 2, 2, 1, 1, 2, 1, 3];
  let x = 215;
  const bars = widths
    .map((w, i) => {
      const bar = i % 2 === 0 ? `<rect x="${x}" y="410" width="${w * 4}" height="44" fill="#263238"/>` : '';
      x += w * 4;
      return bar;
    })
    .join('');
  const rivets = [
    [200, 150],
    [600, 150],
    [200, 450],
    [600, 450],
  ]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="7" fill="#90a4ae" stroke="#607d8b" stroke-width="2"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="panel" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#eceff1"/><stop offset="1" stop-color="#b0bec5"/>
    </linearGradient>
    <linearGradient id="plate" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#f5f7f8"/><stop offset="0.5" stop-color="#dfe5e8"/><stop offset="1" stop-color="#f5f7f8"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#panel)"/>
  ${Array.from({ length: 9 }, (_, i) => `<line x1="0" y1="${30 + i * 70}" x2="${W}" y2="${30 + i * 70}" stroke="#90a4ae" stroke-width="3" opacity="0.35"/>`).join('')}
  <g transform="rotate(-3 400 300)">
    <rect x="186" y="136" width="428" height="328" rx="16" fill="#000" opacity="0.12" transform="translate(6 8)"/>
    <rect x="180" y="130" width="440" height="340" rx="16" fill="url(#plate)" stroke="#90a4ae" stroke-width="4"/>
    <rect x="215" y="160" width="370" height="34" rx="6" fill="${p.accent}"/>
    <rect x="232" y="171" width="90" height="12" rx="3" fill="#ffffff" opacity="0.9"/>
    ${rows}
    ${bars}
    <rect x="495" y="404" width="56" height="56" rx="4" fill="none" stroke="#263238" stroke-width="5"/>
    <rect x="509" y="418" width="28" height="28" fill="#263238"/>
    ${rivets}
  </g>
</svg>`;
}
