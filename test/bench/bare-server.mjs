// A bare node:http server replaying captured answers: the ceiling the application is compared with.
// Usage: node bare-server.mjs <fixtures.json> <port>
// fixtures.json: { "<path?query>": { "status": 200, "headers": { … }, "body": "<base64>" } }
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, answer]) => [
    path,
    { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not captured');
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => console.log(`bare server ready on ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
