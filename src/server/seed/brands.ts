// ~40 fictional brands (real-sounding, no real trademarks) with their colour and the families they make.
import type { Family } from '@/server/seed/families';

export interface BrandDef {
  name: string;
  color: string;
  families: Family[];
}

const b = (name: string, color: string, families: Family[]): BrandDef => ({ name, color, families });

export const BRANDS: BrandDef[] = [
  b('Voltra', '#d7261e', ['power']),
  b('Nordkraft', '#0a5ea8', ['power', 'hand']),
  b('Tarmo', '#f08c00', ['power', 'garden']),
  b('Ferrox', '#2e7d32', ['power']),
  b('Baltiq Pro', '#1f2937', ['power', 'hand']),
  b('Kiirus', '#e0b000', ['power']),
  b('Raudmees', '#4b5563', ['hand', 'fastener']),
  b('Täpne', '#0f766e', ['hand']),
  b('Meisterkäsi', '#1d4ed8', ['hand', 'apparel']),
  b('Tugev Töö', '#a16207', ['apparel']),
  b('Kaitsja', '#4338ca', ['apparel']),
  b('Kruviks', '#374151', ['fastener']),
  b('Ankurdus', '#6d28d9', ['fastener']),
  b('Põhjapuu', '#8b5a2b', ['wood', 'floor']),
  b('Saarepuu', '#a16207', ['wood', 'sauna']),
  b('Metsaküla', '#65a30d', ['wood', 'garden']),
  b('Läänekivi', '#78716c', ['masonry']),
  b('Betoonika', '#64748b', ['masonry', 'tile']),
  b('Kivimaja', '#57534e', ['masonry', 'building']),
  b('Soojuskaitse', '#d97706', ['building']),
  b('Katusemeister', '#7f1d1d', ['building']),
  b('Aknaväli', '#0e7490', ['building']),
  b('Viru Värvid', '#be123c', ['paint']),
  b('Pinnakate', '#7c3aed', ['paint']),
  b('Toonimaja', '#0284c7', ['paint']),
  b('Aednik', '#15803d', ['garden']),
  b('Haljas', '#4d7c0f', ['garden', 'furniture']),
  b('Grillimeister', '#9a3412', ['garden']),
  b('Valgus', '#ca8a04', ['electric']),
  b('Elekter Pro', '#ea580c', ['electric']),
  b('Nordic Home', '#334155', ['furniture', 'electric']),
  b('Tammik', '#92400e', ['furniture', 'floor']),
  b('Linane', '#9f8170', ['furniture']),
  b('Parketikoda', '#b45309', ['floor']),
  b('Toruks', '#0369a1', ['plumbing']),
  b('Vesi & Co', '#0891b2', ['plumbing']),
  b('Harmoonia Bath', '#0d9488', ['plumbing', 'furniture']),
  b('Plaadimaailm', '#9f1239', ['tile']),
  b('Saunameister', '#b45309', ['sauna']),
  b('Leil', '#c2410c', ['sauna']),
  b('Ehituse ABC', '#e11d48', ['special']),
];

/** Colours (attribute 'color') [et, ru, swatch]. */
export const COLORS: [string, string, string][] = [
  ['Valge', 'Белый', '#ffffff'],
  ['Must', 'Чёрный', '#111111'],
  ['Hall', 'Серый', '#8a8f98'],
  ['Punane', 'Красный', '#c62828'],
  ['Sinine', 'Синий', '#1565c0'],
  ['Roheline', 'Зелёный', '#2e7d32'],
  ['Kollane', 'Жёлтый', '#f9a825'],
  ['Oranž', 'Оранжевый', '#ef6c00'],
  ['Pruun', 'Коричневый', '#6d4c41'],
  ['Beež', 'Бежевый', '#d7c4a3'],
];

/** Materials [code, et, ru]; codes referenced by FAMILY_MATERIALS. */
export const MATERIALS: [string, string, string][] = [
  ['puit', 'Puit', 'Дерево'],
  ['metall', 'Metall', 'Металл'],
  ['roostevaba teras', 'Roostevaba teras', 'Нержавеющая сталь'],
  ['plast', 'Plast', 'Пластик'],
  ['klaas', 'Klaas', 'Стекло'],
  ['keraamika', 'Keraamika', 'Керамика'],
  ['betoon', 'Betoon', 'Бетон'],
  ['kivi', 'Kivi', 'Камень'],
  ['tekstiil', 'Tekstiil', 'Текстиль'],
  ['nahk', 'Nahk', 'Кожа'],
];

/** Power source for power tools [code, et, ru]. */
export const POWER_SOURCES: [string, string, string][] = [
  ['aku', 'Aku', 'Аккумулятор'],
  ['vool', 'Vooluvõrk', 'Электросеть'],
  ['bensiin', 'Bensiin', 'Бензин'],
];

/** Stone types for paving (attribute 'type_of_stones', rendered as radio, spec §9). */
export const STONE_TYPES: [string, string, string][] = [
  ['Sillutiskivi', 'Sillutiskivi', 'Тротуарная плитка'],
  ['Äärekivi', 'Äärekivi', 'Бордюрный камень'],
  ['Looduskivi', 'Looduskivi', 'Природный камень'],
];

/** Sizes for configurable apparel: letter sizes and shoe sizes. */
export const LETTER_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
export const SHOE_SIZES = ['39', '40', '41', '42', '43', '44', '45', '46'];
