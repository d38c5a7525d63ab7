// CMS pages and blocks, blog posts and the content-service ticker banner, in Estonian and Russian.
import type { Db } from '@/server/store/db';
import { addDays, inserter } from '@/server/seed/writer';

// [identifier, title et, title ru, body et, body ru]
const PAGES: [string, string, string, string, string][] = [
  [
    'home',
    'Ehituspood – kõik ehituseks, remondiks ja koduks',
    'Ehituspood – всё для строительства, ремонта и дома',
    '<p>Üle 8 kaupluse üle Eesti ja kiire tarne pakiautomaati, kulleriga või eritranspordiga.</p>',
    '<p>Более 8 магазинов по всей Эстонии и быстрая доставка в пакомат, курьером или спецтранспортом.</p>',
  ],
  [
    'no-route',
    'Lehekülge ei leitud',
    'Страница не найдена',
    '<p>Otsitud lehekülge ei leitud. Proovi otsingut või mine avalehele.</p>',
    '<p>Запрошенная страница не найдена. Воспользуйтесь поиском или перейдите на главную.</p>',
  ],
  [
    'tarne',
    'Tarne ja transport',
    'Доставка и транспорт',
    '<h2>Tarneviisid</h2><ul><li>Pakiautomaat (Omniva, DPD, Smartpost) alates 2,90 €; pakk kuni 60×36×60 cm ja 35 kg.</li><li>Kuller üle Eesti.</li><li>Tasuta järeletulemine kauplusest alates 4 tunnist.</li><li>Eritransport ja koormavedu suurtele kaupadele.</li></ul>',
    '<h2>Способы доставки</h2><ul><li>Пакомат (Omniva, DPD, Smartpost) от 2,90 €; посылка до 60×36×60 см и 35 кг.</li><li>Курьер по всей Эстонии.</li><li>Бесплатный самовывоз из магазина от 4 часов.</li><li>Спецтранспорт и перевозка грузов для крупных товаров.</li></ul>',
  ],
  [
    'tagastamine',
    'Tagastamine',
    'Возврат товара',
    '<p>Sul on õigus taganeda lepingust 14 päeva jooksul alates kauba kättesaamisest. Avamata pakendis kauba saab kauplusesse tagastada 60 päeva jooksul.</p>',
    '<p>Вы вправе отказаться от договора в течение 14 дней с момента получения товара. Товар в невскрытой упаковке можно вернуть в магазин в течение 60 дней.</p>',
  ],
  [
    'ostutingimused',
    'Ostutingimused',
    'Условия покупки',
    '<p>Minimaalne tellimus on 10 € ilma transpordita. Hinnapakkumist saab küsida alates 300 € ostukorvist.</p>',
    '<p>Минимальный заказ 10 € без учёта доставки. Ценовое предложение можно запросить при корзине от 300 €.</p>',
  ],
  [
    'jarelmaks',
    'Järelmaks ja osamaksed',
    'Рассрочка',
    '<p>0% intressiga osamaksed alates 100 € – jaga makse 3 või 12 osaks või maksa järgmisel kuul ilma lisatasuta.</p>',
    '<p>Рассрочка под 0% от 100 € – разделите платёж на 3 или 12 частей или оплатите в следующем месяце без доплат.</p>',
  ],
  [
    'koormavedu',
    'Koormavedu',
    'Перевозка грузов',
    '<p>Toome ehitusmaterjali otse objektile tõstukiga autoga. Täida koormapäring ja võtame ühendust.</p>',
    '<p>Доставим строительные материалы прямо на объект машиной с манипулятором. Заполните заявку, и мы свяжемся с вами.</p>',
  ],
  [
    'privaatsuspoliitika',
    'Privaatsuspoliitika',
    'Политика конфиденциальности',
    '<p>Töötleme isikuandmeid vaid tellimuste täitmiseks ja sinu nõusolekul turunduseks.</p>',
    '<p>Мы обрабатываем персональные данные только для выполнения заказов и, с вашего согласия, для маркетинга.</p>',
  ],
  [
    'meist',
    'Meist',
    'О нас',
    '<p>Ehituspood on Eesti ehitus- ja kodukaupade jaemüüja. Tööriistade garantii kuni 5 aastat.</p>',
    '<p>Ehituspood – эстонский ритейлер строительных и хозяйственных товаров. Гарантия на инструменты до 5 лет.</p>',
  ],
];

