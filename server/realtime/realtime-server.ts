// Supabase Realtime (postgres_changes) for the local backend, on the HTTP server that
// serves the API: `ws://host/realtime/v1/websocket?apikey=<anon or service key>&vsn=2.0.0`.
// Protocol in realtime-session.ts, change stream in change-feed.ts, who hears what in
// change-dispatch.ts. Closing the HTTP server (server.close) closes the websockets too
// (code 1001); realtime-js then reconnects and re-joins by itself once a server is back.
import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { ServerContext } from '../context.ts';
import type { Claims } from '../db/database.ts';
import { dispatchChanges } from './change-dispatch.ts';
import { ChangeFeed } from './change-feed.ts';
import { SUPPORTED_VSN, type Vsn } from './phoenix-message.ts';
import { RealtimeCatalog } from './realtime-catalog.ts';
import { RealtimeSession, type SessionDeps } from './realtime-session.ts';
import { apiKeyClaims } from './token-claims.ts';

export type RealtimeOptions = {
  /**
   * A socket that neither sends anything (realtime-js heartbeats every 25 s) nor answers
   * a websocket ping for this long is closed. Pings go out after half of it: browsers
   * answer them even in throttled background tabs.
   */
  idleTimeoutMs?: number;
};

export type RealtimeHandle = { close(): Promise<void> };

const WEBSOCKET_PATH = /^\/realtime\/v1\/websocket\/?$/;
const MAX_MESSAGE_BYTES = 1024 * 1024;
const CLOSE_GRACE_MS = 1000;

function refuse(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function closeSocket(ws: WebSocket): Promise<void> {
  if (ws.readyState === ws.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    ws.close(1001, 'server shutting down');
  });
}

export function attachRealtime(httpServer: Server, ctx: ServerContext, options: RealtimeOptions = {}): RealtimeHandle {
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sockets = new Map<WebSocket, RealtimeSession>();
  const catalog = new RealtimeCatalog(ctx.db);
  const feed = new ChangeFeed(ctx.db, catalog, (changes) => dispatchChanges(ctx.db, catalog, sockets.values(), changes));
  let lastBindingId = 0;
  const deps: SessionDeps = {
    config: ctx.config,
    catalog,
    startFeed: () => feed.start(),
    nextBindingId: () => ++lastBindingId,
  };
  let closing: Promise<void> | null = null;

  function accept(ws: WebSocket, vsn: Vsn, apiKey: { token: string; claims: Claims }): void {
    const session = new RealtimeSession(ws, vsn, apiKey, deps);
    sockets.set(ws, session);
    ws.on('pong', () => {
      session.lastSeen = Date.now();
    });
    ws.on('message', (data, isBinary) => {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      session.receive(isBinary ? new Uint8Array(bytes) : bytes.toString());
    });
    ws.on('error', (error) => console.error('[realtime] socket error:', error.message));
    ws.on('close', () => {
      session.dispose();
      sockets.delete(ws);
    });
  }

  async function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!WEBSOCKET_PATH.test(url.pathname)) {
      if (httpServer.listenerCount('upgrade') === 1) refuse(socket, 404, `No websocket at ${url.pathname}`);
      return;
    }
    socket.on('error', () => {});
    if (closing) return refuse(socket, 503, 'The server is shutting down');
    const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn;
    if (!SUPPORTED_VSN.includes(vsn)) return refuse(socket, 400, `Unsupported vsn ${vsn} (use ${SUPPORTED_VSN.join(' or ')})`);
    const token = url.searchParams.get('apikey');
    const claims = await apiKeyClaims(ctx.config, token);
    if (!claims || !token) return refuse(socket, 401, 'Invalid or missing apikey: use the anon or service_role key of this project');
    if (socket.destroyed || closing) return refuse(socket, 503, 'The server is shutting down');
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, vsn, { token, claims }));
  }
  const upgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    onUpgrade(request, socket, head).catch((error: unknown) => {
      console.error('[realtime] upgrade failed:', error);
      refuse(socket, 500, 'Unexpected failure, please check the server log.');
    });
  };
  httpServer.on('upgrade', upgradeListener);

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [ws, session] of sockets) {
        if (session.lastSeen < now - idleTimeoutMs) ws.close(1000, 'no heartbeat');
        else if (session.lastSeen < now - idleTimeoutMs / 2) ws.ping();
      }
    },
    Math.max(25, Math.floor(idleTimeoutMs / 4)),
  );
  sweep.unref();

  const handle: RealtimeHandle = {
    close() {
      closing ??= (async () => {
        httpServer.off('upgrade', upgradeListener);
        clearInterval(sweep);
        const closed = [...sockets.keys()].map(closeSocket);
        await feed.stop();
        await Promise.all(closed);
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      })();
      return closing;
    },
  };

  // Upgraded sockets keep server.close() waiting forever: close them first, so that
  // existing shutdown code (server.close, then the database) stays correct.
  const closeHttp = httpServer.close;
  httpServer.close = function close(this: Server, callback?: (error?: Error) => void) {
    const realtimeClosed = handle.close();
    closeHttp.call(this, (error?: Error) => void realtimeClosed.then(() => callback?.(error)));
    return this;
  } as Server['close'];

  return handle;
}
