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

/** Name modifiers [et, ru]: the variable part of a product name ('18V' / '18В'). */
export const MODS = {
  none: [['', '']],
  volt: [
    ['12V', '12В'],
    ['18V', '18В'],
    ['20V', '20В'],
    ['36V', '36В'],
  ],
  power: [
    ['600W', '600 Вт'],
    ['850W', '850 Вт'],
    ['1200W', '1200 Вт'],
    ['1500W', '1500 Вт'],
    ['2000W', '2000 Вт'],
  ],
  disc: [
    ['115 mm', '115 мм'],
    ['125 mm', '125 мм'],
    ['150 mm', '150 мм'],
    ['230 mm', '230 мм'],
  ],
  volume: [
    ['0,9 l', '0,9 л'],
    ['2,7 l', '2,7 л'],
    ['5 l', '5 л'],
    ['9 l', '9 л'],
    ['18 l', '18 л'],
  ],
  screw: [
    ['4x40 mm', '4x40 мм'],
    ['4,5x50 mm', '4,5x50 мм'],
    ['5x60 mm', '5x60 мм'],
    ['5x80 mm', '5x80 мм'],
    ['6x100 mm', '6x100 мм'],
  ],
  plank: [
    ['22x100 mm', '22x100 мм'],
    ['28x120 mm', '28x120 мм'],
    ['45x95 mm', '45x95 мм'],
    ['45x145 mm', '45x145 мм'],
    ['50x150 mm', '50x150 мм'],
  ],
  sheet: [
    ['9x1200x2500 mm', '9x1200x2500 мм'],
    ['12x1200x2500 mm', '12x1200x2500 мм'],
    ['18x1250x2500 mm', '18x1250x2500 мм'],
  ],
  block: [
    ['100 mm', '100 мм'],
    ['150 mm', '150 мм'],
    ['200 mm', '200 мм'],
    ['250 mm', '250 мм'],
  ],
  bag: [
    ['5 kg', '5 кг'],
    ['20 kg', '20 кг'],
    ['25 kg', '25 кг'],
    ['40 kg', '40 кг'],
  ],
  insulation: [
    ['50 mm', '50 мм'],
    ['100 mm', '100 мм'],
    ['150 mm', '150 мм'],
    ['200 mm', '200 мм'],
  ],
  length: [
    ['3 m', '3 м'],
    ['5 m', '5 м'],
    ['10 m', '10 м'],
    ['25 m', '25 м'],
  ],
  door: [
    ['70x210 cm', '70x210 см'],
    ['80x210 cm', '80x210 см'],
    ['90x210 cm', '90x210 см'],
  ],
  window: [
    ['90x120 cm', '90x120 см'],
    ['120x150 cm', '120x150 см'],
    ['150x150 cm', '150x150 см'],
  ],
  weight: [
    ['300 g', '300 г'],
    ['500 g', '500 г'],
    ['800 g', '800 г'],
    ['1,2 kg', '1,2 кг'],
  ],
  wrench: [
    ['10 mm', '10 мм'],
    ['13 mm', '13 мм'],
    ['17 mm', '17 мм'],
    ['19 mm', '19 мм'],
  ],
  steps: [
    ['3 astet', '3 ступени'],
    ['5 astet', '5 ступеней'],
    ['2x9 astet', '2x9 ступеней'],
    ['3x12 astet', '3x12 ступеней'],
  ],
  cut: [
    ['42 cm', '42 см'],
    ['46 cm', '46 см'],
    ['51 cm', '51 см'],
  ],
  stone: [
    ['60 mm hall', '60 мм, серый'],
    ['80 mm punane', '80 мм, красный'],
    ['60 mm must', '60 мм, чёрный'],
    ['80 mm pruun', '80 мм, коричневый'],
  ],
  pot: [
    ['Ø 20 cm', 'Ø 20 см'],
    ['Ø 30 cm', 'Ø 30 см'],
    ['Ø 45 cm', 'Ø 45 см'],
  ],
  soil: [
    ['20 l', '20 л'],
    ['50 l', '50 л'],
    ['70 l', '70 л'],
  ],
  color: [
    ['valge', 'белый'],
    ['must', 'чёрный'],
    ['hall', 'серый'],
    ['tamm', 'дуб'],
    ['antratsiit', 'антрацит'],
  ],
  width: [
    ['25 mm', '25 мм'],
    ['50 mm', '50 мм'],
    ['100 mm', '100 мм'],
    ['180 mm', '180 мм'],
  ],
  floor: [
    ['8 mm tamm', '8 мм, дуб'],
    ['8 mm saar', '8 мм, ясень'],
    ['10 mm pähkel', '10 мм, орех'],
    ['12 mm hall tamm', '12 мм, серый дуб'],
  ],
  bulb: [
    ['E27 9W', 'E27 9 Вт'],
    ['E14 5W', 'E14 5 Вт'],
    ['GU10 4,5W', 'GU10 4,5 Вт'],
    ['E27 12W', 'E27 12 Вт'],
  ],
  cable: [
    ['3x1,5 mm²', '3x1,5 мм²'],
    ['3x2,5 mm²', '3x2,5 мм²'],
    ['5x2,5 mm²', '5x2,5 мм²'],
  ],
  shelf: [
    ['180x90x40 cm', '180x90x40 см'],
    ['200x100x50 cm', '200x100x50 см'],
  ],
  rug: [
    ['80x150 cm', '80x150 см'],
    ['160x230 cm', '160x230 см'],
    ['200x290 cm', '200x290 см'],
  ],
  finish: [
    ['kroom', 'хром'],
    ['matt must', 'матовый чёрный'],
    ['harjatud teras', 'матовая сталь'],
  ],
  cabin: [
    ['80x80 cm', '80x80 см'],
    ['90x90 cm', '90x90 см'],
    ['100x80 cm', '100x80 см'],
  ],
  sinkw: [
    ['50 cm', '50 см'],
    ['60 cm', '60 см'],
    ['80 cm', '80 см'],
  ],
  tile: [
    ['20x20 cm', '20x20 см'],
    ['30x60 cm', '30x60 см'],
    ['60x60 cm', '60x60 см'],
    ['60x120 cm', '60x120 см'],
  ],
  pipe: [
    ['16 mm', '16 мм'],
    ['20 mm', '20 мм'],
    ['50 mm', '50 мм'],
    ['110 mm', '110 мм'],
  ],
  kw: [
    ['4,5 kW', '4,5 кВт'],
    ['6 kW', '6 кВт'],
    ['9 kW', '9 кВт'],
    ['16 kW', '16 кВт'],
  ],
} satisfies Record<string, [string, string][]>;
export type ModKey = keyof typeof MODS;

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

