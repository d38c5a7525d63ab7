// spec §2 mega menu and mega menu sidebar: the category tree to three levels with product counts, from
// the cached (persisted) category list, so it opens offline once seen. On a desktop the departments sit
// in a column beside the chosen one's sub-categories; on a phone or tablet a department opens in place
// of the list, with a way back. Departments are disclosure buttons; every category is a link.
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { categoryTreeQueryOptions, type CategoryNode } from '@/commerce/category-tree';
import { useOnline } from '@/commerce/online';
import { mediaQueries } from '@/lib/breakpoints';
import type { Locale } from '@/lib/locale';
import { Icon } from '@/ui/icon';
import { LoadingNote } from '@/ui/loading-note';
import { useMediaQuery } from '@/ui/use-media-query';
import '@/features/overlays/category-menu.css';

interface CategoryLinkProps {
  node: CategoryNode;
  locale: Locale;
  onNavigate: () => void;
  className: string;
  label?: string;
}

/** A category's product count: the digits shown, "N products" read out. */
function ProductCount({ count }: { count: number }) {
  const { i18n } = useLingui();
  return (
    <>
      <span className="category-menu__count" aria-hidden="true">
        {i18n.number(count)}
      </span>
      <span className="visually-hidden">
        , {i18n._(msg({ message: plural(count, { one: '# product', other: '# products' }) }))}
      </span>
    </>
  );
}

/** A category link with its product count. */
function CategoryLink({ node, locale, onNavigate, className, label }: CategoryLinkProps) {
  return (
    <Link
      to="/$locale/c/$"
      params={{ locale, _splat: `${node.urlPath}${node.urlSuffix}` }}
      onClick={onNavigate}
      className={className}
    >
      <span>{label ?? node.name}</span>
      <ProductCount count={node.productCount} />
    </Link>
  );
}

function DepartmentPanel(props: {
  department: CategoryNode;
  locale: Locale;
  onNavigate: () => void;
  onBack: (() => void) | null;
  id: string;
}) {
  const { department, locale, onNavigate, onBack, id } = props;
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // On a phone the panel replaces the list: the reader lands on its heading, not at the top again.
  useEffect(() => {
    if (onBack) headingRef.current?.focus();
  }, [department.uid, onBack]);
  return (
    <div className="category-menu__panel" id={id}>
      {onBack ? (
        <button type="button" className="button button--ghost category-menu__back" onClick={onBack}>
          <span className="category-menu__back-icon">
            <Icon name="chevron" />
          </span>
          <Trans>All departments</Trans>
        </button>
      ) : null}
      <h3 className="category-menu__heading" ref={headingRef} tabIndex={-1}>
        {department.name}
      </h3>
      <CategoryLink
        node={department}
        locale={locale}
        onNavigate={onNavigate}
        className="category-menu__all"
        label={t`All products in ${department.name}`}
      />
      <ul className="category-menu__groups">
        {department.children.map((group) => (
          <li key={group.uid} className="category-menu__group">
            <CategoryLink
              node={group}
              locale={locale}
              onNavigate={onNavigate}
              className="category-menu__group-link"
            />
            {group.children.length > 0 ? (
              <ul className="category-menu__leaves">
                {group.children.map((leaf) => (
                  <li key={leaf.uid}>
                    <CategoryLink
                      node={leaf}
                      locale={locale}
                      onNavigate={onNavigate}
                      className="category-menu__leaf"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CategoryMenu({ locale, onNavigate }: { locale: Locale; onNavigate: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const wide = useMediaQuery(mediaQueries.desktop);
  const query = useQuery(categoryTreeQueryOptions(locale));
  const [chosen, setChosen] = useState<string | null>(null);
  const panelId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const departments = query.data;
  if (!departments) return <LoadingNote online={online} failed={query.isError} />;

  // A desktop always shows a department (the first until another is chosen); a phone shows the list.
  const open = departments.find((d) => d.uid === chosen) ?? (wide ? departments[0] : undefined);
  const back = () => {
    const uid = open?.uid;
    setChosen(null);
    // Focus returns to the department that was open, once the list is back.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-uid="${CSS.escape(uid ?? '')}"]`)?.focus(),
    );
  };
  const showList = wide || !open;
  return (
    <nav className={`category-menu${wide ? ' category-menu--wide' : ''}`} aria-label={t`Product categories`}>
      {showList ? (
        <ul className="category-menu__departments" ref={listRef}>
          {departments.map((department) => {
            const expanded = open?.uid === department.uid;
            return (
              <li key={department.uid}>
                <button
                  type="button"
                  className="category-menu__department"
                  data-uid={department.uid}
                  aria-expanded={expanded}
                  aria-controls={expanded ? panelId : undefined}
                  onClick={() => setChosen(department.uid)}
                >
                  <span>{department.name}</span>
                  <ProductCount count={department.productCount} />
                  <Icon name="chevron" />
                </button>
              </li>
            );
          })}
          <li>
            <Link
              to="/$locale/categories"
              params={{ locale }}
              onClick={onNavigate}
              className="category-menu__department"
            >
              <Trans>All categories</Trans>
            </Link>
          </li>
        </ul>
      ) : null}
      {open ? (
        <DepartmentPanel
          key={open.uid}
          department={open}
          locale={locale}
          onNavigate={onNavigate}
          onBack={wide ? null : back}
          id={panelId}
        />
      ) : null}
    </nav>
  );
}
