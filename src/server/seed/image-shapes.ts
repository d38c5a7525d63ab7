// One simple, flat drawing per category shape, in a 200 × 200 box. c = brand colour, d = dark, m = metal,
// w = wood, l = light tint of the brand colour.
import type { Shape } from '@/server/seed/families';

export interface Palette {
  c: string;
  d: string;
  m: string;
  w: string;
  l: string;
}

type Draw = (p: Palette) => string;

const rungs = (n: number, x1: number, x2: number, y0: number, step: number, color: string): string =>
  Array.from(
    { length: n },
    (_, i) => `<rect x="${x1}" y="${y0 + i * step}" width="${x2 - x1}" height="7" fill="${color}"/>`,
  ).join('');

export const SHAPE_DRAWINGS: Record<Shape, Draw> = {
  drill: ({ c, d, m }) =>
    `<path d="M40 50h90a22 22 0 0 1 22 22v12a22 22 0 0 1-22 22H92l-8 52H54l8-52H40a22 22 0 0 1-22-22V72a22 22 0 0 1 22-22z" fill="${c}"/>` +
    `<rect x="152" y="64" width="22" height="32" rx="5" fill="${d}"/><rect x="174" y="76" width="22" height="8" fill="${m}"/>` +
    `<rect x="44" y="156" width="56" height="26" rx="6" fill="${d}"/><rect x="60" y="112" width="16" height="10" rx="3" fill="${d}"/>`,
  saw: ({ c, d, m }) =>
    `<circle cx="100" cy="120" r="62" fill="${m}" stroke="${d}" stroke-width="4" stroke-dasharray="8 5"/><circle cx="100" cy="120" r="10" fill="${d}"/>` +
    `<path d="M34 118a66 66 0 0 1 132 0z" fill="${c}"/><rect x="104" y="34" width="66" height="26" rx="12" fill="${d}"/><rect x="120" y="58" width="12" height="28" fill="${d}"/>`,
  grinder: ({ c, d, m }) =>
    `<rect x="30" y="78" width="110" height="44" rx="20" fill="${c}"/><rect x="20" y="86" width="20" height="28" rx="6" fill="${d}"/>` +
    `<rect x="136" y="40" width="14" height="120" rx="4" fill="${m}"/><rect x="150" y="92" width="18" height="16" fill="${d}"/><rect x="70" y="122" width="18" height="40" rx="6" fill="${d}"/>`,
  battery: ({ c, d }) =>
    `<rect x="40" y="60" width="120" height="100" rx="12" fill="${d}"/><rect x="52" y="40" width="96" height="26" rx="6" fill="${c}"/>` +
    `<path d="M108 76l-30 44h22l-8 30 32-46h-22z" fill="#fde047"/>`,
  hammer: ({ d, w, m }) =>
    `<rect x="88" y="70" width="24" height="118" rx="8" fill="${w}"/><path d="M40 40h110l20 14v24H40z" fill="${m}"/><rect x="40" y="40" width="40" height="38" fill="${d}"/>`,
  wrench: ({ c, m }) =>
    `<path d="M60 30a40 40 0 0 0 38 54l56 72a16 16 0 0 0 24-20L106 80A40 40 0 0 0 50 34l22 22-8 22-22 6-22-22a40 40 0 0 0 40 30z" fill="${m}"/><rect x="120" y="120" width="40" height="18" rx="6" transform="rotate(52 140 129)" fill="${c}"/>`,
  level: ({ c, d }) =>
    `<rect x="14" y="80" width="172" height="40" rx="6" fill="${c}"/><rect x="80" y="88" width="40" height="24" rx="8" fill="#d9f99d" stroke="${d}" stroke-width="3"/><circle cx="100" cy="100" r="6" fill="#fefce8"/><rect x="30" y="90" width="16" height="20" rx="3" fill="${d}"/><rect x="154" y="90" width="16" height="20" rx="3" fill="${d}"/>`,
  toolbox: ({ c, d }) =>
    `<path d="M70 62V44h60v18" fill="none" stroke="${d}" stroke-width="10"/><rect x="24" y="62" width="152" height="104" rx="8" fill="${c}"/><rect x="24" y="98" width="152" height="10" fill="${d}"/><rect x="88" y="92" width="24" height="22" rx="3" fill="#e5e7eb"/>`,
  ladder: ({ c, m }) =>
    `<rect x="52" y="16" width="12" height="172" rx="4" fill="${m}"/><rect x="136" y="16" width="12" height="172" rx="4" fill="${m}"/>${rungs(6, 64, 136, 34, 28, c)}`,
  jacket: ({ c, d }) =>
    `<path d="M70 30l30 14 30-14 42 26-16 46-16-8v88H60V94l-16 8-16-46z" fill="${c}"/><rect x="97" y="44" width="6" height="136" fill="${d}"/><rect x="64" y="120" width="72" height="10" fill="#fde047"/><rect x="64" y="150" width="72" height="10" fill="#fde047"/>`,
  glove: ({ c, d }) =>
    `<rect x="54" y="40" width="18" height="80" rx="9" fill="${c}"/><rect x="76" y="26" width="18" height="92" rx="9" fill="${c}"/><rect x="98" y="28" width="18" height="90" rx="9" fill="${c}"/><rect x="120" y="42" width="18" height="78" rx="9" fill="${c}"/>` +
    `<rect x="30" y="96" width="48" height="18" rx="9" transform="rotate(-35 54 105)" fill="${c}"/><rect x="54" y="96" width="84" height="66" rx="18" fill="${c}"/><rect x="54" y="150" width="84" height="34" rx="6" fill="${d}"/>`,
  boot: ({ c, d }) =>
    `<path d="M60 24h60v92l50 22a18 18 0 0 1 10 16v18H40V24z" fill="${c}"/><rect x="36" y="168" width="148" height="16" rx="4" fill="${d}"/><rect x="60" y="24" width="60" height="14" fill="${d}"/><path d="M126 118l44 20" stroke="${d}" stroke-width="6"/>`,
  screw: ({ m, d }) =>
    `<rect x="62" y="20" width="76" height="20" rx="8" fill="${m}"/><rect x="96" y="22" width="8" height="14" fill="${d}"/><path d="M84 40h32v110l-16 34-16-34z" fill="${m}"/>` +
    Array.from(
      { length: 8 },
      (_, i) => `<path d="M80 ${52 + i * 13}l40-8" stroke="${d}" stroke-width="4"/>`,
    ).join(''),
  nail: ({ m, d }) =>
    `<rect x="58" y="24" width="84" height="14" rx="4" fill="${d}"/><path d="M92 38h16v124l-8 20-8-20z" fill="${m}"/><rect x="150" y="40" width="8" height="110" fill="${m}" transform="rotate(12 154 95)"/><rect x="146" y="36" width="28" height="8" fill="${d}" transform="rotate(12 154 95)"/>`,
  anchor: ({ c, m }) =>
    `<path d="M70 30h60v20l-10 10 10 10-10 10 10 10-10 10 10 10-10 10v40l-30 16-30-16V120l10-10-10-10 10-10-10-10 10-10-10-10 10-10z" fill="${c}"/><rect x="94" y="8" width="12" height="150" fill="${m}"/>`,
  plank: ({ w, d }) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${16 + i * 8}" y="${60 + i * 34}" width="168" height="28" rx="3" fill="${w}" stroke="${d}" stroke-width="2"/><path d="M${30 + i * 8} ${74 + i * 34}h120" stroke="${d}" stroke-opacity=".35" stroke-width="2"/>`,
      )
      .join(''),
  board: ({ w, d }) =>
    `<path d="M30 150l40-110h100l-40 110z" fill="${w}" stroke="${d}" stroke-width="3"/><path d="M130 150l40-110v14l-40 110z" fill="${d}"/>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${62 + (i % 3) * 26}" y="${66 + Math.floor(i / 3) * 24}" width="14" height="6" fill="${d}" fill-opacity=".3"/>`,
    ).join(''),
  brick: ({ c }) =>
    Array.from({ length: 5 }, (_, r) =>
      Array.from(
        { length: 4 },
        (_, i) =>
          `<rect x="${(r % 2 ? -14 : 10) + i * 48}" y="${34 + r * 28}" width="44" height="24" rx="2" fill="${c}"/>`,
      ).join(''),
    ).join(''),
  bag: ({ c, l, d }) =>
    `<path d="M50 30h100l10 20-6 130H46l-6-130z" fill="#e7e5e4" stroke="${d}" stroke-width="3"/><rect x="60" y="70" width="80" height="70" rx="6" fill="${c}"/><rect x="70" y="84" width="60" height="10" fill="${l}"/><rect x="70" y="104" width="40" height="8" fill="${l}"/>`,
  insulation: ({ c, d }) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="24" y="${48 + i * 40}" width="152" height="36" rx="4" fill="${c}"/><path d="M30 ${66 + i * 40}q10-12 20 0t20 0 20 0 20 0 20 0 20 0 20 0" fill="none" stroke="${d}" stroke-opacity=".4" stroke-width="3"/>`,
      )
      .join(''),
  roof: ({ c, d }) =>
    `<path d="M10 110l90-70 90 70z" fill="${c}"/><path d="M30 104h140v80H30z" fill="#e7e5e4"/><rect x="86" y="130" width="28" height="54" fill="${d}"/>` +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<path d="M${40 + i * 22} ${90 - (i < 3 ? i * 10 : (5 - i) * 10)}v10" stroke="${d}" stroke-width="3"/>`,
    ).join(''),
  door: ({ c, d, m }) =>
    `<rect x="52" y="14" width="96" height="176" rx="4" fill="${c}"/><rect x="64" y="28" width="72" height="62" rx="3" fill="${d}" fill-opacity=".25"/><rect x="64" y="104" width="72" height="72" rx="3" fill="${d}" fill-opacity=".25"/><rect x="126" y="96" width="16" height="6" rx="3" fill="${m}"/>`,
  window: ({ c }) =>
    `<rect x="30" y="24" width="140" height="152" rx="4" fill="${c}"/><rect x="42" y="36" width="54" height="62" fill="#bae6fd"/><rect x="104" y="36" width="54" height="62" fill="#bae6fd"/><rect x="42" y="106" width="54" height="58" fill="#bae6fd"/><rect x="104" y="106" width="54" height="58" fill="#bae6fd"/>`,
  document: ({ c, d }) =>
    `<path d="M50 20h74l26 26v134H50z" fill="#fff" stroke="${d}" stroke-width="3"/><path d="M124 20v26h26" fill="none" stroke="${d}" stroke-width="3"/><rect x="64" y="60" width="62" height="10" fill="${c}"/>` +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="64" y="${82 + i * 14}" width="${i % 2 ? 56 : 72}" height="6" fill="${d}" fill-opacity=".4"/>`,
    ).join(''),
  service: ({ c, d }) =>
    `<path d="M40 126a60 60 0 0 1 120 0z" fill="${c}"/><rect x="92" y="50" width="16" height="40" rx="6" fill="${d}" fill-opacity=".3"/><rect x="28" y="124" width="144" height="16" rx="6" fill="${d}"/>`,
  mower: ({ c, d }) =>
    `<path d="M126 90L170 20" stroke="${d}" stroke-width="8" stroke-linecap="round"/><rect x="30" y="90" width="120" height="52" rx="14" fill="${c}"/><circle cx="54" cy="150" r="18" fill="${d}"/><circle cx="128" cy="150" r="18" fill="${d}"/><rect x="60" y="70" width="56" height="24" rx="8" fill="${d}"/>`,
  trimmer: ({ c, d, m }) =>
    `<path d="M40 170L160 40" stroke="${m}" stroke-width="8"/><rect x="128" y="28" width="44" height="30" rx="8" fill="${c}" transform="rotate(-47 150 43)"/><circle cx="40" cy="170" r="16" fill="${d}"/><rect x="84" y="100" width="40" height="10" rx="4" fill="${d}" transform="rotate(-47 104 105)"/>`,
  shovel: ({ c, w }) =>
    `<rect x="94" y="14" width="12" height="110" fill="${w}"/><rect x="78" y="10" width="44" height="12" rx="6" fill="${w}"/><path d="M64 120h72v30a36 36 0 0 1-72 0z" fill="${c}"/>`,
  hose: ({ c, d }) =>
    `<circle cx="90" cy="110" r="62" fill="none" stroke="${c}" stroke-width="14"/><circle cx="90" cy="110" r="38" fill="none" stroke="${c}" stroke-width="14"/><circle cx="90" cy="110" r="14" fill="${d}"/><path d="M150 110h24" stroke="${c}" stroke-width="14"/><rect x="170" y="100" width="22" height="20" rx="4" fill="${d}"/>`,
  stone: ({ c, d }) =>
    Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${22 + (i % 3) * 54}" y="${40 + Math.floor(i / 3) * 44}" width="50" height="40" rx="6" fill="${c}" stroke="${d}" stroke-opacity=".4" stroke-width="3"/>`,
    ).join(''),
  grill: ({ c, d }) =>
    `<path d="M40 90a60 60 0 0 0 120 0z" fill="${c}"/><path d="M44 80a56 44 0 0 1 112 0z" fill="${d}"/><path d="M70 140l-20 46M130 140l20 46M100 150v36" stroke="${d}" stroke-width="6"/><rect x="92" y="26" width="16" height="10" rx="4" fill="${d}"/>`,
  plant: ({ c, d }) =>
    `<path d="M100 120C60 110 40 70 52 40c28 10 44 40 48 80zM100 120c40-10 60-50 48-80-28 10-44 40-48 80z" fill="#16a34a"/><path d="M100 120V60" stroke="#166534" stroke-width="4"/><path d="M60 120h80l-10 66H70z" fill="${c}"/><rect x="56" y="114" width="88" height="12" rx="3" fill="${d}"/>`,
  chair: ({ c, d }) =>
    `<rect x="60" y="20" width="80" height="90" rx="10" fill="${c}"/><rect x="52" y="104" width="96" height="20" rx="6" fill="${c}"/><path d="M60 124l-6 64M140 124l6 64" stroke="${d}" stroke-width="8"/>`,
  table: ({ c, d }) =>
    `<rect x="16" y="70" width="168" height="18" rx="4" fill="${c}"/><path d="M34 88l-6 96M166 88l6 96M60 88l4 70M140 88l-4 70" stroke="${d}" stroke-width="8"/>`,
  paint: ({ c, d, m }) =>
    `<rect x="46" y="56" width="108" height="128" rx="8" fill="${m}"/><ellipse cx="100" cy="56" rx="54" ry="12" fill="${d}"/><rect x="46" y="90" width="108" height="62" fill="${c}"/><rect x="62" y="104" width="76" height="10" fill="#fff" fill-opacity=".8"/><rect x="62" y="122" width="50" height="8" fill="#fff" fill-opacity=".6"/>` +
    `<path d="M48 58Q100 4 152 58" fill="none" stroke="${d}" stroke-width="4"/>`,
  roller: ({ c, d, w }) =>
    `<rect x="30" y="36" width="120" height="44" rx="18" fill="${c}"/><path d="M150 58h20v40h-70v24" fill="none" stroke="${d}" stroke-width="8"/><rect x="92" y="120" width="16" height="66" rx="6" fill="${w}"/>`,
  floor: ({ w, d }) =>
    Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${10 + i * 36} 180l${40} -150h30l-40 150z" fill="${w}" fill-opacity="${0.7 + (i % 2) * 0.3}" stroke="${d}" stroke-width="2"/>`,
    ).join(''),
  lamp: ({ c, d }) =>
    `<path d="M100 0v60" stroke="${d}" stroke-width="4"/><path d="M56 120l20-60h48l20 60z" fill="${c}"/><ellipse cx="100" cy="122" rx="44" ry="8" fill="${d}"/><circle cx="100" cy="134" r="12" fill="#fde047"/>`,
  bulb: ({ c, m }) =>
    `<path d="M100 24a52 52 0 0 0-30 94c6 6 8 14 8 22h44c0-8 2-16 8-22a52 52 0 0 0-30-94z" fill="#fde68a" stroke="${c}" stroke-width="4"/><rect x="78" y="140" width="44" height="34" rx="4" fill="${m}"/><path d="M78 152h44M78 164h44" stroke="#6b7280" stroke-width="3"/>`,
  socket: ({ c, d }) =>
    `<rect x="36" y="36" width="128" height="128" rx="20" fill="#f9fafb" stroke="${c}" stroke-width="6"/><circle cx="100" cy="100" r="40" fill="#e5e7eb"/><circle cx="84" cy="100" r="7" fill="${d}"/><circle cx="116" cy="100" r="7" fill="${d}"/>`,
  shelf: ({ c, d }) =>
    `<rect x="36" y="16" width="10" height="172" fill="${d}"/><rect x="154" y="16" width="10" height="172" fill="${d}"/>${rungs(4, 36, 164, 30, 48, c)}<rect x="56" y="60" width="24" height="18" fill="${c}" fill-opacity=".5"/><rect x="110" y="108" width="30" height="18" fill="${c}" fill-opacity=".5"/>`,
  textile: ({ c, l }) =>
    `<path d="M30 50q70-20 140 0q-14 50 0 100q-70 20-140 0q14-50 0-100z" fill="${c}"/><path d="M50 70q50-12 100 0M50 130q50 12 100 0" fill="none" stroke="${l}" stroke-width="6"/>`,
  giftcard: ({ c, l }) =>
    `<rect x="20" y="50" width="160" height="100" rx="12" fill="${c}"/><rect x="60" y="50" width="16" height="100" fill="${l}"/><path d="M68 50c-20-30-44-10-24 0zM68 50c20-30 44-10 24 0z" fill="${l}"/><rect x="100" y="116" width="64" height="10" rx="4" fill="${l}"/>`,
  tap: ({ c, m }) =>
    `<rect x="80" y="100" width="40" height="80" rx="6" fill="${m}"/><path d="M100 104V64a20 20 0 0 1 20-20h40v22h-36v38z" fill="${m}"/><rect x="72" y="84" width="56" height="16" rx="8" fill="${c}"/><path d="M148 80v20" stroke="#38bdf8" stroke-width="6" stroke-dasharray="4 6"/>`,
  shower: ({ c, m }) =>
    `<path d="M40 190V40a20 20 0 0 1 20-20h60v30" fill="none" stroke="${m}" stroke-width="8"/><path d="M90 50h60l-8 20h-44z" fill="${c}"/>` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${102 + i * 9} 80v${30 + (i % 2) * 14}" stroke="#38bdf8" stroke-width="3" stroke-dasharray="6 6"/>`,
    ).join(''),
  sink: ({ c, m }) =>
    `<path d="M24 92h152a76 70 0 0 1-152 0z" fill="#f9fafb" stroke="${c}" stroke-width="6"/><rect x="20" y="84" width="160" height="14" rx="6" fill="${c}"/><path d="M100 84V50h22" fill="none" stroke="${m}" stroke-width="8"/>`,
  tile: ({ c, l }) =>
    Array.from(
      { length: 16 },
      (_, i) =>
        `<rect x="${20 + (i % 4) * 40}" y="${20 + Math.floor(i / 4) * 40}" width="38" height="38" fill="${(i + Math.floor(i / 4)) % 2 ? c : l}"/>`,
    ).join(''),
  pipe: ({ c, d }) =>
    `<path d="M20 70h90a30 30 0 0 1 30 30v90" fill="none" stroke="${c}" stroke-width="30"/><rect x="96" y="50" width="16" height="40" fill="${d}"/><rect x="120" y="120" width="40" height="16" fill="${d}"/>`,
  stove: ({ c, d }) =>
    `<rect x="40" y="70" width="120" height="114" rx="8" fill="${c}"/><rect x="40" y="70" width="120" height="12" fill="${d}"/>` +
    Array.from(
      { length: 7 },
      (_, i) => `<circle cx="${56 + i * 15}" cy="${60 - (i % 2) * 8}" r="12" fill="#78716c"/>`,
    ).join('') +
    `<rect x="70" y="110" width="60" height="40" rx="4" fill="${d}"/>`,
  bucket: ({ w, d }) =>
    `<path d="M44 70h112l-12 110H56z" fill="${w}"/><path d="M48 100h104M52 150h96" stroke="${d}" stroke-width="6"/><path d="M60 70a40 40 0 0 1 80 0" fill="none" stroke="${d}" stroke-width="5"/><path d="M150 40l-40 60" stroke="${w}" stroke-width="8"/><ellipse cx="160" cy="34" rx="16" ry="10" fill="${w}"/>`,
  cabinet: ({ c, d }) =>
    `<rect x="44" y="16" width="112" height="70" rx="4" fill="#e0f2fe" stroke="${d}" stroke-width="4"/><rect x="36" y="100" width="128" height="84" rx="6" fill="${c}"/><path d="M100 100v84" stroke="${d}" stroke-width="3"/><rect x="84" y="130" width="6" height="20" fill="${d}"/><rect x="110" y="130" width="6" height="20" fill="${d}"/>`,
};
