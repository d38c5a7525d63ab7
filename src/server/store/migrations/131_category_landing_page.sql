-- 131_category_landing_page: a category's landing CMS block (Magento's category attribute landing_page, shown
-- by display modes "Static block" and "Static block and products"; GraphQL CategoryInterface.cms_block).
ALTER TABLE categories ADD COLUMN landing_page INTEGER REFERENCES cms_blocks(id);
