import { i as cmsPageQueryOptions, n as blogPostsQueryOptions, r as cataloguesQueryOptions, t as blogPostQueryOptions } from "./content-pages-DvfZi5AA.js";
import { n as storesQueryOptions } from "./contact-GDO4dTO-.js";
import { t as ensureCached } from "./ensure-cached-2LKbdQv9.js";
// src/routes/content-loaders.ts
var isOnline = () => typeof navigator === "undefined" || navigator.onLine;
var quietly = (work) => work?.then(() => void 0, () => void 0);
var loadBlogList = ({ context, params, deps }) => quietly(ensureCached(context.queryClient, blogPostsQueryOptions(params.locale, deps.type, deps.page ?? 1), isOnline()));
var loadBlogArticle = ({ context, params }) => quietly(ensureCached(context.queryClient, blogPostQueryOptions(params.locale, params.slug), isOnline()));
var loadInfoPage = ({ context, params }) => quietly(ensureCached(context.queryClient, cmsPageQueryOptions(params.locale, params.slug), isOnline()));
var loadCatalogues = ({ context, params }) => quietly(ensureCached(context.queryClient, cataloguesQueryOptions(params.locale), isOnline()));
var loadCustomerService = ({ context, params }) => Promise.all([quietly(ensureCached(context.queryClient, cmsPageQueryOptions(params.locale, "klienditeenindus"), isOnline())), quietly(ensureCached(context.queryClient, storesQueryOptions(params.locale), isOnline()))]).then(() => void 0);
export { loadBlogArticle, loadBlogList, loadCatalogues, loadCustomerService, loadInfoPage };
