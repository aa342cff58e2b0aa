// Where a your-information page answers (000 §2; decision 0401): its form id, unless the
// university's application area gives it another address (your-contact-details answers at
// /your-information/contact-details). Both the address and the form id reach the page.
import type { PreparedConfig } from "../config/prepared-config";

export function yourInformationFormOf(config: PreparedConfig, path: string): string {
  return config.areas.application.yourInformationPaths.byPath.get(path) ?? path;
}

export function yourInformationPathOf(config: PreparedConfig, formId: string): string {
  return config.areas.application.yourInformationPaths.byForm.get(formId) ?? formId;
}
