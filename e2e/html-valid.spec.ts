/**
 * Every public page's HTML, as the Worker serves it, is valid (issue 63): a crawler, a link preview
 * or a screen reader reads it before any JavaScript has run. html-validate checks it with
 * .htmlvalidate.json: its recommended and full-document rules, with these exceptions:
 * - html-validate:prettier: index.html is formatted by Prettier, and React writes void elements as
 *   `<img ... />` too; `<!doctype html>` and self-closed void elements are valid HTML.
 * - attr-case allows camelCase: React's server renderer writes some attributes by their DOM
 *   property's name (srcSet, fetchPriority, maxLength); HTML attribute names ignore case.
 * - no-trailing-whitespace: removing an element with HTMLRewriter (the description a page replaces)
 *   leaves its indentation behind: whitespace, not markup.
 * - require-sri: every script and stylesheet is our own, same-origin and held by the CSP; SRI is for
 *   files from another origin.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate, type ConfigData, type Message } from 'html-validate';
import { LANGUAGE_COOKIE } from '../shared/domain';

const validator = new HtmlValidate(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData);

async function firstListing(request: APIRequestContext) {
  const [listing] = (await (await request.get('/api/allproduct?limit=1')).json()) as {
    _id: string;
    sellerId: string;
  }[];
  return listing!;
}

/** The public pages: each one's path (from the seeded data where it takes an id) and its status. */
const publicPages: { name: string; path: (request: APIRequestContext) => Promise<string>; status: number }[] = [
  { name: 'the home page', path: async () => '/', status: 200 },
  { name: 'all products', path: async () => '/allproduct', status: 200 },
  {
    name: 'a category',
    path: async (request) => {
      const [category] = (await (await request.get('/api/categories')).json()) as { _id: string }[];
      return `/products/${category!._id}`;
    },
    status: 200,
  },
  {
    name: "a seller's profile",
    path: async (request) => `/seller/${(await firstListing(request)).sellerId}`,
    status: 200,
  },
  { name: 'a listing', path: async (request) => `/listing/${(await firstListing(request))._id}`, status: 200 },
  { name: 'the guides page', path: async () => '/blogs', status: 200 },
  { name: 'the login page', path: async () => '/login', status: 200 },
  { name: 'a page that is not there', path: async () => '/no-such-page', status: 404 },
];

/** A Bangla page's own address: `/bn`, `/bn/allproduct`. */
const banglaAddress = (path: string) => (path === '/' ? '/bn' : `/bn${path}`);

/** Each error as one line: the rule, its message, where (line:column of which page) and the markup there. */
function described(messages: Message[], html: string, page: string) {
  return messages.map(
    ({ ruleId, message, line, column, offset }) =>
      `${ruleId}: ${message} (line ${line}:${column} of ${page}) at ${html.slice(offset, offset + 100).replace(/\s+/g, ' ')}`,
  );
}

for (const { name, path, status } of publicPages) {
  test(`${name} is valid HTML, in English and in Bangla`, async ({ request }) => {
    const at = await path(request);
    // Bangla addresses are checked wherever the Worker serves them (`/bn` answers the home page).
    const hasBanglaAddresses = (await request.get('/bn')).status() === 200;
    const asked = [
      { page: at, url: at, cookie: '' },
      { page: `${at} with ${LANGUAGE_COOKIE}=bn`, url: at, cookie: `${LANGUAGE_COOKIE}=bn` },
      ...(hasBanglaAddresses ? [{ page: banglaAddress(at), url: banglaAddress(at), cookie: '' }] : []),
    ];
    const errors: string[] = [];
    for (const { page, url, cookie } of asked) {
      const response = await request.get(url, { headers: cookie ? { cookie } : {} });
      expect(response.status(), page).toBe(status);
      expect(response.headers()['content-type'], page).toMatch(/^text\/html/);
      const html = await response.text();
      const report = await validator.validateString(html, page);
      // Errors only: a warning (a deprecated rule's) does not fail the page.
      const found = report.results.flatMap((result) => result.messages).filter((message) => message.severity === 2);
      errors.push(...described(found, html, page));
    }
    expect(errors).toEqual([]);
  });
}
