/**
 * One raw HTTP request, for the server's tests: the path is sent exactly as given ("/.//search" stays as it is, where
 * fetch() would resolve it first), and the body comes back as the bytes on the wire (gzip is not undone).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { SiteError } from '../../src/lib/errors.ts';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function request(
  base: string,
  path: string,
  { method = 'GET', headers = {}, timeoutMs = 10_000 }: { method?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method, headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () =>
      req.destroy(
        new SiteError({
          what: `${method} ${path}: no answer from ${base} in ${timeoutMs} ms.`,
          hint: `is the server at ${base} running (npm start), and the machine not overloaded?`,
        }),
      ),
    );
    req.on('error', reject);
    req.end();
  });
}
