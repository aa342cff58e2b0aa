// The load balancer's liveness check: the store answers a read (else this throws), and which it is.
import type { Services } from "./services";
import type { StoreKind } from "./store/port";

export async function checkStore(services: Pick<Services, "store">): Promise<StoreKind> {
  await services.store.collection("tenants").count({});
  return services.store.kind;
}
