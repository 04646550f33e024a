import { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import type { AppEnv } from '../env';
import { apiDocsPage } from './api-docs-page';
import { openApiDocument, type OpenApiDocument } from './openapi';

/**
 * GET /api/openapi.json and GET /api/docs (docs/decisions/025-openapi.md): the API's description,
 * made on the first request from the routes of the app that mounts these (read then: they are all
 * there by then) and kept by the isolate, as the routes never change in one.
 */
export function openApiRoutes(app: { readonly routes: readonly RouterRoute[] }) {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const described = () => (document ??= openApiDocument(app.routes));
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(described());
    })
    .get('/docs', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.html((page ??= apiDocsPage(described())));
    });
}
