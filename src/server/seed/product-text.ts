// Descriptions in Estonian and Russian, picked per product family.
import type { Family } from '@/server/seed/families';
import type { Rng } from '@/server/seed/prng';
import { escapeHtml } from '@/server/seed/text';

const BLURBS: Record<Family, [string, string][]> = {
  power: [
    [
      'Võimas ja vastupidav tööriist igapäevaseks kasutamiseks ehitusplatsil ja kodus.',
      'Мощный и надёжный инструмент для ежедневной работы на стройке и дома.',
    ],
    [
      'Ergonoomiline käepide ja madal vibratsioon teevad pika töö mugavaks.',
      'Эргономичная рукоятка и низкая вибрация делают долгую работу комфортной.',
    ],
    [
      'Sobib nii professionaalile kui ka koduseks remondiks.',
      'Подходит как профессионалу, так и для домашнего ремонта.',
    ],
  ],
  hand: [
    [
      'Tugevast materjalist käsitööriist, mis peab vastu aastaid.',
      'Ручной инструмент из прочного материала, который прослужит годы.',
    ],
    [
      'Täpne ja mugav – iga meistri tööriistakasti põhivarustus.',
      'Точный и удобный – базовое оснащение ящика любого мастера.',
    ],
  ],
  apparel: [
    [
      'Mugav ja kulumiskindel töörõivas, mis kaitseb ka rasketes tingimustes.',
      'Удобная и износостойкая спецодежда, защищающая в тяжёлых условиях.',
    ],
    [
      'Helkurdetailid ja tugevdatud õmblused tagavad ohutuse ja vastupidavuse.',
      'Светоотражающие детали и усиленные швы обеспечивают безопасность и прочность.',
    ],
  ],
  fastener: [
    [
      'Korrosioonikindel kinnitusvahend puidu- ja ehitustöödeks.',
      'Коррозионностойкий крепёж для столярных и строительных работ.',
    ],
    [
      'Terav ots ja täpne keere – kiire ja kindel kinnitus.',
      'Острый кончик и точная резьба – быстрое и надёжное крепление.',
    ],
  ],
  wood: [
    [
      'Kvaliteetne Põhjamaade puit, kuivatatud ja sorteeritud.',
      'Качественная северная древесина, высушенная и отсортированная.',
    ],
    [
      'Sobib karkassi-, voodri- ja viimistlustöödeks.',
      'Подходит для каркасных, обшивочных и отделочных работ.',
    ],
  ],
  masonry: [
    [
      'Usaldusväärne materjal vundamendi-, müüri- ja betoonitöödeks.',
      'Надёжный материал для фундаментных, кладочных и бетонных работ.',
    ],
    [
      'Ühtlane kvaliteet ja lihtne kasutada nii suurel kui ka väikesel ehitusel.',
      'Стабильное качество и простота использования на любой стройке.',
    ],
  ],
  building: [
    [
      'Energiasäästlik ja pikaealine lahendus maja ehitamiseks ja renoveerimiseks.',
      'Энергосберегающее и долговечное решение для строительства и реновации дома.',
    ],
    ['Vastab Eesti ehitusnõuetele ja kliimale.', 'Соответствует эстонским строительным нормам и климату.'],
  ],
  special: [['Ehituspoe teenus ja digitaalne sisu.', 'Услуга и цифровой контент Ehituspood.']],
  garden: [
    ['Kõik vajalik kauni ja hoolitsetud aia jaoks.', 'Всё необходимое для красивого и ухоженного сада.'],
    ['Ilmastikukindel ja lihtne hooldada.', 'Устойчив к погодным условиям и прост в уходе.'],
  ],
  paint: [
    [
      'Hea kattevõimega ja kergesti kantav värv ühtlaseks viimistluseks.',
      'Краска с хорошей укрывистостью для ровной отделки, легко наносится.',
    ],
    [
      'Toonitav paljudesse värvitoonidesse igas Ehituspoe kaupluses.',
      'Колеруется во множество оттенков в любом магазине Ehituspood.',
    ],
  ],
  floor: [
    [
      'Kulumiskindel põrandakate lihtsa klikk-paigaldusega.',
      'Износостойкое напольное покрытие с простым замковым монтажом.',
    ],
    ['Loomulik puidumuster toob koju soojust.', 'Естественный рисунок дерева добавляет дому тепла.'],
  ],
  electric: [
    [
      'Energiasäästlik ja ohutu lahendus kodu elektrisüsteemi.',
      'Энергосберегающее и безопасное решение для домашней электросети.',
    ],
    ['Kaasaegne disain sobib igasse sisustusse.', 'Современный дизайн подходит к любому интерьеру.'],
  ],
  furniture: [
    [
      'Ajatu disain ja tugev konstruktsioon igapäevaseks kasutamiseks.',
      'Вневременной дизайн и прочная конструкция для ежедневного использования.',
    ],
    ['Lihtne kokku panna ja hooldada.', 'Легко собрать и ухаживать.'],
  ],
  plumbing: [
    [
      'Vastupidav sanitaartehnika, mis säästab vett ja energiat.',
      'Надёжная сантехника, экономящая воду и энергию.',
    ],
    ['Lihtne paigaldada, varuosad saadaval aastaid.', 'Проста в установке, запчасти доступны годами.'],
  ],
  tile: [
    ['Kvaliteetne plaat vannituppa, kööki ja esikusse.', 'Качественная плитка для ванной, кухни и прихожей.'],
    [
      'Niiskus- ja kulumiskindel pind, lihtne puhastada.',
      'Влаго- и износостойкая поверхность, легко чистится.',
    ],
  ],
  sauna: [
    [
      'Pehme leil ja kestev kvaliteet – Eesti saunakultuuri parimatest traditsioonidest.',
      'Мягкий пар и долговечное качество – в лучших традициях эстонской бани.',
    ],
    [
      'Valmistatud saunatingimustele vastavatest materjalidest.',
      'Изготовлено из материалов, рассчитанных на условия сауны.',
    ],
  ],
};

export interface ProductText {
  shortEt: string;
  shortRu: string;
  descriptionEt: string;
  descriptionRu: string;
}

/**
 * Short description (one sentence) and description (two sentences) as HTML. Kept short on purpose: the
 * technical attributes have their own table, and narrow product rows keep listings fast at 100k products.
 */
export function describe(rng: Rng, family: Family): ProductText {
  const [first, second] = rng.sample(BLURBS[family], 2);
  const p = (...parts: (string | undefined)[]): string =>
    `<p>${escapeHtml(parts.filter(Boolean).join(' '))}</p>`;
  return {
    shortEt: p(first?.[0]),
    shortRu: p(first?.[1]),
    descriptionEt: p(first?.[0], second?.[0]),
    descriptionRu: p(first?.[1], second?.[1]),
  };
}

/** HTML → plain text for the search index. */
export function plain(html: string): string {
  const text = html.replace(/<[^>]+>/g, ' ').trim();
  if (!text.includes('&')) return text;
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}
