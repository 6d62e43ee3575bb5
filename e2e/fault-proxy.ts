// A TCP relay between a web tier and its API that a test can turn slow or off, at the socket
// level, so the product meets what a real network does: connections refused (down), answers
// that take longer than the web tier waits (slow), and the API coming back (pass).
import net from 'node:net';

export type FaultProxy = {
  /** Relay everything. */
  pass(): Promise<void>;
  /** Hold every new connection this long before relaying it. */
  slow(delayMs: number): Promise<void>;
  /** Refuse connections: nothing listens on the port any more. */
  down(): Promise<void>;
  /** Answer every request itself with this status and body, as a gateway in front of the API might. */
  answer(status: number, body: string, contentType?: string): Promise<void>;
  close(): Promise<void>;
};

export async function startFaultProxy(port: number, target: { host: string; port: number }): Promise<FaultProxy> {
  let delayMs = 0;
  let reply: Buffer | null = null;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const relay = (client: net.Socket) => {
    track(client);
    if (reply) {
      const answer = reply;
      client.once('data', () => client.end(answer));
      return;
    }
    const connect = () => {
      if (client.destroyed) return;
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    };
    if (delayMs > 0) setTimeout(connect, delayMs);
    else connect();
  };

  let server: net.Server | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const next = net.createServer(relay);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });
  const unlisten = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  // Kept-alive connections would carry on in the old mode: every change of mode cuts them.
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };

  await listen();
  return {
    async pass() {
      // Connections held while slow would still wait: they are cut too.
      delayMs = 0;
      reply = null;
      cut();
      await listen();
    },
    async slow(ms) {
      delayMs = ms;
      reply = null;
      cut();
      await listen();
    },
    async answer(status, body, contentType = 'application/json') {
      const bytes = Buffer.from(body);
      const head = `HTTP/1.1 ${status} Fault\r\ncontent-type: ${contentType}\r\ncontent-length: ${bytes.length}\r\nconnection: close\r\n\r\n`;
      reply = Buffer.concat([Buffer.from(head), bytes]);
      delayMs = 0;
      cut();
      await listen();
    },
    async down() {
      cut();
      await unlisten();
    },
    async close() {
      cut();
      await unlisten();
    },
  };
}
