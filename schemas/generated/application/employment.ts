// Generated from schemas/application/employment.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationEmployment {
  hasEmploymentHistory?: unknown;
  /**
   * @minItems 1
   */
  entries?: [
    {
      jobTitle?: string;
      employerName?: string;
      employerAddress?: string;
      city?: string;
      state?: string;
      postalCode?: string;
      country?: unknown;
      type?: unknown;
      startDate?: unknown;
      endDate?: unknown;
    },
    ...{
      jobTitle?: string;
      employerName?: string;
      employerAddress?: string;
      city?: string;
      state?: string;
      postalCode?: string;
      country?: unknown;
      type?: unknown;
      startDate?: unknown;
      endDate?: unknown;
    }[]
  ];
  hasCV?: unknown;
  cvDocument?: unknown;
}