/** Technical attribute templates [code, name_et, name_ru, values [et, ru][]] per family. */
type Tech = [string, string, string, [string, string][]];
const WARRANTY: Tech = [
  'warranty',
  'Garantii',
  'Гарантия',
  [
    ['2 aastat', '2 года'],
    ['3 aastat', '3 года'],
    ['5 aastat', '5 лет'],
  ],
];
const ORIGIN: Tech = [
  'country_of_origin',
  'Päritoluriik',
  'Страна происхождения',
  [
    ['Eesti', 'Эстония'],
    ['Soome', 'Финляндия'],
    ['Saksamaa', 'Германия'],
    ['Rootsi', 'Швеция'],
    ['Poola', 'Польша'],
    ['Läti', 'Латвия'],
  ],
];
export const FAMILY_TECH: Record<Family, Tech[]> = {
  power: [
    WARRANTY,
    ORIGIN,
    [
      'noise_level',
      'Müratase',
      'Уровень шума',
      [
        ['78 dB', '78 дБ'],
        ['85 dB', '85 дБ'],
        ['92 dB', '92 дБ'],
      ],
    ],
    [
      'battery_included',
      'Aku komplektis',
      'Аккумулятор в комплекте',
      [
        ['Jah', 'Да'],
        ['Ei', 'Нет'],
      ],
    ],
  ],
  hand: [
    WARRANTY,
    ORIGIN,
    [
      'handle',
      'Käepide',
      'Рукоятка',
      [
        ['Kummeeritud', 'Прорезиненная'],
        ['Puidust', 'Деревянная'],
      ],
    ],
  ],
  apparel: [
    ORIGIN,
    [
      'standard',
      'Standard',
      'Стандарт',
      [
        ['EN ISO 20471', 'EN ISO 20471'],
        ['EN 388', 'EN 388'],
        ['EN ISO 20345 S3', 'EN ISO 20345 S3'],
      ],
    ],
  ],
  fastener: [
    ORIGIN,
    [
      'coating',
      'Pinnakate',
      'Покрытие',
      [
        ['Tsingitud', 'Оцинкованное'],
        ['Kollane tsink', 'Жёлтый цинк'],
        ['Roostevaba A2', 'Нержавеющая A2'],
      ],
    ],
    [
      'pack_size',
      'Kogus pakis',
      'Количество в упаковке',
      [
        ['25 tk', '25 шт'],
        ['100 tk', '100 шт'],
        ['200 tk', '200 шт'],
      ],
    ],
  ],
  wood: [
    ORIGIN,
    [
      'wood_species',
      'Puuliik',
      'Порода дерева',
      [
        ['Mänd', 'Сосна'],
        ['Kuusk', 'Ель'],
        ['Lehis', 'Лиственница'],
      ],
    ],
    [
      'moisture',
      'Niiskus',
      'Влажность',
      [
        ['18%', '18%'],
        ['12%', '12%'],
      ],
    ],
  ],
  masonry: [
    ORIGIN,
    [
      'strength',
      'Survetugevus',
      'Прочность на сжатие',
      [
        ['C20/25', 'C20/25'],
        ['C25/30', 'C25/30'],
        ['M100', 'M100'],
      ],
    ],
    [
      'consumption',
      'Kulu',
      'Расход',
      [
        ['15 kg/m²', '15 кг/м²'],
        ['20 kg/m²', '20 кг/м²'],
      ],
    ],
  ],
  building: [
    WARRANTY,
    ORIGIN,
    [
      'fire_class',
      'Tuleohutusklass',
      'Класс пожаробезопасности',
      [
        ['A1', 'A1'],
        ['B-s1,d0', 'B-s1,d0'],
        ['E', 'E'],
      ],
    ],
  ],
  special: [],
  garden: [
    WARRANTY,
    ORIGIN,
    [
      'season',
      'Hooaeg',
      'Сезон',
      [
        ['Kevad-suvi', 'Весна-лето'],
        ['Aastaringne', 'Круглый год'],
      ],
    ],
  ],
  paint: [
    ORIGIN,
    [
      'gloss',
      'Läige',
      'Степень блеска',
      [
        ['Täismatt', 'Глубокоматовая'],
        ['Poolmatt', 'Полуматовая'],
        ['Läikiv', 'Глянцевая'],
      ],
    ],
    [
      'coverage',
      'Kulu',
      'Расход',
      [
        ['8–10 m²/l', '8–10 м²/л'],
        ['10–12 m²/l', '10–12 м²/л'],
      ],
    ],
  ],
  floor: [
    WARRANTY,
    ORIGIN,
    [
      'wear_class',
      'Kulumisklass',
      'Класс износостойкости',
      [
        ['AC4/32', 'AC4/32'],
        ['AC5/33', 'AC5/33'],
      ],
    ],
    [
      'pack_area',
      'Pakis',
      'В упаковке',
      [
        ['2,13 m²', '2,13 м²'],
        ['2,47 m²', '2,47 м²'],
      ],
    ],
  ],
  electric: [
    WARRANTY,
    ORIGIN,
    [
      'ip_rating',
      'Kaitseaste',
      'Степень защиты',
      [
        ['IP20', 'IP20'],
        ['IP44', 'IP44'],
        ['IP65', 'IP65'],
      ],
    ],
  ],
  furniture: [
    WARRANTY,
    ORIGIN,
    [
      'assembly',
      'Kokkupanek',
      'Сборка',
      [
        ['Vajalik', 'Требуется'],
        ['Kokkupandud', 'Собранный'],
      ],
    ],
  ],
  plumbing: [
    WARRANTY,
    ORIGIN,
    [
      'connection',
      'Ühendus',
      'Подключение',
      [
        ['1/2"', '1/2"'],
        ['3/4"', '3/4"'],
      ],
    ],
  ],
  tile: [
    ORIGIN,
    [
      'frost_resistant',
      'Külmakindel',
      'Морозостойкая',
      [
        ['Jah', 'Да'],
        ['Ei', 'Нет'],
      ],
    ],
    [
      'slip_class',
      'Libisemiskindlus',
      'Противоскольжение',
      [
        ['R9', 'R9'],
        ['R10', 'R10'],
        ['R11', 'R11'],
      ],
    ],
  ],
  sauna: [
    WARRANTY,
    ORIGIN,
    [
      'room_volume',
      'Leiliruumi maht',
      'Объём парилки',
      [
        ['4–8 m³', '4–8 м³'],
        ['8–14 m³', '8–14 м³'],
        ['12–24 m³', '12–24 м³'],
      ],
    ],
  ],
};
