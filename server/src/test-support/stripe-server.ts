import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { Config, StripeSettings } from '../config';
import { type FixtureSite, startFixtureSite } from './fixture-site-server';

/** What the local Stripe keeps of a subscription; tests move it with `update`. */
export type StripeTestSubscription = {
  id: string;
  customer: string;
  price: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  /** A date the subscription ends at (what the customer portal sets under flexible billing), or null. */
  cancel_at: number | null;
  current_period_end: number;
  invoiceId: string;
};

export type StripeTestServer = {
  settings: StripeSettings;
  customers: Map<string, { id: string; email: string }>;
  subscriptions: Map<string, StripeTestSubscription>;
  /** Every call the product made, as "METHOD /path". */
  calls: string[];
  update: (id: string, change: Partial<StripeTestSubscription>) => void;
  /** From now on a new subscription's first invoice is covered (a coupon, a balance): active, nothing to pay. */
  coverFirstInvoices: (covered: boolean) => void;
  /** A webhook delivery: its body and Stripe-Signature header, signed as Stripe signs (or with `secret`). */
  signedEvent: (
    type: string,
    object: object,
    options?: { id?: string; secret?: string; timestamp?: number },
  ) => { payload: string; signature: string; id: string };
  subscriptionObject: (id: string) => object;
  close: () => Promise<void>;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * A local HTTP server that answers the Stripe API calls the product makes (customers, subscriptions
 * create, retrieve and cancel, billing portal sessions) as Stripe does, idempotency keys included: a
 * repeated key answers the first response again, and a key reused with other parameters is Stripe's 400
 * `idempotency_error`. The `stripe` package is pointed at it through
 * STRIPE_API_URL (host, port, protocol); nothing in the product's process is replaced.
 */
export async function startStripeServer(): Promise<StripeTestServer> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
  const customers = new Map<string, { id: string; email: string }>();
  const subscriptions = new Map<string, StripeTestSubscription>();
  const answered = new Map<string, { status: number; body: object; params: string }>();
  let firstInvoicesCovered = false;
  const calls: string[] = [];

  const subscriptionObject = (id: string, expandInvoice = false): object => {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancel_at_period_end,
      cancel_at: sub.cancel_at,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${sub.id}`,
            object: 'subscription_item',
            price: { id: sub.price, object: 'price' },
            current_period_end: sub.current_period_end,
          },
        ],
      },
      latest_invoice: expandInvoice
        ? {
            id: sub.invoiceId,
            object: 'invoice',
            // An invoice with nothing to pay has no secret to confirm.
            confirmation_secret:
              sub.status === 'incomplete'
                ? { client_secret: `${sub.invoiceId}_secret_test`, type: 'payment_intent' }
                : null,
          }
        : sub.invoiceId,
    };
  };

  const route = (method: string, path: string, form: URLSearchParams, expand: string[]) => {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), email: form.get('email') ?? '' };
      customers.set(customer.id, customer);
      return { status: 200, body: { ...customer, object: 'customer' } };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = form.get('customer') ?? '';
      if (!customers.has(customer)) return stripeError(400, `No such customer: '${customer}'`);
      const sub: StripeTestSubscription = {
        id: newId('sub'),
        customer,
        price: form.get('items[0][price]') ?? '',
        status: firstInvoicesCovered ? 'active' : 'incomplete',
        cancel_at_period_end: false,
        cancel_at: null,
        current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
        invoiceId: newId('in'),
      };
      subscriptions.set(sub.id, sub);
      return {
        status: 200,
        body: subscriptionObject(sub.id, expand.includes('latest_invoice.confirmation_secret')),
      };
    }
    const subscription = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (subscription?.[1]) {
      const sub = subscriptions.get(subscription[1]);
      if (!sub) return stripeError(404, `No such subscription: '${subscription[1]}'`);
      if (method === 'DELETE') sub.status = 'canceled';
      return {
        status: 200,
        body: subscriptionObject(sub.id, expand.includes('latest_invoice.confirmation_secret')),
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = form.get('customer') ?? '';
      if (!customers.has(customer)) return stripeError(400, `No such customer: '${customer}'`);
      return {
        status: 200,
        body: {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer,
          return_url: form.get('return_url'),
          url: `https://billing.stripe.test/session/${customer}`,
        },
      };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  };

  const handler = (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const method = request.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      const send = (answer: { status: number; body: object }) =>
        response
          .writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') })
          .end(JSON.stringify(answer.body));
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(stripeError(401, 'Invalid API Key provided'));
      }
      const form = new URLSearchParams(method === 'GET' ? url.search : body);
      const expand = [...form.entries()]
        .filter(([key]) => key.startsWith('expand['))
        .map(([, value]) => value);
      const key = request.headers['idempotency-key'];
      const params = [...form.entries()].sort().join('&');
      const remembered =
        typeof key === 'string' ? answered.get(`${method} ${url.pathname} ${key}`) : undefined;
      if (remembered && remembered.params !== params) {
        return send(
          stripeError(
            400,
            `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            'idempotency_error',
          ),
        );
      }
      if (remembered) return send(remembered);
      const answer = route(method, url.pathname, form, expand);
      if (typeof key === 'string' && method !== 'GET')
        answered.set(`${method} ${url.pathname} ${key}`, { ...answer, params });
      send(answer);
    });
  };

  const site: FixtureSite = await startFixtureSite(handler);
  return {
    settings: {
      secretKey,
      publishableKey: `pk_test_${randomBytes(12).toString('hex')}`,
      webhookSecret,
      priceIdPro: 'price_pro_test',
      apiUrl: new URL(site.origin),
    },
    customers,
    subscriptions,
    calls,
    update: (id, change) => {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      Object.assign(sub, change);
    },
    signedEvent: (type, object, options = {}) => {
      const id = options.id ?? newId('evt');
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp,
      });
      return { payload, signature, id };
    },
    coverFirstInvoices: (covered) => {
      firstInvoicesCovered = covered;
    },
    subscriptionObject: (id) => subscriptionObject(id),
    close: site.close,
  };
}

function stripeError(status: number, message: string, type = 'invalid_request_error') {
  return { status, body: { error: { type, message } } };
}

/**
 * A test file's local Stripe: started before the file's suites and closed after them, its settings written
 * into `config` (which describeOnEachDatabase reads in its own beforeAll, after this one). Call at the top
 * level of the file; use the getter inside tests.
 */
export function stripeForTests(config: Partial<Config>): () => StripeTestServer {
  let stripe: StripeTestServer | undefined;
  beforeAll(async () => {
    stripe = await startStripeServer();
    config.stripe = stripe.settings;
  });
  afterAll(async () => {
    await stripe?.close();
  });
  return () => {
    if (!stripe) throw new Error('the local Stripe is used before beforeAll ran');
    return stripe;
  };
}
