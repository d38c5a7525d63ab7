// Departments Aed (garden), Sisustus (interior) and Vannituba ja saun (bathroom and sauna).
import type { CategoryDef } from '@/server/seed/category-defs';
import { c, k, l } from '@/server/seed/category-defs';

export const HOME_DEPARTMENTS: CategoryDef[] = [
  c('Aed', 'Сад', 'plant', [
    c('Aiatehnika', 'Садовая техника', 'mower', [
      l('Muruniidukid', 'Газонокосилки', 'mower', [
        k('Akumuruniiduk', 'Аккумуляторная газонокосилка', 199, 899, 'volt'),
        k('Bensiinimootoriga muruniiduk', 'Бензиновая газонокосилка', 249, 1490, 'cut'),
      ]),
      l('Trimmerid ja hekilõikurid', 'Триммеры и кусторезы', 'trimmer', [
        k('Murutrimmer', 'Триммер для травы', 49, 399, 'power'),
        k('Hekilõikur', 'Кусторез', 59, 349, 'power'),
      ]),
    ]),
    l('Aiatööriistad', 'Садовый инвентарь', 'shovel', [
      k('Labidas', 'Лопата', 12.9, 49),
      k('Reha', 'Грабли', 7.9, 34.9),
      k('Aiakäru', 'Садовая тачка', 49, 189),
    ]),
    l('Kastmine', 'Полив', 'hose', [
      k('Aiavoolik', 'Садовый шланг', 14.9, 89, 'length'),
      k('Vihmuti', 'Разбрызгиватель', 6.9, 59),
      k('Kastekann', 'Лейка', 4.9, 24.9, 'volume'),
    ]),
    c('Terrass ja sillutis', 'Терраса и мощение', 'stone', [
      l('Terrassilauad', 'Террасная доска', 'plank', [
        k('Terrassilaud', 'Террасная доска', 3.9, 14.9, 'plank', 'm'),
        k('Komposiitterrassilaud', 'Композитная террасная доска', 9.9, 29.9, 'plank', 'm'),
      ]),
      l('Sillutiskivid', 'Тротуарная плитка', 'stone', [
        k('Sillutiskivi', 'Тротуарная плитка', 14.9, 39.9, 'stone', 'm2'),
        k('Äärekivi', 'Бордюрный камень', 3.9, 19.9, 'stone'),
        k('Looduskivi', 'Природный камень', 29, 89, 'stone', 'm2'),
      ]),
    ]),
    l('Grillid', 'Грили', 'grill', [
      k('Söegrill', 'Угольный гриль', 29, 390),
      k('Gaasigrill', 'Газовый гриль', 149, 1290),
    ]),
    l('Taimed ja potid', 'Растения и горшки', 'plant', [
      k('Lillepott', 'Цветочный горшок', 2.9, 79, 'pot'),
      k('Istutusmuld', 'Грунт для посадки', 2.49, 12.9, 'soil'),
    ]),
    l('Aiamööbel', 'Садовая мебель', 'chair', [
      k('Aiatool', 'Садовый стул', 19.9, 189, 'color'),
      k('Aialaud', 'Садовый стол', 59, 690, 'color'),
    ]),
  ]),
  c('Sisustus', 'Интерьер', 'lamp', [
    c('Värvid ja viimistlus', 'Краски и отделка', 'paint', [
      l('Sisevärvid', 'Краски для внутренних работ', 'paint', [
        k('Seinavärv', 'Краска для стен', 9.9, 89, 'volume'),
        k('Laevärv', 'Краска для потолков', 8.9, 69, 'volume'),
      ]),
      l('Välisvärvid', 'Краски для наружных работ', 'paint', [
        k('Õlivärv', 'Масляная краска', 14.9, 129, 'volume'),
        k('Fassaadivärv', 'Фасадная краска', 19.9, 149, 'volume'),
        k('Puidukaitse', 'Антисептик для дерева', 9.9, 79, 'volume'),
      ]),
      l('Värvimistarvikud', 'Малярные принадлежности', 'roller', [
        k('Pintsel', 'Кисть', 1.49, 14.9, 'width'),
        k('Värvirull', 'Малярный валик', 2.9, 19.9, 'width'),
        k('Maalriteip', 'Малярная лента', 0.99, 6.9, 'width', 'rull'),
      ]),
    ]),
    c('Põrandad', 'Напольные покрытия', 'floor', [
      l('Laminaat', 'Ламинат', 'floor', [k('Laminaatparkett', 'Ламинат', 7.9, 29.9, 'floor', 'm2')]),
      l('Parkett', 'Паркет', 'floor', [k('Parkettlaud', 'Паркетная доска', 24.9, 79, 'floor', 'm2')]),
      l('Vinüülpõrand', 'Виниловые полы', 'floor', [
        k('Vinüülplank', 'Виниловая планка', 14.9, 49, 'floor', 'm2'),
      ]),
    ]),
    c('Valgustus', 'Освещение', 'lamp', [
      l('Laevalgustid', 'Потолочные светильники', 'lamp', [
        k('Laevalgusti', 'Потолочный светильник', 19.9, 349, 'color'),
        k('Rippvalgusti', 'Подвесной светильник', 29, 489, 'color'),
      ]),
      l('Lambipirnid', 'Лампочки', 'bulb', [k('LED-pirn', 'Светодиодная лампа', 1.99, 19.9, 'bulb')]),
      l('Välisvalgustid', 'Уличные светильники', 'lamp', [
        k('Välisvalgusti', 'Уличный светильник', 24.9, 249, 'color'),
      ]),
    ]),
    l('Elektritarvikud', 'Электротовары', 'socket', [
      k('Pistikupesa', 'Розетка', 2.9, 24.9, 'color'),
      k('Lüliti', 'Выключатель', 2.9, 29.9, 'color'),
      k('Pikendusjuhe', 'Удлинитель', 4.9, 39, 'length'),
      k('Elektrikaabel', 'Электрический кабель', 0.39, 4.9, 'cable', 'm'),
    ]),
    c('Mööbel', 'Мебель', 'chair', [
      l('Riiulid', 'Стеллажи и полки', 'shelf', [
        k('Seinariiul', 'Настенная полка', 9.9, 129, 'color'),
        k('Metallriiul', 'Металлический стеллаж', 29, 249, 'shelf'),
      ]),
      l('Toolid ja lauad', 'Стулья и столы', 'table', [
        k('Söögitool', 'Обеденный стул', 29, 249, 'color'),
        k('Söögilaud', 'Обеденный стол', 99, 1290, 'color'),
      ]),
    ]),
    l('Kodutekstiil', 'Домашний текстиль', 'textile', [
      k('Vaip', 'Ковёр', 19.9, 490, 'rug'),
      k('Kardin', 'Штора', 9.9, 89, 'color'),
      k('Dekoratiivpadi', 'Декоративная подушка', 7.9, 39, 'color'),
    ]),
    l(
      'Kinkekaardid',
      'Подарочные карты',
      'giftcard',
      [k('Kinkekaart', 'Подарочная карта', 10, 500)],
      'giftcard',
    ),
  ]),
  c('Vannituba ja saun', 'Ванная и сауна', 'tap', [
    c('Sanitaartehnika', 'Сантехника', 'tap', [
      l('Segistid', 'Смесители', 'tap', [
        k('Valamusegisti', 'Смеситель для раковины', 29, 349, 'finish'),
        k('Köögisegisti', 'Кухонный смеситель', 39, 449, 'finish'),
        k('Vannisegisti', 'Смеситель для ванны', 49, 489, 'finish'),
      ]),
      l('Dušid', 'Душевые системы', 'shower', [
        k('Dušikomplekt', 'Душевой комплект', 39, 590, 'finish'),
        k('Dušinurk', 'Душевой уголок', 189, 1290, 'cabin'),
      ]),
      l('Valamud ja WC-potid', 'Раковины и унитазы', 'sink', [
        k('Valamu', 'Раковина', 39, 489, 'sinkw'),
        k('WC-pott', 'Унитаз', 99, 890),
      ]),
    ]),
    c('Plaadid', 'Плитка', 'tile', [
      l('Seinaplaadid', 'Настенная плитка', 'tile', [
        k('Seinaplaat', 'Настенная плитка', 9.9, 59, 'tile', 'm2'),
      ]),
      l('Põrandaplaadid', 'Напольная плитка', 'tile', [
        k('Põrandaplaat', 'Напольная плитка', 12.9, 79, 'tile', 'm2'),
        k('Mosaiikplaat', 'Мозаика', 19.9, 119, 'tile', 'm2'),
      ]),
      l('Plaatimistarvikud', 'Принадлежности для укладки плитки', 'bag', [
        k('Plaadiliim', 'Плиточный клей', 6.9, 29.9, 'bag'),
        k('Vuugisegu', 'Затирка для швов', 4.9, 24.9, 'bag'),
      ]),
    ]),
    l('Torustik', 'Трубопровод', 'pipe', [
      k('PEX-toru', 'Труба PEX', 0.89, 6.9, 'pipe', 'm'),
      k('Kanalisatsioonitoru', 'Канализационная труба', 1.9, 19.9, 'pipe'),
    ]),
    c('Saun', 'Сауна', 'stove', [
      c('Saunakerised', 'Печи для сауны', 'stove', [
        l('Elektrikerised', 'Электрические печи', 'stove', [
          k('Elektrikeris', 'Электрическая печь для сауны', 249, 2999, 'kw'),
        ]),
        l('Puuküttega kerised', 'Дровяные печи', 'stove', [
          k('Puuküttega keris', 'Дровяная печь для сауны', 390, 2790, 'kw'),
        ]),
      ]),
      l('Saunatarvikud', 'Аксессуары для сауны', 'bucket', [
        k('Saunakapp', 'Ушат для сауны', 19.9, 89, 'volume'),
        k('Saunakulp', 'Ковш для сауны', 6.9, 34.9),
        k('Saunatermomeeter', 'Термометр для сауны', 9.9, 49),
      ]),
      l('Saunapuit', 'Вагонка для сауны', 'plank', [
        k('Leiliruumi voodrilaud', 'Вагонка для парилки', 2.9, 12.9, 'plank', 'm'),
        k('Lavalaud', 'Доска для полка', 4.9, 19.9, 'plank', 'm'),
      ]),
    ]),
    l('Vannitoamööbel', 'Мебель для ванной', 'cabinet', [
      k('Valamukapp', 'Тумба под раковину', 89, 690, 'sinkw'),
      k('Peegelkapp', 'Зеркальный шкаф', 59, 449, 'sinkw'),
    ]),
  ]),
];
