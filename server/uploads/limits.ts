// The upload rules a university's configuration sets (tenant-configs/_defaults/uploads.json):
// accepted extensions and types, size limits and file count (000 §5, §9; 001 §5).
import type { PreparedConfig } from "../tenant-config/prepared";

export interface UploadLimits {
  extensions: string[];
  mimeTypes: string[];
  maxFileSizeMb: number;
  minFileSizeBytes: number;
  maxFiles: number;
}

export function uploadLimits(config: PreparedConfig): UploadLimits {
  const raw = (config.raw.uploads ?? {}) as Record<string, unknown>;
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : NaN);
  const limits = {
    extensions: list(raw.extensions).map((extension) => extension.toLowerCase().replace(/^\./, "")),
    mimeTypes: list(raw.mimeTypes),
    maxFileSizeMb: number(raw.maxFileSizeMb),
    minFileSizeBytes: number(raw.minFileSizeBytes),
    maxFiles: number(raw.maxFiles),
  };
  if (!limits.extensions.length || Number.isNaN(limits.maxFileSizeMb) || Number.isNaN(limits.minFileSizeBytes) || Number.isNaN(limits.maxFiles)) {
    throw new Error("The configuration's uploads settings are incomplete");
  }
  return limits;
}

/** What the browser's upload control needs: the limits, the overlay timing and the attempts allowed. */
export function uploadControlRules(config: PreparedConfig) {
  const raw = (config.raw.uploads ?? {}) as Record<string, unknown>;
  const limits = uploadLimits(config);
  return {
    extensions: limits.extensions,
    maxFileSizeMb: limits.maxFileSizeMb,
    minFileSizeBytes: limits.minFileSizeBytes,
    maxFiles: limits.maxFiles,
    overlayFadeMs: typeof raw.overlayFadeMs === "number" ? raw.overlayFadeMs : 0,
    maxAttempts: typeof raw.maxAttempts === "number" ? raw.maxAttempts : 1,
  };
}
