import type { OpenApiDocument, Operation } from './openapi-document.ts';

/**
 * /api/docs: the API description as one readable HTML page, rendered on the server with its
 * styles inline, so it loads nothing, not even from this site (docs/decisions/040).
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

interface SchemaNode {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** A short type name: "string (uuid)", "array of object", "integer 1..5 | null". */
function typeName(node: SchemaNode): string {
  const variants = node.anyOf ?? node.oneOf;
  if (variants) return variants.map(typeName).join(' | ');
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum) return node.enum.map((value) => JSON.stringify(value)).join(' | ');
  const types = [node.type ?? 'any'].flat();
  return types
    .map((type) => {
      if (type === 'array') return `array of ${node.items ? typeName(node.items) : 'any'}`;
      let name = type;
      if (node.format) name += ` (${node.format})`;
      if (node.minimum !== undefined || node.maximum !== undefined) {
        name += ` ${node.minimum ?? ''}..${node.maximum ?? ''}`;
      }
      if (node.maxLength !== undefined)
        name += `, ${node.minLength ?? 0} to ${node.maxLength} characters`;
      return name;
    })
    .join(' | ');
}

/** The fields of an object schema, nested objects indented below their field. */
function fieldRows(node: SchemaNode, prefix = ''): string[] {
  const target = node.items ?? node;
  const object = target.anyOf?.find((variant) => variant.properties) ?? target;
  return Object.entries(object.properties ?? {}).flatMap(([name, field]) => {
    const required = (object.required ?? []).includes(name) ? 'required' : 'optional';
    const row = `<tr><td><code>${escapeHtml(prefix + name)}</code></td><td>${escapeHtml(typeName(field))}</td><td>${required}</td><td>${escapeHtml(field.description ?? '')}</td></tr>`;
    const nested = field.items ?? field.anyOf?.find((variant) => variant.properties) ?? field;
    return nested.properties || nested.items?.properties
      ? [row, ...fieldRows(nested, `${prefix}${name}.`)]
      : [row];
  });
}

function schemaBlock(schema: unknown): string {
  const rows = fieldRows(schema as SchemaNode);
  const table = rows.length
    ? `<table tabindex="0"><thead><tr><th>Field</th><th>Type</th><th></th><th>Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : `<p>${escapeHtml(typeName(schema as SchemaNode))}</p>`;
  return `${table}<details><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function operationSection(path: string, method: string, operation: Operation): string {
  const parts = [
    `<h3 id="${escapeHtml(operation.operationId)}"><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
  ];
  if (operation.summary) parts.push(`<p>${escapeHtml(operation.summary)}</p>`);
  if (operation.description) parts.push(`<p>${escapeHtml(operation.description)}</p>`);
  parts.push(
    operation.security
      ? '<p class="note">Needs a sign-in: <code>Authorization: Bearer &lt;ID token&gt;</code> and <code>firebase-id: &lt;uid&gt;</code>.</p>'
      : '<p class="note">No sign-in needed.</p>',
  );
  if (operation.parameters?.length) {
    const rows = operation.parameters.map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${escapeHtml(typeName(parameter.schema as SchemaNode))}</td><td>${parameter.required ? 'required' : 'optional'}</td></tr>`,
    );
    parts.push(
      `<h4>Parameters</h4><table tabindex="0"><thead><tr><th>Name</th><th>In</th><th>Type</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    );
  }
  const body = operation.requestBody?.content['application/json'];
  if (body) parts.push(`<h4>Request body (JSON)</h4>${schemaBlock(body.schema)}`);
  parts.push('<h4>Responses</h4>');
  for (const [status, response] of Object.entries(operation.responses)) {
    const content = response.content as Record<string, { schema: unknown }> | undefined;
    const [type, media] = Object.entries(content ?? {})[0] ?? [];
    parts.push(
      `<div class="response"><p><strong>${status}</strong> ${escapeHtml(response.description)}${type ? ` <span class="type">${escapeHtml(type)}</span>` : ''}</p>${media && type === 'application/json' ? schemaBlock(media.schema) : ''}</div>`,
    );
  }
  return `<section>${parts.join('\n')}</section>`;
}

const STYLES = `
:root { color-scheme: light dark; --fg: #1f2328; --bg: #fff; --muted: #59636e; --line: #d1d9e0; --code: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #3d444d; --code: #151b23; } }
body { font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 60rem; padding: 1rem; }
a { color: inherit; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
pre { background: var(--code); padding: 0.75rem; overflow-x: auto; border-radius: 6px; }
section { border-top: 1px solid var(--line); padding: 0.5rem 0 1rem; }
table { border-collapse: collapse; width: 100%; display: block; overflow-x: auto; }
/* A table wider than the page scrolls sideways: it takes focus, so the keyboard can scroll it. */
table:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: 0.25rem 0.5rem; vertical-align: top; }
.method { display: inline-block; min-width: 4.5rem; font-size: 0.85em; font-weight: 700; }
.note, .type { color: var(--muted); }
nav ul { columns: 2 18rem; padding-left: 1.25rem; }
`;

/** The whole page; built once per process from the document. */
export function renderApiReference(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const groups = document.tags.map((tag) => ({
    tag,
    members: operations.filter(({ operation }) => operation.tags?.includes(tag.name)),
  }));
  const untagged = operations.filter(({ operation }) => !operation.tags?.length);
  if (untagged.length) {
    groups.push({ tag: { name: 'Other', description: '' }, members: untagged });
  }
  const navigation = groups
    .flatMap(({ members }) => members)
    .map(
      ({ path, method, operation }) =>
        `<li><a href="#${escapeHtml(operation.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
    )
    .join('');
  const body = groups
    .filter(({ members }) => members.length)
    .map(
      ({ tag, members }) =>
        `<h2>${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>${members
          .map(({ path, method, operation }) => operationSection(path, method, operation))
          .join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${STYLES}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>The machine-readable description (OpenAPI ${document.openapi}): <a href="/api/openapi.json">/api/openapi.json</a>.</p>
</header>
<nav aria-label="Operations"><ul>${navigation}</ul></nav>
<main>
${body}
</main>
</body>
</html>
`;
}
