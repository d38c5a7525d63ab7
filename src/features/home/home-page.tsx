// spec §2 home: CMS blocks (hero, campaigns), top categories and last viewed products. The hero and
// categories come with the route's loader (critical); last viewed is a lazy chunk that loads after
// the first paint, so the home page's initial JavaScript stays small.
import { Suspense, useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazyPart } from '@/ui/lazy-part';
import {
  cmsBlocksQueryOptions,
  HOME_BLOCK_IDS,
  topCategoriesQueryOptions,
  type CmsBlockView,
} from '@/commerce/content-blocks';
import { storeConfigQueryOptions } from '@/commerce/store-config';
import { storageKeys } from '@/lib/storage-keys';
import { withAllMessages } from '@/lib/all-messages';
import type { Locale } from '@/lib/locale';
import { SHOP_NAME } from '@/ui/page-title';
import { useClientNavigation } from '@/ui/use-client-navigation';
import { HtmlContent } from '@/ui/html-content';
import { NearView } from '@/ui/near-view';
import '@/features/home/home.css';

// Product cards and prices render messages beyond the shell's (lingui.config.ts).
const LastViewed = lazyPart(
  'LastViewed',
  withAllMessages(() => import('@/features/home/last-viewed').then((m) => ({ default: m.LastViewed }))),
);

const HomeCarousels = lazyPart(
  'HomeCarousels',
  withAllMessages(() => import('@/features/home/home-carousels').then((m) => ({ default: m.HomeCarousels }))),
);

function subscribeStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
function readStored(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.lastViewedProductsSkus);
  } catch {
    return null; // storage blocked: nothing was recorded either
  }
}

function CmsBlock({
  block,
  className,
  leadImage,
}: {
  block: CmsBlockView;
  className: string;
  leadImage?: boolean;
}) {
  return (
    <HtmlContent
      className={`cms-block ${className}`}
      data-block={block.identifier}
      html={block.html}
      leadImage={leadImage}
    />
  );
}

/** A home section made of a CMS block, headed by the block's title. */
function BlockSection({
  block,
  name,
  fallbackTitle,
}: {
  block: CmsBlockView;
  name: string;
  fallbackTitle: string;
}) {
  return (
    <section className={`home__section home__section--${name}`} aria-labelledby={`home-${name}`}>
      <h2 id={`home-${name}`} className="home__heading">
        {block.title || fallbackTitle}
      </h2>
      <CmsBlock block={block} className={`home__${name}`} />
    </section>
  );
}

export function HomePage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const navigateOnClick = useClientNavigation();
  const { data: config } = useQuery(storeConfigQueryOptions(locale));
  const { data: blocks } = useQuery(cmsBlocksQueryOptions(HOME_BLOCK_IDS, locale));
  const { data: categories } = useQuery(topCategoriesQueryOptions(locale));
  // The stored text is the snapshot (stable between renders); another tab's change is picked up too.
  // The last-viewed chunk is loaded only when something was viewed.
  const lastViewed = useSyncExternalStore(subscribeStorage, readStored, () => null);
  const hero = blocks?.find((b) => b.identifier === 'home-hero');
  const campaigns = blocks?.find((b) => b.identifier === 'home-campaigns');
  const brands = blocks?.find((b) => b.identifier === 'home-brands');
  const sections = [
    { to: '/$locale/kataloogid', title: t`Catalogues`, text: t`Browse our product catalogues.` },
    { to: '/$locale/blogi', title: t`Blog`, text: t`Repair and DIY advice from our experts.` },
    {
      to: '/$locale/koormavedu',
      title: t`Bulk material transport`,
      text: t`Sand, gravel and soil delivered by truck.`,
    },
  ] as const;
  return (
    <div className="page container home">
      {hero ? (
        <CmsBlock block={hero} className="home__hero" leadImage />
      ) : (
        <section className="hero home__hero" aria-labelledby="home-heading">
          <h1 id="home-heading" className="hero__title">
            {config?.store_name || SHOP_NAME}
          </h1>
          <p className="hero__lead">
            <Trans>
              Everything for building, renovation and the home — in the store, on the site and in your pocket.
            </Trans>
          </p>
        </section>
      )}
      {campaigns ? <BlockSection block={campaigns} name="campaigns" fallbackTitle={t`Campaigns`} /> : null}
      <section className="home__section" aria-labelledby="home-categories">
        <h2 id="home-categories" className="home__heading">
          {t`Top categories`}
        </h2>
        <ul className="home__categories">
          {(categories ?? []).map((c) => (
            <li key={c.uid}>
              <a
                className="home__category"
                href={`/${locale}${c.path}`}
                onClick={navigateOnClick(`/${locale}${c.path}`)}
              >
                {c.name}
              </a>
            </li>
          ))}
          <li>
            <Link to="/$locale/categories" params={{ locale }} className="home__category home__category--all">
              {t`All categories`}
            </Link>
          </li>
        </ul>
      </section>
      <NearView className="home__carousels" margin="100% 0px">
        <Suspense fallback={null}>
          <HomeCarousels locale={locale} />
        </Suspense>
      </NearView>
      <Suspense fallback={null}>
        {lastViewed && lastViewed !== '{}' ? <LastViewed locale={locale} stored={lastViewed} /> : null}
      </Suspense>
      <ul className="card-grid">
        {sections.map((section) => (
          <li key={section.to} className="card">
            <h2 className="card__title">
              <Link to={section.to} params={{ locale }} className="card__link">
                {section.title}
              </Link>
            </h2>
            <p>{section.text}</p>
          </li>
        ))}
      </ul>
      {brands ? <BlockSection block={brands} name="brands" fallbackTitle={t`Brands`} /> : null}
    </div>
  );
}
