import { startTestServer, type TestServer } from './http-fixtures';
import { SMART_ID_SIM_BASE, MOBILE_ID_SIM_BASE } from '@/server/eid/simulators';

// Issue 15 item 1: every GET endpoint that reads its querystring checks it with a schema, so a repeated,
// missing or wrong-typed parameter is a 400 that names it, never a 500 or a silently wrong answer.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('GET querystrings are validated', () => {
  it.each([
    ['/api/klevu/search?term=kruvi&term=naael', 'term'],
    ['/api/klevu/search?term=kruvi&sort=name_asc&sort=price_asc', 'sort'],
    ['/api/content/item?contentType=tickerBanner&contentType=x', 'contentType'],
    ['/api/content/item?contentType=tickerBanner&locale=et&locale=ru', 'locale'],
    ['/api/content/items?type=catalogue&type=x', 'type'],
    ['/api/content/items?type=catalogue&locale=et&locale=ru', 'locale'],
    [`/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}&query=x`, 'query'],
    [`${SMART_ID_SIM_BASE}/session/abc?timeoutMs=1&timeoutMs=2`, 'timeoutMs'],
    [`${MOBILE_ID_SIM_BASE}/authentication/session/abc?timeoutMs=1&timeoutMs=2`, 'timeoutMs'],
  ])('a repeated parameter: %s', async (url, name) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(name);
  });

  it('a missing required parameter', async () => {
    const res = await get('/api/content/items?locale=et');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("required property 'type'");
  });

  it.each([
    `${SMART_ID_SIM_BASE}/session/abc?timeoutMs=soon`,
    `${MOBILE_ID_SIM_BASE}/authentication/session/abc?timeoutMs=-5`,
    '/api/content/items?type=catalogue&locale=de',
    `/api/content/item?contentType=${'x'.repeat(65)}`,
  ])('a wrong-typed or out-of-range parameter: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
  });

  it('well-formed queries still answer, and unknown extra parameters are ignored', async () => {
    const items = await get('/api/content/items?type=catalogue&locale=et&utm_source=x&utm_source=y');
    expect(items.statusCode).toBe(200);
    expect(items.json()).toMatchObject({ data: expect.any(Array) });
    const item = await get('/api/content/item?contentType=tickerBanner&locale=ru');
    expect(item.statusCode).toBe(200);
    const search = await get('/api/klevu/search?term=kruvi&limit=5&offset=0&sort=price_asc');
    expect(search.statusCode).toBe(200);
    const sim = await get(`${SMART_ID_SIM_BASE}/session/unknown?timeoutMs=0`);
    expect(sim.statusCode).toBe(404);
  });
});
