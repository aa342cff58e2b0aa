// Playwright starts the server after this runs: make sure the production build is current.
import buildIfStale from "./global-setup";

export default function setup() {
  buildIfStale();
}
