import { t as TypedDocumentString } from "./_graphql-document-class-Br0o3Vhe.js";
import { t as queryOptions } from "./query-options-OTqWdjsC.js";
import { r as commerceRequest } from "./client-UmumqDEx.js";
// src/commerce/category-tree.ts
var CategoryTreeQuery = new TypedDocumentString(`
    query CategoryTree {
  categoryList(filters: {}) {
    uid
    children {
      ...CategoryNodeFields
      children {
        ...CategoryNodeFields
        children {
          ...CategoryNodeFields
          children {
            ...CategoryNodeFields
            children {
              ...CategoryNodeFields
            }
          }
        }
      }
    }
  }
}
    fragment CategoryNodeFields on CategoryTree {
  uid
  name
  url_path
  url_suffix
  product_count
  position
}`);
var toCategoryNode = (n) => ({
	uid: n.uid,
	name: n.name ?? "",
	urlPath: n.url_path ?? "",
	urlSuffix: n.url_suffix ?? "",
	productCount: n.product_count ?? 0,
	children: (n.children ?? []).filter((c) => !!c).sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map(toCategoryNode)
});
/** The departments (children of the root) with up to four more levels below them. */
var categoryTreeQueryOptions = (locale) => queryOptions({
	queryKey: [
		"catalog",
		"tree",
		locale
	],
	queryFn: ({ signal }) => commerceRequest(CategoryTreeQuery, {}, {
		signal,
		locale
	}).then((d) => (d.categoryList ?? []).flatMap((root) => root ? toCategoryNode(root).children : [])),
	staleTime: 6e5
});
/**
* The categories to offer when a search finds nothing: the sub-categories of the departments with the
* widest choice (product_count), at most `count`.
*/
var popularCategories = (departments, count = 8) => departments.flatMap((d) => d.children).filter((c) => c.productCount > 0).sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name)).slice(0, count);
export { popularCategories as n, toCategoryNode as r, categoryTreeQueryOptions as t };
