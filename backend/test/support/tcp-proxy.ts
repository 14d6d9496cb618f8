import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones (the server behind it looks gone). */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A loopback TCP stand-in in front of `target` that a test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const makeServer = (): Server =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
  const listen = (server: Server, port: number) => new Promise<void>((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', () => done()));
  let server = makeServer();
  await listen(server, 0);
  const port = (server.address() as AddressInfo).port;
  const stop = async () => {
    await new Promise<void>((done) => {
      server.close(() => done());
      for (const socket of sockets) socket.destroy();
    });
  };
  return {
    port,
    cut: stop,
    async restore() {
      server = makeServer();
      await listen(server, port);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
