/**
 * The malformed-input probe (issue 9, "Done means"): every operation of `/api/openapi.json` gets
 * malformed bodies (deeply nested, near and over the size limit, wrong types per field, NUL
 * bytes, `__proto__`/`constructor` keys, arrays where objects belong, wrong content types),
 * absurd path and query values and odd headers and cookies. Bad input must get a 4xx in the
 * API's error shape, never a 5xx; the run answers every operation and input that broke the
 * rule. It reads the operations from the document, so a new route is probed the day it is
 * added. Used by src/server/malformed-input-probe*.test.ts (anonymous, and a signed-in customer
 * whose cart holds seats, with the same-origin headers the web sends).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { AddressesResponse } from '../shared/contracts/account.ts';
import type { AddSeatsResponse } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import type { PaymentCardsResponse, TicketsResponse } from '../shared/contracts/order-history.ts';
import { signInStaff } from './staff-fixtures.ts';
import type { TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  minItems?: number;
  format?: string;
  default?: unknown;
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

/** One request the probe sends; `label` says what was malformed, for the failure list. */
interface Probe {
  label: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const BODY_LIMIT = 64 * 1024;
/** What a browser on the site sends with every API call (src/web/lib/http-client.ts). */
const BROWSER_HEADERS = {
  origin: 'http://localhost',
  'sec-fetch-site': 'same-origin',
  accept: 'application/json',
};
const JSON_TYPE = { 'content-type': 'application/json' };

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

/** Path and query values nobody should send: each must be a 4xx (or a harmless 2xx/3xx). */
const ABSURD_TEXT: [string, string][] = [
  ['zero', '0'],
  ['negative', '-1'],
  ['plus sign', '+26'],
  ['exponent', '1e5'],
  ['exponent float', '2.6e1'],
  ['hex', '0x1a'],
  ['fraction', '1.5'],
  ['leading zeros', '0026'],
  ['int4 + 1', '2147483648'],
  ['huge number', '9'.repeat(40)],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['true', 'true'],
  ['array text', '[26]'],
  ['date far future', '9999-12-31'],
  ['date year zero', '0000-01-01'],
  ['date impossible', '2026-02-30'],
  ['date time', '2026-11-22T25:61:00Z'],
  ['long text', 'x'.repeat(199)],
  ['unicode', '🎭Kreyòl漢字\u202e'],
  ['quote', "' OR 1=1--"],
  ['dot dot', '..'],
  ['empty', ''],
];
/** Encoded in the URL as they are (already escaped, or escapes broken on purpose). */
const RAW_URL_TEXT: [string, string][] = [
  ['encoded NUL', '%00'],
  ['broken escape', '%E0%A4%A'],
  ['encoded slash', '..%2F..%2Fetc%2Fpasswd'],
];

/** Values put in one body field at a time. */
const ABSURD_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['int4 + 1', 2_147_483_648],
  ['1e308', 1e308],
  ['beyond safe integers', 2 ** 60],
  ['empty string', ''],
  ['digits string', '26'],
  ['hex string', '0x1a'],
  ['array of number', [26]],
  ['empty object', {}],
  ['object with __proto__', JSON.parse('{"__proto__": {"polluted": true}}')],
  ['NUL string', 'a\u0000b'],
  ['long string', 'x'.repeat(20_000)],
  ['date far future', '9999-12-31'],
  ['date year zero', '0000-01-01'],
  ['unicode', '🎭Kreyòl漢字\u202e'],
  ['nested arrays', JSON.parse(nested(200))],
];

