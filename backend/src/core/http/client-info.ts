import type { FastifyRequest } from 'fastify';

export function clientInfo(request: FastifyRequest): { ip: string; userAgent?: string } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