const BLOCKS: [string, string, string, string, string][] = [
  [
    'home-hero',
    'Avalehe bänner',
    'Баннер главной страницы',
    '<div class="hero"><h1>Talvised hinnad on siin</h1><p>Tööriistad, kerised ja soojustus soodushinnaga.</p><a href="/et/kampaaniad/talvised-hinnad">Vaata pakkumisi</a></div>',
    '<div class="hero"><h1>Зимние цены уже здесь</h1><p>Инструменты, печи и утеплители по выгодной цене.</p><a href="/ru/kampaaniad/talvised-hinnad">Смотреть предложения</a></div>',
  ],
  [
    'home-campaigns',
    'Kampaaniad',
    'Кампании',
    '<ul class="campaigns"><li><a href="/et/kampaaniad/tooriistade-nadal">Tööriistade nädal</a></li><li><a href="/et/kampaaniad/saunahooaeg">Saunahooaeg</a></li></ul>',
    '<ul class="campaigns"><li><a href="/ru/kampaaniad/tooriistade-nadal">Неделя инструментов</a></li><li><a href="/ru/kampaaniad/saunahooaeg">Банный сезон</a></li></ul>',
  ],
  [
    'footer-links',
    'Jaluse lingid',
    'Ссылки в подвале',
    '<ul><li><a href="/et/info/tarne">Tarne</a></li><li><a href="/et/info/tagastamine">Tagastamine</a></li><li><a href="/et/info/ostutingimused">Ostutingimused</a></li><li><a href="/et/info/privaatsuspoliitika">Privaatsus</a></li></ul>',
    '<ul><li><a href="/ru/info/tarne">Доставка</a></li><li><a href="/ru/info/tagastamine">Возврат</a></li><li><a href="/ru/info/ostutingimused">Условия покупки</a></li><li><a href="/ru/info/privaatsuspoliitika">Конфиденциальность</a></li></ul>',
  ],
  [
    'footer-contacts',
    'Kontakt',
    'Контакты',
    '<p>Klienditugi E–R 8–18<br>+372 600 1234<br>info@ehituspood.example</p>',
    '<p>Служба поддержки Пн–Пт 8–18<br>+372 600 1234<br>info@ehituspood.example</p>',
  ],
  [
    'header-usp',
    'Eelised',
    'Преимущества',
    '<ul><li>Tasuta järeletulemine kauplusest</li><li>Tööriistadele 5 aastat garantiid</li><li>Esimesest tellimusest -10% uudiskirjaga</li></ul>',
    '<ul><li>Бесплатный самовывоз из магазина</li><li>Гарантия на инструменты 5 лет</li><li>-10% на первый заказ с рассылкой</li></ul>',
  ],
  [
    'checkout-terms',
    'Tingimused',
    'Условия',
    '<p>Tellimust esitades nõustud <a href="/et/info/ostutingimused">ostutingimustega</a>.</p>',
    '<p>Оформляя заказ, вы соглашаетесь с <a href="/ru/info/ostutingimused">условиями покупки</a>.</p>',
  ],
];

// [slug, type, title et, title ru, text et, text ru]
const POSTS: [string, string, string, string, string, string][] = [
  [
    'akutrelli-valimine',
    'tooriistad',
    'Kuidas valida akutrelli?',
    'Как выбрать аккумуляторную дрель?',
    'Pinge, aku mahtuvus ja pöördemoment – mida jälgida.',
    'Напряжение, ёмкость аккумулятора и крутящий момент – на что обратить внимание.',
  ],
  [
    'tooriistade-hooldus',
    'tooriistad',
    'Tööriistade hooldus talvel',
    'Уход за инструментом зимой',
    'Hoia akusid soojas ja kuivas.',
    'Храните аккумуляторы в тепле и сухости.',
  ],
  [
    'terrassi-ehitus',
    'valitood',
    'Terrassi ehitus samm-sammult',
    'Строительство террасы шаг за шагом',
    'Vundamendist viimase laua ja õlitamiseni.',
    'От фундамента до последней доски и пропитки.',
  ],
  [
    'fassaadi-varvimine',
    'valitood',
    'Fassaadi värvimine',
    'Покраска фасада',
    'Õige ilm, aluspinna ettevalmistus ja värvivalik.',
    'Правильная погода, подготовка основания и выбор краски.',
  ],
  [
    'seinte-krohvimine',
    'sisetood',
    'Seinte krohvimine algajale',
    'Штукатурка стен для начинающих',
    'Tööriistad, segud ja levinumad vead.',
    'Инструменты, смеси и частые ошибки.',
  ],
  [
    'laminaadi-paigaldus',
    'sisetood',
    'Laminaadi paigaldus',
    'Укладка ламината',
    'Aluskate, paisumisvuuk ja lõikamine.',
    'Подложка, компенсационный зазор и резка.',
  ],
  [
    'vannitoa-remont',
    'vannituba-ja-saun',
    'Vannitoa remont: hüdroisolatsioon',
    'Ремонт ванной: гидроизоляция',
    'Miks hüdroisolatsioon on kõige olulisem samm.',
    'Почему гидроизоляция – самый важный этап.',
  ],
  [
    'kerise-valik',
    'vannituba-ja-saun',
    'Kuidas valida saunakerist?',
    'Как выбрать печь для сауны?',
    'Leiliruumi maht ja kerise võimsus.',
    'Объём парилки и мощность печи.',
  ],
  [
    'matkaauto-hooldus',
    'kodu-ratastel',
    'Matkaauto talveks valmis',
    'Готовим автодом к зиме',
    'Veesüsteemi tühjendamine ja akude hooldus.',
    'Слив водяной системы и уход за аккумуляторами.',
  ],
  [
    'haagissuvila-remont',
    'kodu-ratastel',
    'Haagissuvila väike remont',
    'Мелкий ремонт дома на колёсах',
    'Hermeetikud, tihendid ja valgustus.',
    'Герметики, уплотнители и освещение.',
  ],
  [
    'skandinaavia-stiil',
    'kodu-ja-sisustus',
    'Skandinaavia stiil kodus',
    'Скандинавский стиль дома',
    'Heledad toonid, puit ja lihtsad vormid.',
    'Светлые тона, дерево и простые формы.',
  ],
  [
    'valgustuse-planeerimine',
    'kodu-ja-sisustus',
    'Valgustuse planeerimine',
    'Планирование освещения',
    'Üld-, töö- ja meeleoluvalgus.',
    'Общее, рабочее и декоративное освещение.',
  ],
  [
    'riiul-ise',
    'oma-katega',
    'Ehita ise seinariiul',
    'Настенная полка своими руками',
    'Lihtne projekt ühe nädalavahetusega.',
    'Простой проект на одни выходные.',
  ],
  [
    'lindude-pesakast',
    'oma-katega',
    'Pesakast lastega koos',
    'Скворечник вместе с детьми',
    'Mõõdud, materjalid ja kinnitamine.',
    'Размеры, материалы и крепление.',
  ],
];

