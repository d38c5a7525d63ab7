/**
 * Marks a message the shopper reads (a cart, delivery or order message shown in the storefront). The
 * server speaks English like Magento; the lint rule shop/translated-server-message
 * (scripts/eslint/server-messages.js) requires each marked message to be translated in the storefront's
 * et and ru catalogs, so none reaches a shopper in English.
 */
export const shopperText = (message: string): string => message;
