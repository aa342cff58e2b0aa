// Liveness and store check for load balancers and the README's smoke test.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { health } from "../loaders/health.server";

export const loader = ({ context }: LoaderFunctionArgs) => health(context);
