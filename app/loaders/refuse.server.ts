// For addresses that only take a POST: reading them is not found.
import { notFound } from "../../server/auth/guards";

export function refuseRead(): never {
  throw notFound();
}
