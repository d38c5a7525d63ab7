// The shop's category tree (5 departments, up to 5 levels) with the product kinds sold in each leaf.
import type { ModKey, Shape, Unit } from '@/server/seed/families';

export interface KindDef {
  et: string;
  ru: string;
  /** Regular price range in EUR. */
  min: number;
  max: number;
  mods: ModKey;
  unit: Unit;
}

/** Leaves marked with a product type get that type's products (and, except 'configurable', no simple ones). */
export type LeafType = 'configurable' | 'downloadable' | 'virtual' | 'giftcard';

export interface CategoryDef {
  et: string;
  ru: string;
  shape: Shape;
  kinds: KindDef[];
  children: CategoryDef[];
  type?: LeafType;
}

const k = (
  et: string,
  ru: string,
  min: number,
  max: number,
  mods: ModKey = 'none',
  unit: Unit = 'tk',
): KindDef => ({
  et,
  ru,
  min,
  max,
  mods,
  unit,
});
const c = (et: string, ru: string, shape: Shape, children: CategoryDef[]): CategoryDef => ({
  et,
  ru,
  shape,
  kinds: [],
  children,
});
const l = (et: string, ru: string, shape: Shape, kinds: KindDef[], type?: LeafType): CategoryDef => ({
  et,
  ru,
  shape,
  kinds,
  children: [],
  ...(type ? { type } : {}),
});

export const DEPARTMENTS: CategoryDef[] = [
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
        k('Vesilood', 'Строительный уровень', 9.9, 89, 'length'),
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
