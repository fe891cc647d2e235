import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@chairside/shared/errors';
import { AppError, ERROR_STATUS, Redirect, type FieldMessage } from './errors';
import { t } from './i18n';
import { errorSummary } from './log-privacy';
import { languageOf } from './i18n';

type Lang = ReturnType<typeof languageOf>;

interface ZodIssueLike {
  keyword: string;
  instancePath: string;
  params?: Record<string, unknown>;
}

/** A zod issue as a translation key of the `validation` namespace with its values. */
function issueMessage(issue: ZodIssueLike): FieldMessage {
  const p = issue.params ?? {};
  const origin = String(p.origin ?? '');
  switch (issue.keyword) {
    case 'invalid_type':
      return p.input === undefined ? { key: 'validation.required' } : { key: 'validation.invalid_type' };
    case 'too_small':
      if (origin === 'string') return { key: 'validation.too_short', vars: { min: Number(p.minimum) } };
      if (origin === 'array') return { key: 'validation.too_few', vars: { min: Number(p.minimum) } };
      return { key: 'validation.too_small', vars: { min: Number(p.minimum) } };
    case 'too_big':
      if (origin === 'string') return { key: 'validation.too_long', vars: { max: Number(p.maximum) } };
      if (origin === 'array') return { key: 'validation.too_many', vars: { max: Number(p.maximum) } };
      return { key: 'validation.too_big', vars: { max: Number(p.maximum) } };
    case 'invalid_format':
      return { key: p.format === 'email' ? 'validation.email' : 'validation.format' };
    case 'invalid_value':
      return { key: 'validation.one_of' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field' };
    case 'custom': {
      // A refinement names its message: `.refine(check, { params: { key: 'ns.key', vars } })`.
      const own = p.params as { key?: unknown; vars?: FieldMessage['vars'] } | undefined;
      return typeof own?.key === 'string' ? { key: own.key, vars: own.vars } : { key: 'validation.invalid' };
    }
    default:
      return { key: 'validation.invalid' };
  }
}

const fieldName = (issue: ZodIssueLike) => issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';

/** The fields an issue is about: an unexpected key is reported under its own name. */
function fieldNames(issue: ZodIssueLike): string[] {
  const keys = issue.params?.keys;
  if (issue.keyword !== 'unrecognized_keys' || !Array.isArray(keys) || keys.length === 0) return [fieldName(issue)];
  const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return keys.slice(0, 20).map((key) => (base ? `${base}.${String(key)}` : String(key)));
}

/** `{ code, message }` for a code of the shared list (the status comes from ERROR_STATUS). */
export const codeAnswer = (reply: FastifyReply, lang: Lang, code: ErrorCode, extra: Record<string, unknown> = {}) =>
  reply.status(ERROR_STATUS[code]).send({ code, message: t(lang, `errors.${code}`), ...extra });

const translateAll = (lang: Lang, errors: Record<string, FieldMessage[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => t(lang, m.key, m.vars))]),
  );

/** Every 429 says when to come back (seconds): the limit's own wait, else a minute. */
const DEFAULT_RETRY_AFTER_S = 60;
const retryAfter = (extra: Record<string, unknown> | undefined) => {
  const given = Number(extra?.retry_after);
  return Number.isFinite(given) && given > 0 ? Math.ceil(given) : DEFAULT_RETRY_AFTER_S;
};

/** Maps every failure to the wire shapes of DESIGN.md §3; bad input never becomes a 500. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.ctx?.lang ?? languageOf(request.headers['content-language']);

  if (error instanceof Redirect) return reply.status(302).send(error.body);

  if (error instanceof AppError) {
    const { errors, limits, vars, extra } = error.details;
    const message = t(lang, `errors.${error.code}`, vars);
    const body: Record<string, unknown> = { code: error.code, message, ...extra };
    if (errors) body.errors = translateAll(lang, errors);
    if (error.status === 429) reply.header('retry-after', String(retryAfter(extra)));
    if (limits) {
      body.limits = limits;
      body.message_description = t(lang, `errors.${error.code}_description`, vars);
      body.platform = request.ctx?.platform ?? 'web';
    }
    return reply.status(error.status).send(body);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path that names nothing (`abc`, an id past 2^31 - 1) is not found, like an id of another venue.
    if ((error as FastifyError).validationContext === 'params') {
      return codeAnswer(reply, lang, 'NOT_FOUND');
    }
    // No prototype: a field may be named "constructor" or "toString".
    const errors: Record<string, FieldMessage[]> = Object.create(null);
    for (const issue of error.validation as ZodIssueLike[]) {
      for (const field of fieldNames(issue)) (errors[field] ??= []).push(issueMessage(issue));
    }
    return codeAnswer(reply, lang, 'VALIDATION', { errors: translateAll(lang, errors) });
  }

  const fastifyCode = (error as FastifyError).code;
  const status = (error as FastifyError).statusCode;
  if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return codeAnswer(reply, lang, 'PAYLOAD_TOO_LARGE');
  }
  if (status === 429) {
    return codeAnswer(reply.header('retry-after', String(DEFAULT_RETRY_AFTER_S)), lang, 'RATE_LIMITED');
  }
  if (status !== undefined && status >= 400 && status < 500) {
    // Malformed requests: bad JSON, wrong content type, empty body, bad URL encoding.
    const key = fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'errors.UNSUPPORTED_MEDIA_TYPE' : 'errors.BAD_REQUEST';
    return reply.status(ERROR_STATUS.BAD_REQUEST).send({ code: 'BAD_REQUEST' satisfies ErrorCode, body: [t(lang, key)] });
  }

  // Code, route and request id only: a database error's message carries the query's parameters.
  request.log.error({ error: errorSummary(error, request) }, 'unhandled error');
  return codeAnswer(reply, lang, 'INTERNAL', { request_id: request.id });
}
