// Departments Ehitus (building) and Tööriistad (tools): category trees and the product kinds in each leaf.
import type { CategoryDef } from '@/server/seed/category-defs';
import { c, k, l } from '@/server/seed/category-defs';

export const BUILD_DEPARTMENTS: CategoryDef[] = [
  c('Ehitus', 'Строительство', 'brick', [
    c('Ehitusmaterjalid', 'Строительные материалы', 'plank', [
      c('Puitmaterjalid', 'Пиломатериалы', 'plank', [
        c('Saematerjal', 'Обрезной пиломатериал', 'plank', [
          l('Höövelmaterjal', 'Строганый пиломатериал', 'plank', [
            k('Höövellaud', 'Строганая доска', 3.9, 24, 'plank', 'm'),
            k('Prussi höövelmaterjal', 'Строганый брус', 5.5, 32, 'plank', 'm'),
          ]),
          l('Immutatud puit', 'Пропитанная древесина', 'plank', [
            k('Immutatud laud', 'Пропитанная доска', 2.9, 19, 'plank', 'm'),
            k('Immutatud sõrestikupuit', 'Пропитанный конструкционный брус', 6.9, 39, 'plank', 'm'),
          ]),
        ]),
        l('Plaatmaterjalid', 'Листовые материалы', 'board', [
          k('OSB-plaat', 'ОСП-плита', 9.9, 39, 'sheet'),
          k('Vineer', 'Фанера', 14.9, 89, 'sheet'),
          k('Kipsplaat', 'Гипсокартон', 5.49, 19.9, 'sheet'),
        ]),
      ]),
      c('Müüritis ja betoon', 'Кладка и бетон', 'brick', [
        l('Ehitusplokid', 'Строительные блоки', 'brick', [
          k('Kergplokk', 'Лёгкий блок', 1.9, 6.5, 'block'),
          k('Gaasbetoonplokk', 'Газобетонный блок', 2.5, 8.9, 'block'),
          k('Telliskivi', 'Кирпич', 0.39, 1.9, 'block'),
        ]),
        l('Segud ja tsement', 'Смеси и цемент', 'bag', [
          k('Tsement', 'Цемент', 4.9, 12.9, 'bag'),
          k('Müürisegu', 'Кладочная смесь', 3.9, 9.9, 'bag'),
          k('Betoonisegu', 'Бетонная смесь', 4.5, 11.9, 'bag'),
          k('Krohvisegu', 'Штукатурная смесь', 6.9, 24.9, 'bag'),
        ]),
      ]),
      l('Soojustus', 'Утеплители', 'insulation', [
        k('Kivivill', 'Каменная вата', 19.9, 79, 'insulation', 'pakk'),
        k('Klaasvill', 'Стекловата', 14.9, 59, 'insulation', 'rull'),
        k('Vahtpolüstüreen', 'Пенополистирол', 9.9, 49, 'insulation', 'pakk'),
      ]),
      l('Katusematerjalid', 'Кровельные материалы', 'roof', [
        k('Katuseplekk', 'Кровельный профлист', 8.9, 29, 'length', 'm2'),
        k('Bituumensindel', 'Битумная черепица', 19.9, 39, 'none', 'pakk'),
        k('Katuse aluskate', 'Подкладочный ковёр', 49, 129, 'none', 'rull'),
      ]),
    ]),
    c('Kinnitusvahendid', 'Крепёж', 'screw', [
      l('Kruvid', 'Шурупы', 'screw', [
        k('Puidukruvi', 'Шуруп по дереву', 2.49, 24.9, 'screw'),
        k('Terrassikruvi', 'Шуруп для террасы', 9.9, 49, 'screw'),
        k('Kipsplaadikruvi', 'Шуруп для гипсокартона', 3.9, 19.9, 'screw'),
      ]),
      l('Naelad', 'Гвозди', 'nail', [
        k('Traatnael', 'Строительный гвоздь', 1.9, 14.9, 'screw'),
        k('Kuumtsingitud nael', 'Оцинкованный гвоздь', 2.9, 19.9, 'screw'),
      ]),
      l('Tüüblid ja ankrud', 'Дюбели и анкеры', 'anchor', [
        k('Löögitüübel', 'Дюбель-гвоздь', 3.49, 16.9, 'screw'),
        k('Keemiline ankur', 'Химический анкер', 9.9, 34.9),
      ]),
    ]),
    c('Uksed ja aknad', 'Двери и окна', 'door', [
      l('Siseuksed', 'Межкомнатные двери', 'door', [
        k('Siseuks', 'Межкомнатная дверь', 89, 489, 'door'),
        k('Liuguks', 'Раздвижная дверь', 159, 690, 'door'),
      ]),
      l('Välisuksed', 'Входные двери', 'door', [k('Välisuks', 'Входная дверь', 390, 1890, 'door')]),
      l('Aknad', 'Окна', 'window', [
        k('Puitaken', 'Деревянное окно', 189, 990, 'window'),
        k('PVC-aken', 'Окно ПВХ', 149, 790, 'window'),
      ]),
    ]),
    l(
      'Projektid ja juhendid',
      'Проекты и инструкции',
      'document',
      [
        k('Ehitusjuhend', 'Строительная инструкция', 4.9, 19.9),
        k('Ehitusprojekt', 'Строительный проект', 49, 390),
      ],
      'downloadable',
    ),
    l(
      'Paigaldusteenused',
      'Монтажные услуги',
      'service',
      [k('Paigaldusteenus', 'Услуга монтажа', 29, 490), k('Mõõdistamine', 'Замер на объекте', 19, 89)],
      'virtual',
    ),
  ]),
  c('Tööriistad', 'Инструменты', 'drill', [
    c('Elektritööriistad', 'Электроинструменты', 'drill', [
      c('Akutööriistad', 'Аккумуляторные инструменты', 'drill', [
        c('Akutrellid ja -kruvikeerajad', 'Аккумуляторные дрели и шуруповёрты', 'drill', [
          l('Akukruvikeerajad', 'Аккумуляторные шуруповёрты', 'drill', [
            k('Kruvikeeraja akutoitel', 'Аккумуляторный шуруповёрт', 49, 389, 'volt'),
            k('Akutrell-kruvikeeraja', 'Аккумуляторная дрель-шуруповёрт', 69, 449, 'volt'),
          ]),
          l('Löökmutrivõtmed', 'Ударные гайковёрты', 'drill', [
            k('Akulöökmutrivõti', 'Аккумуляторный ударный гайковёрт', 99, 599, 'volt'),
          ]),
        ]),
        l('Akud ja laadijad', 'Аккумуляторы и зарядные устройства', 'battery', [
          k('Aku', 'Аккумулятор', 39, 189, 'volt'),
          k('Kiirlaadija', 'Быстрое зарядное устройство', 29, 119, 'volt'),
        ]),
      ]),
      l('Saed', 'Пилы', 'saw', [
        k('Ketassaag', 'Циркулярная пила', 79, 549, 'power'),
        k('Tikksaag', 'Электролобзик', 49, 299, 'power'),
        k('Mõõksaag', 'Сабельная пила', 69, 399, 'power'),
      ]),
      l('Lihvmasinad', 'Шлифовальные машины', 'grinder', [
        k('Nurklihvija', 'Угловая шлифмашина', 39, 349, 'disc'),
        k('Ekstsentriklihvija', 'Эксцентриковая шлифмашина', 59, 329, 'power'),
      ]),
      l('Puurvasarad', 'Перфораторы', 'drill', [k('Puurvasar', 'Перфоратор', 89, 899, 'power')]),
    ]),
    c('Käsitööriistad', 'Ручной инструмент', 'hammer', [
      l('Haamrid ja kirved', 'Молотки и топоры', 'hammer', [
        k('Haamer', 'Молоток', 7.9, 49, 'weight'),
        k('Kirves', 'Топор', 19.9, 119, 'weight'),
      ]),
      l('Kruvikeerajad ja võtmed', 'Отвёртки и ключи', 'wrench', [
        k('Kruvikeerajate komplekt', 'Набор отвёрток', 9.9, 69),
        k('Mutrivõti', 'Гаечный ключ', 4.9, 39, 'wrench'),
        k('Padrunvõtmete komplekt', 'Набор торцевых головок', 29, 249),
      ]),
      l('Mõõteriistad', 'Измерительные инструменты', 'level', [
        k('Mõõdulint', 'Рулетка', 4.9, 29, 'length'),
        k('Vesilood', 'Строительный уровень', 9.9, 89, 'levelLength'),
        k('Laserkaugusmõõtur', 'Лазерный дальномер', 39, 299),
      ]),
    ]),
    l('Tööriistade hoiustamine', 'Хранение инструментов', 'toolbox', [
      k('Tööriistakast', 'Ящик для инструментов', 14.9, 149),
      k('Tööriistakäru', 'Инструментальная тележка', 189, 990),
    ]),
    l('Redelid', 'Лестницы', 'ladder', [
      k('Alumiiniumredel', 'Алюминиевая лестница', 59, 389, 'steps'),
      k('Treppredel', 'Стремянка', 29, 189, 'steps'),
    ]),
    c('Tööriided ja kaitsevahendid', 'Спецодежда и СИЗ', 'jacket', [
      l(
        'Tööriided',
        'Спецодежда',
        'jacket',
        [k('Tööjope', 'Рабочая куртка', 39, 149), k('Tööpüksid', 'Рабочие брюки', 29, 119)],
        'configurable',
      ),
      l(
        'Töökindad',
        'Рабочие перчатки',
        'glove',
        [k('Töökindad', 'Рабочие перчатки', 2.49, 24.9)],
        'configurable',
      ),
      l(
        'Turvajalatsid',
        'Защитная обувь',
        'boot',
        [k('Turvasaapad', 'Защитные ботинки', 49, 189)],
        'configurable',
      ),
    ]),
    l(
      'Tööriistade rent',
      'Аренда инструментов',
      'service',
      [k('Tööriista rent ööpäev', 'Аренда инструмента на сутки', 9, 89)],
      'virtual',
    ),
  ]),
];
