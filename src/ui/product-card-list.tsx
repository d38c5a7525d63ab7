// A plain list of product cards (last viewed, a blog article's products): each links to its product page
// under the locale and navigates inside the app on a plain click.
import { ProductCard, type ProductCardData } from '@/ui/product-card';
import { useClientNavigation } from '@/ui/use-client-navigation';

export function ProductCardList({
  products,
  locale,
  className,
}: {
  products: readonly ProductCardData[];
  locale: string;
  className: string;
}) {
  const navigateOnClick = useClientNavigation();
  return (
    <ul className={className}>
      {products.map((product) => {
        const href = `/${locale}${product.path}`;
        return (
          <li key={product.uid}>
            <ProductCard product={product} href={href} onOpen={navigateOnClick(href)} />
          </li>
        );
      })}
    </ul>
  );
}
