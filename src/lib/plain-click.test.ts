import { isPlainClick } from '@/lib/plain-click';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('is true for a plain primary click', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves modified and non-primary clicks to the browser (new tab, window, download)', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainClick({ ...click, [modifier]: true })).toBe(false);
    }
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