export function seedContent(db: Db, today: string): void {
  const page = inserter(db, 'cms_pages', [
    'identifier',
    'title_et',
    'title_ru',
    'content_heading_et',
    'content_heading_ru',
    'content_et',
    'content_ru',
    'meta_title_et',
    'meta_title_ru',
    'meta_description_et',
    'meta_description_ru',
    'url_key_et',
    'url_key_ru',
    'created_at',
    'updated_at',
  ]);
  const rewrite = inserter(db, 'url_rewrites', [
    'store_code',
    'request_path',
    'target_path',
    'entity_type',
    'entity_id',
  ]);
  const stamp = `${today} 00:00:00`;
  for (const [identifier, tEt, tRu, cEt, cRu] of PAGES) {
    const id = page(
      identifier,
      tEt,
      tRu,
      tEt,
      tRu,
      cEt,
      cRu,
      `${tEt} | Ehituspood`,
      `${tRu} | Ehituspood`,
      tEt,
      tRu,
      identifier,
      identifier,
      stamp,
      stamp,
    );
    for (const store of ['et', 'ru'])
      rewrite(store, identifier, `cms/page/view/page_id/${id}`, 'CMS_PAGE', id);
  }
  const block = inserter(db, 'cms_blocks', [
    'identifier',
    'title_et',
    'title_ru',
    'content_et',
    'content_ru',
  ]);
  for (const [identifier, tEt, tRu, cEt, cRu] of BLOCKS) block(identifier, tEt, tRu, cEt, cRu);

  const post = inserter(db, 'blog_posts', [
    'slug',
    'type',
    'image',
    'author',
    'published_at',
    'title_et',
    'title_ru',
    'excerpt_et',
    'excerpt_ru',
    'body_et',
    'body_ru',
  ]);
  POSTS.forEach(([slug, type, tEt, tRu, xEt, xRu], i) =>
    post(
      slug,
      type,
      `catalog/banner/plank/8b5a2b/1200x630/${slug}.svg`,
      i % 2 ? 'Kadri Tamm' : 'Mart Kask',
      `${addDays(today, -(i * 9 + 2))} 10:00:00`,
      tEt,
      tRu,
      xEt,
      xRu,
      `<p>${xEt}</p><p>Ehituspoe konsultandid aitavad valida õiged materjalid ja tööriistad.</p>`,
      `<p>${xRu}</p><p>Консультанты Ehituspood помогут подобрать материалы и инструменты.</p>`,
    ),
  );

  const item = inserter(db, 'content_items', ['type', 'identifier', 'locale', 'data', 'updated_at']);
  for (const locale of ['et', 'ru'] as const) {
    const et = locale === 'et';
    const data = {
      desktopImage: {
        url: `/media/catalog/banner/paint/c2410c/1440x76/ticker-${locale}.svg`,
        alt: et ? 'Talvised hinnad' : 'Зимние цены',
      },
      mobileImage: {
        url: `/media/catalog/banner/paint/c2410c/768x52/ticker-${locale}-mobile.svg`,
        alt: et ? 'Talvised hinnad' : 'Зимние цены',
      },
      url: `/${locale}/kampaaniad/talvised-hinnad`,
      isExternalLink: false,
      onlyHomePage: false,
      direction: 'left',
      speedOfRolling: 5, // spec §9: default speed 5 s
      visibleOnDesktop: 'Visible',
      visibleOnTablet: 'Visible',
      visibleOnMobile: 'Visible',
      localStorageKey: `ticker-${today.slice(0, 7)}-a`,
      text: et
        ? 'Talvised hinnad: tööriistad ja kerised kuni -30% • Tasuta järeletulemine kauplusest • Tarne pakiautomaati alates 2,90 €'
        : 'Зимние цены: инструменты и печи до -30% • Бесплатный самовывоз • Доставка в пакомат от 2,90 €',
    };
    item('tickerBanner', 'default', locale, JSON.stringify(data), stamp);
  }
}
