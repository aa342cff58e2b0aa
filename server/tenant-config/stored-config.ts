// A configuration as the store keeps it (published versions and drafts are JSON text, decision
// 0007), read back in today's shape: every read of one goes through here, so a version stored
// before an area changed shape still loads, compares, rolls back and publishes (decision 0035).
import { upgradeKeyedAreas } from "../../rules/config/upgrade-keyed-areas";

export function readStoredConfig(configJson: string): Record<string, unknown> {
  return upgradeKeyedAreas(JSON.parse(configJson) as Record<string, unknown>);
}
