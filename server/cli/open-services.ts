// How a command opens the store (decision 0014). A command that writes takes the embedded
// store's lock under its own name, so beside a running server it is refused ("Stop the server
// first"); a command that only reads opens the files read-only, without the lock, and runs
// beside the server on what is stored at that moment.
import { readEnv } from "../config/env";
import { createServices, type Services } from "../services";

export type StoreUse = { writes: string } | "reads";

export function openServices(use: StoreUse): Promise<Services> {
  return createServices(readEnv(), use === "reads" ? { readOnly: true } : { owner: `npm run cli -- ${use.writes}` });
}

/** Runs the command's work on the services and closes the store (releasing its lock) however it ends. */
export async function withServices<T>(use: StoreUse, run: (services: Services) => Promise<T>): Promise<T> {
  const services = await openServices(use);
  try {
    return await run(services);
  } finally {
    await services.store.close();
  }
}
