// vite-plugin-pwa's options: the web app manifest (Estonian, the default locale; installable with icons,
// screenshots for the install dialog and shortcuts to search and the cart) and the service worker built
// from sw/sw.ts with the precache manifest injected (injectManifest), so every page of the shell works
// offline. Registration is the app's own (src/features/offline/register-sw.ts): it prompts for updates.
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  // Icons and the manifest are added to the precache by the plugin itself (TOOLCHAIN.md); the apple-touch
  // icon is not in the manifest, so it is listed here. Screenshots stay out (large, only used by the install
  // dialog while online).
  includeAssets: ['apple-touch-icon.png', 'robots.txt'],
  manifest: {
    id: '/et',
    name: 'Ehituspood',
    short_name: 'Ehituspood',
    description: 'Ehitus-, remondi- ja kodukaubad – ka poes ja objektil, kui võrk kaob.',
    lang: 'et',
    dir: 'ltr',
    start_url: '/et',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#1d4f91',
    background_color: '#ffffff',
    categories: ['shopping'],
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/screenshots/narrow.png',
        sizes: '412x915',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Ehituspood telefonis',
      },
      {
        src: '/screenshots/wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Ehituspood arvutis',
      },
    ],
    shortcuts: [
      {
        name: 'Otsi tooteid',
        short_name: 'Otsing',
        url: '/et/search',
        icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Ostukorv',
        short_name: 'Ostukorv',
        url: '/et/checkout',
        icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,woff2}'],
    globIgnores: ['screenshots/**'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
  devOptions: { enabled: false },
};
