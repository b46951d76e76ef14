// Phoenix channel messages as realtime-js sends and reads them. Serializer 2.0.0 (the
// client's default) uses JSON arrays `[join_ref, ref, topic, event, payload]`; 1.0.0
// uses objects `{join_ref, ref, topic, event, payload}`. A 2.0.0 user broadcast comes as
// a binary frame (decodeBinaryMessage); this server does not relay broadcasts, but it
// reads the frame's refs so that it can refuse the push as it refuses any other.

export type Vsn = '1.0.0' | '2.0.0';

export type PhoenixMessage = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
};

export const SUPPORTED_VSN: readonly Vsn[] = ['1.0.0', '2.0.0'];

function refOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** The message in `text`, or null when it is not a Phoenix message. */
export function decodeMessage(vsn: Vsn, text: string): PhoenixMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: refOrNull(joinRef), ref: refOrNull(ref), topic, event, payload };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const message = parsed as Record<string, unknown>;
  if (typeof message.topic !== 'string' || typeof message.event !== 'string') return null;
  return {
    joinRef: refOrNull(message.join_ref),
    ref: refOrNull(message.ref),
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  };
}

export function encodeMessage(vsn: Vsn, message: PhoenixMessage): string {
  const { joinRef, ref, topic, event, payload } = message;
  if (vsn === '2.0.0') return JSON.stringify([joinRef, ref, topic, event, payload]);
  return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
}

/** The `phx_reply` to `to`, with the same refs and topic. */
export function replyTo(to: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown>): PhoenixMessage {
  return { joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } };
}

/** The kind byte of a 2.0.0 binary frame that carries a client's broadcast push. */
const USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

/**
 * A 2.0.0 binary user broadcast push: kind, the lengths of join_ref, ref, topic, event
 * and metadata, the payload's encoding (0 binary, 1 JSON), those strings, then the
 * payload. Null for any other frame.
 */
export function decodeBinaryMessage(frame: Uint8Array): PhoenixMessage | null {
  if (frame.byteLength < 7 || frame[0] !== USER_BROADCAST_PUSH) return null;
  const lengths = [...frame.subarray(1, 6)];
  const decoder = new TextDecoder();
  let offset = 7;
  const [joinRef, ref, topic, userEvent] = lengths.map((length) => {
    const text = decoder.decode(frame.subarray(offset, offset + length));
    offset += length;
    return text;
  });
  if (offset > frame.byteLength || !topic) return null;
  let payload: unknown = null;
  if (frame[6] === JSON_ENCODING) {
    try {
      payload = JSON.parse(decoder.decode(frame.subarray(offset)));
    } catch {
      payload = null;
    }
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event: userEvent, payload },
  };
}
