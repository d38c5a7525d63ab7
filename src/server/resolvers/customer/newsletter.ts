import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import type { ShopContext } from '@/server/resolvers/context';
import { alreadyExists, inputError } from '@/server/resolvers/errors';
import { newsletterWelcomeMail } from '@/server/mail/newsletter-mails';
import { customerByEmail, customerById, updateCustomer } from '@/server/store/customers';
import {
  firstOrderCoupon,
  guestStatus,
  subscribeGuest,
  type SubscriptionStatus,
} from '@/server/store/newsletter';

// Magento 2.4.7 NewsletterGraphQl subscribeEmailToNewsletter: the same checks in the same order with the same
// messages (Model/SubscribeEmailToNewsletter/Validation.php), guests allowed (newsletter/subscription/allow_guest_subscribe
// on), no confirmation step (need_to_confirm off) so the outcome is SUBSCRIBED. The shop adds a welcome mail
// with the address's personal single-use first-order code (spec §9: 10 %).

const emailSchema = v.pipe(v.string(), v.maxLength(254), v.email());
const isEmail = (s: string) => v.is(emailSchema, s);

export const subscribeEmailToNewsletter = async (
  _: unknown,
  args: { email?: string | null },
  ctx: ShopContext & { reply?: FastifyReply | null },
): Promise<{ status: SubscriptionStatus }> => {
  await ctx.limit('email-check');
  const email = (args.email ?? '').trim();
  if (!email) throw inputError('You must specify an email address to subscribe to a newsletter.');
  if (!isEmail(email)) throw inputError('Enter a valid email address.');

  const customerId = ctx.customer.id();
  const own = customerId !== null ? customerById(ctx.db, customerId) : undefined;
  const ownAddress = !!own && own.email.toLowerCase() === email.toLowerCase();
  // a signed-in customer may not subscribe an address that belongs to another account
  if (own && !ownAddress && customerByEmail(ctx.db, email))
    throw inputError('Cannot create a newsletter subscription.');

  // Magento's subscriber row of the address: an account's own flag or a guest subscription
  const holder = ownAddress ? own : customerByEmail(ctx.db, email);
  if (holder?.is_subscribed || guestStatus(ctx.db, email) === 'SUBSCRIBED')
    throw alreadyExists('This email address is already subscribed.');

  if (ownAddress) updateCustomer(ctx.db, own.id, { is_subscribed: 1, newsletter_email: 1 });
  else if (!subscribeGuest(ctx.db, email, ctx.store))
    throw alreadyExists('This email address is already subscribed.');

  const coupon = firstOrderCoupon(ctx.db, email);
  if (coupon.created) {
    try {
      await ctx.mailer.send(newsletterWelcomeMail(ctx.store, ctx.origin, email, coupon.code));
    } catch (err) {
      ctx.reply?.log.error({ err }, 'newsletter welcome mail failed');
    }
  }
  return { status: 'SUBSCRIBED' };
};
