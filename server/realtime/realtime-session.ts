// One Realtime websocket: the Phoenix channel protocol as realtime-js speaks it.
// phx_join (with postgres_changes bindings and the user's access_token) -> phx_reply
// echoing the bindings with ids, then a "system" message; heartbeat on topic
// "phoenix"; "access_token" re-authenticates a channel; phx_leave. A channel whose
// token expires or is replaced by a bad one gets a system error and phx_close, and
// no more events. Messages are handled one at a time, in order.
import type { WebSocket } from 'ws';
import type { ServerConfig } from '../context.ts';
import type { Claims } from '../db/database.ts';
import { BindingError, type ChangeBinding, parseBindings, unknownTables } from './change-bindings.ts';
import { decodeBinaryMessage, decodeMessage, encodeMessage, type PhoenixMessage, replyTo, type Vsn } from './phoenix-message.ts';
import type { RealtimeCatalog } from './realtime-catalog.ts';
import { checkToken, msUntilExpiry } from './token-claims.ts';

export type JoinedChannel = {
  topic: string;
  joinRef: string | null;
  claims: Claims;
  /** The token the claims come from: subscribers with the same one share visibility checks. */
  claimsKey: string;
  bindings: ChangeBinding[];
  expiryTimer: ReturnType<typeof setTimeout> | null;
};

export type SessionDeps = {
  config: ServerConfig;
  catalog: RealtimeCatalog;
  /** Starts the change feed (and loads the catalog); resolves once no commit can be missed. */
  startFeed(): Promise<void>;
  nextBindingId(): number;
};

/** setTimeout's longest delay; tokens living longer are checked when events are sent. */
const MAX_TIMER_MS = 2_147_483_647;

function subTopic(topic: string): string {
  return topic.replace(/^realtime:/i, '');
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export class RealtimeSession {
  readonly channels = new Map<string, JoinedChannel>();
  lastSeen = Date.now();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    /** The socket's apikey and its claims: what a channel acts as without an access_token. */
    private readonly apiKey: { token: string; claims: Claims },
    private readonly deps: SessionDeps,
  ) {}

  receive(data: string | Uint8Array): void {
    this.lastSeen = Date.now();
    const message = typeof data === 'string' ? decodeMessage(this.vsn, data) : decodeBinaryMessage(data);
    if (!message) return;
    this.queue = this.queue.then(() => this.handle(message)).catch((error: unknown) => {
      console.error('[realtime] message handling failed:', error);
      if (message.ref) this.send(replyTo(message, 'error', { reason: 'Unexpected failure, please check the server log.' }));
    });
  }

  send(message: PhoenixMessage): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeMessage(this.vsn, message));
  }

  /** Ends every channel (the socket is closing). */
  dispose(): void {
    this.closed = true;
    for (const channel of this.channels.values()) this.clearExpiry(channel);
    this.channels.clear();
  }

  /** A system error for `channel`, then phx_close: the client stops listening on it. */
  shutdown(channel: JoinedChannel, reason: string): void {
    if (this.channels.get(channel.topic) !== channel) return;
    this.clearExpiry(channel);
    this.channels.delete(channel.topic);
    const { topic, joinRef } = channel;
    this.send({
      joinRef,
      ref: null,
      topic,
      event: 'system',
      payload: { status: 'error', extension: 'system', message: reason, channel: subTopic(topic) },
    });
    this.send({ joinRef, ref: joinRef, topic, event: 'phx_close', payload: {} });
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix' && message.event === 'heartbeat') {
      this.send(replyTo(message, 'ok', {}));
      return;
    }
    if (message.event === 'phx_join') {
      await this.join(message);
      return;
    }
    const channel = this.channels.get(message.topic);
    if (!channel) {
      if (message.ref) this.send(replyTo(message, 'error', { reason: 'unmatched topic' }));
      return;
    }
    if (message.event === 'phx_leave') {
      this.clearExpiry(channel);
      this.channels.delete(channel.topic);
      this.send(replyTo(message, 'ok', {}));
    } else if (message.event === 'access_token') {
      await this.updateToken(channel, asObject(message.payload).access_token);
    } else if (message.ref) {
      this.send(replyTo(message, 'error', { reason: `${message.event} is not supported by this server` }));
    }
  }

  private async claimsFor(token: unknown): Promise<{ ok: true; claims: Claims; key: string } | { ok: false; reason: string }> {
    if (typeof token !== 'string' || token === '' || token === this.apiKey.token) {
      return { ok: true, claims: this.apiKey.claims, key: this.apiKey.token };
    }
    const check = await checkToken(this.deps.config, token);
    return check.ok ? { ok: true, claims: check.claims, key: token } : check;
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const payload = asObject(message.payload);
    const identity = await this.claimsFor(payload.access_token);
    if (!identity.ok) {
      this.send(replyTo(message, 'error', { reason: identity.reason }));
      return;
    }
    const raw = asObject(payload.config).postgres_changes;
    let bindings: ChangeBinding[];
    try {
      if (Array.isArray(raw) && raw.length > 0) {
        await this.deps.startFeed();
        if (unknownTables(raw, this.deps.catalog)) await this.deps.catalog.load();
      }
      bindings = parseBindings(raw, this.deps.catalog, this.deps.nextBindingId);
    } catch (error) {
      if (!(error instanceof BindingError)) throw error;
      this.send(replyTo(message, 'error', { reason: error.message }));
      return;
    }
    if (this.closed) return;
    const previous = this.channels.get(message.topic);
    if (previous) this.clearExpiry(previous);
    const channel: JoinedChannel = {
      topic: message.topic,
      joinRef: message.joinRef,
      claims: identity.claims,
      claimsKey: identity.key,
      bindings,
      expiryTimer: null,
    };
    this.channels.set(channel.topic, channel);
    this.scheduleExpiry(channel);
    this.send(replyTo(message, 'ok', { postgres_changes: bindings.map((b) => b.echo) }));
    if (bindings.length > 0) {
      this.send({
        joinRef: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'system',
        payload: { status: 'ok', message: 'Subscribed to PostgreSQL', extension: 'postgres_changes', channel: subTopic(channel.topic) },
      });
    }
  }

  private async updateToken(channel: JoinedChannel, token: unknown): Promise<void> {
    const identity = await this.claimsFor(token);
    if (!identity.ok) {
      this.shutdown(channel, identity.reason);
      return;
    }
    channel.claims = identity.claims;
    channel.claimsKey = identity.key;
    this.scheduleExpiry(channel);
  }

  private scheduleExpiry(channel: JoinedChannel): void {
    this.clearExpiry(channel);
    const ms = msUntilExpiry(channel.claims);
    if (ms > MAX_TIMER_MS) return;
    channel.expiryTimer = setTimeout(() => this.shutdown(channel, 'Token has expired 0 seconds ago'), Math.max(0, ms));
    channel.expiryTimer.unref();
  }

  private clearExpiry(channel: JoinedChannel): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.expiryTimer = null;
  }
}
