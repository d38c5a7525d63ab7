import { describe, expect, it } from 'vitest';
import { installMode, isIosSafari } from '@/features/install/install-prompt';

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iphoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const ipadDesktopMode =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('install button mode (issue 3 item 9)', () => {
  const base = { standalone: false, installed: false, canPrompt: false, iosSafari: false };
  it('offers the browser prompt when beforeinstallprompt was held', () => {
    expect(installMode({ ...base, canPrompt: true })).toBe('prompt');
  });
  it('is hidden once installed or running standalone', () => {
    expect(installMode({ ...base, canPrompt: true, installed: true })).toBe('hidden');
    expect(installMode({ ...base, canPrompt: true, standalone: true })).toBe('hidden');
    expect(installMode({ ...base, iosSafari: true, standalone: true })).toBe('hidden');
  });
  it('gives iOS Safari instructions instead, and nothing elsewhere without the event', () => {
    expect(installMode({ ...base, iosSafari: true })).toBe('ios-instructions');
    expect(installMode(base)).toBe('hidden');
  });
  it('detects iOS Safari, including iPadOS in desktop mode', () => {
    expect(isIosSafari(iphoneSafari)).toBe(true);
    expect(isIosSafari(ipadDesktopMode, 5)).toBe(true);
    expect(isIosSafari(ipadDesktopMode, 0)).toBe(false);
    expect(isIosSafari(iphoneChrome)).toBe(false);
    expect(isIosSafari(android)).toBe(false);
  });
});
