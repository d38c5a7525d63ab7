// Technical attribute templates per family (attribute_code, names and values in Estonian and Russian).
import type { Family } from '@/server/seed/families';

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
