// Parses the optimiser path's modifier segment: `/img/<modifiers>/<path>` with modifiers like
// `s_216x268,f_webp,q_80,fit_cover,b_ffffff` (spec §7: size, format, quality, fit, background;
// spec §9: formats webp, avif, jpg, jpeg, png, gif).

export const IMAGE_FORMATS = ['webp', 'avif', 'jpg', 'jpeg', 'png', 'gif'] as const;
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
/** Largest width or height the optimiser renders: bigger requests are refused, not clamped (abuse guard). */
export const MAX_IMAGE_SIDE = 2048;

export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png' | 'gif';
export type ImageFit = (typeof IMAGE_FITS)[number];

export interface ImageModifiers {
  width?: number;
  height?: number;
  format: ImageFormat;
  quality: number;
  fit: ImageFit;
  /** Background as 6 lowercase hex digits, or undefined for transparent (opaque formats use white). */
  background?: string;
}

export type ParseResult = { ok: true; value: ImageModifiers } | { ok: false; error: string };

const DEFAULT_QUALITY = 80;

function parseSide(raw: string, name: string): number | string {
  if (!/^\d{1,5}$/.test(raw)) return `${name} must be a whole number of pixels, got "${raw}"`;
  const n = Number(raw);
  if (n < 1 || n > MAX_IMAGE_SIDE) return `${name} must be between 1 and ${MAX_IMAGE_SIDE}, got ${n}`;
  return n;
}

/** Parses a modifier segment; `_` alone means "no modifiers" (original size, default format). */
export function parseImageModifiers(segment: string): ParseResult {
  const out: ImageModifiers = { format: 'webp', quality: DEFAULT_QUALITY, fit: 'cover' };
  if (segment === '_' || segment === '') return { ok: true, value: out };
  const seen = new Set<string>();
  for (const token of segment.split(',')) {
    const sep = token.indexOf('_');
    if (sep <= 0) return { ok: false, error: `Unknown image modifier "${token}"` };
    const key = token.slice(0, sep);
    const value = token.slice(sep + 1);
    if (seen.has(key)) return { ok: false, error: `Image modifier "${key}" given twice` };
    seen.add(key);
    switch (key) {
      case 's': {
        const m = /^(\d+)x(\d+)$/.exec(value);
        if (!m) return { ok: false, error: `Size must look like s_216x268, got "${token}"` };
        const w = parseSide(m[1] ?? '', 'Width');
        const h = parseSide(m[2] ?? '', 'Height');
        if (typeof w === 'string') return { ok: false, error: w };
        if (typeof h === 'string') return { ok: false, error: h };
        out.width = w;
        out.height = h;
        break;
      }
      case 'w':
      case 'h': {
        const n = parseSide(value, key === 'w' ? 'Width' : 'Height');
        if (typeof n === 'string') return { ok: false, error: n };
        if (key === 'w') out.width = n;
        else out.height = n;
        break;
      }
      case 'f': {
        if (!(IMAGE_FORMATS as readonly string[]).includes(value)) {
          return { ok: false, error: `Format must be one of ${IMAGE_FORMATS.join(', ')}, got "${value}"` };
        }
        out.format = value === 'jpg' ? 'jpeg' : (value as ImageFormat);
        break;
      }
      case 'q': {
        if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > 100) {
          return { ok: false, error: `Quality must be a whole number from 1 to 100, got "${value}"` };
        }
        out.quality = Number(value);
        break;
      }
      case 'fit': {
        if (!(IMAGE_FITS as readonly string[]).includes(value)) {
          return { ok: false, error: `Fit must be one of ${IMAGE_FITS.join(', ')}, got "${value}"` };
        }
        out.fit = value as ImageFit;
        break;
      }
      case 'b': {
        const hex = value.toLowerCase();
        if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/.test(hex)) {
          return { ok: false, error: `Background must be 3 or 6 hex digits like b_ffffff, got "${value}"` };
        }
        out.background = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
        break;
      }
      default:
        return { ok: false, error: `Unknown image modifier "${key}" (use s, w, h, f, q, fit, b)` };
    }
  }
  return { ok: true, value: out };
}

/** A canonical string for the cache key: equal renderings give equal keys whatever the token order. */
export function canonicalModifiers(m: ImageModifiers): string {
  return [m.width ?? '', m.height ?? '', m.format, m.quality, m.fit, m.background ?? ''].join('|');
}

export const IMAGE_MIME: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};
