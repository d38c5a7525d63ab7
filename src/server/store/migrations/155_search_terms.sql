-- 155_search_terms: the PWA metapackage's searchTerm(Search) reads how often a text was searched in a store
-- view (Magento's search_query.popularity) from the searches recorded in search_events; this index keeps
-- that a lookup however long the table grows.
CREATE INDEX search_events_search_term ON search_events (locale, term COLLATE NOCASE) WHERE type = 'search';
