import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lowercase; a header sent twice keeps its last value. */
  headers: Map<string, string>;
  body: string;
}

/**
 * Sends a GET with the request target exactly as given (no normalisation by a client library,
 * so `/./about`, `//about` and `/..%2f` reach the server as they are) and reads the response.
 */
export function rawGet(baseUrl: string, target: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const data = Buffer.concat(chunks).toString('latin1');
      const split = data.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = data.slice(0, split === -1 ? data.length : split).split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const));
      const raw = split === -1 ? '' : data.slice(split + 4);
      const body = Buffer.from(headers.get('transfer-encoding') === 'chunked' ? unchunk(raw) : raw, 'latin1').toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body });
    });
    socket.on('error', reject);
  });
}

function unchunk(raw: string): string {
  let out = '';
  for (let at = 0; at < raw.length;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.slice(at, lineEnd), 16);
    if (!size) break;
    out += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
  return out;
}
