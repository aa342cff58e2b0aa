// A port nothing listens on just now, on the loopback address: for a server that must be named
// (in the environment's OUTBOUND_ALLOW_HOSTS, or a test's "nothing answers here") before it starts.
import net from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}
