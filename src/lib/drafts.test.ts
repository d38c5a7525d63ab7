import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, readDraft, writeDraft } from '@/lib/drafts';

// A form's draft (lib/drafts.ts): read back only as the form has its fields, and gone with a person's data.

const empty = () => ({ name: '', comment: '', subscribe: false });

beforeEach(() => localStorage.clear());

describe('form drafts', () => {
  it('reads back what was written, field by field as the form has them', () => {
    writeDraft('contact', { name: 'Jüri', comment: 'Kas saab järele tulla?', subscribe: true });
    expect(readDraft('contact', empty())).toEqual({
      name: 'Jüri',
      comment: 'Kas saab järele tulla?',
      subscribe: true,
    });
    // an older shape or a foreign value: what does not fit the form is left out
    localStorage.setItem('draft:contact', JSON.stringify({ name: 7, comment: 'alles', extra: 'x' }));
    expect(readDraft('contact', empty())).toEqual({ name: '', comment: 'alles', subscribe: false });
    localStorage.setItem('draft:contact', '{not json');
    expect(readDraft('contact', empty())).toEqual(empty());
  });

  it('is removed when sent, and every draft with a person’s data', () => {
    writeDraft('contact', { ...empty(), comment: 'a' });
    writeDraft('review:SIM-0001', { ...empty(), comment: 'b' });
    localStorage.setItem('consent', '{"analytics":false}');
    localStorage.setItem('bulkTransportDraft', '{"phone":"+37251234567"}'); // kept by an earlier version
    clearDraft('contact');
    expect(readDraft('contact', empty())).toEqual(empty());
    clearAllDrafts();
    expect(Object.keys(localStorage)).toEqual(['consent']);
  });
});
