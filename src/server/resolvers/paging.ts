import { inputError } from '@/server/resolvers/errors';

// Magento's paging rules for list queries.

/** Page size cap (Magento's default is 300; this shop keeps pages at most 100 items). */
export const MAX_PAGE_SIZE = 100;

export const checkPaging = (pageSize: number, currentPage: number) => {
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (pageSize > MAX_PAGE_SIZE)
    throw inputError(`pageSize value must be less than or equal to ${MAX_PAGE_SIZE}.`);
};

export const pageInfo = (total: number, pageSize: number, currentPage: number) => ({
  page_size: pageSize,
  current_page: currentPage,
  total_pages: Math.ceil(total / pageSize),
});

/** Magento refuses a page past the end only when there are results at all. */
export const checkPageInRange = (total: number, pageSize: number, currentPage: number) => {
  if (total > 0 && currentPage > Math.ceil(total / pageSize))
    throw inputError(
      `currentPage value ${currentPage} specified is greater than the number of pages available.`,
    );
};
