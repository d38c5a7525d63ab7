import type { StoreCode } from '@/server/store/catalog-sql';

// Server-side labels of the shop's facets and sort options, per store view (Magento keeps them in the
// attribute and configuration tables; here the few fixed ones live in code).
const LABELS = {
  price: { et: 'Hind', ru: 'Цена' },
  category: { et: 'Kategooria', ru: 'Категория' },
  availability: { et: 'Saadavus', ru: 'Наличие' },
  inStock: { et: 'Laos', ru: 'В наличии' },
  outOfStock: { et: 'Otsas', ru: 'Нет в наличии' },
  campaign: { et: 'Kampaania', ru: 'Акция' },
  pickup: { et: 'Kauplus', ru: 'Магазин' },
  brand: { et: 'Kaubamärk', ru: 'Бренд' },
  position: { et: 'Vaikimisi', ru: 'По умолчанию' },
  name: { et: 'Nimi', ru: 'Название' },
  relevance: { et: 'Asjakohasus', ru: 'Релевантность' },
} as const;

export const label = (key: keyof typeof LABELS, store: StoreCode) => LABELS[key][store];
