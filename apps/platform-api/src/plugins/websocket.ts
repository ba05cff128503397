import websocket from '@fastify/websocket';
import type { WsMessage } from '@casino/contracts';
import { WS_PATH } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from '../http/errors';
import { findActiveSession, verifyToken } from '../modules/sessions';
import type { MemberSession } from './auth';
import { tokenOf } from './auth';

/** Keep-alive: a connection that misses a pong for this long is dropped. */
const HEARTBEAT_MS = 30_000;
/** At shutdown, a client that has not answered the 1001 close by then is cut off. */
const CLOSE_HANDSHAKE_MS = 3_000;

/**
 * Shutdown (preClose): every member socket gets 1001 "going away", which the client takes as a cue to
 * reconnect (to another instance, or this one once restarted); the plugin's default sends no code.
 */
function goingAway(this: FastifyInstance, done: () => void) {
  const server = this.websocketServer;
  for (const client of server.clients) {
    client.close(1001, 'server shutting down');
    setTimeout(() => client.terminate(), CLOSE_HANDSHAKE_MS).unref();
  }
  server.close(() => done());
}

/** Spec section 7: the socket's token comes as `?token=`, else the usual bearer header or session cookie. */
async function sessionOf(app: FastifyInstance, request: FastifyRequest): Promise<MemberSession | null> {
  const query = request.query as { token?: unknown };
  const token =
    typeof query.token === 'string' && query.token ? query.token : tokenOf(request, app.config.webName);
  if (!token) return null;
  const claims = await verifyToken(app.authSecret, token);
  if (!claims) return null;
  const active = await findActiveSession(app.db, claims.sessionId);
  return active && active.userId === claims.userId ? active : null;
}

/**
 * `GET /gapi/mb/ws`: the member's live events as `{ topic_name, data }` JSON text frames, from the
 * event bus, and the site-wide ones every member gets (RECENT_WIN). An unauthenticated upgrade is answered 401 before any socket opens. Encapsulated: the
 * websocket server only serves this route.
 */
export async function websocketRoutes(app: FastifyInstance) {
  await app.register(websocket, { options: { maxPayload: 4 * 1024 }, preClose: goingAway });

  app.get(
    WS_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const session = await sessionOf(app, request);
        if (!session) throw new AppError(401, 'NOT_AUTHENTICATED', MESSAGES.notAuthenticated);
        request.member = session;
      },
    },
    (socket, request) => {
      const member = request.member;
      if (!member) return socket.close(1008, 'not authenticated');
      let alive = true;
      socket.on('pong', () => (alive = true));
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      // Each event first re-checks the session, so a logout or revocation ends the stream (close 1008);
      // the chain keeps events in publish order.
      let queue = Promise.resolve();
      const deliver = async (message: WsMessage) => {
        if (socket.readyState !== socket.OPEN) return;
        const active = await findActiveSession(app.db, member.sessionId);
        if (active?.userId !== member.userId) return socket.close(1008, 'session ended');
        socket.send(JSON.stringify(message));
      };
      // Site-wide messages (RECENT_WIN) are public: sent as they come, without the session check.
      const deliverPublic = async (message: WsMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const enqueue = (send: (message: WsMessage) => Promise<void>) => (message: WsMessage) => {
        queue = queue
          .then(() => send(message))
          .catch((err: unknown) => request.log.warn({ err }, 'websocket delivery failed'));
      };
      const subscriptions = [
        app.events.subscribe(member.userId, enqueue(deliver)),
        app.events.subscribeBroadcast(enqueue(deliverPublic)),
      ];
      socket.on('close', () => {
        clearInterval(heartbeat);
        for (const unsubscribe of subscriptions) {
          unsubscribe
            .then((off) => off())
            .catch((err: unknown) => request.log.warn({ err }, 'websocket unsubscribe failed'));
        }
      });
      // Members only listen; anything they send is ignored.
      socket.on('message', () => undefined);
    },
  );
}
