import path from 'node:path';

/** Configuration from the environment, read once. */
export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  aiAppUrl: string;
  logLevel: string;
  /**
   * The local sandbox card provider's webhook signing secret (features/payments/sandbox). A fixed
   * default keeps a fresh checkout working offline; set your own wherever the app is reachable.
   */
  sandboxWebhookSecret: string;
  /** Proxy hops whose X-Forwarded-For is believed (0 = none): the client address drives rate limits. */
  trustProxyHops: number;
  /** SMS_PROVIDER: twilio (TWILIO_* below) or outbox (the local SMS outbox only, the default). */
  smsProvider: 'outbox' | 'twilio';
  /** Twilio's REST API (features/sms/sms.adapters.ts); TWILIO_API_URL only for a local fake server. */
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | undefined;
  /** PAYMENTS_PROVIDER: stripe (STRIPE_* below) or sandbox (the local card provider, the default). */
  paymentsProvider: 'sandbox' | 'stripe';
  /**
   * Stripe (features/payments/stripe/): the secret key and the webhook endpoint's signing secret;
   * STRIPE_API_URL only to point the client at a local fake server (tests).
   */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  /**
   * INVOICE_ISSUER: who issues the venues' subscription invoices (the company running Chairside), its
   * lines separated by `|`: name, address lines, country, VAT number. A legal fact only the operator
   * knows, so without it the invoice names just the product and says so; real money
   * (PAYMENTS_PROVIDER=stripe) is refused without it.
   */
  invoiceIssuer: string[] | undefined;
}

function invoiceIssuerOf(source: NodeJS.ProcessEnv): Env['invoiceIssuer'] {
  const lines = (source.INVOICE_ISSUER ?? '').split('|').map((line) => line.trim()).filter(Boolean);
  return lines.length > 0 ? lines : undefined;
}

function stripeOf(source: NodeJS.ProcessEnv): Env['stripe'] {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = source;
  if (!secretKey || !webhookSecret) return undefined;
  return { secretKey, webhookSecret, apiUrl: source.STRIPE_API_URL || undefined };
}

function paymentsProviderOf(source: NodeJS.ProcessEnv): Env['paymentsProvider'] {
  if (!source.PAYMENTS_PROVIDER || source.PAYMENTS_PROVIDER === 'sandbox') return 'sandbox';
  if (source.PAYMENTS_PROVIDER !== 'stripe') throw new Error(`PAYMENTS_PROVIDER must be stripe or sandbox, not "${source.PAYMENTS_PROVIDER}"`);
  if (!stripeOf(source)) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  if (!invoiceIssuerOf(source)) throw new Error('PAYMENTS_PROVIDER=stripe needs INVOICE_ISSUER (the company on subscription invoices: name|address|…|VAT number)');
  return 'stripe';
}

function twilioOf(source: NodeJS.ProcessEnv): Env['twilio'] {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = source;
  if (!accountSid || !authToken || !from) return undefined;
  return { accountSid, authToken, from, apiUrl: (source.TWILIO_API_URL || 'https://api.twilio.com').replace(/\/$/, '') };
}

function smsProviderOf(source: NodeJS.ProcessEnv): Env['smsProvider'] {
  if (!source.SMS_PROVIDER || source.SMS_PROVIDER === 'outbox') return 'outbox';
  if (source.SMS_PROVIDER !== 'twilio') throw new Error(`SMS_PROVIDER must be twilio or outbox, not "${source.SMS_PROVIDER}"`);
  if (!twilioOf(source)) throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  return 'twilio';
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = Number(source.PORT ?? 3000);
  return {
    port,
    host: source.HOST ?? '0.0.0.0',
    dataDir: path.resolve(source.DATA_DIR ?? './data'),
    databaseUrl: source.DATABASE_URL || undefined,
    appUrl: source.APP_URL ?? `http://localhost:${port}`,
    smtpUrl: source.SMTP_URL || undefined,
    mailFrom: source.MAIL_FROM ?? 'Chairside <no-reply@chairside.local>',
    googleClientId: source.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: source.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    aiAppUrl: source.AI_APP_URL ?? '',
    logLevel: source.LOG_LEVEL ?? 'info',
    sandboxWebhookSecret: source.SANDBOX_WEBHOOK_SECRET || 'whsec_chairside_sandbox',
    trustProxyHops: Number(source.TRUST_PROXY_HOPS ?? 0) || 0,
    smsProvider: smsProviderOf(source),
    twilio: twilioOf(source),
    paymentsProvider: paymentsProviderOf(source),
    stripe: stripeOf(source),
    invoiceIssuer: invoiceIssuerOf(source),
  };
}
