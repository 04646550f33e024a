import { compileErrors, validate as validateOpenApi } from '@readme/openapi-parser';
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { authenticate } from '../accounts';
import { app } from '../app';
import { refusalReasons } from '../lib/refusal';
import { validate } from '../middleware/validate';
import { apiRoutes, describedRoutes, openApiDocument, routeKey, type OpenApiDocument } from './openapi';

type Operation = Record<string, unknown> & {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string }>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

async function described() {
  const res = await app.request('/api/openapi.json', {}, env);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  return (await res.json()) as OpenApiDocument;
}

/** Every operation of the description, by "METHOD /api/path" with its parameters' names left out. */
function operations(document: OpenApiDocument) {
  const found = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.includes(method))
        found.set(`${method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{}')}`, operation as Operation);
    }
  }
  return found;
}

/** The app's own routes under /api (what a request can reach), as `operations` names them. */
const appRoutes = () =>
  apiRoutes(app.routes).map(({ method, path }) => `${method} ${path.replace(/:\w+(\{[^/]*\})?\??/g, '{}')}`);

const operation = async (key: string) => {
  const found = operations(await described()).get(key);
  if (!found) throw new Error(`${key} is not described.`);
  return found;
};

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 description', async () => {
    const document = await described();
    expect(document.openapi).toBe('3.1.0');
    const result = await validateOpenApi(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it("describes every route of the API, and nothing that isn't one", async () => {
    const keys = [...operations(await described()).keys()].sort();
    expect(keys).toEqual([...new Set(appRoutes())].sort());
    // The description of itself and the reference page are routes like the others.
    expect(keys).toEqual(expect.arrayContaining(['GET /api/openapi.json', 'GET /api/docs']));
  });

  it('gives every route a summary and a group from the table, which names no route the app lacks', () => {
    const routes = apiRoutes(app.routes).map(routeKey).sort();
    // A new route needs its line in worker/site/openapi.ts; a removed one takes its line away.
    expect(describedRoutes().sort()).toEqual(routes);
  });

  it('gives every operation a summary, a group, a unique id and the refusal as its failure', async () => {
    const document = await described();
    const ids = new Set<string>();
    for (const [key, op] of operations(document)) {
      expect(op.summary, key).toMatch(/\S/);
      expect(op.tags?.[0], key).not.toBe('Other');
      expect(
        document.tags.map((tag) => tag.name),
        key,
      ).toContain(op.tags?.[0]);
      expect(ids.has(op.operationId), `${key}: ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      const failure = op.responses.default?.$ref;
      expect(failure, key).toBe(
        key.includes('upload') ? '#/components/responses/ImgbbError' : '#/components/responses/Refusal',
      );
    }
  });

  it('describes a refusal with every reason there is', async () => {
    const { components } = await described();
    const refusal = (
      components.schemas as Record<string, { required: string[]; properties: Record<string, { enum?: string[] }> }>
    ).Refusal!;
    expect(refusal.required).toEqual(['reason', 'params', 'message']);
    expect(refusal.properties.reason!.enum).toEqual(refusalReasons);
    expect(Object.keys(refusal.properties)).toEqual(expect.arrayContaining(['issues', 'retryAt']));
  });

  it("asks for the access token where a route's middleware reads it, and for nothing where none does", async () => {
    const document = await described();
    const security = (key: string) =>
      operations(document)
        .get(key)
        ?.security?.flatMap((s) => Object.keys(s)) ?? [];
    // Its own middleware, and middleware mounted over a path (`/dashboard/*`).
    for (const key of [
      'POST /api/bookings',
      'PATCH /api/product/{}',
      'GET /api/users/me',
      'GET /api/dashboard/allbuyer',
    ]) {
      expect(security(key), key).toEqual(['accessToken']);
    }
    expect(security('GET /api/jwt')).toEqual(['firebaseIdToken']);
    expect(security('POST /api/upload')).toEqual(['accessToken', 'imgbbKey']);
    expect(security('GET /api/conversations/{}/socket')).toEqual(['socketProtocol']);
    for (const key of ['GET /api/categories', 'GET /api/allproduct', 'GET /api/health', 'POST /api/stripe/webhook']) {
      expect(security(key), key).toEqual([]);
    }
    expect(document.components.securitySchemes).toMatchObject({
      accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
  });

  it('takes parameters and bodies from the zod schemas the routes validate with', async () => {
    const list = await operation('GET /api/allproduct');
    expect(list.parameters).toEqual(
      expect.arrayContaining([
        {
          name: 'limit',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 100, default: 24 },
        },
        expect.objectContaining({
          name: 'sort',
          in: 'query',
          schema: expect.objectContaining({ enum: ['newest', 'price-asc', 'price-desc'] }),
        }),
      ]),
    );
    const publish = await operation('POST /api/product');
    const body = publish.requestBody!.content['application/json']!.schema as {
      required: string[];
      properties: Record<string, Record<string, unknown>>;
    };
    expect(body.required).toEqual(expect.arrayContaining(['name', 'price', 'categoryId', 'img']));
    expect(body.properties.price).toMatchObject({ type: 'number', minimum: 0 });
    expect(publish.responses).toHaveProperty('201');
    expect(publish.responses['400']).toEqual({ $ref: '#/components/responses/InvalidInput' });
    // A path parameter from its schema, and one no schema reads.
    expect((await operation('GET /api/bookings/{}')).parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 64 } },
    ]);
    expect((await operation('GET /api/images/{}')).parameters).toEqual([
      { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('names the parameter of templates that differ only in names once (`/product/{id}`)', async () => {
    const paths = Object.keys((await described()).paths);
    expect(paths).toContain('/api/product/{id}');
    expect(paths).not.toContain('/api/product/{sellerEmail}');
    expect(paths.filter((path) => path.includes('{')).every((path) => !path.includes(':'))).toBe(true);
  });

  it('is kept by the isolate, and cacheable', async () => {
    const res = await app.request('/api/openapi.json', {}, env);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(await res.text()).toBe(JSON.stringify(await described()));
  });
});

describe('openApiDocument', () => {
  it('describes a route missing from the table by its method and path, so the test above catches it', () => {
    const routes = new Hono()
      .route(
        '/api',
        new Hono()
          .use('/things/*', authenticate())
          .post('/things/:id/polish', validate('json', z.object({ shine: z.number().int().min(1) })), (c) =>
            c.json({}),
          ),
      )
      .get('/outside', (c) => c.text('not the API')).routes;
    const document = openApiDocument(routes);
    expect(Object.keys(document.paths)).toEqual(['/api/things/{id}/polish']);
    expect(document.paths['/api/things/{id}/polish']!.post).toMatchObject({
      summary: 'Post things by id polish',
      tags: ['Other'],
      security: [{ accessToken: [] }],
      parameters: [{ name: 'id', in: 'path', required: true }],
      requestBody: {
        content: {
          'application/json': {
            schema: { type: 'object', properties: { shine: { type: 'integer', minimum: 1 } }, required: ['shine'] },
          },
        },
      },
    });
  });
});

describe('GET /api/docs', () => {
  it('is a page of every operation, its parameters, and every refusal, loading nothing', async () => {
    const res = await app.request('/api/docs', {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    // The API's strict policy applies: the page needs no script, style or font.
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).not.toMatch(/<script|<link|<style|\sstyle=/i);
    const document = await described();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(html, `${method} ${path}`).toContain(`<code>${method.toUpperCase()} ${path}</code>`);
        expect(html).toContain(`id="${(op as Operation).operationId}"`);
      }
    }
    for (const reason of refusalReasons) expect(html).toContain(`<code>${reason}</code>`);
    expect(html).toContain('<code>limit</code>');
  });

  it('escapes every text it shows', async () => {
    const html = await (await app.request('/api/docs', {}, env)).text();
    // Summaries with apostrophes, and texts with <token> in them.
    expect(html).toContain('Read the deployment&#39;s settings');
    expect(html).toContain('Bearer &lt;token&gt;');
    expect(html).not.toContain('Bearer <token>');
  });
});
