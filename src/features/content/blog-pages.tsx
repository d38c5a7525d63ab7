// spec §1, §2 blog: repair and DIY articles, filtered by the seven topic types and paged; an article
// shows the products it talks about. Texts come from the back end (blogPosts / blogPost).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { blogPostQueryOptions, blogPostsQueryOptions, type BlogPostSummary } from '@/commerce/content-pages';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/locale';
import { Image } from '@/ui/image';
import { HtmlContent } from '@/ui/html-content';
import { usePageTitle } from '@/ui/page-title';
import { Pagination } from '@/ui/pagination';
import { ProductCardList } from '@/ui/product-card-list';
import { blogTypeLabels } from '@/features/content/blog-labels';
import { blogTypes, isBlogType, type BlogType } from '@/features/content/blog-types';
import { ContentStatus } from '@/features/content/content-status';
import { LoadingNote } from '@/ui/loading-note';
import { useOnline } from '@/commerce/online';
import '@/features/content/content.css';

function TopicLabel({ type }: { type: string }) {
  const { i18n } = useLingui();
  return <>{isBlogType(type) ? i18n._(blogTypeLabels[type]) : type}</>;
}

function PostMeta({ post, locale }: { post: BlogPostSummary; locale: Locale }) {
  const date = formatDate(new Date(post.publishedAt), locale);
  return (
    <p className="blog-meta">
      <time dateTime={post.publishedAt}>{date}</time>
      {post.author ? <span>{post.author}</span> : null}
      <span>
        <TopicLabel type={post.type} />
      </span>
    </p>
  );
}

function TopicNav({ locale, type }: { locale: Locale; type: BlogType | undefined }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Blog topics`}>
      <ul className="chip-list">
        <li>
          <Link
            to="/$locale/blogi"
            params={{ locale }}
            search={{}}
            className="chip"
            aria-current={type ? undefined : 'page'}
          >
            <Trans>All topics</Trans>
          </Link>
        </li>
        {blogTypes.map((value) => (
          <li key={value}>
            <Link
              to="/$locale/blogi"
              params={{ locale }}
              search={{ type: value }}
              className="chip"
              aria-current={type === value ? 'page' : undefined}
            >
              {i18n._(blogTypeLabels[value])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function BlogListPage({
  locale,
  type,
  page,
  onPage,
}: {
  locale: Locale;
  type: BlogType | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const topic = type ? i18n._(blogTypeLabels[type]) : '';
  const title = type ? t`Blog: ${topic}` : t`Blog`;
  usePageTitle(title, pathname);
  const query = useQuery(blogPostsQueryOptions(locale, type, page));
  const online = useOnline();
  const base = `/${locale}/blogi`;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams();
    if (type) params.set('type', type);
    if (target > 1) params.set('page', String(target));
    const search = params.toString();
    return search ? `${base}?${search}` : base;
  };
  const data = query.data;
  return (
    <div className="page container blog">
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{t`Repair and DIY articles.`}</p>
      <TopicNav locale={locale} type={type} />
      {!data ? (
        <LoadingNote online={online} failed={query.isError} />
      ) : data.posts.length === 0 ? (
        <p role="status" className="blog__empty">
          {page > 1 && data.total > 0 ? (
            <>
              {t`There is no page ${page} of articles.`}{' '}
              <Link to="/$locale/blogi" params={{ locale }} search={type ? { type } : {}}>
                <Trans>Back to the first page</Trans>
              </Link>
            </>
          ) : (
            t`No articles on this topic yet.`
          )}
        </p>
      ) : (
        <>
          <ul className="blog__list">
            {data.posts.map((post, index) => (
              <li key={post.slug} className="blog-card">
                <Image
                  src={post.image}
                  alt=""
                  width={400}
                  height={210}
                  className="blog-card__image"
                  priority={index === 0}
                />
                <h2 className="blog-card__title">
                  <Link to="/$locale/blogi/$slug" params={{ locale, slug: post.slug }}>
                    {post.title}
                  </Link>
                </h2>
                <PostMeta post={post} locale={locale} />
                {post.excerpt ? <p className="blog-card__excerpt">{post.excerpt}</p> : null}
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={data.totalPages} hrefFor={hrefFor} onNavigate={onPage} />
        </>
      )}
    </div>
  );
}

export function BlogArticlePage({
  locale,
  slug,
  notFound,
}: {
  locale: Locale;
  slug: string;
  notFound: ReactNode;
}) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const query = useQuery(blogPostQueryOptions(locale, slug));
  usePageTitle(query.data?.title, pathname);
  if (query.data === null) return <>{notFound}</>;
  if (!query.data) return <ContentStatus title={t`Blog article`} failed={query.isError} />;
  const post = query.data;
  return (
    <article className="page container blog-article">
      <p className="blog-article__back">
        <Link
          to="/$locale/blogi"
          params={{ locale }}
          search={isBlogType(post.type) ? { type: post.type } : {}}
        >
          <TopicLabel type={post.type} />
        </Link>
      </p>
      <h1 className="page__title">{post.title}</h1>
      <PostMeta post={post} locale={locale} />
      <Image src={post.image} alt="" width={800} height={420} className="blog-article__image" priority />
      <HtmlContent className="prose" html={post.html} />
      {post.products.length > 0 ? (
        <section className="blog-article__products" aria-labelledby="blog-products">
          <h2 id="blog-products">{t`Products in this article`}</h2>
          <ProductCardList products={post.products} locale={locale} className="blog-article__product-list" />
        </section>
      ) : null}
    </article>
  );
}
