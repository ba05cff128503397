import type { FastifyReply } from 'fastify';

/** An uploaded image with the sniffed type, never rendered as anything else, never cached publicly. */
export function sendImage(reply: FastifyReply, contentType: string, data: Buffer) {
  return reply
    .header('Content-Type', contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .header('Cache-Control', 'private, no-store')
    .send(data);
}
