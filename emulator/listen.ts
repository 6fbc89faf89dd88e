// Binding a server to its port, the same way for every emulator: a taken port becomes one error
// type that the CLIs, the combined host and the stack all recognise.
import type { Server } from 'node:net';

export class PortInUseError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(`Port ${port} on ${host} is already in use.`);
    this.name = 'PortInUseError';
  }
}

/** Listens on host:port (0 picks a free port) and resolves with the port actually bound. */
export function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