/** Whole bodies as raw text (after JSON, the content types and the size limit). */
const RAW_BODIES: [string, string | Buffer, Record<string, string>][] = [
  ['nested arrays 10 KB', nested(5_000), JSON_TYPE],
  ['nested arrays 60 KB', nested(30_000), JSON_TYPE],
  ['nested objects', `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`, JSON_TYPE],
  ['nested in a field', `{"performanceId":${nested(5_000)}}`, JSON_TYPE],
  ['JSON null', 'null', JSON_TYPE],
  ['JSON array', '[]', JSON_TYPE],
  ['array of objects', '[{}]', JSON_TYPE],
  ['JSON string', '"text"', JSON_TYPE],
  ['JSON number', '26', JSON_TYPE],
  ['JSON true', 'true', JSON_TYPE],
  ['broken JSON', '{"a":', JSON_TYPE],
  ['empty JSON', '', JSON_TYPE],
  ['__proto__ key', '{"__proto__":{"polluted":true}}', JSON_TYPE],
  ['constructor key', '{"constructor":{"prototype":{"polluted":true}}}', JSON_TYPE],
  ['NUL key', '{"\\u0000":1}', JSON_TYPE],
  ['NUL in text', '{"a":"\\u0000"}', JSON_TYPE],
  ['lone surrogate', '{"a":"\\ud800"}', JSON_TYPE],
  ['byte order mark', '\ufeff{}', JSON_TYPE],
  [
    'invalid UTF-8',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    JSON_TYPE,
  ],
  ['just under the limit', `{"a":"${'x'.repeat(BODY_LIMIT - 16)}"}`, JSON_TYPE],
  ['over the limit', `{"a":"${'x'.repeat(BODY_LIMIT + 16)}"}`, JSON_TYPE],
  ['text/plain', '{}', { 'content-type': 'text/plain' }],
  ['form encoded', 'a=1&__proto__[x]=1', { 'content-type': 'application/x-www-form-urlencoded' }],
  ['multipart', '--x\r\n\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' }],
  ['JSON in latin1', '{}', { 'content-type': 'application/json; charset=latin1' }],
  ['JSON in UTF-16', '{}', { 'content-type': 'application/json; charset=utf-16' }],
  ['JSON with odd parameters', '{}', { 'content-type': 'application/json; ;;=;x' }],
  ['no content type', '{}', {}],
  ['XML', '<a/>', { 'content-type': 'application/xml' }],
];

/** Headers a client may send whatever the route (cookies and languages included). */
const ODD_HEADERS: [string, Record<string, string>][] = [
  ['garbage cookies', { cookie: 'cart=%%%; session=zzz; lang=xx-XX; hl_bypass=%00' }],
  ['cart cookie not an id', { cookie: `cart=${'9'.repeat(40)}` }],
  ['huge Accept-Language', { 'accept-language': `${'x-'.repeat(2_000)};q=2, *;q=-1` }],
  ['odd Accept-Language', { 'accept-language': '*;q=x, 🎭, ,;;' }],
  ['Idempotency-Key unicode', { 'idempotency-key': '🎭🎭🎭🎭🎭🎭🎭🎭' }],
  ['foreign Origin', { origin: 'null' }],
];

/** The seeded data's real ids and values, so probes of one field reach past the others. */
interface Context {
  params: Record<string, string>;
  fields: Record<string, unknown>;
}

export const PROBE_CUSTOMER = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };

function newContext(): Context {
  return {
    params: {
      event: 'x',
      instance: '1',
      venue: '1',
      performanceId: '1',
      seatId: '1',
      lineId: '1-1',
      addressId: '1',
      number: 'MSP-DEM0NEXT',
      ticketId: '1',
      cardId: '1',
      customView: 'volunteering',
      tab: 'volunteer-hours',
      provider: 'test-gateway',
    },
    // Sample values by field name, for bodies that pass their contract but for one field.
    fields: {
      // The customer's own (a details form with another would change it); see probesOf.
      email: PROBE_CUSTOMER.email,
      // The customer's own password everywhere: a wrong current password counts towards a
      // lockout, and a "change" to the same password leaves the customer able to sign in.
      password: PROBE_CUSTOMER.password,
      newPassword: PROBE_CUSTOMER.password,
      confirmPassword: PROBE_CUSTOMER.password,
      currentPassword: PROBE_CUSTOMER.password,
      token: 'A'.repeat(43),
      orderNumber: 'MSP-DEM0RSVD',
      phone: '(845) 555-0199',
      mobile: '8455550199',
      code: 'FRIENDS10',
      firstName: 'Probe',
      lastName: 'Tester',
      line1: '1 Main St',
      city: 'Riverton',
      postalCode: '12345',
      seatingType: 'bean-bag',
      seatingCount: 1,
      adults: 1,
      students: 0,
    },
  };
}

