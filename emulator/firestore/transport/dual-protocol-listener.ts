// One TCP port for two protocols: a connection that opens with the HTTP/2 client preface is a
// gRPC client (h2c with prior knowledge) and goes to grpc-js; anything else is HTTP/1.1.
import type http from 'node:http';
import net from 'node:net';
import { Duplex } from 'node:stream';

const PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');

export interface DualProtocolOptions {
  onHttp2(connection: Duplex): void;
  http1: http.Server;
}

/**
 * The socket as a stream that first replays the bytes already read. Node's HTTP/2 session reads
 * a net.Socket natively and would miss those bytes, so it gets this JS stream instead.
 */
function replaying(socket: net.Socket, head: Buffer): Duplex {
  const duplex = new Duplex({
    read() {
      socket.resume();
    },
    write(chunk: Buffer, _encoding, callback) {
      socket.write(chunk, callback);
    },
    final(callback) {
      socket.end();
      callback();
    },
    destroy(error, callback) {
      socket.destroy(error ?? undefined);
      callback(error);
    },
  });
  duplex.push(head);
  socket.on('data', (chunk: Buffer) => {
    if (!duplex.push(chunk)) socket.pause();
  });
  socket.on('end', () => duplex.push(null));
  socket.on('close', () => duplex.destroy());
  return duplex;
}

/** A net.Server that sniffs each connection's first bytes and hands the socket on. */
export function createDualProtocolServer(options: DualProtocolOptions): net.Server {
  return net.createServer((socket) => {
    socket.setNoDelay(true);
    let received = Buffer.alloc(0);
    const decide = () => {
      socket.setTimeout(0);
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.pause();
      if (
        received.length >= PREFACE.length &&
        received.subarray(0, PREFACE.length).equals(PREFACE)
      ) {
        options.onHttp2(replaying(socket, received));
      } else {
        // The HTTP/1.1 parser reads through the JS stream, so giving the bytes back is enough.
        socket.unshift(received);
        options.http1.emit('connection', socket);
        socket.resume();
      }
    };
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const prefix = received.subarray(0, Math.min(received.length, PREFACE.length));
      // Decide as soon as the bytes either complete the preface or stop matching it.
      if (!PREFACE.subarray(0, prefix.length).equals(prefix) || received.length >= PREFACE.length) {
        decide();
      }
    };
    const onEnd = () => socket.destroy();
    socket.on('data', onData);
    socket.on('end', onEnd);
    // A client that connects but never says which protocol it speaks is dropped.
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('error', () => socket.destroy());
  });
}
