import type { FastifyInstance } from 'fastify';

/** Tells the member's open pages that a memo arrived (PERSONAL_MESSAGE); call after the commit. */
export async function publishMemoNotice(app: FastifyInstance, userId: number): Promise<void> {
  await app.events.publish(userId, { topic_name: 'PERSONAL_MESSAGE', data: {} }).catch((error: unknown) => {
    // The memo is stored; a lost notice only delays the badge until the next refetch.
    app.log.warn({ err: error, userId }, 'memo notice not published');
  });
}