/** A value the schema accepts, as far as the probe can tell (enough to reach the handler). */
function sample(ctx: Context, schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return null;
  if (name in ctx.fields) return ctx.fields[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.[0]) return sample(ctx, union[0], name);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(ctx, s, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {}))
        if (schema.required?.includes(key) || key in ctx.fields) out[key] = sample(ctx, inner, key);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(ctx, schema.items, name));
    case 'integer':
    case 'number':
      return name in ctx.params ? Number(ctx.params[name]) : Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date' ? '2026-12-01' : 'probe';
    default:
      return null;
  }
}

/** Every (field path, schema) of a body, nested objects included, for one-field mutations. */
function fieldsOf(schema: JsonSchema | undefined, prefix: string[] = []): string[][] {
  if (!schema) return [];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.[0]) return fieldsOf(union[0], prefix);
  const out: string[][] = [];
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    out.push([...prefix, key]);
    if (inner.properties || inner.anyOf) out.push(...fieldsOf(inner, [...prefix, key]));
  }
  return out;
}

function withField(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base ?? {}) as Record<string, unknown>;
  let node = copy;
  for (const part of path.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  const last = path[path.length - 1] as string;
  // Defined so that a "__proto__" value stays an own property in the JSON text.
  Object.defineProperty(node, last, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return copy;
}

function urlOf(op: Operation, params: Record<string, string>, query = ''): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
  return query ? `${path}?${query}` : path;
}

/** Every probe of one operation. */
function probesOf(ctx: Context, op: Operation): Probe[] {
  const probes: Probe[] = [];
  // Sign-in forms with an unknown e-mail: wrong passwords for the customer would lock them out.
  ctx.fields.email = op.path.startsWith('/api/auth/') ? 'probe@example.com' : PROBE_CUSTOMER.email;
  const pathParams = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const good = Object.fromEntries(pathParams.map((name) => [name, ctx.params[name] ?? '1']));
  const hasBody = op.method !== 'GET';
  const base = op.body ? sample(ctx, op.body) : undefined;
  const goodBody = base === undefined ? undefined : JSON.stringify(base);
  const withBody = (probe: Probe): Probe =>
    goodBody === undefined
      ? probe
      : { ...probe, payload: goodBody, headers: { ...JSON_TYPE, ...probe.headers } };

  for (const name of pathParams) {
    for (const [label, text] of ABSURD_TEXT)
      if (text !== '')
        probes.push(
          withBody({
            label: `path ${name}=${label}`,
            url: urlOf(op, { ...good, [name]: encodeURIComponent(text) }),
          }),
        );
    for (const [label, raw] of RAW_URL_TEXT)
      probes.push(
        withBody({ label: `path ${name}=${label}`, url: urlOf(op, { ...good, [name]: raw }) }),
      );
  }
  const ALL_TEXT: [string, string][] = [...ABSURD_TEXT, ['very long', 'x'.repeat(10_000)]];
  const FEW_TEXT = ALL_TEXT.filter(([label]) => /very long|unicode/.test(label));
  // Every value for the operation's own query parameters; a few for the shared `lang` (one
  // schema everywhere) and for a parameter nobody declared.
  for (const name of [...new Set([...queryParams, 'lang', 'unknown'])]) {
    for (const [label, text] of name === 'unknown' || name === 'lang' ? FEW_TEXT : ALL_TEXT)
      probes.push(
        withBody({
          label: `query ${name}=${label}`,
          url: urlOf(op, good, `${name}=${encodeURIComponent(text)}`),
        }),
      );
    for (const [label, raw] of RAW_URL_TEXT)
      probes.push(
        withBody({ label: `query ${name}=${label}`, url: urlOf(op, good, `${name}=${raw}`) }),
      );
    probes.push(
      withBody({ label: `query ${name} repeated`, url: urlOf(op, good, `${name}=1&${name}=2`) }),
      withBody({ label: `query ${name}[] bracketed`, url: urlOf(op, good, `${name}[a]=1`) }),
    );
  }
  probes.push(
    withBody({ label: 'query __proto__', url: urlOf(op, good, '__proto__=1&constructor=2') }),
  );
  for (const [label, headers] of ODD_HEADERS)
    probes.push(withBody({ label: `header ${label}`, url: urlOf(op, good), headers }));

  if (hasBody) {
    for (const [label, payload, headers] of RAW_BODIES)
      probes.push({ label: `body ${label}`, url: urlOf(op, good), payload, headers });
    if (op.body) {
      probes.push(withBody({ label: 'body as sampled', url: urlOf(op, good) }));
      for (const path of fieldsOf(op.body))
        for (const [label, value] of ABSURD_VALUES)
          probes.push({
            label: `body ${path.join('.')}=${label}`,
            url: urlOf(op, good),
            payload: JSON.stringify(withField(base, path, value)),
            headers: JSON_TYPE,
          });
    }
  }
  return probes;
}

