// Product families: how a category's drawing shape maps to brands, name modifiers, filters and technical data.

export const SHAPES = [
  'drill',
  'saw',
  'grinder',
  'battery',
  'hammer',
  'wrench',
  'level',
  'toolbox',
  'ladder',
  'jacket',
  'glove',
  'boot',
  'screw',
  'nail',
  'anchor',
  'plank',
  'board',
  'brick',
  'bag',
  'insulation',
  'roof',
  'door',
  'window',
  'document',
  'service',
  'mower',
  'trimmer',
  'shovel',
  'hose',
  'stone',
  'grill',
  'plant',
  'chair',
  'table',
  'paint',
  'roller',
  'floor',
  'lamp',
  'bulb',
  'socket',
  'shelf',
  'textile',
  'giftcard',
  'tap',
  'shower',
  'sink',
  'tile',
  'pipe',
  'stove',
  'bucket',
  'cabinet',
] as const;
export type Shape = (typeof SHAPES)[number];

export type Unit = 'tk' | 'm' | 'm2' | 'm3' | 'kg' | 'l' | 'pakk' | 'rull' | 'komplekt' | 'paar';

export type Family =
  | 'power'
  | 'hand'
  | 'apparel'
  | 'fastener'
  | 'wood'
  | 'masonry'
  | 'building'
  | 'special'
  | 'garden'
  | 'paint'
  | 'floor'
  | 'electric'
  | 'furniture'
  | 'plumbing'
  | 'tile'
  | 'sauna';

export const SHAPE_FAMILY: Record<Shape, Family> = {
  drill: 'power',
  saw: 'power',
  grinder: 'power',
  battery: 'power',
  mower: 'power',
  trimmer: 'power',
  hammer: 'hand',
  wrench: 'hand',
  level: 'hand',
  toolbox: 'hand',
  ladder: 'hand',
  shovel: 'garden',
  jacket: 'apparel',
  glove: 'apparel',
  boot: 'apparel',
  screw: 'fastener',
  nail: 'fastener',
  anchor: 'fastener',
  plank: 'wood',
  board: 'wood',
  brick: 'masonry',
  bag: 'masonry',
  stone: 'masonry',
  insulation: 'building',
  roof: 'building',
  door: 'building',
  window: 'building',
  document: 'special',
  service: 'special',
  giftcard: 'special',
  hose: 'garden',
  grill: 'garden',
  plant: 'garden',
  chair: 'furniture',
  table: 'furniture',
  shelf: 'furniture',
  textile: 'furniture',
  cabinet: 'furniture',
  paint: 'paint',
  roller: 'paint',
  floor: 'floor',
  lamp: 'electric',
  bulb: 'electric',
  socket: 'electric',
  tap: 'plumbing',
  shower: 'plumbing',
  sink: 'plumbing',
  pipe: 'plumbing',
  tile: 'tile',
  stove: 'sauna',
  bucket: 'sauna',
};

/** Materials (attribute 'material') plausible per family. */
export const FAMILY_MATERIALS: Record<Family, string[]> = {
  power: ['plast', 'metall'],
  hand: ['metall', 'puit', 'plast'],
  apparel: ['tekstiil', 'nahk'],
  fastener: ['metall', 'roostevaba teras'],
  wood: ['puit'],
  masonry: ['betoon', 'kivi', 'keraamika'],
  building: ['metall', 'puit', 'plast', 'klaas'],
  special: [],
  garden: ['metall', 'plast', 'puit'],
  paint: ['plast', 'metall'],
  floor: ['puit', 'plast'],
  electric: ['plast', 'metall', 'klaas'],
  furniture: ['puit', 'metall', 'tekstiil', 'plast'],
  plumbing: ['metall', 'roostevaba teras', 'keraamika', 'plast'],
  tile: ['keraamika', 'kivi'],
  sauna: ['metall', 'puit', 'kivi'],
};
