import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already serialised (a cached or pre-built answer) as it is: Fastify does not
 * run the route's response serialiser on bytes, so a big answer is not checked again per request.
 * The route still declares its response schema for the OpenAPI document.
 */
export const sendJsonBytes = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);