/** One visitor: cookies kept across requests, as a browser keeps them. */
class Visitor {
  readonly cookies = new Map<string, string>();
  /** Each visitor its own address, so one's rate limits never stop the other's set-up. */
  private readonly app: TestApp['app'];
  private readonly remoteAddress: string;
  constructor(app: TestApp['app'], remoteAddress: string) {
    this.app = app;
    this.remoteAddress = remoteAddress;
  }
  async send(method: Method, probe: Probe, remoteAddress = this.remoteAddress) {
    const response = await this.app.inject({
      method,
      url: probe.url,
      remoteAddress,
      headers: { ...BROWSER_HEADERS, ...probe.headers },
      cookies: probe.headers?.cookie ? {} : Object.fromEntries(this.cookies),
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
    for (const c of response.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now()))
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }
  /** A set-up call, from an address of its own (the probes may have hit its rate limits). */
  json<T>(method: Method, url: string, body?: unknown): Promise<T> {
    const payload = body === undefined ? {} : { payload: JSON.stringify(body), headers: JSON_TYPE };
    return this.send(method, { label: 'setup', url, ...payload }, '198.51.100.1').then((r) => {
      if (r.statusCode >= 400) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
      return r.json() as T;
    });
  }
}

/** The demo administrator, fully signed in (again, if a probe ended the session). */
async function readyStaff(t: TestApp, visitor: Visitor): Promise<void> {
  const session = await visitor.json<{ staff: unknown }>('GET', '/api/box-office/session');
  if (session.staff) return;
  const signedIn = await signInStaff(t, 'admin');
  const cookie = signedIn.cookies.get('staff_session');
  if (cookie) visitor.cookies.set('staff_session', cookie);
}

/** Maria, signed in, with two seats held: the probe's customer. */
async function readyCustomer(ctx: Context, visitor: Visitor): Promise<void> {
  const session = await visitor.json<{ customer: unknown }>('GET', '/api/auth/session');
  if (!session.customer) await visitor.json('POST', '/api/auth/login', PROBE_CUSTOMER);
  const cart = await visitor.json<{ ticketCount: number }>('GET', '/api/cart');
  if (cart.ticketCount > 0) return;
  const held = await visitor.json<AddSeatsResponse>('POST', '/api/cart/seats', {
    performanceId: Number(ctx.params.performanceId),
    bestAvailable: { quantity: 2 },
  });
  const line = ticketLinesOf(held.cart)[0];
  if (line) {
    ctx.params.lineId = line.id;
    ctx.params.seatId = String(line.seat.id);
  }
}

/** A 4xx answer in the API's error shape: `{ statusCode, code, message }`. */
function errorShapeProblem(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode < 400) return undefined;
  try {
    const body = response.json() as { statusCode?: unknown; code?: unknown; message?: unknown };
    if (body.statusCode !== response.statusCode) return 'statusCode differs from the status';
    if (typeof body.code !== 'string' || typeof body.message !== 'string')
      return 'no code or message';
    return undefined;
  } catch {
    return 'not JSON';
  }
}

