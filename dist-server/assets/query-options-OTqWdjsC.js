// src/commerce/query-options.ts
var queryOptions = ((options) => options);
export { queryOptions as t };
