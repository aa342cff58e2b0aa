// Generated from schemas/offers/upload-item.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 000 §3 Upload file item; 001 §4 Upload file status
 */
export interface OffersUploadItem {
  id?: string;
  name?: string;
  originalName?: string;
  status?: "ready" | "uploading" | "uploaded" | "error" | "cancelled";
  progress?: number;
  /**
   * bytes
   */
  size?: number;
  /**
   * MIME type
   */
  type?: string;
  error?: string;
  retryCount?: number;
}