/** The operations of the app's OpenAPI document. */
async function operationsOf(app: TestApp['app']): Promise<Operation[]> {
  const doc = (await app.inject('/api/openapi.json')).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

export interface ProbeRun {
  /** "METHOD /path" of every operation probed. */
  operations: string[];
  probes: number;
  /** "METHOD /path [what was sent]: status and body", for each answer that broke the rule. */
  failures: string[];
}

/**
 * Sends every probe to every operation, as one visitor: anonymous, or the demo customer Maria,
 * signed in with two seats held (set up again before each operation, should a probe have
 * signed her out or emptied her cart).
 */
export async function probeEveryOperation(
  t: TestApp,
  who: 'anonymous' | 'customer' | 'staff',
): Promise<ProbeRun> {
  const ctx = newContext();
  // Staff: an administrator (every staff route open), probing the box office's operations.
  const operations = (await operationsOf(t.app)).filter(
    (op) => who !== 'staff' || op.path.startsWith('/api/box-office/'),
  );
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!performance) throw new Error('no on-sale main-stage performance');
  ctx.params.event = performance.productionSlug;
  ctx.params.instance = String(performance.id);
  ctx.params.performanceId = String(performance.id);
  ctx.params.venue = String(performance.venue.id);
  // No such staff member: a probe that happened to be valid must not change a real account.
  ctx.params.staffId = '999999';

  // Each visitor its own address, so one's rate limits never stop another's run.
  const visitor = new Visitor(t.app, who === 'customer' ? '203.0.113.2' : '203.0.113.1');
  const customer = who === 'customer';
  if (customer) {
    await readyCustomer(ctx, visitor);
    const addresses = await visitor.json<AddressesResponse>('GET', '/api/account/addresses');
    ctx.params.addressId = String(addresses.addresses.at(-1)?.id ?? 1);
    const tickets = await visitor.json<TicketsResponse>('GET', '/api/account/tickets');
    ctx.params.ticketId = String(tickets.performances[0]?.tickets[0]?.id ?? 1);
    const cards = await visitor.json<PaymentCardsResponse>('GET', '/api/account/payment-cards');
    ctx.params.cardId = String(cards.cards[0]?.id ?? 1);
  }

  const run: ProbeRun = { operations: [], probes: 0, failures: [] };
  let previous = 'nothing';
  // Wrong current passwords lock the account (as they should): the password form goes last of
  // all (nothing can set the customer up after it), staff sign-out just before it.
  const last = (op: Operation) =>
    op.path === '/api/account/password'
      ? 2
      : op.method === 'DELETE' && op.path === '/api/box-office/session'
        ? 1
        : 0;
  for (const op of [...operations].sort((a, b) => last(a) - last(b))) {
    if (customer)
      await readyCustomer(ctx, visitor).catch((error: Error) => {
        throw new Error(`Setting the customer up again after ${previous}: ${error.message}`);
      });
    if (who === 'staff') await readyStaff(t, visitor);
    previous = `${op.method} ${op.path}`;
    run.operations.push(previous);
    for (const probe of probesOf(ctx, op)) {
      run.probes++;
      const response = await visitor.send(op.method, probe);
      const where = `${op.method} ${op.path} [${probe.label}]`;
      const problem = response.statusCode >= 500 ? 'a server error' : errorShapeProblem(response);
      if (problem)
        run.failures.push(
          `${where}: ${response.statusCode} ${problem}: ${response.body.slice(0, 160)}`,
        );
    }
  }
  return run;
}
