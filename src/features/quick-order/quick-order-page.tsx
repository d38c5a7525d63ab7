// Quick order for trade buyers (issue 12 item 8): SKU and quantity lines typed, pasted or read from a CSV
// file; each line checked against the catalogue with its own error; every valid line added at once.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Locale } from '@/lib/locale';
import { formatMoney } from '@/lib/money';
import { csvRowsToText, type CheckedLine } from '@/lib/quick-order-lines';
import { lineProblemMessage } from '@/features/quick-order/quick-order-messages';
import { useQuickOrder, type AddResult } from '@/features/quick-order/use-quick-order';
import '@/features/quick-order/quick-order.css';

/** The most a CSV file may weigh: far more than 100 lines need, small enough to read in the browser. */
const MAX_CSV_BYTES = 1_000_000;

export function QuickOrderPage({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const order = useQuickOrder(locale);
  const [fileError, setFileError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const errors = order.checked.filter((l) => !l.ok).length;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      setFileError(t`The file is too large: a CSV file of at most 1 MB is read.`);
      return;
    }
    try {
      const [{ default: Papa }, content] = await Promise.all([import('papaparse'), file.text()]);
      const parsed = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
      const lines = csvRowsToText(parsed.data.filter((row) => Array.isArray(row)));
      if (!lines) {
        setFileError(t`The file has no lines with a SKU.`);
        return;
      }
      order.change(order.text.trim() ? `${order.text.trimEnd()}\n${lines}` : lines);
      textRef.current?.focus();
    } catch {
      setFileError(
        t`The file could not be read. Save it as CSV (comma or semicolon separated) and try again.`,
      );
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void order.addToCart();
  };
  // the result of an add takes the focus, so a keyboard or screen reader user hears how it went
  useEffect(() => {
    if (order.result) resultRef.current?.focus();
  }, [order.result]);

  const summary = order.checking
    ? t`Checking the lines…`
    : order.checked.length === 0
      ? null
      : errors === 0
        ? t`All lines can be added to the cart.`
        : `${i18n._(msg({ message: plural(errors, { one: '# line has an error.', other: '# lines have an error.' }) }))} ${t`Fix them, or they stay here when the rest is added.`}`;

  return (
    <div className="page container quick-order">
      <h1 className="page__title">{t`Quick order`}</h1>
      <p className="page__lead">
        <Trans>
          Type or paste one product a line: the SKU and the quantity, separated by a tab, comma, semicolon or
          space. A line with no quantity orders one piece.
        </Trans>
      </p>
      {order.lookupFailed && (
        <p className="quick-order__offline" role="alert">
          <Trans>
            The catalogue did not answer: the lines are checked against the catalogue saved on this device.
          </Trans>
        </p>
      )}
      {order.fromCache && !order.lookupFailed && (
        <p className="quick-order__offline" role="note">
          <Trans>
            You are offline: the lines are checked against the catalogue saved on this device, and the
            products are added to the cart when the connection returns.
          </Trans>
        </p>
      )}
      <form className="quick-order__form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-lines`} className="field__label">
            {t`SKU and quantity, one product a line`}
          </label>
          <p id={`${id}-hint`} className="field__hint">
            {t`For example: SIM-0001 10`}
          </p>
          <textarea
            ref={textRef}
            id={`${id}-lines`}
            className="field__input quick-order__lines"
            rows={10}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            value={order.text}
            onChange={(e) => order.change(e.currentTarget.value)}
            aria-describedby={`${id}-hint ${id}-summary`}
            aria-invalid={errors > 0 || undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-file`} className="field__label">
            {t`Or upload a CSV file (SKU in the first column, quantity in the second)`}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="quick-order__file"
            onChange={(e) => void onFile(e)}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
          />
          {fileError && (
            <p id={`${id}-file-error`} className="field__error" role="alert">
              {fileError}
            </p>
          )}
        </div>
        <p id={`${id}-summary`} className="quick-order__summary" role="status">
          {summary}
        </p>
        <div className="button-row">
          <button
            type="submit"
            className="button button--primary"
            disabled={order.ready.length === 0 || order.adding || order.checking}
          >
            {order.adding
              ? t`Adding…`
              : order.ready.length > 0
                ? i18n._(
                    msg({
                      message: plural(order.ready.length, {
                        one: 'Add # product to the cart',
                        other: 'Add # products to the cart',
                      }),
                    }),
                  )
                : t`Add to cart`}
          </button>
        </div>
        <ResultNote result={order.result} resultRef={resultRef} locale={locale} />
      </form>
      {order.checked.length > 0 && (
        <table className="quick-order__table">
          <caption className="visually-hidden">{t`Checked lines`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Line`}</th>
              <th scope="col">{t`SKU`}</th>
              <th scope="col">{t`Product`}</th>
              <th scope="col">{t`Quantity`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {order.checked.map((line) => (
              <LineRow key={line.lineNo} line={line} locale={locale} problem={lineText(line)} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );

  function lineText(line: CheckedLine): string | null {
    return line.ok ? null : lineProblemMessage(line.problem, i18n);
  }
}

function LineRow({ line, locale, problem }: { line: CheckedLine; locale: Locale; problem: string | null }) {
  const { t } = useLingui();
  const product = line.ok ? line.product : 'product' in line.problem ? line.problem.product : null;
  return (
    <tr className={line.ok ? 'quick-order__row' : 'quick-order__row quick-order__row--error'}>
      <th scope="row">{line.lineNo}</th>
      <td className="quick-order__sku">{line.sku}</td>
      <td>
        {product ? (
          <Link to={`/$locale${product.path}` as '/$locale'} params={{ locale }}>
            {product.name}
          </Link>
        ) : null}
      </td>
      <td>{line.quantityText || '1'}</td>
      <td>
        {problem ? (
          <span className="quick-order__error">{problem}</span>
        ) : line.ok ? (
          <span className="quick-order__ok">
            {t`Ready`} · {formatMoney(line.product.priceCents, locale, line.product.currency)}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

function ResultNote({
  result,
  resultRef,
  locale,
}: {
  result: AddResult | null;
  resultRef: React.RefObject<HTMLParagraphElement | null>;
  locale: Locale;
}) {
  const { t, i18n } = useLingui();
  if (!result) return null;
  const text =
    result.status === 'failed'
      ? t`The products could not be added: ${result.message}`
      : resultText(result, i18n);
  return (
    <p
      ref={resultRef}
      tabIndex={-1}
      className={result.status === 'failed' ? 'quick-order__result field__error' : 'quick-order__result'}
      role={result.status === 'failed' ? 'alert' : 'status'}
    >
      {text}{' '}
      {result.status !== 'failed' && (
        <Link to="/$locale/checkout" params={{ locale }}>
          <Trans>Go to checkout</Trans>
        </Link>
      )}
    </p>
  );
}

function resultText(result: Exclude<AddResult, { status: 'failed' }>, i18n: I18n): string {
  if (result.status === 'queued')
    return i18n._(
      msg({
        message: plural(result.queued, {
          one: '# product will be added to the cart when the connection returns.',
          other: '# products will be added to the cart when the connection returns.',
        }),
      }),
    );
  const added = i18n._(
    msg({
      message: plural(result.added, {
        one: '# product was added to the cart.',
        other: '# products were added to the cart.',
      }),
    }),
  );
  if (result.refused === 0) return added;
  const refused = i18n._(
    msg({
      message: plural(result.refused, {
        one: 'The cart did not take # line: see its error below.',
        other: 'The cart did not take # lines: see their errors below.',
      }),
    }),
  );
  return `${added} ${refused}`;
}
