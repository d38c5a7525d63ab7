import type { Db } from '@/server/store/db';
import { startTestServer, type TestServer } from './http-fixtures';

// The content service (spec §7) and the "Unknown middleware" answer (spec §8).

const TICKER_ET = {
  text: 'Talvehooaja soodustused kuni -30%',
  direction: 'left',
  speedOfRolling: 5,
  url: '/et/kampaaniad/talv',
};
const TICKER_RU = {
  text: 'Зимние скидки до -30%',
  direction: 'left',
  speedOfRolling: 5,
  url: '/ru/kampaaniad/talv',
};

function fill(db: Db) {
  const insert = db.prepare("INSERT INTO content_items (type, locale, data) VALUES ('tickerBanner', ?, ?)");
  insert.run('et', JSON.stringify(TICKER_ET));
  insert.run('ru', JSON.stringify(TICKER_RU));
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ prepare: fill });
});
afterAll(async () => s.close());

describe('content item', () => {
  it('answers the integration convention: POST with an array body', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/content/item',
      payload: [{ contentType: 'tickerBanner', locale: 'ru' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: TICKER_RU });
  });

  it('answers GET ?type=&locale= too, et by default', async () => {
    expect((await s.app.inject({ url: '/api/content/item?type=tickerBanner&locale=et' })).json()).toEqual({
      data: TICKER_ET,
    });
    expect((await s.app.inject({ url: '/api/content/item?type=tickerBanner' })).json()).toEqual({
      data: TICKER_ET,
    });
  });

  it('gives data null for a content type that has no item', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/content/item',
      payload: [{ contentType: 'heroSlider', locale: 'et' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('refuses a missing content type or an unknown locale with 400', async () => {
    const noType = await s.app.inject({
      method: 'POST',
      url: '/api/content/item',
      payload: [{ locale: 'et' }],
    });
    expect(noType.statusCode).toBe(400);
    const badLocale = await s.app.inject({ url: '/api/content/item?type=tickerBanner&locale=fi' });
    expect(badLocale.statusCode).toBe(400);
    const notJson = await s.app.inject({
      method: 'POST',
      url: '/api/content/item',
      headers: { 'content-type': 'application/json' },
      payload: '[{',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('unknown middleware', () => {
  it.each([
    ['POST', '/api/loyalty/points'],
    ['GET', '/api/unknown/method'],
    ['POST', '/api/klevu/nothing'],
  ] as const)('%s %s → 500 "Unknown middleware" (spec §8)', async (method, url) => {
    const res = await s.app.inject({ method, url, payload: method === 'POST' ? [] : undefined });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Unknown middleware' });
  });
});
