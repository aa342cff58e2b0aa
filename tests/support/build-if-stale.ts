// Run before the browser tests' server starts (playwright.config.ts webServer command): the
// server must load the same build whose assets it serves.
import buildIfStale from "./global-setup";

buildIfStale();
