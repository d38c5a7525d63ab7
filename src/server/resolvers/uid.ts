import { inputError } from '@/server/resolvers/errors';

// Magento uids are base64 of the entity id (categories, products) or of a path ("configurable/93/12").
export const toUid = (value: string | number) => Buffer.from(String(value), 'utf8').toString('base64');

export const fromUid = (uid: string): string => {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) throw inputError(`Value of uid "${uid}" is incorrect.`);
  return Buffer.from(uid, 'base64').toString('utf8');
};

export const idFromUid = (uid: string): number => {
  const id = Number(fromUid(uid));
  if (!Number.isInteger(id) || id <= 0) throw inputError(`Value of uid "${uid}" is incorrect.`);
  return id;
};
