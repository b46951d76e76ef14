// Images travel in a backup as files: a stored data URI becomes its bytes and type on
// the way out and a base64 data URI again on the way in.

const DATA_URI = /^data:([^;,]+)((?:;[^;,]*)*),(.*)$/s;

export function bytesOfDataUri(uri: string): { type: string; bytes: Uint8Array } | null {
  const match = DATA_URI.exec(uri);
  if (!match) return null;
  const [, type = '', params = '', data = ''] = match;
  try {
    if (params.split(';').includes('base64')) {
      const binary = atob(data);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
      return { type, bytes };
    }
    return { type, bytes: new TextEncoder().encode(decodeURIComponent(data)) };
  } catch {
    return null;
  }
}

export function dataUriOf(bytes: Uint8Array, type: string): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return `data:${type};base64,${btoa(binary)}`;
}
