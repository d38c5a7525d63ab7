// spec §2 my-orders ("My orders history" / "Purchase history") and my-orders/{number}: the customer's
// orders in pages, one order with the §3 status wording and steps, and reorder. Pages already seen read
// offline from the persisted cache (query keys under `orders`, wiped on logout).
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  orderQueryOptions,
  ordersQueryOptions,
  reorder,
  type OrderSummary,
} from '@/commerce/customer-orders';
import { requestCartReload } from '@/lib/cart-intents';
import { reorderMessage } from '@/lib/reorder-messages';
import { formatDate, type Locale } from '@/lib/locale';
import { magentoTime } from '@/lib/dates';
import { formatMoney, toCents } from '@/lib/money';
import { ORDER_STEPS, orderStage, stepIndex, STAGE_LABELS } from '@/lib/order-status';
import { LoadingNote } from '@/ui/loading-note';
import { useOnline } from '@/commerce/online';
import { Pagination } from '@/ui/pagination';
import { AccountSection } from '@/features/account/account-section';

const money = (m: { value?: number | null; currency?: string | null } | null | undefined, locale: Locale) =>
  formatMoney(toCents(m?.value ?? 0), locale, m?.currency ?? 'EUR');
const orderDate = (iso: string, locale: Locale) => formatDate(magentoTime(iso), locale);

/** No data yet: loading, not kept for offline use, or spec §8 "Loading orders was unsuccessful". */
function OrdersMissing({ failed }: { failed: boolean }) {
  const { t } = useLingui();
  const online = useOnline();
  if (online && failed) return <p role="alert">{t`Loading orders was unsuccessful`}</p>;
  return <LoadingNote online={online} failed={false} />;
}

export function OrdersPage({ locale, business, page }: { locale: Locale; business: boolean; page: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const query = useQuery(ordersQueryOptions(page));
  const title = business ? t`Purchase history` : t`My orders history`;
  return (
    <AccountSection title={title}>
      {/* spec §2 purchase history: a business user sees every order of their company */}
      {business ? <p>{t`The orders of every user of your company.`}</p> : null}
      {!query.data ? (
        <OrdersMissing failed={query.isError} />
      ) : query.data.items.length === 0 ? (
        <p>{t`You have no orders yet.`}</p>
      ) : (
        <>
          <table className="account-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Order`}</th>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Total`}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((o: OrderSummary) => (
                <tr key={o.number}>
                  <th scope="row">
                    <Link to="/$locale/my-account/my-orders/$number" params={{ locale, number: o.number }}>
                      {o.number}
                    </Link>
                  </th>
                  <td>{orderDate(o.order_date, locale)}</td>
                  <td>{i18n._(STAGE_LABELS[orderStage(o.status)])}</td>
                  <td>{money(o.total?.grand_total, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={page}
            totalPages={query.data.totalPages}
            hrefFor={(p) => `/${locale}/my-account/my-orders${p > 1 ? `?page=${p}` : ''}`}
            onNavigate={(p) =>
              void navigate({ to: '/$locale/my-account/my-orders', params: { locale }, search: { page: p } })
            }
          />
        </>
      )}
    </AccountSection>
  );
}

export function OrderPage({ locale, number }: { locale: Locale; number: string }) {
  const { t, i18n } = useLingui();
  const query = useQuery(orderQueryOptions(number));
  // what "Order again" did: the products that went into the cart (all, some, none) and why the others did not
  const [reordered, setReordered] = useState<{ busy: boolean; added: boolean; problems: string[] } | null>(
    null,
  );
  const order = query.data;
  const onReorder = async (items: number) => {
    setReordered({ busy: true, added: false, problems: [] });
    try {
      const result = await reorder(number);
      requestCartReload();
      const problems = [...new Set(result.problems.map((p) => reorderMessage(i18n, p)))];
      setReordered({ busy: false, added: !result.refused && result.problems.length < items, problems });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      setReordered({ busy: false, added: false, problems: [reorderMessage(i18n, text)] });
    }
  };
  if (!order)
    return (
      <AccountSection title={t`Order ${number}`}>
        {query.isSuccess ? (
          <p role="alert">{t`This order was not found.`}</p>
        ) : (
          <OrdersMissing failed={query.isError} />
        )}
      </AccountSection>
    );
  const stage = orderStage(order.status);
  const at = stepIndex(stage);
  return (
    <AccountSection title={t`Order ${number}`}>
      <p>
        {orderDate(order.order_date, locale)} · <strong>{i18n._(STAGE_LABELS[stage])}</strong>
      </p>
      {at >= 0 ? (
        <ol className="order-steps" aria-label={t`Order progress`}>
          {ORDER_STEPS.map((s, i) => (
            <li
              key={s}
              className={i <= at ? 'order-steps__step order-steps__step--done' : 'order-steps__step'}
              aria-current={i === at ? 'step' : undefined}
            >
              {i18n._(STAGE_LABELS[s])}
            </li>
          ))}
        </ol>
      ) : null}
      <table className="account-table">
        <caption className="visually-hidden">{t`Products`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Product`}</th>
            <th scope="col">{t`Quantity`}</th>
            <th scope="col">{t`Price`}</th>
          </tr>
        </thead>
        <tbody>
          {(order.items ?? []).map((item, i) =>
            item ? (
              <tr key={`${item.product_sku}-${i}`}>
                <th scope="row">
                  {item.product_name} <span className="account-table__sku">{item.product_sku}</span>
                </th>
                <td>{item.quantity_ordered}</td>
                <td>{money(item.product_sale_price, locale)}</td>
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
      <dl className="account-totals">
        <dt>{t`Subtotal`}</dt>
        <dd>{money(order.total?.subtotal, locale)}</dd>
        <dt>{t`Delivery`}</dt>
        <dd>{money(order.total?.total_shipping, locale)}</dd>
        <dt>{t`Total`}</dt>
        <dd>
          <strong>{money(order.total?.grand_total, locale)}</strong>
        </dd>
        {order.shipping_method ? (
          <>
            <dt>{t`Delivery method`}</dt>
            <dd>{order.shipping_method}</dd>
          </>
        ) : null}
        {order.payment_methods?.[0] ? (
          <>
            <dt>{t`Payment method`}</dt>
            <dd>{order.payment_methods[0].name}</dd>
          </>
        ) : null}
      </dl>
      <button
        type="button"
        className="button button--primary"
        disabled={reordered?.busy}
        onClick={() => void onReorder(order.items?.length ?? 0)}
      >
        {t`Order again`}
      </button>
      {reordered?.problems.length ? <p role="alert">{reordered.problems.join(' ')}</p> : null}
      {reordered?.added ? (
        <p role="status">
          {reordered.problems.length
            ? t`The other products were added to your cart.`
            : t`The products were added to your cart.`}
        </p>
      ) : null}
    </AccountSection>
  );
}
