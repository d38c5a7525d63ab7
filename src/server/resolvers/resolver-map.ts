import type { GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import type { ShopContext } from '@/server/resolvers/context';
import type { IResolvers } from 'mercurius';
import type { ProductRow } from '@/server/store/catalog-products';
import { blogPostFields, blogQueries } from '@/server/resolvers/blog';
import { categoryFields, categoryQueries } from '@/server/resolvers/categories';
import { contactMutations } from '@/server/resolvers/contact';
import { cmsPageFields, contentQueries } from '@/server/resolvers/content';
import { directoryQueries } from '@/server/resolvers/directory';
import { productFields, resolveProductType } from '@/server/resolvers/product-fields';
import { productTypeFields } from '@/server/resolvers/product-types';
import { listProducts, type ProductsArgs } from '@/server/resolvers/products';
import { reviewMutations, reviewQueries } from '@/server/resolvers/reviews';
import { routingQueries } from '@/server/resolvers/routing';
import { storeConfigFieldResolvers, storeConfigQueries } from '@/server/resolvers/store-config';
import { cartAllMutations, cartQueries, cartTypeResolvers } from '@/server/resolvers/cart/cart-resolvers';
import { withCartAccess } from '@/server/resolvers/cart/cart-access';
import {
  customerFields,
  customerMutations,
  customerQueries,
} from '@/server/resolvers/customer/customer-resolvers';
import { customerCartMutations, customerCartQueries } from '@/server/resolvers/customer/customer-cart';
import { eidMutations } from '@/server/resolvers/customer/eid-resolvers';
import {
  wishlistCustomerFields,
  wishlistMutations,
  wishlistQueries,
} from '@/server/resolvers/customer/wishlist-resolvers';
import { wishlistFields } from '@/server/resolvers/customer/wishlist-shape';
import { paymentMutations, paymentQueries } from '@/server/resolvers/cart/payment-resolvers';
import { vaultMutations, vaultRecaptchaQueries } from '@/server/resolvers/customer/vault-recaptcha';
import {
  companyCustomerFields,
  companyFields,
  companyMutations,
  companyQueries,
} from '@/server/resolvers/company/company-resolvers';
import {
  priceRequestCustomerFields,
  priceRequestMutations,
} from '@/server/resolvers/customer/price-requests';
import {
  companyRegistrationMutations,
  companyRegistrationQueries,
} from '@/server/resolvers/company/company-registration';
import { clubCustomerFields, clubMutations } from '@/server/resolvers/customer/clubs';
import { pwaMetapackageQueries, pwaMetapackageTypes } from '@/server/resolvers/pwa-metapackage';
import { companyCreditFields, companyCreditMutations } from '@/server/resolvers/company/company-credit';

// The whole resolver map handed to mercurius. Interfaces resolve their concrete type from the row.

type Typed = { __typename?: string };
const productType = (obj: ProductRow & Typed) => obj.__typename ?? resolveProductType(obj);

export const buildResolvers = (schema: GraphQLSchema): IResolvers => {
  const productTypes = Object.fromEntries(
    Object.entries(productTypeFields).map(([name, own]) => [name, { ...productFields, ...own }]),
  );
  return {
    Query: {
      ...storeConfigQueries,
      ...categoryQueries,
      ...contentQueries,
      ...blogQueries,
      ...directoryQueries,
      ...reviewQueries,
      ...routingQueries,
      // a search counts against the per-address search limit (issue 15); a plain listing does not
      products: async (_: unknown, args: ProductsArgs, ctx: ShopContext, info: GraphQLResolveInfo) => {
        if (args.search !== undefined && args.search !== null) await ctx.limit('search');
        return listProducts(args, ctx, info);
      },
      ...withCartAccess(cartQueries),
      ...customerQueries,
      ...customerCartQueries,
      ...paymentQueries,
      ...wishlistQueries,
      ...vaultRecaptchaQueries,
      ...companyQueries,
      ...companyRegistrationQueries,
      ...pwaMetapackageQueries,
    },
    Mutation: {
      ...reviewMutations,
      ...withCartAccess(cartAllMutations),
      ...contactMutations,
      ...customerMutations,
      ...customerCartMutations,
      ...eidMutations,
      ...paymentMutations,
      ...wishlistMutations,
      ...vaultMutations,
      ...companyMutations,
      ...companyRegistrationMutations,
      ...priceRequestMutations,
      ...clubMutations,
      ...companyCreditMutations,
    },
    Customer: {
      ...customerFields,
      ...wishlistCustomerFields,
      ...companyCustomerFields,
      ...priceRequestCustomerFields,
      ...clubCustomerFields,
    },
    Company: { ...companyFields, ...companyCreditFields },
    Wishlist: wishlistFields,
    WishlistItemInterface: { resolveType: (obj: Typed) => obj.__typename },
    ...cartTypeResolvers,
    StoreConfig: storeConfigFieldResolvers(schema),
    CategoryTree: categoryFields,
    CmsPage: cmsPageFields,
    BlogPost: blogPostFields,
    ...productTypes,
    ProductInterface: { resolveType: productType },
    PhysicalProductInterface: { resolveType: productType },
    CategoryInterface: { resolveType: () => 'CategoryTree' },
    MediaGalleryInterface: { resolveType: () => 'ProductImage' },
    SwatchDataInterface: { resolveType: (obj: Typed) => obj.__typename },
    AggregationOptionInterface: { resolveType: () => 'AggregationOption' },
    ...pwaMetapackageTypes,
    RoutableInterface: {
      resolveType: (obj: Typed & Partial<ProductRow>) =>
        obj.__typename ?? (obj.type_id ? resolveProductType(obj as ProductRow) : 'CategoryTree'),
    },
  } as unknown as IResolvers;
};
