// spec §3 details: description, technical attributes, dimensions and weights (cm/kg), codes and pdf
// files.
import { useLingui } from '@lingui/react/macro';
import type { Dimensions, ProductDetail } from '@/commerce/product-detail';
import { formatNumber, type Locale } from '@/lib/locale';

function sizeText(d: Dimensions, locale: Locale): string | null {
  const sides = [d.length, d.width, d.height];
  if (sides.every((s) => s === null)) return null;
  return `${sides.map((s) => (s === null ? '–' : formatNumber(s, locale))).join(' × ')} cm`;
}

export function ProductDetails({ product, locale }: { product: ProductDetail; locale: Locale }) {
  const { t } = useLingui();
  const rows: { name: string; value: string }[] = product.technical.map((a) => ({
    name: a.name,
    value: a.value,
  }));
  const productSize = sizeText(product.productSize, locale);
  const packageSize = sizeText(product.packageSize, locale);
  if (productSize) rows.push({ name: t`Product dimensions`, value: productSize });
  if (product.productSize.weight !== null)
    rows.push({ name: t`Product weight`, value: `${formatNumber(product.productSize.weight, locale)} kg` });
  if (packageSize) rows.push({ name: t`Package dimensions`, value: packageSize });
  if (product.packageSize.weight !== null)
    rows.push({ name: t`Package weight`, value: `${formatNumber(product.packageSize.weight, locale)} kg` });
  if (product.supplierCode) rows.push({ name: t`Supplier code`, value: product.supplierCode });
  if (product.manufacturerCode) rows.push({ name: t`Manufacturer code`, value: product.manufacturerCode });
  return (
    <>
      {product.descriptionHtml ? (
        <section className="product-section" aria-labelledby="description-heading">
          <h2 id="description-heading" className="product-section__title">
            {t`Description`}
          </h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        </section>
      ) : null}
      {rows.length ? (
        <section className="product-section" aria-labelledby="specs-heading">
          <h2 id="specs-heading" className="product-section__title">
            {t`Technical details`}
          </h2>
          <table className="spec-table">
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.pdfs.length ? (
        <section className="product-section" aria-labelledby="files-heading">
          <h2 id="files-heading" className="product-section__title">
            {t`Documents`}
          </h2>
          <ul className="pdf-list">
            {product.pdfs.map((f) => (
              <li key={f.url}>
                <a href={f.url} target="_blank" rel="noreferrer">
                  {f.label || f.url.split('/').pop()} (PDF)
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
