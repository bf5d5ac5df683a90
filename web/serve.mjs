// Serves web/dist (or the folder given) on localhost, answering with the precompressed .br or
// .gz copy when the browser accepts it, as a static host would. Used by scripts/serve-web.sh
// and by the end-to-end test. Usage: node web/serve.mjs [folder] [port]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
};

async function exists(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Starts the server; resolves to { server, url } once it listens. */
export function serve(root, port = 0) {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url, 'http://localhost');
      let path = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
      if (path === '' || path.endsWith('/')) path += 'index.html';
      const file = join(base, path);
      if (!file.startsWith(base) || !(await exists(file))) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
        return;
      }
      const accepted = String(request.headers['accept-encoding'] || '');
      const headers = {
        'content-type': TYPES[extname(file)] || 'application/octet-stream',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
      };
      let body;
      if (/\bbr\b/.test(accepted) && (await exists(file + '.br'))) {
        body = await readFile(file + '.br');
        headers['content-encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepted) && (await exists(file + '.gz'))) {
        body = await readFile(file + '.gz');
        headers['content-encoding'] = 'gzip';
      } else {
        body = await readFile(file);
      }
      headers['content-length'] = body.length;
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  return new Promise((done) => {
    server.listen(port, '127.0.0.1', () => {
      done({ server, url: `http://127.0.0.1:${server.address().port}/` });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] || join(fileURLToPath(new URL('.', import.meta.url)), 'dist');
  const port = Number(process.argv[3] || 8080);
  const { url } = await serve(root, port);
  console.log(`serving ${root} at ${url} (Ctrl-C stops)`);
}
