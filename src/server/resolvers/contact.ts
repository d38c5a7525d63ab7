import { customerServiceEmail } from '@/server/mail/service-addresses';
import * as v from 'valibot';
import { saveContactMessage } from '@/server/store/contact-messages';
import type { ShopContext } from '@/server/resolvers/context';
import { inputError } from '@/server/resolvers/errors';

// Magento's contactUs (ContactGraphQl): fields trimmed, then its checks in its order and with its
// messages. The message is stored first and then mailed to customer service; a mail failure is logged and
// the customer still gets status true (Magento answers an error there, but the message is not lost here,
// and a retry would only send it twice).

const LIMITS = { name: 255, email: 254, telephone: 30, comment: 5000 } as const;
const isEmail = (s: string) => v.safeParse(v.pipe(v.string(), v.email()), s).success;

interface ContactUsArgs {
  input: { name: string; email: string; telephone?: string | null; comment: string };
}

export const contactMutations = {
  contactUs: async (_: unknown, args: ContactUsArgs, ctx: ShopContext) => {
    await ctx.limit('message');
    const name = args.input.name.trim();
    const email = args.input.email.trim();
    const telephone = (args.input.telephone ?? '').trim();
    const comment = args.input.comment.trim();
    if (!isEmail(email) || email.length > LIMITS.email)
      throw inputError('The email address is invalid. Verify the email address and try again.');
    if (name === '') throw inputError('Name field is required.');
    if (comment === '') throw inputError('Comment field is required.');
    for (const [field, value] of Object.entries({ name, telephone, comment }))
      if (value.length > LIMITS[field as keyof typeof LIMITS])
        throw inputError(
          `"${field}" must not be longer than ${LIMITS[field as keyof typeof LIMITS]} characters.`,
        );
    const number = saveContactMessage(ctx.db, {
      store: ctx.store,
      name,
      email,
      telephone: telephone || null,
      comment,
    });
    try {
      await ctx.mailer.send({
        to: customerServiceEmail(),
        replyTo: email,
        subject: `Kontaktivorm nr ${number}: ${name}`,
        text: `Nimi: ${name}\nE-post: ${email}\nTelefon: ${telephone || '-'}\nKeel: ${ctx.store}\n\n${comment}\n`,
      });
    } catch (error) {
      console.error('contactUs mail failed', error);
    }
    return { status: true };
  },
};
