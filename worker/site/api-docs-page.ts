/**
 * GET /api/docs: the API's reference as one page, rendered here from the OpenAPI description. It
 * loads nothing (no script, stylesheet or font): it is answered under the API's own CSP
 * (`default-src 'none'`, middleware/data-security-headers.ts), which admits none, and it works offline.
 */
import { refusalReasons, refusalRules } from '../lib/refusal';
import type { OpenApiDocument } from './openapi';

type Json = Record<string, unknown>;

const escapeHtml = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** `code` spans of a description as <code>, the rest escaped. */
const prose = (text: unknown) => escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => `<code>${code}</code>`);

const anchor = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-');

const asJson = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** A schema in a few words: its type and its rules (`string, 1–64 characters`, `one of: a, b`). */
export function schemaWords(input: unknown): string {
  const schema = asJson(input);
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      const nonNull = options.filter((option) => asJson(option).type !== 'null');
      const words = nonNull.map(schemaWords).join(' or ');
      return nonNull.length < options.length ? `${words}, or null` : words;
    }
  }
  const rules: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  let type = types.filter((t) => t !== 'null').join(' or ') || (schema.const !== undefined ? '' : 'any');
  if (type === 'array') type = `list of ${schemaWords(schema.items)}`;
  if (types.includes('null')) rules.push('or null');
  if (schema.const !== undefined) rules.push(`exactly ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum)) rules.push(`one of: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) rules.push(`${min}–${max}${unit}`);
    else if (min !== undefined) rules.push(`at least ${min}${unit}`);
    else if (max !== undefined) rules.push(`at most ${max}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minItems, schema.maxItems, ' items');
  // zod bounds a plain integer by the safe range: no rule a reader needs.
  const safe = (bound: unknown) => (Math.abs(Number(bound)) === Number.MAX_SAFE_INTEGER ? undefined : bound);
  range(safe(schema.minimum), safe(schema.maximum), '');
  if (typeof schema.format === 'string') rules.push(`format ${schema.format}`);
  if (typeof schema.pattern === 'string') rules.push(`matching ${schema.pattern}`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return [type, ...rules].filter(Boolean).join(', ');
}

const table = (head: string[], rows: string[][]) =>
  `<table border="1"><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

function parametersHtml(parameters: unknown) {
  if (!Array.isArray(parameters) || parameters.length === 0) return '';
  const rows = parameters.map((raw) => {
    const p = asJson(raw);
    return [
      `<code>${escapeHtml(p.name)}</code>`,
      escapeHtml(p.in),
      p.required ? 'yes' : 'no',
      escapeHtml(schemaWords(p.schema)) + (p.description ? `<br>${prose(p.description)}` : ''),
    ];
  });
  return `<h4>Parameters</h4>${table(['Name', 'In', 'Required', 'Value'], rows)}`;
}

function bodyHtml(requestBody: unknown) {
  const body = asJson(requestBody);
  const content = asJson(body.content);
  const types = Object.keys(content);
  if (types.length === 0) return '';
  const schema = asJson(asJson(content[types[0]!]).schema);
  const properties = asJson(schema.properties);
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const fields = Object.entries(properties).map(([name, property]) => [
    `<code>${escapeHtml(name)}</code>`,
    required.has(name) ? 'yes' : 'no',
    escapeHtml(schemaWords(property)) +
      (asJson(property).description ? `<br>${prose(asJson(property).description)}` : ''),
  ]);
  return [
    `<h4>Body</h4><p>${types.map((t) => `<code>${escapeHtml(t)}</code>`).join(' or ')}${
      body.description ? `: ${prose(body.description)}` : ''
    }</p>`,
    fields.length > 0 ? table(['Field', 'Required', 'Value'], fields) : `<p>${escapeHtml(schemaWords(schema))}</p>`,
  ].join('');
}

function responsesHtml(responses: unknown, document: OpenApiDocument) {
  const shared = asJson(document.components.responses);
  const items = Object.entries(asJson(responses)).map(([status, raw]) => {
    const response = asJson(raw);
    const ref = typeof response.$ref === 'string' ? response.$ref.split('/').pop()! : null;
    const description = ref ? asJson(shared[ref]).description : response.description;
    return `<li><strong>${escapeHtml(status)}</strong>: ${prose(description ?? '')}</li>`;
  });
  return `<h4>Answers</h4><ul>${items.join('')}</ul>`;
}

function securityHtml(security: unknown, document: OpenApiDocument) {
  if (!Array.isArray(security) || security.length === 0) return '<p>Anyone may call it: no token.</p>';
  const schemes = asJson(document.components.securitySchemes);
  const ways = security.flatMap((requirement) => Object.keys(asJson(requirement)));
  return `<p>Needs ${ways.map((way) => prose(asJson(schemes[way]).description ?? way)).join(' Or ')}</p>`;
}

/** The reference page of the API, from its OpenAPI description; every text in it is escaped. */
export function apiDocsPage(document: OpenApiDocument) {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
  const byTag = document.tags
    .map((tag) => ({
      ...tag,
      operations: operations.filter(({ operation }) => (operation.tags as string[] | undefined)?.[0] === tag.name),
    }))
    .filter((tag) => tag.operations.length > 0);
  const contents = byTag
    .map(
      (tag) =>
        `<li><a href="#tag-${anchor(tag.name)}">${escapeHtml(tag.name)}</a><ul>${tag.operations
          .map(
            ({ path, method, operation }) =>
              `<li><a href="#${anchor(String(operation.operationId))}"><code>${method} ${escapeHtml(path)}</code></a> ${escapeHtml(operation.summary)}</li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = byTag
    .map(
      (tag) =>
        `<section id="tag-${anchor(tag.name)}"><h2>${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>${tag.operations
          .map(
            ({ path, method, operation }) =>
              `<article id="${anchor(String(operation.operationId))}"><h3><code>${method} ${escapeHtml(path)}</code></h3>` +
              `<p><strong>${escapeHtml(operation.summary)}</strong>${operation.description ? ` ${prose(operation.description)}` : ''}</p>` +
              securityHtml(operation.security, document) +
              parametersHtml(operation.parameters) +
              bodyHtml(operation.requestBody) +
              responsesHtml(operation.responses, document) +
              '</article>',
          )
          .join('<hr>')}</section>`,
    )
    .join('');
  const reasons = table(
    ['Reason', 'Status', 'Text'],
    refusalReasons.map((reason) => [
      `<code>${escapeHtml(reason)}</code>`,
      String(refusalRules[reason].status),
      escapeHtml(refusalRules[reason].message),
    ]),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} reference</title>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
${document.info.description
  .split('\n\n')
  .map((paragraph) => `<p>${prose(paragraph)}</p>`)
  .join('\n')}
<p>The same, for tools and client generators: <a href="openapi.json">the OpenAPI 3.1 description</a> (<code>GET /api/openapi.json</code>).</p>
</header>
<nav aria-labelledby="contents"><h2 id="contents">Contents</h2><ul>${contents}<li><a href="#refusals">Refusals</a></li></ul></nav>
<main>
${sections}
<section id="refusals"><h2>Refusals</h2><p>Every reason a failure can give, with its status and its English text; <code>{name}</code> is one of its <code>params</code>.</p>${reasons}</section>
</main>
</body>
</html>
`;
}
