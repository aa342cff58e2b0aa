// Something worked out from a form of one configuration version, kept with that version (a
// prepared configuration never changes; a publish brings a new one and the old one's go with it).
import type { PreparedConfig } from "./prepared-config";

export function perForm<T>(make: (config: PreparedConfig, formId: string) => T): (config: PreparedConfig, formId: string) => T {
  const made = new WeakMap<PreparedConfig, Map<string, T>>();
  return (config, formId) => {
    let byForm = made.get(config);
    if (!byForm) made.set(config, (byForm = new Map()));
    if (!byForm.has(formId)) byForm.set(formId, make(config, formId));
    return byForm.get(formId) as T;
  };
}
